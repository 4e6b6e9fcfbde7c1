import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#app/db/client.server';
import { auditLog, shopSuppliers, suppliers } from '#app/db/schema';
import { ALL_PERMISSIONS, ROLES, type Permission } from '#app/modules/auth/roles';
import type { Scope } from '#app/modules/auth/user-record';
import type { ShopScope } from '#app/modules/tenancy/shop-scope';
import { findOwnShop } from '#app/modules/tenancy/shop-scope.repo.server';
import {
  createOrder,
  createProduct,
  createShop,
  createShopSupplier,
  createSupplier,
  createSuppliers,
  createTenant,
  createUser,
  shopScopeOf,
  uniqueEmail,
} from '#tests/factories';
import { useTestDatabase } from '#tests/setup/db';
import { PICKER_LIMIT, type ShopSupplierValuesInput } from './shop-supplier.schema';
import {
  chosenSupplier,
  deleteShopSupplier,
  getShopSupplier,
  linkSupplier,
  listShopSuppliers,
  restoreShopSupplier,
  searchLinkableSuppliers,
  setShopSupplierActive,
  shopHasSuppliers,
  updateShopSupplier,
} from './shop-suppliers.repo.server';

const NOT_FOUND = { ok: false, reason: 'not_found' };

/** The catalog factories' shop for a scope. */
const catalogShop = (target: ShopScope) => ({ companyId: target.companyId, id: target.shopId });

let db: Database;
/** Admin of shop A (all permissions). */
let shopA: ShopScope;
/** Another shop of the same company. */
let sameCompanyShop: ShopScope;
/** A shop of another company. */
let otherCompany: ShopScope;
/** Staff of shop A who may look but not change. */
let viewerA: ShopScope;
/** Staff of shop A without any supplier permission. */
let strangerA: ShopScope;

async function shopFor(
  companyId: number,
  shopId: number,
  role: 3 | 4,
  permissions: readonly Permission[],
): Promise<ShopScope> {
  const user = await createUser(db, {
    role,
    companyId,
    shopId,
    email: uniqueEmail('sup'),
    permissions: [...permissions],
  });
  const scope: Scope = { userId: user.id, role, companyId, shopId, permissions: [...permissions] };
  return (await findOwnShop(db, scope))!;
}

beforeAll(async () => {
  db = (await useTestDatabase()).db;
  const a = await createTenant(db);
  const b = await createTenant(db);
  const secondShop = await createShop(db, a.company.id, a.region.id);
  shopA = await shopFor(a.company.id, a.shop.id, ROLES.admin, ALL_PERMISSIONS);
  sameCompanyShop = await shopFor(a.company.id, secondShop.id, ROLES.admin, ALL_PERMISSIONS);
  otherCompany = await shopFor(b.company.id, b.shop.id, ROLES.admin, ALL_PERMISSIONS);
  viewerA = await shopFor(a.company.id, a.shop.id, ROLES.staff, ['suppliers:view']);
  strangerA = await shopFor(a.company.id, a.shop.id, ROLES.staff, ['orders:view']);
});

/** A directory supplier only this test uses. */
async function directorySupplier(values: Partial<typeof suppliers.$inferInsert> = {}) {
  const tag = randomUUID().slice(0, 8);
  return createSupplier(db, {
    name: `Zz ${tag} Mlekarna`,
    city: `Kraj ${tag}`,
    postCode: '4220',
    email: `narocila-${tag}@mlekarna.test`,
    vatNumber: 'SI51234564',
    contactPerson: 'Mojca Bertoncelj',
    contactPhone: '+386 4 512 34 60',
    supplierShopNumber: '4711',
    ...values,
  });
}

async function linked(target = shopA, values: Partial<typeof suppliers.$inferInsert> = {}) {
  const supplier = await directorySupplier(values);
  const result = await linkSupplier(db, target, supplier.id);
  if (!result.ok) throw new Error(result.reason);
  return { supplier, link: result.link };
}

