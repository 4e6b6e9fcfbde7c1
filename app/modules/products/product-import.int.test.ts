import { eq } from 'drizzle-orm';
import { rememberedColumns } from '#app/modules/spreadsheet/column-mapping';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#app/db/client.server';
import { products } from '#app/db/schema';
import { ALL_PERMISSIONS } from '#app/modules/auth/roles';
import type { Scope } from '#app/modules/auth/user-record';
import type { SheetData } from '#app/modules/spreadsheet/read-sheet.server';
import { createShopSuppliers, createSuppliers, createTenant } from '#tests/factories';
import { useTestDatabase } from '#tests/setup/db';
import { importCountingUnits } from './counting-units-import.service.server';
import { getImportMapping, saveImportMapping } from './import-mapping.repo.server';
import { productFormSchema } from './product.schema';
import { productExportBatches, exportCells, productExportFile } from './product-export.service.server';
import { guessMapping, type ColumnMapping } from './product-import-fields';
import { previewProductImport, runProductImport } from './product-import.service.server';
import type { ShopScope } from '#app/modules/tenancy/shop-scope';
import { findOwnShop } from '#app/modules/tenancy/shop-scope.repo.server';
import { createProduct, getProduct } from './products.repo.server';
import { listProducts } from './products-search.repo.server';
import { getServerT } from '#app/utils/i18n.server';

let db: Database;
beforeAll(async () => {
  db = (await useTestDatabase()).db;
});

