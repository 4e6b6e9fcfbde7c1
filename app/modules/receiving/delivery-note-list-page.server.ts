import type { DbOrTx } from '#app/db/client.server';
import { listAsnsExpectedToday } from '#app/modules/asn/asn-list.repo.server';
import { chosenSupplier } from '#app/modules/shop-suppliers/shop-suppliers.repo.server';
import { mayInShop, type ShopScope } from '#app/modules/tenancy/shop-scope';
import { todayIn } from '#app/utils/dates';
import { listDeliveryNotes, type DeliveryNoteListQuery } from './delivery-note-list.repo.server';
import { EXPECTED_SHOWN, listExpectedToday } from './expected-deliveries.repo.server';

/**
 * What the delivery notes page shows: one page of notes, the supplier it is filtered by and, to receivers, today's
 * deliveries: the advance ship notices due today, and the orders and backorders (an order an ASN of today announces
 * is received through the ASN, so it shows once), at most EXPECTED_SHOWN of each kind, with whether there are more.
 */
export async function getDeliveryNoteListPage(db: DbOrTx, shop: ShopScope, query: DeliveryNoteListQuery) {
  const now = new Date();
  const receives = mayInShop(shop, 'deliveries:receive');
  const [{ rows, total, capped }, supplier, expected, asns] = await Promise.all([
    listDeliveryNotes(db, shop, query),
    chosenSupplier(db, shop, query.supplierId),
    receives ? listExpectedToday(db, shop, now, { withoutAnnounced: mayInShop(shop, 'asn:view') }) : null,
    receives ? listAsnsExpectedToday(db, shop, EXPECTED_SHOWN + 1, now) : [],
  ]);
  return {
    rows,
    total,
    capped,
    supplier,
    expected: expected?.rows ?? null,
    expectedAsns: asns.slice(0, EXPECTED_SHOWN),
    expectedMore: {
      orders: expected?.moreOrders ?? false,
      backorders: expected?.moreBackorders ?? false,
      asns: asns.length > EXPECTED_SHOWN,
    },
    today: todayIn(shop.timeZone, now),
  };
}
