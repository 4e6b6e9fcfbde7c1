import { Outlet } from 'react-router';
import type { Route } from './+types/layout';
import { requestContext } from '#app/context';
import { requireAuth } from '#app/middleware/guards.server';
import { getRegion } from '#app/modules/org/regions.repo.server';
import { notFound, parseId } from '#app/utils/params';

/** The region, only within the company of the path. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { scope } = requireAuth(context);
  const companyId = parseId(params.companyId);
  const region =
    (await getRegion(context.get(requestContext).db, scope, companyId, parseId(params.regionId))) ?? notFound();
  return { region };
}

export const handle = {
  breadcrumb: (data: Awaited<ReturnType<typeof loader>>) => ({
    label: data.region.name,
    to: `/super/companies/${data.region.companyId}/${data.region.id}`,
  }),
};

export default function RegionLayout() {
  return <Outlet />;
}
