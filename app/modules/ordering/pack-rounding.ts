import Decimal from 'decimal.js';

/**
 * How a typed quantity becomes an orderable one: below the product's minimal order quantity it is raised to it; with
 * units per package it is rounded up to whole packages. Quantities are exact decimal strings.
 */

export interface PackTerms {
  minOrderQuantity?: string | null;
  unitsPerPackage?: string | null;
}

export type PackHint =
  | { kind: 'none' }
  | { kind: 'minimum'; minimum: string }
  | { kind: 'packages'; packages: string; unitsPerPackage: string };

export interface RoundedQuantity {
  quantity: string;
  /** Why the quantity differs from what was typed; the packages hint wins when both apply. */
  hint: PackHint;
}

const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
const POSITIVE = /^\d+(\.\d+)?$/;

function plain(value: InstanceType<typeof D>): string {
  const text = value.toFixed();
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

const positive = (value: string | null | undefined) =>
  value && POSITIVE.test(value) && new D(value).gt(0) ? new D(value) : null;

/** The quantity to order for `requested`, or null when `requested` is not a positive decimal. */
export function roundToPackages(requested: string, terms: PackTerms): RoundedQuantity | null {
  const typed = positive(requested.trim());
  if (!typed) return null;
  const minimum = positive(terms.minOrderQuantity);
  const perPackage = positive(terms.unitsPerPackage);
  let quantity = typed;
  let hint: PackHint = { kind: 'none' };
  if (minimum && quantity.lt(minimum)) {
    quantity = minimum;
    hint = { kind: 'minimum', minimum: plain(minimum) };
  }
  if (perPackage) {
    const packages = quantity.div(perPackage).ceil();
    const rounded = packages.times(perPackage);
    if (!rounded.eq(typed)) hint = { kind: 'packages', packages: plain(packages), unitsPerPackage: plain(perPackage) };
    quantity = rounded;
  }
  return { quantity: plain(quantity), hint };
}

/** Whole packages in a quantity, and pallets when packages per pallet is known ("2.5" pallets), for display. */
export function packagesOf(
  quantity: string,
  terms: { unitsPerPackage?: string | null; packagesPerPallet?: number | null },
) {
  const perPackage = positive(terms.unitsPerPackage);
  if (!perPackage || !POSITIVE.test(quantity)) return null;
  const packages = new D(quantity).div(perPackage);
  const pallets = terms.packagesPerPallet ? packages.div(terms.packagesPerPallet).toDecimalPlaces(2) : null;
  return { packages: plain(packages.toDecimalPlaces(3)), pallets: pallets ? plain(pallets) : null };
}
