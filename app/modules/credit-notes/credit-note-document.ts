import Decimal from 'decimal.js';
import type { CreditNoteKind } from '#app/db/schema/reclamations';
import type { AsnFormatError, AsnParty } from '#app/modules/asn/asn-document';

/**
 * A supplier's invoice, credit note or debit note as read from a file or typed on the page, before it is matched to
 * the shop's delivery note lines (docs/decisions/034-reclamations-and-records.md, "Credit and debit notes"). Every
 * reader (spreadsheet, UBL CreditNote, UBL Invoice) produces this shape; the save matches and stores it. Dates are ISO
 * `YYYY-MM-DD`, quantities and amounts decimal strings with a dot, positive (the kind gives the sign).
 */
export interface ParsedCreditNote {
  kind: CreditNoteKind;
  number: string;
  issueDate: string;
  orderReference: string | null;
  deliveryReference: string | null;
  invoiceReference: string | null;
  currency: string;
  /** The net total as the document states it, when it does. */
  totalAmount: string | null;
  /** How the document names its supplier (UBL only); the import finds the shop's supplier by it. */
  supplier: AsnParty | null;
  lines: ParsedCreditNoteLine[];
}

export interface ParsedCreditNoteLine {
  /** The item as the document names it: the supplier's code, else its GTIN. */
  itemId: string;
  /** A GTIN the document gives beside the supplier's code (UBL StandardItemIdentification). */
  gtin: string | null;
  description: string | null;
  invoiceQuantity: string | null;
  unit: string | null;
  differenceQuantity: string | null;
  unitPrice: string | null;
  amount: string;
}

export type CreditNoteReadResult = { ok: true; document: ParsedCreditNote } | { ok: false; errors: AsnFormatError[] };

/** Amounts are stored with four decimals (numeric(14,4)). */
const MONEY = /^\d{1,10}(\.\d{1,4})?$/;

/**
 * A non-negative amount as a plain decimal string with at most four decimals (rounded half up beyond that); null when
 * it is not a number or too large. A comma is read as the decimal mark.
 */
export function plainAmount(text: string): string | null {
  const raw = text.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$|^\.\d+$/.test(raw)) return null;
  const value = new Decimal(raw).toDecimalPlaces(4, Decimal.ROUND_HALF_UP);
  const plain = value.toFixed();
  return MONEY.test(plain) ? plain : null;
}

/**
 * The quantity a line's amount is for: what an invoice bills, what a credit or debit note credits or charges (its
 * difference, else its invoice quantity).
 */
export function amountQuantity(
  kind: CreditNoteKind,
  line: Pick<ParsedCreditNoteLine, 'invoiceQuantity' | 'differenceQuantity'>,
): string | null {
  return kind === 'invoice'
    ? (line.invoiceQuantity ?? line.differenceQuantity)
    : (line.differenceQuantity ?? line.invoiceQuantity);
}

/** A line's amount when the document leaves it out: its quantity × unit price, to cents; null without both. */
export function lineAmount(
  kind: CreditNoteKind,
  line: Pick<ParsedCreditNoteLine, 'invoiceQuantity' | 'differenceQuantity' | 'unitPrice'>,
): string | null {
  const quantity = amountQuantity(kind, line);
  if (quantity === null || line.unitPrice === null) return null;
  return new Decimal(quantity).times(line.unitPrice).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
}

/** The sum of the lines' amounts (four decimals, as stored). */
export function linesTotal(lines: { amount: string }[]): string {
  return lines.reduce((total, line) => total.plus(line.amount), new Decimal(0)).toFixed(4);
}

/** The amount with the kind's sign: a credit note lowers what is owed, an invoice and a debit note raise it. */
export function signedAmount(kind: CreditNoteKind, amount: string): string {
  return kind === 'credit' ? new Decimal(amount).negated().toFixed() : new Decimal(amount).toFixed();
}