const auditRows = (linkId: number) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'shop_supplier'), eq(auditLog.entityId, String(linkId))))
    .orderBy(asc(auditLog.id));

const linkRow = async (id: number) => (await db.select().from(shopSuppliers).where(eq(shopSuppliers.id, id)))[0]!;

const values = (change: Partial<ShopSupplierValuesInput> = {}): ShopSupplierValuesInput => ({
  supplierShopNumber: 'T-1',
  shopSupplierNumber: 'D-001',
  customerIdAtSupplier: 'KUP-881',
  supplierIdInOwnSystem: 'DOB-007',
  orderEmails: ['narocila@mlekarna.test', 'prodaja@mlekarna.test'],
  contactPerson: 'Eva Furlan',
  contactPhone: '+386 1 234 56 78',
  deliveryDays: [5, 1, 3],
  orderCutoffMinutes: 14 * 60 + 30,
  minOrderValue: '150.5',
  ...change,
});

const page = (target: ShopScope, q?: string, status: 'active' | 'inactive' | 'deleted' | 'all' = 'all', perPage = 50) =>
  listShopSuppliers(db, target, { q, status, page: 1, perPage });

describe('adding a supplier from the directory', () => {
  it('links it to the shop with the directory data as a start, and logs it', async () => {
    const supplier = await directorySupplier();
    const result = await linkSupplier(db, shopA, supplier.id);
    expect(result.ok).toBe(true);
    const link = result.ok ? result.link : null;
    expect(link).toMatchObject({
      companyId: shopA.companyId,
      shopId: shopA.shopId,
      supplierId: supplier.id,
      orderEmails: [supplier.email],
      contactPerson: 'Mojca Bertoncelj',
      contactPhone: '+386 4 512 34 60',
      supplierShopNumber: '4711',
      deliveryDays: [],
      orderCutoffMinutes: null,
      minOrderValue: null,
      isActive: true,
      deletedAt: null,
    });
    const [entry] = await auditRows(link!.id);
    expect(entry).toMatchObject({ action: 'linked', companyId: shopA.companyId, actorUserId: shopA.actor.userId });
    expect(entry!.changes).toMatchObject({
      supplierId: { from: null, to: supplier.id },
      orderEmails: { from: [], to: [supplier.email] },
    });
  });

  it('refuses a supplier the shop already has, even when deleted', async () => {
    const { supplier } = await linked();
    expect(await linkSupplier(db, shopA, supplier.id)).toEqual({ ok: false, reason: 'already_linked' });
    await deleteShopSupplier(db, shopA, supplier.id);
    expect(await linkSupplier(db, shopA, supplier.id)).toEqual({ ok: false, reason: 'already_linked' });
  });

  it('refuses suppliers that are inactive, deleted or missing in the directory', async () => {
    const inactive = await directorySupplier({ isActive: false });
    const deleted = await directorySupplier({ deletedAt: new Date() });
    for (const id of [inactive.id, deleted.id, 2_000_000_000]) {
      expect(await linkSupplier(db, shopA, id)).toEqual({ ok: false, reason: 'not_found' });
    }
  });

  it('saves the short-line default, and keeps it when a write leaves it out', async () => {
    const { supplier, link } = await linked();
    expect(await linkRow(link.id)).toMatchObject({ shortLineChoice: 'expect_rest' });
    await updateShopSupplier(db, shopA, supplier.id, values({ shortLineChoice: 'cancel_rest' }));
    expect(await linkRow(link.id)).toMatchObject({ shortLineChoice: 'cancel_rest' });
    await updateShopSupplier(db, shopA, supplier.id, values({ contactPerson: 'Ana' }));
    expect(await linkRow(link.id)).toMatchObject({ shortLineChoice: 'cancel_rest', contactPerson: 'Ana' });
  });

  it("lets another shop and another company add the same supplier on their own, without touching shop A's link", async () => {
    const { supplier, link } = await linked();
    await updateShopSupplier(db, shopA, supplier.id, values());
    for (const target of [sameCompanyShop, otherCompany]) {
      const result = await linkSupplier(db, target, supplier.id);
      expect(result.ok && result.link).toMatchObject({
        shopId: target.shopId,
        companyId: target.companyId,
        orderEmails: [supplier.email],
      });
    }
    expect(await linkRow(link.id)).toMatchObject({ shopId: shopA.shopId, customerIdAtSupplier: 'KUP-881' });
  });
});

