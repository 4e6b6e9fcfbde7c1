import Decimal from 'decimal.js';
import type { ReclamationReason } from '#app/db/schema/reclamations';
import type { RejectReason } from '#app/db/schema/receiving';

/**
 * What a signed-off delivery note claims from its supplier (docs/decisions/034-reclamations-and-records.md): per line
 * short (expected − delivered), over (delivered − expected), rejected (its reason, the delivered quantity) and a
 * temperature breach (the delivered quantity), each with the line's notes and its amount at the order's net price;
 * and the delivery's own problems. Pure; the sign-off writes it with one statement.
 */

export interface DraftNoteLine {
  uid: string;
  orderLineId: number | null;
  productId: number | null;
  itemCode: string | null;
  productName: string;
  unit: string | null;
  expectedQuantity: string | null;
  deliveredQuantity: string;
  isAccepted: boolean;
  rejectReason: RejectReason | null;
  temperatureVerdict: 'ok' | 'tolerated' | 'breach' | null;
  correctiveNote: string | null;
  reclamationNote: string | null;
  /** Solved at the door (the driver took it back, brought the rest): nothing to claim. */
  isSolved: boolean;
}

export interface DraftHeader {
  damagedSeal: boolean;
  missingSeal: boolean;
  dirty: boolean;
  unacceptable: boolean;
}

/** An order line's price terms: the net unit price is price × (1 − discount / 100). */
export interface OrderPrice {
  price: string;
  discount: string;
}

interface DraftLine {
  /** The note line's uid (its id is known only once written). */
  uid: string;
  productId: number | null;
  itemCode: string | null;
  productName: string;
  unit: string | null;
  reason: ReclamationReason;
  quantity: string;
  unitPrice: string | null;
  amount: string | null;
  note: string | null;
}

export interface ReclamationDraft {
  flags: DraftHeader;
  lines: DraftLine[];
}

const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });

/** The order line's net unit price, to the money column's four decimals. */
export function netUnitPrice(terms: OrderPrice): string {
  return new D(terms.price).times(new D(100).minus(terms.discount)).div(100).toDecimalPlaces(4).toFixed(4);
}

/** quantity × unit price, rounded to cents (half up). */
export function claimAmount(quantity: string, unitPrice: string): string {
  return new D(quantity).times(unitPrice).toDecimalPlaces(2).toFixed(2);
}

/** A reject reason names its reclamation reason (the lists share their values). */
const REASON_OF_REJECT: Record<RejectReason, ReclamationReason> = {
  damaged: 'damaged',
  wrong_product: 'wrong_product',
  expired: 'expired',
  temperature: 'temperature',
  quality: 'quality',
  other: 'other',
};

function joinNotes(...notes: (string | null)[]): string | null {
  const kept = notes.map((note) => note?.trim()).filter((note): note is string => !!note);
  return kept.length ? kept.join(' — ') : null;
}

/** The reclamation of a note, or null when the note had no problem to claim. */
export function draftReclamation(
  header: DraftHeader,
  lines: readonly DraftNoteLine[],
  prices: ReadonlyMap<number, OrderPrice>,
): ReclamationDraft | null {
  const drafted: DraftLine[] = [];
  for (const line of lines) {
    if (line.isSolved) continue;
    const terms = line.orderLineId === null ? undefined : prices.get(line.orderLineId);
    const unitPrice = terms ? netUnitPrice(terms) : null;
    const claim = (reason: ReclamationReason, quantity: Decimal, note: string | null) => {
      if (quantity.lte(0)) return;
      const fixed = quantity.toFixed();
      drafted.push({
        uid: line.uid,
        productId: line.productId,
        itemCode: line.itemCode,
        productName: line.productName,
        unit: line.unit,
        reason,
        quantity: fixed,
        unitPrice,
        amount: unitPrice === null ? null : claimAmount(fixed, unitPrice),
        note,
      });
    };
    const delivered = new D(line.deliveredQuantity);
    const notes = joinNotes(line.reclamationNote, line.correctiveNote);
    if (line.expectedQuantity !== null && delivered.lt(line.expectedQuantity))
      claim('short', new D(line.expectedQuantity).minus(delivered), joinNotes(line.reclamationNote));
    if (!line.isAccepted) {
      claim(REASON_OF_REJECT[line.rejectReason ?? 'other'], delivered, notes);
      continue;
    }
    if (line.expectedQuantity !== null && delivered.gt(line.expectedQuantity))
      claim('over', delivered.minus(line.expectedQuantity), joinNotes(line.reclamationNote));
    if (line.temperatureVerdict === 'breach') claim('temperature', delivered, notes);
  }
  const flags = {
    damagedSeal: header.damagedSeal,
    missingSeal: header.missingSeal,
    dirty: header.dirty,
    unacceptable: header.unacceptable,
  };
  if (!drafted.length && !Object.values(flags).some(Boolean)) return null;
  return { flags, lines: drafted };
}
