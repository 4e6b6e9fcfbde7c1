import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#app/db/client.server';
import { ALL_PERMISSIONS } from '#app/modules/auth/roles';
import type { ShopScope } from '#app/modules/tenancy/shop-scope';
import { listOrderLines } from '#app/modules/ordering/orders.repo.server';
import { findOwnShop } from '#app/modules/tenancy/shop-scope.repo.server';
import { addDays, todayIn } from '#app/utils/dates';
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
import {
  listDeliveryNotes,
  listOrderDeliveryNotes,
  type DeliveryNoteListQuery,
} from './delivery-note-list.repo.server';
import { countExpectedToday, EXPECTED_SHOWN, listExpectedToday } from './expected-deliveries.repo.server';

let db: Database;
beforeAll(async () => {
  db = (await useTestDatabase()).db;
});

const query = (values: Partial<DeliveryNoteListQuery> = {}): DeliveryNoteListQuery => ({
  page: 1,
  perPage: 25,
  state: 'all',
  outcome: 'all',
  ...values,
});

const withPermissions = (shop: ShopScope, permissions: ShopScope['actor']['permissions']): ShopScope => ({
  ...shop,
  actor: { ...shop.actor, permissions },
});

/** A shop with two suppliers, products and notes: signed off (ok, with problems, unacceptable) and a draft. */
async function shopWithNotes() {
  const tenant = await createTenant(db);
  const shop = { companyId: tenant.company.id, shopId: tenant.shop.id };
  const [dairy, bakery] = await Promise.all([
    createSupplier(db, { name: `Mlekarna ${randomUUID().slice(0, 6)}` }),
    createSupplier(db, { name: `Pekarna ${randomUUID().slice(0, 6)}` }),
  ]);
  await createShopSupplier(db, tenant.shop, dairy.id);
  await createShopSupplier(db, tenant.shop, bakery.id);
  const [milk, bread] = await createProducts(db, tenant.shop, [
    { supplierId: dairy.id, name: `Mleko ${randomUUID().slice(0, 8)}`, supplierProductId: 'ML-100' },
    { supplierId: bakery.id, name: 'Kruh rženi', supplierProductId: 'KR-7' },
  ]);
  const target = (await findOwnShop(db, {
    userId: tenant.admin.id,
    role: 3,
    companyId: tenant.company.id,
    shopId: tenant.shop.id,
    permissions: [...ALL_PERMISSIONS],
  }))!;
  const order = await createOrder(db, shop, {
    supplierId: dairy.id,
    deliveryDate: '2026-11-01',
    lines: [{ productId: milk!.id, quantity: '5' }],
  });
  const [orderLine] = await listOrderLines(db, shop, order.id);
  const first = await createDeliveryNote(db, shop, {
    supplierId: dairy.id,
    orderId: order.id,
    deliveryNumber: 'DN-2026-001',
    deliveryDate: '2026-11-02',
    acceptedByUserId: tenant.admin.id,
    lines: [{ productId: milk!.id, productName: milk!.name, orderLineId: orderLine!.id, state: 'short' }],
  });
  const second = await createDeliveryNote(db, shop, {
    supplierId: bakery.id,
    deliveryNumber: 'P-77',
    deliveryDate: '2026-11-10',
    acceptedByUserId: tenant.staff.id,
    lines: [{ productId: bread!.id, productName: bread!.name }],
  });
  const third = await createDeliveryNote(db, shop, {
    supplierId: bakery.id,
    deliveryNumber: 'P-78',
    deliveryDate: '2026-11-11',
    outcome: 'unacceptable',
    lines: [{ productId: bread!.id, productName: bread!.name, state: 'rejected' }],
  });
  const draft = await createDeliveryNote(db, shop, {
    supplierId: dairy.id,
    deliveryNumber: 'DRAFT-9',
    deliveryDate: '2026-11-12',
    state: 'draft',
    lines: [{ productId: milk!.id }, { productId: milk!.id }],
  });
  return { ...tenant, shop, target, dairy, bakery, milk: milk!, bread: bread!, order, first, second, third, draft };
}

