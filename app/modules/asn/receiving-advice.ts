import Decimal from 'decimal.js';
import type { AsnStatus } from '#app/db/schema/asn';
import {
  announcedPerLine,
  isReceivable,
  type AsnLineOnReceipt,
  type ReceiptLineKey,
} from '#app/modules/receiving/asn-lines';
import { csvLines } from '#app/modules/spreadsheet/csv-cell';

/**
 * What receiving made of an advance ship notice (docs/decisions/033-advance-ship-notices.md, Receiving): from the
 * ASN's lines and every line received against it (all its signed-off notes that are not amended), the ASN's status
 * and the differences the supplier is told of in the receiving advice. Pure, so it is tested alone.
 */

type AdviceReason = 'short' | 'over' | 'rejected' | 'best_before';

/** A line received against the ASN: what a delivery note line holds, in the product's unit. */
export interface ReceivedLine extends ReceiptLineKey {
  productName: string;
  unit: string | null;
  delivered: string;
  accepted: string;
  bestBefore: string | null;
}

export interface AdviceLine {
  position: number;
  gtin: string | null;
  supplierItemCode: string | null;
  name: string;
  /** In the product's unit. */
  unit: string | null;
  /** The unit code as sent, when the ASN's quantity was in the product's unit (else the quantities are converted). */
  unitCode: string | null;
  announced: string;
  received: string;
  rejected: string;
  reason: AdviceReason;
  announcedBestBefore: string | null;
  receivedBestBefore: string | null;
}

export interface ReceivingAdvice {
  status: Extract<AsnStatus, 'partly_received' | 'received'>;
  differences: AdviceLine[];
}

interface Group extends ReceiptLineKey {
  name: string;
  unit: string | null;
  delivered: Decimal;
  accepted: Decimal;
  bestBefores: Set<string>;
}

/** The received lines added up per order line (else per product): several notes may receive one line. */
function groupReceived(received: readonly ReceivedLine[]): Group[] {
  const groups: Group[] = [];
  for (const line of received) {
    let group = groups.find((g) => g.orderLineId === line.orderLineId && g.productId === line.productId);
    if (!group) {
      group = {
        orderLineId: line.orderLineId,
        productId: line.productId,
        name: line.productName,
        unit: line.unit,
        delivered: new Decimal(0),
        accepted: new Decimal(0),
        bestBefores: new Set(),
      };
      groups.push(group);
    }
    group.delivered = group.delivered.plus(line.delivered);
    group.accepted = group.accepted.plus(line.accepted);
    if (line.bestBefore) group.bestBefores.add(line.bestBefore);
  }
  return groups;
}

/** Shares a group's quantity among its ASN lines in their order, each up to what it announces, the rest to the last. */
function share(total: Decimal, announced: readonly Decimal[]): Decimal[] {
  let left = total;
  return announced.map((quantity, index) => {
    const part = index === announced.length - 1 ? left : Decimal.min(left, quantity);
    left = left.minus(part);
    return part;
  });
}

function reasonOf(line: { announced: Decimal; received: Decimal; rejected: Decimal }, otherBestBefore: boolean) {
  if (line.rejected.gt(0)) return 'rejected';
  if (line.received.lt(line.announced)) return 'short';
  if (line.received.gt(line.announced)) return 'over';
  return otherBestBefore ? 'best_before' : null;
}

/**
 * The ASN's status after a receipt (received once every line it announces came in full, rejected goods included;
 * partly received before) and its differences: short, over, rejected, or another best before, one per ASN line.
 */
