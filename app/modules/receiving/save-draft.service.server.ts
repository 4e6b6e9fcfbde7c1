import type { Database } from '#app/db/client.server';
import { mayInShop, type ShopScope } from '#app/modules/tenancy/shop-scope';
import { countSignedOffNotes, lockNote, storeDraft } from './delivery-notes.repo.server';
import { draftLinesAreKnown } from './draft-lines.server';
import { isOwnLaterSave, stampOf } from './draft-stamp';
import type { ReceiptDraft, SaveDraft } from './receipt.schema';

export type SaveDraftResult =
  | { ok: true; version: number }
  | { ok: false; reason: 'forbidden' | 'not_found' | 'signed_off' | 'stale'; version?: number };

/**
 * An autosave of a draft (docs/decisions/030-receiving-drafts-and-sign-off.md): kept as typed, the version raised.
 * A save naming another version than the stored one is stale (another tab or device saved since) and is refused
 * with the stored version, so nothing is overwritten unseen — unless the stored version is this device's own earlier
 * save (a reload while it was under way), which the device's copy supersedes.
 */
export async function saveDraft(
  db: Database,
  shop: ShopScope,
  noteId: number,
  input: SaveDraft,
): Promise<SaveDraftResult> {
  if (!mayInShop(shop, 'deliveries:receive')) return { ok: false, reason: 'forbidden' };
  return db.transaction(async (tx): Promise<SaveDraftResult> => {
    const note = await lockNote(tx, shop, noteId);
    if (!note) return { ok: false, reason: 'not_found' };
    if (note.state !== 'draft') return { ok: false, reason: 'signed_off' };
    if (note.draftVersion !== input.version && !isOwnLaterSave(stampOf(note.draft), input.savedBy ?? null))
      return { ok: false, reason: 'stale', version: note.draftVersion };
    const draft = { header: input.header, lines: input.lines, savedBy: input.savedBy ?? null };
    if (!(await draftLinesAreKnown(tx, shop, note, draft))) return { ok: false, reason: 'not_found' };
    return { ok: true, version: await storeDraft(tx, shop, noteId, draft) };
  });
}

/**
 * After a conflict (another note of the order was signed off since this draft began), the draft is based on the
 * order as it is now: what the user typed stays, the expected quantities follow the order, and sign-off is allowed
 * again once the user has checked them. Raises the version, so the page reloads the draft.
 */
export async function acceptLatestReceipts(
  db: Database,
  shop: ShopScope,
  noteId: number,
): Promise<{ ok: true } | { ok: false; reason: 'forbidden' | 'not_found' | 'signed_off' }> {
  if (!mayInShop(shop, 'deliveries:receive')) return { ok: false, reason: 'forbidden' };
  return db.transaction(async (tx) => {
    const note = await lockNote(tx, shop, noteId);
    if (!note) return { ok: false, reason: 'not_found' } as const;
    if (note.state !== 'draft') return { ok: false, reason: 'signed_off' } as const;
    const basedOnReceipts = note.orderId === null ? 0 : await countSignedOffNotes(tx, shop, note.orderId);
    // Without its stamp: the page reloads the draft, and a save still on its way from before is then stale.
    const { header, lines } = note.draft as ReceiptDraft;
    await storeDraft(tx, shop, noteId, { header, lines }, { basedOnReceipts });
    return { ok: true } as const;
  });
}
