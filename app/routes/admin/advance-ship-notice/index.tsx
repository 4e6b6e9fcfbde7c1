import { data } from 'react-router';
import type { Route } from './+types/index';
import { requestContext } from '#app/context';
import { requirePermission } from '#app/middleware/guards.server';
import { requireShop } from '#app/middleware/shop-scope.server';
import { AsnListPage } from '#app/modules/asn/asn-list';
import { parseAsnListParams } from '#app/modules/asn/asn-list-params';
import { getAsnListPage } from '#app/modules/asn/asn-list.repo.server';
import { hasPermission } from '#app/modules/auth/user-record';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = requirePermission(context, 'asn:view');
  const { shop, basePath } = requireShop(context);
  const params = parseAsnListParams(new URL(request.url));
  const page = await getAsnListPage(context.get(requestContext).db, shop, { ...params, perPage: user.resultsPerPage });
  // A day that does not exist is refused on its field (400); the list shows meanwhile without that filter.
  const status = Object.keys(params.invalidDates).length ? 400 : 200;
  return data(
    {
      ...page,
      params,
      perPage: user.resultsPerPage,
      canReceive: hasPermission(user, 'deliveries:receive'),
      basePath,
    },
    { status },
  );
}

export default function AdvanceShipNotices({ loaderData }: Route.ComponentProps) {
  return <AsnListPage {...loaderData} />;
}
