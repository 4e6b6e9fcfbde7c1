import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#app/db/client.server';
import { auditLog, backorders, orderEvents, orderLines, orders } from '#app/db/schema';
import { ALL_PERMISSIONS } from '#app/modules/auth/roles';
import { listOrderLines } from '#app/modules/ordering/orders.repo.server';
import type { ShopScope } from '#app/modules/tenancy/shop-scope';
import { findOwnShop } from '#app/modules/tenancy/shop-scope.repo.server';
import {
  createBackorder,
  createDeliveryNote,
  createOrder,
  createProducts,
  createShopSupplier,
  createSupplier,
  createTenant,
} from '#tests/factories';
import { useTestDatabase } from '#tests/setup/db';
import { cancelBackorder, setBackorderDate } from './backorder-edit.service.server';
import { getOpenBackorderOfOrder, listBackorders, type BackorderListQuery } from './backorder-list.repo.server';

let db: Database;
beforeAll(async () => {
  db = (await useTestDatabase()).db;
});

const NOW = new Date('2026-11-20T10:00:00Z');

const query = (values: Partial<BackorderListQuery> = {}): BackorderListQuery => ({
  page: 1,
  perPage: 25,
  status: 'open',
  overdue: false,
  ...values,
});

const withPermissions = (shop: ShopScope, permissions: ShopScope['actor']['permissions']): ShopScope => ({
  ...shop,
  actor: { ...shop.actor, permissions },
});

/** A shop with two suppliers and backorders: overdue, due later, one received. */
async function shopWithBackorders() {
  const tenant = await createTenant(db);
  const shop = { companyId: tenant.company.id, shopId: tenant.shop.id };
  const [dairy, bakery] = await Promise.all([
    createSupplier(db, { name: `A Mlekarna ${randomUUID().slice(0, 6)}` }),
    createSupplier(db, { name: `B Pekarna ${randomUUID().slice(0, 6)}` }),
  ]);
  await createShopSupplier(db, tenant.shop, dairy.id);
  await createShopSupplier(db, tenant.shop, bakery.id);
  const [milk, cheese, bread] = await createProducts(db, tenant.shop, [
    { supplierId: dairy.id, name: 'Mleko' },
    { supplierId: dairy.id, name: 'Sir' },
    { supplierId: bakery.id, name: 'Kruh' },
  ]);
  const target = (await findOwnShop(db, {
    userId: tenant.admin.id,
    role: 3,
    companyId: tenant.company.id,
    shopId: tenant.shop.id,
    permissions: [...ALL_PERMISSIONS],
  }))!;
  /** An order in progress: 2 milk of 5 and 1 cheese of 1 arrived; the rest (3 milk) is the backorder's. */
  async function orderWithRest(supplierId: number, expectedDate: string, status: 'open' | 'received' = 'open') {
    const productIds = supplierId === dairy.id ? [milk!.id, cheese!.id] : [bread!.id];
    const order = await createOrder(db, shop, {
      supplierId,
      status: 'in_progress',
      deliveryDate: '2026-11-10',
      lines: productIds.map((productId, index) => ({
        productId,
        quantity: index === 0 ? '5' : '1',
        receivedQuantity: index === 0 ? '2' : '1',
      })),
    });
    const lines = await listOrderLines(db, shop, order.id);
    const note = await createDeliveryNote(db, shop, { supplierId, orderId: order.id, deliveryDate: '2026-11-10' });
    const backorder = await createBackorder(db, shop, {
      supplierId,
      orderId: order.id,
      deliveryNoteId: note.id,
      expectedDate,
      status,
      lines: [{ orderLineId: lines[0]!.id, quantity: '3' }],
    });
    return { order, lines, backorder };
  }
  const later = await orderWithRest(dairy.id, '2026-11-25');
  const overdue = await orderWithRest(bakery.id, '2026-11-18');
  const today = await orderWithRest(dairy.id, '2026-11-20');
  const received = await orderWithRest(dairy.id, '2026-11-01', 'received');
  return { ...tenant, shop, target, dairy, bakery, later, overdue, today, received };
}

