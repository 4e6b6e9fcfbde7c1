import Decimal from 'decimal.js';
import type { OrderStatus } from '#app/db/schema/ordering';
import type { CertificateScheme, RejectReason, ShortLineChoice } from '#app/db/schema/receiving';
import { deliveryOutcome, problemLineCount, type DeliveryOutcome } from './delivery-outcome';
import { acceptedQuantity, type LineState } from './quantities';
import { signOffOrder, type SignOffResult } from './receipt-status';
import type { ReceiptDraft } from './receipt.schema';
import type { ReceiptView } from './receipt-view';
import { lineCertificateNumber } from './seafood-certificates';
import { certificateOf, deliveredOf, isCalendarDate, lineStateOf, readingOf, shortChoiceOf } from './sign-off-check';
import { parseReading } from './temperature';

/**
 * What a sign-off writes, worked out from a checked draft (docs/decisions/030-receiving-drafts-and-sign-off.md): the
 * note's lines, its outcome, and for an order each line's received and cancelled quantities, the rests the backorder
 * expects and the order's status (receipt-status.ts). Pure; the service writes it in one transaction.
 */

interface PlannedNoteLine {
  uid: string;
  position: number;
  orderLineId: number | null;
  productId: number | null;
  itemCode: string | null;
  productName: string;
  unit: string | null;
  temperatureRegime: 'chilled' | 'frozen' | 'room';
  orderedQuantity: string | null;
  expectedQuantity: string | null;
  deliveredQuantity: string;
  acceptedQuantity: string;
  state: LineState;
  isAccepted: boolean;
  rejectReason: RejectReason | null;
  temperature: string | null;
  temperatureVerdict: 'ok' | 'tolerated' | 'breach' | null;
  correctiveNote: string | null;
  bestBefore: string | null;
  lot: string | null;
  isCertified: boolean;
  certificateNumber: string | null;
  reclamationNote: string | null;
  isSolved: boolean;
  shortChoice: ShortLineChoice | null;
  isRisky: boolean;
  excludedFromStock: boolean;
  excludeReason: string | null;
  certificateScheme: CertificateScheme | null;
  certificateExpires: string | null;
}

export interface PlannedNote {
  lines: PlannedNoteLine[];
  outcome: DeliveryOutcome;
  problemCount: number;
  /** Accepted per order line (lines of the order only). */
  accepted: Map<number, string>;
  /** The choice for each order line left short by this note. */
  choices: Map<number, ShortLineChoice>;
}

type PlanView = Pick<ReceiptView, 'lines' | 'shortLineChoice' | 'today' | 'supplierCertificates'>;

export function planNote(view: PlanView, draft: ReceiptDraft): PlannedNote {
  const { header } = draft;
  const byUid = new Map(view.lines.map((line) => [line.uid, line]));
  const accepted = new Map<number, string>();
  const choices = new Map<number, ShortLineChoice>();
  const lines = draft.lines.map((input, index): PlannedNoteLine => {
    const line = byUid.get(input.uid)!;
    const parsed = deliveredOf(line, input, header);
    const delivered = (parsed.ok ? parsed.quantity : null) ?? '0';
    const isAccepted = !input.isRejected;
    const taken = header.unacceptable ? '0' : acceptedQuantity({ delivered, isRejected: input.isRejected });
    const reading = readingOf(line, input, header);
    const isShort = line.expected !== null && new Decimal(taken).lt(line.expected);
    const shortChoice = isShort && !header.closesOrder && !header.unacceptable ? shortChoiceOf(view, input) : null;
    // The records (decision 034): the product's flags and scheme, the receiver's exclusion, the supplier's certificate.
    const certificate = certificateOf(view, line, header);
    const excludeReason = input.excludeFromStock ? input.excludeReason?.trim() || null : null;
    if (line.orderLineId !== null) {
      accepted.set(line.orderLineId, new Decimal(accepted.get(line.orderLineId) ?? 0).plus(taken).toFixed());
      if (shortChoice) choices.set(line.orderLineId, shortChoice);
    }
    return {
      uid: input.uid,
      position: index + 1,
      orderLineId: line.orderLineId,
      productId: line.productId,
      itemCode: line.itemCode,
      productName: line.productName,
      unit: line.unit,
      temperatureRegime: line.temperatureRegime,
      orderedQuantity: line.ordered,
      expectedQuantity: line.expected,
      deliveredQuantity: delivered,
      acceptedQuantity: taken,
      state: lineStateOf(line, input, header),
      isAccepted,
      rejectReason: input.isRejected ? input.rejectReason : null,
      temperature: input.temperature ? parseReading(input.temperature) : null,
      temperatureVerdict: 'reading' in reading ? reading.verdict : null,
      correctiveNote: input.correctiveNote,
      // A date input never sends a day that does not exist; a crafted one is not kept rather than refused.
      bestBefore: isCalendarDate(input.bestBefore) ? input.bestBefore : null,
      lot: input.lot,
      isCertified: input.isCertified || certificate !== null,
      certificateNumber: certificate
        ? lineCertificateNumber(input.certificateNumber, certificate)
        : input.certificateNumber,
      reclamationNote: input.reclamationNote,
      isSolved: input.isSolved,
      shortChoice,
      isRisky: line.isRisky ?? false,
      excludedFromStock: (line.excludedByProduct ?? false) || excludeReason !== null,
      excludeReason,
      certificateScheme: certificate?.scheme ?? null,
      certificateExpires: certificate?.supplier.expires ?? null,
    };
  });
  const states = lines.map((line) => line.state);
  const checks = {
    isSealDamaged: header.damagedSeal,
    isSealMissing: header.missingSeal,
    isDirty: header.dirty,
    isUnacceptable: header.unacceptable,
  };
  return { lines, outcome: deliveryOutcome(checks, states), problemCount: problemLineCount(states), accepted, choices };
}

