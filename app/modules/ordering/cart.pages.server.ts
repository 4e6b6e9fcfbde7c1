import { randomUUID } from 'node:crypto';
import { parseWithZod } from '@conform-to/zod/v4';
import { data, redirect } from 'react-router';
import type { Database } from '#app/db/client.server';
import { hasPermission, type UserRecord } from '#app/modules/auth/user-record';
import type { ProductTarget } from '#app/modules/products/products.repo.server';
import { notFound } from '#app/utils/params';
import { loadCart, putInCart, removeFromCart, setCartSupplier } from './cart.repo.server';
import { AddToCartSchema, EanSchema, RemoveSchema, SendSchema, SetQuantitySchema, SupplierChoiceSchema } from './cart.schema';
import { findOrderableByEan, listOrderableProducts, orderableSuppliers } from './new-order.server';
import { getOrderDetail, retryOrderMail } from './order-detail.server';
import { loadOrderDocument, orderFileName, renderOrderPdf } from './order-document.server';
import { sendOrders } from './send-order.server';

/** Loaders and actions of the cart, new-order and order pages; the routes resolve the user and the target. */

const pageOf = (url: URL) => {
  const page = Number(url.searchParams.get('page'));
  return Number.isInteger(page) && page > 0 && page < 100_000 ? page : 1;
};

export async function newOrderLoader(db: Database, target: ProductTarget, request: Request, user: UserRecord) {
  const url = new URL(request.url);
  const suppliers = await orderableSuppliers(db, target);
  const supplierParam = url.searchParams.get('supplierId');
  const supplierId = supplierParam && /^[1-9]\d{0,9}$/.test(supplierParam) ? Number(supplierParam) : null;
  const q = url.searchParams.get('q')?.trim().slice(0, 100) || undefined;
  const page = pageOf(url);
  const listing = supplierId && suppliers.some((s) => s.supplierId === supplierId)
    ? await listOrderableProducts(db, target, { supplierId, q, page, perPage: user.resultsPerPage })
    : null;
  return { suppliers, supplierId: listing ? supplierId : null, q: q ?? '', page, perPage: user.resultsPerPage, listing };
}

/** Adding one product (its row's form), or a typed or scanned EAN. */
export async function newOrderAction(db: Database, target: ProductTarget, request: Request) {
  const formData = await request.formData();
  if (formData.get('intent') === 'ean') {
    const submission = parseWithZod(formData, { schema: EanSchema });
    if (submission.status !== 'success') return data({ intent: 'ean' as const, result: submission.reply(), added: null, notFound: null }, { status: 400 });
    const product = await findOrderableByEan(db, target, submission.value.ean);
    if (!product) return data({ intent: 'ean' as const, result: submission.reply(), added: null, notFound: submission.value.ean }, { status: 404 });
    const change = await putInCart(db, target, product.id, '1');
    if (!change.ok) notFound();
    return { intent: 'ean' as const, result: submission.reply({ resetForm: true }), added: { name: product.name, quantity: change.quantity }, notFound: null };
  }
  const submission = parseWithZod(formData, { schema: AddToCartSchema });
  if (submission.status !== 'success') return data({ intent: 'add' as const, result: submission.reply(), added: null, notFound: null }, { status: 400 });
  const change = await putInCart(db, target, submission.value.productId, submission.value.quantity);
  if (!change.ok) {
    if (change.reason === 'not_found') notFound();
    return data({ intent: 'add' as const, result: submission.reply({ fieldErrors: { quantity: ['cart.validation.quantity'] } }), added: null, notFound: null }, { status: 400 });
  }
  return { intent: 'add' as const, result: submission.reply({ resetForm: true }), added: { productId: submission.value.productId, quantity: change.quantity, hint: change.hint }, notFound: null };
}

export async function cartLoader(db: Database, target: ProductTarget, user: UserRecord) {
  const cart = await loadCart(db, target);
  return { cart, submissionKey: randomUUID(), canSend: hasPermission(user, 'orders:create'), timeZone: target.timeZone };
}

export async function cartAction(db: Database, target: ProductTarget, request: Request, user: UserRecord) {
  const formData = await request.formData();
  const intent = formData.get('intent');
  switch (intent) {
    case 'quantity': {
      const submission = parseWithZod(formData, { schema: SetQuantitySchema });
      if (submission.status !== 'success') return data({ intent, result: submission.reply(), problems: null }, { status: 400 });
      const change = await putInCart(db, target, submission.value.productId, submission.value.quantity, 'set');
      if (!change.ok && change.reason === 'not_found') notFound();
      return { intent, result: submission.reply(), problems: null };
    }
    case 'remove': {
      const submission = parseWithZod(formData, { schema: RemoveSchema });
      if (submission.status !== 'success' || !(await removeFromCart(db, target, submission.value.productId))) notFound();
      return { intent, result: null, problems: null };
    }
    case 'supplier': {
      const submission = parseWithZod(formData, { schema: SupplierChoiceSchema });
      if (submission.status !== 'success') return data({ intent, result: submission.reply(), problems: null }, { status: 400 });
      const { supplierId, ...values } = submission.value;
      if (!(await setCartSupplier(db, target, supplierId, values))) notFound();
      return { intent, result: submission.reply(), problems: null };
    }
    case 'send': {
      if (!hasPermission(user, 'orders:create')) throw data(null, { status: 403 });
      const submission = parseWithZod(formData, { schema: SendSchema });
      if (submission.status !== 'success') return data({ intent, result: submission.reply(), problems: null }, { status: 400 });
      const result = await sendOrders(db, target, { ...submission.value, language: user.language.code });
      if (!result.ok) return data({ intent, result: null, problems: result.problems }, { status: 409 });
      const [first] = result.orders;
      if (result.orders.length === 1 && first) throw redirect(`/admin/ordering/${first.id}?sent=1`);
      return { intent, result: null, problems: null, sent: result.orders };
    }
    default:
      return data({ intent: null, result: null, problems: null }, { status: 400 });
  }
}

export async function orderDetailLoader(db: Database, target: ProductTarget, orderId: number, user: UserRecord) {
  const order = (await getOrderDetail(db, target, orderId)) ?? notFound();
  return { order, canRetry: hasPermission(user, 'orders:create') };
}

export async function orderDetailAction(db: Database, target: ProductTarget, orderId: number, request: Request, user: UserRecord) {
  const formData = await request.formData();
  if (formData.get('intent') !== 'retry') return data({ retried: false }, { status: 400 });
  if (!hasPermission(user, 'orders:create')) throw data(null, { status: 403 });
  const result = await retryOrderMail(db, target, orderId);
  if (result === 'not_found') notFound();
  return { retried: result === 'retried' };
}

export async function orderPdfResponse(db: Database, target: ProductTarget, orderId: number, user: UserRecord) {
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
