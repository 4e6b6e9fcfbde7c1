import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#app/db/client.server';
import {
  mailAttachments,
  mailOutbox,
  orderEvents,
  orderLines,
  orders,
  products,
  shopSuppliers,
  users,
} from '#app/db/schema';
import { ALL_PERMISSIONS } from '#app/modules/auth/roles';
import type { Scope } from '#app/modules/auth/user-record';
import { findOwnShop } from '#app/modules/tenancy/shop-scope.repo.server';
import { createProducts, createShopSuppliers, createSuppliers, createTenant } from '#tests/factories';
import { useTestDatabase } from '#tests/setup/db';
import { cartLineCount, loadCart, putInCart, removeFromCart, setCartSupplier } from './cart.repo.server';
import { getOrderDetail, retryOrderMail } from './order-detail.service.server';
import { loadOrderDocument, renderOrderCsv, renderOrderPdf } from './order-document.server';
import { findOrderableByEan, listOrderableProducts, orderableSuppliers } from './new-order.repo.server';
import { sendOrders } from './send-order.service.server';

type Product = Awaited<ReturnType<typeof createProducts>>[number];

let db: Database;
beforeAll(async () => {
  db = (await useTestDatabase()).db;
});

// Friday 2026-11-20 10:00 in Ljubljana.
const NOW = new Date('2026-11-20T09:00:00Z');

const scopeOf = (user: { id: number; role: number; companyId: number | null; shopId: number | null }): Scope => ({
  userId: user.id,
  role: user.role as Scope['role'],
  companyId: user.companyId,
  shopId: user.shopId,
  permissions: [...ALL_PERMISSIONS],
});

/** A shop with two suppliers (Mondays and Thursdays, cut-off 12:00; any day) and three priced products. */
async function shopWithCatalog() {
  const tenant = await createTenant(db);
  const [dairy, bakery] = await createSuppliers(db, [
    { name: `Mlekarna Čž ${randomUUID().slice(0, 6)}`, email: 'info@mlekarna.test', vatNumber: 'SI12345678' },
    { name: `Pekarna ${randomUUID().slice(0, 6)}`, email: null },
  ]);
  await createShopSuppliers(db, [
    {
      shop: tenant.shop,
      supplierId: dairy!.id,
      orderEmails: ['narocila@mlekarna.test', 'skladisce@mlekarna.test'],
      deliveryDays: [1, 4],
      orderCutoffMinutes: 12 * 60,
      minOrderValue: '50',
      customerIdAtSupplier: 'K-77',
    },
    { shop: tenant.shop, supplierId: bakery!.id, orderEmails: ['kruh@pekarna.test'] },
  ]);
  const [milk, yoghurt, bread] = (await createProducts(db, tenant.shop, [
    {
      supplierId: dairy!.id,
      name: 'Mleko 3,5 % š',
      ean: `38${Date.now() % 1e11}`.padEnd(13, '1'),
      supplierProductId: 'M-1',
      unitsPerPackage: '6',
      supplierUnit: 'kos',
      prices: [
        { price: '1.1', discount: '0', vat: '9.5', validFrom: '2026-01-01', validTo: '2026-11-22' },
        // From Monday the milk is dearer: a Monday delivery takes this price.
        { price: '1.2', discount: '10', vat: '9.5', validFrom: '2026-11-23' },
      ],
    },
    {
      supplierId: dairy!.id,
      name: 'Jogurt',
      minOrderQuantity: '10',
      supplierUnit: 'kos',
      prices: [{ price: '0.5', discount: '0', vat: '9.5', validFrom: '2026-01-01' }],
    },
    {
      supplierId: bakery!.id,
      name: 'Kruh',
      supplierUnit: 'kos',
      prices: [{ price: '2.35', discount: '0', vat: '9.5', validFrom: '2026-01-01' }],
    },
  ])) as [Product, Product, Product];
  const target = (await findOwnShop(db, scopeOf(tenant.admin)))!;
  return { ...tenant, dairy: dairy!, bakery: bakery!, milk, yoghurt, bread, target };
}

