import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#app/db/client.server';
import { deliveryNotes } from '#app/db/schema';
import { listOrderLines } from '#app/modules/ordering/orders.repo.server';
import { loader as exportLoader } from '#app/routes/admin/deliveries/comparison-export';
import { loader as pageLoader } from '#app/routes/admin/deliveries/comparison';
import { todayIn } from '#app/utils/dates';
import {
  createCreditNote,
  createDeliveryNote,
  createOrder,
  createProducts,
  createReceivingTenant,
  createReclamation,
  createShopSupplier,
  createSupplier,
  createUser,
} from '#tests/factories';
import { useTestDatabase } from '#tests/setup/db';
import { adminContext, answerOf } from '#tests/support/route-answer';
import { sumComparison } from './comparison';
import { getComparisonPage } from './comparison-page.server';
import type { ComparisonQuery } from './comparison.repo.server';

let db: Database;
beforeAll(async () => {
  db = (await useTestDatabase()).db;
});

const OCTOBER = { from: '2026-10-01', to: '2026-10-31' };
const query = (
  values: Partial<ComparisonQuery & { page: number; perPage: number }> = {},
): ComparisonQuery & { page: number; perPage: number } => ({
  ...OCTOBER,
  supplierId: undefined,
  onlyDifferences: false,
  page: 1,
  perPage: 25,
  ...values,
});

/**
 * A shop with an order (milk 10 at 2.50, bread 4 at 1.20 −10 %, cheese 1.25 kg at 12.99 −10 %) delivered short on
 * milk (8) and with 1.235 kg of cheese; its invoice bills the ordered milk, 5 bread and 1.2 kg of cheese, a credit note
 * credits the 2 milk missing and a debit note bills 0.035 kg more cheese. Another supplier's unplanned note has no
 * document; an amended-away note, a draft and a note of September stay out; an invoice line matches nothing.
 */
async function shopWithComparison() {
  const tenant = await createReceivingTenant(db, {
    products: [
      { name: `Mleko ${randomUUID().slice(0, 6)}`, supplierProductId: 'ML-1' },
      { name: 'Kruh', supplierProductId: 'KR-1' },
      { name: 'Sir', supplierProductId: 'SI-1', isWeighted: true },
    ],
  });
  const shop = { companyId: tenant.company.id, shopId: tenant.shop.id };
  const [milk, bread, cheese] = tenant.products as [
    (typeof tenant.products)[number],
    (typeof tenant.products)[number],
    (typeof tenant.products)[number],
  ];
  const bakery = await createSupplier(db, { name: `Pekarna ${randomUUID().slice(0, 6)}` });
  await createShopSupplier(db, tenant.shop, bakery.id);
  const [roll] = await createProducts(db, tenant.shop, [{ supplierId: bakery.id, name: 'Žemlja' }]);
  const order = await createOrder(db, shop, {
    supplierId: tenant.supplier.id,
    deliveryDate: '2026-10-05',
    lines: [
      { productId: milk.id, productName: milk.name, quantity: '10', price: '2.5' },
      { productId: bread.id, productName: bread.name, quantity: '4', price: '1.2', discount: '10' },
      { productId: cheese.id, productName: cheese.name, quantity: '1.25', price: '12.99', discount: '10' },
    ],
  });
  const [milkLine, breadLine, cheeseLine] = await listOrderLines(db, shop, order.id);
  const note = await createDeliveryNote(db, shop, {
    supplierId: tenant.supplier.id,
    orderId: order.id,
    deliveryNumber: 'DN-1',
    deliveryDate: '2026-10-05',
    lines: [
      {
        productId: milk.id,
        productName: milk.name,
        itemCode: 'ML-1',
        orderLineId: milkLine!.id,
        delivered: '8',
        state: 'short',
      },
      { productId: bread.id, productName: bread.name, itemCode: 'KR-1', orderLineId: breadLine!.id, delivered: '4' },
      {
        productId: cheese.id,
        productName: cheese.name,
        itemCode: 'SI-1',
        orderLineId: cheeseLine!.id,
        delivered: '1.235',
      },
    ],
  });
  const noteLines = await db.query.deliveryNoteLines.findMany({
    where: (line, { eq: equals }) => equals(line.deliveryNoteId, note.id),
    orderBy: (line, { asc }) => asc(line.position),
  });
  const [milkNoteLine, breadNoteLine, cheeseNoteLine] = noteLines;
  const match = (line: { id: number }) => ({ deliveryNoteId: note.id, deliveryNoteLineId: line.id });
  const invoice = await createCreditNote(db, shop, {
    supplierId: tenant.supplier.id,
    kind: 'invoice',
    number: 'INV-1',
    issueDate: '2026-10-06',
    lines: [
      { itemId: 'ML-1', invoiceQuantity: '10', amount: '25.00', ...match(milkNoteLine!) },
      { itemId: 'KR-1', invoiceQuantity: '5', amount: '5.40', ...match(breadNoteLine!) },
      { itemId: 'SI-1', invoiceQuantity: '1.2', unit: 'kg', amount: '14.00', ...match(cheeseNoteLine!) },
      { itemId: 'X-404', invoiceQuantity: '3', amount: '9.99' },
    ],
  });
  await createCreditNote(db, shop, {
    supplierId: tenant.supplier.id,
    kind: 'credit',
    number: 'CN-1',
    issueDate: '2026-10-08',
    lines: [{ itemId: 'ML-1', differenceQuantity: '2', amount: '5.00', ...match(milkNoteLine!) }],
  });
  await createCreditNote(db, shop, {
    supplierId: tenant.supplier.id,
    kind: 'debit',
    number: 'DB-1',
    issueDate: '2026-10-08',
    lines: [{ itemId: 'SI-1', differenceQuantity: '0.035', amount: '0.44', ...match(cheeseNoteLine!) }],
  });
  const reclamation = await createReclamation(db, shop, { supplierId: tenant.supplier.id, deliveryNoteId: note.id });
  const unplanned = await createDeliveryNote(db, shop, {
    supplierId: bakery.id,
    deliveryNumber: 'P-9',
    deliveryDate: '2026-10-10',
    // A name a spreadsheet would run as a formula.
    lines: [{ productId: roll!.id, productName: "=cmd|' /C calc'!A0", delivered: '30' }],
  });
  const amended = await createDeliveryNote(db, shop, {
    supplierId: tenant.supplier.id,
    deliveryDate: '2026-10-12',
    lines: [{ productId: milk.id }],
  });
  await db.update(deliveryNotes).set({ amendedByNoteId: note.id }).where(eq(deliveryNotes.id, amended.id));
  const draft = await createDeliveryNote(db, shop, {
    supplierId: tenant.supplier.id,
    deliveryDate: '2026-10-13',
    state: 'draft',
    lines: [{ productId: milk.id }],
  });
  const september = await createDeliveryNote(db, shop, {
    supplierId: tenant.supplier.id,
    deliveryDate: '2026-09-30',
    lines: [{ productId: milk.id }],
  });
  return { ...tenant, shop, bakery, order, note, unplanned, amended, draft, september, invoice, reclamation };
}

