import type { Route } from './+types/cart';
import { requestContext } from '#app/context';
import { requirePermission } from '#app/middleware/guards.server';
import { requireShop } from '#app/middleware/shop-scope.server';
import { CartPage } from '#app/modules/ordering/cart.page';
import { cartAction, cartLoader } from '#app/modules/ordering/cart.pages.server';

export async function loader({ context }: Route.LoaderArgs) {
  const { user } = requirePermission(context, 'cart:use');
  const { db } = context.get(requestContext);
  const { shop } = requireShop(context);
  return cartLoader(db, shop, user);
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = requirePermission(context, 'cart:use');
  const { db } = context.get(requestContext);
  const { shop } = requireShop(context);
  return cartAction(db, shop, request, user);
}

export default function Cart({ loaderData, actionData }: Route.ComponentProps) {
  return <CartPage {...loaderData} actionData={actionData} />;
}
