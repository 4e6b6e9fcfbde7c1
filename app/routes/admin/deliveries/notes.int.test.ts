import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#app/db/client.server';
import { EXPECTED_SHOWN } from '#app/modules/receiving/expected-deliveries.repo.server';
import { todayIn } from '#app/utils/dates';
import { createAsn } from '#tests/factories/asn';
import {
  createDeliveryNote,
  createOrder,
  createProducts,
  createShopSupplier,
  createSupplier,
  createTenant,
  createUser,
} from '#tests/factories';
import { useTestDatabase } from '#tests/setup/db';
import { adminContext, answerOf } from '#tests/support/route-answer';
import { loader } from './notes';

let db: Database;
beforeAll(async () => {
  db = (await useTestDatabase()).db;
});

const listLoader = async (user: { id: number }, search = '') =>
  answerOf(
    loader({
      request: new Request(`http://localhost/admin/deliveries/notes${search}`),
      context: await adminContext(db, user),
      params: {},
    } as never),
  );

async function shopWithNote() {
  const tenant = await createTenant(db);
  const supplier = await createSupplier(db, { name: `Ribe ${randomUUID().slice(0, 6)}` });
  await createShopSupplier(db, tenant.shop, supplier.id);
  const [product] = await createProducts(db, tenant.shop, [{ supplierId: supplier.id, name: 'Orada' }]);
  const note = await createDeliveryNote(
    db,
    { companyId: tenant.company.id, shopId: tenant.shop.id },
    { supplierId: supplier.id, deliveryDate: '2026-11-20', deliveryNumber: 'R-1', lines: [{ productId: product!.id }] },
  );
  return { ...tenant, supplier, note };
}

describe('the delivery notes page', () => {
  it("lists the shop's own notes only, and today's deliveries to those who may receive", async () => {
    const mine = await shopWithNote();
    const other = await shopWithNote();
    const answer = await listLoader(mine.admin);
    expect(answer.status).toBe(200);
    const page = answer.data as { rows: { id: number }[]; expected: unknown[] | null; suppliers: unknown[] };
    expect(page.rows.map((row) => row.id)).toEqual([mine.note.id]);
    expect(page.rows.map((row) => row.id)).not.toContain(other.note.id);
    expect(page.expected).toEqual([]);
    // Another shop's supplier in the filter shows nothing of it.
    const filtered = await listLoader(mine.admin, `?supplier=${other.supplier.id}`);
    expect((filtered.data as { rows: unknown[] }).rows).toEqual([]);

    const viewer = await createUser(db, {
      role: 4,
      companyId: mine.company.id,
      shopId: mine.shop.id,
      permissions: ['deliveries:view'],
    });
    const viewed = await listLoader(viewer);
    expect(viewed.status).toBe(200);
    expect((viewed.data as { expected: unknown }).expected).toBeNull();
  });

  it("lists at most EXPECTED_SHOWN of today's orders with a way to the rest, and an order an ASN announces once", async () => {
    const mine = await shopWithNote();
    const today = todayIn(mine.shop.timeZone);
    const shop = { companyId: mine.company.id, shopId: mine.shop.id };
    const [product] = await createProducts(db, mine.shop, [{ supplierId: mine.supplier.id, name: 'Brancin' }]);
    const orderIds: number[] = [];
    for (let index = 0; index <= EXPECTED_SHOWN; index++) {
      const order = await createOrder(db, shop, {
        supplierId: mine.supplier.id,
        deliveryDate: today,
        status: 'new',
        lines: [{ productId: product!.id, quantity: '2' }],
      });
      orderIds.push(order.id);
    }
    const announced = orderIds[0]!;
    const asnId = await createAsn(db, shop, {
      supplierId: mine.supplier.id,
      orderId: announced,
      deliveryDate: today,
      lines: [{ productId: product!.id, quantity: '2' }],
    });
    type Page = {
      expected: { kind: string; id: number }[];
      expectedAsns: { id: number }[];
      expectedMore: { orders: boolean; backorders: boolean; asns: boolean };
    };
    const page = (await listLoader(mine.admin)).data as Page;
    // EXPECTED_SHOWN + 1 orders, one of them received through its ASN: exactly EXPECTED_SHOWN left, no more.
    expect(page.expectedAsns.map((asn) => asn.id)).toEqual([asnId]);
    expect(page.expected.map((row) => row.id)).not.toContain(announced);
    expect(page.expected).toHaveLength(EXPECTED_SHOWN);
    expect(page.expectedMore).toEqual({ orders: false, backorders: false, asns: false });

    await createOrder(db, shop, {
      supplierId: mine.supplier.id,
      deliveryDate: today,
      status: 'in_progress',
      lines: [{ productId: product!.id, quantity: '1' }],
    });
    const more = (await listLoader(mine.admin)).data as Page;
    expect(more.expected).toHaveLength(EXPECTED_SHOWN);
    expect(more.expectedMore).toEqual({ orders: true, backorders: false, asns: false });
  });

  it('refuses staff without deliveries:view (403), and answers a day that does not exist with 400', async () => {
    const mine = await shopWithNote();
    expect((await listLoader(mine.staff)).status).toBe(403);
    const impossible = await listLoader(mine.admin, '?from=2026-02-30&q=%25%25');
    expect(impossible.status).toBe(400);
    expect(impossible.data).toMatchObject({ params: { invalidDates: { from: '2026-02-30' } } });
  });
});
