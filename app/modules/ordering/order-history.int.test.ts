import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#app/db/client.server';
import { cartItems, mailOutbox, orderEvents, orderLines, orders, products } from '#app/db/schema';
import { ALL_PERMISSIONS } from '#app/modules/auth/roles';
import type { Scope } from '#app/modules/auth/user-record';
import { findOwnShop } from '#app/modules/tenancy/shop-scope.repo.server';
import { createOrder, createProducts, createShopSupplier, createSupplier, createTenant } from '#tests/factories';
import { useTestDatabase } from '#tests/setup/db';
import { cancelOrder } from './cancel-order.service.server';
import { seedDemoOrders } from './demo-orders.server';
import { listOrderHistory, type OrderHistoryQuery } from './order-history.repo.server';
import { repeatOrder } from './repeat-order.service.server';

type Product = Awaited<ReturnType<typeof createProducts>>[number];

let db: Database;
beforeAll(async () => {
  db = (await useTestDatabase()).db;
});

const scopeOf = (user: { id: number; role: number; companyId: number | null; shopId: number | null }): Scope => ({
  userId: user.id,
  role: user.role as Scope['role'],
  companyId: user.companyId,
  shopId: user.shopId,
  permissions: [...ALL_PERMISSIONS],
});

const query = (values: Partial<OrderHistoryQuery> = {}): OrderHistoryQuery => ({
  status: 'all',
  dateField: 'created',
  page: 1,
  perPage: 25,
  ...values,
});

/** A shop with one supplier, two priced products and orders in several states. */
async function shopWithOrders() {
  const tenant = await createTenant(db);
  const supplier = await createSupplier(db, {
    name: `Mlekarna ${randomUUID().slice(0, 6)}`,
    email: 'info@mlekarna.test',
  });
  await createShopSupplier(db, tenant.shop, supplier.id, { orderEmails: ['narocila@mlekarna.test'] });
  const [milk, cheese] = (await createProducts(db, tenant.shop, [
    {
      supplierId: supplier.id,
      name: 'Mleko polnomastno',
      ean: `38${randomUUID().replace(/\D/g, '').slice(0, 11)}`.padEnd(13, '0'),
      prices: [{ price: '1.2', discount: '0', vat: '9.5', validFrom: '2020-01-01' }],
    },
    {
      supplierId: supplier.id,
      name: 'Sir edamec',
      prices: [{ price: '8.5', discount: '0', vat: '9.5', validFrom: '2020-01-01' }],
    },
  ])) as [Product, Product];
  const target = (await findOwnShop(db, scopeOf(tenant.admin)))!;
  const shop = { companyId: tenant.company.id, shopId: tenant.shop.id };
  const makeOrder = (
    status: 'new' | 'in_progress' | 'completed',
    createdAt: string,
    deliveryDate: string,
    received = '0',
  ) =>
    createOrder(db, shop, {
      supplierId: supplier.id,
      status,
      deliveryDate,
      createdAt: new Date(createdAt),
      lines: [
        {
          productId: milk.id,
          productName: milk.name,
          quantity: '2',
          price: '1.1',
          vat: '9.5',
          receivedQuantity: received,
        },
        { productId: cheese.id, productName: cheese.name, quantity: '1', price: '8.5', vat: '9.5' },
      ],
    });
  const first = await makeOrder('completed', '2026-08-03T08:00:00Z', '2026-08-04', '2');
  const second = await makeOrder('in_progress', '2026-10-10T08:00:00Z', '2026-10-12', '1');
  const third = await makeOrder('new', '2026-11-20T23:30:00Z', '2026-11-23');
  return { ...tenant, supplier, milk, cheese, target, first, second, third };
}

