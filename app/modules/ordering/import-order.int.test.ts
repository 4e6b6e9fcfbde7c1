import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#app/db/client.server';
import { mailAttachments, mailOutbox, orderLines, orders, products } from '#app/db/schema';
import { ALL_PERMISSIONS } from '#app/modules/auth/roles';
import type { Scope } from '#app/modules/auth/user-record';
import { findOwnShop } from '#app/modules/tenancy/shop-scope.repo.server';
import { createProducts, createShopSuppliers, createSuppliers, createTenant } from '#tests/factories';
import { useTestDatabase } from '#tests/setup/db';
import { readSheet } from '#app/modules/spreadsheet/read-sheet.server';
import { createImportedOrders, previewImport } from './import-order.service.server';

let db: Database;
beforeAll(async () => {
  db = (await useTestDatabase()).db;
});

const NOW = new Date('2026-11-20T09:00:00Z');

async function shopWithCatalog() {
  const tenant = await createTenant(db);
  const [dairy, bakery, silent] = await createSuppliers(db, [
    { name: `Mlekarna ${randomUUID().slice(0, 6)}` },
    { name: `Pekarna ${randomUUID().slice(0, 6)}`, email: 'info@pekarna.test' },
    { name: `Sirarna ${randomUUID().slice(0, 6)}` },
  ]);
  await createShopSuppliers(db, [
    { shop: tenant.shop, supplierId: dairy!.id, orderEmails: ['narocila@mlekarna.test'] },
    { shop: tenant.shop, supplierId: bakery!.id },
    { shop: tenant.shop, supplierId: silent!.id },
  ]);
  const prices = [
    { price: '2', discount: '0', vat: '9.5', validFrom: '2026-01-01', validTo: '2026-11-23' },
    { price: '3', discount: '0', vat: '9.5', validFrom: '2026-11-24' },
  ];
  await createProducts(
    db,
    tenant.shop,
    [
      { supplierId: dairy!.id, name: 'Mleko', ean: '3830000000011', supplierProductId: 'M-1' },
      { supplierId: dairy!.id, name: 'Skuta', internalProductId: 'INT-2', isActive: false },
      { supplierId: bakery!.id, name: 'Kruh', supplierProductId: 'K-1', internalProductId: 'INT-3' },
      { supplierId: bakery!.id, name: 'Žemlja', supplierProductId: 'DUP' },
      { supplierId: dairy!.id, name: 'Jogurt', supplierProductId: 'DUP' },
      { supplierId: silent!.id, name: 'Sir', supplierProductId: 'S-1' },
      { supplierId: bakery!.id, name: 'Jajca', supplierProductId: 'J-10', unitsPerPackage: '10' },
    ].map((product) => ({ ...product, prices })),
  );
  const scope: Scope = {
    userId: tenant.admin.id,
    role: tenant.admin.role as Scope['role'],
    companyId: tenant.company.id,
    shopId: tenant.shop.id,
    permissions: [...ALL_PERMISSIONS],
  };
  return { ...tenant, dairy: dairy!, bakery: bakery!, target: (await findOwnShop(db, scope))! };
}

const CSV = [
  'Šifra dobavitelja;EAN;Interna šifra;Količina;Datum dobave',
  'M-1;;;5;24.11.2026',
  ';3830000000011;;2;2026-11-23',
  ';;INT-3;3,0;',
  ';;INT-2;1;',
  'DUP;;;1;',
  'X-9;;;1;',
  'K-1;;;-4;',
  'K-1;;;1;31.2.2026',
  ';;;1;',
  'S-1;;;1;',
  'J-10;;;12;21.11.2026',
].join('\n');

