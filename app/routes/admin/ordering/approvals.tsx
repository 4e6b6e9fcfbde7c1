import type { Route } from './+types/approvals';
import { requestContext } from '#app/context';
import { requirePermission } from '#app/middleware/guards.server';
import { ApprovalsPage } from '#app/modules/ordering/cart-approval.page';
import { approvalsLoader } from '#app/modules/ordering/cart-approval.pages.server';
import { findOwnShop as ownProductTarget } from '#app/modules/tenancy/shop-scope.repo.server';
import { notFound } from '#app/utils/params';

/** The shop's carts waiting for approval (orders:create). */
export async function loader({ context }: Route.LoaderArgs) {
  const { scope } = requirePermission(context, 'orders:create');
  const { db } = context.get(requestContext);
  const target = (await ownProductTarget(db, scope)) ?? notFound();
  return approvalsLoader(db, target);
}

export default function Approvals({ loaderData }: Route.ComponentProps) {
  return <ApprovalsPage {...loaderData} />;
}
