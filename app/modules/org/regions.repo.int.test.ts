import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#app/db/client.server';
import { auditLog, companies, regions, shops } from '#app/db/schema';
import { ALL_PERMISSIONS, ROLES } from '#app/modules/auth/roles';
import type { Scope } from '#app/modules/auth/user-record';
import { createCompany, createRegion, createShop, createTenant, createUser } from '#tests/factories';
import { testDatabaseKind, useTestDatabase } from '#tests/setup/db';
import * as regionsRepo from './regions.repo.server';
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

/** The status of what a call threw: a Response, or react-router's `data(null, { status })`. */
/** What each function answers anyone but the operator: a read finds nothing, a write is refused. */
const REFUSED: Record<keyof typeof regionsRepo, unknown> = {
  listRegions: [],
  getRegion: null,
  createRegion: FORBIDDEN,
  updateRegion: FORBIDDEN,
  deleteRegion: FORBIDDEN,
  restoreRegion: FORBIDDEN,
};

/** The audit rows of one region, oldest first. */
const auditOf = (regionId: number) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'region'), eq(auditLog.entityId, String(regionId))))
    .orderBy(asc(auditLog.id));

const regionRow = async (id: number) => (await db.select().from(regions).where(eq(regions.id, id)))[0]!;

describe('listRegions', () => {
  it("lists the company's regions by name, deleted ones marked, with counts of live shops only", async () => {
    const deletedAt = new Date();
    const { company, region: tenantRegion, shop } = await createTenant(db);
    const north = await createRegion(db, company.id, { name: 'A North' });
    const south = await createRegion(db, company.id, { name: 'B South', isActive: false });
    const gone = await createRegion(db, company.id, { name: 'C Gone', deletedAt });
    await createShop(db, company.id, north.id);
    await createShop(db, company.id, north.id, { isActive: false });
    await createShop(db, company.id, north.id, { deletedAt });
    await createShop(db, company.id, gone.id, { deletedAt });
    // Another company's regions and shops never show up or count here.
    const other = await createTenant(db);
    await createShop(db, other.company.id, other.region.id);

    const rows = await regionsRepo.listRegions(db, superScope, company.id);
    expect(rows).toEqual([
      { id: north.id, name: 'A North', isActive: true, deletedAt: null, shops: 2 },
      { id: south.id, name: 'B South', isActive: false, deletedAt: null, shops: 0 },
      { id: gone.id, name: 'C Gone', isActive: true, deletedAt: expect.any(Date), shops: 0 },
      { id: tenantRegion.id, name: tenantRegion.name, isActive: true, deletedAt: null, shops: 1 },
    ]);
    expect(shop.regionId).toBe(tenantRegion.id);
    expect((await regionsRepo.listRegions(db, superScope, other.company.id)).map((row) => [row.id, row.shops])).toEqual(
      [[other.region.id, 2]],
    );
    expect(await regionsRepo.listRegions(db, superScope, UNKNOWN_ID)).toEqual([]);
  });
});

describe('getRegion', () => {
  it('answers a region only through its own company', async () => {
    const a = await createTenant(db);
    const b = await createTenant(db);
    expect(await regionsRepo.getRegion(db, superScope, a.company.id, a.region.id)).toEqual(a.region);
    expect(await regionsRepo.getRegion(db, superScope, b.company.id, a.region.id)).toBeNull();
    expect(await regionsRepo.getRegion(db, superScope, UNKNOWN_ID, a.region.id)).toBeNull();
    expect(await regionsRepo.getRegion(db, superScope, a.company.id, UNKNOWN_ID)).toBeNull();
  });

  it('answers deleted regions too, so they can be restored', async () => {
    const company = await createCompany(db);
    const gone = await createRegion(db, company.id, { deletedAt: new Date() });
    expect((await regionsRepo.getRegion(db, superScope, company.id, gone.id))?.deletedAt).toBeInstanceOf(Date);
  });
});

describe('createRegion', () => {
  it('creates the region in the company and audits it as created', async () => {
    const company = await createCompany(db);
    const name = uniqueName('Gorenjska');
    const id = createdId(await regionsRepo.createRegion(db, superScope, company.id, { name: `  ${name} ` }));
    expect(id).toEqual(expect.any(Number));
    expect(await regionRow(id!)).toMatchObject({ companyId: company.id, name, isActive: true, deletedAt: null });
    const audit = await auditOf(id!);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ companyId: company.id, actorUserId: superScope.userId, action: 'created' });
    expect(audit[0]!.changes).toMatchObject({ name: { to: name } });
  });

  it('answers not found for a deleted or unknown company and writes nothing', async () => {
    const gone = await createCompany(db, { deletedAt: new Date() });
    const name = uniqueName('Ghost');
    expect(await regionsRepo.createRegion(db, superScope, gone.id, { name })).toEqual(NOT_FOUND);
    expect(await regionsRepo.createRegion(db, superScope, UNKNOWN_ID, { name })).toEqual(NOT_FOUND);
    expect(await db.select().from(regions).where(eq(regions.name, name))).toEqual([]);
    expect(await db.select().from(auditLog).where(eq(auditLog.companyId, gone.id))).toEqual([]);
  });

  it('rejects invalid input', async () => {
    const company = await createCompany(db);
    await expect(regionsRepo.createRegion(db, superScope, company.id, { name: ' x ' })).rejects.toThrow();
    expect(await regionsRepo.listRegions(db, superScope, company.id)).toEqual([]);
  });
});

