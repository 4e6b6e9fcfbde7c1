import type { DbOrTx } from '#app/db/client.server';
import type { Permission } from '#app/modules/auth/roles';
import { listHistorySupplierOptions } from '#app/modules/ordering/order-history.repo.server';
import { listProductSupplierOptions } from '#app/modules/products/products-search.repo.server';
import { reclamationSuppliers } from '#app/modules/reclamations/reclamation-list.repo.server';
import type { ShopScope } from '#app/modules/tenancy/shop-scope';
import type { SupplierFilterList, SupplierOption } from './supplier-filter';

/**
 * The supplier filter of the list pages (decision 038): the page names only the chosen supplier; the choices come from
 * here once the page is shown, each list's from the source its rows come from, under the permission of its page.
 */
const SUPPLIER_FILTER_LISTS = {
  products: {
    permission: 'products:view',
    load: async (db: DbOrTx, shop: ShopScope) =>
      (await listProductSupplierOptions(db, shop)).map(({ supplierId, name }) => ({ supplierId, name })),
  },
  orders: { permission: 'orders:view', load: listHistorySupplierOptions },
  deliveries: { permission: 'deliveries:view', load: listHistorySupplierOptions },
  backorders: { permission: 'backorders:view', load: listHistorySupplierOptions },
  asn: { permission: 'asn:view', load: listHistorySupplierOptions },
  reclamations: {
    permission: 'deliveries:reclamations',
    load: async (db: DbOrTx, shop: ShopScope) =>
      (await reclamationSuppliers(db, shop)).map(({ id, name }) => ({ supplierId: id, name })),
  },
} satisfies Record<
  SupplierFilterList,
  { permission: Permission; load: (db: DbOrTx, shop: ShopScope) => Promise<SupplierOption[]> }
>;

/** The list a filter's address names, with the permission its page needs; null for a list that has no filter. */
export function supplierFilterList(name: string | undefined) {
  if (!name || !Object.hasOwn(SUPPLIER_FILTER_LISTS, name)) return null;
  const list = name as SupplierFilterList;
  return { list, permission: SUPPLIER_FILTER_LISTS[list].permission satisfies Permission };
}

/** The suppliers a list's filter offers, by name. */
export function supplierFilterOptions(db: DbOrTx, shop: ShopScope, list: SupplierFilterList) {
  return SUPPLIER_FILTER_LISTS[list].load(db, shop);
}
