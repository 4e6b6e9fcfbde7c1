import { and, asc, count, eq, sql, type Column, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '#app/db/client.server';
import {
  mailOutbox,
  orderEvents,
  orderLines,
  orderNumbers,
  orders,
  users,
  type OrderSource,
  type OrderStatus,
} from '#app/db/schema';
import type { ShopScope } from '#app/modules/tenancy/shop-scope';
import { orderAmounts } from './order-amounts';

/**
 * The orders repository: the only place that writes orders, order_lines, order_events and order_numbers, and the reads
 * of them by id. Every function takes the shop first and filters by its company and shop; another shop's order is
 * null (reads) or not found (changes). The shop's order history list is order-history.repo.server.ts.
 */

/** What the repository needs of a shop: the seed and the test factories have no acting user. */
export type OrderShop = Pick<ShopScope, 'companyId' | 'shopId'>;

const ofShop = (shop: OrderShop) => and(eq(orders.companyId, shop.companyId), eq(orders.shopId, shop.shopId));

/**
 * The next order number of a shop (1, 2, 3 …). The upsert takes the counter row's lock until the calling
 * transaction ends, so concurrent sends get distinct numbers and a rolled-back send leaves no gap.
 */
export async function nextOrderNumber(tx: DbOrTx, shop: OrderShop): Promise<number> {
  const [row] = await tx
    .insert(orderNumbers)
    .values({ companyId: shop.companyId, shopId: shop.shopId, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [orderNumbers.companyId, orderNumbers.shopId],
      set: { lastNumber: sql`${orderNumbers.lastNumber} + 1` },
    })
    .returning({ number: orderNumbers.lastNumber });
  return row!.number;
}

/** A product as ordered: a snapshot of its name, codes and price terms. */
export interface OrderLineDraft {
  productId: number;
  productName: string;
  supplierProductId: string | null;
  ean: string | null;
  unit: string | null;
  unitsPerPackage: string | null;
  quantity: string;
  price: string;
  discount: string;
  vat: string;
  /** Only the seed and the test factories start with something received. */
  receivedQuantity?: string;
}

/** What happened to an order after it was made (the seed's and the factories' history). */
interface OrderEventDraft {
  kind: string;
  createdAt: Date;
  actorUserId?: number | null;
  detail?: string | null;
}

export interface OrderDraft {
  supplierId: number;
  source: OrderSource;
  deliveryDate: string;
  note?: string | null;
  /** Also the actor of the 'created' event. */
  createdByUserId: number | null;
  /** The key of the send or import that made it (see ordersOfSubmission). */
  submissionKey?: string | null;
  createdAt: Date;
  /** The 'created' event's detail: 'import' for an imported order. */
  createdDetail?: string | null;
  lines: OrderLineDraft[];
  /** A later state, for the seed and the test factories; a sent order is 'new'. */
  status?: OrderStatus;
  cancelledAt?: Date | null;
  closedAt?: Date | null;
  history?: OrderEventDraft[];
}

export interface InsertedOrder {
  id: number;
  number: number;
  supplierId: number;
}

/**
 * Writes one order in the caller's transaction: the shop's next number, the order with its totals, its lines (amounts
 * by the one rule of order-amounts.ts) and its 'created' event (then `history`, if any). The supplier's mail is the
 * caller's (enqueueOrderMail): the seed and the factories make orders nobody is mailed about.
 */
export async function insertOrder(tx: DbOrTx, shop: OrderShop, draft: OrderDraft): Promise<InsertedOrder> {
  if (!draft.lines.length) throw new Error('an order needs at least one line');
  const { lines, totals } = orderAmounts(draft.lines);
  const number = await nextOrderNumber(tx, shop);
  const [order] = await tx
    .insert(orders)
    .values({
      companyId: shop.companyId,
      shopId: shop.shopId,
      supplierId: draft.supplierId,
      number,
      status: draft.status ?? 'new',
      source: draft.source,
      deliveryDate: draft.deliveryDate,
      note: draft.note ?? null,
      netTotal: totals.net,
      vatTotal: totals.vat,
      grossTotal: totals.gross,
      createdByUserId: draft.createdByUserId,
      submissionKey: draft.submissionKey ?? null,
      cancelledAt: draft.cancelledAt ?? null,
      closedAt: draft.closedAt ?? null,
      createdAt: draft.createdAt,
      updatedAt: draft.createdAt,
    })
    .returning({ id: orders.id });
  const orderId = order!.id;
  await tx.insert(orderLines).values(
    lines.map(({ amounts, receivedQuantity, ...line }, index) => ({
      ...line,
      companyId: shop.companyId,
      shopId: shop.shopId,
      orderId,
      position: index + 1,
      netAmount: amounts.net,
      grossAmount: amounts.gross,
      receivedQuantity: receivedQuantity ?? '0',
    })),
  );
  const created: OrderEventDraft = {
    kind: 'created',
    createdAt: draft.createdAt,
    actorUserId: draft.createdByUserId,
    detail: draft.createdDetail ?? null,
  };
  await tx.insert(orderEvents).values(
    [created, ...(draft.history ?? [])].map((event) => ({
      companyId: shop.companyId,
      shopId: shop.shopId,
      orderId,
      kind: event.kind,
      actorUserId: event.actorUserId ?? null,
      detail: event.detail ?? null,
      createdAt: event.createdAt,
    })),
  );
  return { id: orderId, number, supplierId: draft.supplierId };
}

/** The orders a send or an import with this key already made in the shop, by number. */
export async function ordersOfSubmission(db: DbOrTx, shop: OrderShop, submissionKey: string): Promise<InsertedOrder[]> {
  return db
    .select({ id: orders.id, number: orders.number, supplierId: orders.supplierId })
    .from(orders)
    .where(and(ofShop(shop), eq(orders.submissionKey, submissionKey)))
    .orderBy(asc(orders.number));
}

/** How many orders the shop has (the seed gives orders only to shops without any). */
export async function countOrders(db: DbOrTx, shop: OrderShop): Promise<number> {
  const [row] = await db.select({ n: count() }).from(orders).where(ofShop(shop));
  return row?.n ?? 0;
}

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;

/** An order of the shop, or null. */
export async function getOrder(db: DbOrTx, shop: OrderShop, orderId: number): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(ofShop(shop), eq(orders.id, orderId)))
    .limit(1);
  return row ?? null;
}

