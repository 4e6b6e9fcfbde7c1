import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import { DEMO } from './support/accounts';
import { idsIn, sessionAs, type Session } from './support/http';

/**
 * Tenants never mix, tried over HTTP as a person could: the admin of another shop of the same company (Portorož Beach
 * Bar) and of another company (Koper Market) aim at Hotel Bled Kitchen's orders, products, suppliers and users by id.
 * Every such request answers 404 (or shows nothing of Bled Kitchen), and nothing changes there.
 */

const ORDER_LINK = /href="\/admin\/ordering\/(\d+)"/;
const PRODUCT_LINK = /href="\/admin\/products\/(\d+)\/edit"/;
const SUPPLIER_LINK = /href="\/admin\/suppliers\/(\d+)\/edit"/;
const PRODUCT_FIELD = /name="productId" value="(\d+)"/;
/** The demo seed's internal product IDs: P, the shop id, and a running number. */
const INTERNAL_ID = /\bP\d{2}-\d{4}\b/g;

let victim: Session;
let attackers: { name: string; session: Session; suppliers: number[] }[];
let victimOrders: number[];
let victimNewOrder: number;
let victimSuppliers: number[];
let victimStaff: number;

test.beforeAll(async ({ baseURL }) => {
  victim = await sessionAs(baseURL!, DEMO.admin);
  const staff = await sessionAs(baseURL!, DEMO.staff);
  victimStaff = staff.id;
  await staff.close();
  victimOrders = await idsIn(victim.api, '/admin/ordering?status=all', ORDER_LINK);
  victimNewOrder = (await idsIn(victim.api, '/admin/ordering?status=new', ORDER_LINK))[0]!;
  victimSuppliers = await idsIn(victim.api, '/admin/suppliers', SUPPLIER_LINK);
  attackers = [];
  for (const [name, email] of [
    ['another shop of the company', DEMO.adminSi],
    ['another company', DEMO.adriatic],
  ] as const) {
    const session = await sessionAs(baseURL!, email);
    attackers.push({ name, session, suppliers: await idsIn(session.api, '/admin/suppliers', SUPPLIER_LINK) });
  }
  expect(victimOrders.length).toBeGreaterThan(0);
  expect(Number.isInteger(victimNewOrder)).toBe(true);
});

test.afterAll(async () => {
  await Promise.all(
    [victim, ...(attackers ?? []).map((attacker) => attacker.session)].map((session) => session?.close()),
  );
});

/** A supplier Bled Kitchen orders from and the attacker's shop does not, and Bled Kitchen's products of it. */
/**
 * A supplier only Bled Kitchen has, with products to try. Other journeys may link a new, empty supplier to the shop
 * first, so the first such supplier is not always one with products.
 */
async function victimOnlySupplier(attackerSuppliers: number[]) {
  for (const supplierId of victimSuppliers.filter((id) => !attackerSuppliers.includes(id))) {
    const products = await idsIn(victim.api, `/admin/ordering/new-order?supplierId=${supplierId}`, PRODUCT_FIELD);
    if (products.length > 0) return { supplierId, products };
  }
  throw new Error('Bled Kitchen has no supplier of its own with products');
}

test('another tenant’s order history shows none of the shop’s orders, and its order by id answers 404 everywhere', async () => {
  for (const { name, session } of attackers) {
    const { api } = session;
    const own = await idsIn(api, '/admin/ordering?status=all', ORDER_LINK);
    expect(own.length, name).toBeGreaterThan(0);
    expect(
      own.filter((id) => victimOrders.includes(id)),
      name,
    ).toEqual([]);
    const byVictimSupplier = await idsIn(
      api,
      `/admin/ordering?status=all&supplierId=${victimSuppliers[0]}`,
      ORDER_LINK,
    );
    expect(
      byVictimSupplier.filter((id) => victimOrders.includes(id)),
      name,
    ).toEqual([]);

    const order = `/admin/ordering/${victimNewOrder}`;
    expect((await api.get(order)).status(), `${name}: detail`).toBe(404);
    expect((await api.get(`${order}/pdf`)).status(), `${name}: pdf`).toBe(404);
    expect((await api.get(`${order}/repeat`)).status(), `${name}: repeat page`).toBe(404);
    expect((await api.post(order, { form: { intent: 'retry' } })).status(), `${name}: retry`).toBe(404);
    expect((await api.post(`${order}/repeat`, { form: {} })).status(), `${name}: repeat`).toBe(404);
    expect(
      (await api.post(`${order}/cancel`, { form: { redirectTo: '/admin/ordering' } })).status(),
      `${name}: cancel`,
    ).toBe(404);
  }
  // Still new and still Bled Kitchen's: its page offers to cancel it, to its own admin.
  const detail = await victim.api.get(`/admin/ordering/${victimNewOrder}`);
  expect(detail.status()).toBe(200);
  expect(await detail.text()).toContain('Cancel order');
});

