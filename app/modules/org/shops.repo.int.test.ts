import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#app/db/client.server';
import { auditLog, regions, shops, users } from '#app/db/schema';
import { ALL_PERMISSIONS, ROLES } from '#app/modules/auth/roles';
import type { Scope } from '#app/modules/auth/user-record';
import { createCompany, createRegion, createShop, createTenant, createUser } from '#tests/factories';
import { testDatabaseKind, useTestDatabase } from '#tests/setup/db';
import type { ShopInput } from './org.schema';
import * as shopsRepo from './shops.repo.server';
import { FORBIDDEN, NOT_FOUND, type CreateResult } from './change-result';

/** The new row's id; the test fails when the repo refused. */
function createdId(result: CreateResult): number {
  if (!result.ok) throw new Error(`not created: ${result.reason}`);
  return result.id;
}

let db: Database;
let superScope: Scope;
beforeAll(async () => {
  db = (await useTestDatabase()).db;
  const operator = await createUser(db, { role: ROLES.superAdmin });
  superScope = { userId: operator.id, role: ROLES.superAdmin, companyId: null, shopId: null, permissions: [] };
});

const UNKNOWN_ID = 2_000_000_000;
const uniqueName = (label: string) => `${label} ${randomUUID().slice(0, 8)}`;
/** 383000000001 with its GS1 check digit 7 (see org.schema.test.ts). */
const GLN = '3830000000017';

/** The status of what a call threw: a Response, or react-router's `data(null, { status })`. */
/** What each function answers anyone but the operator: a read finds nothing, a write is refused. */
const REFUSED: Record<keyof typeof shopsRepo, unknown> = {
  listShops: [],
  getShop: null,
  createShop: FORBIDDEN,
  updateShop: FORBIDDEN,
  deleteShop: FORBIDDEN,
  restoreShop: FORBIDDEN,
};

/** The audit rows of one shop, oldest first. */
const auditOf = (shopId: number) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'shop'), eq(auditLog.entityId, String(shopId))))
    .orderBy(asc(auditLog.id));

const shopRow = async (id: number) => (await db.select().from(shops).where(eq(shops.id, id)))[0]!;

const input = (values: Partial<ShopInput> = {}): ShopInput => ({
  name: uniqueName('Shop'),
  address: 'Trg 1, Ljubljana',
  deliveryAddress: '',
  gln: GLN,
  timeZone: 'Europe/Ljubljana',
  exportModule: 'pantheon',
  ...values,
});

/** Two companies, each with two regions; company a's first region has a shop. */
async function twoTenants() {
  const a = await createTenant(db);
  const aOtherRegion = await createRegion(db, a.company.id);
  const b = await createTenant(db);
  return { a, aOtherRegion, b };
}

describe('listShops', () => {
  it("lists the company's shops by region and name, deleted ones marked, with counts of live users only", async () => {
    const deletedAt = new Date();
    const company = await createCompany(db);
    const north = await createRegion(db, company.id, { name: 'A North' });
    const south = await createRegion(db, company.id, { name: 'B South' });
    const lipa = await createShop(db, company.id, north.id, { name: 'Lipa', address: 'Trg 1' });
    const bor = await createShop(db, company.id, north.id, { name: 'Bor', isActive: false });
    const gone = await createShop(db, company.id, north.id, { name: 'Cedra', deletedAt });
    const hrast = await createShop(db, company.id, south.id, { name: 'Hrast' });
    await createUser(db, { role: ROLES.admin, companyId: company.id, shopId: lipa.id });
    await createUser(db, { role: ROLES.staff, companyId: company.id, shopId: lipa.id, isActive: false });
    await createUser(db, { role: ROLES.staff, companyId: company.id, shopId: lipa.id, deletedAt });
    await createUser(db, { role: ROLES.staff, companyId: company.id, shopId: gone.id, deletedAt });
    // A manager belongs to the company, not to a shop.
    await createUser(db, { role: ROLES.companyManager, companyId: company.id });
    // Another company's shops and users never show up or count here.
    const other = await createTenant(db);

    const rows = await shopsRepo.listShops(db, superScope, company.id);
    expect(rows).toEqual([
      {
        id: bor.id,
        regionId: north.id,
        regionName: 'A North',
        name: 'Bor',
        address: null,
        isActive: false,
        deletedAt: null,
        users: 0,
      },
      {
        id: gone.id,
        regionId: north.id,
        regionName: 'A North',
        name: 'Cedra',
        address: null,
        isActive: true,
        deletedAt: expect.any(Date),
        users: 0,
      },
      {
        id: lipa.id,
        regionId: north.id,
        regionName: 'A North',
        name: 'Lipa',
        address: 'Trg 1',
        isActive: true,
        deletedAt: null,
        users: 2,
      },
      {
        id: hrast.id,
        regionId: south.id,
        regionName: 'B South',
        name: 'Hrast',
        address: null,
        isActive: true,
        deletedAt: null,
        users: 0,
      },
    ]);
    expect((await shopsRepo.listShops(db, superScope, company.id, south.id)).map((row) => row.id)).toEqual([hrast.id]);
    expect((await shopsRepo.listShops(db, superScope, other.company.id)).map((row) => [row.id, row.users])).toEqual([
      [other.shop.id, 2],
    ]);
  });

  it("lists nothing for another company's region or an unknown company", async () => {
    const { a, b } = await twoTenants();
    expect(await shopsRepo.listShops(db, superScope, b.company.id, a.region.id)).toEqual([]);
    expect(await shopsRepo.listShops(db, superScope, UNKNOWN_ID)).toEqual([]);
    expect(await shopsRepo.listShops(db, superScope, UNKNOWN_ID, a.region.id)).toEqual([]);
  });
});

