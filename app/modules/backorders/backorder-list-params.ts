import { z } from 'zod';
import { BACKORDER_STATUSES } from '#app/db/schema/receiving';
import { parseListParams } from '#app/utils/list-params';

const BackorderFiltersSchema = z.object({
  supplierId: z.coerce.number().int().positive().max(2_147_483_647).optional().catch(undefined),
  status: z.enum(['all', ...BACKORDER_STATUSES]).catch('open'),
  overdue: z.literal('1').optional().catch(undefined),
});

export type BackorderListParams = ReturnType<typeof parseBackorderListParams>;

/** The backorders' filters from the URL: supplier, status (open unless asked), overdue only, page. */
export function parseBackorderListParams(url: URL) {
  const params = url.searchParams;
  const filters = BackorderFiltersSchema.parse({
    supplierId: params.get('supplier') || undefined,
    status: params.get('status') ?? undefined,
    overdue: params.get('overdue') ?? undefined,
  });
  return { page: parseListParams(url).page, ...filters, overdue: filters.overdue === '1' };
}
