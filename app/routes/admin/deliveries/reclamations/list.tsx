import { data } from 'react-router';
import type { Route } from './+types/list';
import { requestContext } from '#app/context';
import { requirePermission } from '#app/middleware/guards.server';
import { requireShop } from '#app/middleware/shop-scope.server';
import { ReclamationListPage } from '#app/modules/reclamations/reclamation-list';
import { parseReclamationListParams } from '#app/modules/reclamations/reclamation-list-params';
import { getReclamationListPage } from '#app/modules/reclamations/reclamation-list.service.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = requirePermission(context, 'deliveries:reclamations');
  const { shop } = requireShop(context);
  const params = parseReclamationListParams(new URL(request.url));
  const page = await getReclamationListPage(context.get(requestContext).db, shop, {
    ...params,
    perPage: user.resultsPerPage,
  });
  // A day that does not exist is refused on its field (400); the list shows meanwhile without that filter.
  const status = Object.keys(params.invalidDates).length ? 400 : 200;
  return data({ ...page, params, perPage: user.resultsPerPage }, { status });
}

export default function Reclamations({ loaderData }: Route.ComponentProps) {
  return <ReclamationListPage {...loaderData} />;
}
