import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#app/db/client.server';
import { listOrderLines } from '#app/modules/ordering/orders.repo.server';
import { addDays, todayIn } from '#app/utils/dates';
import {
  createBackorder,
  createDeliveryNote,
  createOrder,
  createProducts,
  createShopSupplier,
  createSupplier,
  createTenant,
  createUser,
} from '#tests/factories';
import { useTestDatabase } from '#tests/setup/db';
import { adminContext, answerOf, postForm } from '#tests/support/route-answer';
import { action, loader } from './list';

let db: Database;
beforeAll(async () => {
  db = (await useTestDatabase()).db;
});

const URL_ = 'http://localhost/admin/backorder';
const today = () => todayIn('Europe/Ljubljana');

const listLoader = async (user: { id: number }, search = '') =>
  answerOf(
    loader({ request: new Request(`${URL_}${search}`), context: await adminContext(db, user), params: {} } as never),
  );
const listAction = async (user: { id: number }, fields: Record<string, string>) =>
  answerOf(action({ request: postForm(URL_, fields), context: await adminContext(db, user), params: {} } as never));

async function shopWithBackorder() {
  const tenant = await createTenant(db);
  const shop = { companyId: tenant.company.id, shopId: tenant.shop.id };
  const supplier = await createSupplier(db, { name: `Zelenjava ${randomUUID().slice(0, 6)}` });
  await createShopSupplier(db, tenant.shop, supplier.id);
  const [product] = await createProducts(db, tenant.shop, [{ supplierId: supplier.id, name: 'Solata' }]);
  const order = await createOrder(db, shop, {
    supplierId: supplier.id,
    status: 'in_progress',
    lines: [{ productId: product!.id, quantity: '10', receivedQuantity: '4' }],
  });
  const [line] = await listOrderLines(db, shop, order.id);
  const note = await createDeliveryNote(db, shop, {
    supplierId: supplier.id,
    orderId: order.id,
    deliveryDate: today(),
  });
  const backorder = await createBackorder(db, shop, {
    supplierId: supplier.id,
    orderId: order.id,
    deliveryNoteId: note.id,
    expectedDate: addDays(today(), 2),
    lines: [{ orderLineId: line!.id, quantity: '6' }],
  });
  return { ...tenant, supplier, order, backorder };
}

/** The backorder as its shop's admin sees it in the list of every status. */
async function storedBackorder(admin: { id: number }, id: number) {
  const { rows } = (await listLoader(admin, '?status=all')).data as {
    rows: { id: number; status: string; expectedDate: string }[];
  };
  return rows.find((row) => row.id === id)!;
}

describe('the backorder page', () => {
  it('lists the shop’s backorders; staff without backorders:view get 403', async () => {
    const mine = await shopWithBackorder();
    const other = await shopWithBackorder();
    const answer = await listLoader(mine.admin);
    expect(answer.status).toBe(200);
    const rows = (answer.data as { rows: { id: number }[] }).rows.map((row) => row.id);
    expect(rows).toEqual([mine.backorder.id]);
    expect(rows).not.toContain(other.backorder.id);
    expect(answer.data).toMatchObject({ canEdit: true, canReceive: true });
    expect((await listLoader(mine.staff)).status).toBe(403);
  });

  it('changes the date, keeps a refused one with its error, and cancels', async () => {
    const mine = await shopWithBackorder();
    const later = addDays(today(), 5);
    expect(
      await listAction(mine.admin, { intent: 'date', backorderId: String(mine.backorder.id), expectedDate: later }),
    ).toMatchObject({ status: 200, data: { intent: 'date', backorderId: mine.backorder.id, ok: true } });
    expect((await storedBackorder(mine.admin, mine.backorder.id)).expectedDate).toBe(later);

    for (const [expectedDate, error] of [
      ['2026-02-30', 'deliveryLists.backorders.errors.date'],
      ['', 'deliveryLists.backorders.errors.date'],
      [addDays(today(), -1), 'deliveryLists.backorders.errors.date_in_past'],
    ] as const)
      expect(
        await listAction(mine.admin, { intent: 'date', backorderId: String(mine.backorder.id), expectedDate }),
      ).toEqual({
        status: 400,
        data: { intent: 'date', backorderId: mine.backorder.id, ok: false, error, value: expectedDate },
      });

    expect(await listAction(mine.admin, { intent: 'cancel', backorderId: String(mine.backorder.id) })).toMatchObject({
      status: 200,
      data: { intent: 'cancel', ok: true },
    });
    expect((await storedBackorder(mine.admin, mine.backorder.id)).status).toBe('cancelled');
    expect(await listAction(mine.admin, { intent: 'cancel', backorderId: String(mine.backorder.id) })).toMatchObject({
      status: 409,
      data: { ok: false, error: 'deliveryLists.backorders.errors.not_open' },
    });
    expect((await listAction(mine.admin, { intent: 'cancel', backorderId: 'x' })).status).toBe(400);
  });

  it("answers another shop's backorder with 404 and a user without backorders:edit with 403", async () => {
    const mine = await shopWithBackorder();
    const other = await shopWithBackorder();
    const id = String(other.backorder.id);
    expect((await listAction(mine.admin, { intent: 'cancel', backorderId: id })).status).toBe(404);
    expect(
      (await listAction(mine.admin, { intent: 'date', backorderId: id, expectedDate: addDays(today(), 3) })).status,
    ).toBe(404);
    expect(await storedBackorder(other.admin, other.backorder.id)).toMatchObject({ status: 'open' });

    const viewer = await createUser(db, {
      role: 4,
      companyId: mine.company.id,
      shopId: mine.shop.id,
      permissions: ['backorders:view'],
    });
    expect((await listLoader(viewer)).data).toMatchObject({ canEdit: false, canReceive: false });
    const own = String(mine.backorder.id);
    expect((await listAction(viewer, { intent: 'cancel', backorderId: own })).status).toBe(403);
    expect(
      (await listAction(viewer, { intent: 'date', backorderId: own, expectedDate: addDays(today(), 3) })).status,
    ).toBe(403);
    expect(await storedBackorder(mine.admin, mine.backorder.id)).toMatchObject({ status: 'open' });
  });
});
