import { hasValidCheckDigit } from '#app/utils/gs1';

/** Values as messages write them, checked and made plain: ISO dates, decimal strings with a dot, GS1 keys. */

/** "YYYY-MM-DD" when it is a real calendar date. */
export function isoDate(year: string, month: string, day: string): string | null {
  const date = `${year}-${month}-${day}`;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(date) ? date : null;
}

/** An XML date (xs:date, optionally with a time zone) as "YYYY-MM-DD". */
export function xmlDate(text: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:Z|[+-]\d{2}:\d{2})?$/.exec(text.trim());
  return match ? isoDate(match[1]!, match[2]!, match[3]!) : null;
}

/** Quantities have three decimals in the database (numeric(14,3)). */
const QUANTITY = /^\d{1,11}(\.\d{1,3})?$/;

/**
 * A non-negative quantity as a plain decimal string ("12", "1.5"); `decimal` is the message's decimal mark, and a
 * dot or comma is accepted either way. Null when it is not a number that fits.
 */
export function plainQuantity(text: string, decimal = '.'): string | null {
  let raw = text.trim();
  if (decimal !== '.' && decimal !== ',') raw = raw.replace(decimal, '.');
  raw = raw.replace(',', '.');
  if (raw.startsWith('.')) raw = `0${raw}`;
  if (raw.endsWith('.')) raw = raw.slice(0, -1);
  if (!/^\d+(\.\d+)?$/.test(raw)) return null;
  let [integer, fraction = ''] = raw.split('.') as [string, string?];
  integer = integer.replace(/^0+(?=\d)/, '');
  fraction = fraction.replace(/0+$/, '');
  const plain = fraction ? `${integer}.${fraction}` : integer;
  return QUANTITY.test(plain) ? plain : null;
}

/** A GTIN-8/12/13/14 with a valid check digit, as written. */
export function isGtin(code: string): boolean {
  return /^(\d{8}|\d{12}|\d{13}|\d{14})$/.test(code) && hasValidCheckDigit(code);
}

/** A GLN: 13 digits with a valid check digit. */
export function isGln(code: string): boolean {
  return /^\d{13}$/.test(code) && hasValidCheckDigit(code);
}

/** An SSCC: 18 digits with a valid check digit (a scanned "00" AI prefix is dropped). */
export function toSscc(code: string): string | null {
  const digits = code.trim().replace(/^\(00\)/, '');
  const sscc = digits.length === 20 && digits.startsWith('00') ? digits.slice(2) : digits;
  return /^\d{18}$/.test(sscc) && hasValidCheckDigit(sscc) ? sscc : null;
}

/** Trimmed text, or null when empty. */
export function orNull(text: string | null | undefined): string | null {
  const trimmed = (text ?? '').trim();
  return trimmed ? trimmed : null;
}
