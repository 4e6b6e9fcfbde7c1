import Decimal from 'decimal.js';
import { hasValidCheckDigit, parseScan } from '#app/utils/gs1';
import type { ReceiptLineInput } from './receipt.schema';
import type { DecimalMark } from './receipt-scan';
import type { ReceiptViewLine } from './receipt-view';
import { parseDelivered } from './sign-off-check';

/**
 * Scanning a pallet of an advance ship notice (docs/decisions/033-advance-ship-notices.md, Receiving): its SSCC, as
 * GS1 AI (00) from a label, "(00)…" typed, or the 18 digits alone, confirms every line on the pallet at once. A line
 * wholly on the pallet gets delivered = announced; a line spread over several pallets gets this pallet's share added,
 * never beyond what is announced, so scanning a pallet twice counts it once. Pure, so it is tested alone.
 */

/** The SSCC in what a scanner typed, or null when it names none. */
export function ssccOf(raw: string, today: string): string | null {
  const compact = raw.trim();
  if (/^\d{18}$/.test(compact)) return hasValidCheckDigit(compact) ? compact : null;
  const scan = parseScan(raw, today);
  return scan.ok && scan.sscc && !scan.gtin ? scan.sscc : null;
}

export type PalletOutcome =
  /** No line of the receipt is on this pallet. */
  { kind: 'unknown_pallet'; sscc: string } | { kind: 'confirmed'; sscc: string; lines: number };

const write = (value: Decimal, mark: DecimalMark) =>
  mark === ',' ? value.toFixed().replace('.', ',') : value.toFixed();

/**
 * Applies a pallet scan: null when the code is no SSCC (the product scan takes it), else the changed inputs (by uid)
 * and what to tell the user.
 */
export function applyPalletScan(
  lines: readonly ReceiptViewLine[],
  inputs: readonly ReceiptLineInput[],
  raw: string,
  today: string,
  mark: DecimalMark,
): { changed: ReceiptLineInput[]; outcome: PalletOutcome } | null {
  const sscc = ssccOf(raw, today);
  if (sscc === null) return null;
  const byUid = new Map(inputs.map((input) => [input.uid, input]));
  const changed: ReceiptLineInput[] = [];
  let onPallet = 0;
  for (const line of lines) {
    const pallet = line.pallets?.find((candidate) => candidate.sscc === sscc);
    const input = byUid.get(line.uid);
    if (!pallet || !input || !line.announced) continue;
    onPallet += 1;
    const announced = new Decimal(line.announced);
    const wholly = announced.eq(pallet.quantity);
    const current = parseDelivered(input.delivered, line);
    const before = new Decimal(current.ok ? (current.quantity ?? 0) : 0);
    const next = wholly ? announced : Decimal.min(announced, before.plus(pallet.quantity));
    if (current.ok && current.quantity !== null && before.eq(next)) continue;
    changed.push({ ...input, delivered: write(next, mark), isRejected: false, rejectReason: null });
  }
  if (onPallet === 0) return { changed: [], outcome: { kind: 'unknown_pallet', sscc } };
  return { changed, outcome: { kind: 'confirmed', sscc, lines: onPallet } };
}

/** "All as announced": delivered = announced on every line the ASN names that has nothing entered yet. */
export function fillAllAsAnnounced(
  lines: readonly ReceiptViewLine[],
  inputs: readonly ReceiptLineInput[],
  mark: DecimalMark,
): ReceiptLineInput[] {
  const byUid = new Map(lines.map((line) => [line.uid, line]));
  return inputs.map((input) => {
    const announced = byUid.get(input.uid)?.announced;
    if (input.delivered !== null || !announced) return input;
    return { ...input, delivered: write(new Decimal(announced), mark) };
  });
}
