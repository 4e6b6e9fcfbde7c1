import type { Language } from './language';
import { toLocale } from './language';

/**
 * Amounts typed by people, in their language's format ("1.234,50" in Slovenian, "1,234.50" in English), read as exact
 * decimal strings ("1234.50") and never through JavaScript floats. Stored amounts are PostgreSQL numeric strings.
 */

type DecimalInputError = 'format' | 'negative' | 'decimals' | 'tooLarge';
export type DecimalInputResult = { ok: true; value: string | null } | { ok: false; error: DecimalInputError };

const separators = (language: Language) =>
  language === 'si' ? { decimal: ',', group: '.' } : { decimal: '.', group: ',' };
const escape = (char: string) => `\\${char}`;

/**
 * Reads an amount. Empty is null. Groups of three may be separated by the language's group separator or spaces; the
 * other language's decimal separator is accepted when it cannot be a group separator ("12.5" in Slovenian is 12,5,
 * "1.500" is 1500), since people paste amounts from everywhere.
 */
export function parseDecimalInput(
  raw: string | null | undefined,
  language: Language,
  options: { maxFractionDigits?: number; maxIntegerDigits?: number } = {},
): DecimalInputResult {
  const { maxFractionDigits = 2, maxIntegerDigits = 10 } = options;
  const compact = (raw ?? '').replace(/[\s\u00a0\u202f]/g, '');
  if (!compact) return { ok: true, value: null };
  if (/^-/.test(compact)) return { ok: false, error: 'negative' };
  const { decimal, group } = separators(language);
  const grouped = new RegExp(`^\\d{1,3}(${escape(group)}\\d{3})+$`);

  let integer: string;
  let fraction = '';
  if (compact.includes(decimal)) {
    const parts = compact.split(decimal);
    if (parts.length !== 2) return { ok: false, error: 'format' };
    [integer, fraction] = parts as [string, string];
    if (integer.includes(group)) {
      if (!grouped.test(integer)) return { ok: false, error: 'format' };
      integer = integer.split(group).join('');
    }
  } else if (compact.includes(group)) {
    if (grouped.test(compact)) integer = compact.split(group).join('');
    else {
      // One separator and at most two digits after it: a decimal point in the other convention.
      const parts = compact.split(group);
      if (parts.length !== 2 || parts[1]!.length > 2) return { ok: false, error: 'format' };
      [integer, fraction] = parts as [string, string];
    }
  } else integer = compact;

  if (!/^\d*$/.test(integer) || !/^\d*$/.test(fraction) || (!integer && !fraction))
    return { ok: false, error: 'format' };
  if (fraction.length > maxFractionDigits) return { ok: false, error: 'decimals' };
  const digits = integer.replace(/^0+(?=\d)/, '') || '0';
  if (digits.length > maxIntegerDigits) return { ok: false, error: 'tooLarge' };
  return { ok: true, value: fraction ? `${digits}.${fraction}` : digits };
}

/** Whether a string is an amount in the canonical form parseDecimalInput gives: "1234", "1234.5", "0.05". */
export function isCanonicalDecimal(value: string, maxFractionDigits = 2, maxIntegerDigits = 10): boolean {
  return new RegExp(`^(0|[1-9]\\d{0,${maxIntegerDigits - 1}})(\\.\\d{1,${maxFractionDigits}})?$`).test(value);
}

/**
 * A stored amount ("1234.5000") as the user's language writes it ("1.234,50"), with at least `minFractionDigits`
 * decimals and no trailing zeros beyond them. Exact: the integer part is formatted as a BigInt.
 */
export function formatDecimalInput(
  value: string | null | undefined,
  language: Language,
  minFractionDigits = 2,
): string {
  if (value === null || value === undefined || value === '') return '';
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!match) return value;
  const [, sign, integer, fraction = ''] = match;
  const { decimal } = separators(language);
  const trimmed = fraction.replace(/0+$/, '').padEnd(minFractionDigits, '0');
  // Slovenian CLDR data groups only from five digits; the app's format is 1.234,56, so group always (as in format.ts).
  const groupedInteger = new Intl.NumberFormat(toLocale(language), {
    useGrouping: 'always',
  } as unknown as Intl.NumberFormatOptions).format(BigInt(integer!));
  return `${sign}${groupedInteger}${trimmed ? `${decimal}${trimmed}` : ''}`;
}
