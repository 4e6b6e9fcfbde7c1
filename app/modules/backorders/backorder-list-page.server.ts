import type { DbOrTx } from '#app/db/client.server';
import { listHistorySupplierOptions } from '#app/modules/ordering/order-history.repo.server';
import type { ShopScope } from '#app/modules/tenancy/shop-scope';
import { listBackorders, type BackorderListQuery } from './backorder-list.repo.server';

/** What the backorder page shows: one page of backorders and the supplier filter's options. */
export async function getBackorderListPage(db: DbOrTx, shop: ShopScope, query: BackorderListQuery) {
  const [list, suppliers] = await Promise.all([listBackorders(db, shop, query), listHistorySupplierOptions(db, shop)]);
  return { rows: list.rows, total: list.total, capped: list.capped, suppliers };
}
