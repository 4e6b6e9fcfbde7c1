import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#app/db/client.server';
import {
  inventories,
  inventoryCountSectors,
  inventoryLineCounts,
  inventoryLines,
  inventoryValues,
  productPrices,
  products,
} from '#app/db/schema';
import { ALL_PERMISSIONS } from '#app/modules/auth/roles';
import {
  addLineCount,
  createDeliveryNote,
  createInventory as createInventoryRow,
  createInventoryLayout,
  createReceivingTenant,
  createUser,
  shopScopeOf,
} from '#tests/factories';
import { useTestDatabase } from '#tests/setup/db';
import { createInventory, duplicateInventory } from './inventory-create.service.server';
import { listInventoryHistory } from './inventory-history.repo.server';
import { finishInventory, removeInventory, reopenInventory } from './inventory-lifecycle.service.server';
import { lineValue } from './inventory-value';
import { getInventoryPage, getInventoryView } from './inventory-view.service.server';

let db: Database;
beforeAll(async () => {
  db = (await useTestDatabase()).db;
});

/**
 * A shop with four products — a piece at 2.00, a carton of 6 priced 12.00 per carton less 10 %, one without a price,
 * a weighed one at 5.00/kg — a layout (Kitchen: Hot shelf A B, Cold fridge C D; Bar: Back A) and a finished count
 * of the whole layout on 2026-11-10 that found A 5 on the shelf, A 3 in the bar, B 12, D 1.5.
 */
async function countShop() {
  const tenant = await createReceivingTenant(db, {
    products: [
      {
        name: 'Apples',
        internalProductId: 'PIA-1',
        supplierProductId: 'IT-1',
        prices: [{ price: '2', vat: '9.5', validFrom: '2020-01-01' }],
      },
      {
        name: 'Butter',
        supplierUnit: 'karton',
        unitsPerPackage: '6',
        prices: [{ price: '12', discount: '10', vat: '9.5', validFrom: '2020-01-01' }],
      },
      { name: 'Cheese', prices: [] },
      {
        name: 'Dill',
        isWeighted: true,
        supplierUnit: 'kg',
        prices: [{ price: '5', vat: '9.5', validFrom: '2020-01-01' }],
      },
    ],
  });
  const [a, b, c, d] = tenant.products.map((product) => product.id) as [number, number, number, number];
  const shop = { companyId: tenant.company.id, shopId: tenant.shop.id };
  const layout = await createInventoryLayout(db, shop, [
    {
      name: 'Kitchen',
      subDepartments: [
        { name: 'Hot', sectors: [{ name: 'Shelf', productIds: [a, b] }] },
        { name: 'Cold', sectors: [{ name: 'Fridge', productIds: [c, d] }] },
      ],
    },
    { name: 'Bar', subDepartments: [{ name: 'Main', sectors: [{ name: 'Back', productIds: [a] }] }] },
  ]);
  const hot = layout.departments[0]!.subDepartments[0]!;
  const cold = layout.departments[0]!.subDepartments[1]!;
  const bar = layout.departments[1]!.subDepartments[0]!;
  const previous = await createInventoryRow(db, shop, {
    name: 'November',
    countDate: '2026-11-10',
    status: 'finished',
    createdByUserId: tenant.admin.id,
  });
  const lineOf = (productId: number, sectorId: number) =>
    previous.lines.find((line) => line.productId === productId && line.sectorId === sectorId)!.id;
  await addLineCount(db, shop, lineOf(a, hot.sectors[0]!.id), tenant.admin.id, { total: '5' });
  await addLineCount(db, shop, lineOf(a, bar.sectors[0]!.id), tenant.admin.id, { total: '3' });
  await addLineCount(db, shop, lineOf(b, hot.sectors[0]!.id), tenant.admin.id, { total: '12' });
  await addLineCount(db, shop, lineOf(d, cold.sectors[0]!.id), tenant.admin.id, { total: '1.5' });
  const scope = shopScopeOf(tenant.shop, tenant.admin);
  return { tenant, shop, scope, products: { a, b, c, d }, hot, cold, bar, previous: previous.inventory };
}

const input = (subDepartmentIds: number[], name = 'December') => ({
  name,
  countDate: '2026-12-01',
  cutOffTime: '20:00',
  blind: false,
  source: 'layout' as const,
  subDepartmentIds,
});

