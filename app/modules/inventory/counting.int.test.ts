import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#app/db/client.server';
import { inventories, inventoryLines } from '#app/db/schema';
import { ROLES } from '#app/modules/auth/roles';
import {
  addLineCount,
  createInventory,
  createInventoryLayout,
  createProducts,
  createShopSupplier,
  createSupplier,
  createTenant,
  createUser,
  shopScopeOf,
  uniqueEmail,
} from '#tests/factories';
import { useTestDatabase } from '#tests/setup/db';
import { adminContext, answerOf } from '#tests/support/route-answer';
import { loader as countPage } from '#app/routes/admin/inventory/count';
import { action as saveRoute } from '#app/routes/admin/inventory/count-save';
import { action as takeRoute } from '#app/routes/admin/inventory/count-take';
import { action as addRoute } from '#app/routes/admin/inventory/count-add-product';
import { action as resolveRoute } from '#app/routes/admin/inventory/count-resolve';
import { loader as findRoute } from '#app/routes/admin/inventory/count-find';
import { eq } from 'drizzle-orm';
import { addCountProduct, resolveCountLine, saveCounts, takeCountSector } from './count-save.service.server';
import { countSectorProgress } from './inventories.repo.server';
import { getCountScreen } from './count-screen.server';

let db: Database;
beforeAll(async () => {
  db = (await useTestDatabase()).db;
});

const PHONE = '6f1c2a8e-3f4b-4c1d-9a7e-1b2c3d4e5f60';
const TABLET = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

/** A shop with a kitchen (two sectors), a bar, products with cartons and other units, and a count in progress. */
async function countingShop(status: 'in_progress' | 'finished' = 'in_progress') {
  const tenant = await createTenant(db);
  const shop = { companyId: tenant.company.id, shopId: tenant.shop.id };
  const supplier = await createSupplier(db);
  await createShopSupplier(db, tenant.shop, supplier.id);
  const [milk, flour, cheese, stray] = await createProducts(db, tenant.shop, [
    { supplierId: supplier.id, name: 'Mleko', ean: '3838700012347', unitsPerPackage: '12', supplierUnit: 'ktn' },
    {
      supplierId: supplier.id,
      name: 'Moka',
      supplierProductId: 'MOKA-1',
      countingUnits: [{ unit: 'vreča', factor: '25' }],
      inventoryCountUnit: 'kg',
    },
    { supplierId: supplier.id, name: 'Sir', isWeighted: true },
    { supplierId: supplier.id, name: 'Kis', supplierProductId: 'KIS-9' },
  ]);
  const layout = await createInventoryLayout(db, shop, [
    {
      name: 'Kuhinja',
      subDepartments: [
        {
          name: 'Topla kuhinja',
          sectors: [
            { name: 'Hladilnik', productIds: [milk!.id, cheese!.id] },
            { name: 'Polica', productIds: [flour!.id, milk!.id] },
          ],
        },
      ],
    },
    { name: 'Bar', subDepartments: [{ name: 'Šank', sectors: [{ name: 'Hladilnik bar', productIds: [milk!.id] }] }] },
  ]);
  const { inventory, lines } = await createInventory(db, shop, { status, createdByUserId: tenant.admin.id });
  const kitchen = layout.departments[0]!.subDepartments[0]!.id;
  const bar = layout.departments[1]!.subDepartments[0]!.id;
  const counter = await createUser(db, {
    role: ROLES.staff,
    companyId: shop.companyId,
    shopId: shop.shopId,
    email: uniqueEmail('counter'),
    name: 'Cene',
    lastname: 'Counter',
    permissions: ['inventory:view', 'inventory:count'],
  });
  const viewer = await createUser(db, {
    role: ROLES.staff,
    companyId: shop.companyId,
    shopId: shop.shopId,
    email: uniqueEmail('viewer'),
    permissions: ['inventory:view'],
  });
  const scopes = {
    admin: shopScopeOf(tenant.shop, tenant.admin),
    counter: shopScopeOf(tenant.shop, counter, ['inventory:view', 'inventory:count']),
    viewer: shopScopeOf(tenant.shop, viewer, ['inventory:view']),
  };
  const target = { inventoryId: inventory.id, subDepartmentId: kitchen };
  const screen = async (scope = scopes.admin) => {
    const result = await getCountScreen(db, scope, target);
    if (!result.ok) throw new Error(result.reason);
    return result.view;
  };
  const view = await screen();
  const lineOf = (product: string, sector: string) =>
    view.lines.find(
      (line) => line.name === product && view.sectors.find((s) => s.id === line.countSectorId)!.name === sector,
    )!;
  return {
    tenant,
    shop,
    inventory,
    lines,
    kitchen,
    bar,
    counter,
    viewer,
    scopes,
    target,
    screen,
    view,
    lineOf,
    products: { milk: milk!, flour: flour!, cheese: cheese!, stray: stray! },
  };
}