const ids = (result: { rows: { id: number }[] }) => result.rows.map((row) => row.id);

describe('the delivery notes list', () => {
  it('gives each shop and page size its own first page, from the statement they share', async () => {
    const [mine, other] = await Promise.all([shopWithNotes(), shopWithNotes()]);
    // Interleaved and at once, so the shops' executions meet on the pool's connections.
    const [mineTwo, otherAll, mineAll, otherTwo] = await Promise.all([
      listDeliveryNotes(db, mine.target, query({ perPage: 2 })),
      listDeliveryNotes(db, other.target, query()),
      listDeliveryNotes(db, mine.target, query()),
      listDeliveryNotes(db, other.target, query({ perPage: 2 })),
    ]);
    expect(ids(mineAll)).toEqual([mine.draft.id, mine.third.id, mine.second.id, mine.first.id]);
    expect(ids(otherAll)).toEqual([other.draft.id, other.third.id, other.second.id, other.first.id]);
    expect(mineTwo).toMatchObject({ total: 4, capped: false });
    expect(ids(mineTwo)).toEqual([mine.draft.id, mine.third.id]);
    expect(ids(otherTwo)).toEqual([other.draft.id, other.third.id]);
    // The same rows as the list built for a filter that keeps them all.
    expect((await listDeliveryNotes(db, mine.target, query({ from: '2000-01-01' }))).rows).toEqual(mineAll.rows);
  });

  it('filters by supplier, dates, state, outcome and search, latest first, and pages', async () => {
    const s = await shopWithNotes();
    const all = await listDeliveryNotes(db, s.target, query());
    expect(all.total).toBe(4);
    expect(ids(all)).toEqual([s.draft.id, s.third.id, s.second.id, s.first.id]);
    expect(all.rows[3]).toMatchObject({
      supplierName: s.dairy.name,
      deliveryNumber: 'DN-2026-001',
      orderNumber: s.order.number,
      orderId: s.order.id,
      lines: 1,
      problems: 1,
      outcome: 'problems',
      acceptedBy: `${s.admin.name} ${s.admin.lastname}`,
    });
    // A draft counts the lines of its saved draft.
    expect(all.rows[0]).toMatchObject({
      state: 'draft',
      deliveryNumber: 'DRAFT-9',
      lines: 2,
      outcome: null,
      acceptedBy: null,
    });
    expect(ids(await listDeliveryNotes(db, s.target, query({ q: 'draft-9' })))).toEqual([s.draft.id]);

    expect(ids(await listDeliveryNotes(db, s.target, query({ supplierId: s.bakery.id })))).toEqual([
      s.third.id,
      s.second.id,
    ]);
    expect(ids(await listDeliveryNotes(db, s.target, query({ from: '2026-11-10', to: '2026-11-11' })))).toEqual([
      s.third.id,
      s.second.id,
    ]);
    expect(ids(await listDeliveryNotes(db, s.target, query({ state: 'draft' })))).toEqual([s.draft.id]);
    expect(ids(await listDeliveryNotes(db, s.target, query({ outcome: 'ok' })))).toEqual([s.second.id]);
    expect(ids(await listDeliveryNotes(db, s.target, query({ outcome: 'unacceptable' })))).toEqual([s.third.id]);
    expect(ids(await listDeliveryNotes(db, s.target, query({ outcome: 'problems' })))).toEqual([s.first.id]);

    // Search: the delivery number from its start, any case; the order number; a product by name or code.
    expect(ids(await listDeliveryNotes(db, s.target, query({ q: 'p-7' })))).toEqual([s.third.id, s.second.id]);
    expect(ids(await listDeliveryNotes(db, s.target, query({ q: 'dn-2026' })))).toEqual([s.first.id]);
    expect(ids(await listDeliveryNotes(db, s.target, query({ q: String(s.order.number) })))).toEqual([s.first.id]);
    expect(ids(await listDeliveryNotes(db, s.target, query({ q: 'RŽENI' })))).toEqual([s.third.id, s.second.id]);
    expect(ids(await listDeliveryNotes(db, s.target, query({ q: 'ml-100' })))).toEqual([s.first.id]);
    // A wildcard typed is a character, not "anything".
    expect((await listDeliveryNotes(db, s.target, query({ q: '%' }))).total).toBe(0);

    const page2 = await listDeliveryNotes(db, s.target, query({ perPage: 3, page: 2 }));
    expect(page2).toMatchObject({ total: 4, rows: [{ id: s.first.id }] });
  });

  it("never lists another shop's notes, and shows nothing without deliveries:view", async () => {
    const s = await shopWithNotes();
    const other = await shopWithNotes();
    const mine = await listDeliveryNotes(db, s.target, query());
    expect(ids(mine)).not.toContain(other.first.id);
    expect((await listDeliveryNotes(db, s.target, query({ supplierId: other.dairy.id }))).total).toBe(0);
    expect((await listDeliveryNotes(db, s.target, query({ q: other.milk.name }))).total).toBe(0);
    expect(await listOrderDeliveryNotes(db, s.target, other.order.id)).toEqual([]);
    expect(await listDeliveryNotes(db, withPermissions(s.target, ['orders:view']), query())).toEqual({
      rows: [],
      total: 0,
      capped: false,
    });
  });

  it("lists an order's notes for its page", async () => {
    const s = await shopWithNotes();
    expect(await listOrderDeliveryNotes(db, s.target, s.order.id)).toEqual([
      expect.objectContaining({
        id: s.first.id,
        deliveryNumber: 'DN-2026-001',
        outcome: 'problems',
        state: 'signed_off',
      }),
    ]);
  });
});