interface OrderLineQuantities {
  id: number;
  quantity: string;
  receivedQuantity: string;
  cancelledQuantity: string;
}

export interface OrderPlanInput {
  status: OrderStatus;
  orderLines: readonly OrderLineQuantities[];
  note: Pick<PlannedNote, 'accepted' | 'choices'>;
  /** An amendment: what the corrected note accepted per order line, replaced by this note's quantities. */
  replaced: ReadonlyMap<number, string>;
  closesOrder: boolean;
  isRefused: boolean;
}

export type OrderPlan =
  | Extract<SignOffResult, { ok: false }>
  | {
      ok: true;
      status: OrderStatus;
      /** Lines whose received or cancelled quantity changes. */
      changed: { orderLineId: number; received: string; cancelled: string }[];
      /** What the backorder expects. */
      rests: { orderLineId: number; quantity: string }[];
    };

const CLOSED: readonly OrderStatus[] = ['completed', 'incomplete'];

/**
 * The order after the note. Lines the note does not mention keep expecting their rest. An amendment of a closed
 * (completed or incomplete) order corrects its quantities and keeps it closed: its status is worked out again as if
 * it were closed now.
 */
export function planOrder(input: OrderPlanInput): OrderPlan {
  const reclose = input.replaced.size > 0 && CLOSED.includes(input.status);
  const result = signOffOrder({
    status: reclose ? 'in_progress' : input.status,
    closesOrder: input.closesOrder || reclose,
    isRefused: input.isRefused,
    lines: input.orderLines.map((line) => ({
      ordered: line.quantity,
      previouslyReceived: new Decimal(line.receivedQuantity).minus(input.replaced.get(line.id) ?? 0).toFixed(),
      previouslyCancelled: line.cancelledQuantity,
      newlyReceived: input.note.accepted.get(line.id) ?? '0',
      choice: input.note.choices.get(line.id) ?? 'expect_rest',
    })),
  });
  if (!result.ok) return result;
  const changed = input.orderLines.flatMap((line, index) => {
    const outcome = result.lines[index]!;
    const same =
      new Decimal(outcome.received).eq(line.receivedQuantity) &&
      new Decimal(outcome.cancelled).eq(line.cancelledQuantity);
    return same ? [] : [{ orderLineId: line.id, received: outcome.received, cancelled: outcome.cancelled }];
  });
  const rests = input.orderLines.flatMap((line, index) => {
    const expected = result.lines[index]!.expected;
    return new Decimal(expected).gt(0) ? [{ orderLineId: line.id, quantity: expected }] : [];
  });
  return { ok: true, status: result.status, changed, rests };
}
