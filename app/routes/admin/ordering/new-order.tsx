import type { Route } from './+types/new-order';
import { requestContext } from '#app/context';
import { requirePermission } from '#app/middleware/guards.server';
import { requireShop } from '#app/middleware/shop-scope.server';
import { newOrderAction, newOrderLoader } from '#app/modules/ordering/cart.pages.server';
import { NewOrderPage } from '#app/modules/ordering/new-order.page';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = requirePermission(context, 'orders:create');
  const { db } = context.get(requestContext);
  const { shop } = requireShop(context);
  return newOrderLoader(db, shop, request, user);
}

export async function action({ request, context }: Route.ActionArgs) {
  requirePermission(context, 'orders:create');
  requirePermission(context, 'cart:use');
  const { db } = context.get(requestContext);
  const { shop } = requireShop(context);
  return newOrderAction(db, shop, request);
}

export default function NewOrder({ loaderData, actionData }: Route.ComponentProps) {
  return <NewOrderPage {...loaderData} actionData={actionData} />;
}
