import enProducts from '#app/locales/en/products';
import slProducts from '#app/locales/sl/products';
import { TEMPERATURE_REGIMES, productFormSchema, type ProductValues } from './product.schema';
import { normalizeHeader } from '#app/modules/spreadsheet/column-mapping';
import type { ColumnMapping, ImportField } from './product-import-fields';
import type { ProductFormDefaults } from './product-form';
import type { TranslationKey } from '#app/locales';
import { messageKey } from '#app/utils/i18n';

/**
 * One row of an import file, turned into the product form's input and checked by the form's own schema. Cells are
 * read the same whatever the user's language: files come from everywhere, so a number may use "," or "." (see
 * importDecimal), dates are ISO or Slovenian, yes/no in English or Slovenian.
 */

export interface RowIssue {
  field: ImportField;
  message: TranslationKey;
  values?: Record<string, string | number>;
}

/**
 * "1,5", "1.5", "1.234,50", "1,234.50", "1 234,5" and "22 %" as "1.5" … "22": with both separators the last one is
 * the decimal one; a single separator that occurs once is decimal (spreadsheets do not group digits), one that
 * occurs more than once groups digits. What is left the schema checks.
 */
export function importDecimal(cell: string): string {
  const compact = cell.replace(/[\s\u00a0\u202f'%€]/g, '');
  if (!compact) return '';
  const lastDot = compact.lastIndexOf('.');
  const lastComma = compact.lastIndexOf(',');
  if (lastDot >= 0 && lastComma >= 0) {
    const [decimal, group] = lastDot > lastComma ? ['.', ','] : [',', '.'];
    return compact.split(group).join('').replace(decimal, '.');
  }
  const separator = lastDot >= 0 ? '.' : lastComma >= 0 ? ',' : null;
  if (!separator) return compact;
  const parts = compact.split(separator);
  return parts.length === 2 ? parts.join('.') : parts.join('');
}

const TRUE = new Set(['1', 'true', 'yes', 'y', 'x', 'da', 'd', 'on', '✓']);
const FALSE = new Set(['', '0', 'false', 'no', 'n', 'ne', 'off', '-']);

/** A yes/no cell; null when it is neither. Empty is no. */
export function importBoolean(cell: string): boolean | null {
  const value = cell.trim().toLowerCase();
  if (TRUE.has(value)) return true;
  if (FALSE.has(value)) return false;
  return null;
}

const REGIME_NAMES: Record<(typeof TEMPERATURE_REGIMES)[number], string[]> = {
  chilled: [
    'chilled',
    'refrigerated',
    'cooled',
    'hlajeno',
    'hladilnik',
    normalizeHeader(enProducts.temperature.chilled),
    normalizeHeader(slProducts.temperature.chilled),
  ],
  frozen: [
    'frozen',
    'zmrznjeno',
    'globokozamrznjeno',
    'zamrzovalnik',
    normalizeHeader(enProducts.temperature.frozen),
    normalizeHeader(slProducts.temperature.frozen),
  ],
  room: [
    'room',
    'ambient',
    'sobna',
    normalizeHeader(enProducts.temperature.room),
    normalizeHeader(slProducts.temperature.room),
  ],
};

/** A temperature regime by its key or its English or Slovenian name; empty is room temperature; null when unknown. */
export function importTemperature(cell: string): (typeof TEMPERATURE_REGIMES)[number] | null {
  const key = normalizeHeader(cell);
  if (!key) return 'room';
  return TEMPERATURE_REGIMES.find((regime) => REGIME_NAMES[regime].includes(key)) ?? null;
}

/** 2026-11-23, 23.11.2026 or 23. 11. 2026 as an ISO date; '' for empty; null when it is not a real date. */
export function importDate(cell: string): string | null {
  const trimmed = cell.trim();
  if (!trimmed) return '';
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(trimmed);
  const sl = /^(\d{1,2})\.\s*(\d{1,2})\.\s*(\d{4})$/.exec(trimmed);
  const parts = iso ? [iso[1], iso[2], iso[3]] : sl ? [sl[3], sl[2], sl[1]] : null;
  if (!parts) return null;
  const [y, m, d] = parts.map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return date.toISOString().slice(0, 10);
}

/** Several codes in one cell, separated by commas, semicolons, bars or line breaks (spaces may be inside a code). */
export const splitCodes = (cell: string) =>
  cell
    .split(/[,;|\n]+/)
    .map((code) => code.trim())
    .filter(Boolean);

/** "crate = 12; box = 1,5" as the form's lines "crate = 12" and "box = 1.5". */
export function importCountingUnits(cell: string): string {
  return cell
    .split(/[;\n]+/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const match = /^(.*?)\s*=\s*(.*)$/.exec(part);
      return match ? `${match[1]} = ${importDecimal(match[2]!)}` : part;
    })
    .join('\n');
}

const DECIMAL_FIELDS = new Set<ImportField>([
  'minOrderQuantity',
  'unitsPerPackage',
  'packagesPerPallet',
  'price',
  'discount',
  'vat',
  'netPercentage',
  'grossPercentage',
  'unitsInPackage',
]);
const BOOLEAN_FIELDS = new Set<ImportField>(['containsAlcohol', 'isWeighted', 'isRisky', 'excludeFromStockExport']);

export type FormInput = Record<string, unknown>;

/**
 * The form input of one row: `base` (the product it updates, or nothing) with each mapped cell over it. The supplier
 * cell is resolved by the caller (it needs the shop's suppliers) and passed as `supplierId`.
 */
export function rowFormInput(
  row: string[],
  mapping: ColumnMapping,
  base: FormInput,
  supplierId: number | null,
): { input: FormInput; issues: RowIssue[] } {
  const input: FormInput = { ...base };
  const issues: RowIssue[] = [];
  mapping.forEach((field, index) => {
    if (!field) return;
    const cell = row[index] ?? '';
    if (field === 'supplier') input.supplierId = supplierId === null ? '' : String(supplierId);
    else if (DECIMAL_FIELDS.has(field)) input[field] = importDecimal(cell);
    else if (BOOLEAN_FIELDS.has(field)) {
      const value = importBoolean(cell);
      if (value === null) issues.push({ field, message: 'productImport.errors.yesNo' });
      else input[field] = value ? 'true' : 'false';
    } else if (field === 'temperatureRegime') {
      const value = importTemperature(cell);
      if (value === null) issues.push({ field, message: 'productImport.errors.temperature' });
      else input[field] = value;
    } else if (field === 'validFrom' || field === 'validTo') {
      const value = importDate(cell);
      if (value === null) issues.push({ field, message: 'products.validation.date' });
      else input[field] = value;
    } else if (field === 'gtins') input.gtins = splitCodes(cell);
    else if (field === 'countingUnits') input.countingUnits = importCountingUnits(cell);
    else input[field] = cell;
  });
  return { input, issues };
}

const schema = productFormSchema('en');

/** The schema's field of an issue as the import's field: `supplierId` is the supplier column, `gtins.3` the GTINs. */
function issueField(path: readonly PropertyKey[]): ImportField {
  const first = String(path[0] ?? 'name');
  return (first === 'supplierId' ? 'supplier' : first) as ImportField;
}

/** The row's values through the product form's schema, or its issues (one per field). */
export function validateRowInput(
  input: FormInput,
): { ok: true; values: ProductValues } | { ok: false; issues: RowIssue[] } {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, values: parsed.data };
  const issues: RowIssue[] = [];
  for (const issue of parsed.error.issues) {
    const field = issueField(issue.path);
    if (!issues.some((other) => other.field === field)) issues.push({ field, message: messageKey(issue.message) });
  }
  return { ok: false, issues };
}

/** A stored product as form input, in the canonical form the 'en' schema reads, for an import row to update. */
export function storedFormInput(product: ProductFormDefaults & { supplierId: number }): FormInput {
  const { gtins, countingUnits, price, packagesPerPallet, ...rest } = product;
  const input: FormInput = {};
  for (const [key, value] of Object.entries(rest))
    input[key] = typeof value === 'boolean' ? String(value) : (value ?? '');
  return {
    ...input,
    supplierId: String(product.supplierId),
    packagesPerPallet: packagesPerPallet === null ? '' : String(packagesPerPallet),
    gtins,
    countingUnits: countingUnits.map((unit) => `${unit.unit} = ${unit.factor}`).join('\n'),
    price: price?.price ?? '',
    discount: price?.discount ?? '',
    vat: price?.vat ?? '',
    validFrom: price?.validFrom ?? '',
    validTo: price?.validTo ?? '',
  };
}
