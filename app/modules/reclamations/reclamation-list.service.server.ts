import type { DbOrTx } from '#app/db/client.server';
import type { ShopScope } from '#app/modules/tenancy/shop-scope';
import type { ReclamationListParams } from './reclamation-list-params';
import { listReclamations, reclamationSuppliers } from './reclamation-list.repo.server';

/** The list page's data: one page of reclamations with the filtered set's totals, and the supplier filter's options. */
export async function getReclamationListPage(
  db: DbOrTx,
  shop: ShopScope,
  params: Omit<ReclamationListParams, 'invalidDates'> & { perPage: number },
) {
  const [page, suppliers] = await Promise.all([listReclamations(db, shop, params), reclamationSuppliers(db, shop)]);
  return { ...page, suppliers };
}
