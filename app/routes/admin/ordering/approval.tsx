import type { Route } from './+types/approval';
import { requestContext } from '#app/context';
import { requirePermission } from '#app/middleware/guards.server';
import { ApprovalPage } from '#app/modules/ordering/cart-approval.page';
import { approvalAction, approvalLoader } from '#app/modules/ordering/cart-approval.pages.server';
import { findOwnShop as ownProductTarget } from '#app/modules/tenancy/shop-scope.repo.server';
import { notFound, parseId } from '#app/utils/params';

/** One cart waiting for approval: change it, send it, or return it with a note (orders:create). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { scope } = requirePermission(context, 'orders:create');
  const { db } = context.get(requestContext);
  const target = (await ownProductTarget(db, scope)) ?? notFound();
  return approvalLoader(db, target, parseId(params.submissionId));
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const { scope, user } = requirePermission(context, 'orders:create');
  const { db } = context.get(requestContext);
  const target = (await ownProductTarget(db, scope)) ?? notFound();
  return approvalAction(db, target, parseId(params.submissionId), request, user);
}

export default function Approval({ loaderData, actionData }: Route.ComponentProps) {
  return <ApprovalPage {...loaderData} actionData={actionData} />;
}
