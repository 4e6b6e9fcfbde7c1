import { expect, test } from '@playwright/test';
import { DEMO, E2E_USERS } from './support/accounts';
import { idsIn, sessionAs, type Session } from './support/http';

/**
 * A logged-in user without the permission a page or action needs gets 403 from the server itself, whatever they type
 * or post by hand, and nothing changes. The demo staff user holds deliveries, receiving, orders:view, cart:use and
 * stock counting; E2E_USERS.noOrders holds only deliveries:view; admins are not operators.
 */

const ORDER_LINK = /href="\/admin\/ordering\/(\d+)"/;
// Hotel Bled Kitchen is the first company, region and shop the demo seed makes.
const BLED_SHOP_PATH = '/super/companies/1/1/1';

let admin: Session;
let staff: Session;
let noOrders: Session;
let newOrderId: number;
let productId: number;
let supplierId: number;

test.beforeAll(async ({ baseURL }) => {
  [admin, staff, noOrders] = await Promise.all([
    sessionAs(baseURL!, DEMO.admin),
    sessionAs(baseURL!, DEMO.staff),
    sessionAs(baseURL!, E2E_USERS.noOrders.email),
  ]);
  newOrderId = (await idsIn(admin.api, '/admin/ordering?status=new', ORDER_LINK))[0]!;
  productId = (await idsIn(admin.api, '/admin/products', /href="\/admin\/products\/(\d+)\/edit"/))[0]!;
  supplierId = (await idsIn(admin.api, '/admin/suppliers', /href="\/admin\/suppliers\/(\d+)\/edit"/))[0]!;
  expect([newOrderId, productId, supplierId].every(Number.isInteger)).toBe(true);
});

test.afterAll(async () => {
  await Promise.all([admin, staff, noOrders].map((session) => session?.close()));
});

const expectStatus = async (response: Promise<{ status(): number }>, status: number, what: string) => {
  expect((await response).status(), what).toBe(status);
};

test('without orders:view the history, an order, its PDF and repeating it answer 403', async () => {
  const { api } = noOrders;
  await expectStatus(api.get('/admin/ordering'), 403, 'history');
  await expectStatus(api.get('/admin/ordering?status=new&q=1'), 403, 'history filtered');
  await expectStatus(api.get(`/admin/ordering/${newOrderId}`), 403, 'detail');
  await expectStatus(api.post(`/admin/ordering/${newOrderId}`, { form: { intent: 'retry' } }), 403, 'retry');
  await expectStatus(api.get(`/admin/ordering/${newOrderId}/pdf`), 403, 'pdf');
  await expectStatus(api.get(`/admin/ordering/${newOrderId}/repeat`), 403, 'repeat page');
  await expectStatus(api.post(`/admin/ordering/${newOrderId}/repeat`, { form: {} }), 403, 'repeat');
  await expectStatus(
    api.post(`/admin/ordering/${newOrderId}/cancel`, { form: { redirectTo: '/admin/ordering' } }),
    403,
    'cancel',
  );
  // The same pages answer the staff user, who may view orders.
  await expectStatus(staff.api.get(`/admin/ordering/${newOrderId}`), 200, 'detail for staff');
  await expectStatus(staff.api.get(`/admin/ordering/${newOrderId}/pdf`), 200, 'pdf for staff');
});

test('without cart:use the cart answers 403, and nothing lands in it', async () => {
  const { api } = noOrders;
  await expectStatus(api.get('/admin/cart'), 403, 'cart');
  await expectStatus(
    api.post('/admin/cart', {
      form: { intent: 'save', 'lines[0].productId': String(productId), 'lines[0].quantity': '3' },
    }),
    403,
    'quantity',
  );
  await expectStatus(
    api.post('/admin/cart', { form: { intent: 'remove', productId: String(productId) } }),
    403,
    'remove',
  );
  await expectStatus(
    api.post('/admin/cart', {
      form: { intent: 'save', 'suppliers[0].supplierId': String(supplierId), 'suppliers[0].note': '' },
    }),
    403,
    'supplier',
  );
  await expectStatus(
    api.post('/admin/cart', { form: { intent: 'send', submissionKey: crypto.randomUUID() } }),
    403,
    'send',
  );
  await expectStatus(api.get('/admin/ordering/new-order'), 403, 'new order');
  await expectStatus(
    api.post('/admin/ordering/new-order', { form: { productId: String(productId), quantity: '1' } }),
    403,
    'add to cart',
  );
});

