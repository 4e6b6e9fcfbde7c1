import type { DbOrTx } from '#app/db/client.server';
import { listHistorySupplierOptions } from '#app/modules/ordering/order-history.repo.server';
import { mayInShop, type ShopScope } from '#app/modules/tenancy/shop-scope';
import { todayIn } from '#app/utils/dates';
import { listDeliveryNotes, type DeliveryNoteListQuery } from './delivery-note-list.repo.server';
import { listExpectedToday } from './expected-deliveries.repo.server';

/** What the delivery notes page shows: one page of notes, the supplier filter's options and, to receivers, today's. */
export async function getDeliveryNoteListPage(db: DbOrTx, shop: ShopScope, query: DeliveryNoteListQuery) {
  const now = new Date();
  const [{ rows, total }, suppliers, expected] = await Promise.all([
    listDeliveryNotes(db, shop, query),
    listHistorySupplierOptions(db, shop),
    mayInShop(shop, 'deliveries:receive') ? listExpectedToday(db, shop, now) : null,
  ]);
  return { rows, total, suppliers, expected, today: todayIn(shop.timeZone, now) };
}
