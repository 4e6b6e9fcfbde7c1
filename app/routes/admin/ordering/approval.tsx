import type { Route } from './+types/approval';
import { requestContext } from '#app/context';
import { requirePermission } from '#app/middleware/guards.server';
import { requireShop } from '#app/middleware/shop-scope.server';
import { ApprovalPage } from '#app/modules/ordering/cart-approval.page';
import { approvalAction, approvalLoader } from '#app/modules/ordering/cart-approval.pages.server';
import { parseId } from '#app/utils/params';

/** One cart waiting for approval: change it, send it, or return it with a note (orders:create). */
export async function loader({ params, context }: Route.LoaderArgs) {
  requirePermission(context, 'orders:create');
  const { db } = context.get(requestContext);
  const { shop } = requireShop(context);
  return approvalLoader(db, shop, parseId(params.submissionId));
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const { user } = requirePermission(context, 'orders:create');
  const { db } = context.get(requestContext);
  const { shop } = requireShop(context);
  return approvalAction(db, shop, parseId(params.submissionId), request, user);
}

export default function Approval({ loaderData, actionData }: Route.ComponentProps) {
  return <ApprovalPage {...loaderData} actionData={actionData} />;
}