describe('import order', () => {
  it('previews each line matched or with the reason, then creates one order per supplier and date at that date’s price', async () => {
    const shop = await shopWithCatalog();
    const sheet = await readSheet(Buffer.from(CSV), { maxRows: 100 });
    const preview = await previewImport(db, shop.target, sheet, NOW);
    if (!preview.ok) throw new Error('no columns');
    expect(
      preview.lines.map((line) => (line.ok ? `${line.name} ${line.quantity} ${line.deliveryDate}` : line.error)),
    ).toEqual([
      'Mleko 5 2026-11-24',
      'Mleko 2 2026-11-23',
      'Kruh 3 2026-11-21',
      'inactive',
      'ambiguous',
      'not_found',
      'bad_quantity',
      'bad_date',
      'no_code',
      'no_address',
      // Whole packages of ten, as on the new-order page.
      'Jajca 20 2026-11-21',
    ]);
    expect(preview.lines.at(-1)).toMatchObject({
      ok: true,
      hint: { kind: 'packages', packages: '2', unitsPerPackage: '10' },
    });
    const result = await createImportedOrders(db, shop.target, preview.lines, 'si', randomUUID(), NOW);
    if (!result.ok) throw new Error(result.reason);
    expect(result.orders.map((order) => order.number)).toEqual([1, 2, 3]);
    const made = await db.select().from(orders).where(eq(orders.shopId, shop.shop.id));
    expect(made.every((order) => order.source === 'import' && order.status === 'new')).toBe(true);
    const milk24 = made.find((order) => order.deliveryDate === '2026-11-24')!;
    expect(milk24).toMatchObject({ supplierId: shop.dairy.id, netTotal: '15.0000', grossTotal: '16.4300' });
    const [line] = await db.select().from(orderLines).where(eq(orderLines.orderId, milk24.id));
    expect(line).toMatchObject({ productName: 'Mleko', quantity: '5.000', price: '3.0000' });

    // Every supplier gets its order by e-mail, in the importer's language, with the PDF and the CSV.
    const mails = await db
      .select()
      .from(mailOutbox)
      .where(
        inArray(
          mailOutbox.id,
          made.map((order) => order.mailId!),
        ),
      );
    expect(mails.map((mail) => mail.to.join()).sort()).toEqual([
      'info@pekarna.test',
      'narocila@mlekarna.test',
      'narocila@mlekarna.test',
    ]);
    expect(
      mails.every((mail) => mail.kind === 'order' && mail.status === 'sending' && /Naročilo/.test(mail.subject)),
    ).toBe(true);
    const files = await db.select().from(mailAttachments).where(eq(mailAttachments.mailId, milk24.mailId!));
    expect(files.map((file) => file.contentType).sort()).toEqual(['application/pdf', 'text/csv; charset=utf-8']);
  });

  it('reads XLSX with English headers and never matches another shop’s products', async () => {
    const shop = await shopWithCatalog();
    const other = await shopWithCatalog();
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Order');
    sheet.addRow(['Supplier product ID', 'Quantity']);
    sheet.addRow(['K-1', 4]);
    const file = await readSheet(Buffer.from(await workbook.xlsx.writeBuffer()), { maxRows: 10 });
    expect(file).toEqual({ headers: ['Supplier product ID', 'Quantity'], rows: [['K-1', '4']] });
    await db.update(products).set({ deletedAt: new Date() }).where(eq(products.shopId, shop.shop.id));
    const preview = await previewImport(db, shop.target, file, NOW);
    expect(preview).toEqual({ ok: true, lines: [{ row: 2, ok: false, code: 'K-1', error: 'not_found' }] });
    expect(
      await createImportedOrders(db, shop.target, preview.ok ? preview.lines : [], 'en', randomUUID(), NOW),
    ).toEqual({ ok: false, reason: 'nothing' });
    const theirs = await previewImport(db, other.target, file, NOW);
    expect(theirs.ok && theirs.lines[0]!.ok).toBe(true);
    expect(await previewImport(db, shop.target, { headers: ['Name'], rows: [] }, NOW)).toEqual({
      ok: false,
      reason: 'no_columns',
    });
  });
});
