import Decimal from 'decimal.js';

/**
 * A product's units as a count sees them (decision 035, "Units"). Everything is counted into the product's
 * **count unit** (its inventory count unit, else its main inventory unit, else kg for a weighed item and `kos` for
 * the rest); cartons hold "units in package" (else the supplier's units per package) count units, and each other
 * counting unit holds its factor. The main inventory unit, the export unit and the supplier's unit (the price's
 * unit) are read through the same rule, so a name the product does not define cannot be converted.
 */
export interface ProductUnits {
  isWeighted: boolean;
  supplierUnit: string | null;
  unitsPerPackage: string | null;
  unitsInPackage: string | null;
  mainInventoryUnit: string | null;
  inventoryCountUnit: string | null;
  exportUnit: string | null;
  countingUnits: readonly { unit: string; factor: string }[];
}

/** What a person typed for one product: cartons and loose count units, or an amount of another counting unit. */
export interface CountEntry {
  cartons?: string | null;
  units?: string | null;
  otherUnit?: string | null;
  otherAmount?: string | null;
}

export type EntryResult =
  { ok: true; total: string } | { ok: false; reason: 'empty' | 'negative' | 'no_carton_size' | 'unknown_unit' };

const PIECE = 'kos';
const KILOGRAM = 'kg';
/** Names a person or a supplier uses for "one carton of this product", in English and Slovenian. */
const CARTON_NAMES = new Set([
  'carton',
  'cartons',
  'karton',
  'kartoni',
  'paket',
  'package',
  'pack',
  'pkg',
  'pak',
  'ktn',
]);
/** Quantities are kept with three decimals (numeric(14, 3)). */
const PLACES = 3;

const normal = (unit: string | null | undefined) => (unit ?? '').trim().toLowerCase();

/** The unit every quantity of a count is kept in. */
export function countUnitOf(product: ProductUnits): string {
  return (
    product.inventoryCountUnit?.trim() || product.mainInventoryUnit?.trim() || (product.isWeighted ? KILOGRAM : PIECE)
  );
}

/** The main inventory unit (what the screens show totals in): the count unit when none is set. */
export function mainUnitOf(product: ProductUnits): string {
  return product.mainInventoryUnit?.trim() || countUnitOf(product);
}

/** The unit of the stock export: the export unit, else the main inventory unit. */
export function exportUnitOf(product: ProductUnits): string {
  return product.exportUnit?.trim() || mainUnitOf(product);
}

/** Count units in one carton, or null when the product has no package size. */
export function cartonSizeOf(product: ProductUnits): Decimal | null {
  for (const value of [product.unitsInPackage, product.unitsPerPackage]) {
    if (value && new Decimal(value).gt(0)) return new Decimal(value);
  }
  return null;
}

/** How many count units one `unit` holds, or null when the product does not define that unit. */
export function unitFactor(product: ProductUnits, unit: string | null | undefined): Decimal | null {
  const name = normal(unit);
  if (!name || name === normal(countUnitOf(product))) return new Decimal(1);
  const other = product.countingUnits.find((counting) => normal(counting.unit) === name);
  if (other && new Decimal(other.factor).gt(0)) return new Decimal(other.factor);
  if (name === normal(product.supplierUnit) || CARTON_NAMES.has(name)) return cartonSizeOf(product);
  return null;
}

function parse(value: string | null | undefined): Decimal | null {
  if (value === null || value === undefined || value.trim() === '') return null;
  return new Decimal(value);
}

/** The entry in count units: cartons × carton size + units, or the other unit's amount × its factor. */
export function entryTotal(product: ProductUnits, entry: CountEntry): EntryResult {
  const cartons = parse(entry.cartons);
  const units = parse(entry.units);
  const otherAmount = parse(entry.otherAmount);
  if (cartons === null && units === null && otherAmount === null) return { ok: false, reason: 'empty' };
  if ([cartons, units, otherAmount].some((value) => value?.isNegative())) return { ok: false, reason: 'negative' };
  let total = units ?? new Decimal(0);
  if (cartons !== null && !cartons.isZero()) {
    const size = cartonSizeOf(product);
    if (!size) return { ok: false, reason: 'no_carton_size' };
    total = total.plus(cartons.times(size));
  }
  if (otherAmount !== null && !otherAmount.isZero()) {
    const factor = unitFactor(product, entry.otherUnit);
    if (!factor) return { ok: false, reason: 'unknown_unit' };
    total = total.plus(otherAmount.times(factor));
  }
  return { ok: true, total: total.toDecimalPlaces(PLACES, Decimal.ROUND_HALF_UP).toFixed(PLACES) };
}

/** A total in count units as whole cartons and the units left over (spec §3: total cartons, total units). */
export function cartonsOf(product: ProductUnits, total: string): { cartons: string; units: string } | null {
  const size = cartonSizeOf(product);
  if (!size) return null;
  const amount = new Decimal(total);
  const cartons = amount.dividedToIntegerBy(size);
  return { cartons: cartons.toFixed(0), units: amount.minus(cartons.times(size)).toFixed(PLACES) };
}

/** A total in count units expressed in `unit` (three decimals), or null when the unit cannot be converted. */
export function inUnit(product: ProductUnits, total: string, unit: string): string | null {
  const factor = unitFactor(product, unit);
  if (!factor) return null;
  return new Decimal(total).dividedBy(factor).toDecimalPlaces(PLACES, Decimal.ROUND_HALF_UP).toFixed(PLACES);
}

/** The total in the main inventory unit, or null when that unit cannot be converted. */
export const inMainUnit = (product: ProductUnits, total: string) => inUnit(product, total, mainUnitOf(product));

/** The total in the stock export's unit, or null when that unit cannot be converted. */
export const inExportUnit = (product: ProductUnits, total: string) => inUnit(product, total, exportUnitOf(product));
