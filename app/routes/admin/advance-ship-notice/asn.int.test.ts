import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#app/db/client.server';
import { getAsn } from '#app/modules/asn/asn.repo.server';
import { getAsnListPage } from '#app/modules/asn/asn-list.repo.server';
import { createAsn, createOrder, createReceivingTenant, createUser } from '#tests/factories';
import { useTestDatabase } from '#tests/setup/db';
import { adminContext, answerOf, postForm } from '#tests/support/route-answer';
import { action as receiveAction } from '../deliveries/receive';
import { action as detailAction, loader as detailLoader } from './detail';
import { loader as listLoader } from './index';

let db: Database;
beforeAll(async () => {
  db = (await useTestDatabase()).db;
});

const SSCC = '038600000000000031';

async function shopWithAsns() {
  const tenant = await createReceivingTenant(db);
  const shop = { companyId: tenant.company.id, shopId: tenant.shop.id };
  const order = await createOrder(db, shop, {
    supplierId: tenant.supplier.id,
    lines: [{ productId: tenant.products[0]!.id, quantity: '4' }],
  });
  const expected = await createAsn(db, shop, {
    supplierId: tenant.supplier.id,
    orderId: order.id,
    asnNumber: `EXP-${order.id}`,
    deliveryDate: '2030-03-02',
    warehouseNumber: 'W1',
    lines: [{ productId: tenant.products[0]!.id, quantity: '4', sscc: SSCC }],
  });
  const received = await createAsn(db, shop, {
    supplierId: tenant.supplier.id,
    asnNumber: `REC-${order.id}`,
    status: 'received',
    deliveryDate: '2030-03-01',
    orderNumber: 'PO-77',
    lines: [{ productId: tenant.products[1]!.id, quantity: '2' }],
  });
  return { ...tenant, order, expected, received };
}

const list = async (user: { id: number }, search = '') =>
  answerOf(
    listLoader({
      request: new Request(`http://localhost/admin/advance-ship-notice${search}`),
      context: await adminContext(db, user),
      params: {},
    } as never),
  );
const ids = (answer: { data: unknown }) => (answer.data as { rows: { id: number }[] }).rows.map((row) => row.id);

