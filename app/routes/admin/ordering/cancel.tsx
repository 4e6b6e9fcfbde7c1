import { redirect } from 'react-router';
import type { Route } from './+types/cancel';
import { requestContext } from '#app/context';
import { requirePermission } from '#app/middleware/guards.server';
import { requireShop } from '#app/middleware/shop-scope.server';
import { cancelOrder } from '#app/modules/ordering/cancel-order.service.server';
import { notFound, parseId } from '#app/utils/params';
import { safeRedirectPath } from '#app/utils/redirect';

/** POST from CancelOrderButton: cancels and goes back to the page it came from, with the outcome in the address. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { user } = requirePermission(context, 'orders:create');
  const { db } = context.get(requestContext);
  const { shop } = requireShop(context);
  const formData = await request.formData();
  const result = await cancelOrder(db, shop, parseId(params.orderId), user.language.code);
  if (!result.ok && result.reason === 'not_found') notFound();
  const back = new URL(safeRedirectPath(String(formData.get('redirectTo') ?? ''), '/admin/ordering'), 'http://local');
  back.searchParams.delete('cancelled');
  back.searchParams.delete('cancelError');
  if (result.ok) back.searchParams.set('cancelled', String(result.number));
  else back.searchParams.set('cancelError', result.reason);
  return redirect(`${back.pathname}${back.search}`);
}
