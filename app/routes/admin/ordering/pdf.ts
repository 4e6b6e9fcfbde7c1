import type { Route } from './+types/pdf';
import { requestContext } from '#app/context';
import { requirePermission } from '#app/middleware/guards.server';
import { orderPdfResponse } from '#app/modules/ordering/cart.pages.server';
import { findOwnShop as ownProductTarget } from '#app/modules/tenancy/shop-scope.repo.server';
import { notFound, parseId } from '#app/utils/params';

export async function loader({ params, context }: Route.LoaderArgs) {
  const { scope, user } = requirePermission(context, 'orders:view');
  const { db } = context.get(requestContext);
  const target = (await ownProductTarget(db, scope)) ?? notFound();
  return orderPdfResponse(db, target, parseId(params.orderId), user);
}
