import { randomUUID } from 'node:crypto';
import Decimal from 'decimal.js';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database, DbOrTx } from '#app/db/client.server';
import { cartItems, cartSubmissions, cartSuppliers } from '#app/db/schema';
import type { Language } from '#app/utils/language';
import { mailingRecipients } from '#app/modules/mailing/mailing.repo.server';
import type { ShopScope } from '#app/modules/tenancy/shop-scope';
import { applyCartEdits, loadCart, type CartGroup } from './cart.repo.server';
import { ownCartLocked } from './cart-approval.server';
import type { CartEdits } from './cart.schema';
import { isDeliveryDateAllowed } from './delivery-dates';
import { isPublicHoliday } from './holidays.server';
import { enqueueOrderMail } from './order-mail.server';
import { insertOrder, ordersOfSubmission, type InsertedOrder } from './orders.repo.server';

export type SendProblem =
  | 'empty'
  | 'no_date'
  | 'date_not_allowed'
  | 'no_price'
  | 'not_orderable'
  | 'no_address'
  | 'below_minimum'
  | 'too_large';

export type SentOrder = InsertedOrder;

export type SendResult =
  | { ok: true; orders: SentOrder[]; repeated: boolean }
  | {
      ok: false;
      reason: 'invalid';
      problems: { supplierId: number | null; supplierName: string | null; problem: SendProblem }[];
    }
  /** The form's fields did not pass (field errors keyed like the form's); nothing was stored or sent. */
  | { ok: false; reason: 'fields'; fieldErrors: Record<string, string[]> }
  /** A supplier of the form is not the shop's, or the cart to approve is not this shop's. */
  | { ok: false; reason: 'not_found' }
  /** The cart to approve is no longer waiting (sent or returned by someone else, or withdrawn). */
  | { ok: false; reason: 'not_waiting' }
  /** The sender's own cart waits for approval: it is read-only until returned or withdrawn. */
  | { ok: false; reason: 'locked' };

export interface SendInput {
  /** A uuid made when the cart page rendered: posting it again returns the orders it made. */
  submissionKey: string;
  /** The user saw the below-minimum warning and sends anyway. */
  confirmBelowMinimum: boolean;
  /** The sender's language: the supplier's mail and the documents are in it. */
  language: Language;
  /** Send only these suppliers' groups; all when absent. */
  supplierIds?: number[];
  /** The cart form as it stands: stored first, in the same transaction, so what was on the screen is what is sent. */
  edits?: CartEdits;
  /** Sending a cart handed in for approval (its id): the cart is its submitter's; the orders are the sender's. */
  approvalId?: number;
}

/** The supplier's order addresses, or the directory e-mail when the shop has none. */
function supplierRecipients(group: Pick<CartGroup, 'orderEmails' | 'supplierEmail'>): string[] {
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
  // An order's totals must fit its columns (10 digits before the point): absurd prices times big quantities.
  if (new Decimal(group.totals.gross).gte(1e10)) problems.push('too_large');
  return problems;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Sends the cart (or some of its supplier groups) in one transaction: every group is checked first and nothing is
 * sent if one fails; then each becomes an order with the shop's next number, its lines (a snapshot of the product and
 * its price terms), a 'created' event, the supplier's mail with PDF and CSV in the outbox and a copy for the shop's
 * order-mail recipients; the sent groups leave the cart. The worker delivers the mail after commit, so a mail server
 * that is down loses nothing.
 */
export async function sendOrders(
  db: Database,
  target: ShopScope,
  input: SendInput,
  now: Date = new Date(),
): Promise<SendResult> {
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

async function sendInTransaction(tx: DbOrTx, target: ShopScope, input: SendInput, now: Date): Promise<SendResult> {
  const already = await ordersOfSubmission(tx, target, input.submissionKey);
  if (already.length) return { ok: true, orders: already, repeated: true };

  // Whose cart: the sender's own, or the submitter's of the cart being approved (locked until this commits).
  let owner: ShopScope = target;
  if (input.approvalId !== undefined) {
    const [submission] = await tx
      .select({ userId: cartSubmissions.userId, status: cartSubmissions.status })
      .from(cartSubmissions)
      .where(
        and(
          eq(cartSubmissions.companyId, target.companyId),
          eq(cartSubmissions.shopId, target.shopId),
          eq(cartSubmissions.id, input.approvalId),
        ),
      )
      .for('update');
    if (!submission) return { ok: false, reason: 'not_found' };
    if (submission.status !== 'submitted') return { ok: false, reason: 'not_waiting' };
    owner = { ...target, actor: { ...target.actor, userId: submission.userId } };
  } else if (await ownCartLocked(tx, target)) {
    return { ok: false, reason: 'locked' };
  }

  if (input.edits) {
    const edited = await applyCartEdits(tx, owner, input.edits);
    if (!edited.ok)
      return edited.reason === 'invalid' ? { ok: false, reason: 'fields', fieldErrors: edited.fieldErrors } : edited;
  }

  const cart = await loadCart(tx, owner, now, input.supplierIds);
  if (!cart.groups.length)
    return { ok: false, reason: 'invalid', problems: [{ supplierId: null, supplierName: null, problem: 'empty' }] };
  const problems = cart.groups.flatMap((group) =>
    problemsOf(group, input, target.timeZone, now).map((problem) => ({
      supplierId: group.supplierId,
      supplierName: group.supplierName,
      problem,
    })),
  );
  if (problems.length) return { ok: false, reason: 'invalid', problems };

  const copy = await mailingRecipients(tx, target, 'order');
  const sent: SentOrder[] = [];
  for (const group of cart.groups) {
    const order = await insertOrder(tx, target, {
      supplierId: group.supplierId,
      source: 'cart',
      deliveryDate: group.deliveryDate!,
      note: group.note?.trim() || null,
      createdByUserId: target.actor.userId,
      submissionKey: input.submissionKey,
      createdAt: now,
      lines: group.lines.map((line) => ({
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
      })),
    });
    await enqueueOrderMail(tx, target, order.id, input.language, { supplier: supplierRecipients(group), copy });
    sent.push(order);
  }

  const supplierIds = cart.groups.map((group) => group.supplierId);
  const productIds = cart.groups.flatMap((group) => group.lines.map((line) => line.productId));
  const mine = and(
    eq(cartItems.companyId, owner.companyId),
    eq(cartItems.shopId, owner.shopId),
    eq(cartItems.userId, owner.actor.userId),
  );
  await tx.delete(cartItems).where(and(mine, inArray(cartItems.productId, productIds)));
  await tx
    .delete(cartSuppliers)
    .where(
      and(
        eq(cartSuppliers.shopId, owner.shopId),
        eq(cartSuppliers.userId, owner.actor.userId),
        inArray(cartSuppliers.supplierId, supplierIds),
      ),
    );
  if (input.approvalId !== undefined) {
    await tx
      .update(cartSubmissions)
      .set({
        status: 'sent',
        decidedByUserId: target.actor.userId,
        decidedAt: now,
        note: null,
        sendKey: input.submissionKey,
        updatedAt: now,
      })
      .where(and(eq(cartSubmissions.shopId, target.shopId), eq(cartSubmissions.id, input.approvalId)));
  }
  return { ok: true, orders: sent, repeated: false };
}

/** The key a cart or approval page posts with its send: made once per page view, so a repeated post is found. */
export const newSubmissionKey = (): string => randomUUID();
