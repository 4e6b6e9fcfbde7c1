import Decimal from 'decimal.js';
import type { AsnLineProblem } from '#app/db/schema/asn';

/**
 * How the lines of an advance ship notice sit on a receipt (docs/decisions/033-advance-ship-notices.md, Receiving):
 * each ASN line with a product belongs to the receipt line of its order line, else to the (unplanned) receipt line of
 * its product. Several ASN lines of one product (two pallets, two lots) add up on one receipt line, which keeps what
 * each pallet carries. Lines without a product are kept apart, to be shown, never dropped. Pure, shared by the
 * receiving screen and the sign-off's receiving advice.
 */

export interface AsnLineOnReceipt {
  id: number;
  position: number;
  productId: number | null;
  orderLineId: number | null;
  /** Expected, in the product's unit; null when no product matched or the unit could not be converted. */
  quantity: string | null;
  sentQuantity: string;
  unitCode: string | null;
  gtin: string | null;
  supplierItemCode: string | null;
  description: string | null;
  bestBefore: string | null;
  lot: string | null;
  sscc: string | null;
  problem: AsnLineProblem | null;
}

/** What a receipt line or a received note line is, for matching. */
export interface ReceiptLineKey {
  orderLineId: number | null;
  productId: number | null;
}

/** An ASN line that can be received: a product and a quantity in its unit. */
export const isReceivable = (line: AsnLineOnReceipt) => line.productId !== null && line.quantity !== null;

/**
 * The index of the receipt line each receivable ASN line belongs to (by its order line, else its product on an
 * unplanned line, else its product on any line); -1 when none has it.
 */
function receiptLineOf(line: AsnLineOnReceipt, receipt: readonly ReceiptLineKey[]): number {
  if (line.orderLineId !== null) {
    const byOrderLine = receipt.findIndex((candidate) => candidate.orderLineId === line.orderLineId);
    if (byOrderLine >= 0) return byOrderLine;
  }
  const unplanned = receipt.findIndex(
    (candidate) => candidate.orderLineId === null && candidate.productId === line.productId,
  );
  if (unplanned >= 0) return unplanned;
  return receipt.findIndex((candidate) => candidate.productId === line.productId);
}

export interface Announced {
  /** The sum of the ASN lines on this receipt line, in the product's unit. */
  quantity: string;
  /** What each pallet carries of it (lines without an SSCC are left out). */
  pallets: { sscc: string; quantity: string }[];
  asnLineIds: number[];
}

/** Per receipt line (same order), what the ASN announces for it; null for lines the ASN does not name. */
export function announcedPerLine(
  asnLines: readonly AsnLineOnReceipt[],
  receipt: readonly ReceiptLineKey[],
): (Announced | null)[] {
  const result: (Announced | null)[] = receipt.map(() => null);
  for (const line of asnLines) {
    if (!isReceivable(line)) continue;
    const index = receiptLineOf(line, receipt);
    if (index < 0) continue;
    const current = result[index] ?? { quantity: '0', pallets: [], asnLineIds: [] };
    const pallets = [...current.pallets];
    if (line.sscc) {
      const pallet = pallets.findIndex((candidate) => candidate.sscc === line.sscc);
      if (pallet >= 0)
        pallets[pallet] = {
          sscc: line.sscc,
          quantity: new Decimal(pallets[pallet]!.quantity).plus(line.quantity!).toFixed(),
        };
      else pallets.push({ sscc: line.sscc, quantity: new Decimal(line.quantity!).toFixed() });
    }
    result[index] = {
      quantity: new Decimal(current.quantity).plus(line.quantity!).toFixed(),
      pallets,
      asnLineIds: [...current.asnLineIds, line.id],
    };
  }
  return result;
}

/**
 * The receipt lines a new receipt of the ASN starts with: the order's lines still expected (as receiving an order
 * does), then one unplanned line per product of the ASN that no order line takes, each with the best before and lot
 * of its first ASN line.
 */
export function receiptLinesFromAsn(
  asnLines: readonly AsnLineOnReceipt[],
  orderLines: readonly { orderLineId: number; productId: number | null }[],
): { orderLineId: number | null; productId: number | null; bestBefore: string | null; lot: string | null }[] {
  const lines: {
    orderLineId: number | null;
    productId: number | null;
    bestBefore: string | null;
    lot: string | null;
  }[] = orderLines.map((line) => ({ ...line, bestBefore: null, lot: null }));
  for (const line of asnLines) {
    if (!isReceivable(line)) continue;
    let index = receiptLineOf(line, lines);
    if (index < 0) {
      lines.push({ orderLineId: null, productId: line.productId, bestBefore: null, lot: null });
      index = lines.length - 1;
    }
    const target = lines[index]!;
    if (target.bestBefore === null && target.lot === null) {
      target.bestBefore = line.bestBefore;
      target.lot = line.lot;
    }
  }
  return lines;
}