describe('order history', () => {
  it('filters by status, supplier, dates and search, newest first, and never shows another shop', async () => {
    const shop = await shopWithOrders();
    const other = await shopWithOrders();
    const all = await listOrderHistory(db, shop.target, query());
    expect(all.total).toBe(3);
    expect(all.rows.map((row) => row.number)).toEqual([3, 2, 1]);
    expect(all.rows[0]).toMatchObject({
      lines: 2,
      received: false,
      mailStatus: null,
      supplierName: shop.supplier.name,
    });
    expect((await listOrderHistory(db, shop.target, query({ status: 'new' }))).rows.map((row) => row.id)).toEqual([
      shop.third.id,
    ]);
    expect(
      (await listOrderHistory(db, shop.target, query({ status: 'in_progress' }))).rows.map((row) => row.id),
    ).toEqual([shop.second.id]);
    expect((await listOrderHistory(db, shop.target, query({ status: 'incomplete' }))).total).toBe(0);
    expect((await listOrderHistory(db, shop.target, query({ supplierId: other.supplier.id }))).total).toBe(0);
    // 23:30 UTC on the 20th is the 21st in Ljubljana.
    expect(
      (await listOrderHistory(db, shop.target, query({ from: '2026-11-21', to: '2026-11-21' }))).rows.map(
        (row) => row.id,
      ),
    ).toEqual([shop.third.id]);
    expect(
      (
        await listOrderHistory(db, shop.target, query({ dateField: 'delivery', from: '2026-10-01', to: '2026-10-31' }))
      ).rows.map((row) => row.id),
    ).toEqual([shop.second.id]);
    expect((await listOrderHistory(db, shop.target, query({ q: '2' }))).rows.map((row) => row.id)).toEqual([
      shop.second.id,
    ]);
    expect((await listOrderHistory(db, shop.target, query({ q: 'edamec' }))).total).toBe(3);
    expect((await listOrderHistory(db, shop.target, query({ q: shop.milk.ean!.slice(0, 8) }))).total).toBe(3);
    const page2 = await listOrderHistory(db, shop.target, query({ perPage: 2, page: 2 }));
    expect(page2).toMatchObject({ total: 3, rows: [{ id: shop.first.id }] });
    // The other shop's orders have the same numbers but never show here.
    expect(
      (await listOrderHistory(db, other.target, query())).rows.every(
        (row) => ![shop.first.id, shop.second.id, shop.third.id].includes(row.id),
      ),
    ).toBe(true);
  });

  it("opens on the shop's own orders, newest first and counted, whichever shop asks first and per page size", async () => {
    const shop = await shopWithOrders();
    const other = await shopWithOrders();
    // The other shop asks first, so both read through the same statement (prepared once per page size).
    const theirs = await listOrderHistory(db, other.target, query());
    expect(theirs).toMatchObject({ total: 3, capped: false });
    expect(theirs.rows.map((row) => row.id)).toEqual([other.third.id, other.second.id, other.first.id]);
    const opened = await listOrderHistory(db, shop.target, query());
    expect(opened).toMatchObject({ total: 3, capped: false });
    expect(opened.rows.map((row) => row.id)).toEqual([shop.third.id, shop.second.id, shop.first.id]);
    expect(opened.rows.map((row) => [row.lines, row.received])).toEqual([
      [2, false],
      [2, true],
      [2, true],
    ]);
    expect(opened.rows[0]).toMatchObject({ supplierName: shop.supplier.name, mailStatus: null, status: 'new' });
    // Another page size is its own statement; the same order.
    const small = await listOrderHistory(db, shop.target, query({ perPage: 2 }));
    expect(small).toMatchObject({ total: 3, capped: false });
    expect(small.rows.map((row) => row.id)).toEqual([shop.third.id, shop.second.id]);
  });
});

describe('cancel order', () => {
  it('cancels a new order with nothing received, with an event and the supplier e-mail in the same transaction', async () => {
    const shop = await shopWithOrders();
    const result = await cancelOrder(db, shop.target, shop.third.id, 'si');
    expect(result).toMatchObject({ ok: true, number: 3 });
    const [order] = await db.select().from(orders).where(eq(orders.id, shop.third.id));
    expect(order).toMatchObject({
      status: 'cancelled',
      cancelledByUserId: shop.admin.id,
      cancelMailId: result.ok ? result.mailId : -1,
    });
    expect(order!.cancelledAt).toBeInstanceOf(Date);
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, order!.cancelMailId!));
    expect(mail).toMatchObject({ kind: 'order_cancelled', to: ['narocila@mlekarna.test'] });
    expect(mail!.subject).toContain('Preklic naročila 3');
    expect(mail!.text).toContain('23. 11. 2026');
    const events = await db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, shop.third.id))
      .orderBy(orderEvents.id);
    // The factory's order was made with its 'created' event, as every order is.
    expect(events.map((event) => event.kind)).toEqual(['created', 'cancelled']);
    expect(await cancelOrder(db, shop.target, shop.third.id, 'en')).toEqual({ ok: false, reason: 'not_cancellable' });
  });

  it('refuses an order with received quantities, and another shop’s order is not found', async () => {
    const shop = await shopWithOrders();
    const other = await shopWithOrders();
    expect(await cancelOrder(db, shop.target, shop.second.id, 'en')).toEqual({ ok: false, reason: 'not_cancellable' });
    await db.update(orders).set({ status: 'new' }).where(eq(orders.id, shop.second.id));
    expect(await cancelOrder(db, shop.target, shop.second.id, 'en')).toEqual({ ok: false, reason: 'not_cancellable' });
    expect(await cancelOrder(db, shop.target, other.third.id, 'en')).toEqual({ ok: false, reason: 'not_found' });
    const [untouched] = await db.select().from(orders).where(eq(orders.id, other.third.id));
    expect(untouched!.status).toBe('new');
  });
});