describe('the picker of directory suppliers', () => {
  it('offers active suppliers the shop does not have yet, searchable by name, city or VAT number', async () => {
    const tag = randomUUID().slice(0, 8);
    const free = await directorySupplier({ name: `Picker ${tag} Free`, vatNumber: 'HR48219374654' });
    const mine = await directorySupplier({ name: `Picker ${tag} Mine` });
    const mineDeleted = await directorySupplier({ name: `Picker ${tag} Mine deleted` });
    await directorySupplier({ name: `Picker ${tag} Inactive`, isActive: false });
    await directorySupplier({ name: `Picker ${tag} Deleted`, deletedAt: new Date() });
    await linkSupplier(db, shopA, mine.id);
    await linkSupplier(db, shopA, mineDeleted.id);
    await deleteShopSupplier(db, shopA, mineDeleted.id);

    expect((await searchLinkableSuppliers(db, shopA, `Picker ${tag}`)).map((row) => row.id)).toEqual([free.id]);
    expect((await searchLinkableSuppliers(db, shopA, free.city!)).map((row) => row.id)).toEqual([free.id]);
    expect((await searchLinkableSuppliers(db, shopA, '48219374654')).map((row) => row.id)).toContain(free.id);
    // Another shop has none of them, so it is offered all the active ones.
    expect((await searchLinkableSuppliers(db, sameCompanyShop, `Picker ${tag}`)).map((row) => row.id).sort()).toEqual(
      [free.id, mine.id, mineDeleted.id].sort(),
    );
  });

  it('sends a limited number at a time', async () => {
    const tag = randomUUID().slice(0, 8);
    await createSuppliers(
      db,
      Array.from({ length: PICKER_LIMIT + 5 }, (_, i) => ({ name: `Many ${tag} ${String(i).padStart(2, '0')}` })),
    );
    const rows = await searchLinkableSuppliers(db, shopA, `Many ${tag}`);
    expect(rows).toHaveLength(PICKER_LIMIT);
    expect(rows[0]!.name).toBe(`Many ${tag} 00`);
    expect(await searchLinkableSuppliers(db, shopA, `Many ${tag}`, 3)).toHaveLength(3);
  });

  it('treats % and _ as letters', async () => {
    expect(await searchLinkableSuppliers(db, shopA, '%_%_%_no such')).toEqual([]);
  });
});

