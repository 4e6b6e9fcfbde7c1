import Decimal from 'decimal.js';
import { matchesProductCode, parseScan } from '#app/utils/gs1';
import type { Language } from '#app/utils/language';
import { stepAmount, type TypedEntry } from './count-entry';
import { cartonSizeOf, type ProductUnits } from './inventory-units';

/** What the scan matcher needs of a line. */
export interface ScanLine {
  id: number;
  countSectorId: number;
  ean: string | null;
  gtins: readonly string[];
  codes: readonly string[];
  scanCountsPackage: boolean;
  units: ProductUnits;
}

export type CountScanMatch =
  | { kind: 'line'; lineId: number; netWeightKg: string | null }
  /** A code no line of this sub-department has: the screen asks the server for the shop's product. */
  | { kind: 'unknown'; code: string }
  | { kind: 'unreadable' };

/**
 * The line a scanned code belongs to (decision 035, "Counting together"): by EAN or GTIN (compared as GTIN-14, also
 * inside a GS1 label) or by the exact item or internal code; a product in several sectors goes to the line in the
 * sector being counted, else its first line.
 */
export function matchScan(
  lines: readonly ScanLine[],
  raw: string,
  today: string,
  currentSectorId: number | null,
): CountScanMatch {
  const text = raw.trim();
  if (!text) return { kind: 'unreadable' };
  const byCode = lines.filter((line) => line.codes.some((code) => code === text));
  const scan = parseScan(text, today);
  const gtin = scan.ok ? (scan.gtin ?? scan.contentGtin ?? null) : null;
  const matching = byCode.length
    ? byCode
    : gtin
      ? lines.filter((line) => matchesProductCode(gtin, { ean: line.ean, gtins: line.gtins }))
      : [];
  const line = matching.find((candidate) => candidate.countSectorId === currentSectorId) ?? matching[0];
  if (line) return { kind: 'line', lineId: line.id, netWeightKg: scan.ok ? (scan.netWeightKg ?? null) : null };
  if (!gtin && !scan.ok && !/^[\w.\-/]+$/.test(text)) return { kind: 'unreadable' };
  return { kind: 'unknown', code: gtin ?? text };
}

/**
 * A scan added to a line's entry: one carton when the product's scan counts a package (and it has a carton size),
 * the label's weight for a weighed item, else one count unit. An entry in another counting unit is counted on in it
 * no further: the scan goes to the loose units.
 */
export function addScanToEntry(
  line: Pick<ScanLine, 'scanCountsPackage' | 'units'>,
  entry: TypedEntry,
  netWeightKg: string | null,
  language: Language,
): { entry: TypedEntry; added: 'carton' | 'unit' | 'weight' } | null {
  if (line.scanCountsPackage && cartonSizeOf(line.units)) {
    const cartons = stepAmount(entry.cartons, '1', language);
    return cartons === null ? null : { entry: { ...entry, cartons }, added: 'carton' };
  }
  const weight = line.units.isWeighted && netWeightKg && new Decimal(netWeightKg).gt(0) ? netWeightKg : null;
  const units = stepAmount(entry.units, weight ?? '1', language);
  return units === null ? null : { entry: { ...entry, units }, added: weight ? 'weight' : 'unit' };
}