const ids = (result: { rows: { id: number }[] }) => result.rows.map((row) => row.id);

describe('the backorder list', () => {
  it('gives each shop, page size and day its own first page, from the statement they share', async () => {
    const [mine, other] = await Promise.all([shopWithBackorders(), shopWithBackorders()]);
    const later = new Date('2026-11-26T10:00:00Z');
    // Interleaved and at once, so the shops' executions meet on the pool's connections.
    const [mineTwo, otherAll, mineAll, otherLater] = await Promise.all([
      listBackorders(db, mine.target, query({ perPage: 2 }), NOW),
      listBackorders(db, other.target, query(), NOW),
      listBackorders(db, mine.target, query(), NOW),
      listBackorders(db, other.target, query(), later),
    ]);
    const open = (s: typeof mine) => [s.overdue.backorder.id, s.today.backorder.id, s.later.backorder.id];
    expect(ids(mineAll)).toEqual(open(mine));
    expect(ids(otherAll)).toEqual(open(other));
    expect(mineTwo).toMatchObject({ total: 3, capped: false, today: '2026-11-20' });
    expect(ids(mineTwo)).toEqual(open(mine).slice(0, 2));
    expect(otherAll.rows.map((row) => row.overdue)).toEqual([true, false, false]);
    expect(otherLater).toMatchObject({ today: '2026-11-26' });
    expect(otherLater.rows.map((row) => row.overdue)).toEqual([true, true, true]);
    // The same rows as the list built for a filter that keeps them all.
    const bySupplier = await Promise.all(
      [mine.dairy.id, mine.bakery.id].map((supplierId) => listBackorders(db, mine.target, query({ supplierId }), NOW)),
    );
    expect(bySupplier.flatMap((result) => result.rows).sort((a, b) => a.id - b.id)).toEqual(
      [...mineAll.rows].sort((a, b) => a.id - b.id),
    );
  });

  it('lists open backorders overdue first, filters by supplier, status and overdue, and pages', async () => {
    const s = await shopWithBackorders();
    const open = await listBackorders(db, s.target, query(), NOW);
    expect(ids(open)).toEqual([s.overdue.backorder.id, s.today.backorder.id, s.later.backorder.id]);
    expect(open.rows[0]).toMatchObject({
      supplierName: s.bakery.name,
      orderId: s.overdue.order.id,
      orderNumber: s.overdue.order.number,
      expectedDate: '2026-11-18',
      status: 'open',
      overdue: true,
      lines: 1,
    });
    expect(open.rows[1]!.overdue).toBe(false);
    expect(ids(await listBackorders(db, s.target, query({ overdue: true }), NOW))).toEqual([s.overdue.backorder.id]);
    expect(ids(await listBackorders(db, s.target, query({ supplierId: s.dairy.id }), NOW))).toEqual([
      s.today.backorder.id,
      s.later.backorder.id,
    ]);
    expect(ids(await listBackorders(db, s.target, query({ status: 'received' }), NOW))).toEqual([
      s.received.backorder.id,
    ]);
    expect((await listBackorders(db, s.target, query({ status: 'all' }), NOW)).total).toBe(4);
    const page2 = await listBackorders(db, s.target, query({ perPage: 2, page: 2 }), NOW);
    expect(page2).toMatchObject({ total: 3, rows: [{ id: s.later.backorder.id }] });
    expect(await getOpenBackorderOfOrder(db, s.target, s.later.order.id)).toMatchObject({
      id: s.later.backorder.id,
      expectedDate: '2026-11-25',
      lines: 1,
    });
  });

  it("never lists another shop's backorders, and nothing without backorders:view", async () => {
    const s = await shopWithBackorders();
    const other = await shopWithBackorders();
    const all = await listBackorders(db, s.target, query({ status: 'all' }), NOW);
    expect(all.total).toBe(4);
    expect(ids(all)).not.toContain(other.later.backorder.id);
    expect((await listBackorders(db, s.target, query({ supplierId: other.dairy.id }), NOW)).total).toBe(0);
    expect(await getOpenBackorderOfOrder(db, s.target, other.later.order.id)).toBeNull();
    const viewer = withPermissions(s.target, ['deliveries:view']);
    expect((await listBackorders(db, viewer, query(), NOW)).rows).toEqual([]);
    expect(await getOpenBackorderOfOrder(db, viewer, s.later.order.id)).toBeNull();
  });
});

