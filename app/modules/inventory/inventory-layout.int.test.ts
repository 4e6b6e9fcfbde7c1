import { asc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#app/db/client.server';
import {
  inventoryDepartments,
  inventorySectorProducts,
  inventorySectors,
  inventorySubDepartments,
  products,
} from '#app/db/schema';
import {
  createProducts,
  createShopSupplier,
  createSupplier,
  createTenant,
  createInventoryLayout,
} from '#tests/factories';
import { useTestDatabase } from '#tests/setup/db';
import { adminContext, answerOf, postForm } from '#tests/support/route-answer';
import * as departmentsRoute from '#app/routes/admin/inventory/departments';
import * as sectorsRoute from '#app/routes/admin/inventory/sectors';
import * as sectorProductsRoute from '#app/routes/admin/inventory/sector-products';
import { listLayoutForCount } from './inventory-layout.repo.server';
import { MAX_LAYOUT_PARTS } from './inventory-layout';

let db: Database;
beforeAll(async () => {
  db = (await useTestDatabase()).db;
});

type RouteModule = {
  loader: (args: never) => Promise<unknown>;
  action: (args: never) => Promise<unknown>;
};
const PATHS = new Map<RouteModule, string>([
  [departmentsRoute as RouteModule, '/admin/inventory/departments'],
  [sectorsRoute as RouteModule, '/admin/inventory/sectors'],
  [sectorProductsRoute as RouteModule, '/admin/inventory/sector-products'],
]);
const url = (route: RouteModule, query = '') => `http://localhost${PATHS.get(route)}${query}`;

const load = async (route: RouteModule, user: { id: number }, query = '') =>
  answerOf(
    route.loader({
      request: new Request(url(route, query)),
      context: await adminContext(db, user),
      params: {},
    } as never),
  );
const post = async (route: RouteModule, user: { id: number }, fields: Record<string, string | number>) =>
  answerOf(
    route.action({
      request: postForm(url(route), Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)]))),
      context: await adminContext(db, user),
      params: {},
    } as never),
  );
const departments = departmentsRoute as RouteModule;
const sectors = sectorsRoute as RouteModule;
const sectorProducts = sectorProductsRoute as RouteModule;

async function shopWithProducts() {
  const tenant = await createTenant(db);
  const supplier = await createSupplier(db);
  await createShopSupplier(db, tenant.shop, supplier.id);
  const [milk, butter, beer, wine] = await createProducts(db, tenant.shop, [
    { supplierId: supplier.id, name: 'Mleko 3,5 %', ean: '3830000000017', internalProductId: 'M-100' },
    { supplierId: supplier.id, name: 'Maslo', internalProductId: 'M-200', gtins: ['03830000000024'] },
    { supplierId: supplier.id, name: 'Pivo Laško', supplierProductId: 'LAS-05' },
    { supplierId: supplier.id, name: 'Vino Rebula' },
  ]);
  return { ...tenant, supplier, milk: milk!, butter: butter!, beer: beer!, wine: wine! };
}

const keysOf = (tenant: { company: { id: number }; shop: { id: number } }) => ({
  companyId: tenant.company.id,
  shopId: tenant.shop.id,
});

async function subDepartmentsOf(departmentId: number) {
  return db
    .select({
      id: inventorySubDepartments.id,
      name: inventorySubDepartments.name,
      position: inventorySubDepartments.position,
    })
    .from(inventorySubDepartments)
    .where(eq(inventorySubDepartments.departmentId, departmentId))
    .orderBy(asc(inventorySubDepartments.position));
}

async function departmentsOf(shopId: number) {
  return db
    .select({ id: inventoryDepartments.id, name: inventoryDepartments.name, position: inventoryDepartments.position })
    .from(inventoryDepartments)
    .where(eq(inventoryDepartments.shopId, shopId))
    .orderBy(asc(inventoryDepartments.position));
}

async function shelf(sectorId: number) {
  return db
    .select({ productId: inventorySectorProducts.productId, position: inventorySectorProducts.position })
    .from(inventorySectorProducts)
    .where(eq(inventorySectorProducts.sectorId, sectorId))
    .orderBy(asc(inventorySectorProducts.position));
}

