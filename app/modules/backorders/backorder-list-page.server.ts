import type { DbOrTx } from '#app/db/client.server';
import { chosenSupplier } from '#app/modules/shop-suppliers/shop-suppliers.repo.server';
import type { ShopScope } from '#app/modules/tenancy/shop-scope';
import { listBackorders, type BackorderListQuery } from './backorder-list.repo.server';

/** What the backorder page shows: one page of backorders and the supplier it is filtered by. */
export async function getBackorderListPage(db: DbOrTx, shop: ShopScope, query: BackorderListQuery) {
  const [list, supplier] = await Promise.all([
    listBackorders(db, shop, query),
    chosenSupplier(db, shop, query.supplierId),
  ]);
  return { rows: list.rows, total: list.total, capped: list.capped, supplier };
}
