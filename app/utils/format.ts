import type { Language } from './language';
import { toLocale } from './language';

// Slovenian CLDR data groups only from five digits; the spec's format is 1.234,56, so group always.
const GROUPING = { useGrouping: 'always' } as unknown as Intl.NumberFormatOptions;

/**
 * Making an Intl formatter costs far more than using one (ICU loads the locale's data each time): a list page of 25
 * rows formats a hundred values, so each formatter is made once per process for its locale and options and kept.
 * The keys are few (two languages, a handful of option sets, the shops' time zones).
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** The one `Intl.NumberFormat` for a locale and options (options in a fixed key order, so equal options share one). */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

/** The one `Intl.DateTimeFormat` for a locale and options. */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateTimeFormats.get(key);
  if (!format) dateTimeFormats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

/**
 * The formatters of the functions below, by a key of their own: building `numberFormat`'s key (options spread and
 * written as JSON) on every call was most of what formatting a value cost, and a list page formats a hundred.
 */
const formattersByKey = new Map<string, Intl.NumberFormat>();

function formatterFor(key: string, make: () => Intl.NumberFormat): Intl.NumberFormat {
  let format = formattersByKey.get(key);
  if (!format) formattersByKey.set(key, (format = make()));
  return format;
}

const countFormat = (language: Language, fractionDigits?: number) =>
  formatterFor(`count|${language}|${fractionDigits}`, () =>
    numberFormat(toLocale(language), {
      ...GROUPING,
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits ?? 3,
    }),
  );

const moneyFormat = (language: Language, currency: string) =>
  formatterFor(`money|${language}|${currency}`, () =>
    numberFormat(toLocale(language), { ...GROUPING, style: 'currency', currency }),
  );

export function formatNumber(language: Language, value: number, fractionDigits?: number): string {
  return countFormat(language, fractionDigits).format(value);
}

export function formatMoney(language: Language, value: number | string, currency = 'EUR'): string {
  return moneyFormat(language, currency).format(Number(value));
}

/**
 * The formatters a list's first render uses (prices, counts), each made by one call: app/entry.client.tsx makes them
 * before hydration, each in a task of its own. The first formatter of a language loads its locale data, 50 ms on
 * Lighthouse's slowed phone, which otherwise fell inside hydration's longest task.
 */
export function formattersToMake(language: Language): (() => Intl.NumberFormat)[] {
  return [() => moneyFormat(language, 'EUR'), () => countFormat(language)];
}

/**
 * Dates and times already written, per kind, language, time zone and value: a list writes the same few days on every
 * row (25 delivery notes, 20 expected deliveries), the same rows on every visit, and each `format` in a time zone cost
 * 4 µs. Cleared when full.
 */
const writtenDates = new Map<string, string>();
const WRITTEN_DATES_KEPT = 1000;

function written(
  kind: string,
  language: Language,
  value: Date | string,
  timeZone: string,
  options: Intl.DateTimeFormatOptions,
): string {
  const key = `${kind}|${language}|${timeZone}|${typeof value === 'string' ? value : value.getTime()}`;
  let text = writtenDates.get(key);
  if (text === undefined) {
    const date = typeof value === 'string' ? new Date(value) : value;
    text = dateTimeFormat(toLocale(language), { ...options, timeZone }).format(date);
    if (writtenDates.size >= WRITTEN_DATES_KEPT) writtenDates.clear();
    writtenDates.set(key, text);
  }
  return text;
}

const DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'numeric', year: 'numeric' };
const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'short', timeStyle: 'short' };

/** A calendar date such as a delivery date: `22. 11. 2026` in Slovenian, `22/11/2026` in English. */
export function formatDate(language: Language, value: Date | string, timeZone = 'Europe/Ljubljana'): string {
  return written('date', language, value, timeZone, DATE);
}

/** A moment (an order's creation, a sign-off) as date and time on the shop's clock. */
export function formatDateTime(language: Language, value: Date | string, timeZone = 'Europe/Ljubljana'): string {
  return written('time', language, value, timeZone, DATE_TIME);
}
