import type { Route } from './+types/export';
import { requestContext } from '#app/context';
import { requirePermission } from '#app/middleware/guards.server';
import { requireShop } from '#app/middleware/shop-scope.server';
import { productExportFile } from '#app/modules/products/product-export.service.server';
import { parseProductListParams } from '#app/modules/products/product-list-params';
import { getServerT } from '#app/utils/i18n.server';

/** …/products/export.csv or .xlsx with the list's query string: the same filters and sort as the page. */
export function loader({ request, context }: Route.LoaderArgs) {
  const { user } = requirePermission(context, 'products:view');
  const { shop } = requireShop(context);
  const url = new URL(request.url);
  const { page: _page, ...query } = parseProductListParams(url);
  const format = url.pathname.endsWith('.xlsx') ? 'xlsx' : 'csv';
  const file = productExportFile(context.get(requestContext).db, shop, query, format, getServerT(user.language.code));
  return new Response(file.body, {
    headers: {
      'Content-Type': file.contentType,
      'Content-Disposition': `attachment; filename="${file.fileName}"`,
      'Cache-Control': 'no-store',
    },
  });
}