describe("the shop's list", () => {
  it("shows only the shop's own suppliers, with the directory's name and city and the count of live products", async () => {
    const tag = randomUUID().slice(0, 8);
    const { supplier } = await linked(shopA, { name: `List ${tag} Pekarna` });
    await linkSupplier(db, sameCompanyShop, supplier.id);
    const product = (target: ShopScope, name: string, deletedAt: Date | null = null) =>
      createProduct(db, catalogShop(target), { supplierId: supplier.id, name, deletedAt, prices: [] });
    await product(shopA, 'Kruh');
    await product(shopA, 'Žemlje');
    await product(shopA, 'Star kruh', new Date());
    await product(sameCompanyShop, 'Rogljički');

    const { rows, total } = await page(shopA, `List ${tag}`);
    expect(total).toBe(1);
    expect(rows[0]).toMatchObject({
      supplierId: supplier.id,
      name: `List ${tag} Pekarna`,
      city: supplier.city,
      productCount: 2,
      lastOrderAt: null,
      isActive: true,
      directoryIsActive: true,
      directoryDeletedAt: null,
    });
    expect((await page(sameCompanyShop, `List ${tag}`)).rows[0]).toMatchObject({ productCount: 1 });
    expect(await page(otherCompany, `List ${tag}`)).toEqual({ rows: [], total: 0 });
  });

  it('shows when this shop last ordered from each supplier, from one grouped query, or nothing', async () => {
    const tag = randomUUID().slice(0, 8);
    const { supplier: ordered } = await linked(shopA, { name: `Last ${tag} A` });
    const { supplier: never } = await linked(shopA, { name: `Last ${tag} B` });
    await linkSupplier(db, sameCompanyShop, ordered.id);
    await linkSupplier(db, sameCompanyShop, never.id);
    const order = async (
      target: ShopScope,
      supplierId: number,
      createdAt: string,
      status: 'new' | 'cancelled' = 'new',
    ) => {
      const product = await createProduct(db, catalogShop(target), { supplierId, prices: [] });
      await createOrder(db, target, {
        supplierId,
        status,
        deliveryDate: createdAt.slice(0, 10),
        createdAt: new Date(createdAt),
        lines: [{ productId: product.id }],
      });
    };
    await order(shopA, ordered.id, '2026-09-01T08:00:00Z');
    await order(shopA, ordered.id, '2026-10-05T09:30:00Z', 'cancelled');
    await order(shopA, ordered.id, '2026-03-01T08:00:00Z');
    // Another shop's later order of the same supplier is not this shop's.
    await order(sameCompanyShop, ordered.id, '2026-11-11T08:00:00Z');
    await order(sameCompanyShop, never.id, '2026-11-12T08:00:00Z');

    const { rows } = await page(shopA, `Last ${tag}`);
    expect(rows.map((row) => [row.supplierId, row.lastOrderAt?.toISOString() ?? null])).toEqual([
      [ordered.id, '2026-10-05T09:30:00.000Z'],
      [never.id, null],
    ]);
    expect(
      (await page(sameCompanyShop, `Last ${tag}`)).rows.map((row) => row.lastOrderAt?.toISOString() ?? null),
    ).toEqual(['2026-11-11T08:00:00.000Z', '2026-11-12T08:00:00.000Z']);
  });

  it("searches the shop's numbers too, and filters by status", async () => {
    const tag = randomUUID().slice(0, 8);
    const { supplier } = await linked(shopA, { name: `Status ${tag} A` });
    await updateShopSupplier(db, shopA, supplier.id, values({ customerIdAtSupplier: `CUST-${tag}` }));
    const { supplier: inactive } = await linked(shopA, { name: `Status ${tag} B` });
    await setShopSupplierActive(db, shopA, inactive.id, false);
    const { supplier: deleted } = await linked(shopA, { name: `Status ${tag} C` });
    await deleteShopSupplier(db, shopA, deleted.id);

    expect((await page(shopA, `CUST-${tag}`)).rows.map((row) => row.supplierId)).toEqual([supplier.id]);
    expect((await page(shopA, `Status ${tag}`, 'active')).rows.map((row) => row.supplierId)).toEqual([supplier.id]);
    expect((await page(shopA, `Status ${tag}`, 'inactive')).rows.map((row) => row.supplierId)).toEqual([inactive.id]);
    expect((await page(shopA, `Status ${tag}`, 'deleted')).rows.map((row) => row.supplierId)).toEqual([deleted.id]);
    expect((await page(shopA, `Status ${tag}`, 'all')).rows.map((row) => row.supplierId)).toEqual([
      supplier.id,
      inactive.id,
      deleted.id,
    ]);
    // The other tenants' search for the same number finds nothing.
    expect((await page(sameCompanyShop, `CUST-${tag}`)).total).toBe(0);
    expect((await page(otherCompany, `CUST-${tag}`)).total).toBe(0);
  });

  it('pages in name order', async () => {
    const tag = randomUUID().slice(0, 8);
    for (const letter of ['c', 'A', 'b']) await linked(shopA, { name: `Page ${tag} ${letter}` });
    const first = await listShopSuppliers(db, shopA, { q: `Page ${tag}`, status: 'all', page: 1, perPage: 2 });
    const second = await listShopSuppliers(db, shopA, { q: `Page ${tag}`, status: 'all', page: 2, perPage: 2 });
    expect(first.total).toBe(3);
    expect([...first.rows, ...second.rows].map((row) => row.name)).toEqual([
      `Page ${tag} A`,
      `Page ${tag} b`,
      `Page ${tag} c`,
    ]);
  });

  it('marks suppliers the operator deactivated or deleted in the directory', async () => {
    const { supplier } = await linked();
    await db.update(suppliers).set({ isActive: false }).where(eq(suppliers.id, supplier.id));
    expect((await page(shopA, supplier.name)).rows[0]).toMatchObject({ directoryIsActive: false, isActive: true });
  });
});

