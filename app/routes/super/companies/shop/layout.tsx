import { Outlet } from 'react-router';
import type { Route } from './+types/layout';
import { requestContext } from '#app/context';
import { requireAuth } from '#app/middleware/guards.server';
import { getShop } from '#app/modules/org/shops.repo.server';
import { notFound, parseId } from '#app/utils/params';

/** The shop, only within the company and region of the path. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { scope } = requireAuth(context);
  const shop =
    (await getShop(
      context.get(requestContext).db,
      scope,
      parseId(params.companyId),
      parseId(params.regionId),
      parseId(params.shopId),
    )) ?? notFound();
  return { shop };
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