describe('getShop', () => {
  it('answers a shop only through its own company and region', async () => {
    const { a, aOtherRegion, b } = await twoTenants();
    expect(await shopsRepo.getShop(db, superScope, a.company.id, a.region.id, a.shop.id)).toEqual(a.shop);
    expect(await shopsRepo.getShop(db, superScope, a.company.id, aOtherRegion.id, a.shop.id)).toBeNull();
    expect(await shopsRepo.getShop(db, superScope, b.company.id, a.region.id, a.shop.id)).toBeNull();
    expect(await shopsRepo.getShop(db, superScope, b.company.id, b.region.id, a.shop.id)).toBeNull();
    expect(await shopsRepo.getShop(db, superScope, a.company.id, a.region.id, UNKNOWN_ID)).toBeNull();
  });

  it('answers deleted shops too, so they can be restored', async () => {
    const { company, region } = await createTenant(db);
    const gone = await createShop(db, company.id, region.id, { deletedAt: new Date() });
    expect((await shopsRepo.getShop(db, superScope, company.id, region.id, gone.id))?.deletedAt).toBeInstanceOf(Date);
  });
});

describe('createShop', () => {
  it('creates the shop in the region and audits it as created', async () => {
    const company = await createCompany(db);
    const region = await createRegion(db, company.id);
    const values = input({ name: uniqueName('Gostilna'), exportModule: 'minimax', timeZone: 'Europe/Zagreb' });
    const id = createdId(await shopsRepo.createShop(db, superScope, company.id, region.id, values));
    expect(id).toEqual(expect.any(Number));
    expect(await shopRow(id!)).toMatchObject({
      companyId: company.id,
      regionId: region.id,
      name: values.name,
      address: 'Trg 1, Ljubljana',
      deliveryAddress: null,
      gln: GLN,
      timeZone: 'Europe/Zagreb',
      exportModule: 'minimax',
      isActive: true,
      deletedAt: null,
    });
    const audit = await auditOf(id!);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ companyId: company.id, actorUserId: superScope.userId, action: 'created' });
    expect(audit[0]!.changes).toMatchObject({
      name: { to: values.name },
      gln: { to: GLN },
      exportModule: { to: 'minimax' },
      timeZone: { to: 'Europe/Zagreb' },
    });
  });

  it('answers not found for a region of another company, a deleted or an unknown region, and writes nothing', async () => {
    const { a, b } = await twoTenants();
    const gone = await createRegion(db, a.company.id, { deletedAt: new Date() });
    const name = uniqueName('Ghost');
    expect(await shopsRepo.createShop(db, superScope, b.company.id, a.region.id, input({ name }))).toEqual(NOT_FOUND);
    expect(await shopsRepo.createShop(db, superScope, a.company.id, b.region.id, input({ name }))).toEqual(NOT_FOUND);
    expect(await shopsRepo.createShop(db, superScope, a.company.id, gone.id, input({ name }))).toEqual(NOT_FOUND);
    expect(await shopsRepo.createShop(db, superScope, a.company.id, UNKNOWN_ID, input({ name }))).toEqual(NOT_FOUND);
    expect(await shopsRepo.createShop(db, superScope, UNKNOWN_ID, a.region.id, input({ name }))).toEqual(NOT_FOUND);
    expect(await db.select().from(shops).where(eq(shops.name, name))).toEqual([]);
    expect((await shopsRepo.listShops(db, superScope, a.company.id)).map((row) => row.id)).toEqual([a.shop.id]);
    expect((await shopsRepo.listShops(db, superScope, b.company.id)).map((row) => row.id)).toEqual([b.shop.id]);
  });

  it('rejects invalid input and writes nothing', async () => {
    const company = await createCompany(db);
    const region = await createRegion(db, company.id);
    await expect(
      shopsRepo.createShop(db, superScope, company.id, region.id, input({ gln: '3830000000018' })),
    ).rejects.toThrow();
    await expect(
      shopsRepo.createShop(db, superScope, company.id, region.id, input({ timeZone: 'Mars/Olympus' })),
    ).rejects.toThrow();
    await expect(
      shopsRepo.createShop(db, superScope, company.id, region.id, input({ exportModule: 'sap' as 'pantheon' })),
    ).rejects.toThrow();
    expect(await shopsRepo.listShops(db, superScope, company.id)).toEqual([]);
  });
});

