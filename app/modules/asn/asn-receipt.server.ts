import type { DbOrTx } from '#app/db/client.server';
import { enqueueMail } from '#app/modules/mail/outbox.repo.server';
import type { DeliveryNoteRow } from '#app/modules/receiving/delivery-notes.repo.server';
import type { ReceiptDraft } from '#app/modules/receiving/receipt.schema';
import type { ShopScope } from '#app/modules/tenancy/shop-scope';
import { todayIn } from '#app/utils/dates';
import type { Language } from '#app/utils/language';
import { buildRecadv } from './formats/recadv';
import { listAsnLines, listReceivedAgainstAsn, lockAsn, markAdviceSent, setAsnStatus } from './asn.repo.server';
import { receivingAdvice } from './receiving-advice';
import { receivingAdviceMail } from './receiving-advice-mail.server';
import { adviceParties } from './receiving-advice.repo.server';

/**
 * A sign-off's effect on the advance ship notice it received against (docs/decisions/033-advance-ship-notices.md,
 * Receiving), in the sign-off's transaction, right after the note's lines are written: the ASN's status from
 * everything received against it (an amendment's lines in place of the note it corrects), and, when what came differs
 * from what was announced, the receiving advice to the supplier in the outbox. Sends no statement for a note that
 * receives no ASN.
 */
export async function applyReceiptToAsn(
  tx: DbOrTx,
  shop: ShopScope,
  note: Pick<DeliveryNoteRow, 'id' | 'asnId' | 'amendsNoteId' | 'supplierId'>,
  draft: ReceiptDraft,
  options: { mail: boolean } = { mail: true },
): Promise<void> {
  if (note.asnId === null) return;
  const asn = await lockAsn(tx, shop, note.asnId);
  if (!asn) return;
  const lines = await listAsnLines(tx, shop, asn.id);
  const received = await listReceivedAgainstAsn(tx, shop, asn.id, note.amendsNoteId);
  const advice = receivingAdvice(lines, received);
  if (asn.status !== advice.status) await setAsnStatus(tx, shop, asn.id, advice.status);
  if (advice.differences.length === 0 || !options.mail) return;

  const parties = await adviceParties(tx, shop, asn.supplierId, shop.actor.userId);
  const to = parties?.orderEmails.length ? parties.orderEmails : parties?.supplierEmail ? [parties.supplierEmail] : [];
  // No address to write to: the differences stay on the ASN's page, nothing is queued.
  if (!parties || to.length === 0) return;
  const language: Language =
    parties.supplierLanguage === 'sl' ? 'si' : (parties.supplierLanguage ?? parties.userLanguage ?? 'en');
  const receivedDate = draft.header.deliveryDate || todayIn(shop.timeZone);
  // A supplier that sent EDIFACT gets a RECADV too, when both parties have a GLN (UNB names them by it).
  const sender = asn.buyerGln ?? asn.deliveryGln ?? parties.shopGln;
  const recipient = asn.supplierGln ?? parties.supplierGln;
  const recadv =
    asn.format === 'desadv' && sender && recipient
      ? buildRecadv({
          interchangeRef: `R${note.id}`.slice(0, 14),
          sender: { gln: sender },
          recipient: { gln: recipient },
          asnNumber: asn.asnNumber,
          orderNumber: asn.orderNumber,
          receivedDate,
          lines: advice.differences.map((line) => ({
            position: line.position,
            gtin: line.gtin,
            supplierItemCode: line.supplierItemCode,
            despatched: line.announced,
            received: line.received,
            rejected: line.rejected,
            unitCode: line.unitCode,
            reason: line.reason,
            receivedBestBefore: line.receivedBestBefore,
          })),
        })
      : null;
  await enqueueMail(
    tx,
    receivingAdviceMail(language, {
      to,
      companyId: shop.companyId,
      shop: parties.shopName,
      asnNumber: asn.asnNumber,
      orderNumber: asn.orderNumber,
      receivedDate,
      unacceptable: draft.header.unacceptable,
      differences: advice.differences,
      recadv,
    }),
  );
  await markAdviceSent(tx, shop, asn.id);
}
