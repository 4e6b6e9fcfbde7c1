import { addDays, isCalendarDate } from '#app/utils/dates';
import { wallTimeInstant } from '#app/utils/wall-time';

/** The periods the analytics page offers (docs/decisions/036-delivery-analytics.md). */
export const PERIOD_KINDS = ['this_week', 'this_month', 'last_month', 'custom'] as const;
export type PeriodKind = (typeof PERIOD_KINDS)[number];

/** Calendar days in the shop's time zone, both ends included. */
export interface Period {
  from: string;
  to: string;
}

/** A custom range longer than this is refused: two years of days is what the rollup keeps in view. */
const MAX_PERIOD_DAYS = 731;

/** Monday of the ISO week holding `day`. */
export function weekStart(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}

function monthStart(day: string): string {
  return `${day.slice(0, 7)}-01`;
}

/** Days from `from` to `to`, both included. */
export function periodLength(period: Period): number {
  return Math.round((Date.parse(`${period.to}T00:00:00Z`) - Date.parse(`${period.from}T00:00:00Z`)) / 86_400_000) + 1;
}

/**
 * The period a kind names on the shop's `today` ("YYYY-MM-DD", from todayIn(shop.timeZone)): this week is Monday to
 * today, this month the 1st to today, last month the whole calendar month before. A custom range is taken as given
 * when both ends are calendar days, in order and at most MAX_PERIOD_DAYS long; otherwise null.
 */
export function resolvePeriod(kind: PeriodKind, today: string, custom?: { from: string; to: string }): Period | null {
  switch (kind) {
    case 'this_week':
      return { from: weekStart(today), to: today };
    case 'this_month':
      return { from: monthStart(today), to: today };
    case 'last_month': {
      const end = addDays(monthStart(today), -1);
      return { from: monthStart(end), to: end };
    }
    case 'custom': {
      if (!custom || !isCalendarDate(custom.from) || !isCalendarDate(custom.to) || custom.from > custom.to) return null;
      return periodLength(custom) > MAX_PERIOD_DAYS ? null : { from: custom.from, to: custom.to };
    }
  }
}

/** The period of the same length just before: what each counter's change is measured against. */
export function previousPeriod(period: Period): Period {
  return { from: addDays(period.from, -periodLength(period)), to: addDays(period.from, -1) };
}

/**
 * The instants that bound a period in a time zone, for timestamps (a reclamation's creation): from the start of its
 * first day to the start of the day after its last, as the shop's clock shows them (23 or 25 hours on DST days).
 */
export function periodInstants(period: Period, timeZone: string): { start: Date; end: Date } {
  return {
    start: wallTimeInstant(period.from, '00:00', timeZone),
    end: wallTimeInstant(addDays(period.to, 1), '00:00', timeZone),
  };
}

/** The twelve calendar months ending with `today`'s: a supplier's trend (first day of each month). */
export function trendMonths(today: string): string[] {
  const [y, m] = today.split('-').map(Number) as [number, number];
  return Array.from({ length: 12 }, (_, i) => new Date(Date.UTC(y, m - 12 + i, 1)).toISOString().slice(0, 10));
}

/** The trend's period: the first of those months to today. */
export function trendPeriod(today: string): Period {
  return { from: trendMonths(today)[0]!, to: today };
}