async function fillCart(shop: Awaited<ReturnType<typeof shopWithCatalog>>) {
  await putInCart(db, shop.target, shop.milk.id, '7');
  await putInCart(db, shop.target, shop.yoghurt.id, '2');
  await putInCart(db, shop.target, shop.bread.id, '3');
  await setCartSupplier(db, shop.target, shop.dairy.id, { deliveryDate: '2026-11-23', note: 'Zadnja vrata' });
  await setCartSupplier(db, shop.target, shop.bakery.id, { deliveryDate: '2026-11-21', note: null });
}

describe('cart', () => {
  it('rounds to packages and the minimum, adds up, and groups by supplier with prices on the delivery date', async () => {
    const shop = await shopWithCatalog();
    expect(await putInCart(db, shop.target, shop.milk.id, '7')).toEqual({
      ok: true,
      quantity: '12',
      hint: { kind: 'packages', packages: '2', unitsPerPackage: '6' },
    });
    expect(await putInCart(db, shop.target, shop.milk.id, '1')).toMatchObject({ ok: true, quantity: '18' });
    expect(await putInCart(db, shop.target, shop.milk.id, '12', 'set')).toMatchObject({ ok: true, quantity: '12' });
    expect(await putInCart(db, shop.target, shop.yoghurt.id, '2')).toMatchObject({
      ok: true,
      quantity: '10',
      hint: { kind: 'minimum' },
    });
    await putInCart(db, shop.target, shop.bread.id, '3');
    expect(await cartLineCount(db, shop.target)).toBe(3);
    await setCartSupplier(db, shop.target, shop.dairy.id, { deliveryDate: '2026-11-23', note: null });

    const cart = await loadCart(db, shop.target, NOW);
    const dairy = cart.groups.find((g) => g.supplierId === shop.dairy.id)!;
    expect(dairy.offeredDates.slice(0, 2)).toEqual(['2026-11-23', '2026-11-26']);
    expect(dairy.deliveryDate).toBe('2026-11-23');
    // 12 × 1.2 × 0.9 = 12.96 net; 10 × 0.5 = 5.00.
    expect(dairy.lines.map((l) => [l.name, l.quantity, l.amounts?.net])).toEqual([
      ['Jogurt', '10.000', '5.00'],
      ['Mleko 3,5 % š', '12.000', '12.96'],
    ]);
    expect(dairy.totals).toEqual({ net: '17.96', vat: '1.71', gross: '19.67' });
    expect(dairy.belowMinimum).toBe(true);
    const bakery = cart.groups.find((g) => g.supplierId === shop.bakery.id)!;
    // No date picked: priced on the first date offered (tomorrow).
    expect([bakery.deliveryDate, bakery.priceDate]).toEqual([null, '2026-11-21']);
    expect(cart.totals.gross).toBe('27.39');

    expect(await removeFromCart(db, shop.target, shop.bread.id)).toBe(true);
    expect(await cartLineCount(db, shop.target)).toBe(2);
  });

  it('is each user’s own, and another shop’s products and suppliers are not found', async () => {
    const shop = await shopWithCatalog();
    const other = await shopWithCatalog();
    await putInCart(db, shop.target, shop.bread.id, '1');
    expect(await putInCart(db, shop.target, other.bread.id, '1')).toEqual({ ok: false, reason: 'not_found' });
    expect(await setCartSupplier(db, shop.target, other.bakery.id, { deliveryDate: null, note: null })).toBe(false);
    expect(await removeFromCart(db, other.target, shop.bread.id)).toBe(false);
    expect((await loadCart(db, other.target, NOW)).groups).toEqual([]);
    const staffTarget = (await findOwnShop(db, scopeOf(shop.staff)))!;
    expect(await cartLineCount(db, staffTarget)).toBe(0);
    expect(await cartLineCount(db, shop.target)).toBe(1);
  });

  it('refuses an inactive product and a quantity that is not a number', async () => {
    const shop = await shopWithCatalog();
    expect(await putInCart(db, shop.target, shop.bread.id, 'two')).toEqual({ ok: false, reason: 'invalid' });
    await db.update(products).set({ isActive: false }).where(eq(products.id, shop.bread.id));
    expect(await putInCart(db, shop.target, shop.bread.id, '1')).toEqual({ ok: false, reason: 'not_found' });
  });
});

