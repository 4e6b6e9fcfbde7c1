import { data } from 'react-router';
import type { Route } from './+types/comparison';
import { requestContext } from '#app/context';
import { requirePermission } from '#app/middleware/guards.server';
import { requireShop } from '#app/middleware/shop-scope.server';
import { ComparisonPage } from '#app/modules/comparison/comparison-page';
import { getComparisonPage } from '#app/modules/comparison/comparison-page.server';
import { parseComparisonParams } from '#app/modules/comparison/comparison-params';
import { todayIn } from '#app/utils/dates';
import { refused } from '#app/utils/params';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = requirePermission(context, 'deliveries:credit_notes');
  const { shop } = requireShop(context);
  const params = parseComparisonParams(new URL(request.url), todayIn(shop.timeZone));
  const { invalidDates: _invalid, ...query } = params;
  const page = await getComparisonPage(context.get(requestContext).db, shop, {
    ...query,
    perPage: user.resultsPerPage,
  });
  if (!page.ok) refused(page.reason);
  // A day that does not exist is refused on its field (400); the page shows meanwhile with the month's bound.
  const status = Object.keys(params.invalidDates).length ? 400 : 200;
  const { ok: _ok, ...shown } = page;
  return data({ ...shown, params, perPage: user.resultsPerPage }, { status });
}

export default function Comparison({ loaderData }: Route.ComponentProps) {
  return <ComparisonPage {...loaderData} />;
}