describe('reading one supplier of the shop', () => {
  it('gives the link and the directory data', async () => {
    const { supplier, link } = await linked();
    const detail = await getShopSupplier(db, shopA, supplier.id);
    expect(detail?.link).toEqual(link);
    expect(detail?.directory).toMatchObject({
      id: supplier.id,
      name: supplier.name,
      city: supplier.city,
      vatNumber: 'SI51234564',
      email: supplier.email,
    });
  });

  it('is null for another shop, another company, a supplier the shop does not have, and a missing one', async () => {
    const { supplier } = await linked();
    const unlinked = await directorySupplier();
    expect(await getShopSupplier(db, sameCompanyShop, supplier.id)).toBeNull();
    expect(await getShopSupplier(db, otherCompany, supplier.id)).toBeNull();
    expect(await getShopSupplier(db, shopA, unlinked.id)).toBeNull();
    expect(await getShopSupplier(db, shopA, 2_000_000_000)).toBeNull();
  });

  it('shows a deleted link (to restore it)', async () => {
    const { supplier } = await linked();
    await deleteShopSupplier(db, shopA, supplier.id);
    expect((await getShopSupplier(db, shopA, supplier.id))?.link.deletedAt).toBeInstanceOf(Date);
  });
});

describe("saving the shop's side", () => {
  it('saves every field and logs old and new values', async () => {
    const { supplier, link } = await linked();
    const saved = await updateShopSupplier(db, shopA, supplier.id, values());
    expect(saved.ok && saved.link).toMatchObject({
      supplierShopNumber: 'T-1',
      orderEmails: ['narocila@mlekarna.test', 'prodaja@mlekarna.test'],
      deliveryDays: [1, 3, 5],
      orderCutoffMinutes: 870,
      minOrderValue: '150.5000',
    });
    const entries = await auditRows(link.id);
    expect(entries.map((entry) => entry.action)).toEqual(['linked', 'updated']);
    expect(entries[1]!.changes).toMatchObject({
      supplierShopNumber: { from: '4711', to: 'T-1' },
      orderEmails: { from: [supplier.email], to: ['narocila@mlekarna.test', 'prodaja@mlekarna.test'] },
      deliveryDays: { from: [], to: [1, 3, 5] },
      orderCutoffMinutes: { from: null, to: 870 },
      minOrderValue: { from: null, to: '150.5' },
    });
  });

  it('compares amounts by value and lists by content, so saving the same again logs nothing', async () => {
    const { supplier, link } = await linked();
    await updateShopSupplier(db, shopA, supplier.id, values({ minOrderValue: '150.50' }));
    await updateShopSupplier(db, shopA, supplier.id, values({ minOrderValue: '150.5', deliveryDays: [1, 3, 5] }));
    expect((await auditRows(link.id)).map((entry) => entry.action)).toEqual(['linked', 'updated']);
    await updateShopSupplier(db, shopA, supplier.id, values({ minOrderValue: null, orderCutoffMinutes: null }));
    expect((await auditRows(link.id)).at(-1)!.changes).toEqual({
      minOrderValue: { from: '150.5', to: null },
      orderCutoffMinutes: { from: 870, to: null },
    });
  });

  it('refuses values that break the rules, whoever calls', async () => {
    const { supplier, link } = await linked();
    const before = await linkRow(link.id);
    await expect(updateShopSupplier(db, shopA, supplier.id, values({ orderEmails: [] }))).rejects.toThrow();
    await expect(
      updateShopSupplier(db, shopA, supplier.id, values({ orderCutoffMinutes: 14 * 60 + 10 })),
    ).rejects.toThrow();
    await expect(updateShopSupplier(db, shopA, supplier.id, values({ minOrderValue: '12,5' }))).rejects.toThrow();
    await expect(
      updateShopSupplier(db, shopA, supplier.id, {
        ...values(),
        shopId: otherCompany.shopId,
      } as ShopSupplierValuesInput),
    ).rejects.toThrow();
    expect(await linkRow(link.id)).toEqual(before);
  });

  it('is "not found" for another shop, another company, an unlinked supplier and a deleted link; nothing changes', async () => {
    const { supplier, link } = await linked();
    const before = await linkRow(link.id);
    const unlinked = await directorySupplier();
    expect(await updateShopSupplier(db, sameCompanyShop, supplier.id, values())).toEqual(NOT_FOUND);
    expect(await updateShopSupplier(db, otherCompany, supplier.id, values())).toEqual(NOT_FOUND);
    expect(await updateShopSupplier(db, shopA, unlinked.id, values())).toEqual(NOT_FOUND);
    expect(await linkRow(link.id)).toEqual(before);
    await deleteShopSupplier(db, shopA, supplier.id);
    expect(await updateShopSupplier(db, shopA, supplier.id, values())).toEqual(NOT_FOUND);
    expect((await auditRows(link.id)).map((entry) => entry.action)).toEqual(['linked', 'deleted']);
  });
});

