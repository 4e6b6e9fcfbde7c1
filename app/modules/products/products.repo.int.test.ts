import { and, asc, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#app/db/client.server';
import { auditLog, productGtins, shopSuppliers } from '#app/db/schema';
import { ALL_PERMISSIONS, ROLES, type Permission } from '#app/modules/auth/roles';
import type { Scope } from '#app/modules/auth/user-record';
import { createShopSuppliers, createSupplier, createSuppliers, createTenant, createUser } from '#tests/factories';
import { useTestDatabase } from '#tests/setup/db';
import { productFormSchema, type ProductFormInput } from './product.schema';
import type { ShopScope } from '#app/modules/tenancy/shop-scope';
import { findOperatorShop, findOwnShop } from '#app/modules/tenancy/shop-scope.repo.server';
import { priceOn } from './product-prices.repo.server';
import { createProduct, getProduct, updateProduct } from './products.repo.server';
import { bulkUpdateProducts } from './products-bulk.repo.server';
import { listProductSupplierOptions, listProducts, type ProductListQuery } from './products-search.repo.server';

let db: Database;
beforeAll(async () => {
  db = (await useTestDatabase()).db;
});

const scopeOf = (
  user: { id: number; role: number; companyId: number | null; shopId: number | null },
  permissions: readonly Permission[] = ALL_PERMISSIONS,
): Scope => ({
  userId: user.id,
  role: user.role as Scope['role'],
  companyId: user.companyId,
  shopId: user.shopId,
  permissions: [...permissions],
});

/** A tenant whose shop works with two suppliers of the directory. */
async function shopWithSuppliers() {
  const tenant = await createTenant(db);
  const created = await createSuppliers(db, [
    { name: `Mlekarna ${randomUUID().slice(0, 6)}` },
    { name: `Pekarna ${randomUUID().slice(0, 6)}` },
  ]);
  await createShopSuppliers(
    db,
    created.map((s) => ({ shop: tenant.shop, supplierId: s.id })),
  );
  const target = (await findOwnShop(db, scopeOf(tenant.admin)))!;
  return { ...tenant, suppliers: created, target };
}

const values = (input: Partial<ProductFormInput> & { supplierId: number }) =>
  productFormSchema('en').parse({
    name: 'Milk 3.5%',
    price: '1.20',
    vat: '9.5',
    ...input,
    supplierId: String(input.supplierId),
  });

const query = (q: Partial<ProductListQuery> = {}): ProductListQuery => ({
  status: 'active',
  sort: 'name',
  flags: [],
  page: 1,
  perPage: 50,
  ...q,
});

async function create(
  target: ShopScope,
  input: Partial<ProductFormInput> & { supplierId: number },
  today = '2026-03-01',
) {
  const result = await createProduct(db, target, values(input), { today });
  if (!result.ok) throw new Error(JSON.stringify(result));
  return result.id;
}

describe('products of a shop', () => {
  it('creates a product with every field, its first price from today, codes and counting units', async () => {
    const {
      target,
      suppliers: [milk],
    } = await shopWithSuppliers();
    const id = await create(target, {
      supplierId: milk!.id,
      supplierProductId: 'M-1',
      internalProductId: 'INT-1',
      additionalInternalProductId: 'ADD-1',
      ean: '4006381333931',
      coc: 'COC-9',
      gtins: ['10012345678902', '036000291452'],
      minOrderQuantity: '2',
      supplierUnit: 'kg',
      unitsPerPackage: '12',
      packagesPerPallet: '40',
      netPercentage: '30',
      grossPercentage: '25',
      discount: '5',
      temperatureRegime: 'chilled',
      certificates: 'BIO',
      other: 'note',
      containsAlcohol: 'on',
      isWeighted: 'on',
      isRisky: 'on',
      exportUnit: 'kos',
      excludeFromStockExport: 'on',
      unitsInPackage: '6',
      mainInventoryUnit: 'kos',
      inventoryCountUnit: 'kos',
      countingUnits: 'crate = 12',
    });
    const product = (await getProduct(db, target, id))!;
    expect(product).toMatchObject({
      name: 'Milk 3.5%',
      ean: '4006381333931',
      supplierName: milk!.name,
      temperatureRegime: 'chilled',
      containsAlcohol: true,
      excludeFromStockExport: true,
      packagesPerPallet: 40,
      minOrderQuantity: '2.000',
      gtins: ['036000291452', '10012345678902'],
      countingUnits: [{ unit: 'crate', factor: '12.000' }],
    });
    expect(product.prices).toEqual([
      expect.objectContaining({
        price: '1.2000',
        discount: '5.00',
        vat: '9.50',
        validFrom: '2026-03-01',
        validTo: null,
      }),
    ]);
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'product'), eq(auditLog.entityId, String(id))));
    expect(entry).toMatchObject({ action: 'created', companyId: target.companyId });
    expect(entry!.changes).toMatchObject({ name: { to: 'Milk 3.5%' }, price: { to: '1.20' } });
  });

  it('refuses a supplier the shop does not work with, and codes another live product of the shop uses', async () => {
    const {
      target,
      suppliers: [milk],
    } = await shopWithSuppliers();
    const other = await createSupplier(db, { name: 'Not linked' });
    const refused = await createProduct(db, target, values({ supplierId: other.id }), { today: '2026-03-01' });
    expect(refused).toEqual({ ok: false, reason: 'invalid', errors: { supplierId: 'products.validation.supplier' } });

    await create(target, { supplierId: milk!.id, ean: '4006381333931', gtins: ['5901234123457'] });
    // The same EAN; a GTIN equal to the first product's EAN; an EAN equal to its GTIN.
    expect(await createProduct(db, target, values({ supplierId: milk!.id, ean: '4006381333931' }))).toMatchObject({
      errors: { ean: 'products.validation.codeTaken' },
    });
    expect(
      await createProduct(db, target, values({ supplierId: milk!.id, gtins: ['96385074', '4006381333931'] })),
    ).toMatchObject({
      errors: { 'gtins[1]': 'products.validation.codeTaken' },
    });
    expect(await createProduct(db, target, values({ supplierId: milk!.id, ean: '5901234123457' }))).toMatchObject({
      errors: { ean: 'products.validation.codeTaken' },
    });

    // Another shop may use the same codes.
    const second = await shopWithSuppliers();
    expect(
      await createProduct(db, second.target, values({ supplierId: second.suppliers[0]!.id, ean: '4006381333931' })),
    ).toMatchObject({ ok: true });
  });

  it("a deleted product's codes are free again; restoring it while they are taken is refused", async () => {
    const {
      target,
      suppliers: [milk],
    } = await shopWithSuppliers();
    const first = await create(target, { supplierId: milk!.id, ean: '4006381333931', gtins: ['10012345678902'] });
    expect(await bulkUpdateProducts(db, target, [first], 'delete')).toEqual({ ok: true, changed: 1 });
    const [gtin] = await db.select().from(productGtins).where(eq(productGtins.productId, first));
    expect(gtin!.deletedAt).not.toBeNull();
    const second = await create(target, { supplierId: milk!.id, ean: '4006381333931', gtins: ['10012345678902'] });
    expect(await bulkUpdateProducts(db, target, [first], 'restore')).toEqual({ ok: false, reason: 'code_taken' });
    await bulkUpdateProducts(db, target, [second], 'delete');
    expect(await bulkUpdateProducts(db, target, [first], 'restore')).toEqual({ ok: true, changed: 1 });
    expect((await getProduct(db, target, first))!.deletedAt).toBeNull();
  });

  it('keeps a price history: yes closes yesterday and opens today, no corrects; priceOn finds the price of a date', async () => {
    const {
      target,
      suppliers: [milk],
    } = await shopWithSuppliers();
    const id = await create(target, { supplierId: milk!.id, price: '1.00', vat: '22' }, '2026-01-10');
    const edit = (input: Partial<ProductFormInput>) =>
      values({ price: '1.00', vat: '22', validFrom: '2026-01-10', ...input, supplierId: milk!.id });

    // Without an answer nothing is saved; the form must ask.
    expect(
      await updateProduct(db, target, id, edit({ price: '1.10', name: 'Renamed' }), { today: '2026-03-01' }),
    ).toEqual({
      ok: false,
      reason: 'invalid',
      errors: { priceChange: 'products.validation.priceAnswer' },
    });
    expect((await getProduct(db, target, id))!.name).toBe('Milk 3.5%');

    expect(
      await updateProduct(db, target, id, edit({ price: '1.10', priceChange: 'new' }), { today: '2026-03-01' }),
    ).toEqual({ ok: true });
    let prices = (await getProduct(db, target, id))!.prices;
    expect(prices.map((p) => [p.price, p.validFrom, p.validTo])).toEqual([
      ['1.1000', '2026-03-01', null],
      ['1.0000', '2026-01-10', '2026-02-28'],
    ]);

    // The same day again: the price that started today is corrected, whatever the answer.
    expect(
      await updateProduct(db, target, id, edit({ price: '1.15', validFrom: '2026-03-01', priceChange: 'new' }), {
        today: '2026-03-01',
      }),
    ).toEqual({ ok: true });
    // A later day, "no": corrected in place.
    expect(
      await updateProduct(db, target, id, edit({ price: '1.20', validFrom: '2026-03-01', priceChange: 'correct' }), {
        today: '2026-04-01',
      }),
    ).toEqual({ ok: true });
    prices = (await getProduct(db, target, id))!.prices;
    expect(prices.map((p) => [p.price, p.validFrom, p.validTo])).toEqual([
      ['1.2000', '2026-03-01', null],
      ['1.0000', '2026-01-10', '2026-02-28'],
    ]);

    expect(await priceOn(db, target, id, '2026-01-09')).toBeNull();
    expect(await priceOn(db, target, id, '2026-01-10')).toMatchObject({ price: '1.0000' });
    expect(await priceOn(db, target, id, '2026-02-28')).toMatchObject({ price: '1.0000' });
    expect(await priceOn(db, target, id, '2026-03-01')).toMatchObject({ price: '1.2000' });
    expect(await priceOn(db, target, id, '2030-12-31')).toMatchObject({ price: '1.2000' });

    const actions = (
      await db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(and(eq(auditLog.entityType, 'product'), eq(auditLog.entityId, String(id))))
        .orderBy(asc(auditLog.id))
    ).map((row) => row.action);
    expect(actions).toEqual(['created', 'price_new', 'price_corrected', 'price_corrected']);
  });

  it('a future-dated first price is corrected in place and the list shows no price before it starts', async () => {
    const {
      target,
      suppliers: [milk],
    } = await shopWithSuppliers();
    const id = await create(
      target,
      { supplierId: milk!.id, price: '2.00', vat: '22', validFrom: '2026-05-01' },
      '2026-03-01',
    );
    expect(
      await updateProduct(
        db,
        target,
        id,
        values({ supplierId: milk!.id, price: '2.50', vat: '22', validFrom: '2026-05-01' }),
        { today: '2026-03-01' },
      ),
    ).toEqual({ ok: true });
    expect((await getProduct(db, target, id))!.prices).toEqual([
      expect.objectContaining({ price: '2.5000', validFrom: '2026-05-01' }),
    ]);
    const { rows } = await listProducts(db, target, query(), { today: '2026-03-01' });
    expect(rows[0]).toMatchObject({ id, price: null });
    const later = await listProducts(db, target, query(), { today: '2026-05-01' });
    expect(later.rows[0]).toMatchObject({ id, price: '2.5000', vat: '22.00' });
  });

  it("opens the list on the shop's own active products by name, counted, whichever shop asks first", async () => {
    const own = await shopWithSuppliers();
    const other = await shopWithSuppliers();
    const [ownSupplier] = own.suppliers;
    const [otherSupplier] = other.suppliers;
    const zucchini = await create(own.target, { supplierId: ownSupplier!.id, name: 'Zucchini', price: '2' });
    const apples = await create(own.target, { supplierId: ownSupplier!.id, name: 'apples', price: '1' });
    const resting = await create(own.target, { supplierId: ownSupplier!.id, name: 'Beans' });
    const gone = await create(own.target, { supplierId: ownSupplier!.id, name: 'Carrots' });
    await bulkUpdateProducts(db, own.target, [resting], 'deactivate');
    await bulkUpdateProducts(db, own.target, [gone], 'delete');
    const theirs = await create(other.target, { supplierId: otherSupplier!.id, name: 'Aubergine' });
    // The other shop asks first, so both read through the same statement (prepared once per page size).
    expect(await listProducts(db, other.target, query(), { today: '2026-03-01' })).toMatchObject({
      rows: [expect.objectContaining({ id: theirs })],
      total: 1,
      totalCapped: false,
    });
    const opened = await listProducts(db, own.target, query(), { today: '2026-03-01' });
    expect(opened.rows.map((row) => row.id)).toEqual([apples, zucchini]);
    expect(opened.rows[0]).toMatchObject({ supplierName: ownSupplier!.name, price: '1.0000' });
    expect(opened).toMatchObject({ total: 2, totalCapped: false });
    // Another page size is its own statement; the same rows.
    const small = await listProducts(db, own.target, query({ perPage: 1 }), { today: '2026-03-01' });
    expect(small.rows.map((row) => row.id)).toEqual([apples]);
    expect(small).toMatchObject({ total: 2, totalCapped: false });
  });

  it('lists with search by name, EAN, GTIN, supplier or internal code, filters, sorts and pages', async () => {
    const {
      target,
      suppliers: [milk, bread],
    } = await shopWithSuppliers();
    const a = await create(target, {
      supplierId: milk!.id,
      name: 'Alpine milk',
      ean: '4006381333931',
      internalProductId: 'INT-777',
      price: '3',
      temperatureRegime: 'chilled',
    });
    const b = await create(target, {
      supplierId: bread!.id,
      name: 'Bread',
      gtins: ['10012345678902'],
      price: '1',
      isRisky: 'on',
    });
    const c = await create(target, {
      supplierId: milk!.id,
      name: 'Cream',
      price: '2',
      containsAlcohol: 'on',
      temperatureRegime: 'frozen',
    });
    const ids = async (q: Partial<ProductListQuery>) =>
      (await listProducts(db, target, query(q), { today: '2026-03-02' })).rows.map((row) => row.id);

    expect(await ids({})).toEqual([a, b, c]);
    expect(await ids({ q: 'ALPINE' })).toEqual([a]);
    expect(await ids({ q: '381333' })).toEqual([a]);
    expect(await ids({ q: '1234567' })).toEqual([b]);
    expect(await ids({ q: 'int-77' })).toEqual([a]);
    expect(await ids({ q: milk!.name.slice(0, 10) })).toEqual([a, c]);
    expect(await ids({ q: '100%' })).toEqual([]);
    expect(await ids({ supplierId: bread!.id })).toEqual([b]);
    expect(await ids({ temperature: 'frozen' })).toEqual([c]);
    expect(await ids({ flags: ['risky'] })).toEqual([b]);
    expect(await ids({ flags: ['alcohol', 'risky'] })).toEqual([]);
    expect(await ids({ sort: 'price' })).toEqual([b, c, a]);
    expect(await ids({ sort: 'supplier' })).toEqual(milk!.name < bread!.name ? [a, c, b] : [b, a, c]);
    expect(await ids({ perPage: 2, page: 2 })).toEqual([c]);
    expect((await listProducts(db, target, query({ perPage: 2 }))).total).toBe(3);

    expect(await bulkUpdateProducts(db, target, [a, b], 'deactivate')).toEqual({ ok: true, changed: 2 });
    expect(await ids({})).toEqual([c]);
    expect(await ids({ status: 'inactive' })).toEqual([a, b]);
    await bulkUpdateProducts(db, target, [c], 'delete');
    expect(await ids({ status: 'deleted' })).toEqual([c]);
    expect(await ids({ status: 'all' })).toEqual([a, b, c]);
    expect(await bulkUpdateProducts(db, target, [a, b, c], 'activate')).toEqual({ ok: true, changed: 2 });
    expect(await ids({})).toEqual([a, b]);
  });

  it('offers the shop suppliers that are not deleted', async () => {
    const {
      target,
      suppliers: [milk, bread],
      shop,
    } = await shopWithSuppliers();
    await db
      .update(shopSuppliers)
      .set({ deletedAt: new Date() })
      .where(and(eq(shopSuppliers.shopId, shop.id), eq(shopSuppliers.supplierId, bread!.id)));
    expect((await listProductSupplierOptions(db, target)).map((s) => s.supplierId)).toEqual([milk!.id]);
    expect(await createProduct(db, target, values({ supplierId: bread!.id }))).toMatchObject({
      errors: { supplierId: 'products.validation.supplier' },
    });
  });
});

