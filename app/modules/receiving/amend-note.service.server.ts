import type { Database } from '#app/db/client.server';
import { recordAudit } from '#app/modules/audit/audit.repo.server';
import { mayInShop, type ShopScope } from '#app/modules/tenancy/shop-scope';
import {
  countSignedOffNotes,
  findAmendmentDraft,
  insertDraftNote,
  listNoteLines,
  lockNote,
} from './delivery-notes.repo.server';
import { draftOfNote } from './receipt-draft';

export type AmendNoteResult =
  | { ok: true; noteId: number }
  | { ok: false; reason: 'forbidden' | 'not_found' | 'not_signed_off' | 'already_amended' };

/**
 * Begins a correction of a signed-off note (docs/decisions/030-receiving-drafts-and-sign-off.md): a new draft copying
 * the note, linked to it, with the reason. Its sign-off applies the differences of the accepted quantities to the
 * order, works out its status and backorder again, and marks the old note as amended. An amendment already begun is
 * resumed.
 */
export async function amendNote(
  db: Database,
  shop: ShopScope,
  noteId: number,
  reason: string,
): Promise<AmendNoteResult> {
  if (!mayInShop(shop, 'deliveries:receive') || shop.shopDeleted) return { ok: false, reason: 'forbidden' };
  return db.transaction(async (tx): Promise<AmendNoteResult> => {
    const note = await lockNote(tx, shop, noteId);
    if (!note) return { ok: false, reason: 'not_found' };
    if (note.state !== 'signed_off') return { ok: false, reason: 'not_signed_off' };
    if (note.amendedByNoteId !== null) return { ok: false, reason: 'already_amended' };
    const begun = await findAmendmentDraft(tx, shop, noteId);
    if (begun !== null) return { ok: true, noteId: begun };

    const draft = draftOfNote(note, await listNoteLines(tx, shop, noteId));
    const amendmentId = await insertDraftNote(tx, shop, {
      supplierId: note.supplierId,
      orderId: note.orderId,
      backorderId: null,
      // The amendment corrects a receipt of the same advance ship notice: its sign-off updates the ASN and its advice.
      asnId: note.asnId,
      deliveryDate: note.deliveryDate,
      draft,
      basedOnReceipts: note.orderId === null ? 0 : await countSignedOffNotes(tx, shop, note.orderId),
      createdByUserId: shop.actor.userId,
      amendsNoteId: noteId,
      amendmentReason: reason.trim(),
    });
    await recordAudit(tx, {
      companyId: shop.companyId,
      actorUserId: shop.actor.userId,
      entityType: 'delivery_note',
      entityId: noteId,
      action: 'amend',
      changes: { amendedBy: { from: null, to: amendmentId } },
    });
    return { ok: true, noteId: amendmentId };
  });
}