describe('updateRegion', () => {
  it('renames the region and audits the change; no audit row when nothing changed', async () => {
    const company = await createCompany(db);
    const region = await createRegion(db, company.id, { name: 'Old name' });
    expect(await regionsRepo.updateRegion(db, superScope, company.id, region.id, { name: 'New name' })).toEqual({
      ok: true,
    });
    expect((await regionRow(region.id)).name).toBe('New name');
    expect(await regionsRepo.updateRegion(db, superScope, company.id, region.id, { name: ' New name ' })).toEqual({
      ok: true,
    });
    const audit = await auditOf(region.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ companyId: company.id, actorUserId: superScope.userId, action: 'updated' });
    expect(audit[0]!.changes).toEqual({ name: { from: 'Old name', to: 'New name' } });
  });

  it("answers false through another company's id and leaves the region unchanged", async () => {
    const a = await createTenant(db);
    const b = await createTenant(db);
    expect(await regionsRepo.updateRegion(db, superScope, b.company.id, a.region.id, { name: 'Hijacked' })).toEqual({
      ok: false,
      reason: 'not_found',
    });
    expect(await regionsRepo.updateRegion(db, superScope, UNKNOWN_ID, a.region.id, { name: 'Hijacked' })).toEqual({
      ok: false,
      reason: 'not_found',
    });
    expect(await regionRow(a.region.id)).toEqual(a.region);
    expect(await auditOf(a.region.id)).toEqual([]);
  });

  it('answers false for a deleted or unknown region', async () => {
    const company = await createCompany(db);
    const gone = await createRegion(db, company.id, { deletedAt: new Date() });
    expect(await regionsRepo.updateRegion(db, superScope, company.id, gone.id, { name: 'Renamed' })).toEqual({
      ok: false,
      reason: 'not_found',
    });
    expect(await regionRow(gone.id)).toEqual(gone);
    expect(await regionsRepo.updateRegion(db, superScope, company.id, UNKNOWN_ID, { name: 'Renamed' })).toEqual({
      ok: false,
      reason: 'not_found',
    });
  });
});

describe('deleteRegion', () => {
  it('is refused while a shop is not deleted, inactive ones included, and allowed once they are', async () => {
    const company = await createCompany(db);
    const region = await createRegion(db, company.id);
    const shop = await createShop(db, company.id, region.id, { isActive: false });
    await createShop(db, company.id, region.id, { deletedAt: new Date() });

    expect(await regionsRepo.deleteRegion(db, superScope, company.id, region.id)).toEqual({
      ok: false,
      reason: 'has_active_children',
    });
    expect((await regionRow(region.id)).deletedAt).toBeNull();
    expect(await auditOf(region.id)).toEqual([]);

    await db.update(shops).set({ deletedAt: new Date() }).where(eq(shops.id, shop.id));
    expect(await regionsRepo.deleteRegion(db, superScope, company.id, region.id)).toEqual({ ok: true });
    expect((await regionRow(region.id)).deletedAt).toBeInstanceOf(Date);
    expect((await auditOf(region.id)).map((row) => [row.action, row.companyId, row.actorUserId])).toEqual([
      ['deleted', company.id, superScope.userId],
    ]);
    expect(await regionsRepo.deleteRegion(db, superScope, company.id, region.id)).toEqual({
      ok: false,
      reason: 'not_found',
    });
  });

  it("answers not_found through another company's id and leaves the region alone", async () => {
    const a = await createCompany(db);
    const b = await createCompany(db);
    const region = await createRegion(db, a.id);
    expect(await regionsRepo.deleteRegion(db, superScope, b.id, region.id)).toEqual({ ok: false, reason: 'not_found' });
    expect(await regionsRepo.deleteRegion(db, superScope, UNKNOWN_ID, region.id)).toEqual({
      ok: false,
      reason: 'not_found',
    });
    expect(await regionRow(region.id)).toEqual(region);
    expect(await auditOf(region.id)).toEqual([]);
  });
});

