import { randomUUID } from 'node:crypto';
import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { data, redirect } from 'react-router';
import type { Database } from '#app/db/client.server';
import { hasPermission, type UserRecord } from '#app/modules/auth/user-record';
import type { ShopScope } from '#app/modules/tenancy/shop-scope';
import { notFound } from '#app/utils/params';
import {
  ownCartWaiting,
  ownSubmissionState,
  removeOwnLine,
  saveOwnCart,
  submitCart,
  withdrawCart,
} from './cart-approval.server';
import { loadCart, putInCart } from './cart.repo.server';
import { AddToCartSchema, CartEditsSchema, EanSchema, RemoveSchema, SendSchema } from './cart.schema';
import { findOrderableByEan, listOrderableProducts, orderableSuppliers } from './new-order.repo.server';
import { getOrderDetail, retryOrderMail } from './order-detail.service.server';
import { loadOrderDocument, orderFileName, renderOrderPdf } from './order-document.server';
import { sendOrders, type SendProblem, type SendResult, type SentOrder } from './send-order.service.server';

/** Loaders and actions of the cart, new-order and order pages; the routes resolve the user and the target. */

const pageOf = (url: URL) => {
  const page = Number(url.searchParams.get('page'));
  return Number.isInteger(page) && page > 0 && page < 100_000 ? page : 1;
};

export async function newOrderLoader(db: Database, target: ShopScope, request: Request, user: UserRecord) {
  const url = new URL(request.url);
  const suppliers = await orderableSuppliers(db, target);
  const supplierParam = url.searchParams.get('supplierId');
  const supplierId = supplierParam && /^[1-9]\d{0,9}$/.test(supplierParam) ? Number(supplierParam) : null;
  const q = url.searchParams.get('q')?.trim().slice(0, 100) || undefined;
  const page = pageOf(url);
  const listing =
    supplierId && suppliers.some((s) => s.supplierId === supplierId)
      ? await listOrderableProducts(db, target, { supplierId, q, page, perPage: user.resultsPerPage })
      : null;
  return {
    suppliers,
    supplierId: listing ? supplierId : null,
    q: q ?? '',
    page,
    perPage: user.resultsPerPage,
    listing,
  };
}

/** Adding one product (its row's form), or a typed or scanned EAN. */
export async function newOrderAction(db: Database, target: ShopScope, request: Request) {
  const formData = await request.formData();
  // A cart waiting for approval is read-only to its owner until it is returned or withdrawn.
  const waiting = await ownCartWaiting(db, target);
  if (formData.get('intent') === 'ean') {
    const submission = parseWithZod(formData, { schema: EanSchema });
    if (submission.status !== 'success')
      return data({ intent: 'ean' as const, result: submission.reply(), added: null, notFound: null }, { status: 400 });
    if (waiting)
      return data(
        {
          intent: 'ean' as const,
          result: submission.reply({ fieldErrors: { ean: ['cart.validation.locked'] } }),
          added: null,
          notFound: null,
        },
        { status: 409 },
      );
    const product = await findOrderableByEan(db, target, submission.value.ean);
    if (!product)
      return data(
        { intent: 'ean' as const, result: submission.reply(), added: null, notFound: submission.value.ean },
        { status: 404 },
      );
    const change = await putInCart(db, target, product.id, '1');
    if (!change.ok) notFound();
    return {
      intent: 'ean' as const,
      result: submission.reply({ resetForm: true }),
      added: { name: product.name, quantity: change.quantity },
      notFound: null,
    };
  }
  const submission = parseWithZod(formData, { schema: AddToCartSchema });
  if (submission.status !== 'success')
    return data({ intent: 'add' as const, result: submission.reply(), added: null, notFound: null }, { status: 400 });
  if (waiting)
    return data(
      {
        intent: 'add' as const,
        result: submission.reply({ fieldErrors: { quantity: ['cart.validation.locked'] } }),
        added: null,
        notFound: null,
      },
      { status: 409 },
    );
  const change = await putInCart(db, target, submission.value.productId, submission.value.quantity);
  if (!change.ok) {
    if (change.reason === 'not_found') notFound();
    const error = change.reason === 'too_large' ? 'cart.validation.quantityMax' : 'cart.validation.quantity';
    return data(
      {
        intent: 'add' as const,
        result: submission.reply({ fieldErrors: { quantity: [error] } }),
        added: null,
        notFound: null,
      },
      { status: 400 },
    );
  }
  return {
    intent: 'add' as const,
    result: submission.reply({ resetForm: true }),
    added: { productId: submission.value.productId, quantity: change.quantity, hint: change.hint },
    notFound: null,
  };
}

export async function cartLoader(db: Database, target: ShopScope, user: UserRecord) {
  const [cart, submission] = await Promise.all([loadCart(db, target), ownSubmissionState(db, target)]);
  return {
    cart,
    submission,
    submissionKey: randomUUID(),
    canSend: hasPermission(user, 'orders:create'),
    canViewOrders: hasPermission(user, 'orders:view'),
    timeZone: target.timeZone,
  };
}

