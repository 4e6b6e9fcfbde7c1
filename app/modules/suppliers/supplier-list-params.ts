import { listStatusSchema, parseListParams } from '#app/utils/list-params';

const StatusSchema = listStatusSchema('active');

/** Page, search and status filter from the query string; an unknown status falls back to active suppliers. */
export function parseSupplierListParams(url: URL) {
  return { ...parseListParams(url), status: StatusSchema.parse(url.searchParams.get('status') ?? undefined) };
}