async function linesOf(inventoryId: number) {
  return db
    .select({
      productId: inventoryLines.productId,
      sectorName: inventoryCountSectors.sectorName,
      expected: inventoryLines.expectedQuantity,
      added: inventoryLines.addedDuringCount,
    })
    .from(inventoryLines)
    .innerJoin(inventoryCountSectors, eq(inventoryCountSectors.id, inventoryLines.countSectorId))
    .where(eq(inventoryLines.inventoryId, inventoryId))
    .orderBy(inventoryCountSectors.id, inventoryLines.position);
}

describe('adding a count', () => {
  it('copies the chosen sub-departments in shelf order with what the previous count found in the same sector', async () => {
    const { scope, hot, cold, products } = await countShop();
    const created = await createInventory(db, scope, input([hot.id, cold.id]));
    if (!created.ok) throw new Error(created.reason);
    const [inventory] = await db.select().from(inventories).where(eq(inventories.id, created.inventoryId));
    // 20:00 in Ljubljana in winter.
    expect(inventory!.cutOffAt.toISOString()).toBe('2026-12-01T19:00:00.000Z');
    expect(inventory!.createdByUserId).toBe(scope.actor.userId);
    expect(await linesOf(created.inventoryId)).toEqual([
      { productId: products.a, sectorName: 'Shelf', expected: '5.000', added: false },
      { productId: products.b, sectorName: 'Shelf', expected: '12.000', added: false },
      { productId: products.c, sectorName: 'Fridge', expected: null, added: false },
      { productId: products.d, sectorName: 'Fridge', expected: '1.500', added: false },
    ]);
  });

  it('refuses a count without any product and leaves nothing behind', async () => {
    const { scope, shop } = await countShop();
    const empty = await createInventoryLayout(db, shop, [
      { name: 'Empty', subDepartments: [{ name: 'Nothing', sectors: [{ name: 'Bare', productIds: [] }] }] },
    ]);
    const before = await db.select().from(inventories).where(eq(inventories.shopId, shop.shopId));
    expect(await createInventory(db, scope, input([empty.departments[0]!.subDepartments[0]!.id]))).toEqual({
      ok: false,
      reason: 'no_products',
    });
    expect(await db.select().from(inventories).where(eq(inventories.shopId, shop.shopId))).toHaveLength(before.length);
  });

  it('takes no sub-department of another shop and needs inventory:manage', async () => {
    const { scope, hot } = await countShop();
    const other = await countShop();
    expect(await createInventory(db, other.scope, input([hot.id]))).toEqual({ ok: false, reason: 'no_products' });
    const counter = {
      ...scope,
      actor: { ...scope.actor, permissions: ['inventory:view', 'inventory:count'] },
    } as typeof scope;
    expect(await createInventory(db, counter, input([hot.id]))).toEqual({ ok: false, reason: 'forbidden' });
  });

  it('duplicates an earlier count with its products added during it, under a new name', async () => {
    const { scope, shop, hot, products, tenant } = await countShop();
    const created = await createInventory(db, scope, input([hot.id]));
    if (!created.ok) throw new Error(created.reason);
    const [sector] = await db
      .select({ id: inventoryCountSectors.id })
      .from(inventoryCountSectors)
      .where(eq(inventoryCountSectors.inventoryId, created.inventoryId));
    await db.insert(inventoryLines).values({
      ...shop,
      inventoryId: created.inventoryId,
      countSectorId: sector!.id,
      productId: products.c,
      position: 9,
      addedDuringCount: true,
    });
    const copy = await duplicateInventory(db, scope, created.inventoryId, 'January');
    if (!copy.ok) throw new Error(copy.reason);
    const [row] = await db.select().from(inventories).where(eq(inventories.id, copy.inventoryId));
    expect(row).toMatchObject({ name: 'January', status: 'in_progress', blind: false });
    expect(await linesOf(copy.inventoryId)).toEqual([
      { productId: products.a, sectorName: 'Shelf', expected: '5.000', added: false },
      { productId: products.b, sectorName: 'Shelf', expected: '12.000', added: false },
      { productId: products.c, sectorName: 'Shelf', expected: null, added: true },
    ]);
    const other = await countShop();
    expect(await duplicateInventory(db, other.scope, created.inventoryId, 'Stolen')).toEqual({
      ok: false,
      reason: 'not_found',
    });
    expect(tenant.admin.id).toBe(scope.actor.userId);
  });
});

