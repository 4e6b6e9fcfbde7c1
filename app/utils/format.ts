import type { Language } from './language';
import { toLocale } from './language';

// Slovenian CLDR data groups only from five digits; the spec's format is 1.234,56, so group always.
const GROUPING = { useGrouping: 'always' } as unknown as Intl.NumberFormatOptions;

export function formatNumber(language: Language, value: number, fractionDigits?: number): string {
  return new Intl.NumberFormat(toLocale(language), {
    ...GROUPING,
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits ?? 3,
  }).format(value);
}

export function formatMoney(language: Language, value: number | string, currency = 'EUR'): string {
  return new Intl.NumberFormat(toLocale(language), { ...GROUPING, style: 'currency', currency }).format(Number(value));
}

/** A calendar date such as a delivery date: `22. 11. 2026` in Slovenian, `22/11/2026` in English. */
export function formatDate(language: Language, value: Date | string, timeZone = 'Europe/Ljubljana'): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return new Intl.DateTimeFormat(toLocale(language), {
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
    timeZone,
  }).format(date);
}

export function formatDateTime(language: Language, value: Date | string, timeZone = 'Europe/Ljubljana'): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return new Intl.DateTimeFormat(toLocale(language), { dateStyle: 'short', timeStyle: 'short', timeZone }).format(date);
}
