import { data, type RouterContextProvider } from 'react-router';
import { requestContext } from '#app/context';
import { requirePermission } from '#app/middleware/guards.server';
import { requireShop } from '#app/middleware/shop-scope.server';
import { exportRecords } from '#app/modules/delivery-records/record-export.service.server';
import {
  parseExportFormat,
  parseRecordFilters,
  RECORD_PERMISSIONS,
  type RecordKind,
} from '#app/modules/delivery-records/record-filters';
import { getRecordListPage } from '#app/modules/delivery-records/record-list-page.server';
import { todayIn } from '#app/utils/dates';
import { notFound, refused } from '#app/utils/params';

interface Args {
  request: Request;
  context: Readonly<RouterContextProvider>;
  params: { format?: string };
}

/**
 * The loader of a record page (risk items, excluded from stock, ASC/MSC): its permission, the shop, the filters from
 * the address (the default period ends on the shop's today), one page of lines. A day that does not exist is
 * answered 400 on its field while the list shows without it.
 */
export async function recordPageLoader(kind: RecordKind, { request, context }: Args) {
  const { user } = requirePermission(context, RECORD_PERMISSIONS[kind]);
  const { shop } = requireShop(context);
  const params = parseRecordFilters(new URL(request.url), todayIn(shop.timeZone));
  const { invalidDates: _invalid, ...query } = params;
  const page = await getRecordListPage(context.get(requestContext).db, shop, kind, {
    ...query,
    perPage: user.resultsPerPage,
  });
  if (!page.ok) refused(page.reason);
  const status = Object.keys(params.invalidDates).length ? 400 : 200;
  return data({ ...page, kind, params, perPage: user.resultsPerPage }, { status });
}

/**
 * …/export/csv, /xlsx or /pdf with the page's query string: the same filtered lines as a download in the user's
 * language, named after the list and its period. Too many lines is 413 with the message; another format 404.
 */
export async function recordExportLoader(kind: RecordKind, { request, context, params }: Args) {
  const { user } = requirePermission(context, RECORD_PERMISSIONS[kind]);
  const { shop } = requireShop(context);
  const format = parseExportFormat(params.format);
  if (!format) notFound();
  const {
    invalidDates: _invalid,
    page: _page,
    ...query
  } = parseRecordFilters(new URL(request.url), todayIn(shop.timeZone));
  const result = await exportRecords(context.get(requestContext).db, shop, kind, query, format, user.language.code);
  if (!result.ok) {
    if (result.reason === 'too_many')
      return new Response(result.message, { status: 413, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
    refused(result.reason);
  }
  return new Response(new Uint8Array(result.body), {
    headers: {
      'Content-Type': result.contentType,
      'Content-Disposition': `attachment; filename="${result.fileName}"`,
      'Cache-Control': 'no-store',
    },
  });
}
