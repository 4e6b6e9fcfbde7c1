import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#app/db/client.server';
import { shops } from '#app/db/schema';
import {
  addLineCount,
  createDeliveryNote,
  createInventory,
  createInventoryLayout,
  createProducts,
  createShopSupplier,
  createSupplier,
  createTenant,
} from '#tests/factories';
import { useTestDatabase } from '#tests/setup/db';
import { adminContext, answerOf, postForm } from '#tests/support/route-answer';
import { action as exportAction, loader as exportPage } from '#app/routes/admin/inventory/export';
import { loader as exportFile } from '#app/routes/admin/inventory/export-file';

let db: Database;
beforeAll(async () => {
  db = (await useTestDatabase()).db;
});

/**
 * A shop with a finished count over two sectors: beer counted in both (pieces, exported in cartons of 12), cheese
 * weighed in kg, a product flagged out of the stock export, one whose last delivery before the cut-off was excluded
 * at receiving (an earlier and a later one were not), one uncounted; the shop exports to Minimax.
 */
async function shopWithCount(options: { blind?: boolean } = {}) {
  const tenant = await createTenant(db, { staffPermissions: ['inventory:view'] });
  const shop = { companyId: tenant.company.id, shopId: tenant.shop.id };
  await db.update(shops).set({ exportModule: 'minimax' }).where(eq(shops.id, tenant.shop.id));
  const supplier = await createSupplier(db, { name: 'Pivovarna' });
  await createShopSupplier(db, tenant.shop, supplier.id);
  const [beer, cheese, flagged, staffMeal, uncounted] = await createProducts(db, tenant.shop, [
    {
      supplierId: supplier.id,
      name: 'Pivo Laško',
      internalProductId: 'PIA-1',
      supplierProductId: 'S-1',
      supplierUnit: 'karton',
      unitsPerPackage: '12',
      exportUnit: 'karton',
      prices: [{ price: '24.00', discount: '10', validFrom: '2020-01-01' }],
    },
    {
      supplierId: supplier.id,
      name: 'Sir Tolminc',
      internalProductId: 'PIA-2',
      isWeighted: true,
      prices: [{ price: '8.40', validFrom: '2020-01-01' }],
    },
    { supplierId: supplier.id, name: 'Čaj zastonj', internalProductId: 'PIA-3', excludeFromStockExport: true },
    { supplierId: supplier.id, name: 'Šunka za osebje', internalProductId: 'PIA-4' },
    { supplierId: supplier.id, name: 'Žele', internalProductId: 'PIA-5' },
  ]);
  const layout = await createInventoryLayout(db, shop, [
    {
      name: 'Šank',
      subDepartments: [
        {
          name: 'Hladilnik',
          sectors: [
            { name: 'Polica A', productIds: [beer!.id, cheese!.id, flagged!.id] },
            { name: 'Polica B', productIds: [beer!.id, staffMeal!.id, uncounted!.id] },
          ],
        },
      ],
    },
  ]);
  const cutOffAt = new Date('2026-11-20T20:00:00Z');
  const { inventory, lines } = await createInventory(db, shop, {
    name: 'Popis november',
    status: 'finished',
    cutOffAt,
    blind: options.blind,
    createdByUserId: tenant.admin.id,
  });
  const line = (productId: number, sector: number) =>
    lines.find(
      (l) => l.productId === productId && l.sectorId === layout.departments[0]!.subDepartments[0]!.sectors[sector]!.id,
    )!;
  await addLineCount(db, shop, line(beer!.id, 0).id, tenant.admin.id, { cartons: '2', units: '0', total: '24' });
  await addLineCount(db, shop, line(beer!.id, 1).id, tenant.admin.id, { total: '6' });
  await addLineCount(db, shop, line(beer!.id, 1).id, tenant.staff.id, { total: '6' });
  await addLineCount(db, shop, line(cheese!.id, 0).id, tenant.admin.id, { total: '1.255' });
  await addLineCount(db, shop, line(flagged!.id, 0).id, tenant.admin.id, { total: '3' });
  await addLineCount(db, shop, line(staffMeal!.id, 1).id, tenant.admin.id, { total: '2' });
  // Deliveries of the staff meal: excluded at receiving the day before the count, an ordinary one earlier and after.
  for (const [deliveryDate, excludedFromStock] of [
    ['2026-11-10', false],
    ['2026-11-19', true],
    ['2026-11-22', false],
  ] as const)
    await createDeliveryNote(db, shop, {
      supplierId: supplier.id,
      deliveryDate,
      lines: [{ productId: staffMeal!.id, productName: 'Šunka', excludedFromStock, excludeReason: 'Staff meal' }],
    });
  return { ...tenant, shop, inventory, lines, line, beer: beer!, cheese: cheese!, staffMeal: staffMeal! };
}

