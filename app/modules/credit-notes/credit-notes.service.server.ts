import type { DbOrTx } from '#app/db/client.server';
import type { CreditNoteSource } from '#app/db/schema/reclamations';
import { listAsnSupplierCandidates } from '#app/modules/asn/asn-matching.repo.server';
import { pickSupplier } from '#app/modules/asn/match-lines';
import { auditInsert } from '#app/modules/audit/audit.repo.server';
import { mayInShop, type ShopScope } from '#app/modules/tenancy/shop-scope';
import { lineAmount, linesTotal, type ParsedCreditNote } from './credit-note-document';
import { matchDocumentLines } from './credit-note-matching';
import type { CreditNoteFormOutput } from './credit-notes.schema';
import {
  deleteCreditNoteRow,
  describeMatches,
  findCreditNoteId,
  findMatchCandidates,
  getCreditNote,
  insertCreditNote,
  insertCreditNoteLines,
  listCreditNoteLines,
  listCreditNotes,
  type CreditNoteListQuery,
} from './credit-notes.repo.server';
import { recordInvoiceInAnalytics } from '#app/modules/analytics/analytics-rollup.server';
import { settleReclamations, unsettleReclamations } from './reclamation-settling.repo.server';

/**
 * Saving a supplier's document (docs/decisions/034-reclamations-and-records.md, "Credit and debit notes"): matched
 * against the delivery note lines fetched in one statement, stored with its lines, settling the reclamations its
 * credit covers, and audited — all in one transaction, a fixed number of statements whatever the lines.
 */

export type SaveCreditNoteResult =
  | { ok: true; id: number; unmatched: number }
  | { ok: false; reason: 'forbidden' | 'shop_deleted' | 'unknown_supplier' }
  | { ok: false; reason: 'duplicate'; existingId: number | null };

/** The shop's live suppliers, for the pages' supplier choices. */
export async function listCreditNoteSuppliers(db: DbOrTx, shop: ShopScope) {
  return (await listAsnSupplierCandidates(db, shop)).map(({ supplierId, name }) => ({ supplierId, name }));
}

/** The shop's supplier a UBL document names (GLN, VAT number, ID), or null. */
export async function supplierOfDocument(db: DbOrTx, shop: ShopScope, document: ParsedCreditNote) {
  if (!document.supplier) return null;
  return pickSupplier(document.supplier, await listAsnSupplierCandidates(db, shop));
}

export async function saveCreditNote(
  db: DbOrTx,
  shop: ShopScope,
  input: { supplierId: number; source: CreditNoteSource; document: ParsedCreditNote },
): Promise<SaveCreditNoteResult> {
  if (!mayInShop(shop, 'deliveries:credit_notes')) return { ok: false, reason: 'forbidden' };
  if (shop.shopDeleted) return { ok: false, reason: 'shop_deleted' };
  const { supplierId, document } = input;
  if (!(await listAsnSupplierCandidates(db, shop)).some((supplier) => supplier.supplierId === supplierId))
    return { ok: false, reason: 'unknown_supplier' };
  const candidates = await findMatchCandidates(db, shop, supplierId, document);
  const matches = matchDocumentLines(document, candidates);
  const saved = await db.transaction(async (tx) => {
    const row = await insertCreditNote(
      tx,
      shop,
      { supplierId, source: input.source, document, userId: shop.actor.userId },
      linesTotal(document.lines),
    );
    if (!row) return null;
    await insertCreditNoteLines(tx, shop, row.id, document.lines, matches);
    if (document.kind === 'credit') await settleReclamations(tx, shop, row.id, new Date());
    if (document.kind === 'invoice') await recordInvoiceInAnalytics(tx, shop, row.id, 1);
    await auditInsert(tx, {
      companyId: shop.companyId,
      actorUserId: shop.actor.userId,
      entityType: 'credit_note',
      entityId: row.id,
      action: 'create',
      changes: {
        kind: { from: null, to: document.kind },
        number: { from: null, to: document.number },
        source: { from: null, to: input.source },
        lines: { from: null, to: document.lines.length },
      },
    });
    return row.id;
  });
  if (saved === null)
    return {
      ok: false,
      reason: 'duplicate',
      existingId: await findCreditNoteId(db, shop, { supplierId, kind: document.kind, number: document.number }),
    };
  return { ok: true, id: saved, unmatched: matches.filter((match) => match === null).length };
}

