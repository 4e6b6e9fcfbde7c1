import { listStatusSchema, parseListParams } from '#app/utils/list-params';

const StatusSchema = listStatusSchema('all');

/**
 * Page, search and status from the query string. Every supplier of the shop (deleted ones marked, with Restore) unless
 * a status is chosen, as on the shop's user list; an unknown status falls back to that.
 */
export function parseShopSupplierListParams(url: URL) {
  return { ...parseListParams(url), status: StatusSchema.parse(url.searchParams.get('status') ?? undefined) };
}
