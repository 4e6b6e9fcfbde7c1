import { and, eq } from 'drizzle-orm';
import type { Database } from '#app/db/client.server';
import { shops, shopSuppliers, suppliers } from '#app/db/schema';
import type { Language } from '#app/utils/language';
import { enqueueMail } from '#app/modules/mail/outbox.repo.server';
import type { ShopScope } from '#app/modules/tenancy/shop-scope';
import { formatDate } from '#app/utils/format';
import { getServerT } from '#app/utils/i18n.server';
import { isCancellable } from './order-status';
import { changeOrderStatus, listOrderLines, lockOrder } from './orders.repo.server';

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
  target: ShopScope,
  orderId: number,
  language: Language,
  now: Date = new Date(),
): Promise<CancelResult> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, target, orderId);
    if (!order) return { ok: false, reason: 'not_found' };
    const lines = await listOrderLines(tx, target, orderId);
    if (
      !isCancellable(
        order.status,
        lines.map((line) => line.receivedQuantity),
      )
    )
      return { ok: false, reason: 'not_cancellable' };
    const [terms] = await tx
      .select({ supplierEmail: suppliers.email, orderEmails: shopSuppliers.orderEmails, shopName: shops.name })
      .from(suppliers)
      .innerJoin(shops, and(eq(shops.companyId, target.companyId), eq(shops.id, target.shopId)))
      .leftJoin(shopSuppliers, and(eq(shopSuppliers.shopId, shops.id), eq(shopSuppliers.supplierId, suppliers.id)))
      .where(eq(suppliers.id, order.supplierId));
    const to = recipients(terms?.orderEmails ?? [], terms?.supplierEmail ?? null);
    if (!to.length) return { ok: false, reason: 'no_address' };

    const t = getServerT(language);
    const values = {
      number: order.number,
      shop: terms!.shopName,
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
    await changeOrderStatus(tx, target, orderId, {
      status: 'cancelled',
      event: { kind: 'cancelled', actorUserId: target.actor.userId },
      at: now,
      cancelledAt: now,
      cancelledByUserId: target.actor.userId,
      cancelMailId: mailId,
    });
    return { ok: true, number: order.number, mailId };
  });
}
