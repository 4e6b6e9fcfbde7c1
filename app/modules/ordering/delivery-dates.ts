import { addDays } from '#app/utils/dates';

/**
 * Which delivery dates an order can get (docs/decisions/018): the earliest is tomorrow when the order is placed
 * before the supplier's cut-off in the shop's time zone (or the supplier has no cut-off), and the day after tomorrow
 * at or after the cut-off; from there, only the supplier's delivery days (ISO 1 Monday … 7 Sunday; none = any day),
 * never a public holiday of the shop's country (docs/decisions/023). Dates are "YYYY-MM-DD" on the shop's calendar.
 * The holidays come in as a predicate (holidays.server.ts), so these rules stay pure.
 */

/** "Is this date a public holiday?" */
export type HolidayCheck = (date: string) => boolean;

export interface DeliveryTerms {
  deliveryDays: readonly number[];
  /** Minute of the day (0–1439) in the shop's time zone; null: no cut-off. */
  orderCutoffMinutes: number | null;
}

/** How many dates the picker offers. */
const OFFERED_DATES = 14;
/** How far ahead a date may be picked at all. */
const MAX_DAYS_AHEAD = 90;

/** The shop's date and minute of the day at `now`: the wall clock of the time zone, daylight saving included. */
export function shopClock(timeZone: string, now: Date): { date: string; minutes: number } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return {
    date: `${get('year')}-${get('month')}-${get('day')}`,
    minutes: Number(get('hour')) * 60 + Number(get('minute')),
  };
}

/** ISO weekday of a calendar date: 1 Monday … 7 Sunday. */
export function isoWeekday(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return day === 0 ? 7 : day;
}

export function earliestDeliveryDate(terms: DeliveryTerms, timeZone: string, now: Date): string {
  const clock = shopClock(timeZone, now);
  const pastCutoff = terms.orderCutoffMinutes !== null && clock.minutes >= terms.orderCutoffMinutes;
  return addDays(clock.date, pastCutoff ? 2 : 1);
}

const deliversOn = (terms: DeliveryTerms, date: string, isHoliday: HolidayCheck) =>
  (terms.deliveryDays.length === 0 || terms.deliveryDays.includes(isoWeekday(date))) && !isHoliday(date);

/** The next dates the supplier delivers on that an order placed `now` can still get. */
export function offeredDeliveryDates(
  terms: DeliveryTerms,
  timeZone: string,
  now: Date,
  isHoliday: HolidayCheck,
  count = OFFERED_DATES,
): string[] {
  const dates: string[] = [];
  let date = earliestDeliveryDate(terms, timeZone, now);
  for (let i = 0; i < MAX_DAYS_AHEAD && dates.length < count; i++, date = addDays(date, 1)) {
    if (deliversOn(terms, date, isHoliday)) dates.push(date);
  }
  return dates;
}

/** The supplier's first delivery day after `date`, not a holiday: when a backorder's rest is expected by default. */
export function nextDeliveryDay(deliveryDays: readonly number[], date: string, isHoliday: HolidayCheck): string {
  const terms = { deliveryDays, orderCutoffMinutes: null };
  for (let day = 1; day <= MAX_DAYS_AHEAD; day++) {
    if (deliversOn(terms, addDays(date, day), isHoliday)) return addDays(date, day);
  }
  return addDays(date, 1);
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The server's check of a picked date. */
export function isDeliveryDateAllowed(
  terms: DeliveryTerms,
  timeZone: string,
  now: Date,
  date: string,
  isHoliday: HolidayCheck,
): boolean {
  if (!DATE.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`))) return false;
  const earliest = earliestDeliveryDate(terms, timeZone, now);
  return date >= earliest && date <= addDays(earliest, MAX_DAYS_AHEAD) && deliversOn(terms, date, isHoliday);
}
