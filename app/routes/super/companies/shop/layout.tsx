import { Outlet } from 'react-router';
import type { Route } from './+types/layout';
import { operatorShopMiddleware, requireShop } from '#app/middleware/shop-scope.server';

export const middleware: Route.MiddlewareFunction[] = [operatorShopMiddleware];

/** The shop, only within the company and region of the path (the middleware answers 404 otherwise). */
export function loader({ context }: Route.LoaderArgs) {
  const { shop } = requireShop(context);
  return { shop: { id: shop.shopId, companyId: shop.companyId, regionId: shop.regionId, name: shop.shopName } };
}

export const handle = {
  breadcrumb: (data: Awaited<ReturnType<typeof loader>>) => ({
    label: data.shop.name,
    to: `/super/companies/${data.shop.companyId}/${data.shop.regionId}/${data.shop.id}`,
  }),
};

export default function ShopLayout() {
  return <Outlet />;
}
