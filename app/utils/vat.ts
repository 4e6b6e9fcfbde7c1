import { checkVAT, countries as vatCountries } from 'jsvat';
import type { z } from 'zod';

/** The EU member states and the neighbours Slovenian shops buy from; ISO 3166-1 alpha-2. */
export const VAT_COUNTRIES = [
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
  'BA',
  'CH',
  'GB',
  'ME',
  'MK',
  'NO',
  'RS',
] as const;
export type VatCountry = (typeof VAT_COUNTRIES)[number];

/** A VAT number without a country prefix, where nothing else names the country, is Slovenian (the operator's). */
const DEFAULT_VAT_COUNTRY: VatCountry = 'SI';

/** VAT prefixes that are not the ISO code: Greece uses EL, Switzerland CHE. */
const VAT_PREFIX: Partial<Record<VatCountry, string>> = { GR: 'EL', CH: 'CHE' };

export const isVatCountry = (value: unknown): value is VatCountry =>
  typeof value === 'string' && (VAT_COUNTRIES as readonly string[]).includes(value);

const compactVat = (raw: string) => raw.replace(/[\s.\-/]/g, '').toUpperCase();

/** The country a VAT number's prefix names (EL is Greece, CHE Switzerland); no letters in front: the default. */
function countryOfPrefix(compact: string): VatCountry | null {
  const letters = /^[A-Z]+/.exec(compact)?.[0];
  if (!letters) return DEFAULT_VAT_COUNTRY;
  if (letters.startsWith('CHE')) return 'CH';
  const prefix = letters.slice(0, 2);
  if (prefix === 'EL') return 'GR';
  return isVatCountry(prefix) ? prefix : null;
}

/**
 * The VAT number in its stored form (country prefix, no spaces or dots, upper case), or null when it is not valid.
 * With a country (a supplier's address) the number must belong to it; without one (a company) its prefix names the
 * country, and a number without a prefix is Slovenian. Where jsvat knows the country's check-digit rules they apply
 * (SI12345679 passes, SI12345678 not); for the few neighbours it does not know (BA, ME, MK) only the shape is checked.
 */
export function normalizeVatNumber(raw: string, country?: VatCountry): string | null {
  const compact = compactVat(raw);
  const of = country ?? countryOfPrefix(compact);
  if (!of) return null;
  const rules = vatCountries.find((candidate) => candidate.codes[0] === of);
  if (!rules) return /^[A-Z0-9]{5,20}$/.test(compact) ? compact : null;
  const prefix = VAT_PREFIX[of] ?? of;
  let body = compact;
  if (compact.startsWith(prefix)) body = compact.slice(prefix.length);
  else if (compact.startsWith(of)) body = compact.slice(of.length);
  // Austrian numbers are ATU + 8 digits; people often leave out the U.
  if (of === 'AT' && /^\d{8}$/.test(body)) body = `U${body}`;
  if (!body) return null;
  const result = checkVAT(`${prefix}${body}`, [rules]);
  return result.isValid ? (result.value ?? `${prefix}${body}`) : null;
}

/**
 * The one VAT-number check of every form (companies, registration approvals, suppliers), as a zod refinement: an
 * empty value passes (the field is optional), anything else must be a valid number — for `country` when the form
 * names one, otherwise for the country of its prefix. Messages are translation keys.
 */
export function refineVatNumber(
  value: unknown,
  ctx: z.RefinementCtx,
  options: { country?: VatCountry; path?: PropertyKey[] } = {},
): void {
  if (typeof value !== 'string' || !value.trim() || normalizeVatNumber(value, options.country)) return;
  ctx.addIssue({
    code: 'custom',
    ...(options.path ? { path: options.path } : {}),
    message: options.country ? 'validation.vatNumberForCountry' : 'validation.vatNumber',
    input: value,
  });
}
