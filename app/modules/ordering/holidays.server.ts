import type DateHolidays from 'date-holidays';
import { lazyPackage } from '#app/utils/lazy-package.server';

const Holidays = lazyPackage<typeof DateHolidays>('date-holidays');

/**
 * Public holidays of the shop's country, on which no supplier delivers (docs/decisions/023). The dates come from
 * date-holidays, which ships its rules (fixed days, Easter and the days counted from it) inside the package: nothing
 * is fetched at run time. Shops have no country of their own yet; every shop the product serves is in Slovenia.
 */
const DEFAULT_HOLIDAY_COUNTRY = 'SI';

const byCountryYear = new Map<string, ReadonlySet<string>>();

/** The public holidays ("YYYY-MM-DD", the country's calendar) of one year; observances and name days are not. */
function publicHolidaysOf(country: string, year: number): ReadonlySet<string> {
  const key = `${country} ${year}`;
  let dates = byCountryYear.get(key);
  if (!dates) {
    const holidays = new (Holidays())(country).getHolidays(year) || [];
    dates = new Set(
      holidays.filter((holiday) => holiday.type === 'public').map((holiday) => holiday.date.slice(0, 10)),
    );
    byCountryYear.set(key, dates);
  }
  return dates;
}

/** "Is this calendar date a public holiday?", for the pure delivery-date rules. */
export function isPublicHoliday(date: string, country = DEFAULT_HOLIDAY_COUNTRY): boolean {
  const year = Number(date.slice(0, 4));
  return Number.isInteger(year) && publicHolidaysOf(country, year).has(date);
}