describe('another shop', () => {
  it('cannot read or change a product of another shop or company', async () => {
    const owner = await shopWithSuppliers();
    const id = await create(owner.target, { supplierId: owner.suppliers[0]!.id, ean: '4006381333931' });
    const intruder = await shopWithSuppliers();
    const t = intruder.target;

    expect(await getProduct(db, t, id)).toBeNull();
    expect(await priceOn(db, t, id, '2026-03-01')).toBeNull();
    expect((await listProducts(db, t, query({ q: '4006381333931', status: 'all' }))).total).toBe(0);
    expect(await updateProduct(db, t, id, values({ supplierId: intruder.suppliers[0]!.id, name: 'Stolen' }))).toEqual({
      ok: false,
      reason: 'not_found',
    });
    for (const intent of ['activate', 'deactivate', 'delete', 'restore'] as const) {
      expect(await bulkUpdateProducts(db, t, [id], intent)).toEqual({ ok: false, reason: 'not_found' });
    }
    // Mixed with one of its own, nothing changes at all.
    const own = await create(t, { supplierId: intruder.suppliers[0]!.id });
    expect(await bulkUpdateProducts(db, t, [own, id], 'delete')).toEqual({ ok: false, reason: 'not_found' });
    expect((await getProduct(db, t, own))!.deletedAt).toBeNull();
    // Its own supplier list cannot name the other shop's supplier either.
    expect(await createProduct(db, t, values({ supplierId: owner.suppliers[0]!.id }))).toMatchObject({
      errors: { supplierId: 'products.validation.supplier' },
    });
    expect((await getProduct(db, owner.target, id))!.name).toBe('Milk 3.5%');
  });

  it('the operator reaches a shop only through its own company and region', async () => {
    const owner = await shopWithSuppliers();
    const id = await create(owner.target, { supplierId: owner.suppliers[0]!.id });
    const operator = await createUser(db, { role: ROLES.superAdmin });
    const scope = scopeOf(operator);
    const target = (await findOperatorShop(db, scope, {
      companyId: owner.company.id,
      regionId: owner.region.id,
      shopId: owner.shop.id,
    }))!;
    expect((await getProduct(db, target, id))!.id).toBe(id);
    const other = await shopWithSuppliers();
    expect(
      await findOperatorShop(db, scope, {
        companyId: other.company.id,
        regionId: owner.region.id,
        shopId: owner.shop.id,
      }),
    ).toBeNull();
    expect(
      await findOperatorShop(db, scope, {
        companyId: owner.company.id,
        regionId: other.region.id,
        shopId: owner.shop.id,
      }),
    ).toBeNull();
  });

  it('staff without the permissions are refused by the repo, too', async () => {
    const owner = await shopWithSuppliers();
    const id = await create(owner.target, { supplierId: owner.suppliers[0]!.id });
    const viewer = (await findOwnShop(db, scopeOf(owner.staff, ['products:view'])))!;
    await expect(listProducts(db, viewer, query())).resolves.toMatchObject({ total: 1 });
    expect(await createProduct(db, viewer, values({ supplierId: owner.suppliers[0]!.id }))).toEqual({
      ok: false,
      reason: 'forbidden',
    });
    expect(await updateProduct(db, viewer, id, values({ supplierId: owner.suppliers[0]!.id }))).toEqual({
      ok: false,
      reason: 'forbidden',
    });
    expect(await bulkUpdateProducts(db, viewer, [id], 'delete')).toEqual({ ok: false, reason: 'forbidden' });
    // Without 'products:view' the shop has no products to read.
    const nobody = (await findOwnShop(db, scopeOf(owner.staff, [])))!;
    await expect(listProducts(db, nobody, query())).resolves.toMatchObject({ total: 0, rows: [] });
    expect(await getProduct(db, nobody, id)).toBeNull();
    expect(await listProductSupplierOptions(db, nobody)).toEqual([]);
  });
});
