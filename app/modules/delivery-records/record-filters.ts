import { z } from 'zod';
import { CERTIFICATE_SCHEMES, TEMPERATURE_VERDICTS } from '#app/db/schema/receiving';
import type { Permission } from '#app/modules/auth/roles';
import { addDays } from '#app/utils/dates';
import { parseDateRange, parseListParams } from '#app/utils/list-params';

/** The three record pages of the delivery notes area (spec §2), each with its own permission. */
export type RecordKind = 'risk' | 'excluded' | 'certified';

export const RECORD_PERMISSIONS = {
  risk: 'deliveries:risk_items',
  excluded: 'deliveries:stock_excluded',
  certified: 'deliveries:certified',
} as const satisfies Record<RecordKind, Permission>;

export const EXPORT_FORMATS = ['csv', 'xlsx', 'pdf'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** Without a period in the address a list shows the last 30 days, today included, in the shop's time zone. */
const DEFAULT_PERIOD_DAYS = 30;

const id = z.coerce.number().int().positive().max(2_147_483_647).optional().catch(undefined);
const yes = z
  .literal('1')
  .optional()
  .catch(undefined)
  .transform((value) => value === '1');

const FiltersSchema = z.object({
  supplierId: id,
  verdict: z.enum(['all', ...TEMPERATURE_VERDICTS]).catch('all'),
  corrective: yes,
  source: z.enum(['all', 'product', 'receiver']).catch('all'),
  scheme: z.enum(['all', ...CERTIFICATE_SCHEMES]).catch('all'),
  problems: yes,
});

export type RecordFilters = ReturnType<typeof parseRecordFilters>;

/**
 * A record list's filters from the URL: the period (`from`, `to`: absent = the last 30 days up to `today`; sent
 * empty = open on that side), supplier, product search and page for all three lists, and each list's own (verdict and
 * "only with corrective action" for risk items, the source for stock-excluded lines, the scheme and "only problems"
 * for ASC/MSC). Anything malformed is ignored; a day that does not exist is named in `invalidDates` for a 400.
 */
export function parseRecordFilters(url: URL, today: string) {
  const params = url.searchParams;
  const range = parseDateRange(params);
  const from = params.has('from') ? range.from : addDays(today, 1 - DEFAULT_PERIOD_DAYS);
  const to = params.has('to') ? range.to : today;
  return {
    ...parseListParams(url),
    from,
    to,
    invalidDates: range.invalidDates,
    ...FiltersSchema.parse({
      supplierId: params.get('supplier') || undefined,
      verdict: params.get('verdict') ?? undefined,
      corrective: params.get('corrective') ?? undefined,
      source: params.get('source') ?? undefined,
      scheme: params.get('scheme') ?? undefined,
      problems: params.get('problems') ?? undefined,
    }),
  };
}

/** An export format from the route's path segment, or null for anything else (404). */
export function parseExportFormat(value: string | undefined): ExportFormat | null {
  return EXPORT_FORMATS.find((format) => format === value) ?? null;
}
