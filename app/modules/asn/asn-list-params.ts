import { z } from 'zod';
import { ASN_STATUSES } from '#app/db/schema/asn';
import { parseDateRange, parseListParams } from '#app/utils/list-params';

const AsnFiltersSchema = z.object({
  supplierId: z.coerce.number().int().positive().max(2_147_483_647).optional().catch(undefined),
  status: z.enum(['all', ...ASN_STATUSES]).catch('all'),
});

export type AsnListParams = ReturnType<typeof parseAsnListParams>;

/**
 * The advance ship notices' filters from the URL (supplier, delivery date range, status, search, page): anything
 * malformed is ignored, and a day that does not exist is named on its field (`invalidDates`) for a 400.
 */
export function parseAsnListParams(url: URL) {
  const params = url.searchParams;
  return {
    ...parseDateRange(params),
    ...parseListParams(url),
    ...AsnFiltersSchema.parse({
      supplierId: params.get('supplier') || undefined,
      status: params.get('status') ?? undefined,
    }),
  };
}

/**
 * An SSCC as the search box may get it: 18 digits, or (00) / 00 before them as a scanner or a label writes it; null
 * when the text is none.
 */
export function ssccInSearch(q: string): string | null {
  const compact = q.replace(/\s/g, '');
  const match = /^(?:\(00\)|00)?(\d{18})$/.exec(compact);
  return match ? match[1]! : null;
}
