import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '#app/db/client.server';
import { orderEvents, orderLines, orders, shops, shopSuppliers, suppliers } from '#app/db/schema';
import type { Language } from '#app/utils/language';
import { enqueueMail } from '#app/modules/mail/outbox.repo.server';
import type { ShopScope as ShopTarget } from '#app/modules/tenancy/shop-scope';
import { formatDate } from '#app/utils/format';
import { getServerT } from '#app/utils/i18n.server';
import { isCancellable } from './order-status';

export type CancelResult =
  | { ok: true; number: number; mailId: number | null }
  | { ok: false; reason: 'not_found' | 'not_cancellable' | 'no_address' };

/** The supplier's order addresses in this shop, or the directory e-mail when the shop has none. */
function recipients(orderEmails: string[], supplierEmail: string | null): string[] {
  if (orderEmails.length) return orderEmails;
  return supplierEmail ? [supplierEmail] : [];
}

/**
 * Cancels an order nothing has been received for: the status, who and when, an event and the supplier's e-mail in
 * the outbox, all in one transaction. The row is locked so receiving cannot slip in between the check and the write.
 */
export async function cancelOrder(
  db: Database,
  target: ShopTarget,
  orderId: number,
  language: Language,
  now: Date = new Date(),
): Promise<CancelResult> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({
        number: orders.number,
        status: orders.status,
        deliveryDate: orders.deliveryDate,
        supplierName: suppliers.name,
        supplierEmail: suppliers.email,
        orderEmails: shopSuppliers.orderEmails,
        shopName: shops.name,
      })
      .from(orders)
      .innerJoin(suppliers, eq(suppliers.id, orders.supplierId))
      .innerJoin(shops, eq(shops.id, orders.shopId))
      .leftJoin(
        shopSuppliers,
        and(eq(shopSuppliers.shopId, orders.shopId), eq(shopSuppliers.supplierId, orders.supplierId)),
      )
      .where(and(eq(orders.companyId, target.companyId), eq(orders.shopId, target.shopId), eq(orders.id, orderId)))
      .for('update', { of: orders });
    if (!order) return { ok: false, reason: 'not_found' };
    const lines = await tx
      .select({ received: orderLines.receivedQuantity })
      .from(orderLines)
      .where(and(eq(orderLines.shopId, target.shopId), eq(orderLines.orderId, orderId)));
    if (
      !isCancellable(
        order.status,
        lines.map((line) => line.received),
      )
    )
      return { ok: false, reason: 'not_cancellable' };
    const to = recipients(order.orderEmails ?? [], order.supplierEmail);
    if (!to.length) return { ok: false, reason: 'no_address' };

    const t = getServerT(language);
    const values = {
      number: order.number,
      shop: order.shopName,
      date: formatDate(language, `${order.deliveryDate}T12:00:00Z`),
    };
    const mailId = await enqueueMail(tx, {
      kind: 'order_cancelled',
      to,
      subject: t('orderHistory.cancelMail.subject', values),
      text: [
        t('orderHistory.cancelMail.greeting'),
        '',
        t('orderHistory.cancelMail.body', values),
        '',
        t('orderHistory.cancelMail.signature', values),
      ].join('\n'),
      companyId: target.companyId,
    });
    await tx
      .update(orders)
      .set({
        status: 'cancelled',
        cancelledAt: now,
        cancelledByUserId: target.actor.userId,
        cancelMailId: mailId,
        updatedAt: sql`now()`,
      })
      .where(and(eq(orders.shopId, target.shopId), eq(orders.id, orderId)));
    await tx
      .insert(orderEvents)
      .values({ shopId: target.shopId, orderId, kind: 'cancelled', actorUserId: target.actor.userId, createdAt: now });
    return { ok: true, number: order.number, mailId };
  });
}
