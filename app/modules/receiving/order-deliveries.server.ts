import type { DbOrTx } from '#app/db/client.server';
import { getOpenBackorderOfOrder } from '#app/modules/backorders/backorder-list.repo.server';
import type { ShopScope } from '#app/modules/tenancy/shop-scope';
import { listOrderDeliveryNotes } from './delivery-note-list.repo.server';

/** An order's delivery notes and its open backorder, for the order's page (each as the user may see them). */
export async function getOrderDeliveries(db: DbOrTx, shop: ShopScope, orderId: number) {
  const [notes, backorder] = await Promise.all([
    listOrderDeliveryNotes(db, shop, orderId),
    getOpenBackorderOfOrder(db, shop, orderId),
  ]);
  return { notes, backorder };
}

export type OrderDeliveries = Awaited<ReturnType<typeof getOrderDeliveries>>;