export function receivingAdvice(
  asnLines: readonly AsnLineOnReceipt[],
  received: readonly ReceivedLine[],
): ReceivingAdvice {
  const groups = groupReceived(received);
  const announced = announcedPerLine(asnLines, groups);
  const byId = new Map(asnLines.map((line) => [line.id, line]));
  const placed = new Set<number>();
  const differences: AdviceLine[] = [];
  let complete = true;

  groups.forEach((group, index) => {
    const of = announced[index];
    if (!of) return;
    const lines = of.asnLineIds.map((id) => byId.get(id)!);
    lines.forEach((line) => placed.add(line.id));
    if (group.delivered.lt(of.quantity)) complete = false;
    const quantities = lines.map((line) => new Decimal(line.quantity!));
    const deliveredShares = share(group.delivered, quantities);
    const rejectedShares = share(group.delivered.minus(group.accepted), quantities);
    lines.forEach((line, at) => {
      const receivedBestBefore = [...group.bestBefores].find((date) => date !== line.bestBefore) ?? null;
      const otherBestBefore =
        line.bestBefore !== null && group.bestBefores.size > 0 && !group.bestBefores.has(line.bestBefore);
      const quantities = {
        announced: new Decimal(line.quantity!),
        received: deliveredShares[at]!,
        rejected: rejectedShares[at]!,
      };
      const reason = reasonOf(quantities, otherBestBefore);
      if (!reason) return;
      differences.push(
        adviceLine(line, group.name, group.unit, quantities, reason, otherBestBefore ? receivedBestBefore : null),
      );
    });
  });

  // Announced, but nothing of it received.
  for (const line of asnLines) {
    if (!isReceivable(line) || placed.has(line.id)) continue;
    complete = false;
    const zero = new Decimal(0);
    differences.push(
      adviceLine(
        line,
        line.description ?? line.gtin ?? line.supplierItemCode ?? '',
        null,
        { announced: new Decimal(line.quantity!), received: zero, rejected: zero },
        'short',
        null,
      ),
    );
  }
  differences.sort((a, b) => a.position - b.position);
  return { status: complete ? 'received' : 'partly_received', differences };
}

function adviceLine(
  line: AsnLineOnReceipt,
  name: string,
  unit: string | null,
  quantities: { announced: Decimal; received: Decimal; rejected: Decimal },
  reason: AdviceReason,
  receivedBestBefore: string | null,
): AdviceLine {
  const sameUnit = line.quantity !== null && new Decimal(line.quantity).eq(line.sentQuantity);
  return {
    position: line.position,
    gtin: line.gtin,
    supplierItemCode: line.supplierItemCode,
    name: line.description ?? name,
    unit: unit ?? (sameUnit ? line.unitCode : null),
    unitCode: sameUnit ? line.unitCode : null,
    announced: quantities.announced.toFixed(),
    received: quantities.received.toFixed(),
    rejected: quantities.rejected.toFixed(),
    reason,
    announcedBestBefore: line.bestBefore,
    receivedBestBefore,
  };
}

/** The CSV's columns, in order; each is titled by `asn.advice.csv.<column>` in the mail's language. */
export const ADVICE_CSV_COLUMNS = [
  'position',
  'gtin',
  'supplierCode',
  'name',
  'announced',
  'received',
  'rejected',
  'unit',
  'reason',
  'announcedBestBefore',
  'receivedBestBefore',
] as const;

export type AdviceCsvLabels = Record<(typeof ADVICE_CSV_COLUMNS)[number], string> & {
  reasons: Record<AdviceReason, string>;
};

/** The differences as a CSV file (UTF-8 with BOM, comma-separated like the order's CSV), formula-safe. */
export function adviceCsv(lines: readonly AdviceLine[], labels: AdviceCsvLabels): Buffer {
  const header = ADVICE_CSV_COLUMNS.map((column) => labels[column]);
  const rows = lines.map((line) => [
    line.position,
    line.gtin,
    line.supplierItemCode,
    line.name,
    line.announced,
    line.received,
    line.rejected,
    line.unit,
    labels.reasons[line.reason],
    line.announcedBestBefore,
    line.receivedBestBefore,
  ]);
  return Buffer.from(`\uFEFF${csvLines([header, ...rows], ',')}\r\n`, 'utf8');
}
