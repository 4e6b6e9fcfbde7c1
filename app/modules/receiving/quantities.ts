import Decimal from 'decimal.js';

/**
 * Delivered quantities at receiving (docs/decisions/027-receiving-rules.md), exact decimals in the line's unit (kg for
 * weighed goods), as the strings PostgreSQL numeric(14,3) stores. 0 means nothing came; null means not entered yet.
 */

const MAX_FRACTION_DIGITS = 3;
const MAX_QUANTITY = new Decimal('99999999999.999');
const CANONICAL = /^-?\d+(\.\d+)?$/;

type QuantityProblem = 'invalid' | 'negative' | 'fraction' | 'decimals' | 'too_large';
export type QuantityCheck = { ok: true; quantity: string } | { ok: false; reason: QuantityProblem };

/** A delivered quantity (a canonical decimal string, as parseDecimalInput returns it) for a weighed product or not. */
export function checkDeliveredQuantity(value: string, product: { isWeighted: boolean }): QuantityCheck {
  if (!CANONICAL.test(value)) return { ok: false, reason: 'invalid' };
  const quantity = new Decimal(value);
  if (quantity.isNegative() && !quantity.isZero()) return { ok: false, reason: 'negative' };
  if (!product.isWeighted && !quantity.isInteger()) return { ok: false, reason: 'fraction' };
  if (quantity.decimalPlaces() > MAX_FRACTION_DIGITS) return { ok: false, reason: 'decimals' };
  if (quantity.gt(MAX_QUANTITY)) return { ok: false, reason: 'too_large' };
  return { ok: true, quantity: quantity.abs().toFixed() };
}

/** What this receipt expects of a line: what was ordered less what earlier deliveries brought, never below 0. */
export function expectedQuantity(ordered: string, previouslyReceived: string): string {
  return Decimal.max(new Decimal(ordered).minus(previouslyReceived), 0).toFixed();
}

export interface ReceivingLine {
  /** From `expectedQuantity`. */
  expected: string;
  /** null: not entered yet. */
  delivered: string | null;
  isRejected: boolean;
  /** The line's temperature verdict is a breach (temperature.ts), whatever corrective action was taken. */
  hasTemperatureBreach: boolean;
}

export type LineState = 'pending' | 'ok' | 'short' | 'over' | 'rejected' | 'temperature_breach';

/** The line's state at a glance; a rejection says most, then a breach, then how the quantity compares. */
export function lineState(line: ReceivingLine): LineState {
  if (line.isRejected) return 'rejected';
  if (line.hasTemperatureBreach) return 'temperature_breach';
  if (line.delivered === null) return 'pending';
  const difference = new Decimal(line.delivered).comparedTo(line.expected);
  return difference < 0 ? 'short' : difference > 0 ? 'over' : 'ok';
}

/** More came than expected: accepted, and flagged for the supplier's invoice check. */
export function isOverDelivery(line: Pick<ReceivingLine, 'expected' | 'delivered' | 'isRejected'>): boolean {
  return !line.isRejected && line.delivered !== null && new Decimal(line.delivered).gt(line.expected);
}

/** What the line adds to the order's received quantity: nothing for a rejected line or one not entered. */
export function acceptedQuantity(line: Pick<ReceivingLine, 'delivered' | 'isRejected'>): string {
  return line.isRejected || line.delivered === null ? '0' : new Decimal(line.delivered).toFixed();
}

/**
 * "All as ordered": every line not entered yet gets its expected quantity. Lines already entered or scanned keep
 * what the user typed, so the button never undoes work.
 */
export function fillAllAsOrdered<T extends Pick<ReceivingLine, 'expected' | 'delivered'>>(lines: readonly T[]): T[] {
  return lines.map((line) => (line.delivered === null ? { ...line, delivered: line.expected } : line));
}

export interface ScanProduct {
  isWeighted: boolean;
  unitsPerPackage: string | null;
  /** Whether a scan of this product counts one unit or one package (a product setting). */
  scanCounts: 'unit' | 'package';
}

type ScanProblem = 'weight_needed' | 'package_size' | 'too_large';
export type ScanResult = { ok: true; delivered: string; added: string } | { ok: false; reason: ScanProblem };

/** How much one scan adds: a weighed item's weight, one package of the product, or one unit. */
function scanIncrement(product: ScanProduct, netWeightKg: string | undefined): Decimal | ScanProblem {
  if (product.isWeighted) {
    const weight = new Decimal(netWeightKg ?? 0).toDecimalPlaces(MAX_FRACTION_DIGITS, Decimal.ROUND_HALF_UP);
    return weight.gt(0) ? weight : 'weight_needed';
  }
  if (product.scanCounts === 'package' && product.unitsPerPackage !== null) {
    const units = new Decimal(product.unitsPerPackage);
    // A package must hold whole units of goods that are not weighed, or a scan would make a fraction.
    return units.isInteger() && units.gt(0) ? units : 'package_size';
  }
  return new Decimal(1);
}

/** Adds a scan to the line's delivered quantity (null, not entered yet, counts as 0). */
export function addScan(delivered: string | null, product: ScanProduct, scan: { netWeightKg?: string }): ScanResult {
  const increment = scanIncrement(product, scan.netWeightKg);
  if (typeof increment === 'string') return { ok: false, reason: increment };
  const total = new Decimal(delivered ?? 0).plus(increment);
  if (total.gt(MAX_QUANTITY)) return { ok: false, reason: 'too_large' };
  return { ok: true, delivered: total.toFixed(), added: increment.toFixed() };
}
