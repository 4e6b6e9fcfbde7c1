import type { DbOrTx } from '#app/db/client.server';
import { mayInShop, type ShopScope } from '#app/modules/tenancy/shop-scope';
import { todayIn } from '#app/utils/dates';
import { wallTimeInstant, wallTimeOf } from '#app/utils/wall-time';
import {
  inventoryChoices,
  copyCountIntoCount,
  copyLayoutIntoCount,
  countLines,
  findDuplicateSource,
  insertInventory,
  latestFinishedInventory,
  setExpectedQuantities,
} from './inventories.repo.server';
import type { AddInventoryInput } from './inventory.schema';
import { listLayoutForCount } from './inventory-layout.repo.server';

export type CreateInventoryResult =
  { ok: true; inventoryId: number } | { ok: false; reason: 'forbidden' | 'not_found' | 'no_products' };

class NoProducts extends Error {}

/**
 * A new count in one transaction: its header, a copy of the layout's chosen sub-departments (or of an earlier count's
 * sectors and lines) and each line's expected quantity from the shop's previous finished count — set-based, a fixed
 * number of statements however many lines. A count without any product is refused and leaves nothing behind.
 */
export async function createInventory(
  db: DbOrTx,
  shop: ShopScope,
  input: AddInventoryInput,
): Promise<CreateInventoryResult> {
  if (!mayInShop(shop, 'inventory:manage') || shop.shopDeleted) return { ok: false, reason: 'forbidden' };
  if (input.source === 'duplicate' && !(await findDuplicateSource(db, shop, input.fromInventoryId!)))
    return { ok: false, reason: 'not_found' };
  try {
    const inventoryId = await db.transaction(async (tx) => {
      const newId = await insertInventory(tx, shop, {
        name: input.name,
        countDate: input.countDate,
        cutOffAt: wallTimeInstant(input.countDate, input.cutOffTime, shop.timeZone),
        blind: input.blind,
        userId: shop.actor.userId,
      });
      if (input.source === 'duplicate') await copyCountIntoCount(tx, shop, newId, input.fromInventoryId!);
      else await copyLayoutIntoCount(tx, shop, newId, input.subDepartmentIds);
      if ((await countLines(tx, shop, newId)) === 0) throw new NoProducts();
      const previousId = await latestFinishedInventory(tx, shop, newId);
      if (previousId) await setExpectedQuantities(tx, shop, newId, previousId);
      return newId;
    });
    return { ok: true, inventoryId };
  } catch (error) {
    if (error instanceof NoProducts) return { ok: false, reason: 'no_products' };
    throw error;
  }
}

/** Duplicate from the count's page or history: a new name; today's date, the same cut-off time and blind option. */
export async function duplicateInventory(
  db: DbOrTx,
  shop: ShopScope,
  fromInventoryId: number,
  name: string,
): Promise<CreateInventoryResult> {
  if (!mayInShop(shop, 'inventory:manage')) return { ok: false, reason: 'forbidden' };
  const source = await findDuplicateSource(db, shop, fromInventoryId);
  if (!source) return { ok: false, reason: 'not_found' };
  return createInventory(db, shop, {
    name,
    countDate: todayIn(shop.timeZone),
    cutOffTime: wallTimeOf(source.cutOffAt, shop.timeZone),
    blind: source.blind,
    source: 'duplicate',
    subDepartmentIds: [],
    fromInventoryId,
  });
}

/** What the add form offers: the layout's departments with their sub-departments and the earlier counts; the defaults. */
export async function addInventoryForm(db: DbOrTx, shop: ShopScope) {
  if (!mayInShop(shop, 'inventory:manage')) return null;
  const [departments, earlier] = await Promise.all([listLayoutForCount(db, shop), inventoryChoices(db, shop)]);
  return { departments, earlier, today: todayIn(shop.timeZone) };
}