describe('updateShop', () => {
  it('saves the input and audits only the fields that changed; no audit row when nothing changed', async () => {
    const { company, region } = await createTenant(db);
    const values = input();
    const id = createdId(await shopsRepo.createShop(db, superScope, company.id, region.id, values))!;
    expect(
      await shopsRepo.updateShop(db, superScope, company.id, region.id, id, {
        ...values,
        gln: '',
        exportModule: 'minimax',
      }),
    ).toEqual({ ok: true });
    expect(await shopRow(id)).toMatchObject({
      name: values.name,
      gln: null,
      exportModule: 'minimax',
      timeZone: 'Europe/Ljubljana',
    });
    expect(
      await shopsRepo.updateShop(db, superScope, company.id, region.id, id, {
        ...values,
        gln: ' ',
        exportModule: 'minimax',
      }),
    ).toEqual({ ok: true });

    const audit = await auditOf(id);
    expect(audit.map((row) => row.action)).toEqual(['created', 'updated']);
    expect(audit[1]).toMatchObject({ companyId: company.id, actorUserId: superScope.userId });
    expect(audit[1]!.changes).toEqual({
      gln: { from: GLN, to: null },
      exportModule: { from: 'pantheon', to: 'minimax' },
    });
  });

  it('answers false through the wrong region or company and leaves the shop unchanged', async () => {
    const { a, aOtherRegion, b } = await twoTenants();
    const changed = input({ name: 'Hijacked' });
    expect(await shopsRepo.updateShop(db, superScope, a.company.id, aOtherRegion.id, a.shop.id, changed)).toEqual({
      ok: false,
      reason: 'not_found',
    });
    expect(await shopsRepo.updateShop(db, superScope, b.company.id, a.region.id, a.shop.id, changed)).toEqual({
      ok: false,
      reason: 'not_found',
    });
    expect(await shopsRepo.updateShop(db, superScope, b.company.id, b.region.id, a.shop.id, changed)).toEqual({
      ok: false,
      reason: 'not_found',
    });
    expect(await shopRow(a.shop.id)).toEqual(a.shop);
    expect(await auditOf(a.shop.id)).toEqual([]);
  });

  it('answers false for a deleted or unknown shop', async () => {
    const { company, region } = await createTenant(db);
    const gone = await createShop(db, company.id, region.id, { deletedAt: new Date() });
    expect(await shopsRepo.updateShop(db, superScope, company.id, region.id, gone.id, input())).toEqual({
      ok: false,
      reason: 'not_found',
    });
    expect(await shopRow(gone.id)).toEqual(gone);
    expect(await shopsRepo.updateShop(db, superScope, company.id, region.id, UNKNOWN_ID, input())).toEqual({
      ok: false,
      reason: 'not_found',
    });
  });
});