describe('sendOrders', () => {
  it('refuses below the minimum without confirmation, and without a date', async () => {
    const shop = await shopWithCatalog();
    await fillCart(shop);
    await setCartSupplier(db, shop.target, shop.bakery.id, { deliveryDate: null, note: null });
    const result = await sendOrders(
      db,
      shop.target,
      { submissionKey: randomUUID(), confirmBelowMinimum: false, language: 'si' },
      NOW,
    );
    expect(
      result.ok === false && result.reason === 'invalid' && result.problems.map((p) => [p.supplierId, p.problem]),
    ).toEqual(
      expect.arrayContaining([
        [shop.bakery.id, 'no_date'],
        [shop.dairy.id, 'below_minimum'],
      ]),
    );
    expect(result.ok === false && result.reason === 'invalid' && result.problems).toHaveLength(2);
    expect(await db.select().from(orders).where(eq(orders.shopId, shop.shop.id))).toEqual([]);
    expect(await cartLineCount(db, shop.target)).toBe(3);
  });

  it('creates numbered orders with lines, events and one supplier mail with PDF and CSV each, empties the cart, and does it once', async () => {
    const shop = await shopWithCatalog();
    await db.update(users).set({ orderEmails: true }).where(eq(users.id, shop.admin.id));
    await fillCart(shop);
    const key = randomUUID();
    const result = await sendOrders(
      db,
      shop.target,
      { submissionKey: key, confirmBelowMinimum: true, language: 'si' },
      NOW,
    );
    if (!result.ok) throw new Error(JSON.stringify(result));
    expect(result.repeated).toBe(false);
    expect(result.orders.map((o) => o.number).sort()).toEqual([1, 2]);
    expect(await cartLineCount(db, shop.target)).toBe(0);

    const dairyOrder = result.orders.find((o) => o.supplierId === shop.dairy.id)!;
    const [order] = await db.select().from(orders).where(eq(orders.id, dairyOrder.id));
    expect(order).toMatchObject({
      deliveryDate: '2026-11-23',
      note: 'Zadnja vrata',
      netTotal: '17.9600',
      grossTotal: '19.6700',
      status: 'new',
      createdByUserId: shop.admin.id,
    });
    const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, dairyOrder.id));
    expect(lines.map((l) => [l.position, l.productName, l.quantity, l.price, l.discount])).toEqual(
      expect.arrayContaining([[2, 'Mleko 3,5 % š', '12.000', '1.2000', '10.00']]),
    );
    expect(
      await db.select({ kind: orderEvents.kind }).from(orderEvents).where(eq(orderEvents.orderId, dairyOrder.id)),
    ).toEqual([{ kind: 'created' }]);

    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, order!.mailId!));
    expect(mail).toMatchObject({
      kind: 'order',
      status: 'sending',
      to: ['narocila@mlekarna.test', 'skladisce@mlekarna.test'],
    });
    expect(mail!.subject).toContain(`Naročilo ${dairyOrder.number}`);
    const files = await db.select().from(mailAttachments).where(eq(mailAttachments.mailId, mail!.id));
    expect(files.map((f) => f.filename).sort()).toEqual([
      `narocilo-${dairyOrder.number}.csv`,
      `narocilo-${dairyOrder.number}.pdf`,
    ]);
    expect(
      files
        .find((f) => f.filename.endsWith('.pdf'))!
        .content.subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const copies = await db
      .select({ to: mailOutbox.to })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'order_copy'), eq(mailOutbox.companyId, shop.company.id)));
    expect(copies).toEqual([{ to: [shop.admin.email] }, { to: [shop.admin.email] }]);

    // The same key again (a double tap): the same orders, nothing new.
    await putInCart(db, shop.target, shop.bread.id, '1');
    const again = await sendOrders(
      db,
      shop.target,
      { submissionKey: key, confirmBelowMinimum: true, language: 'si' },
      NOW,
    );
    expect(again).toEqual({ ok: true, orders: expect.arrayContaining(result.orders), repeated: true });
    expect(await db.select({ id: orders.id }).from(orders).where(eq(orders.shopId, shop.shop.id))).toHaveLength(2);
    expect(await cartLineCount(db, shop.target)).toBe(1);
  });

  it('sends only the groups asked for, and falls back to the directory e-mail', async () => {
    const shop = await shopWithCatalog();
    await fillCart(shop);
    await db.update(shopSuppliers).set({ orderEmails: [] }).where(eq(shopSuppliers.supplierId, shop.dairy.id));
    const result = await sendOrders(
      db,
      shop.target,
      { submissionKey: randomUUID(), confirmBelowMinimum: true, language: 'en', supplierIds: [shop.dairy.id] },
      NOW,
    );
    if (!result.ok) throw new Error(JSON.stringify(result));
    const [order] = await db.select({ mailId: orders.mailId }).from(orders).where(eq(orders.id, result.orders[0]!.id));
    const [mail] = await db
      .select({ to: mailOutbox.to, subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(eq(mailOutbox.id, order!.mailId!));
    expect(mail).toMatchObject({ to: ['info@mlekarna.test'] });
    expect(mail!.subject).toMatch(/^Order 1 from/);
    expect((await loadCart(db, shop.target, NOW)).groups.map((g) => g.supplierId)).toEqual([shop.bakery.id]);
  });

  it('refuses a date that is no longer offered, checked with the clock at sending', async () => {
    const shop = await shopWithCatalog();
    await fillCart(shop);
    // Sunday 2026-11-22 13:00 in Ljubljana: past the dairy's 12:00 cut-off, Monday can no longer be delivered.
    const result = await sendOrders(
      db,
      shop.target,
      { submissionKey: randomUUID(), confirmBelowMinimum: true, language: 'en' },
      new Date('2026-11-22T12:00:00Z'),
    );
    expect(result).toMatchObject({
      ok: false,
      problems: expect.arrayContaining([
        { supplierId: shop.dairy.id, supplierName: shop.dairy.name, problem: 'date_not_allowed' },
      ]),
    });
  });

  it('refuses a supplier with no address', async () => {
    const shop = await shopWithCatalog();
    await fillCart(shop);
    await db.update(shopSuppliers).set({ orderEmails: [] }).where(eq(shopSuppliers.supplierId, shop.bakery.id));
    const result = await sendOrders(
      db,
      shop.target,
      { submissionKey: randomUUID(), confirmBelowMinimum: true, language: 'en' },
      NOW,
    );
    expect(result).toMatchObject({ ok: false, problems: [{ supplierId: shop.bakery.id, problem: 'no_address' }] });
  });
});

