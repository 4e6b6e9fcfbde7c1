import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#app/db/client.server';
import { auditLog, creditNoteLines, deliveryNoteLines, reclamationLines, reclamations } from '#app/db/schema';
import {
  createCreditNote,
  createDeliveryNote,
  createOrder,
  createReceivingTenant,
  createReclamation,
  shopScopeOf,
} from '#tests/factories';
import { testDatabaseKind, useTestDatabase } from '#tests/setup/db';
import type { ParsedCreditNote } from './credit-note-document';
import {
  deleteCreditNote,
  getCreditNoteListPage,
  getCreditNotePage,
  previewCreditNotes,
  saveCreditNote,
} from './credit-notes.service.server';

let db: Database;
beforeAll(async () => {
  db = (await useTestDatabase()).db;
});

/** A shop with a signed-off note of 2026-11-12 (DN-100, order) whose milk line came 2 short, and an answered reclamation. */
async function creditShop() {
  const tenant = await createReceivingTenant(db, {
    products: [
      { name: 'Milk', supplierProductId: 'MILK-1', ean: '3830001234565' },
      { name: 'Bread', supplierProductId: 'BR-1', gtins: ['3830001234572'] },
    ],
  });
  const shop = { companyId: tenant.company.id, shopId: tenant.shop.id };
  const milk = tenant.products[0]!;
  const bread = tenant.products[1]!;
  const order = await createOrder(db, shop, { supplierId: tenant.supplier.id, lines: [{ productId: milk.id }] });
  const note = await createDeliveryNote(db, shop, {
    supplierId: tenant.supplier.id,
    orderId: order.id,
    deliveryNumber: 'DN-100',
    deliveryDate: '2026-11-12',
    lines: [
      { productId: milk.id, itemCode: 'MILK-1', delivered: '8', state: 'short' },
      { productId: bread.id, delivered: '5' },
    ],
  });
  const lines = await db
    .select()
    .from(deliveryNoteLines)
    .where(eq(deliveryNoteLines.deliveryNoteId, note.id))
    .orderBy(deliveryNoteLines.position);
  const reclamation = await createReclamation(db, shop, {
    supplierId: tenant.supplier.id,
    deliveryNoteId: note.id,
    status: 'answered',
    lines: [{ deliveryNoteLineId: lines[0]!.id, productId: milk.id, quantity: '2', unitPrice: '1.5', amount: '3' }],
  });
  await db
    .update(reclamationLines)
    .set({ supplierAnswer: 'accepted', promisedCredit: '2.50' })
    .where(eq(reclamationLines.reclamationId, reclamation.id));
  await db
    .update(reclamations)
    .set({ answer: 'accepted', answeredAt: new Date() })
    .where(eq(reclamations.id, reclamation.id));
  return { ...tenant, tenantShop: tenant.shop, shop, milk, bread, order, note, lines, reclamation };
}

const credit = (values: Partial<ParsedCreditNote> & { lines: ParsedCreditNote['lines'] }): ParsedCreditNote => ({
  kind: 'credit',
  number: `CN-${Math.random().toString(36).slice(2, 8)}`,
  issueDate: '2026-11-20',
  orderReference: null,
  deliveryReference: null,
  invoiceReference: null,
  currency: 'EUR',
  totalAmount: null,
  supplier: null,
  ...values,
});

const line = (itemId: string, amount: string, extra: Partial<ParsedCreditNote['lines'][number]> = {}) => ({
  itemId,
  gtin: null,
  description: null,
  invoiceQuantity: null,
  unit: null,
  differenceQuantity: '2',
  unitPrice: null,
  amount,
  ...extra,
});

async function reclamationState(id: number) {
  const [row] = await db.select().from(reclamations).where(eq(reclamations.id, id));
  const lines = await db.select().from(reclamationLines).where(eq(reclamationLines.reclamationId, id));
  return { row: row!, lines };
}