describe("a count's life", () => {
  it('refuses to finish while counts differ, naming the lines; finishes with who and when once decided', async () => {
    const { scope, shop, hot, tenant } = await countShop();
    const created = await createInventory(db, scope, input([hot.id]));
    if (!created.ok) throw new Error(created.reason);
    const lines = await db.select().from(inventoryLines).where(eq(inventoryLines.inventoryId, created.inventoryId));
    const second = await createUser(db, {
      companyId: shop.companyId,
      shopId: shop.shopId,
      role: 3,
      permissions: [...ALL_PERMISSIONS],
    });
    await addLineCount(db, shop, lines[0]!.id, tenant.admin.id, { total: '4' });
    await addLineCount(db, shop, lines[0]!.id, second.id, { total: '6' });
    const refused = await finishInventory(db, scope, created.inventoryId);
    expect(refused).toEqual({
      ok: false,
      reason: 'conflicts',
      lines: [{ productName: 'Apples', sectorName: 'Shelf' }],
    });
    await db.update(inventoryLines).set({ resolvedTotal: '6' }).where(eq(inventoryLines.id, lines[0]!.id));
    expect(await finishInventory(db, scope, created.inventoryId)).toEqual({ ok: true });
    expect(await finishInventory(db, scope, created.inventoryId)).toEqual({ ok: true });
    const page = await getInventoryPage(db, scope, created.inventoryId);
    expect(page!.inventory).toMatchObject({ status: 'finished', finishedBy: expect.any(String) });
    expect(page!.inventory.finishedAt).toBeInstanceOf(Date);
    expect(page!.departments[0]!.subDepartments[0]!.sectors[0]).toMatchObject({ lines: 2, counted: 1, conflicts: 0 });

    const counter = {
      ...scope,
      actor: { ...scope.actor, permissions: ['inventory:view', 'inventory:count'] },
    } as typeof scope;
    expect(await reopenInventory(db, counter, created.inventoryId)).toEqual({ ok: false, reason: 'forbidden' });
    expect(await reopenInventory(db, scope, created.inventoryId)).toEqual({ ok: true });
    const reopened = await getInventoryPage(db, scope, created.inventoryId);
    expect(reopened!.inventory).toMatchObject({
      status: 'in_progress',
      finishedAt: null,
      reopenedBy: expect.any(String),
    });
    expect(await finishInventory(db, (await countShop()).scope, created.inventoryId)).toEqual({
      ok: false,
      reason: 'not_found',
    });
  });

  it('removes a count with its sectors, lines and everyone’s counts; only with inventory:manage', async () => {
    const { scope, shop, hot, tenant } = await countShop();
    const created = await createInventory(db, scope, input([hot.id]));
    if (!created.ok) throw new Error(created.reason);
    const [line] = await db.select().from(inventoryLines).where(eq(inventoryLines.inventoryId, created.inventoryId));
    await addLineCount(db, shop, line!.id, tenant.admin.id, { total: '1' });
    const counter = {
      ...scope,
      actor: { ...scope.actor, permissions: ['inventory:view', 'inventory:count'] },
    } as typeof scope;
    expect(await removeInventory(db, counter, created.inventoryId)).toEqual({ ok: false, reason: 'forbidden' });
    expect(await removeInventory(db, (await countShop()).scope, created.inventoryId)).toEqual({
      ok: false,
      reason: 'not_found',
    });
    expect(await removeInventory(db, scope, created.inventoryId)).toEqual({ ok: true });
    expect(
      await db.select().from(inventoryCountSectors).where(eq(inventoryCountSectors.inventoryId, created.inventoryId)),
    ).toEqual([]);
    expect(await db.select().from(inventoryLines).where(eq(inventoryLines.inventoryId, created.inventoryId))).toEqual(
      [],
    );
    expect(await db.select().from(inventoryLineCounts).where(eq(inventoryLineCounts.lineId, line!.id))).toEqual([]);
  });

  it('lists the deliveries signed off after the cut-off once finished', async () => {
    const { scope, shop, tenant, previous } = await countShop();
    // The previous count's cut-off is 2026-11-20 20:00 UTC (the factory's); notes are signed off at 09:00 UTC.
    await createDeliveryNote(db, shop, {
      supplierId: tenant.supplier.id,
      deliveryNumber: 'BEFORE',
      deliveryDate: '2026-11-20',
    });
    await createDeliveryNote(db, shop, {
      supplierId: tenant.supplier.id,
      deliveryNumber: 'AFTER',
      deliveryDate: '2026-11-21',
      lines: [{ productId: tenant.products[0]!.id }],
    });
    await createDeliveryNote(db, shop, {
      supplierId: tenant.supplier.id,
      deliveryNumber: 'DRAFT',
      deliveryDate: '2026-11-22',
      state: 'draft',
    });
    const other = await countShop();
    await createDeliveryNote(db, other.shop, {
      supplierId: other.tenant.supplier.id,
      deliveryNumber: 'OTHER',
      deliveryDate: '2026-11-21',
    });
    const page = await getInventoryPage(db, scope, previous.id);
    expect(page!.deliveries).toEqual([
      {
        id: expect.any(Number),
        deliveryNumber: 'AFTER',
        supplierName: tenant.supplier.name,
        signedOffAt: new Date('2026-11-21T09:00:00Z'),
        lines: 1,
      },
    ]);
  });
});

