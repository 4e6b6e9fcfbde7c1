import type { Database, DbOrTx } from '#app/db/client.server';
import { retryFailedMail } from '#app/modules/mail/outbox.repo.server';
import type { ShopScope } from '#app/modules/tenancy/shop-scope';
import { loadOrderDocument } from './order-document.server';
import { addOrderEvent, getOrder, getOrderMailState, listOrderEvents } from './orders.repo.server';

/** An order of the target's shop for its detail page: the document, the e-mail's state and the timeline; or null. */
export async function getOrderDetail(db: DbOrTx, target: ShopScope, orderId: number) {
  const doc = await loadOrderDocument(db, target, orderId);
  if (!doc) return null;
  const [row, events] = await Promise.all([
    getOrderMailState(db, target, orderId),
    listOrderEvents(db, target, orderId),
  ]);
  const mail = row?.mail?.id ? row.mail : null;
  const timeline = events.map((event) => ({
    kind: event.kind,
    detail: event.detail,
    at: event.createdAt,
    actor: event.actorName ? `${event.actorName} ${event.actorLastname ?? ''}`.trim() : null,
  }));
  // The outbox row is the mail's truth; its sending time is shown in the timeline without a row of its own.
  if (mail?.status === 'sent' && mail.sentAt)
    timeline.push({ kind: 'mail_sent', detail: null, at: mail.sentAt, actor: null });
  if (mail?.status === 'failed')
    timeline.push({ kind: 'mail_failed', detail: mail.lastError, at: new Date(), actor: null });
  return { ...doc, status: row!.status, mail, timeline };
}

export type OrderDetail = NonNullable<Awaited<ReturnType<typeof getOrderDetail>>>;

/** "Retry" on an order whose mail failed: the outbox row goes back to sending, with an event. False if nothing to retry. */
export async function retryOrderMail(
  db: Database,
  target: ShopScope,
  orderId: number,
): Promise<'retried' | 'not_failed' | 'not_found'> {
  return db.transaction(async (tx) => {
    const order = await getOrder(tx, target, orderId);
    if (!order) return 'not_found';
    if (!order.mailId || !(await retryFailedMail(tx, order.mailId))) return 'not_failed';
    await addOrderEvent(tx, target, orderId, { kind: 'mail_retry', actorUserId: target.actor.userId });
    return 'retried';
  });
}
