import type { Language } from '#app/utils/language';
import { toLocale } from '#app/utils/language';
import { dateTimeFormat } from '#app/utils/format';
import { WEEKDAYS } from './shop-supplier.schema';

/** 1 January 2024 was a Monday, so ISO weekday d falls on 2024-01-0d. */
const dateOf = (isoWeekday: number) => new Date(Date.UTC(2024, 0, isoWeekday));

/**
 * The names of the ISO weekdays (1 Monday … 7 Sunday) in the user's language, from Intl; long names with a capital
 * first letter, as labels have it (Slovenian writes "ponedeljek" in running text and "pon." in a table).
 */
export function weekdayNames(language: Language, width: 'long' | 'short' = 'long'): Record<number, string> {
  const key = `${language} ${width}`;
  let names = namesOf.get(key);
  if (!names) namesOf.set(key, (names = computeWeekdayNames(language, width)));
  return names;
}

/** The names never change, and the supplier list asks for them on every row. */
const namesOf = new Map<string, Readonly<Record<number, string>>>();

function computeWeekdayNames(language: Language, width: 'long' | 'short'): Record<number, string> {
  const locale = toLocale(language);
  const format = dateTimeFormat(locale, { weekday: width, timeZone: 'UTC' });
  return Object.fromEntries(
    WEEKDAYS.map((day) => {
      const name = format.format(dateOf(day));
      return [day, width === 'long' ? name.charAt(0).toLocaleUpperCase(locale) + name.slice(1) : name];
    }),
  );
}

/** "Mon, Wed, Fri" for a list column; every day is "Mon–Sun". */
export function formatDeliveryDays(days: readonly number[], language: Language): string {
  const names = weekdayNames(language, 'short');
  if (days.length === 7) return `${names[1]}–${names[7]}`;
  return [...days]
    .sort((a, b) => a - b)
    .map((day) => names[day])
    .join(', ');
}
