import type { Route } from './+types/pdf';
import { requestContext } from '#app/context';
import { requirePermission } from '#app/middleware/guards.server';
import { requireShop } from '#app/middleware/shop-scope.server';
import { orderPdfResponse } from '#app/modules/ordering/cart.pages.server';
import { parseId } from '#app/utils/params';

export async function loader({ params, context }: Route.LoaderArgs) {
  const { user } = requirePermission(context, 'orders:view');
  const { db } = context.get(requestContext);
  const { shop } = requireShop(context);
  return orderPdfResponse(db, shop, parseId(params.orderId), user);
}