describe('departments and sub-departments', () => {
  it('adds a department (trimmed) with a sub-department of its name, and lists it with its counts', async () => {
    const tenant = await shopWithProducts();
    expect(await post(departments, tenant.admin, { intent: 'add', level: 'department', name: '  Kuhinja ' })).toEqual({
      status: 200,
      data: { ok: true },
    });
    const [kitchen] = await departmentsOf(tenant.shop.id);
    expect(kitchen).toMatchObject({ name: 'Kuhinja', position: 0 });
    expect(await subDepartmentsOf(kitchen!.id)).toEqual([expect.objectContaining({ name: 'Kuhinja', position: 0 })]);

    await post(departments, tenant.admin, { intent: 'add', level: 'department', name: 'Točilnica' });
    const page = await load(departments, tenant.admin);
    expect(page.status).toBe(200);
    expect((page.data as { departments: unknown }).departments).toEqual([
      {
        id: kitchen!.id,
        name: 'Kuhinja',
        subDepartments: [expect.objectContaining({ name: 'Kuhinja', sectorCount: 0, productCount: 0 })],
      },
      expect.objectContaining({ name: 'Točilnica', subDepartments: [expect.objectContaining({ name: 'Točilnica' })] }),
    ]);
  });

  it('refuses a missing, too long or taken name (any case) with a field error, and writes nothing', async () => {
    const tenant = await shopWithProducts();
    await post(departments, tenant.admin, { intent: 'add', level: 'department', name: 'Bar' });
    expect(await post(departments, tenant.admin, { intent: 'add', level: 'department', name: '   ' })).toEqual({
      status: 400,
      data: { ok: false, errors: { name: ['validation.required'] } },
    });
    expect(
      await post(departments, tenant.admin, { intent: 'add', level: 'department', name: 'x'.repeat(101) }),
    ).toEqual({ status: 400, data: { ok: false, errors: { name: ['validation.tooLong'] } } });
    expect(await post(departments, tenant.admin, { intent: 'add', level: 'department', name: ' BAR ' })).toEqual({
      status: 400,
      data: { ok: false, errors: { name: ['inventoryLayout.errors.nameTaken'] } },
    });
    expect(await departmentsOf(tenant.shop.id)).toHaveLength(1);
    // 100 characters are fine; the same name in another department's sub-departments too.
    expect(
      (await post(departments, tenant.admin, { intent: 'add', level: 'department', name: 'y'.repeat(100) })).status,
    ).toBe(200);
  });

  it('renames, keeping the name unique among siblings but allowing a change of case', async () => {
    const tenant = await shopWithProducts();
    const layout = await createInventoryLayout(db, keysOf(tenant), [
      {
        name: 'Kuhinja',
        subDepartments: [
          { name: 'Topla', sectors: [] },
          { name: 'Hladna', sectors: [] },
        ],
      },
    ]);
    const [hot, cold] = layout.departments[0]!.subDepartments;
    const rename = (id: number, name: string) =>
      post(departments, tenant.admin, { intent: 'rename', level: 'subDepartment', id, name });
    expect((await rename(hot!.id, 'hladna')).data).toEqual({
      ok: false,
      errors: { name: ['inventoryLayout.errors.nameTaken'] },
    });
    expect((await rename(cold!.id, 'HLADNA')).status).toBe(200);
    expect((await rename(hot!.id, ' Topla kuhinja ')).status).toBe(200);
    expect((await subDepartmentsOf(layout.departments[0]!.id)).map((sub) => sub.name)).toEqual([
      'Topla kuhinja',
      'HLADNA',
    ]);
  });

  it('moves up and down, reorders after a drag in one go, and refuses an order that is out of date', async () => {
    const tenant = await shopWithProducts();
    const layout = await createInventoryLayout(db, keysOf(tenant), [
      { name: 'A', subDepartments: [] },
      { name: 'B', subDepartments: [] },
      { name: 'C', subDepartments: [] },
    ]);
    const [a, b, c] = layout.departments.map((department) => department.id);
    const names = async () => (await departmentsOf(tenant.shop.id)).map((d) => `${d.name}${d.position}`);
    await post(departments, tenant.admin, { intent: 'move', level: 'department', id: c!, direction: 'up' });
    expect(await names()).toEqual(['A0', 'C1', 'B2']);
    // At the top it stays.
    await post(departments, tenant.admin, { intent: 'move', level: 'department', id: a!, direction: 'up' });
    expect(await names()).toEqual(['A0', 'C1', 'B2']);
    await post(departments, tenant.admin, { intent: 'move', level: 'department', id: a!, direction: 'down' });
    expect(await names()).toEqual(['C0', 'A1', 'B2']);
    expect(
      await post(departments, tenant.admin, { intent: 'reorder', level: 'department', ids: `${b},${a},${c}` }),
    ).toEqual({ status: 200, data: { ok: true } });
    expect(await names()).toEqual(['B0', 'A1', 'C2']);
    expect(await post(departments, tenant.admin, { intent: 'reorder', level: 'department', ids: `${a},${c}` })).toEqual(
      { status: 409, data: { ok: false, message: { key: 'inventoryLayout.errors.staleOrder' } } },
    );
    expect(await names()).toEqual(['B0', 'A1', 'C2']);
  });

  it('removes a department with its sub-departments, sectors and product places; the products stay', async () => {
    const tenant = await shopWithProducts();
    const layout = await createInventoryLayout(db, keysOf(tenant), [
      { name: 'Skladišče', subDepartments: [] },
      {
        name: 'Kuhinja',
        subDepartments: [
          { name: 'Hladilnica', sectors: [{ name: 'Polica 1', productIds: [tenant.milk.id, tenant.butter.id] }] },
          { name: 'Topla', sectors: [{ name: 'Omara', productIds: [tenant.milk.id] }] },
        ],
      },
      {
        name: 'Bar',
        subDepartments: [{ name: 'Točilnica', sectors: [{ name: 'Hladilnik', productIds: [tenant.beer.id] }] }],
      },
    ]);
    const kitchen = layout.departments[1]!;
    const counts = (await listLayoutForCount(db, (await adminShop(tenant.admin)).shop)).find(
      (d) => d.id === kitchen.id,
    );
    expect(counts!.subDepartments.map((sub) => [sub.sectorCount, sub.productCount])).toEqual([
      [1, 2],
      [1, 1],
    ]);

    expect(await post(departments, tenant.admin, { intent: 'remove', level: 'department', id: kitchen.id })).toEqual({
      status: 200,
      data: { ok: true },
    });
    expect((await departmentsOf(tenant.shop.id)).map((d) => [d.name, d.position])).toEqual([
      ['Skladišče', 0],
      ['Bar', 1],
    ]);
    expect(await subDepartmentsOf(kitchen.id)).toEqual([]);
    const sectorIds = kitchen.subDepartments.flatMap((sub) => sub.sectors.map((sector) => sector.id));
    expect(await db.select().from(inventorySectors).where(inArray(inventorySectors.id, sectorIds))).toEqual([]);
    expect(
      await db.select().from(inventorySectorProducts).where(inArray(inventorySectorProducts.sectorId, sectorIds)),
    ).toEqual([]);
    expect(await db.select({ id: products.id }).from(products).where(eq(products.shopId, tenant.shop.id))).toHaveLength(
      4,
    );
    // The bar is untouched.
    expect(await shelf(layout.departments[2]!.subDepartments[0]!.sectors[0]!.id)).toHaveLength(1);
  });

  it('adds one of two departments of the same name sent at once, and keeps positions dense', async () => {
    const tenant = await shopWithProducts();
    const answers = await Promise.all(
      ['Skladišče', 'skladišče', 'Klet'].map((name) =>
        post(departments, tenant.admin, { intent: 'add', level: 'department', name }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 400]);
    expect((await departmentsOf(tenant.shop.id)).map((department) => department.position)).toEqual([0, 1]);
  });

  it(`allows at most ${MAX_LAYOUT_PARTS} departments`, async () => {
    const tenant = await shopWithProducts();
    await db.insert(inventoryDepartments).values(
      Array.from({ length: MAX_LAYOUT_PARTS }, (_, position) => ({
        ...keysOf(tenant),
        name: `D${position}`,
        position,
      })),
    );
    expect(
      await post(departments, tenant.admin, { intent: 'add', level: 'department', name: 'One more' }),
    ).toMatchObject({ status: 400, data: { ok: false, errors: { name: ['inventoryLayout.errors.tooMany'] } } });
  });
});

async function adminShop(user: { id: number }) {
  const { shopContext } = await import('#app/context');
  return (await adminContext(db, user)).get(shopContext)!;
}

describe('sectors', () => {
  it('lists the chosen (or first) sub-department’s sectors; adds, renames, orders and removes them', async () => {
    const tenant = await shopWithProducts();
    const layout = await createInventoryLayout(db, keysOf(tenant), [
      {
        name: 'Kuhinja',
        subDepartments: [
          { name: 'Hladna', sectors: [{ name: 'Hladilnik', productIds: [tenant.milk.id, tenant.butter.id] }] },
          { name: 'Topla', sectors: [] },
        ],
      },
    ]);
    const [cold, hot] = layout.departments[0]!.subDepartments;
    const first = await load(sectors, tenant.admin);
    expect(first.data).toMatchObject({
      subDepartment: { id: cold!.id, name: 'Hladna' },
      sectors: [{ name: 'Hladilnik', productCount: 2 }],
    });
    const parent = { level: 'sector', parentId: hot!.id };
    await post(sectors, tenant.admin, { intent: 'add', ...parent, name: 'Polica 1' });
    await post(sectors, tenant.admin, { intent: 'add', ...parent, name: 'Polica 2' });
    // The same name in another sub-department is fine; in this one it is taken.
    expect((await post(sectors, tenant.admin, { intent: 'add', ...parent, name: 'hladilnik' })).status).toBe(200);
    expect((await post(sectors, tenant.admin, { intent: 'add', ...parent, name: 'POLICA 1' })).data).toEqual({
      ok: false,
      errors: { name: ['inventoryLayout.errors.nameTaken'] },
    });
    const page = await load(sectors, tenant.admin, `?subDepartment=${hot!.id}`);
    const listed = (page.data as { sectors: { id: number; name: string }[] }).sectors;
    expect(listed.map((sector) => sector.name)).toEqual(['Polica 1', 'Polica 2', 'hladilnik']);
    const [p1, p2, fridge] = listed.map((sector) => sector.id);
    await post(sectors, tenant.admin, { intent: 'reorder', ...parent, ids: `${fridge},${p1},${p2}` });
    await post(sectors, tenant.admin, { intent: 'rename', level: 'sector', id: fridge!, name: 'Hladilnik 2' });
    await post(sectors, tenant.admin, { intent: 'remove', level: 'sector', id: p1! });
    const after = await db
      .select({ name: inventorySectors.name, position: inventorySectors.position })
      .from(inventorySectors)
      .where(eq(inventorySectors.subDepartmentId, hot!.id))
      .orderBy(asc(inventorySectors.position));
    expect(after).toEqual([
      { name: 'Hladilnik 2', position: 0 },
      { name: 'Polica 2', position: 1 },
    ]);
  });

  it('removes a sub-department with its sectors and product places', async () => {
    const tenant = await shopWithProducts();
    const layout = await createInventoryLayout(db, keysOf(tenant), [
      {
        name: 'Kuhinja',
        subDepartments: [
          { name: 'Hladna', sectors: [{ name: 'Hladilnik', productIds: [tenant.milk.id] }] },
          { name: 'Topla', sectors: [] },
        ],
      },
    ]);
    const [cold, hot] = layout.departments[0]!.subDepartments;
    await post(departments, tenant.admin, { intent: 'remove', level: 'subDepartment', id: cold!.id });
    expect(await subDepartmentsOf(layout.departments[0]!.id)).toEqual([{ id: hot!.id, name: 'Topla', position: 0 }]);
    expect(await shelf(cold!.sectors[0]!.id)).toEqual([]);
  });
});

describe('products in a sector', () => {
  it('finds products by name, code or EAN, adds them in shelf order, once per sector and in several sectors', async () => {
    const tenant = await shopWithProducts();
    const layout = await createInventoryLayout(db, keysOf(tenant), [
      {
        name: 'Bar',
        subDepartments: [
          {
            name: 'Točilnica',
            sectors: [
              { name: 'Hladilnik', productIds: [] },
              { name: 'Klet', productIds: [] },
            ],
          },
        ],
      },
    ]);
    const [fridge, cellar] = layout.departments[0]!.subDepartments[0]!.sectors;
    const search = async (q: string) =>
      (
        (await load(sectorProducts, tenant.admin, `?sector=${fridge!.id}&q=${encodeURIComponent(q)}`)).data as {
          found: { name: string }[];
        }
      ).found.map((product) => product.name);
    expect(await search('pivo')).toEqual(['Pivo Laško']);
    expect(await search('M-2')).toEqual(['Maslo']);
    expect(await search('3830000000017')).toEqual(['Mleko 3,5 %']);
    expect(await search('LAS-05')).toEqual(['Pivo Laško']);

    for (const product of [tenant.beer, tenant.wine, tenant.milk])
      expect(
        await post(sectorProducts, tenant.admin, { intent: 'add', sectorId: fridge!.id, productId: product.id }),
      ).toEqual({ status: 200, data: { ok: true } });
    // Again: stays where it is.
    await post(sectorProducts, tenant.admin, { intent: 'add', sectorId: fridge!.id, productId: tenant.beer.id });
    await post(sectorProducts, tenant.admin, { intent: 'add', sectorId: cellar!.id, productId: tenant.beer.id });
    expect(await shelf(fridge!.id)).toEqual([
      { productId: tenant.beer.id, position: 0 },
      { productId: tenant.wine.id, position: 1 },
      { productId: tenant.milk.id, position: 2 },
    ]);
    expect(await shelf(cellar!.id)).toEqual([{ productId: tenant.beer.id, position: 0 }]);
    const page = await load(sectorProducts, tenant.admin, `?sector=${fridge!.id}`);
    expect((page.data as { products: { name: string }[] }).products.map((p) => p.name)).toEqual([
      'Pivo Laško',
      'Vino Rebula',
      'Mleko 3,5 %',
    ]);
  });

  it('adds a scanned product (EAN, a GTIN, an item code), and says so for an unknown code', async () => {
    const tenant = await shopWithProducts();
    const layout = await createInventoryLayout(db, keysOf(tenant), [
      { name: 'Bar', subDepartments: [{ name: 'Točilnica', sectors: [{ name: 'Hladilnik', productIds: [] }] }] },
    ]);
    const sectorId = layout.departments[0]!.subDepartments[0]!.sectors[0]!.id;
    const scan = (code: string) => post(sectorProducts, tenant.admin, { intent: 'scan', sectorId, code });
    expect(await scan('3830000000017')).toEqual({
      status: 200,
      data: { ok: true, message: { key: 'inventoryLayout.products.added', values: { name: 'Mleko 3,5 %' } } },
    });
    expect((await scan('3830000000024')).data).toMatchObject({ ok: true, message: { values: { name: 'Maslo' } } });
    expect((await scan('LAS-05')).data).toMatchObject({ ok: true, message: { values: { name: 'Pivo Laško' } } });
    expect((await scan('3830000000017')).data).toMatchObject({
      ok: true,
      message: { key: 'inventoryLayout.products.alreadyThere' },
    });
    expect(await scan('4006381333931')).toEqual({
      status: 400,
      data: { ok: false, message: { key: 'inventoryLayout.errors.unknownProduct' } },
    });
    expect((await shelf(sectorId)).map((row) => row.productId)).toEqual([
      tenant.milk.id,
      tenant.butter.id,
      tenant.beer.id,
    ]);
  });

  it('moves, reorders and removes products, keeping positions dense', async () => {
    const tenant = await shopWithProducts();
    const { milk, butter, beer, wine } = tenant;
    const layout = await createInventoryLayout(db, keysOf(tenant), [
      {
        name: 'Bar',
        subDepartments: [
          { name: 'Točilnica', sectors: [{ name: 'Hladilnik', productIds: [milk.id, butter.id, beer.id, wine.id] }] },
        ],
      },
    ]);
    const sectorId = layout.departments[0]!.subDepartments[0]!.sectors[0]!.id;
    const order = async () => (await shelf(sectorId)).map((row) => [row.productId, row.position]);
    await post(sectorProducts, tenant.admin, { intent: 'move', sectorId, productId: wine.id, direction: 'up' });
    expect(await order()).toEqual([
      [milk.id, 0],
      [butter.id, 1],
      [wine.id, 2],
      [beer.id, 3],
    ]);
    await post(sectorProducts, tenant.admin, {
      intent: 'reorder',
      sectorId,
      ids: [beer.id, milk.id, wine.id, butter.id].join(','),
    });
    expect((await post(sectorProducts, tenant.admin, { intent: 'remove', sectorId, productId: milk.id })).status).toBe(
      200,
    );
    expect(await order()).toEqual([
      [beer.id, 0],
      [wine.id, 1],
      [butter.id, 2],
    ]);
    expect((await post(sectorProducts, tenant.admin, { intent: 'remove', sectorId, productId: milk.id })).status).toBe(
      404,
    );
    expect(
      (await post(sectorProducts, tenant.admin, { intent: 'reorder', sectorId, ids: `${beer.id},${wine.id}` })).status,
    ).toBe(409);
  });
});

describe('the shop scope and the permission', () => {
  it("answers 404 for another shop's departments, sub-departments, sectors and products", async () => {
    const tenant = await shopWithProducts();
    const other = await shopWithProducts();
    const theirs = await createInventoryLayout(db, keysOf(other), [
      { name: 'Tuje', subDepartments: [{ name: 'Tuje', sectors: [{ name: 'Tuje', productIds: [other.milk.id] }] }] },
    ]);
    const department = theirs.departments[0]!;
    const sub = department.subDepartments[0]!;
    const sector = sub.sectors[0]!;
    const mine = await createInventoryLayout(db, keysOf(tenant), [
      { name: 'Moje', subDepartments: [{ name: 'Moje', sectors: [{ name: 'Moje', productIds: [] }] }] },
    ]);
    const mySector = mine.departments[0]!.subDepartments[0]!.sectors[0]!;
    const answers = await Promise.all([
      post(departments, tenant.admin, { intent: 'rename', level: 'department', id: department.id, name: 'X' }),
      post(departments, tenant.admin, { intent: 'remove', level: 'department', id: department.id }),
      post(departments, tenant.admin, { intent: 'move', level: 'department', id: department.id, direction: 'up' }),
      post(departments, tenant.admin, { intent: 'add', level: 'subDepartment', parentId: department.id, name: 'X' }),
      post(departments, tenant.admin, { intent: 'remove', level: 'subDepartment', id: sub.id }),
      post(departments, tenant.admin, {
        intent: 'reorder',
        level: 'subDepartment',
        parentId: department.id,
        ids: `${sub.id}`,
      }),
      post(sectors, tenant.admin, { intent: 'add', level: 'sector', parentId: sub.id, name: 'X' }),
      post(sectors, tenant.admin, { intent: 'rename', level: 'sector', id: sector.id, name: 'X' }),
      post(sectors, tenant.admin, { intent: 'remove', level: 'sector', id: sector.id }),
      post(sectorProducts, tenant.admin, { intent: 'add', sectorId: sector.id, productId: tenant.milk.id }),
      post(sectorProducts, tenant.admin, { intent: 'remove', sectorId: sector.id, productId: other.milk.id }),
      post(sectorProducts, tenant.admin, { intent: 'scan', sectorId: sector.id, code: '3830000000017' }),
      post(sectorProducts, tenant.admin, { intent: 'reorder', sectorId: sector.id, ids: `${other.milk.id}` }),
      load(sectors, tenant.admin, `?subDepartment=${sub.id}`),
      load(sectorProducts, tenant.admin, `?sector=${sector.id}`),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 404));
    // Another shop's product is not one of this shop's.
    expect(
      await post(sectorProducts, tenant.admin, { intent: 'add', sectorId: mySector.id, productId: other.milk.id }),
    ).toEqual({ status: 400, data: { ok: false, message: { key: 'inventoryLayout.errors.unknownProduct' } } });
    // Nothing of theirs changed.
    expect(await departmentsOf(other.shop.id)).toEqual([{ id: department.id, name: 'Tuje', position: 0 }]);
    expect(await shelf(sector.id)).toEqual([{ productId: other.milk.id, position: 0 }]);
    expect(await shelf(mySector.id)).toEqual([]);
  });

  it('is refused (403) to staff without inventory:manage, on every page and form, and open to staff with it', async () => {
    const counter = await createTenant(db, { staffPermissions: ['inventory:count'] });
    const layout = await createInventoryLayout(db, keysOf(counter), [
      { name: 'Bar', subDepartments: [{ name: 'Bar', sectors: [{ name: 'Hladilnik', productIds: [] }] }] },
    ]);
    const sector = layout.departments[0]!.subDepartments[0]!.sectors[0]!;
    for (const route of [departments, sectors, sectorProducts]) {
      expect((await load(route, counter.staff)).status).toBe(403);
      expect((await post(route, counter.staff, { intent: 'add', level: 'department', name: 'X' })).status).toBe(403);
    }
    expect(
      (await post(sectorProducts, counter.staff, { intent: 'remove', sectorId: sector.id, productId: 1 })).status,
    ).toBe(403);
    expect(await departmentsOf(counter.shop.id)).toHaveLength(1);
    // Counting staff still see the layout to choose what to count.
    const { shop } = await adminShop(counter.staff);
    expect((await listLayoutForCount(db, shop)).map((d) => d.name)).toEqual(['Bar']);

    const manager = await createTenant(db, { staffPermissions: ['inventory:manage'] });
    for (const route of [departments, sectors, sectorProducts])
      expect((await load(route, manager.staff)).status).toBe(200);
    expect(
      (await post(departments, manager.staff, { intent: 'add', level: 'department', name: 'Kuhinja' })).status,
    ).toBe(200);
    const orders = await createTenant(db);
    expect(await listLayoutForCount(db, (await adminShop(orders.staff)).shop)).toEqual([]);
  });
});
