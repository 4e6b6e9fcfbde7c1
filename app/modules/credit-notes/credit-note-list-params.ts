import { z } from 'zod';
import { CREDIT_NOTE_KINDS } from '#app/db/schema/reclamations';
import { parseDateRange, parseListParams } from '#app/utils/list-params';

const FiltersSchema = z.object({
  supplierId: z.coerce.number().int().positive().max(2_147_483_647).optional().catch(undefined),
  kind: z.enum(['all', ...CREDIT_NOTE_KINDS]).catch('all'),
});

export type CreditNoteListParams = ReturnType<typeof parseCreditNoteListParams>;

/**
 * The documents' filters from the URL (supplier, kind, issue date range, number search, page): anything malformed is
 * ignored, and a day that does not exist is named on its field (`invalidDates`) for a 400.
 */
export function parseCreditNoteListParams(url: URL) {
  const params = url.searchParams;
  return {
    ...parseDateRange(params),
    ...parseListParams(url),
    ...FiltersSchema.parse({ supplierId: params.get('supplier') || undefined, kind: params.get('kind') ?? undefined }),
  };
}
