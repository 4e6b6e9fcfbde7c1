import type { Database, DbOrTx } from '#app/db/client.server';
import { getAsn, listAsnLines } from '#app/modules/asn/asn.repo.server';
import { nextDeliveryDay } from '#app/modules/ordering/delivery-dates';
import { isPublicHoliday } from '#app/modules/ordering/holidays.server';
import type { OrderShop } from '#app/modules/ordering/orders.repo.server';
import { mayInShop, type ShopScope } from '#app/modules/tenancy/shop-scope';
import { todayIn } from '#app/utils/dates';
import {
  countSignedOffNotes,
  getNoteWithNames,
  listNoteLines,
  listPhotos,
  type DeliveryNoteRow,
} from './delivery-notes.repo.server';
import { announcedPerLine } from './asn-lines';
import { draftOfNote } from './receipt-draft';
import { loadDraftLines, viewLineOf } from './receipt-lines.server';
import { ReceiptDraftSchema, type ReceiptDraft } from './receipt.schema';
import type { ReceiptAsnNotice, ReceiptNoteInfo, ReceiptView, ReceiptViewLine } from './receipt-view';
import { stampOf } from './draft-stamp';
import { productsById, type ReceivingTerms, receivingTerms } from './receiving-catalog.repo.server';

/** A delivery note as the receiving screen shows it: a draft to work on, or a signed-off note read-only. */
export async function getReceipt(db: Database, shop: ShopScope, noteId: number): Promise<ReceiptView | null> {
  if (!mayInShop(shop, 'deliveries:view')) return null;
  const found = await getNoteWithNames(db, shop, noteId);
  if (!found) return null;
  const { note } = found;
  const terms = await receivingTerms(db, shop, note.supplierId);
  if (!terms) return null;
  const today = todayIn(shop.timeZone);
  const [{ draft, lines: plainLines }, photos, conflict, asn] = await Promise.all([
    note.state === 'draft' ? draftView(db, shop, note, terms) : signedOffView(db, shop, note, terms),
    listPhotos(db, shop, note.id),
    hasConflict(db, shop, note),
    note.asnId === null ? null : asnOfReceipt(db, shop, note.asnId),
  ]);
  const announced = asn ? announcedPerLine(asn.lines, plainLines) : [];
  // ASN lines no receipt line takes (no product, an unconvertible unit, another supplier's product): shown as notices.
  const placed = new Set(announced.flatMap((of) => of?.asnLineIds ?? []));
  const lines = plainLines.map((line, index) => {
    const of = announced[index];
    return of ? { ...line, announced: of.quantity, pallets: of.pallets } : line;
  });
  const info: ReceiptNoteInfo = {
    id: note.id,
    state: note.state,
    outcome: note.outcome,
    supplierId: note.supplierId,
    supplierName: found.supplierName,
    orderId: note.orderId,
    orderNumber: found.orderNumber,
    orderStatus: found.orderStatus,
    backorderId: note.backorderId,
    draftVersion: note.draftVersion,
    savedBy: note.state === 'draft' ? stampOf(note.draft) : null,
    createdByName: found.createdByName,
    acceptedByName: found.acceptedByName,
    signedOffAt: note.signedOffAt?.toISOString() ?? null,
    hasSignature: note.signatureKey !== null,
    amendsNoteId: note.amendsNoteId,
    amendmentReason: note.amendmentReason,
    amendedByNoteId: note.amendedByNoteId,
    asnId: note.asnId,
    asnNumber: asn?.asnNumber ?? null,
  };
  return {
    note: info,
    draft,
    lines,
    photos: photos.map(({ id, lineUid, width, height }) => ({ id, lineUid, width, height })),
    today,
    defaultBackorderDate: nextDeliveryDay(terms.deliveryDays, today, isPublicHoliday),
    shortLineChoice: terms.shortLineChoice,
    supplierCertificates: terms.certificates,
    conflict,
    ...(asn ? { asnNotices: asn.lines.filter((line) => !placed.has(line.id)).map(noticeOf) } : {}),
  };
}

/** The advance ship notice a note receives against: its number and its lines. */
async function asnOfReceipt(db: DbOrTx, shop: OrderShop, asnId: number) {
  const [asn, lines] = await Promise.all([getAsn(db, shop, asnId), listAsnLines(db, shop, asnId)]);
  return asn ? { asnNumber: asn.asnNumber, lines } : null;
}

function noticeOf(line: Awaited<ReturnType<typeof listAsnLines>>[number]): ReceiptAsnNotice {
  return {
    position: line.position,
    code: line.gtin ?? line.supplierItemCode ?? line.buyerItemCode,
    description: line.description,
    sentQuantity: line.sentQuantity,
    unitCode: line.unitCode,
    problem: line.problem,
  };
}

/** A draft's sign-off would be refused: another note of its order was signed off since it began (decision 030). */
async function hasConflict(
  db: DbOrTx,
  shop: OrderShop,
  note: Pick<DeliveryNoteRow, 'state' | 'orderId' | 'basedOnReceipts'>,
): Promise<boolean> {
  if (note.state !== 'draft' || note.orderId === null) return false;
  return (await countSignedOffNotes(db, shop, note.orderId)) !== note.basedOnReceipts;
}

async function draftView(db: Database, shop: ShopScope, note: DeliveryNoteRow, terms: ReceivingTerms) {
  // A draft saved before a field existed gets its default (a draft always parsed when it was saved).
  const parsed = ReceiptDraftSchema.safeParse(note.draft);
  const draft = parsed.success ? parsed.data : (note.draft as ReceiptDraft);
  const { lines } = await loadDraftLines(db, shop, note, draft, terms.limits);
  return { draft, lines };
}

async function signedOffView(db: Database, shop: ShopScope, note: DeliveryNoteRow, terms: ReceivingTerms) {
  const noteLines = await listNoteLines(db, shop, note.id);
  const products = new Map(
    (
      await productsById(
        db,
        shop,
        noteLines.flatMap((line) => (line.productId === null ? [] : [line.productId])),
      )
    ).map((product) => [product.id, product]),
  );
  const lines = noteLines.map((line): ReceiptViewLine => ({
    ...viewLineOf(products.get(line.productId ?? 0) ?? null, terms.limits, {
      productName: line.productName,
      itemCode: line.itemCode,
      unit: line.unit,
      ean: null,
    }),
    temperatureRegime: line.temperatureRegime,
    uid: line.uid,
    orderLineId: line.orderLineId,
    ordered: line.orderedQuantity,
    expected: line.expectedQuantity,
    record: {
      isRisky: line.isRisky,
      excludedFromStock: line.excludedFromStock,
      excludeReason: line.excludeReason,
      certificateScheme: line.certificateScheme,
      certificateNumber: line.certificateNumber,
      certificateExpires: line.certificateExpires,
    },
  }));
  return { draft: draftOfNote(note, noteLines), lines };
}