async function page(user: { id: number }, inventoryId: number) {
  return answerOf(
    exportPage({
      request: new Request(`http://localhost/admin/inventory/${inventoryId}/export`),
      context: await adminContext(db, user),
      params: { inventoryId: String(inventoryId) },
    } as never),
  );
}

async function saveSettings(user: { id: number }, inventoryId: number, fields: Record<string, string>) {
  return answerOf(
    exportAction({
      request: postForm(`http://localhost/admin/inventory/${inventoryId}/export`, fields),
      context: await adminContext(db, user),
      params: { inventoryId: String(inventoryId) },
    } as never),
  );
}

async function download(user: { id: number }, inventoryId: number, format: string, search = '') {
  const args = {
    request: new Request(`http://localhost/admin/inventory/${inventoryId}/export/${format}${search}`),
    context: await adminContext(db, user),
    params: { inventoryId: String(inventoryId), format },
  };
  try {
    return await exportFile(args as never);
  } catch (error) {
    if (error instanceof Response) return error;
    if (error && typeof error === 'object' && 'init' in error)
      return new Response(null, { status: (error as { init: { status: number } }).init.status });
    throw error;
  }
}

/** The bookmark titles of an uncompressed PDF: pdfkit writes them as UTF-16BE literal strings after /Title. */
function bookmarks(pdf: Buffer): string[] {
  const text = pdf.toString('latin1');
  return [...text.matchAll(/\/Title \(\xfe\xff((?:\\.|[^\\)])*)\)/g)]
    .map((match) => {
      const bytes = Buffer.from(match[1]!.replace(/\\(.)/g, '$1'), 'latin1');
      return bytes.swap16().toString('utf16le');
    })
    .filter((title) => title.includes('›'));
}

const SETTINGS = { warehouseCode: '10', encoding: 'windows-1250', itemCode: 'internal' };

