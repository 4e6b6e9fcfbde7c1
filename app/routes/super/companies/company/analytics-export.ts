import type { Route } from './+types/analytics-export';
import { requestContext } from '#app/context';
import { requireAuth } from '#app/middleware/guards.server';
import { analyticsTableCsv, parseAnalyticsFile } from '#app/modules/analytics/analytics-csv';
import { parseAnalyticsQuery } from '#app/modules/analytics/analytics.schema';
import { loadCompanyAnalytics } from '#app/modules/analytics/analytics.service.server';
import { csvDownload } from '#app/routes/admin/analytics/csv-download.server';
import { getServerT } from '#app/utils/i18n.server';
import { notFound, parseId } from '#app/utils/params';

/** The operator's …/companies/:companyId/analytics/export/<table>.csv: the company's tables, as the shop's export. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { user } = requireAuth(context);
  const table = parseAnalyticsFile(params.file) ?? notFound();
  const companyId = parseId(params.companyId);
  const result = await loadCompanyAnalytics(
    context.get(requestContext).db,
    companyId,
    parseAnalyticsQuery(new URL(request.url)),
  );
  if (!result) notFound();
  const language = user.language.code;
  return csvDownload(analyticsTableCsv(result.page, table, getServerT(language), language) ?? notFound());
}
