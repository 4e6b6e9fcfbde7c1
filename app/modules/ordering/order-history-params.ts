import { z } from 'zod';
import { parseListParams } from '#app/utils/list-params';
import { HISTORY_STATUS_FILTERS } from './order-status';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A day that exists in the calendar: Date.parse accepts 2024-02-30 (as 1 March), which PostgreSQL refuses with an error. */
export function isCalendarDate(value: string): boolean {
  // PostgreSQL has no year 0.
  if (!DATE.test(value) || value.startsWith('0000')) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

const dateParam = z.string().refine(isCalendarDate).optional().catch(undefined);

const HistoryFiltersSchema = z.object({
  status: z.enum(HISTORY_STATUS_FILTERS).catch('all'),
  supplierId: z.coerce.number().int().positive().max(2_147_483_647).optional().catch(undefined),
  dateField: z.enum(['created', 'delivery']).catch('created'),
  from: dateParam,
  to: dateParam,
});

export type OrderHistoryParams = ReturnType<typeof parseOrderHistoryParams>;

/**
 * The history's filters from the URL; anything malformed is ignored rather than refused, except a date that is no day
 * of the calendar (2024-02-30): the page says so on its field (`invalidDates`, with the text as typed) and answers 400.
 */
export function parseOrderHistoryParams(url: URL) {
  const params = url.searchParams;
  const invalidDates = Object.fromEntries(
    (['from', 'to'] as const).flatMap((field) => {
      const value = params.get(field);
      return value && !isCalendarDate(value) ? [[field, value.slice(0, 40)]] : [];
    }),
  ) as Partial<Record<'from' | 'to', string>>;
  return {
    invalidDates,
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
