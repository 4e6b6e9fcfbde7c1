import Decimal from 'decimal.js';
import { parseDecimalInput } from '#app/utils/decimal-input';
import type { Language } from '#app/utils/language';
import { entryTotal, type CountEntry, type ProductUnits } from './inventory-units';

/** One person's entry of one line as typed on the screen, in their language's format ("1,5" in Slovenian). */
export interface TypedEntry {
  cartons: string | null;
  units: string | null;
  otherUnit: string | null;
  otherAmount: string | null;
}

export const EMPTY_ENTRY: TypedEntry = { cartons: null, units: null, otherUnit: null, otherAmount: null };

export type ReadEntry =
  | { ok: true; entry: CountEntry & TypedEntry; total: string | null }
  | { ok: false; field: 'cartons' | 'units' | 'otherAmount'; reason: string };

const FIELDS = ['cartons', 'units', 'otherAmount'] as const;

/**
 * A typed entry read exactly: canonical decimals and its total in count units (inventory-units.ts), or which field is
 * wrong and why. An entry with nothing typed is valid with no total: the person's count of the line is taken back.
 */
export function readEntry(product: ProductUnits, typed: TypedEntry, language: Language): ReadEntry {
  const canonical: TypedEntry = { ...typed, otherUnit: typed.otherUnit?.trim() || null };
  for (const field of FIELDS) {
    const parsed = parseDecimalInput(typed[field], language, { maxFractionDigits: 3, maxIntegerDigits: 11 });
    if (!parsed.ok) return { ok: false, field, reason: parsed.error };
    canonical[field] = parsed.value;
  }
  if (canonical.otherAmount === null) canonical.otherUnit = null;
  const result = entryTotal(product, canonical);
  if (result.ok) return { ok: true, entry: canonical, total: result.total };
  if (result.reason === 'empty') return { ok: true, entry: canonical, total: null };
  const field =
    result.reason === 'no_carton_size' ? 'cartons' : result.reason === 'unknown_unit' ? 'otherAmount' : 'units';
  return { ok: false, field, reason: result.reason };
}

/** A stored entry ("12.500") as the person's language writes it ("12,5"), for the fields. */
export function typedOf(stored: TypedEntry, language: Language): TypedEntry {
  const show = (value: string | null) => {
    if (value === null) return null;
    const plain = new Decimal(value).toFixed();
    return language === 'si' ? plain.replace('.', ',') : plain;
  };
  return {
    cartons: show(stored.cartons),
    units: show(stored.units),
    otherUnit: stored.otherAmount === null ? null : stored.otherUnit,
    otherAmount: show(stored.otherAmount),
  };
}

/** Whether two typed entries say the same thing (what a reload compares). */
export const sameEntry = (a: TypedEntry, b: TypedEntry) =>
  a.cartons === b.cartons && a.units === b.units && a.otherUnit === b.otherUnit && a.otherAmount === b.otherAmount;

/** A typed amount plus `by` (the − / + steppers and a scan), never below zero; null when the field is not a number. */
export function stepAmount(value: string | null, by: string, language: Language): string | null {
  const parsed = parseDecimalInput(value, language, { maxFractionDigits: 3, maxIntegerDigits: 11 });
  if (!parsed.ok) return null;
  const next = Decimal.max(new Decimal(parsed.value ?? '0').plus(by), 0).toFixed();
  return language === 'si' ? next.replace('.', ',') : next;
}
