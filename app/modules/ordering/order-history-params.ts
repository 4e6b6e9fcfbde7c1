import { z } from 'zod';
import { parseDateRange, parseListParams } from '#app/utils/list-params';
import { HISTORY_STATUS_FILTERS } from './order-status';

const HistoryFiltersSchema = z.object({
  status: z.enum(HISTORY_STATUS_FILTERS).catch('all'),
  supplierId: z.coerce.number().int().positive().max(2_147_483_647).optional().catch(undefined),
  dateField: z.enum(['created', 'delivery']).catch('created'),
});

export type OrderHistoryParams = ReturnType<typeof parseOrderHistoryParams>;

/**
 * The history's filters from the URL; anything malformed is ignored rather than refused, except a date that is no day
 * of the calendar (2024-02-30): the page says so on its field (`invalidDates`, with the text as typed) and answers 400.
 */
export function parseOrderHistoryParams(url: URL) {
  const params = url.searchParams;
  return {
    ...parseDateRange(params),
    ...parseListParams(url),
    ...HistoryFiltersSchema.parse({
      status: params.get('status') ?? undefined,
      supplierId: params.get('supplier') || undefined,
      dateField: params.get('dateField') ?? undefined,
    }),
  };
}