test('another tenant cannot list, add or change the shop’s products through new order and the cart', async () => {
  for (const { name, session, suppliers } of attackers) {
    const { api } = session;
    const { supplierId, products } = await victimOnlySupplier(suppliers);
    const [productId] = products;
    // The new-order page does not list another shop's supplier's products.
    const listed = await idsIn(api, `/admin/ordering/new-order?supplierId=${supplierId}`, PRODUCT_FIELD);
    expect(
      listed.filter((id) => products.includes(id)),
      name,
    ).toEqual([]);
    expect(
      (await api.post('/admin/ordering/new-order', { form: { productId: String(productId), quantity: '2' } })).status(),
      `${name}: add`,
    ).toBe(404);
    expect(
      (
        await api.post('/admin/cart', {
          form: { intent: 'save', 'lines[0].productId': String(productId), 'lines[0].quantity': '5' },
        })
      ).status(),
      `${name}: quantity`,
    ).toBe(404);
    expect(
      (await api.post('/admin/cart', { form: { intent: 'remove', productId: String(productId) } })).status(),
      `${name}: remove`,
    ).toBe(404);
    expect(
      (
        await api.post('/admin/cart', {
          form: { intent: 'save', 'suppliers[0].supplierId': String(supplierId), 'suppliers[0].note': 'x' },
        })
      ).status(),
      `${name}: supplier`,
    ).toBe(404);
    // Nothing of Bled Kitchen's in the attacker's cart.
    const cart = await idsIn(api, '/admin/cart', PRODUCT_FIELD);
    expect(
      cart.filter((id) => products.includes(id)),
      name,
    ).toEqual([]);
  }
});

test('exports hold only the caller’s own products, and a counting-units file naming another shop’s products changes nothing', async () => {
  const victimCsv = await (await victim.api.get('/admin/products/export.csv?status=all')).text();
  const victimCodes = new Set(victimCsv.match(INTERNAL_ID));
  expect(victimCodes.size).toBeGreaterThan(0);
  const [victimCode] = victimCodes;
  for (const { name, session } of attackers) {
    const { api } = session;
    const csv = await api.get('/admin/products/export.csv?status=all');
    expect(csv.status(), name).toBe(200);
    const csvCodes = (await csv.text()).match(INTERNAL_ID) ?? [];
    expect(csvCodes.length, name).toBeGreaterThan(0);
    expect(
      csvCodes.filter((code) => victimCodes.has(code)),
      name,
    ).toEqual([]);

    const xlsx = await api.get('/admin/products/export.xlsx?status=all');
    expect(xlsx.status(), name).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await xlsx.body()) as unknown as ArrayBuffer);
    const cells: string[] = [];
    workbook.worksheets[0]!.eachRow((row) => row.eachCell((cell) => cells.push(String(cell.value ?? ''))));
    const xlsxCodes = cells.filter((cell) => /^P\d{2}-\d{4}$/.test(cell));
    expect(xlsxCodes.length, name).toBeGreaterThan(0);
    expect(
      xlsxCodes.filter((code) => victimCodes.has(code)),
      name,
    ).toEqual([]);

    const file = {
      name: 'units.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`Product;Unit;Factor\n${victimCode};karton;6\n`),
    };
    const upload = await api.post('/admin/products/import-counting-units', { multipart: { file } });
    expect(upload.status(), `${name}: counting units`).toBe(400);
    // Refused row by row as "no product of this shop has this code" (the page's data names the message key).
    expect(await upload.text(), name).toContain('productImport.units.errors.product');
  }
  // Bled Kitchen's export is as it was.
  const after = await (await victim.api.get('/admin/products/export.csv?status=all')).text();
  expect(new Set(after.match(INTERNAL_ID))).toEqual(victimCodes);
});

