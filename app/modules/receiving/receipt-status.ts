import Decimal from 'decimal.js';
import type { OrderStatus } from '#app/db/schema/ordering';

/**
 * How a sign-off moves the order (docs/decisions/027-receiving-rules.md, statuses in 019). Each line's rest (ordered
 * less received and cancelled so far) is either expected later, as a backorder, or cancelled; closing the order says
 * nothing more will come, so a rest not cancelled is missing. In progress while something is expected; Completed when
 * everything arrived or the rest was cancelled; Incomplete when closed with quantities missing. An unacceptable
 * delivery receives nothing and leaves the order as it was. Quantities are decimal strings in the line's unit.
 */

type ShortLineChoice = 'expect_rest' | 'cancel_rest';

export interface SignOffLine {
  ordered: string;
  /** Accepted by earlier delivery notes of the order. */
  previouslyReceived: string;
  /** Rest cancelled at earlier sign-offs. */
  previouslyCancelled: string;
  /** Accepted on this delivery note (quantities.ts acceptedQuantity). */
  newlyReceived: string;
  /** The user's choice for a line still short after this note (default: the supplier's setting). */
  choice: ShortLineChoice | null;
}

export interface SignOff {
  status: OrderStatus;
  lines: readonly SignOffLine[];
  /** "Close the order": nothing more will come for it. */
  closesOrder: boolean;
  /** The whole delivery was refused as unacceptable. */
  isRefused: boolean;
}

/** A line after the sign-off: received + cancelled + expected + missing cover what was ordered (over-delivery aside). */
interface LineOutcome {
  received: string;
  cancelled: string;
  /** Still expected: the backorder's quantity. */
  expected: string;
  /** Closed without arriving. */
  missing: string;
}

export type SignOffResult =
  | { ok: true; status: OrderStatus; lines: LineOutcome[] }
  | { ok: false; reason: 'order_closed' }
  | { ok: false; reason: 'choice_missing'; lines: number[] };

/** Orders that can still receive goods; the others are closed or were withdrawn. */
const RECEIVING_STATUSES: readonly OrderStatus[] = ['new', 'in_progress'];

const restOf = (line: SignOffLine, received: Decimal) =>
  Decimal.max(new Decimal(line.ordered).minus(received).minus(line.previouslyCancelled), 0);

/** Indexes of the lines still short after this note, which need the user's choice before sign-off. */
export function linesNeedingChoice(lines: readonly SignOffLine[]): number[] {
  return lines.flatMap((line, index) =>
    restOf(line, new Decimal(line.previouslyReceived).plus(line.newlyReceived)).gt(0) && line.choice === null
      ? [index]
      : [],
  );
}

export function signOffOrder(input: SignOff): SignOffResult {
  if (!RECEIVING_STATUSES.includes(input.status)) return { ok: false, reason: 'order_closed' };
  if (!input.closesOrder && !input.isRefused) {
    const missingChoice = linesNeedingChoice(input.lines);
    if (missingChoice.length > 0) return { ok: false, reason: 'choice_missing', lines: missingChoice };
  }

  const lines = input.lines.map((line): LineOutcome => {
    const received = new Decimal(line.previouslyReceived).plus(input.isRefused ? 0 : line.newlyReceived);
    const rest = restOf(line, received);
    // A refused delivery changes nothing: what was expected stays expected.
    const cancelsRest = !input.isRefused && line.choice === 'cancel_rest';
    const cancelled = new Decimal(line.previouslyCancelled).plus(cancelsRest ? rest : 0);
    const open = cancelsRest ? new Decimal(0) : rest;
    return {
      received: received.toFixed(),
      cancelled: cancelled.toFixed(),
      expected: input.closesOrder ? '0' : open.toFixed(),
      missing: input.closesOrder ? open.toFixed() : '0',
    };
  });

  return { ok: true, status: nextStatus(input, lines), lines };
}

function nextStatus(input: SignOff, lines: readonly LineOutcome[]): OrderStatus {
  const any = (pick: (line: LineOutcome) => string) => lines.some((line) => new Decimal(pick(line)).gt(0));
  if (input.closesOrder) return any((line) => line.missing) ? 'incomplete' : 'completed';
  if (input.isRefused) return input.status;
  if (!any((line) => line.expected)) return 'completed';
  // Something is expected later; a new order stays new until something has actually arrived.
  return any((line) => line.received) ? 'in_progress' : input.status;
}