describe('deleteShop', () => {
  it('is refused while a user of the shop is not deleted, inactive ones included, and allowed once they are', async () => {
    const company = await createCompany(db);
    const region = await createRegion(db, company.id);
    const shop = await createShop(db, company.id, region.id);
    const user = await createUser(db, { role: ROLES.staff, companyId: company.id, shopId: shop.id, isActive: false });
    await createUser(db, { role: ROLES.admin, companyId: company.id, shopId: shop.id, deletedAt: new Date() });

    expect(await shopsRepo.deleteShop(db, superScope, company.id, region.id, shop.id)).toEqual({
      ok: false,
      reason: 'has_active_children',
    });
    expect((await shopRow(shop.id)).deletedAt).toBeNull();
    expect(await auditOf(shop.id)).toEqual([]);

    await db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, user.id));
    expect(await shopsRepo.deleteShop(db, superScope, company.id, region.id, shop.id)).toEqual({ ok: true });
    expect((await shopRow(shop.id)).deletedAt).toBeInstanceOf(Date);
    expect((await auditOf(shop.id)).map((row) => [row.action, row.companyId, row.actorUserId])).toEqual([
      ['deleted', company.id, superScope.userId],
    ]);
    expect(await shopsRepo.deleteShop(db, superScope, company.id, region.id, shop.id)).toEqual({
      ok: false,
      reason: 'not_found',
    });
  });

  it('answers not_found through the wrong region or company and leaves the shop alone', async () => {
    const { aOtherRegion, b, a } = await twoTenants();
    // Even a shop without users, which could be deleted through the right path.
    const shop = await createShop(db, a.company.id, a.region.id);
    for (const [companyId, regionId] of [
      [a.company.id, aOtherRegion.id],
      [b.company.id, a.region.id],
      [b.company.id, b.region.id],
      [UNKNOWN_ID, a.region.id],
    ] as const) {
      expect(await shopsRepo.deleteShop(db, superScope, companyId, regionId, shop.id)).toEqual({
        ok: false,
        reason: 'not_found',
      });
    }
    expect(await shopRow(shop.id)).toEqual(shop);
    expect(await auditOf(shop.id)).toEqual([]);
  });
});

describe('restoreShop', () => {
  it('brings a deleted shop back as it was', async () => {
    const company = await createCompany(db);
    const region = await createRegion(db, company.id);
    const shop = await createShop(db, company.id, region.id, { isActive: false });
    expect(await shopsRepo.deleteShop(db, superScope, company.id, region.id, shop.id)).toEqual({ ok: true });
    expect(await shopsRepo.restoreShop(db, superScope, company.id, region.id, shop.id)).toEqual({ ok: true });
    expect(await shopRow(shop.id)).toMatchObject({ isActive: false, deletedAt: null });
    expect((await auditOf(shop.id)).map((row) => [row.action, row.companyId])).toEqual([
      ['deleted', company.id],
      ['restored', company.id],
    ]);
  });

  it('is refused with parent_deleted while its region is deleted, and allowed once the region is back', async () => {
    const company = await createCompany(db);
    const region = await createRegion(db, company.id);
    const shop = await createShop(db, company.id, region.id, { deletedAt: new Date() });
    await db.update(regions).set({ deletedAt: new Date() }).where(eq(regions.id, region.id));
    expect(await shopsRepo.restoreShop(db, superScope, company.id, region.id, shop.id)).toEqual({
      ok: false,
      reason: 'parent_deleted',
    });
    expect(await shopRow(shop.id)).toEqual(shop);
    expect(await auditOf(shop.id)).toEqual([]);

    await db.update(regions).set({ deletedAt: null }).where(eq(regions.id, region.id));
    expect(await shopsRepo.restoreShop(db, superScope, company.id, region.id, shop.id)).toEqual({ ok: true });
  });

  it('answers not_found for a live shop, an unknown one, or through the wrong region or company', async () => {
    const { a, aOtherRegion, b } = await twoTenants();
    const gone = await createShop(db, a.company.id, a.region.id, { deletedAt: new Date() });
    expect(await shopsRepo.restoreShop(db, superScope, a.company.id, a.region.id, a.shop.id)).toEqual({
      ok: false,
      reason: 'not_found',
    });
    expect(await shopsRepo.restoreShop(db, superScope, a.company.id, a.region.id, UNKNOWN_ID)).toEqual({
      ok: false,
      reason: 'not_found',
    });
    for (const [companyId, regionId] of [
      [a.company.id, aOtherRegion.id],
      [b.company.id, a.region.id],
      [b.company.id, b.region.id],
      [UNKNOWN_ID, a.region.id],
    ] as const) {
      expect(await shopsRepo.restoreShop(db, superScope, companyId, regionId, gone.id)).toEqual({
        ok: false,
        reason: 'not_found',
      });
    }
    expect(await shopRow(gone.id)).toEqual(gone);
    expect(await shopRow(a.shop.id)).toEqual(a.shop);
    expect(await auditOf(gone.id)).toEqual([]);
  });

  // Two connections are needed to race; PGlite has one.
  it.runIf(testDatabaseKind() === 'postgres')('waits for a region deletion in progress and then refuses', async () => {
    const company = await createCompany(db);
    const region = await createRegion(db, company.id);
    const shop = await createShop(db, company.id, region.id, { deletedAt: new Date() });
    let locked!: () => void;
    let commit!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const mayCommit = new Promise<void>((resolve) => (commit = resolve));
    // What deleteRegion does: lock the region, find no live shops, mark it deleted.
    const deletion = db.transaction(async (tx) => {
      await tx.select().from(regions).where(eq(regions.id, region.id)).for('update');
      await tx.update(regions).set({ deletedAt: new Date() }).where(eq(regions.id, region.id));
      locked();
      await mayCommit;
    });
    await isLocked;
    const restore = shopsRepo.restoreShop(db, superScope, company.id, region.id, shop.id);
    // Give the restore time to run to its end if nothing holds it back.
    await new Promise((resolve) => setTimeout(resolve, 300));
    commit();
    await deletion;
    expect(await restore).toEqual({ ok: false, reason: 'parent_deleted' });
    expect((await shopRow(shop.id)).deletedAt).toBeInstanceOf(Date);
  });
});