describe('saving a credit note', () => {
  it('stores its lines with their matches, keeps an unmatched line, audits, and refuses the same number again', async () => {
    const t = await creditShop();
    const document = credit({
      deliveryReference: 'DN-100',
      lines: [line('MILK-1', '1.00'), line('03830001234572', '2.00'), line('UNKNOWN', '4.00')],
    });
    const saved = await saveCreditNote(db, t.scope, { supplierId: t.supplier.id, source: 'manual', document });
    expect(saved).toMatchObject({ ok: true, unmatched: 1 });
    if (!saved.ok) return;
    const stored = await db
      .select()
      .from(creditNoteLines)
      .where(eq(creditNoteLines.creditNoteId, saved.id))
      .orderBy(creditNoteLines.position);
    expect(stored.map((row) => [row.itemId, row.deliveryNoteLineId, row.productId])).toEqual([
      ['MILK-1', t.lines[0]!.id, t.milk.id],
      ['03830001234572', t.lines[1]!.id, t.bread.id],
      ['UNKNOWN', null, null],
    ]);
    const audit = await db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'credit_note'), eq(auditLog.entityId, String(saved.id))));
    expect(audit).toEqual([{ action: 'create' }]);

    const again = await saveCreditNote(db, t.scope, { supplierId: t.supplier.id, source: 'ubl', document });
    expect(again).toEqual({ ok: false, reason: 'duplicate', existingId: saved.id });

    const page = await getCreditNotePage(db, t.scope, saved.id);
    expect(page?.lines.map((row) => row.deliveryNumber)).toEqual(['DN-100', 'DN-100', null]);
    const list = await getCreditNoteListPage(db, t.scope, { page: 1, perPage: 20, kind: 'all' });
    expect(list.rows).toMatchObject([{ id: saved.id, lines: 3, unmatched: 1 }]);
  });

  it('matches by the order number the document names', async () => {
    const t = await creditShop();
    const [preview] = await previewCreditNotes(db, t.scope, t.supplier.id, [
      credit({ issueDate: '2027-06-01', orderReference: String(t.order.number), lines: [line('MILK-1', '1')] }),
    ]);
    expect(preview?.lines[0]?.match).toEqual({ deliveryNumber: 'DN-100', deliveryDate: '2026-11-12', position: 1 });
  });

  it('settles an answered reclamation when the credit covers the promised credit, not before', async () => {
    const t = await creditShop();
    const partial = await saveCreditNote(db, t.scope, {
      supplierId: t.supplier.id,
      source: 'manual',
      document: credit({ lines: [line('MILK-1', '1.00')] }),
    });
    expect(partial.ok).toBe(true);
    let state = await reclamationState(t.reclamation.id);
    expect(state.row.status).toBe('answered');
    expect(state.lines[0]!.solvedAt).toBeNull();

    const rest = await saveCreditNote(db, t.scope, {
      supplierId: t.supplier.id,
      source: 'manual',
      document: credit({ lines: [line('MILK-1', '1.50')] }),
    });
    if (!rest.ok) throw new Error('not saved');
    state = await reclamationState(t.reclamation.id);
    expect(state.row).toMatchObject({ status: 'solved', solvedByCreditNoteId: rest.id });
    expect(state.row.solvedAt).not.toBeNull();
    expect(state.lines[0]).toMatchObject({ solvedByCreditNoteId: rest.id });

    // Deleting the credit note that settled it opens the reclamation again.
    expect(await deleteCreditNote(db, t.scope, rest.id)).toEqual({ ok: true });
    state = await reclamationState(t.reclamation.id);
    expect(state.row).toMatchObject({ status: 'answered', solvedByCreditNoteId: null, solvedAt: null });
    expect(state.lines[0]!.solvedAt).toBeNull();
  });

  it('does not settle by an invoice or a debit note', async () => {
    const t = await creditShop();
    for (const kind of ['invoice', 'debit'] as const)
      await saveCreditNote(db, t.scope, {
        supplierId: t.supplier.id,
        source: 'manual',
        document: credit({ kind, lines: [line('MILK-1', '50', { invoiceQuantity: '8' })] }),
      });
    expect((await reclamationState(t.reclamation.id)).row.status).toBe('answered');
  });
});

describe('scope and permission', () => {
  it("another shop's document is not found, cannot be deleted, and a supplier not of the shop is refused", async () => {
    const a = await creditShop();
    const b = await creditShop();
    const note = await createCreditNote(db, a.shop, {
      supplierId: a.supplier.id,
      lines: [{ itemId: 'X', amount: '1' }],
    });
    expect(await getCreditNotePage(db, b.scope, note.id)).toBeNull();
    expect(await deleteCreditNote(db, b.scope, note.id)).toBeNull();
    expect(await getCreditNotePage(db, a.scope, note.id)).not.toBeNull();
    expect(
      await saveCreditNote(db, b.scope, {
        supplierId: a.supplier.id,
        source: 'manual',
        document: credit({ lines: [line('MILK-1', '1')] }),
      }),
    ).toEqual({ ok: false, reason: 'unknown_supplier' });
    expect((await getCreditNoteListPage(db, b.scope, { page: 1, perPage: 20, kind: 'all' })).rows).toEqual([]);
  });

  it('refuses without deliveries:credit_notes', async () => {
    const t = await creditShop();
    const scope = shopScopeOf(t.tenantShop, t.admin, ['deliveries:view']);
    expect(
      await saveCreditNote(db, scope, {
        supplierId: t.supplier.id,
        source: 'manual',
        document: credit({ lines: [line('MILK-1', '1')] }),
      }),
    ).toEqual({ ok: false, reason: 'forbidden' });
    expect(await deleteCreditNote(db, scope, 1)).toEqual({ ok: false, reason: 'forbidden' });
  });
});

describe('statements', () => {
  it.runIf(testDatabaseKind() === 'postgres')('do not grow with the lines of a document', async () => {
    const t = await creditShop();
    let statements = 0;
    const query = pg.Client.prototype.query;
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      statements++;
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof query;
    try {
      const counted = async (lines: number) => {
        const before = statements;
        const result = await saveCreditNote(db, t.scope, {
          supplierId: t.supplier.id,
          source: 'manual',
          document: credit({
            lines: Array.from({ length: lines }, (_, i) => line(i % 2 ? 'MILK-1' : `CODE-${i}`, '0.01')),
          }),
        });
        expect(result.ok).toBe(true);
        return statements - before;
      };
      expect(await counted(200)).toBe(await counted(2));
    } finally {
      pg.Client.prototype.query = query;
    }
  });
});