test('without orders:create sending the cart, retrying an order mail, cancelling and the new-order page answer 403', async () => {
  const { api } = staff;
  await expectStatus(
    api.post('/admin/cart', {
      form: { intent: 'send', submissionKey: crypto.randomUUID(), confirmBelowMinimum: 'on' },
    }),
    403,
    'send',
  );
  await expectStatus(api.post(`/admin/ordering/${newOrderId}`, { form: { intent: 'retry' } }), 403, 'retry');
  await expectStatus(
    api.post(`/admin/ordering/${newOrderId}/cancel`, { form: { redirectTo: `/admin/ordering/${newOrderId}` } }),
    403,
    'cancel',
  );
  await expectStatus(api.get('/admin/ordering/new-order'), 403, 'new order');
  await expectStatus(
    api.post('/admin/ordering/new-order', { form: { productId: String(productId), quantity: '1' } }),
    403,
    'add from new order',
  );
  await expectStatus(
    api.post('/admin/ordering/new-order', { form: { intent: 'ean', ean: '3830001011104' } }),
    403,
    'add by EAN',
  );
  // The order is still new: its own page still offers to cancel it (to someone who may).
  const detail = await admin.api.get(`/admin/ordering/${newOrderId}`);
  expect(await detail.text()).toContain('Cancel order');
});

test('without products, suppliers or users permissions: bulk product actions, add-supplier and user edit answer 403', async ({
  baseURL,
}) => {
  const { api } = staff;
  for (const intent of ['activate', 'deactivate', 'delete', 'restore']) {
    await expectStatus(
      api.post('/admin/products', { form: { intent, ids: String(productId) } }),
      403,
      `bulk ${intent}`,
    );
  }
  await expectStatus(api.get('/admin/products'), 403, 'product list');
  await expectStatus(api.get('/admin/suppliers/add-supplier'), 403, 'add supplier page');
  await expectStatus(api.get('/admin/suppliers/add-supplier?q=a'), 403, 'add supplier search');
  await expectStatus(
    api.post('/admin/suppliers/add-supplier', { form: { supplierId: String(supplierId) } }),
    403,
    'add supplier',
  );
  const userId = noOrders.id;
  await expectStatus(api.get(`/admin/settings/${userId}/edit`), 403, 'user edit page');
  await expectStatus(
    api.post(`/admin/settings/${userId}/edit`, { form: { intent: 'deactivate' } }),
    403,
    'user deactivate',
  );
  await expectStatus(
    api.post(`/admin/settings/${userId}/edit`, {
      form: { name: 'Mallory', lastname: 'Tester', email: 'mallory@evil.test', role: '3', language: 'en' },
    }),
    403,
    'user save',
  );
  // Nothing changed: the product is still listed for the admin, and the user still logs in under their own address.
  const products = await idsIn(admin.api, '/admin/products', /href="\/admin\/products\/(\d+)\/edit"/);
  expect(products).toContain(productId);
  await (await sessionAs(baseURL!, E2E_USERS.noOrders.email)).close();
});

test('a shop admin and a staff user get 403 on the operator’s shop product routes, for reads and writes', async () => {
  const paths = [
    'products',
    'products/add-product',
    `products/${productId}/edit`,
    'products/import',
    'products/import-counting-units',
    'products/export.csv',
    'products/export.xlsx',
  ];
  const file = { name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from('Name;EAN\nMleko;3830001011104') };
  for (const { api } of [admin, staff]) {
    for (const path of paths) await expectStatus(api.get(`${BLED_SHOP_PATH}/${path}`), 403, `GET ${path}`);
    await expectStatus(
      api.post(`${BLED_SHOP_PATH}/products`, { form: { intent: 'delete', ids: String(productId) } }),
      403,
      'bulk delete',
    );
    await expectStatus(
      api.post(`${BLED_SHOP_PATH}/products/add-product`, { form: { name: 'Mallory milk' } }),
      403,
      'add product',
    );
    await expectStatus(
      api.post(`${BLED_SHOP_PATH}/products/${productId}/edit`, { form: { intent: 'delete' } }),
      403,
      'delete product',
    );
    await expectStatus(
      api.post(`${BLED_SHOP_PATH}/products/import/upload`, { multipart: { file } }),
      403,
      'import upload',
    );
    await expectStatus(
      api.post(`${BLED_SHOP_PATH}/products/import-counting-units`, { multipart: { file } }),
      403,
      'counting units',
    );
  }
  // The product is still there.
  expect(await idsIn(admin.api, '/admin/products', /href="\/admin\/products\/(\d+)\/edit"/)).toContain(productId);
});
