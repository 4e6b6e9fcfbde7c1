import type { DbOrTx } from '#app/db/client.server';
import type { OrderStatus } from '#app/db/schema/ordering';
import { replaceOpenBackorder, settleOpenBackorder } from '#app/modules/backorders/backorders.repo.server';
import {
  addOrderEvent,
  changeOrderStatus,
  setReceivedQuantities,
  type OrderRow,
  type OrderShop,
} from '#app/modules/ordering/orders.repo.server';
import type { OrderPlan } from './sign-off-plan';

type Planned = Extract<OrderPlan, { ok: true }>;

interface Application {
  order: OrderRow;
  plan: Planned;
  noteId: number;
  actorUserId: number | null;
  /** Something entered the order with this note. */
  received: boolean;
  /** A rest expected is due then. */
  backorderDate: string;
  at: Date;
}

const CLOSED: readonly OrderStatus[] = ['completed', 'incomplete'];

/**
 * Writes a sign-off into its order (the order locked by the caller): the lines' quantities in one statement, the
 * status with its timeline event, and the backorder: the open one is settled by this note and a new one, if anything
 * is still expected, holds the whole rest (one open backorder per order). Answers the new backorder's id.
 */
export async function applyToOrder(tx: DbOrTx, shop: OrderShop, input: Application): Promise<number | null> {
  const { order, plan, noteId } = input;
  await setReceivedQuantities(tx, shop, order.id, plan.changed);
  const event = {
    kind: CLOSED.includes(plan.status) && !CLOSED.includes(order.status) ? 'closed' : 'received',
    actorUserId: input.actorUserId,
    detail: String(noteId),
  };
  if (plan.status !== order.status) {
    await changeOrderStatus(tx, shop, order.id, {
      status: plan.status,
      event,
      at: input.at,
      ...(CLOSED.includes(plan.status) ? { closedAt: input.at } : {}),
    });
  } else if (input.received) {
    await addOrderEvent(tx, shop, order.id, { ...event, createdAt: input.at });
  }

  const settlement = {
    status: input.received ? ('received' as const) : ('cancelled' as const),
    settledByNoteId: noteId,
  };
  if (!plan.rests.length) {
    await settleOpenBackorder(tx, shop, order.id, settlement);
    return null;
  }
  return replaceOpenBackorder(tx, shop, settlement, {
    supplierId: order.supplierId,
    orderId: order.id,
    deliveryNoteId: noteId,
    expectedDate: input.backorderDate,
    lines: plan.rests,
  });
}
