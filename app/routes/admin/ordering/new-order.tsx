import type { Route } from './+types/new-order';
import { requestContext } from '#app/context';
import { requirePermission } from '#app/middleware/guards.server';
import { newOrderAction, newOrderLoader } from '#app/modules/ordering/cart.pages.server';
import { NewOrderPage } from '#app/modules/ordering/new-order.page';
import { findOwnShop as ownProductTarget } from '#app/modules/tenancy/shop-scope.repo.server';
import { notFound } from '#app/utils/params';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { scope, user } = requirePermission(context, 'orders:create');
  const { db } = context.get(requestContext);
  const target = (await ownProductTarget(db, scope)) ?? notFound();
  return newOrderLoader(db, target, request, user);
}

export async function action({ request, context }: Route.ActionArgs) {
  requirePermission(context, 'orders:create');
  const { scope } = requirePermission(context, 'cart:use');
  const { db } = context.get(requestContext);
  const target = (await ownProductTarget(db, scope)) ?? notFound();
  return newOrderAction(db, target, request);
}

export default function NewOrder({ loaderData, actionData }: Route.ComponentProps) {
  return <NewOrderPage {...loaderData} actionData={actionData} />;
}
