import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#app/db/client.server';
import { orderEvents, orderLines, orders } from '#app/db/schema';
import {
  createOrder,
  createProducts,
  createShop,
  createShopSupplier,
  createSupplier,
  createTenant,
} from '#tests/factories';
import { useTestDatabase } from '#tests/setup/db';
import {
  changeOrderStatus,
  getOrder,
  getOrderWithLines,
  insertOrder,
  listOrderEvents,
  lockOrder,
  nextOrderNumber,
  ordersOfSubmission,
} from './orders.repo.server';

let db: Database;
beforeAll(async () => {
  db = (await useTestDatabase()).db;
});

/** A tenant's shop with a supplier and two products. */
async function shopWithProducts() {
  const tenant = await createTenant(db);
  const shop = { companyId: tenant.company.id, shopId: tenant.shop.id };
  const supplier = await createSupplier(db, {
    name: `Mlekarna ${randomUUID().slice(0, 6)}`,
    email: 'info@mlekarna.test',
  });
  await createShopSupplier(db, tenant.shop, supplier.id);
  const [milk, cheese] = await createProducts(db, tenant.shop, [
    { supplierId: supplier.id, name: 'Mleko', prices: [] },
    { supplierId: supplier.id, name: 'Sir', prices: [] },
  ]);
  return { tenant, shop, supplier, milk: milk!, cheese: cheese! };
}