describe('expected today', () => {
  it("lists today's open orders and due or overdue backorders, on the shop's calendar", async () => {
    const s = await shopWithNotes();
    const now = new Date('2026-11-24T23:30:00Z'); // already the 25th in Ljubljana
    const today = todayIn(s.target.timeZone, now);
    expect(today).toBe('2026-11-25');
    const line = [{ productId: s.milk.id, quantity: '3' }];
    // One after the other: the list orders by number, which parallel inserts on a pool would hand out in any order.
    const made = [];
    for (const [deliveryDate, status] of [
      [today, 'new'],
      [today, 'in_progress'],
      [today, 'completed'],
      [addDays(today, 1), 'new'],
      [today, 'in_progress'],
      [addDays(today, -3), 'new'],
    ] as const)
      made.push(await createOrder(db, s.shop, { supplierId: s.dairy.id, deliveryDate, status, lines: line }));
    const [dueNew, dueInProgress, dueDone, tomorrow, withRest, restLater] = made as [
      (typeof made)[0],
      (typeof made)[0],
      (typeof made)[0],
      (typeof made)[0],
      (typeof made)[0],
      (typeof made)[0],
    ];
    const rest = async (order: typeof withRest, expectedDate: string, status: 'open' | 'received' = 'open') =>
      createBackorder(db, s.shop, {
        supplierId: s.dairy.id,
        orderId: order.id,
        deliveryNoteId: s.first.id,
        expectedDate,
        status,
        lines: [{ orderLineId: (await listOrderLines(db, s.shop, order.id))[0]!.id, quantity: '1' }],
      });
    const overdue = await rest(restLater, addDays(today, -1));
    // The order of today with an open backorder is received through its backorder, listed once.
    const dueRest = await rest(withRest, addDays(today, 2));
    await rest(dueDone, addDays(today, -1), 'received');

    const { rows: expected, moreOrders, moreBackorders } = await listExpectedToday(db, s.target, now);
    expect([moreOrders, moreBackorders]).toEqual([false, false]);
    expect(expected.map((row) => [row.kind, row.id])).toEqual([
      ['backorder', overdue.id],
      ['order', dueNew.id],
      ['order', dueInProgress.id],
    ]);
    expect(expected[0]).toMatchObject({ orderId: restLater.id, orderNumber: restLater.number, lines: 1 });
    expect(expected.map((row) => row.id)).not.toContain(tomorrow.id);
    expect(expected.map((row) => row.id)).not.toContain(dueRest.id);
    expect(await countExpectedToday(db, s.target, now)).toBe(3);

    const viewer = withPermissions(s.target, ['deliveries:view']);
    expect((await listExpectedToday(db, viewer, now)).rows).toEqual([]);
    expect(await countExpectedToday(db, viewer, now)).toBe(0);
    const other = await shopWithNotes();
    expect(await countExpectedToday(db, other.target, now)).toBe(0);
  });
});

