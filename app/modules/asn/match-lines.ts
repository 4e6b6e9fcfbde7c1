import type { AsnLineProblem } from '#app/db/schema/asn';
import { toGtin14 } from '#app/utils/gs1';
import { normalizeVatNumber } from '#app/utils/vat';
import type { AsnParty, ParsedAsnLine } from './asn-document';
import { convertToProductUnit, type ProductUnitTerms } from './unit-codes';

/**
 * Matching an ASN to the shop's data, without the database (docs/decisions/033-advance-ship-notices.md, "Formats"):
 * the import loads the supplier's products and the order's lines into an AsnCatalog in one query each, and these
 * functions decide. Every line comes back, matched or with its problem; none is dropped.
 */

export interface AsnCatalogProduct extends ProductUnitTerms {
  productId: number;
}

export interface AsnCatalog {
  /** By `gtinKey` of the product's EAN and of each of its extra GTINs. */
  byGtin: Map<string, AsnCatalogProduct>;
  /** By `itemCodeKey` of the product's supplier product ID. */
  bySupplierCode: Map<string, AsnCatalogProduct>;
  /** By `itemCodeKey` of the shop's own product IDs (internal, additional internal); optional. */
  byBuyerCode?: Map<string, AsnCatalogProduct>;
  /** The matched order's lines by product; null when the ASN matched no order (then nothing is "not on the order"). */
  orderLines: Map<number, { orderLineId: number }> | null;
}

/**
 * A line as matched, shaped like asn_lines: the quantity as sent is `sentQuantity` (in `unitCode`), and `quantity`
 * is the expected quantity in the product's unit.
 */
export type MatchedAsnLine = Omit<ParsedAsnLine, 'quantity'> & {
  sentQuantity: string;
  productId: number | null;
  orderLineId: number | null;
  /** Expected quantity in the product's unit; null when no product matched or the unit cannot be converted. */
  quantity: string | null;
  problem: AsnLineProblem | null;
};

/** GTIN-8/12/13/14 compared as GTIN-14 (leading zeros), as receiving compares scans; other text as written. */
export const gtinKey = (code: string): string => toGtin14(code) ?? code.trim();

/** Item codes compared trimmed and without case. */
export const itemCodeKey = (code: string): string => code.trim().toLowerCase();

function findProduct(
  line: Pick<ParsedAsnLine, 'gtin' | 'supplierItemCode' | 'buyerItemCode'>,
  catalog: AsnCatalog,
): AsnCatalogProduct | null {
  if (line.gtin) {
    const product = catalog.byGtin.get(gtinKey(line.gtin));
    if (product) return product;
  }
  if (line.supplierItemCode) {
    const product = catalog.bySupplierCode.get(itemCodeKey(line.supplierItemCode));
    if (product) return product;
  }
  if (line.buyerItemCode && catalog.byBuyerCode) {
    const product = catalog.byBuyerCode.get(itemCodeKey(line.buyerItemCode));
    if (product) return product;
  }
  return null;
}

/**
 * Lines to products: by GTIN (the EAN or an extra GTIN), then the supplier's item code, then the shop's own code;
 * the quantity converted to the product's unit. Problems, one per line: no product; the product is not on the
 * order; the unit cannot be converted (the line then has no quantity).
 */
export function matchAsnLines(lines: ParsedAsnLine[], catalog: AsnCatalog): MatchedAsnLine[] {
  return lines.map(({ quantity: sentQuantity, ...line }) => {
    const product = findProduct(line, catalog);
    if (!product)
      return { ...line, sentQuantity, productId: null, orderLineId: null, quantity: null, problem: 'no_product' };
    const converted = convertToProductUnit(sentQuantity, line.unitCode, product);
    const quantity = converted.ok ? converted.quantity : null;
    const orderLine = catalog.orderLines?.get(product.productId) ?? null;
    const problem: AsnLineProblem | null =
      catalog.orderLines !== null && orderLine === null ? 'not_on_order' : converted.ok ? null : 'unit';
    return {
      ...line,
      sentQuantity,
      productId: product.productId,
      orderLineId: orderLine?.orderLineId ?? null,
      quantity,
      problem,
    };
  });
}

export interface SupplierCandidate {
  supplierId: number;
  gln: string | null;
  vatNumber: string | null;
  /** The shop's numbers for the supplier and the shop's number at the supplier (shop_suppliers). */
  ids: string[];
}

const compactVat = (vat: string) => vat.replace(/[^A-Za-z0-9]/g, '').toUpperCase();
const vatKey = (vat: string) => normalizeVatNumber(vat) ?? compactVat(vat);
const withoutCountry = (key: string) => key.replace(/^[A-Z]{2}(?=\d)/, '');

/** Same number; a number sent without its country prefix matches the stored one with it. */
function sameVat(sent: string, stored: string): boolean {
  const [a, b] = [vatKey(sent), vatKey(stored)];
  if (a === b) return true;
  const noPrefix = a === withoutCountry(a) || b === withoutCountry(b);
  return noPrefix && withoutCountry(a) === withoutCountry(b);
}

/** The one candidate `matches` names, or null when none or several do (never a guess). */
function only(candidates: SupplierCandidate[], matches: (candidate: SupplierCandidate) => boolean): number | null {
  const found = new Set(candidates.filter(matches).map((candidate) => candidate.supplierId));
  return found.size === 1 ? [...found][0]! : null;
}

/**
 * The shop's supplier a message names: by GLN, else by VAT number, else by an ID the shop keeps for the supplier.
 * Null when nothing matches or the match is not unique.
 */
export function pickSupplier(party: AsnParty, candidates: SupplierCandidate[]): number | null {
  const gln = party.gln?.trim();
  if (gln) {
    const found = only(candidates, (candidate) => candidate.gln?.trim() === gln);
    if (found !== null) return found;
  }
  const vat = party.vatNumber?.trim();
  if (vat) {
    const found = only(candidates, (candidate) => !!candidate.vatNumber && sameVat(vat, candidate.vatNumber));
    if (found !== null) return found;
  }
  const id = party.id?.trim();
  if (id) {
    const wanted = itemCodeKey(id);
    const found = only(candidates, (candidate) =>
      candidate.ids.some((candidateId) => itemCodeKey(candidateId) === wanted),
    );
    if (found !== null) return found;
  }
  return null;
}
