import type { MiddlewareFunction, RouterContextProvider } from 'react-router';
import { authContext, requestContext, shopContext, type ShopContext } from '#app/context';
import { findOperatorShop, findOwnShop } from '#app/modules/tenancy/shop-scope.repo.server';
import { notFound, parseId } from '#app/utils/params';

/** The admin layout: the caller's own shop (a company manager's current one), resolved once for every page below. */
export const ownShopMiddleware: MiddlewareFunction<Response> = async ({ context }) => {
  const auth = context.get(authContext);
  if (!auth) return;
  const shop = await findOwnShop(context.get(requestContext).db, auth.scope);
  context.set(shopContext, shop && { shop, basePath: '/admin' });
};

/** The operator's shop layout: the shop of the path, only within its company and region; anything else is 404. */
export const operatorShopMiddleware: MiddlewareFunction<Response> = async ({ params, context }) => {
  const auth = context.get(authContext);
  if (!auth) return;
  const path = {
    companyId: parseId(params.companyId),
    regionId: parseId(params.regionId),
    shopId: parseId(params.shopId),
  };
  const shop = (await findOperatorShop(context.get(requestContext).db, auth.scope, path)) ?? notFound();
  context.set(shopContext, { shop, basePath: `/super/companies/${path.companyId}/${path.regionId}/${path.shopId}` });
};

/** The page's shop; a caller without one (the super admin on a shop page of their own) gets 404. */
export function requireShop(context: Readonly<RouterContextProvider>): ShopContext {
  return context.get(shopContext) ?? notFound();
}