/** What every cart and approval action answers; the page reads only this shape. */
export interface CartActionData {
  intent: string | null;
  result: SubmissionResult<string[]> | null;
  problems: { supplierId: number | null; supplierName: string | null; problem: SendProblem }[] | null;
  sent: SentOrder[] | null;
  /** Why nothing changed: the cart waits for approval, or is no longer waiting. */
  message: 'locked' | 'not_waiting' | null;
  saved: boolean;
}

export function cartAnswer(intent: string | null, values: Partial<CartActionData>, status = 200) {
  return data<CartActionData>(
    { intent, result: null, problems: null, sent: null, message: null, saved: false, ...values },
    { status },
  );
}

/** The answer to a send, shared by the cart and the approval page; one order sent goes to its page. */
export function sendAnswer(
  result: SendResult,
  submission: { reply: (options?: { fieldErrors?: Record<string, string[]> }) => SubmissionResult<string[]> },
) {
  if (result.ok) {
    const [first] = result.orders;
    if (result.orders.length === 1 && first) throw redirect(`/admin/ordering/${first.id}?sent=1`);
    return cartAnswer('send', { sent: result.orders });
  }
  switch (result.reason) {
    case 'not_found':
      return notFound();
    case 'fields':
      return cartAnswer('send', { result: submission.reply({ fieldErrors: result.fieldErrors }) }, 400);
    case 'locked':
    case 'not_waiting':
      return cartAnswer('send', { message: result.reason }, 409);
    case 'invalid':
      return cartAnswer('send', { problems: result.problems }, 409);
  }
}

/**
 * The cart page's posts. Every one that changes the cart carries the whole form as it stands (every quantity, date
 * and note), so nothing typed is lost: `save` (autosave, or the form posted without JavaScript), `send`, `submit`
 * (for approval); and `remove`, `withdraw`.
 */
export async function cartAction(db: Database, target: ShopScope, request: Request, user: UserRecord) {
  const formData = await request.formData();
  const intent = formData.get('intent');
  switch (intent) {
    case 'save': {
      const submission = parseWithZod(formData, { schema: CartEditsSchema });
      if (submission.status !== 'success') return cartAnswer(intent, { result: submission.reply() }, 400);
      const saved = await saveOwnCart(db, target, submission.value);
      if (saved.ok) return cartAnswer(intent, { result: submission.reply(), saved: true });
      if (saved.reason === 'not_found') notFound();
      if (saved.reason === 'invalid')
        return cartAnswer(intent, { result: submission.reply({ fieldErrors: saved.fieldErrors }) }, 400);
      return cartAnswer(intent, { message: 'locked' }, 409);
    }
    case 'remove': {
      const submission = parseWithZod(formData, { schema: RemoveSchema });
      if (submission.status !== 'success') notFound();
      const removed = await removeOwnLine(db, target, submission.value.productId);
      if (removed === 'locked') return cartAnswer(intent, { message: 'locked' }, 409);
      if (!removed) notFound();
      return cartAnswer(intent, {});
    }
    case 'send': {
      if (!hasPermission(user, 'orders:create')) throw data(null, { status: 403 });
      const submission = parseWithZod(formData, { schema: SendSchema });
      if (submission.status !== 'success') return cartAnswer(intent, { result: submission.reply() }, 400);
      const { lines, suppliers, ...input } = submission.value;
      const result = await sendOrders(db, target, {
        ...input,
        edits: { lines, suppliers },
        language: user.language.code,
      });
      return sendAnswer(result, submission);
    }
    case 'submit': {
      const submission = parseWithZod(formData, { schema: CartEditsSchema });
      if (submission.status !== 'success') return cartAnswer(intent, { result: submission.reply() }, 400);
      const submitted = await submitCart(db, target, submission.value);
      if (submitted.ok) throw redirect('/admin/cart');
      if (submitted.reason === 'not_found') notFound();
      if (submitted.reason === 'invalid')
        return cartAnswer(intent, { result: submission.reply({ fieldErrors: submitted.fieldErrors }) }, 400);
      if (submitted.reason === 'empty')
        return cartAnswer(intent, { problems: [{ supplierId: null, supplierName: null, problem: 'empty' }] }, 409);
      return cartAnswer(intent, { message: 'locked' }, 409);
    }
    case 'withdraw': {
      await withdrawCart(db, target);
      throw redirect('/admin/cart');
    }
    default:
      return cartAnswer(null, {}, 400);
  }
}

export async function orderDetailLoader(db: Database, target: ShopScope, orderId: number, user: UserRecord) {
  const order = (await getOrderDetail(db, target, orderId)) ?? notFound();
  return { order, canRetry: hasPermission(user, 'orders:create') };
}

export async function orderDetailAction(
  db: Database,
  target: ShopScope,
  orderId: number,
  request: Request,
  user: UserRecord,
) {
  const formData = await request.formData();
  if (formData.get('intent') !== 'retry') return data({ retried: false }, { status: 400 });
  if (!hasPermission(user, 'orders:create')) throw data(null, { status: 403 });
  const result = await retryOrderMail(db, target, orderId);
  if (result === 'not_found') notFound();
  return { retried: result === 'retried' };
}

export async function orderPdfResponse(db: Database, target: ShopScope, orderId: number, user: UserRecord) {
  const order = (await loadOrderDocument(db, target, orderId)) ?? notFound();
  const pdf = await renderOrderPdf(order, user.language.code);
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${orderFileName(user.language.code, order, 'pdf')}"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