/** The order's lines, by position (none for another shop's order). */
export async function listOrderLines(db: DbOrTx, shop: OrderShop, orderId: number): Promise<OrderLineRow[]> {
  return db
    .select()
    .from(orderLines)
    .where(
      and(
        eq(orderLines.companyId, shop.companyId),
        eq(orderLines.shopId, shop.shopId),
        eq(orderLines.orderId, orderId),
      ),
    )
    .orderBy(asc(orderLines.position));
}

/** An order of the shop with its lines, or null. */
export async function getOrderWithLines(
  db: DbOrTx,
  shop: OrderShop,
  orderId: number,
): Promise<(OrderRow & { lines: OrderLineRow[] }) | null> {
  const order = await getOrder(db, shop, orderId);
  return order && { ...order, lines: await listOrderLines(db, shop, orderId) };
}

/**
 * An order of the shop, its row locked until the caller's transaction ends (FOR UPDATE), so a check and the change
 * after it (cancelling, receiving) cannot interleave with another; null when it is not the shop's.
 */
export async function lockOrder(tx: DbOrTx, shop: OrderShop, orderId: number): Promise<OrderRow | null> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(ofShop(shop), eq(orders.id, orderId)))
    .for('update');
  return row ?? null;
}

/** A line's quantities after a delivery note's sign-off (receipt-status.ts). */
export interface ReceivedQuantities {
  orderLineId: number;
  received: string;
  cancelled: string;
}

/**
 * Sets the received and cancelled quantities of the order's lines in one statement, whatever their number (lock the
 * order first: the values are computed from the lines as they were read). Lines of another order are left alone.
 */
export async function setReceivedQuantities(
  tx: DbOrTx,
  shop: OrderShop,
  orderId: number,
  lines: readonly ReceivedQuantities[],
): Promise<void> {
  if (!lines.length) return;
  const values = sql.join(
    lines.map((line) => sql`(${line.orderLineId}::integer, ${line.received}::numeric, ${line.cancelled}::numeric)`),
    sql`, `,
  );
  await tx.execute(sql`update ${orderLines}
    set received_quantity = v.received, cancelled_quantity = v.cancelled
    from (values ${values}) as v(id, received, cancelled)
    where ${orderLines.id} = v.id and ${orderLines.companyId} = ${shop.companyId}
      and ${orderLines.shopId} = ${shop.shopId} and ${orderLines.orderId} = ${orderId}`);
}

type EventInput = Omit<OrderEventDraft, 'createdAt'> & { createdAt?: Date };