describe('order documents and detail', () => {
  async function sentOrder() {
    const shop = await shopWithCatalog();
    await fillCart(shop);
    const result = await sendOrders(
      db,
      shop.target,
      { submissionKey: randomUUID(), confirmBelowMinimum: true, language: 'si' },
      NOW,
    );
    if (!result.ok) throw new Error('not sent');
    return { shop, order: result.orders.find((o) => o.supplierId === shop.dairy.id)! };
  }

  it('renders a PDF with the order number and a CSV with one line per product', async () => {
    const { shop, order } = await sentOrder();
    const doc = (await loadOrderDocument(db, shop.target, order.id))!;
    expect(doc.supplier).toMatchObject({ vatNumber: 'SI12345678', customerIdAtSupplier: 'K-77' });
    const bytes = await renderOrderPdf(doc, 'si', { compress: false });
    const pdf = bytes.toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(pdf).toContain('DejaVuSans');
    // The document title "Naročilo 1" is stored as UTF-16BE; the page text is glyph ids of the embedded font.
    const utf16be = (text: string) => Buffer.from(text, 'utf16le').swap16();
    expect(bytes.includes(Buffer.concat([utf16be(`ilo ${order.number}`), Buffer.from(')')]))).toBe(true);
    const csv = renderOrderCsv(doc, 'si').toString('utf8');
    expect(csv.startsWith('\uFEFFŠifra dobavitelja,EAN,Naziv,Količina')).toBe(true);
    expect(csv.trim().split('\r\n').slice(1)).toEqual([
      ',,Jogurt,10,kos,0.5000,0.00,9.50,5.0000,5.4800',
      `M-1,${doc.lines[1]!.ean},Mleko 3,5 % š,12,kos,1.2000,10.00,9.50,12.9600,14.1900`.replace(
        'Mleko 3,5 % š',
        '"Mleko 3,5 % š"',
      ),
    ]);
  });

  it('shows the mail state and timeline, retries a failed mail; another shop gets nothing', async () => {
    const { shop, order } = await sentOrder();
    const other = await shopWithCatalog();
    expect(await getOrderDetail(db, other.target, order.id)).toBeNull();
    expect(await loadOrderDocument(db, other.target, order.id)).toBeNull();
    expect(await retryOrderMail(db, other.target, order.id)).toBe('not_found');

    const detail = (await getOrderDetail(db, shop.target, order.id))!;
    expect(detail).toMatchObject({ number: order.number, status: 'new', mail: { status: 'sending' } });
    expect(detail.timeline.map((e) => e.kind)).toEqual(['created']);
    expect(await retryOrderMail(db, shop.target, order.id)).toBe('not_failed');

    await db
      .update(mailOutbox)
      .set({ status: 'failed', lastError: '421 down' })
      .where(eq(mailOutbox.id, detail.mail!.id));
    expect((await getOrderDetail(db, shop.target, order.id))!.mail).toMatchObject({
      status: 'failed',
      lastError: '421 down',
    });
    expect(await retryOrderMail(db, shop.target, order.id)).toBe('retried');
    const after = (await getOrderDetail(db, shop.target, order.id))!;
    expect(after.mail).toMatchObject({ status: 'sending' });
    expect(after.timeline.map((e) => e.kind)).toEqual(['created', 'mail_retry']);
    // Leave nothing due for other tests' workers.
    await db
      .update(mailOutbox)
      .set({ status: 'sent' })
      .where(inArray(mailOutbox.id, [detail.mail!.id]));
  });
});

