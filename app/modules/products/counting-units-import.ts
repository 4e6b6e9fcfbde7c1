import type { TranslationKey } from '#app/locales';
import Decimal from 'decimal.js';
import { parseDecimalInput } from '#app/utils/decimal-input';
import { normalizeHeader } from '#app/modules/spreadsheet/column-mapping';
import { importDecimal } from './product-import-row';

/**
 * The "other counting units" file (spec §3): one row per product and unit, with the product's code (its EAN,
 * supplier product ID or internal product ID), the unit and its factor (how many count units one of it holds).
 */

const UNIT_COLUMNS = ['product', 'unit', 'factor'] as const;
export type UnitColumn = (typeof UNIT_COLUMNS)[number];

const NAMES: Record<UnitColumn, string[]> = {
  product: [
    'product',
    'productcode',
    'code',
    'ean',
    'eancode',
    'supplierproductid',
    'internalproductid',
    'izdelek',
    'sifra',
    'koda',
    'sifraizdelka',
    'kodaean',
  ],
  unit: ['unit', 'countingunit', 'enota', 'enotastetja'],
  factor: ['factor', 'quantity', 'count', 'faktor', 'kolicina', 'stevilo'],
};

/** The column of each part, by its English or Slovenian header; null when one is missing. */
export function guessUnitColumns(headers: string[]): Record<UnitColumn, number> | null {
  const names = headers.map(normalizeHeader);
  const found = Object.fromEntries(
    UNIT_COLUMNS.map((column) => [column, names.findIndex((name) => NAMES[column].includes(name))]),
  ) as Record<UnitColumn, number>;
  if (UNIT_COLUMNS.every((column) => found[column] >= 0)) return found;
  return null;
}

export type UnitRow = { ok: true; code: string; unit: string; factor: string } | { ok: false; message: TranslationKey };

const MAX_UNIT_LENGTH = 40;

export function parseUnitRow(cells: string[], columns: Record<UnitColumn, number>): UnitRow {
  const code = (cells[columns.product] ?? '').trim();
  const unit = (cells[columns.unit] ?? '').trim();
  if (!code) return { ok: false, message: 'productImport.units.errors.noProduct' };
  if (!unit || unit.length > MAX_UNIT_LENGTH || unit.includes('='))
    return { ok: false, message: 'productImport.units.errors.unit' };
  const factor = parseDecimalInput(importDecimal(cells[columns.factor] ?? ''), 'en', {
    maxFractionDigits: 3,
    maxIntegerDigits: 10,
  });
  if (!factor.ok || factor.value === null || new Decimal(factor.value).isZero())
    return { ok: false, message: 'productImport.units.errors.factor' };
  return { ok: true, code, unit, factor: factor.value };
}
