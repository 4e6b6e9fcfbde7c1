import type { DbOrTx } from '#app/db/client.server';
import type { ShopScope } from '#app/modules/tenancy/shop-scope';
import type { ReclamationListParams } from './reclamation-list-params';
import { chosenSupplier } from '#app/modules/shop-suppliers/shop-suppliers.repo.server';
import { listReclamations } from './reclamation-list.repo.server';

/** The list page's data: one page of reclamations with the filtered set's totals, and the supplier it is filtered by. */
export async function getReclamationListPage(
  db: DbOrTx,
  shop: ShopScope,
  params: Omit<ReclamationListParams, 'invalidDates'> & { perPage: number },
) {
  const [page, supplier] = await Promise.all([
    listReclamations(db, shop, params),
    chosenSupplier(db, shop, params.supplierId),
  ]);
  return { ...page, supplier };
}
