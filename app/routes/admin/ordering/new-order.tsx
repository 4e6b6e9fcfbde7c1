import { parseWithZod } from '@conform-to/zod/v4';
import { data } from 'react-router';
import type { Route } from './+types/new-order';
import { requestContext } from '#app/context';
import { requirePermission } from '#app/middleware/guards.server';
import { requireShop } from '#app/middleware/shop-scope.server';
import { addEanToOwnCart, addToOwnCart } from '#app/modules/ordering/cart-approval.server';
import { AddToCartSchema, EanSchema } from '#app/modules/ordering/cart.schema';
import { parseNewOrderParams } from '#app/modules/ordering/new-order-params';
import { NewOrderPage } from '#app/modules/ordering/new-order.page';
import { loadNewOrder } from '#app/modules/ordering/new-order.repo.server';
import { notFound } from '#app/utils/params';

interface EanAnswer {
  added: { name: string; quantity: string } | null;
  notFound: string | null;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = requirePermission(context, 'orders:create');
  const { shop } = requireShop(context);
  const params = parseNewOrderParams(new URL(request.url));
  return loadNewOrder(context.get(requestContext).db, shop, { ...params, perPage: user.resultsPerPage });
}

/** Adding one product (its row's form), or a typed or scanned EAN; a cart waiting for approval is read-only (409). */
export async function action({ request, context }: Route.ActionArgs) {
  requirePermission(context, 'orders:create');
  requirePermission(context, 'cart:use');
  const { shop } = requireShop(context);
  const { db } = context.get(requestContext);
  const formData = await request.formData();
  if (formData.get('intent') === 'ean') {
    const submission = parseWithZod(formData, { schema: EanSchema });
    const answer = (result: ReturnType<typeof submission.reply>, values: Partial<EanAnswer> = {}, status = 200) =>
      data({ intent: 'ean' as const, result, added: null, notFound: null, ...values }, { status });
    if (submission.status !== 'success') return answer(submission.reply(), {}, 400);
    const added = await addEanToOwnCart(db, shop, submission.value.ean);
    if (added.ok)
      return answer(submission.reply({ resetForm: true }), { added: { name: added.name, quantity: added.quantity } });
    if (added.reason === 'locked')
      return answer(submission.reply({ fieldErrors: { ean: ['cart.validation.locked'] } }), {}, 409);
    if (added.reason === 'unknown_ean') return answer(submission.reply(), { notFound: submission.value.ean }, 404);
    return notFound();
  }
  const submission = parseWithZod(formData, { schema: AddToCartSchema });
  if (submission.status !== 'success')
    return data({ intent: 'add' as const, result: submission.reply(), added: null, notFound: null }, { status: 400 });
  const change = await addToOwnCart(db, shop, submission.value.productId, submission.value.quantity);
  if (!change.ok) {
    if (change.reason === 'not_found') notFound();
    const error =
      change.reason === 'locked'
        ? 'cart.validation.locked'
        : change.reason === 'too_large'
          ? 'cart.validation.quantityMax'
          : 'cart.validation.quantity';
    return data(
      {
        intent: 'add' as const,
        result: submission.reply({ fieldErrors: { quantity: [error] } }),
        added: null,
        notFound: null,
      },
      { status: change.reason === 'locked' ? 409 : 400 },
    );
  }
  return data({
    intent: 'add' as const,
    result: submission.reply({ resetForm: true }),
    added: { productId: submission.value.productId, quantity: change.quantity, hint: change.hint },
    notFound: null,
  });
}

export default function NewOrder({ loaderData, actionData }: Route.ComponentProps) {
  return <NewOrderPage {...loaderData} actionData={actionData} />;
}
