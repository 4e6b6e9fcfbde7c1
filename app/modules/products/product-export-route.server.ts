import type { DbOrTx } from '#app/db/client.server';
import type { Language } from '#app/utils/language';
import { getServerT } from '#app/utils/i18n.server';
import { productExportResponse } from './product-export.server';
import { parseProductListParams } from './product-list-params';
import type { ProductTarget } from './products.repo.server';

/** /…/products/export.csv or .xlsx with the list's query string: the same filters and sort as the page. */
export function productExportLoader(db: DbOrTx, target: ProductTarget, request: Request, language: Language): Response {
  const url = new URL(request.url);
  const { page: _page, ...query } = parseProductListParams(url);
  return productExportResponse(
    db,
    target,
    query,
    url.pathname.endsWith('.xlsx') ? 'xlsx' : 'csv',
    getServerT(language),
  );
}
