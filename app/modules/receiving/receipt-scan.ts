import { matchesProductCode, parseScan, type Gs1Scan } from '#app/utils/gs1';
import { addScan } from './quantities';
import type { ReceiptLineInput } from './receipt.schema';
import type { ReceiptViewLine } from './receipt-view';
import { shelfLifeWarning, type ShelfLifeWarning } from './shelf-life';
import { parseDelivered } from './sign-off-check';

/**
 * What one scan on the receiving screen does (decision 027): the code finds its line by EAN or GTIN, and adds one unit,
 * one package or the label's weight; a lot and a best before on the label fill the line. Pure, so it is tested alone.
 */

type ScanData = Extract<Gs1Scan, { ok: true }>;

export type ScanOutcome =
  | { kind: 'unreadable'; reason: Extract<Gs1Scan, { ok: false }>['reason']; position: number }
  /** Read, but no product code in it (a pallet's SSCC alone). */
  | { kind: 'no_product' }
  /** A product code no line has: the screen offers to add an unplanned line. */
  | { kind: 'unknown'; code: string; scan: ScanData }
  | { kind: 'added'; uid: string; added: string; delivered: string; warning: ShelfLifeWarning | null }
  | { kind: 'refused'; uid: string; reason: 'weight_needed' | 'package_size' | 'too_large' | 'bad_quantity' };

/** A decimal string in the way the user's language writes it in a field ("1,25" in Slovenian). */
export type DecimalMark = '.' | ',';

/** The product code of a scan: the item's GTIN, else the GTIN of the contents of a case. */
const scannedCode = (scan: ScanData) => scan.gtin ?? scan.contentGtin ?? null;

/** Adds one scan to a line: the quantity, and the lot and dates the label carries. */
export function scanIntoLine(
  line: ReceiptViewLine,
  input: ReceiptLineInput,
  scan: ScanData,
  today: string,
  mark: DecimalMark,
): { input: ReceiptLineInput; outcome: ScanOutcome } {
  const current = parseDelivered(input.delivered, line);
  if (!current.ok) return { input, outcome: { kind: 'refused', uid: line.uid, reason: 'bad_quantity' } };
  const result = addScan(
    current.quantity,
    {
      isWeighted: line.isWeighted,
      unitsPerPackage: line.unitsPerPackage,
      scanCounts: line.scanCountsPackage ? 'package' : 'unit',
    },
    { netWeightKg: scan.netWeightKg },
  );
  if (!result.ok) return { input, outcome: { kind: 'refused', uid: line.uid, reason: result.reason } };
  const bestBefore = scan.bestBefore ?? scan.expiry ?? input.bestBefore;
  const next: ReceiptLineInput = {
    ...input,
    delivered: mark === ',' ? result.delivered.replace('.', ',') : result.delivered,
    lot: scan.lot ?? input.lot,
    bestBefore,
  };
  const warning = shelfLifeWarning({ bestBefore: scan.bestBefore, expiry: scan.expiry }, today, line.minShelfLifeDays);
  return {
    input: next,
    outcome: { kind: 'added', uid: line.uid, added: result.added, delivered: result.delivered, warning },
  };
}

/**
 * The line a code belongs to: the first line of that product still short of what is expected, else the first line of
 * that product at all (an over-delivery is counted on it).
 */
function lineFor(lines: readonly ReceiptViewLine[], inputs: ReadonlyMap<string, ReceiptLineInput>, code: string) {
  const matching = lines.filter((line) => matchesProductCode(code, { ean: line.ean, gtins: line.gtins }));
  const notFull = matching.find((line) => {
    const delivered = parseDelivered(inputs.get(line.uid)?.delivered ?? null, line);
    return line.expected !== null && delivered.ok && Number(delivered.quantity ?? 0) < Number(line.expected);
  });
  return notFull ?? matching[0];
}

/** Applies a scan to the receipt's lines: the changed line's new input (if any) and what to tell the user. */
export function applyScan(
  lines: readonly ReceiptViewLine[],
  inputs: readonly ReceiptLineInput[],
  raw: string,
  today: string,
  mark: DecimalMark,
): { input: ReceiptLineInput | null; outcome: ScanOutcome } {
  const scan = parseScan(raw, today);
  if (!scan.ok) return { input: null, outcome: { kind: 'unreadable', reason: scan.reason, position: scan.position } };
  const code = scannedCode(scan);
  if (code === null) return { input: null, outcome: { kind: 'no_product' } };
  const byUid = new Map(inputs.map((input) => [input.uid, input]));
  const line = lineFor(lines, byUid, code);
  const input = line && byUid.get(line.uid);
  if (!line || !input) return { input: null, outcome: { kind: 'unknown', code, scan } };
  return scanIntoLine(line, input, scan, today, mark);
}
