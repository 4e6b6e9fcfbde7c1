import { z } from 'zod';
import { parseListParams } from '#app/utils/list-params';
import { HISTORY_STATUS_FILTERS } from './order-status';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const dateParam = z
  .string()
  .regex(DATE)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)))
  .optional()
  .catch(undefined);

const HistoryFiltersSchema = z.object({
  status: z.enum(HISTORY_STATUS_FILTERS).catch('all'),
  supplierId: z.coerce.number().int().positive().max(2_147_483_647).optional().catch(undefined),
  dateField: z.enum(['created', 'delivery']).catch('created'),
  from: dateParam,
  to: dateParam,
});

export type OrderHistoryParams = ReturnType<typeof parseOrderHistoryParams>;

/** The history's filters from the URL; anything malformed is ignored rather than refused. */
export function parseOrderHistoryParams(url: URL) {
  const params = url.searchParams;
  return {
    ...parseListParams(url),
    ...HistoryFiltersSchema.parse({
      status: params.get('status') ?? undefined,
      supplierId: params.get('supplier') || undefined,
      dateField: params.get('dateField') ?? undefined,
      from: params.get('from') || undefined,
      to: params.get('to') || undefined,
    }),
  };
}
