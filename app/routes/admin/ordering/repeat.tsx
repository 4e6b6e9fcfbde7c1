import type { Route } from './+types/repeat';
import { requestContext } from '#app/context';
import { requirePermission } from '#app/middleware/guards.server';
import { repeatOrder } from '#app/modules/ordering/repeat-order.server';
import { ownProductTarget } from '#app/modules/products/products.repo.server';
import { notFound, parseId } from '#app/utils/params';

/** POST: the order's products into the user's cart; answers the summary for RepeatOrderButton. */
export async function action({ params, context }: Route.ActionArgs) {
  const { scope, user } = requirePermission(context, 'cart:use');
  const { db } = context.get(requestContext);
  const target = (await ownProductTarget(db, scope)) ?? notFound();
  const result = await repeatOrder(db, target, user.id, parseId(params.orderId));
  if (!result.ok) notFound();
  return result;
}
