import { z } from 'zod';
import { isCalendarDate } from './dates';

const ListParamsSchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
  q: z.string().trim().max(200).optional().catch(undefined),
});

/** Page and search from the query string; anything malformed falls back to the first page. */
export function parseListParams(url: URL) {
  return ListParamsSchema.parse({
    page: url.searchParams.get('page') ?? undefined,
    q: url.searchParams.get('q') || undefined,
  });
}

/** The status filter of every list of rows that can be deactivated and soft-deleted. */
export const LIST_STATUSES = ['active', 'inactive', 'deleted', 'all'] as const;
export type ListStatus = (typeof LIST_STATUSES)[number];

/** A list status that falls back to `fallback` for anything else (a missing, mistyped or unknown value). */
export function listStatusSchema(fallback: ListStatus) {
  return z.enum(LIST_STATUSES).catch(fallback);
}

/**
 * A list's `from` and `to` days from the query string. Anything but a day of the calendar is left out of the filter;
 * a day that does not exist (2024-02-30) is also named in `invalidDates` with the text as typed, so the page can say so
 * on its field and answer 400.
 */
export function parseDateRange(params: URLSearchParams) {
  const range: { from?: string; to?: string; invalidDates: Partial<Record<'from' | 'to', string>> } = {
    invalidDates: {},
  };
  for (const field of ['from', 'to'] as const) {
    const value = params.get(field);
    if (!value) continue;
    if (isCalendarDate(value)) range[field] = value;
    else range.invalidDates[field] = value.slice(0, 40);
  }
  return range;
}
