import { z } from 'zod';
import { parseListParams } from '#app/utils/list-params';
import { SUPPLIER_STATUSES } from './supplier.schema';

const StatusSchema = z.enum(SUPPLIER_STATUSES).catch('active');

/** Page, search and status filter from the query string; an unknown status falls back to active suppliers. */
export function parseSupplierListParams(url: URL) {
  return { ...parseListParams(url), status: StatusSchema.parse(url.searchParams.get('status') ?? undefined) };
}