async function insertEvent(tx: DbOrTx, shop: OrderShop, orderId: number, event: EventInput): Promise<void> {
  await tx.insert(orderEvents).values({
    companyId: shop.companyId,
    shopId: shop.shopId,
    orderId,
    kind: event.kind,
    actorUserId: event.actorUserId ?? null,
    detail: event.detail ?? null,
    ...(event.createdAt ? { createdAt: event.createdAt } : {}),
  });
}

/** Adds an event to the order's timeline; false when the order is not the shop's. */
export async function addOrderEvent(tx: DbOrTx, shop: OrderShop, orderId: number, event: EventInput): Promise<boolean> {
  if (!(await getOrder(tx, shop, orderId))) return false;
  await insertEvent(tx, shop, orderId, event);
  return true;
}

/** What changes with a status: who and when it was cancelled or closed, the cancellation's mail. */
export interface StatusChange {
  status: OrderStatus;
  /** The timeline's event: 'cancelled', 'received', 'closed'… */
  event: { kind: string; actorUserId: number | null; detail?: string | null };
  at: Date;
  cancelledByUserId?: number | null;
  cancelMailId?: number | null;
  cancelledAt?: Date | null;
  closedAt?: Date | null;
}

/**
 * Sets an order's status with its event, in the caller's transaction (lock the order first when the new status
 * depends on the old). Whether the change is allowed is the caller's rule (order-status.ts).
 */
export async function changeOrderStatus(
  tx: DbOrTx,
  shop: OrderShop,
  orderId: number,
  change: StatusChange,
): Promise<{ ok: true } | { ok: false; reason: 'not_found' }> {
  const { status, event, at, ...stamps } = change;
  const updated = tx
    .update(orders)
    .set({ status, ...stamps, updatedAt: sql`now()` })
    .where(and(ofShop(shop), eq(orders.id, orderId)))
    .returning({ id: orders.id });
  // The status and its event in one statement: the event is written only when the order was the shop's.
  const result = await tx.execute(sql`with changed as (${updated.getSQL()})
    insert into ${orderEvents} (company_id, shop_id, order_id, kind, actor_user_id, detail, created_at)
    select ${shop.companyId}, ${shop.shopId}, changed.id, ${event.kind}, ${event.actorUserId ?? null}::integer,
      ${event.detail ?? null}::text, ${at.toISOString()}::timestamptz
    from changed returning order_id`);
  return result.rows.length ? { ok: true } : { ok: false, reason: 'not_found' };
}

/** Links the order to its supplier mail in the outbox: the mail's state is the order's Sending/Sent/Failed. */
export async function setOrderMail(tx: DbOrTx, shop: OrderShop, orderId: number, mailId: number): Promise<void> {
  await tx
    .update(orders)
    .set({ mailId })
    .where(and(ofShop(shop), eq(orders.id, orderId)));
}

/** The order's status and its supplier mail's state, or null. */
export async function getOrderMailState(db: DbOrTx, shop: OrderShop, orderId: number) {
  const [row] = await db
    .select({
      status: orders.status,
      mail: {
        id: mailOutbox.id,
        status: mailOutbox.status,
        lastError: mailOutbox.lastError,
        sentAt: mailOutbox.sentAt,
        attempts: mailOutbox.attempts,
        to: mailOutbox.to,
      },
    })
    .from(orders)
    .leftJoin(mailOutbox, eq(mailOutbox.id, orders.mailId))
    .where(and(ofShop(shop), eq(orders.id, orderId)));
  return row ?? null;
}

/** The order's timeline, oldest first, with who did it. */
export async function listOrderEvents(db: DbOrTx, shop: OrderShop, orderId: number) {
  return db
    .select({
      kind: orderEvents.kind,
      detail: orderEvents.detail,
      createdAt: orderEvents.createdAt,
      actorName: users.name,
      actorLastname: users.lastname,
    })
    .from(orderEvents)
    .leftJoin(users, eq(users.id, orderEvents.actorUserId))
    .where(
      and(
        eq(orderEvents.companyId, shop.companyId),
        eq(orderEvents.shopId, shop.shopId),
        eq(orderEvents.orderId, orderId),
      ),
    )
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
}

/** The quantity of the product's line in the shop's latest order, as a column of a product query ("last ordered"). */
export function lastOrderedQuantity(shop: OrderShop, productId: Column): SQL<string | null> {
  return sql<string | null>`(select ${orderLines.quantity} from ${orderLines}
    where ${orderLines.companyId} = ${shop.companyId} and ${orderLines.shopId} = ${shop.shopId}
    and ${orderLines.productId} = ${productId}
    order by ${orderLines.orderId} desc limit 1)`;
}