describe('activating, deleting and restoring', () => {
  it('changes only the link, and logs each change', async () => {
    const { supplier, link } = await linked();
    expect(await setShopSupplierActive(db, shopA, supplier.id, false)).toEqual({ ok: true });
    expect(await linkRow(link.id)).toMatchObject({ isActive: false });
    expect(await setShopSupplierActive(db, shopA, supplier.id, false)).toEqual({ ok: true });
    expect(await setShopSupplierActive(db, shopA, supplier.id, true)).toEqual({ ok: true });
    expect(await deleteShopSupplier(db, shopA, supplier.id)).toEqual({ ok: true });
    expect(await deleteShopSupplier(db, shopA, supplier.id)).toEqual({ ok: true });
    // A deleted link is neither activated nor deactivated; restoring brings it back as it was.
    expect(await setShopSupplierActive(db, shopA, supplier.id, false)).toEqual(NOT_FOUND);
    expect(await restoreShopSupplier(db, shopA, supplier.id)).toEqual({ ok: true });
    expect(await linkRow(link.id)).toMatchObject({ isActive: true, deletedAt: null });
    const entries = await auditRows(link.id);
    expect(entries.map((entry) => entry.action)).toEqual(['linked', 'deactivated', 'activated', 'deleted', 'restored']);
    expect(entries[1]!.changes).toEqual({ isActive: { from: true, to: false } });
    // The directory supplier is untouched.
    expect((await db.select().from(suppliers).where(eq(suppliers.id, supplier.id)))[0]).toMatchObject({
      isActive: true,
      deletedAt: null,
    });
  });

  it('is "not found" for another shop, another company and an unlinked supplier; nothing changes', async () => {
    const { supplier, link } = await linked();
    const unlinked = await directorySupplier();
    const before = await linkRow(link.id);
    for (const target of [sameCompanyShop, otherCompany]) {
      expect(await setShopSupplierActive(db, target, supplier.id, false)).toEqual(NOT_FOUND);
      expect(await deleteShopSupplier(db, target, supplier.id)).toEqual(NOT_FOUND);
      expect(await restoreShopSupplier(db, target, supplier.id)).toEqual(NOT_FOUND);
    }
    expect(await setShopSupplierActive(db, shopA, unlinked.id, false)).toEqual(NOT_FOUND);
    expect(await deleteShopSupplier(db, shopA, unlinked.id)).toEqual(NOT_FOUND);
    expect(await restoreShopSupplier(db, shopA, unlinked.id)).toEqual(NOT_FOUND);
    expect(await linkRow(link.id)).toEqual(before);
    expect((await auditRows(link.id)).map((entry) => entry.action)).toEqual(['linked']);
  });

  it("another shop's deleted link is not restored by shop A", async () => {
    const supplier = await directorySupplier();
    const result = await linkSupplier(db, otherCompany, supplier.id);
    await deleteShopSupplier(db, otherCompany, supplier.id);
    expect(await restoreShopSupplier(db, shopA, supplier.id)).toEqual(NOT_FOUND);
    expect((await linkRow(result.ok ? result.link.id : 0)).deletedAt).toBeInstanceOf(Date);
  });
});