/** The document typed on the entry page, with each left-out amount worked out from its price and quantity. */
export function documentOfForm(value: CreditNoteFormOutput): ParsedCreditNote {
  return {
    kind: value.kind,
    number: value.number,
    issueDate: value.issueDate,
    orderReference: value.orderReference,
    deliveryReference: value.deliveryReference,
    invoiceReference: value.invoiceReference,
    currency: 'EUR',
    totalAmount: null,
    supplier: null,
    lines: value.lines.map((line) => ({
      ...line,
      gtin: null,
      amount: line.amount ?? lineAmount(value.kind, line) ?? '0',
    })),
  };
}

interface PreviewLine {
  itemId: string;
  description: string | null;
  invoiceQuantity: string | null;
  differenceQuantity: string | null;
  unit: string | null;
  amount: string;
  match: { deliveryNumber: string | null; deliveryDate: string; position: number } | null;
}

export interface PreviewDocument {
  kind: ParsedCreditNote['kind'];
  number: string;
  issueDate: string;
  orderReference: string | null;
  deliveryReference: string | null;
  total: string;
  /** The shop already has this supplier's document of this kind and number: it will not be imported again. */
  duplicateId: number | null;
  lines: PreviewLine[];
}

/** What an import would store: each document's lines with the delivery note line each would match (nothing written). */
export async function previewCreditNotes(
  db: DbOrTx,
  shop: ShopScope,
  supplierId: number,
  documents: ParsedCreditNote[],
): Promise<PreviewDocument[]> {
  const previews = await Promise.all(
    documents.map(async (document) => {
      const [candidates, duplicateId] = await Promise.all([
        findMatchCandidates(db, shop, supplierId, document),
        findCreditNoteId(db, shop, { supplierId, kind: document.kind, number: document.number }),
      ]);
      return { document, matches: matchDocumentLines(document, candidates), duplicateId };
    }),
  );
  const described = await describeMatches(
    db,
    shop,
    previews.flatMap((preview) => preview.matches.flatMap((match) => (match ? [match.deliveryNoteLineId] : []))),
  );
  return previews.map(({ document, matches, duplicateId }) => ({
    kind: document.kind,
    number: document.number,
    issueDate: document.issueDate,
    orderReference: document.orderReference,
    deliveryReference: document.deliveryReference,
    total: document.totalAmount ?? linesTotal(document.lines),
    duplicateId,
    lines: document.lines.map((line, index) => ({
      itemId: line.itemId,
      description: line.description,
      invoiceQuantity: line.invoiceQuantity,
      differenceQuantity: line.differenceQuantity,
      unit: line.unit,
      amount: line.amount,
      match: matches[index] ? (described.get(matches[index].deliveryNoteLineId) ?? null) : null,
    })),
  }));
}

/** The documents page: one page of documents, the supplier filter's options. Empty without the permission. */
export async function getCreditNoteListPage(db: DbOrTx, shop: ShopScope, query: CreditNoteListQuery) {
  if (!mayInShop(shop, 'deliveries:credit_notes')) return { rows: [], total: 0, suppliers: [] };
  const [{ rows, total }, suppliers] = await Promise.all([
    listCreditNotes(db, shop, query),
    listCreditNoteSuppliers(db, shop),
  ]);
  return { rows, total, suppliers };
}

/** A document with its lines and matches; null when it is not the shop's. */
export async function getCreditNotePage(db: DbOrTx, shop: ShopScope, creditNoteId: number) {
  if (!mayInShop(shop, 'deliveries:credit_notes')) return null;
  const [note, lines] = await Promise.all([
    getCreditNote(db, shop, creditNoteId),
    listCreditNoteLines(db, shop, creditNoteId),
  ]);
  return note ? { note, lines } : null;
}

/** Deletes a document, reopening what it settled, with its audit row; null when it is not the shop's. */
export async function deleteCreditNote(
  db: DbOrTx,
  shop: ShopScope,
  creditNoteId: number,
): Promise<{ ok: true } | { ok: false; reason: 'forbidden' } | null> {
  if (!mayInShop(shop, 'deliveries:credit_notes')) return { ok: false, reason: 'forbidden' };
  return db.transaction(async (tx) => {
    await unsettleReclamations(tx, shop, creditNoteId, new Date());
    await recordInvoiceInAnalytics(tx, shop, creditNoteId, -1);
    const row = await deleteCreditNoteRow(tx, shop, creditNoteId);
    if (!row) return null;
    await auditInsert(tx, {
      companyId: shop.companyId,
      actorUserId: shop.actor.userId,
      entityType: 'credit_note',
      entityId: row.id,
      action: 'delete',
      changes: { kind: { from: row.kind, to: null }, number: { from: row.number, to: null } },
    });
    return { ok: true as const };
  });
}