describe('new order lists', () => {
  it('lists a supplier’s orderable products with the price on the first date and the last ordered quantity', async () => {
    const shop = await shopWithCatalog();
    await fillCart(shop);
    await sendOrders(db, shop.target, { submissionKey: randomUUID(), confirmBelowMinimum: true, language: 'en' }, NOW);
    expect((await orderableSuppliers(db, shop.target)).map((s) => s.supplierId).sort()).toEqual(
      [shop.dairy.id, shop.bakery.id].sort(),
    );
    const page = (await listOrderableProducts(
      db,
      shop.target,
      { supplierId: shop.dairy.id, page: 1, perPage: 10 },
      NOW,
    ))!;
    expect(page.priceDate).toBe('2026-11-23');
    expect(page.rows.map((r) => [r.name, r.price, r.lastOrdered])).toEqual([
      ['Jogurt', '0.5000', '10.000'],
      ['Mleko 3,5 % š', '1.2000', '12.000'],
    ]);
    const found = (await listOrderableProducts(
      db,
      shop.target,
      { supplierId: shop.dairy.id, q: 'M-1', page: 1, perPage: 10 },
      NOW,
    ))!;
    expect(found.rows.map((r) => r.id)).toEqual([shop.milk.id]);
    expect(await findOrderableByEan(db, shop.target, shop.milk.ean!)).toMatchObject({
      id: shop.milk.id,
      supplierId: shop.dairy.id,
    });
  });

  it('another shop’s supplier and EAN are not found', async () => {
    const shop = await shopWithCatalog();
    const other = await shopWithCatalog();
    expect(
      await listOrderableProducts(db, other.target, { supplierId: shop.dairy.id, page: 1, perPage: 10 }, NOW),
    ).toBeNull();
    expect(await findOrderableByEan(db, other.target, shop.milk.ean!)).toBeNull();
    expect(await orderableSuppliers(db, other.target)).not.toContainEqual(
      expect.objectContaining({ supplierId: shop.dairy.id }),
    );
  });
});