const noteIds = (page: { notes: { id: number }[] }) => page.notes.map((note) => note.id);

describe('the comparison', () => {
  it('compares each line of the period’s signed-off notes, newest first, with totals of the filtered set', async () => {
    const s = await shopWithComparison();
    const page = await getComparisonPage(db, s.scope, query());
    if (!page.ok) throw new Error('refused');
    expect(noteIds(page)).toEqual([s.unplanned.id, s.note.id]);
    expect(page.total).toBe(2);
    const [unplanned, note] = page.notes;
    expect(note).toMatchObject({
      deliveryNumber: 'DN-1',
      supplierName: s.supplier.name,
      orderNumber: s.order.number,
      reclamation: { id: s.reclamation.id, number: s.reclamation.number, status: 'open' },
    });
    expect(
      note!.lines.map(({ productName: _name, id: _id, noteId: _note, itemCode: _code, unit: _unit, ...rest }) => rest),
    ).toEqual([
      {
        ordered: '10',
        delivered: '8',
        invoicedQuantity: '10',
        invoicedAmount: '25.00',
        creditedQuantity: '2',
        creditedAmount: '5.00',
        deliveredValue: '20.00',
        quantityDifference: '0',
        moneyDifference: '0.00',
        status: 'matches',
      },
      {
        ordered: '4',
        delivered: '4',
        invoicedQuantity: '5',
        invoicedAmount: '5.40',
        creditedQuantity: null,
        creditedAmount: null,
        deliveredValue: '4.32',
        quantityDifference: '1',
        moneyDifference: '1.08',
        status: 'difference',
      },
      {
        ordered: '1.25',
        delivered: '1.235',
        invoicedQuantity: '1.235',
        invoicedAmount: '14.44',
        creditedQuantity: null,
        creditedAmount: null,
        deliveredValue: '14.44',
        quantityDifference: '0',
        moneyDifference: '0.00',
        status: 'matches',
      },
    ]);
    expect(unplanned!.reclamation).toBeNull();
    expect(unplanned!.lines).toEqual([
      expect.objectContaining({
        ordered: null,
        delivered: '30',
        invoicedQuantity: null,
        deliveredValue: null,
        quantityDifference: null,
        moneyDifference: null,
        status: 'no_document',
      }),
    ]);
    const totals = {
      invoicedAmount: '44.84',
      creditedAmount: '5.00',
      deliveredValue: '38.76',
      moneyDifference: '1.08',
      differences: 1,
      withoutDocument: 1,
    };
    expect(page.totals).toEqual(totals);
    // The SQL aggregates are the rule's sums.
    expect(sumComparison(page.notes.flatMap((n) => n.lines))).toEqual(totals);
    expect(note!.totals).toMatchObject({ moneyDifference: '1.08', differences: 1 });
    // The unmatched document line, with its document.
    expect(page.unmatched).toEqual({
      total: 1,
      rows: [
        expect.objectContaining({
          creditNoteId: s.invoice.id,
          kind: 'invoice',
          number: 'INV-1',
          itemId: 'X-404',
          invoiceQuantity: '3.000',
          amount: '9.9900',
        }),
      ],
    });
  });

  it('filters by supplier, only differences and period, and pages by note', async () => {
    const s = await shopWithComparison();
    const read = async (values: Partial<ComparisonQuery> & { page?: number; perPage?: number }) => {
      const page = await getComparisonPage(db, s.scope, query(values));
      if (!page.ok) throw new Error('refused');
      return page;
    };
    const bakery = await read({ supplierId: s.bakery.id });
    expect(noteIds(bakery)).toEqual([s.unplanned.id]);
    expect(bakery.unmatched.total).toBe(0);
    expect(bakery.totals).toMatchObject({ invoicedAmount: '0.00', withoutDocument: 1, differences: 0 });

    const differences = await read({ onlyDifferences: true });
    expect(noteIds(differences)).toEqual([s.note.id]);
    expect(differences.total).toBe(1);
    expect(differences.totals).toMatchObject({ invoicedAmount: '44.84', moneyDifference: '1.08', withoutDocument: 0 });

    const september = await read({ from: '2026-09-01', to: '2026-09-30' });
    expect(noteIds(september)).toEqual([s.september.id]);
    expect(september.unmatched.total).toBe(0);

    const first = await read({ perPage: 1 });
    const second = await read({ perPage: 1, page: 2 });
    expect([first.total, second.total]).toEqual([2, 2]);
    expect([...noteIds(first), ...noteIds(second)]).toEqual([s.unplanned.id, s.note.id]);
    // The totals are the whole filtered set's on every page.
    expect(second.totals).toEqual(first.totals);

    // A credit settling the bread's difference leaves nothing for "only differences".
    await createCreditNote(db, s.shop, {
      supplierId: s.supplier.id,
      kind: 'credit',
      lines: [
        {
          itemId: 'KR-1',
          differenceQuantity: '1',
          amount: '1.08',
          deliveryNoteId: s.note.id,
          deliveryNoteLineId: (await read({})).notes[1]!.lines[1]!.id,
        },
      ],
    });
    const settled = await read({ onlyDifferences: true });
    expect(noteIds(settled)).toEqual([]);
    expect(settled.totals).toMatchObject({ moneyDifference: '0.00', differences: 0 });
  });

  it('is scoped to the shop: another shop’s notes, documents and ids never show', async () => {
    const mine = await shopWithComparison();
    const other = await shopWithComparison();
    const page = await getComparisonPage(db, mine.scope, query());
    if (!page.ok) throw new Error('refused');
    expect(noteIds(page)).toEqual([mine.unplanned.id, mine.note.id]);
    expect(page.unmatched.rows.map((row) => row.creditNoteId)).toEqual([mine.invoice.id]);
    expect(page.suppliers.map((s) => s.supplierId)).not.toContain(other.supplier.id);
    // Another shop's supplier in the filter finds nothing.
    const foreign = await getComparisonPage(db, mine.scope, query({ supplierId: other.supplier.id }));
    expect(foreign).toMatchObject({ ok: true, notes: [], total: 0, unmatched: { total: 0 } });

    // Through the page: another shop's note or supplier id in any parameter does nothing.
    const context = await adminContext(db, mine.admin);
    const answer = await answerOf(
      pageLoader({
        request: new Request(
          `http://localhost/admin/deliveries/comparison?from=2026-10-01&to=2026-10-31&note=${other.note.id}&noteId=${other.note.id}&supplier=${other.supplier.id}`,
        ),
        context,
        params: { noteId: String(other.note.id) },
      } as never),
    );
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ notes: [], total: 0 });
    const csv = await exportLoader({
      request: new Request(
        `http://localhost/admin/deliveries/comparison/export.csv?from=2026-10-01&to=2026-10-31&note=${other.note.id}`,
      ),
      context,
      params: {},
    } as never);
    const text = await csv.text();
    expect(text).toContain('DN-1');
    expect(text).not.toContain(other.supplier.name);
  });

  it('shows this month by default, and answers a day that does not exist with 400', async () => {
    const s = await createReceivingTenant(db);
    const today = todayIn(s.shop.timeZone);
    const note = await createDeliveryNote(
      db,
      { companyId: s.company.id, shopId: s.shop.id },
      { supplierId: s.supplier.id, deliveryDate: today, lines: [{ productId: s.products[0]!.id }] },
    );
    const context = await adminContext(db, s.admin);
    const load = (search: string) =>
      answerOf(
        pageLoader({
          request: new Request(`http://localhost/admin/deliveries/comparison${search}`),
          context,
          params: {},
        } as never),
      );
    const answer = await load('');
    expect(answer.status).toBe(200);
    const data = answer.data as { notes: { id: number }[]; params: { from: string; to: string } };
    expect(data.notes.map((n) => n.id)).toEqual([note.id]);
    expect(data.params.from).toBe(`${today.slice(0, 8)}01`);
    expect(data.params.to >= today).toBe(true);
    const impossible = await load('?from=2026-02-30&supplier=abc&differences=yes&page=-1');
    expect(impossible.status).toBe(400);
    expect(impossible.data).toMatchObject({
      params: { invalidDates: { from: '2026-02-30' }, onlyDifferences: false, page: 1 },
    });
  });

  it('exports the filtered comparison as CSV (formula-safe, localized) and XLSX', async () => {
    const s = await shopWithComparison();
    const sl = await createUser(db, { role: 3, companyId: s.company.id, shopId: s.scope.shopId, language: 'si' });
    const download = async (user: { id: number }, path: string) =>
      exportLoader({
        request: new Request(`http://localhost/admin/deliveries/comparison/${path}`),
        context: await adminContext(db, user),
        params: {},
      } as never);
    const csv = await download(s.admin, 'export.csv?from=2026-10-01&to=2026-10-31&differences=1');
    expect(csv.headers.get('Content-Type')).toContain('text/csv');
    expect(csv.headers.get('Content-Disposition')).toContain('comparison-2026-10-01-2026-10-31.csv');
    const lines = (await csv.text()).replace('\uFEFF', '').split('\r\n');
    expect(lines[0]).toContain('Delivery date;Supplier;Delivery number');
    // Only the note with a difference, every line of it.
    expect(lines.slice(1).filter(Boolean)).toHaveLength(3);
    expect(lines.find((line) => line.includes('KR-1'))).toContain(';5;5.40;;;4.32;1;1.08;Difference');

    const slCsv = await (await download(sl, 'export.csv?from=2026-10-01&to=2026-10-31')).text();
    expect(slCsv).toContain('Datum dobave;Dobavitelj');
    expect(slCsv).toContain(';1,235;');
    expect(slCsv).toContain('Še brez računa');
    expect(slCsv).toContain(";'=cmd|' /C calc'!A0;");

    const xlsx = await download(s.admin, 'export.xlsx?from=2026-10-01&to=2026-10-31');
    expect(xlsx.headers.get('Content-Type')).toContain('spreadsheetml');
    const ExcelJS = (await import('exceljs')).default;
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await xlsx.arrayBuffer()) as never);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(5);
    expect(sheet.getRow(1).getCell(1).value).toBe('Delivery date');
    const breadRow = [2, 3, 4, 5].map((n) => sheet.getRow(n)).find((row) => row.getCell(6).value === 'KR-1')!;
    expect(breadRow.getCell(17).value).toBe(1.08);
  });

  it('refuses staff without deliveries:credit_notes (403) on the page and the export', async () => {
    const s = await createReceivingTenant(db, { staffPermissions: ['deliveries:view', 'deliveries:receive'] });
    const context = await adminContext(db, s.staff);
    const page = await answerOf(
      pageLoader({
        request: new Request('http://localhost/admin/deliveries/comparison'),
        context,
        params: {},
      } as never),
    );
    expect(page.status).toBe(403);
    for (const path of ['export.csv', 'export.xlsx']) {
      const answer = await answerOf(
        Promise.resolve().then(() =>
          exportLoader({
            request: new Request(`http://localhost/admin/deliveries/comparison/${path}`),
            context,
            params: {},
          } as never),
        ),
      );
      expect(answer.status).toBe(403);
    }
    // The module refuses too, whoever calls it.
    expect(await getComparisonPage(db, { ...s.scope, actor: { ...s.scope.actor, permissions: [] } }, query())).toEqual({
      ok: false,
      reason: 'forbidden',
    });
  });
});
