import type { DraftStamp } from './draft-stamp';
import type { TemperatureRegime } from '#app/db/schema/catalog';
import type { OrderStatus } from '#app/db/schema/ordering';
import type { CertificateScheme, DeliveryNoteState, ShortLineChoice } from '#app/db/schema/receiving';
import type { ReceiptDraft } from './receipt.schema';
import type { SupplierCertificates } from './seafood-certificates';
import type { RegimeLimit } from './temperature';

/**
 * What the receiving screen shows of one delivery note (docs/decisions/030-receiving-drafts-and-sign-off.md): the
 * note, the draft as the user last saved it, and per draft line what the server knows of the product and the order.
 * Types only, so the page's bundle gets no server code.
 */

export interface ReceiptViewLine {
  uid: string;
  orderLineId: number | null;
  productId: number | null;
  productName: string;
  itemCode: string | null;
  ean: string | null;
  gtins: string[];
  unit: string | null;
  isWeighted: boolean;
  scanCountsPackage: boolean;
  unitsPerPackage: string | null;
  temperatureRegime: TemperatureRegime;
  limit: RegimeLimit;
  minShelfLifeDays: number | null;
  tracksLot: boolean;
  /** The product's certificates as written on it (certified seafood names ASC or MSC: seafood-certificates.ts). */
  certificates: string | null;
  /** The product is flagged "risky item": its receipts are in the food-safety log. */
  isRisky?: boolean;
  /** The product is flagged "exclude from stock export": the line is out of stock without a reason. */
  excludedByProduct?: boolean;
  /** A signed-off line: what its sign-off recorded. */
  record?: LineRecord;
  /** null on an unplanned line. */
  ordered: string | null;
  expected: string | null;
  /** Receiving against an advance ship notice: what it announces for this line (product unit), and per pallet. */
  announced?: string | null;
  pallets?: { sscc: string; quantity: string }[];
}

/** The facts a sign-off records on a line for the risk-item, stock-excluded and ASC/MSC records. */
export interface LineRecord {
  isRisky: boolean;
  excludedFromStock: boolean;
  excludeReason: string | null;
  certificateScheme: CertificateScheme | null;
  certificateNumber: string | null;
  certificateExpires: string | null;
}

/** An advance ship notice line no product of the shop matched (or in a unit that does not convert): shown, not received. */
export interface ReceiptAsnNotice {
  position: number;
  code: string | null;
  description: string | null;
  sentQuantity: string;
  unitCode: string | null;
  problem: 'no_product' | 'not_on_order' | 'unit' | null;
}

export interface ReceiptNoteInfo {
  id: number;
  state: DeliveryNoteState;
  outcome: 'ok' | 'problems' | 'unacceptable' | null;
  supplierId: number;
  supplierName: string;
  orderId: number | null;
  orderNumber: number | null;
  orderStatus: OrderStatus | null;
  backorderId: number | null;
  draftVersion: number;
  /** The device that saved the draft last, and as of when (draft-stamp.ts); null once signed off. */
  savedBy: DraftStamp | null;
  createdByName: string | null;
  acceptedByName: string | null;
  signedOffAt: string | null;
  hasSignature: boolean;
  amendsNoteId: number | null;
  amendmentReason: string | null;
  amendedByNoteId: number | null;
  /** The advance ship notice received against, if any. */
  asnId?: number | null;
  asnNumber?: string | null;
}

export interface ReceiptView {
  note: ReceiptNoteInfo;
  /** A signed-off note's values rebuilt from its columns and lines. */
  draft: ReceiptDraft;
  /** One per draft line, same uids. */
  lines: ReceiptViewLine[];
  photos: { id: number; lineUid: string | null; width: number; height: number }[];
  /** The shop's date. */
  today: string;
  /** The supplier's next delivery day after today. */
  defaultBackorderDate: string | null;
  /** The supplier's default. */
  shortLineChoice: ShortLineChoice;
  /** The supplier's ASC and MSC certificates in the shop (none when not given). */
  supplierCertificates?: SupplierCertificates;
  /** Another signed-off note of the same order since this draft began: sign-off would be refused. */
  conflict: boolean;
  /** Receiving against an advance ship notice: its lines that cannot be received, shown as a notice. */
  asnNotices?: ReceiptAsnNotice[];
}
