import { z } from 'zod';
import { DELIVERY_NOTE_STATES, DELIVERY_OUTCOMES } from '#app/db/schema/receiving';
import { parseDateRange, parseListParams } from '#app/utils/list-params';

const NoteFiltersSchema = z.object({
  supplierId: z.coerce.number().int().positive().max(2_147_483_647).optional().catch(undefined),
  state: z.enum(['all', ...DELIVERY_NOTE_STATES]).catch('all'),
  outcome: z.enum(['all', ...DELIVERY_OUTCOMES]).catch('all'),
});

export type DeliveryNoteListParams = ReturnType<typeof parseDeliveryNoteListParams>;

/**
 * The delivery notes' filters from the URL (supplier, delivery date range, state, outcome, search, page): anything
 * malformed is ignored, and a day that does not exist is named on its field (`invalidDates`) for a 400.
 */
export function parseDeliveryNoteListParams(url: URL) {
  const params = url.searchParams;
  return {
    ...parseDateRange(params),
    ...parseListParams(url),
    ...NoteFiltersSchema.parse({
      supplierId: params.get('supplier') || undefined,
      state: params.get('state') ?? undefined,
      outcome: params.get('outcome') ?? undefined,
    }),
  };
}
