import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#app/db/client.server';
import type { Permission } from '#app/modules/auth/roles';
import { addDays, todayIn } from '#app/utils/dates';
import {
  createDeliveryNote,
  createProducts,
  createShopSupplier,
  createSupplier,
  createTenant,
  createUser,
} from '#tests/factories';
import { useTestDatabase } from '#tests/setup/db';
import { adminContext, answerOf } from '#tests/support/route-answer';
import { loader as ascmscPage } from '#app/routes/admin/deliveries/ascmsc';
import { loader as ascmscExport } from '#app/routes/admin/deliveries/ascmsc-export';
import { loader as riskPage } from '#app/routes/admin/deliveries/riskproducts';
import { loader as riskExport } from '#app/routes/admin/deliveries/riskproducts-export';
import { loader as excludedPage } from '#app/routes/admin/deliveries/stockexcluded';
import { loader as excludedExport } from '#app/routes/admin/deliveries/stockexcluded-export';
import { findOwnShop } from '#app/modules/tenancy/shop-scope.repo.server';
import { ALL_PERMISSIONS } from '#app/modules/auth/roles';
import { readRecordsForExport } from './records.repo.server';

let db: Database;
beforeAll(async () => {
  db = (await useTestDatabase()).db;
});

const PAGES = {
  risk: { page: riskPage, export: riskExport, path: 'riskproducts', permission: 'deliveries:risk_items' },
  excluded: {
    page: excludedPage,
    export: excludedExport,
    path: 'stockexcluded',
    permission: 'deliveries:stock_excluded',
  },
  certified: { page: ascmscPage, export: ascmscExport, path: 'ascmsc', permission: 'deliveries:certified' },
} as const;
type Kind = keyof typeof PAGES;

interface Row {
  id: number;
  productName: string;
}

async function page(kind: Kind, user: { id: number }, search = '') {
  return answerOf(
    PAGES[kind].page({
      request: new Request(`http://localhost/admin/deliveries/${PAGES[kind].path}${search}`),
      context: await adminContext(db, user),
      params: {},
    } as never),
  );
}

async function names(kind: Kind, user: { id: number }, search = '') {
  const answer = await page(kind, user, search);
  expect(answer.status).toBe(200);
  return (answer.data as { rows: Row[] }).rows.map((row) => row.productName);
}

async function download(kind: Kind, user: { id: number }, format: string, search = '') {
  const loader = PAGES[kind].export as (args: unknown) => Promise<Response>;
  const args = {
    request: new Request(`http://localhost/admin/deliveries/${PAGES[kind].path}/export/${format}${search}`),
    context: await adminContext(db, user),
    params: { format },
  };
  try {
    return await loader(args);
  } catch (error) {
    if (error instanceof Response) return error;
    if (error && typeof error === 'object' && 'init' in error)
      return new Response(null, { status: (error as { init: { status: number } }).init.status });
    throw error;
  }
}

/**
 * A shop with signed-off receipts whose lines are in the records: risky, a breach with its corrective action, an
 * ordinary line (in no list), lines excluded by the product's flag and by the receiver, and ASC/MSC lines (one
 * without a number under an expired certificate); a receipt from before the default period; a note an amendment
 * replaced (its lines in no list); and another shop with the same kinds of lines.
 */