const entry = (
  lineId: number,
  values: { cartons?: string | null; units?: string | null; otherUnit?: string | null; otherAmount?: string | null },
  changedAt = Date.now(),
) => ({
  lineId,
  cartons: values.cartons ?? null,
  units: values.units ?? null,
  otherUnit: values.otherUnit ?? null,
  otherAmount: values.otherAmount ?? null,
  changedAt,
});

describe('the counting screen', () => {
  it('lists the sub-department’s sectors in order with their products in shelf order, codes and units', async () => {
    const { view } = await countingShop();
    expect(view.subDepartment).toMatchObject({ name: 'Topla kuhinja', departmentName: 'Kuhinja' });
    expect(view.sectors.map((sector) => sector.name)).toEqual(['Hladilnik', 'Polica']);
    expect(view.lines.map((line) => line.name)).toEqual(['Mleko', 'Sir', 'Moka', 'Mleko']);
    const flour = view.lines.find((line) => line.name === 'Moka')!;
    expect(flour.codes).toEqual(['MOKA-1']);
    expect(flour.units.countingUnits).toEqual([{ unit: 'vreča', factor: '25.000' }]);
  });

  it('hides the expected quantity of a blind count', async () => {
    const { view, inventory, screen } = await countingShop();
    await db.update(inventoryLines).set({ expectedQuantity: '4' }).where(eq(inventoryLines.inventoryId, inventory.id));
    expect((await screen()).lines.every((line) => line.expected === '4.000')).toBe(true);
    await db.update(inventories).set({ blind: true }).where(eq(inventories.id, inventory.id));
    expect((await screen()).lines.every((line) => line.expected === null)).toBe(true);
    expect(view.inventory.blind).toBe(false);
  });
});

