import type { DbOrTx } from '#app/db/client.server';
import { getAsnListPage } from '#app/modules/asn/asn-list.repo.server';
import { parseAsnListParams } from '#app/modules/asn/asn-list-params';
import { parseBackorderListParams } from '#app/modules/backorders/backorder-list-params';
import { getBackorderListPage } from '#app/modules/backorders/backorder-list-page.server';
import { listInventoryHistory } from '#app/modules/inventory/inventory-history.repo.server';
import { parseInventoryHistoryParams } from '#app/modules/inventory/inventory.schema';
import { parseOrderHistoryParams } from '#app/modules/ordering/order-history-params';
import { listHistorySupplierOptions, listOrderHistory } from '#app/modules/ordering/order-history.repo.server';
import { getDeliveryNoteListPage } from '#app/modules/receiving/delivery-note-list-page.server';
import { parseDeliveryNoteListParams } from '#app/modules/receiving/delivery-note-list-params';
import { parseReclamationListParams } from '#app/modules/reclamations/reclamation-list-params';
import { getReclamationListPage } from '#app/modules/reclamations/reclamation-list.service.server';
import { parseShopSupplierListParams } from '#app/modules/shop-suppliers/shop-supplier-list-params';
import { listShopSuppliers } from '#app/modules/shop-suppliers/shop-suppliers.repo.server';
import type { ShopScope } from '#app/modules/tenancy/shop-scope';

/**
 * What the loaders of the admin list pages (all but products) ask their repositories for on a first load with the
 * default filters, and with a search typed, as the routes call them: the list-page bench and the plan test
 * (tests/integration/list-page-plans.int.test.ts) run these, so both follow the repositories as they change.
 */
export interface ListPageLoad {
  name: string;
  /** The page's query string ('' for the first load). */
  search: string;
  run: (db: DbOrTx, shop: ShopScope, url: URL) => Promise<unknown>;
}

const PER_PAGE = 25;

const pages: Omit<ListPageLoad, 'search'>[] = [
  {
    name: 'order history',
    run: (db, shop, url) =>
      Promise.all([
        listOrderHistory(db, shop, { ...parseOrderHistoryParams(url), perPage: PER_PAGE }),
        listHistorySupplierOptions(db, shop),
      ]),
  },
  {
    name: 'suppliers',
    run: (db, shop, url) => listShopSuppliers(db, shop, { ...parseShopSupplierListParams(url), perPage: PER_PAGE }),
  },
  {
    name: 'delivery notes',
    run: (db, shop, url) =>
      getDeliveryNoteListPage(db, shop, { ...parseDeliveryNoteListParams(url), perPage: PER_PAGE }),
  },
  {
    name: 'backorders',
    run: (db, shop, url) => getBackorderListPage(db, shop, { ...parseBackorderListParams(url), perPage: PER_PAGE }),
  },
  {
    name: 'ASNs',
    run: (db, shop, url) => getAsnListPage(db, shop, { ...parseAsnListParams(url), perPage: PER_PAGE }),
  },
  {
    name: 'reclamations',
    run: (db, shop, url) => getReclamationListPage(db, shop, { ...parseReclamationListParams(url), perPage: PER_PAGE }),
  },
  {
    name: 'stock counts',
    run: (db, shop, url) => listInventoryHistory(db, shop, { ...parseInventoryHistoryParams(url), perPage: PER_PAGE }),
  },
];

/**
 * The searches of the pages with a search box, as someone looking for one thing types them: a supplier's product
 * code (tests/factories/large-tenant.ts names them SP-000001…), an order number, a delivery or ASN number, a name.
 */
const searches: Record<string, string[]> = {
  'order history': ['SP-001234', '1234'],
  suppliers: ['dobavitelj 1'],
  'delivery notes': ['DL-1234', 'SP-001234'],
  ASNs: ['ASN-1234'],
  'stock counts': ['inventura'],
};

export const LIST_PAGE_LOADS: ListPageLoad[] = pages.flatMap((page) => [
  { ...page, search: '' },
  ...(searches[page.name] ?? []).map((q) => ({ ...page, search: `?q=${encodeURIComponent(q)}` })),
]);

export const listPageUrl = (load: ListPageLoad) => new URL(`http://localhost/admin${load.search}`);