describe('only the operator', () => {
  /** Each exported function, called by the given scope on a real shop. */
  const calls = (
    scope: Scope,
    companyId: number,
    regionId: number,
    shopId: number,
  ): Record<keyof typeof shopsRepo, () => Promise<unknown>> => ({
    listShops: () => shopsRepo.listShops(db, scope, companyId, regionId),
    getShop: () => shopsRepo.getShop(db, scope, companyId, regionId, shopId),
    createShop: () => shopsRepo.createShop(db, scope, companyId, regionId, input({ name: 'Intruder shop' })),
    updateShop: () => shopsRepo.updateShop(db, scope, companyId, regionId, shopId, input({ name: 'Renamed' })),
    deleteShop: () => shopsRepo.deleteShop(db, scope, companyId, regionId, shopId),
    restoreShop: () => shopsRepo.restoreShop(db, scope, companyId, regionId, shopId),
  });

  it('refuses roles 2, 3 and 4 on every exported function (reads find nothing), also in their own shop, and changes nothing', async () => {
    const { company, region, shop, admin, staff } = await createTenant(db);
    const empty = await createShop(db, company.id, region.id);
    const gone = await createShop(db, company.id, region.id, { deletedAt: new Date() });
    const manager = await createUser(db, { role: ROLES.companyManager, companyId: company.id });
    const scopes: Scope[] = [
      {
        userId: manager.id,
        role: ROLES.companyManager,
        companyId: company.id,
        shopId: null,
        permissions: [...ALL_PERMISSIONS],
      },
      {
        userId: admin.id,
        role: ROLES.admin,
        companyId: company.id,
        shopId: shop.id,
        permissions: [...ALL_PERMISSIONS],
      },
      {
        userId: staff.id,
        role: ROLES.staff,
        companyId: company.id,
        shopId: shop.id,
        permissions: [...ALL_PERMISSIONS],
      },
    ];
    for (const scope of scopes) {
      for (const target of [shop, empty, gone]) {
        for (const [name, call] of Object.entries(calls(scope, company.id, region.id, target.id))) {
          expect(await call(), `${name} as role ${scope.role}`).toEqual(REFUSED[name as keyof typeof REFUSED]);
        }
      }
    }
    expect(await shopsRepo.listShops(db, superScope, company.id)).toHaveLength(3);
    for (const target of [shop, empty, gone]) {
      expect(await shopRow(target.id)).toEqual(target);
      expect(await auditOf(target.id)).toEqual([]);
    }
    expect(await db.select().from(auditLog).where(eq(auditLog.companyId, company.id))).toEqual([]);
  });

  it('covers every function the module exports', () => {
    expect(Object.keys(shopsRepo).sort()).toEqual(Object.keys(calls(superScope, 0, 0, 0)).sort());
  });
});
