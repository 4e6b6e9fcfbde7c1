import type { DbOrTx } from '#app/db/client.server';
import { mayInShop, type ShopScope } from '#app/modules/tenancy/shop-scope';
import { deleteInventory, linesInConflict, lockInventory, markFinished, markReopened } from './inventories.repo.server';

type Refusal = 'forbidden' | 'not_found';

export type FinishResult =
  | { ok: true }
  | { ok: false; reason: Refusal }
  | { ok: false; reason: 'conflicts'; lines: { productName: string; sectorName: string }[] };

/**
 * Finish: locks the count (decision 035, "A count's life") and records who and when. Refused while any line's
 * counts differ without a decision, naming those lines. Finishing a finished count (a second tap) changes nothing.
 */
export async function finishInventory(db: DbOrTx, shop: ShopScope, inventoryId: number): Promise<FinishResult> {
  if (!mayInShop(shop, 'inventory:count')) return { ok: false, reason: 'forbidden' };
  return db.transaction(async (tx): Promise<FinishResult> => {
    const inventory = await lockInventory(tx, shop, inventoryId);
    if (!inventory) return { ok: false, reason: 'not_found' };
    if (inventory.status === 'finished') return { ok: true };
    const conflicts = await linesInConflict(tx, shop, inventoryId);
    if (conflicts.length) return { ok: false, reason: 'conflicts', lines: conflicts };
    await markFinished(tx, shop, inventoryId, shop.actor.userId);
    return { ok: true };
  });
}

/** Reopen a finished count for counting again (inventory:manage only); records who and when. */
export async function reopenInventory(
  db: DbOrTx,
  shop: ShopScope,
  inventoryId: number,
): Promise<{ ok: true } | { ok: false; reason: Refusal }> {
  if (!mayInShop(shop, 'inventory:manage')) return { ok: false, reason: 'forbidden' };
  return db.transaction(async (tx) => {
    const inventory = await lockInventory(tx, shop, inventoryId);
    if (!inventory) return { ok: false as const, reason: 'not_found' as const };
    if (inventory.status === 'finished') await markReopened(tx, shop, inventoryId, shop.actor.userId);
    return { ok: true as const };
  });
}

/** Remove a count with its sectors, lines and everyone's counts (inventory:manage). */
export async function removeInventory(
  db: DbOrTx,
  shop: ShopScope,
  inventoryId: number,
): Promise<{ ok: true } | { ok: false; reason: Refusal }> {
  if (!mayInShop(shop, 'inventory:manage')) return { ok: false, reason: 'forbidden' };
  return (await deleteInventory(db, shop, inventoryId)) ? { ok: true } : { ok: false, reason: 'not_found' };
}
