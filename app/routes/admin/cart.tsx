import { parseWithZod } from '@conform-to/zod/v4';
import { data, redirect } from 'react-router';
import type { Route } from './+types/cart';
import { requestContext } from '#app/context';
import { requirePermission } from '#app/middleware/guards.server';
import { requireShop } from '#app/middleware/shop-scope.server';
import { hasPermission } from '#app/modules/auth/user-record';
import { CartPage } from '#app/modules/ordering/cart.page';
import {
  loadOwnCart,
  removeOwnLine,
  saveOwnCart,
  submitCart,
  withdrawCart,
} from '#app/modules/ordering/cart-approval.server';
import { CartEditsSchema, RemoveSchema, SendSchema } from '#app/modules/ordering/cart.schema';
import { newSubmissionKey, sendOrders } from '#app/modules/ordering/send-order.service.server';
import { notFound } from '#app/utils/params';
import { cartAnswer, sendAnswer } from './ordering/cart-answer.server';

export async function loader({ context }: Route.LoaderArgs) {
  const { user } = requirePermission(context, 'cart:use');
  const { shop } = requireShop(context);
  const { cart, submission } = await loadOwnCart(context.get(requestContext).db, shop);
  return {
    cart,
    submission,
    submissionKey: newSubmissionKey(),
    canSend: hasPermission(user, 'orders:create'),
    canViewOrders: hasPermission(user, 'orders:view'),
    timeZone: shop.timeZone,
  };
}

/**
 * The cart page's posts. Every one that changes the cart carries the whole form as it stands (every quantity, date
 * and note), so nothing typed is lost: `save` (autosave, or the form posted without JavaScript), `send`, `submit`
 * (for approval); and `remove`, `withdraw`.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { user } = requirePermission(context, 'cart:use');
  const { shop } = requireShop(context);
  const { db } = context.get(requestContext);
  const formData = await request.formData();
  const intent = formData.get('intent');
  switch (intent) {
    case 'save': {
      const submission = parseWithZod(formData, { schema: CartEditsSchema });
      if (submission.status !== 'success') return cartAnswer(intent, { result: submission.reply() }, 400);
      const saved = await saveOwnCart(db, shop, submission.value);
      if (saved.ok) return cartAnswer(intent, { result: submission.reply(), saved: true });
      if (saved.reason === 'not_found') notFound();
      if (saved.reason === 'invalid')
        return cartAnswer(intent, { result: submission.reply({ fieldErrors: saved.fieldErrors }) }, 400);
      return cartAnswer(intent, { message: 'locked' }, 409);
    }
    case 'remove': {
      const submission = parseWithZod(formData, { schema: RemoveSchema });
      if (submission.status !== 'success') notFound();
      const removed = await removeOwnLine(db, shop, submission.value.productId);
      if (removed === 'locked') return cartAnswer(intent, { message: 'locked' }, 409);
      if (!removed) notFound();
      return cartAnswer(intent, {});
    }
    case 'send': {
      if (!hasPermission(user, 'orders:create')) throw data(null, { status: 403 });
      const submission = parseWithZod(formData, { schema: SendSchema });
      if (submission.status !== 'success') return cartAnswer(intent, { result: submission.reply() }, 400);
      const { lines, suppliers, ...input } = submission.value;
      const result = await sendOrders(db, shop, {
        ...input,
        edits: { lines, suppliers },
        language: user.language.code,
      });
      return sendAnswer(result, submission);
    }
    case 'submit': {
      const submission = parseWithZod(formData, { schema: CartEditsSchema });
      if (submission.status !== 'success') return cartAnswer(intent, { result: submission.reply() }, 400);
      const submitted = await submitCart(db, shop, submission.value);
      if (submitted.ok) throw redirect('/admin/cart');
      if (submitted.reason === 'not_found') notFound();
      if (submitted.reason === 'invalid')
        return cartAnswer(intent, { result: submission.reply({ fieldErrors: submitted.fieldErrors }) }, 400);
      if (submitted.reason === 'empty')
        return cartAnswer(intent, { problems: [{ supplierId: null, supplierName: null, problem: 'empty' }] }, 409);
      return cartAnswer(intent, { message: 'locked' }, 409);
    }
    case 'withdraw': {
      await withdrawCart(db, shop);
      throw redirect('/admin/cart');
    }
    default:
      return cartAnswer(null, {}, 400);
  }
}

export default function Cart({ loaderData, actionData }: Route.ComponentProps) {
  return <CartPage {...loaderData} actionData={actionData} />;
}
