import { toLocale, type Language } from '#app/utils/language';

/** How the analytics page writes its figures in the user's language; "—" where a figure has no base. */

const GROUPING = { useGrouping: 'always' } as unknown as Intl.NumberFormatOptions;
const MINUS = '\u2212';

/** 12.5 → "12.5%" in English, "12,5 %" in Slovenian. */
export function formatPercent(language: Language, value: number | null): string {
  if (value === null) return '—';
  return new Intl.NumberFormat(toLocale(language), {
    ...GROUPING,
    style: 'percent',
    maximumFractionDigits: 1,
  }).format(value / 100);
}

/** A figure with one decimal at most (days, a rate per 100). */
export function formatFigure(language: Language, value: number | null): string {
  if (value === null) return '—';
  return new Intl.NumberFormat(toLocale(language), { ...GROUPING, maximumFractionDigits: 1 }).format(value);
}

/** A change with its sign: "+3", "−2" (a real minus), "0". */
export function formatSigned(language: Language, value: number, percent = false): string {
  const shown = percent ? formatPercent(language, Math.abs(value)) : formatFigure(language, Math.abs(value));
  return value > 0 ? `+${shown}` : value < 0 ? `${MINUS}${shown}` : shown;
}

/** A calendar day ("YYYY-MM-DD") in words, for screen readers: "1 November 2026", "1. november 2026". */
export function formatDayInWords(language: Language, day: string): string {
  return new Intl.DateTimeFormat(toLocale(language), { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );
}
