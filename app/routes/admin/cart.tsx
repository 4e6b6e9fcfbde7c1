import type { Route } from './+types/cart';
import { requestContext } from '#app/context';
import { requirePermission } from '#app/middleware/guards.server';
import { CartPage } from '#app/modules/ordering/cart.page';
import { cartAction, cartLoader } from '#app/modules/ordering/cart.pages.server';
import { findOwnShop as ownProductTarget } from '#app/modules/tenancy/shop-scope.repo.server';
import { notFound } from '#app/utils/params';

export async function loader({ context }: Route.LoaderArgs) {
  const { scope, user } = requirePermission(context, 'cart:use');
  const { db } = context.get(requestContext);
  const target = (await ownProductTarget(db, scope)) ?? notFound();
  return cartLoader(db, target, user);
}

export async function action({ request, context }: Route.ActionArgs) {
  const { scope, user } = requirePermission(context, 'cart:use');
  const { db } = context.get(requestContext);
  const target = (await ownProductTarget(db, scope)) ?? notFound();
  return cartAction(db, target, request, user);
}

export default function Cart({ loaderData, actionData }: Route.ComponentProps) {
  return <CartPage {...loaderData} actionData={actionData} />;
}