async function shopWithRecords(tag = randomUUID().slice(0, 6)) {
  const tenant = await createTenant(db);
  const shop = { companyId: tenant.company.id, shopId: tenant.shop.id };
  const fish = await createSupplier(db, { name: `Ribe ${tag}` });
  const dairy = await createSupplier(db, { name: `Mlekarna ${tag}` });
  await createShopSupplier(db, tenant.shop, fish.id);
  await createShopSupplier(db, tenant.shop, dairy.id);
  const [salmon, milk] = await createProducts(db, tenant.shop, [
    { supplierId: fish.id, name: 'Losos' },
    { supplierId: dairy.id, name: 'Mleko' },
  ]);
  const today = todayIn(tenant.shop.timeZone);
  const note = await createDeliveryNote(db, shop, {
    supplierId: fish.id,
    deliveryDate: addDays(today, -2),
    deliveryNumber: 'R-1',
    acceptedByUserId: tenant.admin.id,
    roomTemperature: '19',
    fridgeTemperature: '6.5',
    freezerTemperature: '-19',
    lines: [
      {
        productId: salmon!.id,
        productName: 'Losos risky',
        itemCode: 'LS-1',
        temperatureRegime: 'chilled',
        temperature: '3.1',
        temperatureVerdict: 'ok',
        isRisky: true,
        lot: 'L-77',
        bestBefore: addDays(today, 5),
      },
      {
        productId: salmon!.id,
        productName: 'Losos warm',
        temperatureRegime: 'chilled',
        temperature: '9',
        temperatureVerdict: 'breach',
        correctiveNote: 'Into the cold room at once',
        state: 'temperature_breach',
      },
      { productId: salmon!.id, productName: 'Losos plain' },
      { productId: salmon!.id, productName: 'Losos flagged', excludedFromStock: true, delivered: '4', unit: 'kg' },
      {
        productId: salmon!.id,
        productName: '=HYPERLINK("http://evil")',
        excludedFromStock: true,
        excludeReason: 'Staff meal',
      },
      {
        productId: salmon!.id,
        productName: 'Losos MSC',
        certificateScheme: 'msc',
        certificateNumber: 'MSC-C-1',
        certificateExpires: addDays(today, 300),
        lot: 'M-1',
      },
      {
        productId: salmon!.id,
        productName: 'Losos ASC',
        certificateScheme: 'asc',
        certificateNumber: null,
        certificateExpires: addDays(today, -10),
      },
    ],
  });
  const replacement = await createDeliveryNote(db, shop, {
    supplierId: dairy.id,
    deliveryDate: addDays(today, -1),
    lines: [{ productId: milk!.id, productName: 'Mleko tolerated', temperatureVerdict: 'tolerated', isRisky: true }],
  });
  await createDeliveryNote(db, shop, {
    supplierId: dairy.id,
    deliveryDate: addDays(today, -1),
    amendedByNoteId: replacement.id,
    lines: [
      { productId: milk!.id, productName: 'Mleko amended', temperatureVerdict: 'breach', excludedFromStock: true },
      { productId: milk!.id, productName: 'Mleko amended MSC', certificateScheme: 'msc' },
    ],
  });
  await createDeliveryNote(db, shop, {
    supplierId: dairy.id,
    deliveryDate: addDays(today, -45),
    lines: [
      { productId: milk!.id, productName: 'Mleko old', temperatureVerdict: 'breach', excludedFromStock: true },
      { productId: milk!.id, productName: 'Mleko old MSC', certificateScheme: 'msc', certificateNumber: 'X' },
    ],
  });
  return { ...tenant, shop, fish, dairy, note, today };
}

