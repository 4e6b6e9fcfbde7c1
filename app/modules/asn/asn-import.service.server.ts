import type { Database, DbOrTx } from '#app/db/client.server';
import type { AsnFormat, AsnLineProblem, AsnStatus } from '#app/db/schema/asn';
import { recordAudit } from '#app/modules/audit/audit.repo.server';
import { getImportMapping } from '#app/modules/products/import-mapping.repo.server';
import type { ShopScope } from '#app/modules/tenancy/shop-scope';
import type { AsnFormatError, ParsedAsn } from './asn-document';
import {
  findAsnProducts,
  findOpenOrders,
  listAsnSupplierCandidates,
  orderNumberOf,
  type AsnCatalogRow,
  type AsnSupplierCandidate,
} from './asn-matching.repo.server';
import { sheetRowErrors, type AsnColumnMapping, type AsnSheetRowError } from './asn-sheet';
import { findAsnsByNumber, insertAsn, lockAsnByNumber, replaceAsn, setAsnStatus, type NewAsn } from './asn.repo.server';
import {
  gtinKey,
  itemCodeKey,
  matchAsnLines,
  pickSupplier,
  type AsnCatalogProduct,
  type MatchedAsnLine,
} from './match-lines';
import { readAsnFile, type AsnFileRead } from './read-asn-file.server';

/**
 * Importing an advance ship notice file (docs/decisions/033-advance-ship-notices.md, "Import"): read by content,
 * its supplier found by GLN, VAT number or the shop's IDs for it (or chosen on the page), its lines matched to the
 * supplier's products and its open order, then stored in one transaction per file. A line that matches no product or
 * is not on the order is kept with its problem. The same ASN number from the same supplier replaces the earlier one
 * (revision + 1) until receiving against it has started; a cancellation message cancels it.
 */

export interface AsnImportInput {
  bytes: Uint8Array;
  fileName: string | null;
  /** The API key's supplier, or the one chosen on the page (required for a spreadsheet). */
  supplierId: number | null;
  channel: 'upload' | 'api';
  apiKeyId: number | null;
  userId: number | null;
  /** A spreadsheet's columns as chosen on the page; without it the mapping remembered for the shop and supplier. */
  mapping?: AsnColumnMapping;
}

export interface ImportedAsn {
  id: number;
  asnNumber: string;
  status: AsnStatus;
  replaced: boolean;
  orderId: number | null;
  orderNumber: string | null;
  lineCount: number;
  problems: { position: number; source: string; problem: AsnLineProblem }[];
}

export type AsnImportResult =
  | { ok: true; asns: ImportedAsn[] }
  | { ok: false; reason: 'format'; errors: AsnFormatError[] }
  | { ok: false; reason: 'unknown_supplier' | 'supplier_mismatch' | 'needs_mapping' }
  | { ok: false; reason: 'receiving_started'; asnNumber: string };

type SupplierFailure = { ok: false; reason: 'unknown_supplier' | 'supplier_mismatch' };

/** An ASN of the file with its supplier, order and lines matched; not yet stored. */
interface PlannedAsn {
  parsed: ParsedAsn;
  supplierId: number;
  supplierName: string;
  /** The open order its order number names, if any. */
  order: { id: number; number: number } | null;
  lines: (MatchedAsnLine & { productName: string | null; productUnit: string | null })[];
}

/** Reads the file (a spreadsheet through the page's mapping, else the one remembered for the shop and supplier). */
async function readFile(db: DbOrTx, shop: ShopScope, input: Omit<AsnImportInput, 'channel' | 'apiKeyId' | 'userId'>) {
  const { supplierId } = input;
  return readAsnFile(input.bytes, input.fileName, {
    mapping: input.mapping,
    remembered: async () => (supplierId === null ? {} : getImportMapping(db, shop, `asn:${supplierId}`)),
  });
}

/** No supplier chosen, or one of the shop's. */
const knownSupplier = (chosen: number | null, candidates: AsnSupplierCandidate[]) =>
  chosen === null || candidates.some((candidate) => candidate.supplierId === chosen);