describe('changing a backorder', () => {
  it('moves the expected date of an open one, with an audit row; not into the past, not a settled one', async () => {
    const s = await shopWithBackorders();
    const id = s.later.backorder.id;
    expect(await setBackorderDate(db, s.target, id, '2026-11-27', NOW)).toEqual({ ok: true });
    const [row] = await db.select().from(backorders).where(eq(backorders.id, id));
    expect(row!.expectedDate).toBe('2026-11-27');
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'backorder'), eq(auditLog.entityId, String(id))));
    expect(audit).toMatchObject({
      action: 'update',
      actorUserId: s.admin.id,
      companyId: s.company.id,
      changes: { expectedDate: { from: '2026-11-25', to: '2026-11-27' } },
    });
    expect(await setBackorderDate(db, s.target, id, '2026-11-19', NOW)).toEqual({ ok: false, reason: 'date_in_past' });
    expect(await setBackorderDate(db, s.target, s.received.backorder.id, '2026-11-27', NOW)).toEqual({
      ok: false,
      reason: 'not_open',
    });
  });

  it("cancels the rest: the order's lines cancel it, the order completes, with an event and an audit row", async () => {
    const s = await shopWithBackorders();
    const { order, lines, backorder } = s.later;
    expect(await cancelBackorder(db, s.target, backorder.id)).toEqual({ ok: true });
    const [row] = await db.select().from(backorders).where(eq(backorders.id, backorder.id));
    expect(row!.status).toBe('cancelled');
    const after = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(orderLines.id);
    expect(after.map((line) => [line.id, line.receivedQuantity, line.cancelledQuantity])).toEqual([
      [lines[0]!.id, '2.000', '3.000'],
      [lines[1]!.id, '1.000', '0.000'],
    ]);
    const [updated] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(updated!.status).toBe('completed');
    const events = await db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events.map((event) => event.kind)).toContain('backorder_cancelled');
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'backorder'), eq(auditLog.entityId, String(backorder.id))));
    expect(audit).toMatchObject({ action: 'cancel', actorUserId: s.admin.id });
    expect(await cancelBackorder(db, s.target, backorder.id)).toEqual({ ok: false, reason: 'not_open' });
  });

  it("refuses another shop's backorder as not found and a user without backorders:edit as forbidden", async () => {
    const s = await shopWithBackorders();
    const other = await shopWithBackorders();
    expect(await cancelBackorder(db, s.target, other.later.backorder.id)).toEqual({ ok: false, reason: 'not_found' });
    expect(await setBackorderDate(db, s.target, other.later.backorder.id, '2026-11-30', NOW)).toEqual({
      ok: false,
      reason: 'not_found',
    });
    const viewer = withPermissions(s.target, ['backorders:view']);
    expect(await cancelBackorder(db, viewer, s.later.backorder.id)).toEqual({ ok: false, reason: 'forbidden' });
    expect(await setBackorderDate(db, viewer, s.later.backorder.id, '2026-11-30', NOW)).toEqual({
      ok: false,
      reason: 'forbidden',
    });
    const [untouched] = await db.select().from(backorders).where(eq(backorders.id, other.later.backorder.id));
    expect(untouched).toMatchObject({ status: 'open', expectedDate: '2026-11-25' });
  });
});