describe('saving counts', () => {
  it('writes cartons, units and other units as typed, with totals in count units and the device stamp', async () => {
    const { scopes, target, lineOf, screen } = await countingShop();
    const milk = lineOf('Mleko', 'Hladilnik');
    const flour = lineOf('Moka', 'Polica');
    const cheese = lineOf('Sir', 'Hladilnik');
    const saved = await saveCounts(db, scopes.counter, target, {
      device: PHONE,
      entries: [
        entry(milk.id, { cartons: '2', units: '5' }, 100),
        entry(flour.id, { otherUnit: 'vreča', otherAmount: '2', units: '3.5' }, 100),
        entry(cheese.id, { units: '1.235' }, 100),
      ],
    });
    expect(saved).toEqual({ ok: true, written: 3 });
    const after = await screen();
    const count = (lineId: number) => after.lines.find((line) => line.id === lineId)!.counts[0]!;
    expect(count(milk.id)).toMatchObject({
      name: 'Cene Counter',
      cartons: '2.000',
      units: '5.000',
      total: '29.000',
      changedAt: 100,
    });
    expect(count(flour.id)).toMatchObject({ otherUnit: 'vreča', otherAmount: '2.000', total: '53.500' });
    expect(count(cheese.id).total).toBe('1.235');
  });

  it('never lets a device’s own older save overwrite its newer one, and takes back an emptied entry', async () => {
    const { scopes, target, lineOf, screen } = await countingShop();
    const milk = lineOf('Mleko', 'Hladilnik');
    const save = (units: string | null, changedAt: number, device = PHONE) =>
      saveCounts(db, scopes.counter, target, { device, entries: [entry(milk.id, { units }, changedAt)] });
    await save('7', 200);
    await save('4', 150);
    expect((await screen()).lines.find((line) => line.id === milk.id)!.counts[0]!.total).toBe('7.000');
    await save('9', 100, TABLET);
    expect((await screen()).lines.find((line) => line.id === milk.id)!.counts[0]!.total).toBe('9.000');
    await save(null, 300, TABLET);
    expect((await screen()).lines.find((line) => line.id === milk.id)!.counts).toEqual([]);
  });

  it('refuses an entry the units rule cannot read, and a line of another sub-department', async () => {
    const { scopes, target, lineOf, view, inventory, bar, screen } = await countingShop();
    const cheese = lineOf('Sir', 'Hladilnik');
    expect(
      await saveCounts(db, scopes.counter, target, { device: PHONE, entries: [entry(cheese.id, { cartons: '1' })] }),
    ).toEqual({
      ok: false,
      reason: 'invalid',
      lineIds: [cheese.id],
    });
    const barView = await getCountScreen(db, scopes.admin, { inventoryId: inventory.id, subDepartmentId: bar });
    const barLine = barView.ok ? barView.view.lines[0]! : null;
    expect(
      await saveCounts(db, scopes.counter, target, { device: PHONE, entries: [entry(barLine!.id, { units: '1' })] }),
    ).toEqual({
      ok: false,
      reason: 'not_found',
    });
    expect((await screen()).lines.flatMap((line) => line.counts)).toEqual([]);
    expect(view.lines.length).toBe(4);
  });

  it('keeps two people’s counts of one line apart, shows the conflict, takes a decision and clears it on a changed count', async () => {
    const { scopes, target, lineOf, screen, shop, inventory } = await countingShop();
    const milk = lineOf('Mleko', 'Hladilnik');
    // The merged figure in SQL (lineTotalSql, lineInConflictSql), as the count's progress and totals read it.
    const milkSector = async () =>
      (await countSectorProgress(db, shop, inventory.id)).find((sector) => sector.id === milk.countSectorId)!;
    // Both count the same sector at once.
    await Promise.all([
      saveCounts(db, scopes.counter, target, { device: PHONE, entries: [entry(milk.id, { units: '10' })] }),
      saveCounts(db, scopes.admin, target, { device: TABLET, entries: [entry(milk.id, { cartons: '1' })] }),
    ]);
    let line = (await screen()).lines.find((candidate) => candidate.id === milk.id)!;
    expect(line.counts.map((count) => count.total).sort()).toEqual(['10.000', '12.000']);
    expect(line.resolved).toBeNull();
    // Two different figures and no decision: in conflict, not counted.
    expect(await milkSector()).toMatchObject({ counted: 0, conflicts: 1 });
    expect(await resolveCountLine(db, scopes.admin, target, { lineId: milk.id, total: '12' })).toEqual({ ok: true });
    line = (await screen()).lines.find((candidate) => candidate.id === milk.id)!;
    expect(line.resolved).toMatchObject({ total: '12.000' });
    expect(await milkSector()).toMatchObject({ counted: 1, conflicts: 0 });
    // A save with the same figure keeps the decision; a changed one clears it.
    await saveCounts(db, scopes.counter, target, { device: PHONE, entries: [entry(milk.id, { units: '10.0' })] });
    expect((await screen()).lines.find((candidate) => candidate.id === milk.id)!.resolved).not.toBeNull();
    await saveCounts(db, scopes.counter, target, { device: PHONE, entries: [entry(milk.id, { units: '11' })] });
    line = (await screen()).lines.find((candidate) => candidate.id === milk.id)!;
    expect(line.resolved).toBeNull();
    expect(line.counts).toHaveLength(2);
    expect(await milkSector()).toMatchObject({ counted: 0, conflicts: 1 });
    // Both agree again: the one figure counts.
    await saveCounts(db, scopes.admin, target, { device: TABLET, entries: [entry(milk.id, { units: '11' })] });
    expect(await milkSector()).toMatchObject({ counted: 1, conflicts: 0 });
  });

  it('refuses every write on a finished count and keeps what was there', async () => {
    const { scopes, target, lineOf, shop, counter, screen } = await countingShop('finished');
    const milk = lineOf('Mleko', 'Hladilnik');
    await addLineCount(db, shop, milk.id, counter.id, { total: '3' });
    const finished = { ok: false, reason: 'finished' };
    expect(
      await saveCounts(db, scopes.counter, target, { device: PHONE, entries: [entry(milk.id, { units: '5' })] }),
    ).toEqual(finished);
    expect(await takeCountSector(db, scopes.counter, target, { countSectorId: null, release: false })).toEqual(
      finished,
    );
    expect(
      await addCountProduct(db, scopes.counter, target, {
        countSectorId: milk.countSectorId,
        productId: milk.productId,
      }),
    ).toEqual(finished);
    expect(await resolveCountLine(db, scopes.counter, target, { lineId: milk.id, total: '1' })).toEqual(finished);
    expect((await screen()).lines.find((line) => line.id === milk.id)!.counts[0]!.total).toBe('3.000');
  });
});

