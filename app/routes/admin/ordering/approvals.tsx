import type { Route } from './+types/approvals';
import { requestContext } from '#app/context';
import { requirePermission } from '#app/middleware/guards.server';
import { requireShop } from '#app/middleware/shop-scope.server';
import { ApprovalsPage } from '#app/modules/ordering/cart-approval.page';
import { listWaitingCarts } from '#app/modules/ordering/cart-approval.server';

/** The shop's carts waiting for approval (orders:create: approving is sending). */
export async function loader({ context }: Route.LoaderArgs) {
  requirePermission(context, 'orders:create');
  const { shop } = requireShop(context);
  return { carts: await listWaitingCarts(context.get(requestContext).db, shop) };
}

export default function Approvals({ loaderData }: Route.ComponentProps) {
  return <ApprovalsPage {...loaderData} />;
}
