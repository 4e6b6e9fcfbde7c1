import { z } from 'zod';
import { RECLAMATION_REASONS, RECLAMATION_STATUSES } from '#app/db/schema/reclamations';
import { parseDateRange, parseListParams } from '#app/utils/list-params';

/** The list's status filter: a reclamation status, or its mail Failed. */
export const LIST_STATUS_FILTERS = ['all', ...RECLAMATION_STATUSES, 'failed'] as const;

const FiltersSchema = z.object({
  supplierId: z.coerce.number().int().positive().max(2_147_483_647).optional().catch(undefined),
  status: z.enum(LIST_STATUS_FILTERS).catch('all'),
  reason: z.enum(['all', ...RECLAMATION_REASONS]).catch('all'),
});

export type ReclamationListParams = ReturnType<typeof parseReclamationListParams>;

/** Supplier, status, period (from/to, the day drafted), reason and page from the URL; anything malformed is ignored. */
export function parseReclamationListParams(url: URL) {
  const params = url.searchParams;
  return {
    ...parseDateRange(params),
    page: parseListParams(url).page,
    ...FiltersSchema.parse({
      supplierId: params.get('supplier') || undefined,
      status: params.get('status') ?? undefined,
      reason: params.get('reason') ?? undefined,
    }),
  };
}