describe('restoreRegion', () => {
  it('brings a deleted region back as it was', async () => {
    const company = await createCompany(db);
    const region = await createRegion(db, company.id, { isActive: false });
    expect(await regionsRepo.deleteRegion(db, superScope, company.id, region.id)).toEqual({ ok: true });
    expect(await regionsRepo.restoreRegion(db, superScope, company.id, region.id)).toEqual({ ok: true });
    expect(await regionRow(region.id)).toMatchObject({ isActive: false, deletedAt: null });
    expect((await auditOf(region.id)).map((row) => [row.action, row.companyId])).toEqual([
      ['deleted', company.id],
      ['restored', company.id],
    ]);
  });

  it('is refused with parent_deleted while the company is deleted', async () => {
    const company = await createCompany(db);
    const region = await createRegion(db, company.id, { deletedAt: new Date() });
    await db.update(companies).set({ deletedAt: new Date() }).where(eq(companies.id, company.id));
    expect(await regionsRepo.restoreRegion(db, superScope, company.id, region.id)).toEqual({
      ok: false,
      reason: 'parent_deleted',
    });
    expect(await regionRow(region.id)).toEqual(region);
    expect(await auditOf(region.id)).toEqual([]);
  });

  it('answers not_found for a live region, an unknown one, or through another company', async () => {
    const a = await createCompany(db);
    const b = await createCompany(db);
    const live = await createRegion(db, a.id);
    const gone = await createRegion(db, a.id, { deletedAt: new Date() });
    expect(await regionsRepo.restoreRegion(db, superScope, a.id, live.id)).toEqual({ ok: false, reason: 'not_found' });
    expect(await regionsRepo.restoreRegion(db, superScope, a.id, UNKNOWN_ID)).toEqual({
      ok: false,
      reason: 'not_found',
    });
    expect(await regionsRepo.restoreRegion(db, superScope, b.id, gone.id)).toEqual({ ok: false, reason: 'not_found' });
    expect(await regionsRepo.restoreRegion(db, superScope, UNKNOWN_ID, gone.id)).toEqual({
      ok: false,
      reason: 'not_found',
    });
    expect(await regionRow(live.id)).toEqual(live);
    expect(await regionRow(gone.id)).toEqual(gone);
    expect(await auditOf(live.id)).toEqual([]);
    expect(await auditOf(gone.id)).toEqual([]);
  });

  // Two connections are needed to race; PGlite has one.
  it.runIf(testDatabaseKind() === 'postgres')('waits for a company deletion in progress and then refuses', async () => {
    const company = await createCompany(db);
    const region = await createRegion(db, company.id, { deletedAt: new Date() });
    let locked!: () => void;
    let commit!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const mayCommit = new Promise<void>((resolve) => (commit = resolve));
    // What deleteCompany does: lock the company, find no live regions, mark it deleted.
    const deletion = db.transaction(async (tx) => {
      await tx.select().from(companies).where(eq(companies.id, company.id)).for('update');
      await tx.update(companies).set({ deletedAt: new Date() }).where(eq(companies.id, company.id));
      locked();
      await mayCommit;
    });
    await isLocked;
    const restore = regionsRepo.restoreRegion(db, superScope, company.id, region.id);
    // Give the restore time to run to its end if nothing holds it back.
    await new Promise((resolve) => setTimeout(resolve, 300));
    commit();
    await deletion;
    expect(await restore).toEqual({ ok: false, reason: 'parent_deleted' });
    expect((await regionRow(region.id)).deletedAt).toBeInstanceOf(Date);
  });
});

describe('only the operator', () => {
  /** Each exported function, called by the given scope on a real region. */
  const calls = (
    scope: Scope,
    companyId: number,
    regionId: number,
  ): Record<keyof typeof regionsRepo, () => Promise<unknown>> => ({
    listRegions: () => regionsRepo.listRegions(db, scope, companyId),
    getRegion: () => regionsRepo.getRegion(db, scope, companyId, regionId),
    createRegion: () => regionsRepo.createRegion(db, scope, companyId, { name: 'Intruder region' }),
    updateRegion: () => regionsRepo.updateRegion(db, scope, companyId, regionId, { name: 'Renamed' }),
    deleteRegion: () => regionsRepo.deleteRegion(db, scope, companyId, regionId),
    restoreRegion: () => regionsRepo.restoreRegion(db, scope, companyId, regionId),
  });

  it('refuses roles 2, 3 and 4 on every exported function (reads find nothing), also in their own company, and changes nothing', async () => {
    const { company, region, shop, admin, staff } = await createTenant(db);
    const empty = await createRegion(db, company.id);
    const gone = await createRegion(db, company.id, { deletedAt: new Date() });
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
      for (const target of [region, empty, gone]) {
        for (const [name, call] of Object.entries(calls(scope, company.id, target.id))) {
          expect(await call(), `${name} as role ${scope.role}`).toEqual(REFUSED[name as keyof typeof REFUSED]);
        }
      }
    }
    expect(await regionsRepo.listRegions(db, superScope, company.id)).toHaveLength(3);
    for (const target of [region, empty, gone]) {
      expect(await regionRow(target.id)).toEqual(target);
      expect(await auditOf(target.id)).toEqual([]);
    }
    expect(await db.select().from(auditLog).where(eq(auditLog.companyId, company.id))).toEqual([]);
  });

  it('covers every function the module exports', () => {
    expect(Object.keys(regionsRepo).sort()).toEqual(Object.keys(calls(superScope, 0, 0)).sort());
  });
});
