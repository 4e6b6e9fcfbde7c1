import { and, count, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '#app/db/client.server';
import { backorders, inventories, reclamations } from '#app/db/schema';
import { mayInShop, type ShopScope } from '#app/modules/tenancy/shop-scope';

export interface OpenWork {
  /** Reclamations open, sent or answered (not yet solved); null without deliveries:reclamations. */
  reclamations: number | null;
  /** Backorders still expected; null without backorders:view. */
  backorders: number | null;
  /** Stock counts in progress; null without inventory:view. */
  inventories: number | null;
}

/**
 * The overview page's counts of the shop's open work, each only for a user who may open its list; each count runs on
 * the (shop_id, status, …) indexes.
 */
export async function countOpenWork(db: DbOrTx, shop: ShopScope): Promise<OpenWork> {
  const [reclamationRows, backorderRows, inventoryRows] = await Promise.all([
    mayInShop(shop, 'deliveries:reclamations')
      ? db
          .select({ n: count() })
          .from(reclamations)
          .where(
            and(
              eq(reclamations.companyId, shop.companyId),
              eq(reclamations.shopId, shop.shopId),
              inArray(reclamations.status, ['open', 'sent', 'answered']),
            ),
          )
      : null,
    mayInShop(shop, 'backorders:view')
      ? db
          .select({ n: count() })
          .from(backorders)
          .where(
            and(
              eq(backorders.companyId, shop.companyId),
              eq(backorders.shopId, shop.shopId),
              eq(backorders.status, 'open'),
            ),
          )
      : null,
    mayInShop(shop, 'inventory:view')
      ? db
          .select({ n: count() })
          .from(inventories)
          .where(
            and(
              eq(inventories.companyId, shop.companyId),
              eq(inventories.shopId, shop.shopId),
              eq(inventories.status, 'in_progress'),
            ),
          )
      : null,
  ]);
  return {
    reclamations: reclamationRows ? (reclamationRows[0]?.n ?? 0) : null,
    backorders: backorderRows ? (backorderRows[0]?.n ?? 0) : null,
    inventories: inventoryRows ? (inventoryRows[0]?.n ?? 0) : null,
  };
}