/** Each ASN's supplier: a spreadsheet's is the chosen one; a message's is the one it names, which must be the chosen one. */
function assignSuppliers(
  asns: ParsedAsn[],
  format: AsnFormat,
  chosen: number | null,
  candidates: AsnSupplierCandidate[],
): { ok: true; supplierIds: number[] } | SupplierFailure {
  if (!knownSupplier(chosen, candidates)) return { ok: false, reason: 'unknown_supplier' };
  const supplierIds: number[] = [];
  for (const asn of asns) {
    const named = pickSupplier(asn.supplier, candidates);
    if (format === 'csv' || format === 'xlsx') {
      if (chosen === null) return { ok: false, reason: 'unknown_supplier' };
      if (named !== null && named !== chosen) return { ok: false, reason: 'supplier_mismatch' };
      supplierIds.push(chosen);
    } else if (chosen !== null) {
      if (named !== null && named !== chosen) return { ok: false, reason: 'supplier_mismatch' };
      supplierIds.push(chosen);
    } else if (named === null) return { ok: false, reason: 'unknown_supplier' };
    else supplierIds.push(named);
  }
  return { ok: true, supplierIds };
}

function catalogOf(rows: AsnCatalogRow[], supplierId: number) {
  const byGtin = new Map<string, AsnCatalogProduct>();
  const bySupplierCode = new Map<string, AsnCatalogProduct>();
  const names = new Map<number, { name: string; unit: string | null }>();
  // The supplier's own products first: a GTIN a product of another supplier also has goes to this supplier's.
  const ordered = [...rows].sort((a, b) => Number(b.supplierId === supplierId) - Number(a.supplierId === supplierId));
  for (const row of ordered) {
    const product = {
      productId: row.id,
      unit: row.supplierUnit,
      unitsPerPackage: row.unitsPerPackage,
      packagesPerPallet: row.packagesPerPallet,
    };
    names.set(row.id, { name: row.name, unit: row.supplierUnit });
    for (const code of [row.ean, ...row.gtins])
      if (code && !byGtin.has(gtinKey(code))) byGtin.set(gtinKey(code), product);
    if (row.supplierId === supplierId && row.supplierProductId) {
      const key = itemCodeKey(row.supplierProductId);
      if (!bySupplierCode.has(key)) bySupplierCode.set(key, product);
    }
  }
  return { byGtin, bySupplierCode, names };
}

/**
 * The file's ASNs matched: per supplier of the file one query for its products (the codes of the file only) and one
 * for its open orders the file names, whatever the number of lines.
 */
async function matchAsns(
  db: DbOrTx,
  shop: ShopScope,
  asns: ParsedAsn[],
  supplierIds: number[],
  candidates: AsnSupplierCandidate[],
): Promise<PlannedAsn[]> {
  const planned: PlannedAsn[] = [];
  for (const supplierId of new Set(supplierIds)) {
    const ofSupplier = asns.filter((_, index) => supplierIds[index] === supplierId);
    const lines = ofSupplier.flatMap((asn) => asn.lines);
    const rows = await findAsnProducts(db, shop, supplierId, {
      gtins: lines.flatMap((line) => (line.gtin ? [line.gtin] : [])),
      supplierItemCodes: lines.flatMap((line) => (line.supplierItemCode ? [line.supplierItemCode] : [])),
    });
    const numbers = ofSupplier.map((asn) => orderNumberOf(asn.orderNumber));
    const orders = await findOpenOrders(
      db,
      shop,
      supplierId,
      numbers.filter((number): number is number => number !== null),
    );
    const { byGtin, bySupplierCode, names } = catalogOf(rows, supplierId);
    const supplierName = candidates.find((candidate) => candidate.supplierId === supplierId)?.name ?? '';
    ofSupplier.forEach((parsed, index) => {
      const number = numbers[index];
      const order = number === null ? null : (orders.get(number!) ?? null);
      const matched = matchAsnLines(parsed.lines, { byGtin, bySupplierCode, orderLines: order?.lines ?? null });
      planned.push({
        parsed,
        supplierId,
        supplierName,
        order: order ? { id: order.orderId, number: order.number } : null,
        lines: matched.map((line) => ({
          ...line,
          productName: line.productId === null ? null : (names.get(line.productId)?.name ?? null),
          productUnit: line.productId === null ? null : (names.get(line.productId)?.unit ?? null),
        })),
      });
    });
  }
  // In the file's order.
  return asns.map((asn) => planned.find((plan) => plan.parsed === asn)!);
}

