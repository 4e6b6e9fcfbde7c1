import type { Route } from './+types/approvals';
import { requestContext } from '#app/context';
import { requirePermission } from '#app/middleware/guards.server';
import { requireShop } from '#app/middleware/shop-scope.server';
import { ApprovalsPage } from '#app/modules/ordering/cart-approval.page';
import { approvalsLoader } from '#app/modules/ordering/cart-approval.pages.server';

/** The shop's carts waiting for approval (orders:create). */
export async function loader({ context }: Route.LoaderArgs) {
  requirePermission(context, 'orders:create');
  const { db } = context.get(requestContext);
  const { shop } = requireShop(context);
  return approvalsLoader(db, shop);
}

export default function Approvals({ loaderData }: Route.ComponentProps) {
  return <ApprovalsPage {...loaderData} />;
}
