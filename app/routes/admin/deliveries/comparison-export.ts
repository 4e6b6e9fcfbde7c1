import type { Route } from './+types/comparison-export';
import { requestContext } from '#app/context';
import { requirePermission } from '#app/middleware/guards.server';
import { requireShop } from '#app/middleware/shop-scope.server';
import { comparisonExportFile } from '#app/modules/comparison/comparison-export.service.server';
import { parseComparisonParams } from '#app/modules/comparison/comparison-params';
import { todayIn } from '#app/utils/dates';
import { getServerT } from '#app/utils/i18n.server';
import { refused } from '#app/utils/params';

/** …/comparison/export.csv or .xlsx with the page's query string: the same filters, every page. */
export function loader({ request, context }: Route.LoaderArgs) {
  const { user } = requirePermission(context, 'deliveries:credit_notes');
  const { shop } = requireShop(context);
  const url = new URL(request.url);
  const { invalidDates: _invalid, page: _page, ...query } = parseComparisonParams(url, todayIn(shop.timeZone));
  const format = url.pathname.endsWith('.xlsx') ? 'xlsx' : 'csv';
  const language = user.language.code;
  const file = comparisonExportFile(
    context.get(requestContext).db,
    shop,
    query,
    format,
    language,
    getServerT(language),
  );
  if (!file.ok) refused(file.reason);
  return new Response(file.body, {
    headers: {
      'Content-Type': file.contentType,
      'Content-Disposition': `attachment; filename="${file.fileName}"`,
      'Cache-Control': 'no-store',
    },
  });
}