describe('permissions', () => {
  it('suppliers:view may read but not change: every write is refused as forbidden and changes nothing', async () => {
    const { supplier, link } = await linked();
    const other = await directorySupplier();
    const before = await linkRow(link.id);
    expect((await page(viewerA, supplier.name)).total).toBe(1);
    expect(await getShopSupplier(db, viewerA, supplier.id)).not.toBeNull();
    // Only an editor searches the directory for suppliers to add; anyone else finds none.
    expect(await searchLinkableSuppliers(db, viewerA, undefined)).toEqual([]);
    expect((await searchLinkableSuppliers(db, shopA, undefined)).length).toBeGreaterThan(0);
    const writes: Record<string, () => Promise<unknown>> = {
      linkSupplier: () => linkSupplier(db, viewerA, other.id),
      updateShopSupplier: () => updateShopSupplier(db, viewerA, supplier.id, values()),
      setShopSupplierActive: () => setShopSupplierActive(db, viewerA, supplier.id, false),
      deleteShopSupplier: () => deleteShopSupplier(db, viewerA, supplier.id),
      restoreShopSupplier: () => restoreShopSupplier(db, viewerA, supplier.id),
    };
    for (const [name, call] of Object.entries(writes))
      expect(await call(), name).toEqual({ ok: false, reason: 'forbidden' });
    expect(await linkRow(link.id)).toEqual(before);
    expect(await getShopSupplier(db, shopA, other.id)).toBeNull();
  });

  it('without suppliers:view even reading finds nothing (the route answers 403 before)', async () => {
    const { supplier } = await linked();
    expect((await page(shopA)).total).toBeGreaterThan(0);
    expect(await page(strangerA)).toEqual({ rows: [], total: 0 });
    expect(await getShopSupplier(db, shopA, supplier.id)).not.toBeNull();
    expect(await getShopSupplier(db, strangerA, supplier.id)).toBeNull();
  });
});

describe("the list filters' chosen supplier and the products page's notice", () => {
  it("name a supplier of another shop as nobody, and count only the shop's own live links", async () => {
    const mine = await createTenant(db);
    const theirs = await createTenant(db);
    const ownSupplier = await createSupplier(db, { name: 'Mlekarna' });
    const theirSupplier = await createSupplier(db, { name: 'Their supplier' });
    await createShopSupplier(db, { companyId: mine.company.id, id: mine.shop.id }, ownSupplier.id);
    await createShopSupplier(db, { companyId: theirs.company.id, id: theirs.shop.id }, theirSupplier.id);
    const scope = shopScopeOf(mine.shop, mine.admin);
    expect(await chosenSupplier(db, scope, theirSupplier.id)).toBeNull();
    expect(await chosenSupplier(db, scope, ownSupplier.id)).toMatchObject({ supplierId: ownSupplier.id });
    expect(await shopHasSuppliers(db, scope)).toBe(true);
    // Only a deleted link, and another shop's suppliers: none of its own.
    const empty = await createTenant(db);
    const gone = await createSupplier(db, { name: 'Deleted link' });
    await createShopSupplier(db, { companyId: empty.company.id, id: empty.shop.id }, gone.id, {
      deletedAt: new Date(),
    });
    expect(await shopHasSuppliers(db, shopScopeOf(empty.shop, empty.admin))).toBe(false);
  });
});