describe('expected today across suppliers', () => {
  it("lists the day's orders by supplier name, then number, with more past EXPECTED_SHOWN, and only the shop's own", async () => {
    const s = await shopWithNotes();
    const now = new Date('2026-11-25T09:00:00Z');
    const today = todayIn(s.target.timeZone, now);
    const tag = randomUUID().slice(0, 6);
    // Named so their order by name differs from the order they were made in (and from their ids).
    const [zebra, alpha] = await Promise.all([
      createSupplier(db, { name: `Zelenjava ${tag}` }),
      createSupplier(db, { name: `avokado ${tag}` }),
    ]);
    const catalogShop = { id: s.shop.shopId, companyId: s.shop.companyId };
    await createShopSupplier(db, catalogShop, zebra.id);
    await createShopSupplier(db, catalogShop, alpha.id);
    const make = async (supplierId: number, count: number, status: 'new' | 'cancelled' = 'new') => {
      const made = [];
      for (let index = 0; index < count; index++)
        made.push(
          await createOrder(db, s.shop, {
            supplierId,
            deliveryDate: today,
            status,
            lines: [{ productId: s.milk.id, quantity: '1' }],
          }),
        );
      return made;
    };
    const zebraOrders = await make(zebra.id, 3);
    await make(alpha.id, 1, 'cancelled');
    const alphaOrders = await make(alpha.id, 2);
    // Another shop's orders of today from the same supplier are not this shop's.
    const other = await shopWithNotes();
    await createShopSupplier(db, { id: other.shop.shopId, companyId: other.shop.companyId }, alpha.id);
    await createOrder(db, other.shop, {
      supplierId: alpha.id,
      deliveryDate: today,
      status: 'new',
      lines: [{ productId: other.milk.id, quantity: '1' }],
    });

    const first = await listExpectedToday(db, s.target, now);
    expect(first.rows.map((row) => [row.supplierName, row.id])).toEqual([
      ...alphaOrders.map((order) => [alpha.name, order.id]),
      ...zebraOrders.map((order) => [zebra.name, order.id]),
    ]);
    expect(first.rows[0]).toMatchObject({ kind: 'order', orderId: alphaOrders[0]!.id, lines: 1, date: today });
    expect(first.moreOrders).toBe(false);

    // One more than the list shows, spread over the suppliers: the first EXPECTED_SHOWN in the same order, and more.
    const moreZebra = await make(zebra.id, EXPECTED_SHOWN - alphaOrders.length - zebraOrders.length + 1);
    const full = await listExpectedToday(db, s.target, now);
    expect(full.rows.map((row) => row.id)).toEqual(
      [...alphaOrders, ...zebraOrders, ...moreZebra].slice(0, EXPECTED_SHOWN).map((order) => order.id),
    );
    expect(full.moreOrders).toBe(true);
    expect(await countExpectedToday(db, s.target, now)).toBe(EXPECTED_SHOWN + 1);
  });
});