export interface PreviewAsn {
  asnNumber: string;
  format: AsnFormat;
  isCancellation: boolean;
  supplierId: number;
  supplierName: string;
  orderNumber: string | null;
  order: { id: number; number: number } | null;
  deliveryDate: string | null;
  despatchDate: string | null;
  deliveryNoteNumber: string | null;
  warehouseNumber: string | null;
  /** The ASN of this number the shop already has from this supplier: importing replaces it, unless receiving started. */
  existing: { id: number; status: AsnStatus; receivingStarted: boolean } | null;
  lines: {
    position: number;
    source: string;
    gtin: string | null;
    supplierItemCode: string | null;
    description: string | null;
    productName: string | null;
    /** The product's unit, which `quantity` is in. */
    productUnit: string | null;
    sentQuantity: string;
    unitCode: string | null;
    quantity: string | null;
    bestBefore: string | null;
    lot: string | null;
    sscc: string | null;
    problem: AsnLineProblem | null;
  }[];
}

export type AsnPreviewResult =
  | { ok: true; format: AsnFormat; asns: PreviewAsn[]; badRows: AsnSheetRowError[] }
  | { ok: false; reason: 'format'; errors: AsnFormatError[] }
  | SupplierFailure
  | Extract<AsnFileRead, { reason: 'needs_mapping' }>;

/** The file read and matched as importing it would, with what it would replace; nothing is written. */
export async function previewAsnFile(
  db: Database,
  shop: ShopScope,
  input: Pick<AsnImportInput, 'bytes' | 'fileName' | 'supplierId' | 'mapping'>,
): Promise<AsnPreviewResult> {
  const candidates = await listAsnSupplierCandidates(db, shop);
  if (!knownSupplier(input.supplierId, candidates)) return { ok: false, reason: 'unknown_supplier' };
  const read = await readFile(db, shop, input);
  if (!read.ok && read.reason === 'needs_mapping' && input.supplierId === null)
    return { ok: false, reason: 'unknown_supplier' };
  if (!read.ok) return read;
  if (!read.asns.length) return { ok: true, format: read.format, asns: [], badRows: read.badRows };
  const assigned = assignSuppliers(read.asns, read.format, input.supplierId, candidates);
  if (!assigned.ok) return assigned;
  const planned = await matchAsns(db, shop, read.asns, assigned.supplierIds, candidates);
  const existing = await findAsnsByNumber(
    db,
    shop,
    planned.map((plan) => ({ supplierId: plan.supplierId, asnNumber: plan.parsed.asnNumber })),
  );
  const asns = planned.map((plan): PreviewAsn => {
    const { parsed } = plan;
    return {
      asnNumber: parsed.asnNumber,
      format: parsed.format,
      isCancellation: parsed.isCancellation,
      supplierId: plan.supplierId,
      supplierName: plan.supplierName,
      orderNumber: parsed.orderNumber,
      order: plan.order,
      deliveryDate: parsed.deliveryDate,
      despatchDate: parsed.despatchDate,
      deliveryNoteNumber: parsed.deliveryNoteNumber,
      warehouseNumber: parsed.warehouseNumber,
      existing: existing.get(`${plan.supplierId}|${parsed.asnNumber}`) ?? null,
      lines: plan.lines.map((line) => ({
        position: line.position,
        source: line.source,
        gtin: line.gtin,
        supplierItemCode: line.supplierItemCode,
        description: line.description,
        productName: line.productName,
        productUnit: line.productUnit,
        sentQuantity: line.sentQuantity,
        unitCode: line.unitCode,
        quantity: line.quantity,
        bestBefore: line.bestBefore,
        lot: line.lot,
        sscc: line.sscc,
        problem: line.problem,
      })),
    };
  });
  return { ok: true, format: read.format, asns, badRows: read.badRows };
}

function newAsnOf(plan: PlannedAsn, input: AsnImportInput): NewAsn {
  const { parsed } = plan;
  return {
    supplierId: plan.supplierId,
    orderId: plan.order?.id ?? null,
    asnNumber: parsed.asnNumber,
    format: parsed.format,
    channel: input.channel,
    orderNumber: parsed.orderNumber,
    deliveryNoteNumber: parsed.deliveryNoteNumber,
    documentDate: parsed.documentDate,
    despatchDate: parsed.despatchDate,
    deliveryDate: parsed.deliveryDate,
    warehouseNumber: parsed.warehouseNumber,
    supplierGln: parsed.supplier.gln,
    buyerGln: parsed.buyer.gln,
    deliveryGln: parsed.deliveryParty.gln,
    createdByUserId: input.userId,
    apiKeyId: input.apiKeyId,
    lines: plan.lines.map((line) => ({
      position: line.position,
      productId: line.productId,
      orderLineId: line.orderLineId,
      gtin: line.gtin,
      supplierItemCode: line.supplierItemCode,
      buyerItemCode: line.buyerItemCode,
      description: line.description,
      sentQuantity: line.sentQuantity,
      unitCode: line.unitCode,
      quantity: line.quantity,
      orderedQuantity: line.orderedQuantity,
      outstandingQuantity: line.outstandingQuantity,
      bestBefore: line.bestBefore,
      lot: line.lot,
      sscc: line.sscc,
      orderLineReference: line.orderLineReference,
      problem: line.problem,
    })),
  };
}