describe('the advance ship notices pages', () => {
  it("lists the shop's own ASNs, latest delivery first, filtered by status, supplier, date and search", async () => {
    const mine = await shopWithAsns();
    const other = await shopWithAsns();
    const all = await list(mine.admin);
    expect(all.status).toBe(200);
    expect(ids(all)).toEqual([mine.expected, mine.received]);
    expect(all.data).toMatchObject({ total: 2, canReceive: true });
    expect(ids(await list(mine.admin, '?status=received'))).toEqual([mine.received]);
    expect(ids(await list(mine.admin, `?supplier=${other.supplier.id}`))).toEqual([]);
    expect(ids(await list(mine.admin, '?from=2030-03-02'))).toEqual([mine.expected]);
    expect(ids(await list(mine.admin, `?q=exp-${mine.order.id}`))).toEqual([mine.expected]);
    expect(ids(await list(mine.admin, `?q=${mine.order.number}`))).toEqual([mine.expected]);
    expect(ids(await list(mine.admin, '?q=PO-77'))).toEqual([mine.received]);
    // A pallet's SSCC as a scanner types it finds the ASN it travels on, of this shop only.
    expect(ids(await list(mine.admin, `?q=(00)${SSCC}`))).toEqual([mine.expected]);
    expect(ids(await list(mine.admin, '?q=%25'))).toEqual([]);
  });

  it('gives each shop and page size its own first page, from the statement they share', async () => {
    const [mine, other] = await Promise.all([shopWithAsns(), shopWithAsns()]);
    const firstPage = (scope: typeof mine.scope, perPage: number) =>
      getAsnListPage(db, scope, { page: 1, perPage, status: 'all' });
    // Interleaved and at once, so the shops' executions meet on the pool's connections.
    const [mineOne, otherAll, mineAll, otherOne] = await Promise.all([
      firstPage(mine.scope, 1),
      firstPage(other.scope, 25),
      firstPage(mine.scope, 25),
      firstPage(other.scope, 1),
    ]);
    expect(mineAll.rows.map((row) => row.id)).toEqual([mine.expected, mine.received]);
    expect(otherAll.rows.map((row) => row.id)).toEqual([other.expected, other.received]);
    expect(mineOne).toMatchObject({ rows: [{ id: mine.expected }], total: 2, capped: false });
    expect(otherOne).toMatchObject({ rows: [{ id: other.expected }], total: 2, capped: false });
    // The same rows as the list built for a filter that keeps them all.
    const filtered = await getAsnListPage(db, mine.scope, { page: 1, perPage: 25, status: 'all', from: '2000-01-01' });
    expect(filtered.rows).toEqual(mineAll.rows);
  });

  it('answers 403 without asn:view and 400 for a day that does not exist', async () => {
    const mine = await shopWithAsns();
    expect((await list(mine.staff)).status).toBe(403);
    const impossible = await list(mine.admin, '?to=2030-02-30');
    expect(impossible.status).toBe(400);
  });

  it("shows one ASN with its lines and notes; another shop's ASN is 404 on the page, cancel and receive", async () => {
    const mine = await shopWithAsns();
    const other = await shopWithAsns();
    const detail = async (user: { id: number }, asnId: number) =>
      answerOf(
        detailLoader({
          request: new Request(`http://localhost/admin/advance-ship-notice/${asnId}`),
          context: await adminContext(db, user),
          params: { asnId: String(asnId) },
        } as never),
      );
    const page = await detail(mine.admin, mine.expected);
    expect(page.status).toBe(200);
    expect(page.data).toMatchObject({
      detail: { asn: { asnNumber: `EXP-${mine.order.id}`, orderNumber: mine.order.number, warehouseNumber: 'W1' } },
      canReceive: true,
      canCancel: true,
    });
    expect((page.data as { detail: { lines: { sscc: string | null }[] } }).detail.lines).toEqual([
      expect.objectContaining({ sscc: SSCC, quantity: '4.000' }),
    ]);
    expect((await detail(mine.admin, other.expected)).status).toBe(404);
    expect((await detail(mine.staff, mine.expected)).status).toBe(403);

    const cancel = async (user: { id: number }, asnId: number) =>
      answerOf(
        detailAction({
          request: postForm(`http://localhost/admin/advance-ship-notice/${asnId}`, { intent: 'cancel' }),
          context: await adminContext(db, user),
          params: { asnId: String(asnId) },
        } as never),
      );
    expect((await cancel(mine.admin, other.expected)).status).toBe(404);
    const receive = async (user: { id: number }, asnId: number) =>
      answerOf(
        receiveAction({
          request: postForm('http://localhost/admin/deliveries/receive', { asnId: String(asnId) }),
          context: await adminContext(db, user),
          params: {},
        } as never),
      );
    expect((await receive(mine.admin, other.expected)).status).toBe(404);
    const started = await receive(mine.admin, mine.expected);
    expect(started.status).toBe(302);

    // A viewer without asn:import may not cancel.
    const viewer = await createUser(db, {
      role: 4,
      companyId: mine.company.id,
      shopId: mine.shop.id,
      permissions: ['asn:view'],
    });
    expect((await cancel(viewer, mine.expected)).status).toBe(403);
    expect(await cancel(mine.admin, mine.received)).toMatchObject({ status: 409, data: { cancel: 'received' } });
    expect(await cancel(mine.admin, mine.expected)).toMatchObject({ status: 200, data: { cancel: 'cancelled' } });
    const row = await getAsn(db, { companyId: mine.company.id, shopId: mine.shop.id }, mine.expected);
    expect(row!.status).toBe('cancelled');
  });
});
