import type { Route } from './+types/export';
import { requestContext } from '#app/context';
import { requirePermission } from '#app/middleware/guards.server';
import { requireShop } from '#app/middleware/shop-scope.server';
import { analyticsTableCsv, parseAnalyticsFile } from '#app/modules/analytics/analytics-csv';
import { parseAnalyticsQuery } from '#app/modules/analytics/analytics.schema';
import { loadShopAnalytics } from '#app/modules/analytics/analytics.service.server';
import { getServerT } from '#app/utils/i18n.server';
import { notFound, refused } from '#app/utils/params';
import { csvDownload } from './csv-download.server';

/**
 * …/analytics/export/<table>.csv with the page's query string: outcomes, reasons, breaches, scorecard, or shops (the
 * company view only). Another name is 404.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { user } = requirePermission(context, 'analytics:view');
  const { shop } = requireShop(context);
  const table = parseAnalyticsFile(params.file) ?? notFound();
  const result = await loadShopAnalytics(
    context.get(requestContext).db,
    shop,
    parseAnalyticsQuery(new URL(request.url)),
  );
  if (!result?.ok) refused(result?.reason ?? 'not_found');
  const language = user.language.code;
  return csvDownload(analyticsTableCsv(result.page, table, getServerT(language), language) ?? notFound());
}