test('another tenant does not see the shop’s users, gets 404 for one by id, and cannot put them on its mailing list', async ({
  baseURL,
}) => {
  for (const { name, session } of attackers) {
    const { api } = session;
    const users = await api.get('/admin/settings/users?status=all');
    expect(users.status(), name).toBe(200);
    expect(await users.text(), name).not.toContain(DEMO.staff);
    const edit = `/admin/settings/${victimStaff}/edit`;
    expect((await api.get(edit)).status(), `${name}: user edit`).toBe(404);
    expect((await api.post(edit, { form: { intent: 'deactivate' } })).status(), `${name}: deactivate`).toBe(404);
    expect(
      (
        await api.post(edit, {
          form: { name: 'Mallory', lastname: 'Tester', email: 'mallory@evil.test', role: '3', language: 'en' },
        })
      ).status(),
      `${name}: save`,
    ).toBe(404);

    const mailing = await api.get('/admin/settings/mailing');
    expect(mailing.status(), name).toBe(200);
    expect(await mailing.text(), name).not.toContain(DEMO.staff);
    const post = await api.post('/admin/settings/mailing', {
      form: {
        userIds: String(victimStaff),
        orderEmails: String(victimStaff),
        itemEmails: String(victimStaff),
        extraOrderEmails: '',
        extraItemEmails: '',
      },
    });
    expect(post.status(), `${name}: mailing`).toBe(404);
  }
  // The staff user still logs in under their own address, and gets no order copies.
  await (await sessionAs(baseURL!, DEMO.staff)).close();
  const html = await (await victim.api.get('/admin/settings/mailing')).text();
  const box = new RegExp(`<input[^>]*name="orderEmails"[^>]*value="${victimStaff}"[^>]*>`).exec(html)?.[0];
  expect(box).toBeDefined();
  expect(box).not.toContain('checked');
});

test('the operator’s shop pages answer 404 for a shop under the wrong region, a region under the wrong company, and another shop’s product or user', async ({
  baseURL,
}) => {
  const operator = await sessionAs(baseURL!, DEMO.super);
  const adriatic = attackers.find((attacker) => attacker.name === 'another company')!.session;
  const kopersProduct = (await idsIn(adriatic.api, '/admin/products', PRODUCT_LINK))[0]!;
  const bledProduct = (await idsIn(victim.api, '/admin/products', PRODUCT_LINK))[0]!;
  // The demo seed's ids: companies Alpine 1, Adriatic 2; regions Gorenjska 1, Obala 2 (Alpine), Istra 3 (Adriatic);
  // shops Hotel Bled Kitchen 1 (Gorenjska) and Koper Market 4 (Istra).
  const correct = '/super/companies/1/1/1';
  expect((await operator.api.get(`${correct}/products`)).status()).toBe(200);
  expect((await operator.api.get(`${correct}/products/${bledProduct}/edit`)).status()).toBe(200);
  const wrong = [
    '/super/companies/1/2/1', // the shop under another region of its company
    '/super/companies/1/3/4', // a region of another company
    '/super/companies/2/3/1', // the shop under another company's region
    '/super/companies/2/1/1', // the region under another company
  ];
  const pages = [
    '',
    '/edit',
    '/add-user',
    '/products',
    '/products/add-product',
    `/products/${bledProduct}/edit`,
    '/products/import',
    '/products/import-counting-units',
    '/products/export.csv',
    '/products/export.xlsx',
    `/${victimStaff}/edit`,
  ];
  const file = {
    name: 'units.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('Product;Unit;Factor\nP01-0001;karton;6\n'),
  };
  for (const base of wrong) {
    for (const page of pages) expect((await operator.api.get(`${base}${page}`)).status(), `${base}${page}`).toBe(404);
    expect(
      (await operator.api.post(`${base}/products`, { form: { intent: 'delete', ids: String(bledProduct) } })).status(),
      `${base} bulk`,
    ).toBe(404);
    expect(
      (await operator.api.post(`${base}/products/${bledProduct}/edit`, { form: { intent: 'delete' } })).status(),
      `${base} delete`,
    ).toBe(404);
    expect(
      (await operator.api.post(`${base}/products/import-counting-units`, { multipart: { file } })).status(),
      `${base} units`,
    ).toBe(404);
  }
  // Under the right path, another shop's product and user are not this shop's.
  expect((await operator.api.get(`${correct}/products/${kopersProduct}/edit`)).status()).toBe(404);
  expect(
    (await operator.api.post(`${correct}/products/${kopersProduct}/edit`, { form: { intent: 'delete' } })).status(),
  ).toBe(404);
  expect(
    (
      await operator.api.post(`${correct}/products`, { form: { intent: 'delete', ids: String(kopersProduct) } })
    ).status(),
  ).toBe(404);
  expect((await operator.api.get(`${correct}/${adriatic.id}/edit`)).status()).toBe(404);
  // Nothing changed: both products are still listed in their shops.
  expect(await idsIn(victim.api, '/admin/products', PRODUCT_LINK)).toContain(bledProduct);
  expect(await idsIn(adriatic.api, '/admin/products', PRODUCT_LINK)).toContain(kopersProduct);
  await operator.close();
});
