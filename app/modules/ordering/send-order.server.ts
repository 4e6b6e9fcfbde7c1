import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database, DbOrTx } from '#app/db/client.server';
import { cartItems, cartSuppliers, orderEvents, orderLines, orders } from '#app/db/schema';
import type { Language } from '#app/modules/auth/auth.schema';
import { mailingRecipients } from '#app/modules/mailing/mailing.server';
import type { ProductTarget } from '#app/modules/products/products.repo.server';
import { loadCart, type CartGroup } from './cart.repo.server';
import { isDeliveryDateAllowed } from './delivery-dates';
import { isPublicHoliday } from './holidays.server';
import { enqueueOrderMail } from './order-mail.server';
import { nextOrderNumber } from './order-number.server';

export type SendProblem = 'empty' | 'no_date' | 'date_not_allowed' | 'no_price' | 'not_orderable' | 'no_address' | 'below_minimum';

export interface SentOrder {
  id: number;
  number: number;
  supplierId: number;
}

export type SendResult =
  | { ok: true; orders: SentOrder[]; repeated: boolean }
  | { ok: false; reason: 'invalid'; problems: { supplierId: number | null; supplierName: string | null; problem: SendProblem }[] };

export interface SendInput {
  /** A uuid made when the cart page rendered: posting it again returns the orders it made. */
  submissionKey: string;
  /** The user saw the below-minimum warning and sends anyway. */
  confirmBelowMinimum: boolean;
  /** The sender's language: the supplier's mail and the documents are in it. */
  language: Language;
  /** Send only these suppliers' groups; all when absent. */
  supplierIds?: number[];
}

/** The supplier's order addresses, or the directory e-mail when the shop has none. */
export function supplierRecipients(group: Pick<CartGroup, 'orderEmails' | 'supplierEmail'>): string[] {
  if (group.orderEmails.length) return group.orderEmails;
  return group.supplierEmail ? [group.supplierEmail] : [];
}

function problemsOf(group: CartGroup, input: SendInput, timeZone: string, now: Date): SendProblem[] {
  const problems: SendProblem[] = [];
  if (!group.deliveryDate) {
    // loadCart drops a stored date that is no longer allowed; tell the user which of the two it is.
    problems.push(group.pickedDate ? 'date_not_allowed' : 'no_date');
  } else if (!isDeliveryDateAllowed(group.terms, timeZone, now, group.deliveryDate, isPublicHoliday)) {
    problems.push('date_not_allowed');
  }
  if (group.lines.some((line) => !line.orderable)) problems.push('not_orderable');
  if (group.lines.some((line) => line.orderable && !line.price)) problems.push('no_price');
  if (!supplierRecipients(group).length) problems.push('no_address');
  if (group.belowMinimum && !input.confirmBelowMinimum) problems.push('below_minimum');
  return problems;
}

async function ordersOfSubmission(db: DbOrTx, target: ProductTarget, submissionKey: string): Promise<SentOrder[]> {
  return db
    .select({ id: orders.id, number: orders.number, supplierId: orders.supplierId })
    .from(orders)
    .where(and(eq(orders.companyId, target.companyId), eq(orders.shopId, target.shopId), eq(orders.submissionKey, submissionKey)))
    .orderBy(asc(orders.number));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Sends the cart (or some of its supplier groups) in one transaction: every group is checked first and nothing is
 * sent if one fails; then each becomes an order with the shop's next number, its lines (a snapshot of the product and
 * its price terms), a 'created' event, the supplier's mail with PDF and CSV in the outbox and a copy for the shop's
 * order-mail recipients; the sent groups leave the cart. The worker delivers the mail after commit, so a mail server
 * that is down loses nothing.
 */
export async function sendOrders(db: Database, target: ProductTarget, input: SendInput, now: Date = new Date()): Promise<SendResult> {
  if (!UUID.test(input.submissionKey)) throw new Error('submission key must be a uuid');
  try {
    return await db.transaction((tx) => sendInTransaction(tx, target, input, now));
  } catch (error) {
    // A concurrent post with the same key won the unique index: answer with what it created.
    const existing = await ordersOfSubmission(db, target, input.submissionKey);
    if (existing.length) return { ok: true, orders: existing, repeated: true };
    throw error;
  }
}

async function sendInTransaction(tx: DbOrTx, target: ProductTarget, input: SendInput, now: Date): Promise<SendResult> {
  const already = await ordersOfSubmission(tx, target, input.submissionKey);
  if (already.length) return { ok: true, orders: already, repeated: true };

  const cart = await loadCart(tx, target, now, input.supplierIds);
  if (!cart.groups.length) return { ok: false, reason: 'invalid', problems: [{ supplierId: null, supplierName: null, problem: 'empty' }] };
  const problems = cart.groups.flatMap((group) =>
    problemsOf(group, input, target.timeZone, now).map((problem) => ({ supplierId: group.supplierId, supplierName: group.supplierName, problem })),
  );
  if (problems.length) return { ok: false, reason: 'invalid', problems };

  const copy = await mailingRecipients(tx, target, 'order');
  const sent: SentOrder[] = [];
  for (const group of cart.groups) {
    const number = await nextOrderNumber(tx, target.shopId);
    const [order] = await tx
      .insert(orders)
      .values({
        companyId: target.companyId,
        shopId: target.shopId,
        supplierId: group.supplierId,
        number,
        source: 'cart',
        deliveryDate: group.deliveryDate!,
        note: group.note?.trim() || null,
        netTotal: group.totals.net,
        vatTotal: group.totals.vat,
        grossTotal: group.totals.gross,
        createdByUserId: target.actor.userId,
        submissionKey: input.submissionKey,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: orders.id });
    await tx.insert(orderLines).values(
      group.lines.map((line, index) => ({
        shopId: target.shopId,
        orderId: order!.id,
        position: index + 1,
        productId: line.productId,
        productName: line.name,
        supplierProductId: line.supplierProductId,
        ean: line.ean,
        unit: line.unit,
        unitsPerPackage: line.unitsPerPackage,
        quantity: line.quantity,
        price: line.price!.price,
        discount: line.price!.discount,
        vat: line.price!.vat,
        netAmount: line.amounts!.net,
        grossAmount: line.amounts!.gross,
      })),
    );
    await tx.insert(orderEvents).values({ shopId: target.shopId, orderId: order!.id, kind: 'created', actorUserId: target.actor.userId, createdAt: now });
    await enqueueOrderMail(tx, target, order!.id, input.language, { supplier: supplierRecipients(group), copy });
    sent.push({ id: order!.id, number, supplierId: group.supplierId });
  }

  const supplierIds = cart.groups.map((group) => group.supplierId);
  const productIds = cart.groups.flatMap((group) => group.lines.map((line) => line.productId));
  const mine = and(eq(cartItems.companyId, target.companyId), eq(cartItems.shopId, target.shopId), eq(cartItems.userId, target.actor.userId));
  await tx.delete(cartItems).where(and(mine, inArray(cartItems.productId, productIds)));
  await tx
    .delete(cartSuppliers)
    .where(and(eq(cartSuppliers.shopId, target.shopId), eq(cartSuppliers.userId, target.actor.userId), inArray(cartSuppliers.supplierId, supplierIds)));
  return { ok: true, orders: sent, repeated: false };
}
