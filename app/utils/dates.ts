/** Calendar dates as "YYYY-MM-DD" strings: the shop's days for prices, delivery dates and receiving. */

/** "YYYY-MM-DD" plus whole days, on the calendar (no time zone or daylight saving involved). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Making a formatter costs far more than using one (a sign-off asks for today several times). */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The day last worked out per time zone and the second it was for: a page asks for today several times a request
 * (its loader, Expected today, the ASNs), 7 µs each in a time zone. A day begins on a whole second in every zone.
 */
const lastDays = new Map<string, { second: number; day: string }>();

/** Today's date where the shop is: just after midnight in Ljubljana it is already tomorrow in UTC terms. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  const second = Math.floor(now.getTime() / 1000);
  const last = lastDays.get(timeZone);
  if (last?.second === second) return last.day;
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  const day = format.format(now);
  lastDays.set(timeZone, { second, day });
  return day;
}

/** A day that exists in the calendar: Date.parse accepts 2024-02-30 (as 1 March), which PostgreSQL refuses with an error. */
export function isCalendarDate(value: string): boolean {
  // PostgreSQL has no year 0.
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value.startsWith('0000')) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}
