/** Calendar dates as "YYYY-MM-DD" strings: the shop's days for prices, delivery dates and receiving. */

/** "YYYY-MM-DD" plus whole days, on the calendar (no time zone or daylight saving involved). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Making a formatter costs far more than using one (a sign-off asks for today several times). */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** Today's date where the shop is: just after midnight in Ljubljana it is already tomorrow in UTC terms. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format.format(now);
}