describe('repeat order', () => {
  it('adds the products to the cart at today’s prices and flags changed prices and gone products', async () => {
    const shop = await shopWithOrders();
    await db.update(products).set({ isActive: false }).where(eq(products.id, shop.cheese.id));
    const result = await repeatOrder(db, shop.target, shop.admin.id, shop.first.id);
    expect(result).toEqual({
      ok: true,
      number: 1,
      lines: [
        {
          kind: 'price_changed',
          productId: shop.milk.id,
          name: shop.milk.name,
          quantity: '2.000',
          oldPrice: '1.1000',
          newPrice: '1.2000',
        },
        { kind: 'gone', productId: shop.cheese.id, name: shop.cheese.name, quantity: '1.000' },
      ].map((line) => expect.objectContaining({ kind: line.kind, productId: line.productId })),
    });
    await repeatOrder(db, shop.target, shop.admin.id, shop.second.id);
    const cart = await db
      .select()
      .from(cartItems)
      .where(and(eq(cartItems.userId, shop.admin.id), eq(cartItems.shopId, shop.shop.id)));
    expect(cart).toHaveLength(1);
    expect(Number(cart[0]!.quantity)).toBe(4);
  });

  it('another shop’s order is not found and nothing reaches the cart', async () => {
    const shop = await shopWithOrders();
    const other = await shopWithOrders();
    expect(await repeatOrder(db, shop.target, shop.admin.id, other.first.id)).toEqual({
      ok: false,
      reason: 'not_found',
    });
    expect(await db.select().from(cartItems).where(eq(cartItems.userId, shop.admin.id))).toHaveLength(0);
  });
});

describe('demo orders', () => {
  it('gives a shop with products months of orders in every status, once, with per-shop numbers and no mail', async () => {
    const shop = await shopWithOrders();
    await db.delete(orders).where(eq(orders.shopId, shop.shop.id));
    const now = new Date('2026-11-22T10:00:00Z');
    // Only this file's shop: on the shared PostgreSQL of the CI other files' shops with products exist meanwhile.
    const { orders: made } = await seedDemoOrders(db, { now, shops: [shop.shop] });
    expect(made).toBeGreaterThanOrEqual(40);
    const rows = await db.select().from(orders).where(eq(orders.shopId, shop.shop.id));
    expect(rows.length).toBeGreaterThanOrEqual(40);
    expect(new Set(rows.map((row) => row.status))).toEqual(
      new Set(['new', 'in_progress', 'completed', 'incomplete', 'cancelled']),
    );
    expect(rows.map((row) => row.number).sort((a, b) => a - b)).toEqual(rows.map((_, index) => index + 4));
    expect(rows.every((row) => row.mailId === null && row.createdAt <= now)).toBe(true);
    const partial = await db
      .select()
      .from(orderLines)
      .where(
        and(
          eq(orderLines.shopId, shop.shop.id),
          eq(orderLines.orderId, rows.find((row) => row.status === 'in_progress')!.id),
        ),
      );
    expect(
      partial.some(
        (line) => Number(line.receivedQuantity) > 0 && Number(line.receivedQuantity) < Number(line.quantity),
      ) || partial.some((line) => Number(line.receivedQuantity) === 0),
    ).toBe(true);
    expect((await seedDemoOrders(db, { now, shops: [shop.shop] })).orders).toBe(0);
  });
});