describe('taking sectors and adding products', () => {
  it('takes one sector or the whole sub-department, shows who, and gives back only one’s own', async () => {
    const { scopes, target, view, screen, counter } = await countingShop();
    const [fridge, shelf] = view.sectors;
    expect(await takeCountSector(db, scopes.counter, target, { countSectorId: fridge!.id, release: false })).toEqual({
      ok: true,
    });
    let sectors = (await screen()).sectors;
    expect(sectors[0]).toMatchObject({ takenByUserId: counter.id, takenByName: 'Cene Counter' });
    expect(sectors[1]!.takenByUserId).toBeNull();
    await takeCountSector(db, scopes.admin, target, { countSectorId: null, release: false });
    sectors = (await screen()).sectors;
    expect(sectors.every((sector) => sector.takenByUserId === scopes.admin.actor.userId)).toBe(true);
    await takeCountSector(db, scopes.counter, target, { countSectorId: shelf!.id, release: true });
    expect((await screen()).sectors[1]!.takenByUserId).toBe(scopes.admin.actor.userId);
  });

  it('adds a product of the shop to a sector as found during the count, once', async () => {
    const { scopes, target, view, products, screen } = await countingShop();
    const shelf = view.sectors[1]!;
    const added = await addCountProduct(db, scopes.counter, target, {
      countSectorId: shelf.id,
      productId: products.stray.id,
    });
    expect(added).toMatchObject({ ok: true, added: true });
    const again = await addCountProduct(db, scopes.counter, target, {
      countSectorId: shelf.id,
      productId: products.stray.id,
    });
    expect(again).toMatchObject({ ok: true, added: false, lineId: added.ok ? added.lineId : -1 });
    const lines = (await screen()).lines.filter((line) => line.countSectorId === shelf.id);
    expect(lines.map((line) => [line.name, line.addedDuringCount])).toEqual([
      ['Moka', false],
      ['Mleko', false],
      ['Kis', true],
    ]);
  });

  it('does not add another shop’s product', async () => {
    const { scopes, target, view } = await countingShop();
    const other = await countingShop();
    expect(
      await addCountProduct(db, scopes.counter, target, {
        countSectorId: view.sectors[0]!.id,
        productId: other.products.stray.id,
      }),
    ).toEqual({ ok: false, reason: 'not_found' });
  });
});