class ReceivingStarted extends Error {
  constructor(readonly asnNumber: string) {
    super(`receiving against ASN ${asnNumber} has started`);
  }
}

/**
 * Imports the file's ASNs in one transaction: each new, or replacing the shop's ASN of that supplier and number, or
 * cancelling it. Nothing is stored when any ASN of the file cannot be (a spreadsheet row is wrong, receiving against
 * one has started).
 */
export async function importAsnFile(db: Database, shop: ShopScope, input: AsnImportInput): Promise<AsnImportResult> {
  const candidates = await listAsnSupplierCandidates(db, shop);
  if (!knownSupplier(input.supplierId, candidates)) return { ok: false, reason: 'unknown_supplier' };
  const read = await readFile(db, shop, input);
  if (!read.ok && read.reason === 'needs_mapping')
    return { ok: false, reason: input.supplierId === null ? 'unknown_supplier' : 'needs_mapping' };
  if (!read.ok) return read;
  if (read.badRows.length) return { ok: false, reason: 'format', errors: sheetRowErrors(read.badRows) };
  const assigned = assignSuppliers(read.asns, read.format, input.supplierId, candidates);
  if (!assigned.ok) return assigned;
  try {
    return await db.transaction(async (tx) => {
      const planned = await matchAsns(tx, shop, read.asns, assigned.supplierIds, candidates);
      const imported: ImportedAsn[] = [];
      for (const plan of planned) {
        const { parsed } = plan;
        const asn = newAsnOf(plan, input);
        let existing = await lockAsnByNumber(tx, shop, plan.supplierId, parsed.asnNumber);
        const inserted = existing ? null : await insertAsn(tx, shop, asn);
        // Another import of the same new ASN committed first: this one is its replacement (or cancellation).
        if (!existing && inserted === null)
          existing = await lockAsnByNumber(tx, shop, plan.supplierId, parsed.asnNumber);
        if (existing?.receivingStarted) throw new ReceivingStarted(parsed.asnNumber);
        let id: number;
        if (inserted !== null) id = inserted;
        else if (!existing) throw new Error(`ASN ${parsed.asnNumber} was neither stored nor found`);
        else if (parsed.isCancellation) id = existing.id;
        else {
          id = existing.id;
          await replaceAsn(tx, shop, id, asn);
        }
        const status: AsnStatus = parsed.isCancellation ? 'cancelled' : 'expected';
        if (parsed.isCancellation) await setAsnStatus(tx, shop, id, 'cancelled');
        const action = parsed.isCancellation ? 'cancelled' : existing ? 'replaced' : 'imported';
        await recordAudit(tx, {
          companyId: shop.companyId,
          actorUserId: input.userId,
          entityType: 'advance_ship_notice',
          entityId: id,
          action,
          changes: {
            asnNumber: { from: null, to: parsed.asnNumber },
            format: { from: null, to: parsed.format },
            channel: { from: null, to: input.channel },
            lineCount: { from: null, to: asn.lines.length },
          },
        });
        imported.push({
          id,
          asnNumber: parsed.asnNumber,
          status,
          replaced: existing !== null && !parsed.isCancellation,
          orderId: plan.order?.id ?? null,
          orderNumber: parsed.orderNumber,
          lineCount: asn.lines.length,
          problems: plan.lines.flatMap((line) =>
            line.problem ? [{ position: line.position, source: line.source, problem: line.problem }] : [],
          ),
        });
      }
      return { ok: true, asns: imported } as const;
    });
  } catch (error) {
    if (error instanceof ReceivingStarted)
      return { ok: false, reason: 'receiving_started', asnNumber: error.asnNumber };
    throw error;
  }
}
