import Decimal from 'decimal.js';
import type { Database, DbOrTx } from '#app/db/client.server';
import { getBackorder, lockBackorder, setBackorderExpectedDate, settleOpenBackorder } from './backorders.repo.server';
import { recordAudit } from '#app/modules/audit/audit.repo.server';
import {
  addOrderEvent,
  changeOrderStatus,
  listOrderLines,
  lockOrder,
  setReceivedQuantities,
} from '#app/modules/ordering/orders.repo.server';
import { signOffOrder } from '#app/modules/receiving/receipt-status';
import { mayInShop, type ShopScope } from '#app/modules/tenancy/shop-scope';
import { todayIn } from '#app/utils/dates';

type EditResult = { ok: true } | { ok: false; reason: 'forbidden' | 'not_found' | 'not_open' | 'date_in_past' };

/** The backorder's row locked, after its order's (the order first, as a sign-off locks them), or null. */
async function lockWithOrder(tx: DbOrTx, shop: ShopScope, backorderId: number) {
  const found = await getBackorder(tx, shop, backorderId);
  if (!found) return null;
  const order = await lockOrder(tx, shop, found.orderId);
  const backorder = await lockBackorder(tx, shop, backorderId);
  return order && backorder ? { order, backorder } : null;
}

/** Moves an open backorder's expected date (today or later, on the shop's calendar), with an audit row. */
export async function setBackorderDate(
  db: Database,
  shop: ShopScope,
  backorderId: number,
  expectedDate: string,
  now = new Date(),
): Promise<EditResult> {
  if (!mayInShop(shop, 'backorders:edit')) return { ok: false, reason: 'forbidden' };
  return db.transaction(async (tx) => {
    const locked = await lockWithOrder(tx, shop, backorderId);
    if (!locked) return { ok: false, reason: 'not_found' };
    if (locked.backorder.status !== 'open') return { ok: false, reason: 'not_open' };
    if (expectedDate < todayIn(shop.timeZone, now)) return { ok: false, reason: 'date_in_past' };
    if (expectedDate === locked.backorder.expectedDate) return { ok: true };
    await setBackorderExpectedDate(tx, shop, backorderId, expectedDate);
    await recordAudit(tx, {
      companyId: shop.companyId,
      actorUserId: shop.actor.userId,
      entityType: 'backorder',
      entityId: backorderId,
      action: 'update',
      changes: { expectedDate: { from: locked.backorder.expectedDate, to: expectedDate } },
    });
    return { ok: true };
  });
}

/**
 * Cancels an open backorder: the rest it expected is cancelled on the order's lines (decision 027, "cancel the
 * rest"), and the order moves as a sign-off cancelling every rest would move it (completed when nothing else is
 * expected), with an event on its timeline and an audit row, in one transaction.
 */
export async function cancelBackorder(db: Database, shop: ShopScope, backorderId: number): Promise<EditResult> {
  if (!mayInShop(shop, 'backorders:edit')) return { ok: false, reason: 'forbidden' };
  return db.transaction(async (tx) => {
    const locked = await lockWithOrder(tx, shop, backorderId);
    if (!locked) return { ok: false, reason: 'not_found' };
    const { order, backorder } = locked;
    if (backorder.status !== 'open') return { ok: false, reason: 'not_open' };
    await settleOpenBackorder(tx, shop, order.id, { status: 'cancelled', settledByNoteId: null });

    const lines = await listOrderLines(tx, shop, order.id);
    const outcome = signOffOrder({
      status: order.status,
      closesOrder: false,
      isRefused: false,
      lines: lines.map((line) => ({
        ordered: line.quantity,
        previouslyReceived: line.receivedQuantity,
        previouslyCancelled: line.cancelledQuantity,
        newlyReceived: '0',
        choice: 'cancel_rest',
      })),
    });
    const event = { kind: 'backorder_cancelled', actorUserId: shop.actor.userId };
    if (outcome.ok) {
      const changed = lines.flatMap((line, index) => {
        const { received, cancelled } = outcome.lines[index]!;
        return new Decimal(cancelled).eq(line.cancelledQuantity) ? [] : [{ orderLineId: line.id, received, cancelled }];
      });
      await setReceivedQuantities(tx, shop, order.id, changed);
      const at = new Date();
      if (outcome.status !== order.status)
        await changeOrderStatus(tx, shop, order.id, {
          status: outcome.status,
          event,
          at,
          ...(outcome.status === 'completed' ? { closedAt: at } : {}),
        });
      else await addOrderEvent(tx, shop, order.id, event);
    } else await addOrderEvent(tx, shop, order.id, event);
    await recordAudit(tx, {
      companyId: shop.companyId,
      actorUserId: shop.actor.userId,
      entityType: 'backorder',
      entityId: backorderId,
      action: 'cancel',
      changes: { status: { from: 'open', to: 'cancelled' } },
    });
    return { ok: true };
  });
}
