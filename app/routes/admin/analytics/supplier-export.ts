import type { Route } from './+types/supplier-export';
import { requestContext } from '#app/context';
import { requirePermission } from '#app/middleware/guards.server';
import { requireShop } from '#app/middleware/shop-scope.server';
import { supplierTrendCsv } from '#app/modules/analytics/analytics-csv';
import { parseAnalyticsQuery } from '#app/modules/analytics/analytics.schema';
import { loadSupplierTrend } from '#app/modules/analytics/analytics.service.server';
import { getServerT } from '#app/utils/i18n.server';
import { notFound, parseId, refused } from '#app/utils/params';
import { csvDownload } from './csv-download.server';

/** …/suppliers/:supplierId/export.csv: the twelve months' table in the user's language. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { user } = requirePermission(context, 'analytics:view');
  const { shop } = requireShop(context);
  const supplierId = parseId(params.supplierId);
  const { view } = parseAnalyticsQuery(new URL(request.url));
  const trend = await loadSupplierTrend(context.get(requestContext).db, shop, supplierId, view);
  if (!trend) notFound();
  if (!trend.ok) refused(trend.reason);
  const language = user.language.code;
  return csvDownload(supplierTrendCsv(trend.page, getServerT(language), language));
}
