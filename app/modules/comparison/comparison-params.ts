import { z } from 'zod';
import { addDays } from '#app/utils/dates';
import { parseDateRange, parseListParams } from '#app/utils/list-params';

const ComparisonFiltersSchema = z.object({
  supplierId: z.coerce.number().int().positive().max(2_147_483_647).optional().catch(undefined),
  onlyDifferences: z.enum(['1']).optional().catch(undefined),
});

export type ComparisonParams = ReturnType<typeof parseComparisonParams>;

/** The first and last day of `today`'s month ("YYYY-MM-DD"). */
function monthOf(today: string): { from: string; to: string } {
  const from = `${today.slice(0, 8)}01`;
  const [year, month] = from.split('-').map(Number) as [number, number];
  const nextMonth = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return { from, to: addDays(nextMonth, -1) };
}

/**
 * The comparison's filters from the URL: supplier, the delivery period (this month of the shop's `today` for a bound
 * left out), only differences, page. Anything malformed is ignored; a day that does not exist is named in
 * `invalidDates` (400) and that bound falls back to the month's.
 */
export function parseComparisonParams(url: URL, today: string) {
  const params = url.searchParams;
  const range = parseDateRange(params);
  const month = monthOf(today);
  const { supplierId, onlyDifferences } = ComparisonFiltersSchema.parse({
    supplierId: params.get('supplier') || undefined,
    onlyDifferences: params.get('differences') || undefined,
  });
  return {
    page: parseListParams(url).page,
    supplierId,
    from: range.from ?? month.from,
    to: range.to ?? month.to,
    onlyDifferences: onlyDifferences === '1',
    invalidDates: range.invalidDates,
  };
}