describe('the routes', () => {
  const post = (path: string, body: unknown) => {
    const form = new FormData();
    form.set('payload', JSON.stringify(body));
    return new Request(`http://localhost${path}`, { method: 'POST', body: form });
  };
  const paramsOf = (target: { inventoryId: number; subDepartmentId: number }) => ({
    inventoryId: String(target.inventoryId),
    subDepartment: String(target.subDepartmentId),
  });

  async function everyRoute(
    user: { id: number },
    target: { inventoryId: number; subDepartmentId: number },
    lineId: number,
    sectorId: number,
    productId: number,
  ) {
    const base = `/admin/inventory/${target.inventoryId}/${target.subDepartmentId}`;
    const args = async (request: Request) =>
      ({ request, params: paramsOf(target), context: await adminContext(db, user) }) as never;
    return {
      page: (await answerOf(countPage(await args(new Request(`http://localhost${base}`))))).status,
      save: (
        await answerOf(
          saveRoute(await args(post(`${base}/save`, { device: PHONE, entries: [entry(lineId, { units: '1' })] }))),
        )
      ).status,
      take: (await answerOf(takeRoute(await args(post(`${base}/take`, { countSectorId: sectorId }))))).status,
      add: (await answerOf(addRoute(await args(post(`${base}/add-product`, { countSectorId: sectorId, productId })))))
        .status,
      resolve: (await answerOf(resolveRoute(await args(post(`${base}/resolve`, { lineId, total: '1' }))))).status,
      find: (await answerOf(findRoute(await args(new Request(`http://localhost${base}/find?search=Mle`))))).status,
    };
  }

  it('answers the counter, 403 to staff without inventory:count on every write and without inventory:view on the page', async () => {
    const { target, lineOf, counter, viewer, tenant, products } = await countingShop();
    const milk = lineOf('Mleko', 'Hladilnik');
    const ids = [target, milk.id, milk.countSectorId, products.stray.id] as const;
    expect(await everyRoute(counter, ...ids)).toEqual({
      page: 200,
      save: 200,
      take: 200,
      add: 200,
      resolve: 200,
      find: 200,
    });
    expect(await everyRoute(viewer, ...ids)).toEqual({
      page: 200,
      save: 403,
      take: 403,
      add: 403,
      resolve: 403,
      find: 403,
    });
    expect(await everyRoute(tenant.staff, ...ids)).toEqual({
      page: 403,
      save: 403,
      take: 403,
      add: 403,
      resolve: 403,
      find: 403,
    });
  });

  it('answers 404 for another shop’s count and an unknown sub-department, and 409 on a finished count', async () => {
    const mine = await countingShop();
    const theirs = await countingShop();
    const milk = theirs.lineOf('Mleko', 'Hladilnik');
    const ids = [milk.id, milk.countSectorId, theirs.products.stray.id] as const;
    expect(await everyRoute(mine.counter, theirs.target, ...ids)).toEqual({
      page: 404,
      save: 404,
      take: 404,
      add: 404,
      resolve: 404,
      find: 404,
    });
    const unknown = { inventoryId: mine.inventory.id, subDepartmentId: mine.bar + 1000 };
    const own = mine.lineOf('Mleko', 'Hladilnik');
    expect((await everyRoute(mine.counter, unknown, own.id, own.countSectorId, mine.products.stray.id)).page).toBe(404);
    const finished = await countingShop('finished');
    const line = finished.lineOf('Mleko', 'Hladilnik');
    const answers = await everyRoute(
      finished.counter,
      finished.target,
      line.id,
      line.countSectorId,
      finished.products.stray.id,
    );
    expect(answers).toMatchObject({ page: 200, save: 409, take: 409, add: 409, resolve: 409 });
  });
});
