import Decimal from 'decimal.js';
import type { CreditNoteKind } from '#app/db/schema/reclamations';
import { addDays } from '#app/utils/dates';
import { amountQuantity } from './credit-note-document';

/**
 * Which delivery note line each line of a supplier's document is about (docs/decisions/034-reclamations-and-records.md,
 * "Credit and debit notes"). The candidates are the signed-off, not amended-away delivery note lines of the shop and
 * the document's supplier, fetched once for the whole document. For each document line, in order:
 *
 * 1. Item: a candidate whose codes (the line's item code as received, the product's supplier code, EAN and GTINs)
 *    hold the line's item ID or GTIN. Codes compare without case and spaces; digit codes of 8–14 digits compare as
 *    GTIN-14 (leading zeros do not matter).
 * 2. References: when the document names a delivery note number and/or an order number, the item's candidates whose
 *    note has that number and/or whose order has that number (both when both are given and some candidate has both;
 *    else either). The most recent one still open (see 3) wins, else the most recent one.
 * 3. Otherwise (no reference, or none of the item's candidates has it): the candidates delivered within
 *    MATCH_WINDOW_DAYS before the document's date (or MATCH_DAYS_AFTER after it, for a document written before the
 *    van arrived) that are still open — the quantity already matched by documents of the same kind (stored ones and
 *    this document's earlier lines) is below the quantity delivered (or ordered, when more) — the most recent first.
 *    None open: the line stays unmatched; it is kept and shown, never dropped or guessed.
 */

export const MATCH_WINDOW_DAYS = 90;
export const MATCH_DAYS_AFTER = 3;

export interface MatchCandidate {
  deliveryNoteId: number;
  deliveryNoteLineId: number;
  productId: number | null;
  deliveryNumber: string | null;
  deliveryDate: string;
  orderNumber: number | null;
  codes: string[];
  deliveredQuantity: string;
  orderedQuantity: string | null;
  /** The quantity documents of the same kind already matched to this line. */
  coveredQuantity: string;
}

export interface MatchDocument {
  kind: CreditNoteKind;
  issueDate: string;
  orderReference: string | null;
  deliveryReference: string | null;
  lines: { itemId: string; gtin?: string | null; invoiceQuantity: string | null; differenceQuantity: string | null }[];
}

export interface LineMatch {
  deliveryNoteId: number;
  deliveryNoteLineId: number;
  productId: number | null;
}

/** A code as compared: no case, no spaces; 8–14 digits as GTIN-14. */
export function matchCode(code: string): string {
  const compact = code.replace(/\s+/g, '').toLowerCase();
  return /^\d{8,14}$/.test(compact) ? compact.padStart(14, '0') : compact;
}

/** "PO 0042", "42", "#42" name order 42; null when the reference holds no number. */
function orderNumberOf(reference: string | null): number | null {
  const digits = reference?.match(/\d+/g);
  if (!digits || digits.length !== 1) return null;
  const number = Number(digits[0]);
  return Number.isSafeInteger(number) ? number : null;
}

const sameText = (a: string | null, b: string | null) =>
  a !== null && b !== null && a.trim().toLowerCase() === b.trim().toLowerCase();

const newestFirst = (a: MatchCandidate, b: MatchCandidate) =>
  b.deliveryDate.localeCompare(a.deliveryDate) || b.deliveryNoteLineId - a.deliveryNoteLineId;

/** The matches of a document's lines, one per line (null: not matched). Pure: the candidates are given. */
export function matchDocumentLines(document: MatchDocument, candidates: MatchCandidate[]): (LineMatch | null)[] {
  const orderNumber = orderNumberOf(document.orderReference);
  const from = addDays(document.issueDate, -MATCH_WINDOW_DAYS);
  const to = addDays(document.issueDate, MATCH_DAYS_AFTER);
  const byCode = new Map<string, MatchCandidate[]>();
  for (const candidate of [...candidates].sort(newestFirst))
    for (const code of new Set(candidate.codes.filter(Boolean).map(matchCode))) {
      const list = byCode.get(code) ?? [];
      list.push(candidate);
      byCode.set(code, list);
    }
  const covered = new Map(candidates.map((c) => [c.deliveryNoteLineId, new Decimal(c.coveredQuantity)]));
  const isOpen = (candidate: MatchCandidate) => {
    const capacity = Decimal.max(candidate.deliveredQuantity, candidate.orderedQuantity ?? 0);
    return covered.get(candidate.deliveryNoteLineId)!.lessThan(capacity);
  };

  return document.lines.map((line) => {
    const seen = new Set<number>();
    const ofItem = [line.itemId, line.gtin ?? '']
      .filter(Boolean)
      .flatMap((code) => byCode.get(matchCode(code)) ?? [])
      .filter((candidate) => !seen.has(candidate.deliveryNoteLineId) && seen.add(candidate.deliveryNoteLineId))
      .sort(newestFirst);
    const byDelivery = document.deliveryReference
      ? ofItem.filter((c) => sameText(c.deliveryNumber, document.deliveryReference))
      : [];
    const byOrder = orderNumber !== null ? ofItem.filter((c) => c.orderNumber === orderNumber) : [];
    const both = byDelivery.filter((c) => byOrder.includes(c));
    const referenced = both.length ? both : byDelivery.length ? byDelivery : byOrder;
    const chosen = referenced.length
      ? (referenced.find(isOpen) ?? referenced[0]!)
      : ofItem.find((c) => c.deliveryDate >= from && c.deliveryDate <= to && isOpen(c));
    if (!chosen) return null;
    const quantity = amountQuantity(document.kind, line);
    covered.set(
      chosen.deliveryNoteLineId,
      covered.get(chosen.deliveryNoteLineId)!.plus(quantity ?? chosen.deliveredQuantity),
    );
    return {
      deliveryNoteId: chosen.deliveryNoteId,
      deliveryNoteLineId: chosen.deliveryNoteLineId,
      productId: chosen.productId,
    };
  });
}