describe('the record lists', () => {
  it('risk items: risky, breach or corrective lines of signed-off receipts in the last 30 days, with filters', async () => {
    const s = await shopWithRecords();
    const other = await shopWithRecords();
    expect(await names('risk', s.admin)).toEqual(['Mleko tolerated', 'Losos risky', 'Losos warm']);
    const answer = await page('risk', s.admin);
    const rows = (answer.data as { rows: Record<string, unknown>[] }).rows;
    expect(rows[1]).toMatchObject({
      supplierName: s.fish.name,
      lot: 'L-77',
      temperature: '3.1',
      compartmentTemperature: '6.5',
      verdict: 'ok',
      acceptedBy: `${s.admin.name} ${s.admin.lastname}`,
    });
    expect(await names('risk', s.admin, '?from=&to=')).toEqual([
      'Mleko tolerated',
      'Losos risky',
      'Losos warm',
      'Mleko old',
    ]);
    expect(await names('risk', s.admin, '?verdict=breach')).toEqual(['Losos warm']);
    expect(await names('risk', s.admin, '?verdict=tolerated')).toEqual(['Mleko tolerated']);
    expect(await names('risk', s.admin, '?corrective=1')).toEqual(['Losos warm']);
    expect(await names('risk', s.admin, `?supplier=${s.dairy.id}`)).toEqual(['Mleko tolerated']);
    expect(await names('risk', s.admin, '?q=ls-1')).toEqual(['Losos risky']);
    // Another shop's supplier in the filter shows nothing of it; its lines never show.
    expect(await names('risk', s.admin, `?supplier=${other.fish.id}`)).toEqual([]);
    expect((await names('risk', other.admin)).length).toBe(3);
    const pageOfOne = await page('risk', s.admin, '?page=2');
    expect((pageOfOne.data as { total: number }).total).toBe(3);
  });

  it('excluded from stock: by the product flag or the receiver', async () => {
    const s = await shopWithRecords();
    expect(await names('excluded', s.admin)).toEqual(['Losos flagged', '=HYPERLINK("http://evil")']);
    expect(await names('excluded', s.admin, '?source=product')).toEqual(['Losos flagged']);
    expect(await names('excluded', s.admin, '?source=receiver')).toEqual(['=HYPERLINK("http://evil")']);
    expect(await names('excluded', s.admin, '?from=')).toContain('Mleko old');
  });

  it('ASC/MSC: scheme and problems (expired at receipt, no number)', async () => {
    const s = await shopWithRecords();
    expect(await names('certified', s.admin)).toEqual(['Losos MSC', 'Losos ASC']);
    expect(await names('certified', s.admin, '?scheme=asc')).toEqual(['Losos ASC']);
    expect(await names('certified', s.admin, '?problems=1')).toEqual(['Losos ASC']);
    const rows = (await page('certified', s.admin)).data as { rows: Record<string, unknown>[] };
    expect(rows.rows[1]).toMatchObject({ expiredAtReceipt: true, missingNumber: true });
    expect(rows.rows[0]).toMatchObject({ expiredAtReceipt: false, missingNumber: false, certificateNumber: 'MSC-C-1' });
  });

  it('answers a day that does not exist with 400', async () => {
    const s = await shopWithRecords();
    const answer = await page('risk', s.admin, '?from=2026-02-30');
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({ params: { invalidDates: { from: '2026-02-30' } } });
  });

  it('refuses staff without each permission (403) for the page and its export, and allows it with it', async () => {
    const s = await shopWithRecords();
    for (const kind of Object.keys(PAGES) as Kind[]) {
      const others = (Object.keys(PAGES) as Kind[]).filter((k) => k !== kind).map((k) => PAGES[k].permission);
      const without = await createUser(db, {
        role: 4,
        companyId: s.company.id,
        shopId: s.shop.shopId,
        permissions: ['deliveries:view', ...others] as Permission[],
      });
      expect((await page(kind, without)).status, kind).toBe(403);
      expect((await download(kind, without, 'csv')).status, kind).toBe(403);
      const holder = await createUser(db, {
        role: 4,
        companyId: s.company.id,
        shopId: s.shop.shopId,
        permissions: [PAGES[kind].permission],
      });
      expect((await page(kind, holder)).status, kind).toBe(200);
      expect((await download(kind, holder, 'csv')).status, kind).toBe(200);
    }
    expect((await download('risk', s.admin, 'docx')).status).toBe(404);
  });

  it('exports the filtered lines as formula-safe CSV, XLSX and PDF named after the period', async () => {
    const s = await shopWithRecords();
    const csv = await download('excluded', s.admin, 'csv');
    expect(csv.headers.get('content-disposition')).toBe(
      `attachment; filename="excluded-from-stock_${addDays(s.today, -29)}_${s.today}.csv"`,
    );
    const text = await csv.text();
    expect(text).toContain('Losos flagged');
    expect(text).toContain('Product flagged ""exclude from stock export""');
    expect(text).toContain('Staff meal');
    expect(text).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(text).not.toContain('Mleko');

    const xlsx = await download('risk', s.admin, 'xlsx', '?verdict=breach');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await xlsx.arrayBuffer()) as never);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Date');
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).values).toContain('Losos warm');
    expect(sheet.getRow(2).values).toContain('Into the cold room at once');

    const pdf = await download('certified', s.admin, 'pdf');
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('reads at most the cap for an export, and tells when more match', async () => {
    const s = await shopWithRecords();
    const scope = (await findOwnShop(db, {
      userId: s.admin.id,
      role: 3,
      companyId: s.company.id,
      shopId: s.shop.shopId,
      permissions: [...ALL_PERMISSIONS],
    }))!;
    const query = {
      from: undefined,
      to: undefined,
      verdict: 'all',
      corrective: false,
      source: 'all',
      scheme: 'all',
      problems: false,
    } as const;
    expect(await readRecordsForExport(db, scope, 'risk', query, 2)).toMatchObject({ overCap: true });
    expect((await readRecordsForExport(db, scope, 'risk', query, 2)).rows).toHaveLength(2);
    expect(await readRecordsForExport(db, scope, 'risk', query, 4)).toMatchObject({ overCap: false });
  });
});