describe('the stock export', () => {
  it('previews the finished count per product in its export unit, with the left-out lines and the totals', async () => {
    const s = await shopWithCount();
    const answer = await page(s.admin, s.inventory.id);
    expect(answer.status).toBe(200);
    const data = answer.data as {
      module: string;
      complete: boolean;
      preview: {
        lines: { name: string; itemCode: string; quantity: string; unit: string; price: string; value: string }[];
        leftOut: { name: string; reason: string }[];
        problems: unknown[];
        totals: { lines: number; value: string };
      };
    };
    expect(data.module).toBe('minimax');
    expect(data.complete).toBe(false);
    expect(data.preview.lines.map((l) => [l.name, l.itemCode, l.quantity, l.unit, l.price, l.value])).toEqual([
      // 24 + 6 pieces (two people agree on 6) = 30 pieces = 2.5 cartons at 24.00 − 10 %.
      ['Pivo Laško', 'PIA-1', '2.500', 'karton', '21.6000', '54.00'],
      ['Sir Tolminc', 'PIA-2', '1.255', 'kg', '8.4000', '10.54'],
    ]);
    expect(data.preview.leftOut.map((l) => [l.name, l.reason])).toEqual([
      ['Čaj zastonj', 'excluded_product'],
      ['Šunka za osebje', 'excluded_at_receiving'],
      ['Žele', 'not_counted'],
    ]);
    expect(data.preview.problems).toEqual([]);
    expect(data.preview.totals).toEqual({ lines: 2, value: '64.54' });
  });

  it('writes the Minimax file once the warehouse code is saved, in Windows-1250', async () => {
    const s = await shopWithCount();
    const before = await download(s.admin, s.inventory.id, 'minimax');
    expect(before.status).toBe(409);
    expect(await before.text()).toMatch(/warehouse code/);
    expect((await saveSettings(s.admin, s.inventory.id, { ...SETTINGS, warehouseCode: '' })).status).toBe(400);
    expect((await saveSettings(s.admin, s.inventory.id, SETTINGS)).status).toBe(200);
    const response = await download(s.admin, s.inventory.id, 'minimax');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=windows-1250');
    expect(response.headers.get('Content-Disposition')).toBe(
      'attachment; filename="Popis-november_2026-11-20_minimax.csv"',
    );
    const body = Buffer.from(await response.arrayBuffer());
    expect(iconv.decode(body, 'windows-1250')).toBe(
      'Šifra artikla;Naziv artikla;Šifra skladišča;Količina;Cena;Vrednost;Serija;Prodajna cena;Prodajna cena z DDV\r\n' +
        'PIA-1;Pivo Laško;10;2,500;21,6000;54,00;;;\r\n' +
        'PIA-2;Sir Tolminc;10;1,255;8,4000;10,54;;;\r\n',
    );
    const pantheon = await download(s.admin, s.inventory.id, 'pantheon');
    expect(iconv.decode(Buffer.from(await pantheon.arrayBuffer()), 'windows-1250').split('\r\n')[1]).toBe(
      'PIA-1;Pivo Laško;2,500;karton;10;21,6000;54,00',
    );
  });

  it('refuses the accounting files while a product’s export unit cannot be converted, naming it', async () => {
    const s = await shopWithCount();
    await saveSettings(s.admin, s.inventory.id, SETTINGS);
    const { products } = await import('#app/db/schema');
    await db.update(products).set({ exportUnit: 'steklenica' }).where(eq(products.id, s.cheese.id));
    const data = (await page(s.admin, s.inventory.id)).data as {
      preview: { problems: { productId: number; reason: string; unit: string }[]; lines: unknown[] };
    };
    expect(data.preview.problems).toEqual([
      expect.objectContaining({ productId: s.cheese.id, reason: 'export_unit', unit: 'steklenica' }),
    ]);
    const response = await download(s.admin, s.inventory.id, 'minimax');
    expect(response.status).toBe(409);
    expect(await response.text()).toMatch(/To fix before the export/);
  });

  it('refuses an in-progress count for the accounting formats but gives its CSV, XLSX and sheet', async () => {
    const tenant = await shopWithCount();
    const { inventory } = await createInventory(db, tenant.shop, { name: 'Še teče' });
    await saveSettings(tenant.admin, inventory.id, SETTINGS);
    const data = (await page(tenant.admin, inventory.id)).data as { preview: unknown };
    expect(data.preview).toBeNull();
    for (const format of ['minimax', 'pantheon']) {
      const response = await download(tenant.admin, inventory.id, format);
      expect(response.status).toBe(409);
      expect(await response.text()).toMatch(/finished count/);
    }
    for (const format of ['csv', 'xlsx', 'sheet'])
      expect((await download(tenant.staff, inventory.id, format)).status).toBe(200);
  });

  it('gives the whole count as formula-safe CSV and as XLSX, in walking order', async () => {
    const s = await shopWithCount();
    const { products } = await import('#app/db/schema');
    await db.update(products).set({ name: '=HYPERLINK("x")' }).where(eq(products.id, s.cheese.id));
    const csv = await download(s.staff, s.inventory.id, 'csv');
    expect(csv.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('Content-Disposition')).toBe('attachment; filename="Popis-november_2026-11-20.csv"');
    const text = (await csv.text()).replace(/^\uFEFF/, '');
    const rows = text.split('\r\n');
    expect(rows[0]).toBe(
      'Department;Sub-department;Sector;Pia code;Item code;Name;Units per carton;Total units;Total cartons;Quantity;Unit',
    );
    expect(rows[1]).toBe('Šank;Hladilnik;Polica A;PIA-1;S-1;Pivo Laško;12;24;2;24;kos');
    expect(rows[2]).toBe(`Šank;Hladilnik;Polica A;PIA-2;;"'=HYPERLINK(""x"")";;1.255;;1.255;kg`);
    expect(rows).toHaveLength(7);

    const xlsx = await download(s.staff, s.inventory.id, 'xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await xlsx.arrayBuffer()) as never);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(6).value).toBe('Name');
    expect(sheet.getRow(2).getCell(6).value).toBe('Pivo Laško');
    expect(sheet.getRow(2).getCell(8).value).toBe(24);
    expect(sheet.getRow(5).getCell(3).value).toBe('Polica B');
    expect(sheet.getRow(5).getCell(8).value).toBe(6);
  });

  it('prints the count sheet of a blind count, all sectors in walking order or one of them', async () => {
    const s = await shopWithCount({ blind: true });
    const { exportCountFile } = await import('./stock-export.service.server');
    const { findOwnShop } = await import('#app/modules/tenancy/shop-scope.repo.server');
    const { toScope } = await import('#app/modules/auth/user-record');
    const { getSessionUserRow } = await import('#app/modules/users/users.repo.server');
    const scope = (await findOwnShop(db, toScope((await getSessionUserRow(db, s.staff.id))!)))!;
    const all = await exportCountFile(db, scope, s.inventory.id, 'sheet', 'en', { compress: false });
    expect(all?.ok).toBe(true);
    const pdf = all!.ok ? all!.body : Buffer.alloc(0);
    expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
    const response = await download(s.staff, s.inventory.id, 'sheet');
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    expect(response.headers.get('Content-Disposition')).toBe(
      'attachment; filename="Popis-november_2026-11-20_count-sheet.pdf"',
    );
    // The page's text is in DejaVu's glyph ids; each sector's heading is also a bookmark, a UTF-16 string.
    expect(bookmarks(pdf)).toEqual(['Šank › Hladilnik › Polica A', 'Šank › Hladilnik › Polica B']);
    const sectors = (await page(s.admin, s.inventory.id)).data as { sectors: { id: number; sectorName: string }[] };
    expect(sectors.sectors.map((sector) => sector.sectorName)).toEqual(['Polica A', 'Polica B']);
    const one = await exportCountFile(db, scope, s.inventory.id, 'sheet', 'en', {
      compress: false,
      sector: sectors.sectors[1]!.id,
    });
    expect(bookmarks(one!.ok ? one!.body : Buffer.alloc(0))).toEqual(['Šank › Hladilnik › Polica B']);
    expect((await download(s.staff, s.inventory.id, 'sheet', `?sector=${sectors.sectors[1]!.id}`)).status).toBe(200);
    const other = await shopWithCount();
    const otherSector = (await page(other.admin, other.inventory.id)).data as { sectors: { id: number }[] };
    expect((await download(s.staff, s.inventory.id, 'sheet', `?sector=${otherSector.sectors[0]!.id}`)).status).toBe(
      404,
    );
  });

  it('answers 403 without the permission and 404 for another shop’s count or an unknown format', async () => {
    const s = await shopWithCount();
    const other = await shopWithCount();
    expect((await page(s.staff, s.inventory.id)).status).toBe(403);
    expect((await saveSettings(s.staff, s.inventory.id, SETTINGS)).status).toBe(403);
    expect((await download(s.staff, s.inventory.id, 'minimax')).status).toBe(403);
    expect((await download(s.staff, s.inventory.id, 'pantheon')).status).toBe(403);
    const noView = await createTenant(db, { staffPermissions: ['orders:view'] });
    expect((await download(noView.staff, s.inventory.id, 'csv')).status).toBe(403);
    expect((await page(s.admin, other.inventory.id)).status).toBe(404);
    expect((await saveSettings(s.admin, other.inventory.id, SETTINGS)).status).toBe(404);
    for (const format of ['minimax', 'csv', 'xlsx', 'sheet'])
      expect((await download(s.admin, other.inventory.id, format)).status).toBe(404);
    expect((await download(s.admin, s.inventory.id, 'pdf')).status).toBe(404);
  });
});