/** An EAN-13 with its GS1 check digit, from 12 digits. */
function ean13(body: string): string {
  const sum = [...body].reverse().reduce((total, digit, i) => total + Number(digit) * (i % 2 === 0 ? 3 : 1), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

async function shopWithSuppliers() {
  const tenant = await createTenant(db);
  const created = await createSuppliers(db, [
    { name: `Mlekarna ${randomUUID().slice(0, 6)}` },
    { name: `Pekarna ${randomUUID().slice(0, 6)}` },
  ]);
  await createShopSuppliers(
    db,
    created.map((s) => ({ shop: tenant.shop, supplierId: s.id })),
  );
  const scope: Scope = {
    userId: tenant.admin.id,
    role: tenant.admin.role as Scope['role'],
    companyId: tenant.company.id,
    shopId: tenant.shop.id,
    permissions: [...ALL_PERMISSIONS],
  };
  const target = (await findOwnShop(db, scope))!;
  return { ...tenant, suppliers: created, target };
}

const HEADERS = [
  'Naziv',
  'Dobavitelj',
  'Šifra izdelka pri dobavitelju',
  'Koda EAN',
  'Cena',
  'DDV (%)',
  'Temperaturni režim',
];
const sheet = (rows: string[][], headers = HEADERS): SheetData => ({ headers, rows });
const mappingOf = (headers = HEADERS): ColumnMapping => guessMapping(headers);

async function addProduct(target: ShopScope, input: Record<string, string | string[]>, today = '2026-03-01') {
  const result = await createProduct(
    db,
    target,
    productFormSchema('en').parse({ price: '1.20', vat: '9.5', ...input }),
    { today },
  );
  if (!result.ok) throw new Error(JSON.stringify(result));
  return result.id;
}

const count = async (target: ShopScope) =>
  (
    await listProducts(
      db,
      target,
      { status: 'all', sort: 'name', flags: [], page: 1, perPage: 100 },
      { today: '2026-03-10' },
    )
  ).total;

describe('product import', () => {
  it('imports nothing while a row is wrong, then only the valid rows when asked', async () => {
    const {
      target,
      suppliers: [milk],
    } = await shopWithSuppliers();
    const file = sheet([
      ['Mleko', milk!.name, 'M-1', ean13('383000000001'), '1,20', '9,5', 'Ohlajeno'],
      ['Jogurt', String(milk!.id), 'M-2', '', '0.65', '9.5', 'chilled'],
      ['', milk!.name, 'M-3', '4006381333932', 'x', '9.5', 'warm'],
      ['Skuta', 'Nobody', 'M-4', '', '2', '9.5', ''],
    ]);
    const preview = await previewProductImport(db, target, file, mappingOf(), { today: '2026-03-10' });
    expect(preview.map((row) => row.row)).toEqual([2, 3, 4, 5]);
    expect(preview.filter((row) => row.ok).map((row) => row.name)).toEqual(['Mleko', 'Jogurt']);
    expect(preview[2]).toMatchObject({
      ok: false,
      issues: expect.arrayContaining([
        { field: 'temperatureRegime', message: 'productImport.errors.temperature' },
        { field: 'name', message: 'validation.required' },
        { field: 'ean', message: 'products.validation.checkDigit' },
        { field: 'price', message: 'products.validation.decimal.format' },
      ]),
    });
    expect(preview[3]).toMatchObject({
      ok: false,
      issues: [{ field: 'supplier', message: 'productImport.errors.supplier', values: { supplier: 'Nobody' } }],
    });

    expect(await runProductImport(db, target, file, mappingOf(), 'all', { today: '2026-03-10' })).toMatchObject({
      ok: false,
      reason: 'invalid',
    });
    expect(await count(target)).toBe(0);

    expect(await runProductImport(db, target, file, mappingOf(), 'valid', { today: '2026-03-10' })).toEqual({
      ok: true,
      created: 2,
      updated: 0,
      skipped: 2,
    });
    const { rows } = await listProducts(
      db,
      target,
      { status: 'all', sort: 'name', flags: [], page: 1, perPage: 100 },
      { today: '2026-03-10' },
    );
    expect(rows.map((row) => [row.name, row.price, row.vat, row.temperatureRegime])).toEqual([
      ['Jogurt', '0.6500', '9.50', 'chilled'],
      ['Mleko', '1.2000', '9.50', 'chilled'],
    ]);
  });

  it('refuses codes another product has and codes twice in the file, and a file of only bad rows imports nothing', async () => {
    const {
      target,
      suppliers: [milk],
    } = await shopWithSuppliers();
    // A row with a product's EAN updates it; with another product's GTIN it is refused.
    await addProduct(target, { supplierId: String(milk!.id), name: 'Taken', gtins: ['5901234123457'] });
    const code = ean13('383000000002');
    const file = sheet([
      ['A', milk!.name, '', '5901234123457', '1', '9.5', ''],
      ['B', milk!.name, '', code, '1', '9.5', ''],
      ['C', milk!.name, '', code, '1', '9.5', ''],
      ['D', milk!.name, 'X', '', '1', '9.5', ''],
      ['E', milk!.name, 'X', '', '1', '9.5', ''],
    ]);
    const preview = await previewProductImport(db, target, file, mappingOf(), { today: '2026-03-10' });
    expect(
      preview.map((row) => (row.ok ? 'ok' : row.issues.map((issue) => [issue.message, issue.values?.row ?? null]))),
    ).toEqual([
      [['products.validation.codeTaken', null]],
      'ok',
      [['productImport.errors.codeInFile', 3]],
      'ok',
      [['productImport.errors.sameProduct', 5]],
    ]);
    expect(await runProductImport(db, target, sheet([file.rows[0]!]), mappingOf(), 'valid')).toEqual({
      ok: false,
      reason: 'nothing',
    });
  });

  it('updates the product with the same supplier product ID or EAN: a new price from today, unmapped fields kept', async () => {
    const {
      target,
      suppliers: [milk, bread],
    } = await shopWithSuppliers();
    const byCode = await addProduct(
      target,
      { supplierId: String(milk!.id), name: 'Mleko', supplierProductId: 'M-1', coc: 'COC-1', price: '1.20' },
      '2026-03-01',
    );
    const byEan = await addProduct(
      target,
      { supplierId: String(bread!.id), name: 'Kruh', ean: '4006381333931', price: '2' },
      '2026-03-01',
    );
    const file = sheet([
      ['Mleko polnomastno', milk!.name, 'M-1', '', '1,50', '9,5', 'Ohlajeno'],
      ['Kruh beli', bread!.name, '', '4006381333931', '2', '9.5', ''],
      // The same supplier product ID at another supplier is another product.
      ['Mleko B', bread!.name, 'M-1', '', '1', '9.5', ''],
    ]);
    expect(await runProductImport(db, target, file, mappingOf(), 'all', { today: '2026-03-10' })).toEqual({
      ok: true,
      created: 1,
      updated: 2,
      skipped: 0,
    });
    const milkNow = (await getProduct(db, target, byCode))!;
    expect(milkNow).toMatchObject({ name: 'Mleko polnomastno', coc: 'COC-1', temperatureRegime: 'chilled' });
    expect(milkNow.prices.map((p) => [p.price, p.validFrom, p.validTo])).toEqual([
      ['1.5000', '2026-03-10', null],
      ['1.2000', '2026-03-01', '2026-03-09'],
    ]);
    const breadNow = (await getProduct(db, target, byEan))!;
    expect(breadNow.name).toBe('Kruh beli');
    expect(breadNow.prices).toHaveLength(1);
    expect(await count(target)).toBe(3);
  });

  it('remembers the shop’s mapping, per shop', async () => {
    const { target } = await shopWithSuppliers();
    const other = await shopWithSuppliers();
    const headers = ['Artikel', 'Dobavitelj', 'Cena'];
    await saveImportMapping(db, target, 'products', rememberedColumns(headers, ['name', 'supplier', '']));
    expect(guessMapping(headers, await getImportMapping(db, target, 'products'))).toEqual(['name', 'supplier', '']);
    expect(guessMapping(headers, await getImportMapping(db, other.target, 'products'))).toEqual([
      '',
      'supplier',
      'price',
    ]);
    await saveImportMapping(db, target, 'products', rememberedColumns(['Cena'], ['price']));
    expect(await getImportMapping(db, target, 'products')).toEqual({
      artikel: 'name',
      dobavitelj: 'supplier',
      cena: 'price',
    });
  });

  it('never matches or touches another shop’s products and suppliers', async () => {
    const mine = await shopWithSuppliers();
    const theirs = await shopWithSuppliers();
    const theirProduct = await addProduct(theirs.target, {
      supplierId: String(theirs.suppliers[0]!.id),
      name: 'Theirs',
      supplierProductId: 'T-1',
      ean: '4006381333931',
    });
    const file = sheet([
      ['By their supplier', theirs.suppliers[0]!.name, 'T-1', '', '1', '9.5', ''],
      ['By their supplier id', String(theirs.suppliers[0]!.id), 'T-1', '', '1', '9.5', ''],
      ['Same EAN', mine.suppliers[0]!.name, 'T-1', '4006381333931', '9', '9.5', ''],
    ]);
    const preview = await previewProductImport(db, mine.target, file, mappingOf(), { today: '2026-03-10' });
    expect(preview.map((row) => (row.ok ? row.action : row.issues[0]!.message))).toEqual([
      'productImport.errors.supplier',
      'productImport.errors.supplier',
      'create',
    ]);
    expect(await runProductImport(db, mine.target, file, mappingOf(), 'valid', { today: '2026-03-10' })).toMatchObject({
      ok: true,
      created: 1,
    });
    const [untouched] = await db.select().from(products).where(eq(products.id, theirProduct));
    expect(untouched).toMatchObject({ name: 'Theirs', shopId: theirs.shop.id });
    expect(await count(theirs.target)).toBe(1);
  });
});

describe('product export', () => {
  it('pages through the list’s filters and sorts by keyset, without other shops’ products', async () => {
    const {
      target,
      suppliers: [milk, bread],
    } = await shopWithSuppliers();
    const other = await shopWithSuppliers();
    await addProduct(other.target, {
      supplierId: String(other.suppliers[0]!.id),
      name: 'Alien chilled',
      temperatureRegime: 'chilled',
    });
    const names = ['b', 'A', 'c', 'D', 'e'];
    for (const [i, name] of names.entries()) {
      await addProduct(target, {
        supplierId: String(i % 2 ? bread!.id : milk!.id),
        name: `Item ${name}`,
        temperatureRegime: i === 4 ? 'frozen' : 'chilled',
        price: String(10 - i),
        gtins: i === 0 ? ['10012345678902'] : [],
      });
    }
    const all = async (query: Partial<Parameters<typeof productExportBatches>[2]>) => {
      const rows: string[] = [];
      for await (const batch of productExportBatches(
        db,
        target,
        { status: 'active', sort: 'name', flags: [], ...query },
        { today: '2026-03-10', batchSize: 2 },
      )) {
        rows.push(...batch.map((row) => row.name));
      }
      return rows;
    };
    expect(await all({})).toEqual(['Item A', 'Item b', 'Item c', 'Item D', 'Item e']);
    expect(await all({ temperature: 'chilled' })).toEqual(['Item A', 'Item b', 'Item c', 'Item D']);
    expect(await all({ supplierId: bread!.id })).toEqual(['Item A', 'Item D']);
    expect(await all({ sort: 'price' })).toEqual(['Item e', 'Item D', 'Item c', 'Item A', 'Item b']);
    expect(await all({ sort: 'updated' })).toEqual(['Item e', 'Item D', 'Item c', 'Item A', 'Item b']);
    expect(await all({ sort: 'supplier' })).toHaveLength(5);
    expect(await all({ q: 'item c' })).toEqual(['Item c']);
  });

  it('writes every field plainly, headed in the user’s language, and reads back through the import', async () => {
    const {
      target,
      suppliers: [milk],
    } = await shopWithSuppliers();
    await addProduct(target, {
      supplierId: String(milk!.id),
      name: 'Mleko',
      ean: '4006381333931',
      gtins: ['10012345678902'],
      price: '1.2',
      discount: '5',
      countingUnits: 'zaboj = 12',
      containsAlcohol: 'on',
      temperatureRegime: 'frozen',
    });
    const t = getServerT('si');
    const file = productExportFile(db, target, { status: 'active', sort: 'name', flags: [] }, 'csv', t);
    expect(file.contentType).toContain('text/csv');
    const text = (await new Response(file.body).text()).replace(/^\uFEFF/, '');
    const [header, line] = text.split('\r\n');
    expect(header).toContain('Naziv;');
    expect(header).toContain('Koda EAN');
    expect(line).toContain(`${milk!.name};;;;Mleko;4006381333931;;10012345678902;`);
    expect(line).toContain(';1.2;5;9.5;');
    expect(line).toContain('Zamrznjeno');
    expect(line).toContain('zaboj = 12');

    const { value: batch } = await productExportBatches(
      db,
      target,
      { status: 'active', sort: 'name', flags: [] },
      { today: '2026-03-10' },
    ).next();
    const cells = exportCells(batch![0]!, t);
    const headers = header!.split(';');
    const round = await previewProductImport(db, target, { headers, rows: [cells] }, guessMapping(headers), {
      today: '2026-03-10',
    });
    expect(round[0]).toMatchObject({ ok: true, action: 'update' });
  });
});

describe('counting units import', () => {
  it('sets the listed products’ units, all or nothing, never in another shop', async () => {
    const {
      target,
      suppliers: [milk],
    } = await shopWithSuppliers();
    const theirs = await shopWithSuppliers();
    const milkId = await addProduct(target, {
      supplierId: String(milk!.id),
      name: 'Mleko',
      ean: '4006381333931',
      countingUnits: 'old = 2',
    });
    const breadId = await addProduct(target, { supplierId: String(milk!.id), name: 'Kruh', supplierProductId: 'K-1' });
    const theirId = await addProduct(theirs.target, {
      supplierId: String(theirs.suppliers[0]!.id),
      name: 'Theirs',
      internalProductId: 'T-9',
    });
    const headers = ['product', 'unit', 'factor'];

    const bad = await importCountingUnits(db, target, {
      headers,
      rows: [
        ['4006381333931', 'zaboj', '12'],
        ['T-9', 'box', '2'],
        ['K-1', 'kos', '0'],
        ['K-1', 'ZABOJ', '1'],
        ['K-1', 'zaboj', '3'],
      ],
    });
    expect(bad).toEqual({
      ok: false,
      reason: 'invalid',
      errors: [
        { row: 3, code: 'T-9', message: 'productImport.units.errors.product' },
        { row: 4, code: 'K-1', message: 'productImport.units.errors.factor' },
        { row: 6, code: 'K-1', message: 'productImport.units.errors.repeated', values: { row: 5 } },
      ],
    });
    expect((await getProduct(db, target, milkId))!.countingUnits).toEqual([{ unit: 'old', factor: '2.000' }]);

    expect(
      await importCountingUnits(db, target, {
        headers,
        rows: [
          ['4006381333931', 'zaboj', '12'],
          ['4006381333931', 'paleta', '1,5'],
          ['K-1', 'kos', '1'],
        ],
      }),
    ).toEqual({ ok: true, products: 2, units: 3 });
    expect((await getProduct(db, target, milkId))!.countingUnits).toEqual([
      { unit: 'paleta', factor: '1.500' },
      { unit: 'zaboj', factor: '12.000' },
    ]);
    expect((await getProduct(db, target, breadId))!.countingUnits).toEqual([{ unit: 'kos', factor: '1.000' }]);
    expect((await getProduct(db, theirs.target, theirId))!.countingUnits).toEqual([]);
    expect(await importCountingUnits(db, target, { headers: ['a', 'b'], rows: [] })).toEqual({
      ok: false,
      reason: 'columns',
    });
  });
});