const listHistory = async (...args: Parameters<typeof listInventoryHistory>) => (await listInventoryHistory(...args))!;

describe('history and the view', () => {
  it('filters by status, period and name, in pages, with the counted value', async () => {
    const { scope, hot, previous } = await countShop();
    for (const name of ['Weekly A', 'Weekly B', 'Monthly']) {
      const created = await createInventory(db, scope, input([hot.id], name));
      if (!created.ok) throw new Error(created.reason);
    }
    const all = await listHistory(db, scope, { status: 'all', q: undefined, page: 1, perPage: 2 });
    expect(all.total).toBe(4);
    expect(all.rows).toHaveLength(2);
    const second = await listHistory(db, scope, { status: 'all', q: undefined, page: 2, perPage: 2 });
    expect(second.rows.map((row) => row.id)).toContain(previous.id);
    const finished = await listHistory(db, scope, { status: 'finished', q: undefined, page: 1, perPage: 10 });
    // 5 + 3 apples at 2.00, 12 butter = 2 cartons at 10.80, 1.5 kg dill at 5.00.
    expect(finished.rows).toEqual([
      expect.objectContaining({ id: previous.id, name: 'November', departments: 'Bar, Kitchen', value: '45.10' }),
    ]);
    expect((await listHistory(db, scope, { status: 'all', q: 'weekly', page: 1, perPage: 10 })).total).toBe(2);
    expect(
      (await listHistory(db, scope, { status: 'all', q: undefined, from: '2026-11-11', page: 1, perPage: 10 })).total,
    ).toBe(3);
    expect(
      (await listHistory(db, scope, { status: 'all', q: undefined, to: '2026-11-10', page: 1, perPage: 10 })).total,
    ).toBe(1);
    expect((await listHistory(db, scope, { status: 'in_progress', q: '100%', page: 1, perPage: 10 })).total).toBe(0);
  });

  it('values each count of a page on its own when counts share products, and an uncounted one at nothing', async () => {
    const { scope, shop, hot, tenant, previous, products } = await countShop();
    const created = await createInventory(db, scope, input([hot.id], 'December'));
    const uncounted = await createInventory(db, scope, input([hot.id], 'Weekly'));
    if (!created.ok || !uncounted.ok) throw new Error('not created');
    const lines = await db.select().from(inventoryLines).where(eq(inventoryLines.inventoryId, created.inventoryId));
    const lineOf = (productId: number) => lines.find((line) => line.productId === productId)!.id;
    // The same apples and butter as November, counted differently: 2 apples at 2.00, 24 butter = 4 cartons at 10.80.
    await addLineCount(db, shop, lineOf(products.a), tenant.admin.id, { total: '2' });
    await addLineCount(db, shop, lineOf(products.b), tenant.admin.id, { total: '24' });
    const page = await listHistory(db, scope, { status: 'all', q: undefined, page: 1, perPage: 10 });
    const valueOf = (id: number) => page.rows.find((row) => row.id === id)?.value;
    expect(valueOf(created.inventoryId)).toBe('47.20');
    expect(valueOf(previous.id)).toBe('45.10');
    expect(valueOf(uncounted.inventoryId)).toBeNull();
  });

  it("keeps a finished count's value and works it out again after a price, a unit or the count changes", async () => {
    const { scope, shop, previous, products: ids } = await countShop();
    const valueNow = async () =>
      (await listHistory(db, scope, { status: 'all', q: undefined, page: 1, perPage: 10 })).rows.find(
        (row) => row.id === previous.id,
      )?.value;
    const kept = () => db.select().from(inventoryValues).where(eq(inventoryValues.inventoryId, previous.id));
    expect(await valueNow()).toBe('45.10');
    expect(await kept()).toEqual([expect.objectContaining({ shopId: shop.shopId, value: '45.10' })]);
    // Read from what was kept while it is fresh (a figure written there shows)...
    await db.update(inventoryValues).set({ value: '1.00' }).where(eq(inventoryValues.inventoryId, previous.id));
    expect(await valueNow()).toBe('1.00');
    // ...and not on another day: yesterday's value is worked out again.
    await db
      .update(inventoryValues)
      .set({ valuedOn: '2000-01-01' })
      .where(eq(inventoryValues.inventoryId, previous.id));
    expect(await valueNow()).toBe('45.10');
    // A new price of the apples (8 at 3.00 instead of 2.00), written straight into the table.
    await db.update(inventoryValues).set({ value: '1.00' }).where(eq(inventoryValues.inventoryId, previous.id));
    await db.insert(productPrices).values({
      companyId: shop.companyId,
      shopId: shop.shopId,
      productId: ids.a,
      price: '3',
      vat: '9.5',
      validFrom: '2021-01-01',
    });
    expect(await valueNow()).toBe('53.10');
    // A carton of 12 butter instead of 6: the 12 counted are one carton at 10.80.
    await db.update(products).set({ unitsPerPackage: '12' }).where(eq(products.id, ids.b));
    expect(await valueNow()).toBe('42.30');
    // A change of a product that does not touch its units keeps the value.
    await db.update(inventoryValues).set({ value: '1.00' }).where(eq(inventoryValues.inventoryId, previous.id));
    await db.update(products).set({ name: 'Green apples' }).where(eq(products.id, ids.a));
    expect(await valueNow()).toBe('1.00');
    // Reopened, counted again and finished: the count's own change.
    expect(await reopenInventory(db, scope, previous.id)).toEqual({ ok: true });
    const [dill] = await db
      .select({ id: inventoryLines.id })
      .from(inventoryLines)
      .where(and(eq(inventoryLines.inventoryId, previous.id), eq(inventoryLines.productId, ids.d)));
    await db.update(inventoryLineCounts).set({ total: '3.5' }).where(eq(inventoryLineCounts.lineId, dill!.id));
    expect(await valueNow()).toBe('52.30');
    expect(await finishInventory(db, scope, previous.id)).toEqual({ ok: true });
    expect(await valueNow()).toBe('52.30');
    expect(await kept()).toEqual([expect.objectContaining({ value: '52.30' })]);
  });

  it('keeps the value of a count in progress and works it out again after any write of its lines or figures', async () => {
    const { scope, shop, hot, tenant, products: ids } = await countShop();
    const created = await createInventory(db, scope, input([hot.id], 'December'));
    if (!created.ok) throw new Error(created.reason);
    const id = created.inventoryId;
    const valueNow = async () =>
      (await listHistory(db, scope, { status: 'in_progress', q: undefined, page: 1, perPage: 10 })).rows.find(
        (row) => row.id === id,
      )?.value;
    const lines = await db.select().from(inventoryLines).where(eq(inventoryLines.inventoryId, id));
    const lineOf = (productId: number) => lines.find((line) => line.productId === productId)!.id;
    // A figure written where the kept value is: it shows only while nothing of the count has changed since.
    const spoilKept = () =>
      db.update(inventoryValues).set({ value: '1.00' }).where(eq(inventoryValues.inventoryId, id));
    expect(await valueNow()).toBeNull();
    // 2 apples at 2.00: worked out and kept, then read from what was kept.
    await addLineCount(db, shop, lineOf(ids.a), tenant.admin.id, { total: '2' });
    expect(await valueNow()).toBe('4.00');
    await spoilKept();
    expect(await valueNow()).toBe('1.00');
    // Each write below goes straight to the tables, as any write path might.
    const afterWrite = async (write: () => Promise<unknown>) => {
      await spoilKept();
      await write();
      return valueNow();
    };
    const apples = eq(inventoryLineCounts.lineId, lineOf(ids.a));
    expect(await afterWrite(() => db.update(inventoryLineCounts).set({ total: '3' }).where(apples))).toBe('6.00');
    // 12 butter are 2 cartons at 10.80.
    expect(await afterWrite(() => addLineCount(db, shop, lineOf(ids.b), tenant.admin.id, { total: '12' }))).toBe(
      '27.60',
    );
    expect(
      await afterWrite(() =>
        db
          .update(inventoryLines)
          .set({ resolvedTotal: '5' })
          .where(eq(inventoryLines.id, lineOf(ids.a))),
      ),
    ).toBe('31.60');
    expect(
      await afterWrite(() => db.delete(inventoryLineCounts).where(eq(inventoryLineCounts.lineId, lineOf(ids.b)))),
    ).toBe('10.00');
    expect(await afterWrite(() => db.delete(inventoryLines).where(eq(inventoryLines.id, lineOf(ids.a))))).toBeNull();
  });

  it('totals per department and sector with values and differences against the previous finished count', async () => {
    const { scope, shop, hot, cold, bar, tenant, products } = await countShop();
    const created = await createInventory(db, scope, input([hot.id, cold.id, bar.id]));
    if (!created.ok) throw new Error(created.reason);
    const lines = await db.select().from(inventoryLines).where(eq(inventoryLines.inventoryId, created.inventoryId));
    const sectors = await db
      .select()
      .from(inventoryCountSectors)
      .where(eq(inventoryCountSectors.inventoryId, created.inventoryId));
    const line = (productId: number, sectorName: string) =>
      lines.find(
        (l) => l.productId === productId && sectors.find((s) => s.id === l.countSectorId)!.sectorName === sectorName,
      )!.id;
    await addLineCount(db, shop, line(products.a, 'Shelf'), tenant.admin.id, { total: '7' });
    await addLineCount(db, shop, line(products.b, 'Shelf'), tenant.admin.id, { total: '9' });
    await addLineCount(db, shop, line(products.c, 'Fridge'), tenant.admin.id, { total: '2' });
    const view = await getInventoryView(db, scope, created.inventoryId, { page: 1, perPage: 50 });
    expect(view!.previous?.name).toBe('November');
    const kitchen = view!.totals.find((row) => row.level === 'department' && row.department_name === 'Kitchen')!;
    // Apples 7 × 2 = 14.00, butter 9 / 6 cartons × 10.80 = 16.20; cheese has no price.
    expect(kitchen).toMatchObject({ lines: 4, counted: 3, unpriced: 1, value: '30.20', previous_value: '39.10' });
    const shelf = view!.totals.find((row) => row.level === 'sector' && row.sector_name === 'Shelf')!;
    expect(shelf).toMatchObject({ lines: 2, counted: 2, value: '30.20', previous_value: '31.60' });
    expect(view!.grand).toMatchObject({ lines: 5, counted: 3, value: '30.20', previous_value: '45.10' });
    const butter = view!.lines.find((l) => l.productName === 'Butter')!;
    expect(butter).toMatchObject({
      total: '9.000',
      unitsPerCarton: '6',
      totalCartons: '1',
      totalUnits: '3.000',
      value: '16.20',
      previousTotal: '12.000',
      previousValue: '21.60',
      expected: '12.000',
    });
    expect(
      lineValue(
        {
          isWeighted: false,
          supplierUnit: 'karton',
          unitsPerPackage: '6',
          unitsInPackage: null,
          mainInventoryUnit: null,
          inventoryCountUnit: null,
          exportUnit: null,
          countingUnits: [],
        },
        '9',
        { price: '12', discount: '10' },
      ),
    ).toBe(butter.value);
    const apples = view!.lines.find((l) => l.productName === 'Apples' && l.sectorName === 'Shelf')!;
    expect(apples).toMatchObject({
      piaCode: 'PIA-1',
      itemCode: 'IT-1',
      countUnit: 'kos',
      value: '14.00',
      previousTotal: '5.000',
    });
    expect(view!.lines.map((l) => l.productName)).toEqual(['Apples', 'Butter', 'Cheese', 'Dill', 'Apples']);
    const page2 = await getInventoryView(db, scope, created.inventoryId, { page: 2, perPage: 3 });
    expect(page2!.lines.map((l) => l.productName)).toEqual(['Dill', 'Apples']);
    expect(
      await getInventoryView(db, (await countShop()).scope, created.inventoryId, { page: 1, perPage: 3 }),
    ).toBeNull();
  });
});