describe('order numbers', () => {
  it('count per shop from 1, and a rolled-back send gives its number back', async () => {
    const { company, region, shop } = await createTenant(db);
    const other = await createShop(db, company.id, region.id);
    const own = { companyId: company.id, shopId: shop.id };
    expect(await nextOrderNumber(db, own)).toBe(1);
    expect(await nextOrderNumber(db, own)).toBe(2);
    expect(await nextOrderNumber(db, { companyId: company.id, shopId: other.id })).toBe(1);
    await expect(
      db.transaction(async (tx) => {
        expect(await nextOrderNumber(tx, own)).toBe(3);
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await nextOrderNumber(db, own)).toBe(3);
  });

  it('refuse a counter for a shop of another company', async () => {
    const mine = await createTenant(db);
    const theirs = await createTenant(db);
    await expect(nextOrderNumber(db, { companyId: mine.company.id, shopId: theirs.shop.id })).rejects.toThrow();
  });
});

describe('insertOrder', () => {
  it('writes the order, its lines with amounts and totals by the one rule, and its created event', async () => {
    const { tenant, shop, supplier, milk, cheese } = await shopWithProducts();
    const key = randomUUID();
    const made = await db.transaction((tx) =>
      insertOrder(tx, shop, {
        supplierId: supplier.id,
        source: 'import',
        deliveryDate: '2026-11-23',
        note: 'Zadnja vrata',
        createdByUserId: tenant.admin.id,
        submissionKey: key,
        createdAt: new Date('2026-11-20T09:00:00Z'),
        createdDetail: 'import',
        lines: [
          {
            productId: milk.id,
            productName: 'Mleko',
            supplierProductId: 'M1',
            ean: null,
            unit: 'l',
            unitsPerPackage: '6',
            quantity: '12',
            price: '0.8333',
            discount: '10',
            vat: '9.5',
          },
          {
            productId: cheese.id,
            productName: 'Sir',
            supplierProductId: null,
            ean: null,
            unit: null,
            unitsPerPackage: null,
            quantity: '3',
            price: '1.1',
            discount: '0',
            vat: '22',
          },
        ],
      }),
    );
    expect(made).toEqual({ id: made.id, number: 1, supplierId: supplier.id });
    const order = await getOrderWithLines(db, shop, made.id);
    expect(order).toMatchObject({
      companyId: shop.companyId,
      shopId: shop.shopId,
      number: 1,
      status: 'new',
      source: 'import',
      note: 'Zadnja vrata',
      netTotal: '12.3000',
      vatTotal: '1.5900',
      grossTotal: '13.8900',
      createdByUserId: tenant.admin.id,
      submissionKey: key,
    });
    expect(order!.lines).toMatchObject([
      { companyId: shop.companyId, position: 1, productId: milk.id, netAmount: '9.0000', grossAmount: '9.8600' },
      { companyId: shop.companyId, position: 2, productId: cheese.id, netAmount: '3.3000', grossAmount: '4.0300' },
    ]);
    const events = await listOrderEvents(db, shop, made.id);
    expect(events).toMatchObject([{ kind: 'created', detail: 'import', actorName: 'Test' }]);
    expect(await ordersOfSubmission(db, shop, key)).toEqual([made]);
  });

  it('refuses an order without lines, and a product of another shop', async () => {
    const { shop, supplier } = await shopWithProducts();
    const other = await shopWithProducts();
    await expect(
      db.transaction((tx) =>
        insertOrder(tx, shop, {
          supplierId: supplier.id,
          source: 'cart',
          deliveryDate: '2026-11-23',
          createdByUserId: null,
          createdAt: new Date(),
          lines: [],
        }),
      ),
    ).rejects.toThrow('at least one line');
    await expect(
      createOrder(db, shop, { supplierId: supplier.id, lines: [{ productId: other.milk.id }] }),
    ).rejects.toThrow();
    expect(await db.select().from(orders).where(eq(orders.shopId, shop.shopId))).toEqual([]);
  });
});

describe('the surface for receiving', () => {
  it('reads an order with its lines only in its own shop', async () => {
    const { shop, supplier, milk } = await shopWithProducts();
    const other = await shopWithProducts();
    const order = await createOrder(db, shop, {
      supplierId: supplier.id,
      lines: [{ productId: milk.id, quantity: '2' }],
    });
    expect(await getOrderWithLines(db, shop, order.id)).toMatchObject({ id: order.id, lines: [{ quantity: '2.000' }] });
    expect(await getOrderWithLines(db, other.shop, order.id)).toBeNull();
    expect(await getOrder(db, other.shop, order.id)).toBeNull();
    // Same shop id, another company: still not found.
    expect(await getOrder(db, { companyId: other.shop.companyId, shopId: shop.shopId }, order.id)).toBeNull();
    expect(await listOrderEvents(db, other.shop, order.id)).toEqual([]);
  });

  it('locks an order for update in its own shop, and another shop’s is null', async () => {
    const { shop, supplier, milk } = await shopWithProducts();
    const other = await shopWithProducts();
    const order = await createOrder(db, shop, { supplierId: supplier.id, lines: [{ productId: milk.id }] });
    const locked = await db.transaction(async (tx) => ({
      own: await lockOrder(tx, shop, order.id),
      theirs: await lockOrder(tx, other.shop, order.id),
    }));
    expect(locked.own).toMatchObject({ id: order.id, status: 'new' });
    expect(locked.theirs).toBeNull();
  });

  it('changes the status with an event; another shop’s order is not found and stays as it was', async () => {
    const { tenant, shop, supplier, milk } = await shopWithProducts();
    const other = await shopWithProducts();
    const order = await createOrder(db, shop, { supplierId: supplier.id, lines: [{ productId: milk.id }] });
    const at = new Date('2026-11-21T10:00:00Z');
    const refused = await db.transaction((tx) =>
      changeOrderStatus(tx, other.shop, order.id, {
        status: 'completed',
        event: { kind: 'closed', actorUserId: other.tenant.admin.id },
        at,
        closedAt: at,
      }),
    );
    expect(refused).toEqual({ ok: false, reason: 'not_found' });
    expect(await getOrder(db, shop, order.id)).toMatchObject({ status: 'new', closedAt: null });

    const changed = await db.transaction(async (tx) => {
      await lockOrder(tx, shop, order.id);
      return changeOrderStatus(tx, shop, order.id, {
        status: 'completed',
        event: { kind: 'closed', actorUserId: tenant.admin.id, detail: 'all received' },
        at,
        closedAt: at,
      });
    });
    expect(changed).toEqual({ ok: true });
    expect(await getOrder(db, shop, order.id)).toMatchObject({ status: 'completed', closedAt: at });
    const events = await db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id)).orderBy(orderEvents.id);
    expect(events).toMatchObject([
      { kind: 'created', companyId: shop.companyId },
      {
        kind: 'closed',
        companyId: shop.companyId,
        actorUserId: tenant.admin.id,
        detail: 'all received',
        createdAt: at,
      },
    ]);
  });

  it('keeps lines and events in the order’s company: a row pointing into another company is refused', async () => {
    const { shop, supplier, milk } = await shopWithProducts();
    const other = await shopWithProducts();
    const order = await createOrder(db, shop, { supplierId: supplier.id, lines: [{ productId: milk.id }] });
    await expect(
      db
        .insert(orderEvents)
        .values({ companyId: other.shop.companyId, shopId: shop.shopId, orderId: order.id, kind: 'x' }),
    ).rejects.toThrow();
    await expect(
      db.insert(orderLines).values({
        companyId: other.shop.companyId,
        shopId: shop.shopId,
        orderId: order.id,
        position: 2,
        productId: milk.id,
        productName: 'Mleko',
        quantity: '1',
        price: '1',
        vat: '22',
        netAmount: '1',
        grossAmount: '1.22',
      }),
    ).rejects.toThrow();
  });
});
