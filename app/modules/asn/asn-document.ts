import type { AsnFormat } from '#app/db/schema/asn';

/**
 * An advance ship notice as read from a file or a posted message, before it is matched to the shop's supplier,
 * order and products (docs/decisions/033-advance-ship-notices.md). Every reader (spreadsheet, EDIFACT DESADV, UBL
 * DespatchAdvice) produces this shape; the import matches and stores it. Dates are ISO `YYYY-MM-DD`, quantities
 * decimal strings with a dot, codes trimmed; what the message does not say is null.
 */
export interface ParsedAsn {
  format: AsnFormat;
  asnNumber: string;
  /** The message cancels the ASN of this number (DESADV BGM message function 1 or 3). */
  isCancellation: boolean;
  documentDate: string | null;
  despatchDate: string | null;
  deliveryDate: string | null;
  orderNumber: string | null;
  deliveryNoteNumber: string | null;
  /** How the message names the supplier; the import finds the shop's supplier by any of these. */
  supplier: AsnParty;
  buyer: AsnParty;
  deliveryParty: AsnParty;
  warehouseNumber: string | null;
  lines: ParsedAsnLine[];
}

export interface AsnParty {
  gln: string | null;
  vatNumber: string | null;
  /** An ID other than a GLN (the supplier's number in the buyer's system, or the buyer's at the supplier). */
  id: string | null;
  name: string | null;
}

export interface ParsedAsnLine {
  /** 1-based, in the order of the message. */
  position: number;
  /** Where the line is in its source, for messages: "LIN 3", "DespatchLine 2", "row 7". */
  source: string;
  gtin: string | null;
  supplierItemCode: string | null;
  buyerItemCode: string | null;
  description: string | null;
  /** Despatched quantity as sent, in `unitCode`. */
  quantity: string;
  /** UN/ECE Recommendation 20 code (C62, KGM, XBX, …) or, from a spreadsheet, the unit as written; null: not given. */
  unitCode: string | null;
  orderedQuantity: string | null;
  outstandingQuantity: string | null;
  bestBefore: string | null;
  lot: string | null;
  /** The pallet or handling unit the line travels on (SSCC, 18 digits). */
  sscc: string | null;
  orderLineReference: string | null;
}

/**
 * A problem with a file or message, translated by the page or the API from `asn.errors.<code>` with `params`.
 * `at` names where it is (segment and element with their positions, an XML path with line and column, a row).
 */
export interface AsnFormatError {
  code: string;
  at: string | null;
  params?: Record<string, string | number>;
}

export type AsnReadResult = { ok: true; asns: ParsedAsn[] } | { ok: false; errors: AsnFormatError[] };
