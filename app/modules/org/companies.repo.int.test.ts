import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#app/db/client.server';
import { auditLog, companies, regions } from '#app/db/schema';
import { recordAudit } from '#app/modules/audit/audit.repo.server';
import { ALL_PERMISSIONS, ROLES } from '#app/modules/auth/roles';
import type { Scope } from '#app/modules/auth/user-record';
import { createCompany, createRegion, createShop, createTenant, createUser } from '#tests/factories';
import { useTestDatabase } from '#tests/setup/db';
import * as companiesRepo from './companies.repo.server';
import { listCompanies } from './companies.repo.server';
import { createRegion as createRegionAudited } from './regions.repo.server';
import { FORBIDDEN, type CreateResult } from './change-result';

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

/** A name prefix no other company in the shared database has. */
const uniquePrefix = () => `Zq${randomUUID().slice(0, 8)}`;

/** The status of what a call threw: a Response, or react-router's `data(null, { status })`. */
/** What each function answers anyone but the operator: a read finds nothing, a write is refused. */
const REFUSED: Record<keyof typeof companiesRepo, unknown> = {
  listCompanies: { rows: [], total: 0 },
  getCompany: null,
  listCompanyHistory: [],
  createCompany: FORBIDDEN,
  updateCompany: FORBIDDEN,
  setCompanyActive: FORBIDDEN,
  deleteCompany: FORBIDDEN,
  restoreCompany: FORBIDDEN,
};

describe('listCompanies', () => {
  it('is for the operator only: every other role finds nothing', async () => {
    const { company, shop, admin, staff } = await createTenant(db);
    const manager = await createUser(db, { role: ROLES.companyManager, companyId: company.id });
    const scopes: Scope[] = [
      { userId: manager.id, role: ROLES.companyManager, companyId: company.id, shopId: null, permissions: [] },
      { userId: admin.id, role: ROLES.admin, companyId: company.id, shopId: shop.id, permissions: ['users:view'] },
      { userId: staff.id, role: ROLES.staff, companyId: company.id, shopId: shop.id, permissions: [] },
    ];
    for (const scope of scopes) {
      expect(await listCompanies(db, scope, { page: 1, perPage: 10 })).toEqual(REFUSED.listCompanies);
      expect(await listCompanies(db, scope, { q: company.name, page: 1, perPage: 10 })).toEqual(REFUSED.listCompanies);
    }
    expect((await listCompanies(db, superScope, { q: company.name, page: 1, perPage: 10 })).total).toBe(1);
  });

  it('counts regions, shops and users of each company, leaving out soft-deleted ones', async () => {
    const prefix = uniquePrefix();
    const deletedAt = new Date();
    const company = await createCompany(db, { name: `${prefix} Main` });
    const region = await createRegion(db, company.id);
    await createRegion(db, company.id);
    const goneRegion = await createRegion(db, company.id, { deletedAt });
    const shop = await createShop(db, company.id, region.id);
    await createShop(db, company.id, region.id);
    await createShop(db, company.id, goneRegion.id, { deletedAt });
    await createUser(db, { role: ROLES.admin, companyId: company.id, shopId: shop.id });
    await createUser(db, { role: ROLES.staff, companyId: company.id, shopId: shop.id });
    await createUser(db, { role: ROLES.companyManager, companyId: company.id });
    await createUser(db, { role: ROLES.staff, companyId: company.id, shopId: shop.id, deletedAt });
    // Rows of another company never count here.
    const other = await createTenant(db);
    await createRegion(db, other.company.id);

    const empty = await createCompany(db, { name: `${prefix} Empty` });

    const { rows, total } = await listCompanies(db, superScope, { q: prefix, page: 1, perPage: 10 });
    expect(total).toBe(2);
    expect(rows).toEqual([
      { id: empty.id, name: empty.name, isActive: true, deletedAt: null, regions: 0, shops: 0, users: 0 },
      { id: company.id, name: company.name, isActive: true, deletedAt: null, regions: 2, shops: 2, users: 3 },
    ]);
  });

  it('leaves out soft-deleted companies, and inactive ones unless asked for', async () => {
    const prefix = uniquePrefix();
    const live = await createCompany(db, { name: `${prefix} Live` });
    const paused = await createCompany(db, { name: `${prefix} Paused`, isActive: false });
    await createCompany(db, { name: `${prefix} Gone`, deletedAt: new Date() });
    const { rows, total } = await listCompanies(db, superScope, { q: prefix, page: 1, perPage: 10 });
    expect(total).toBe(1);
    expect(rows.map((row) => [row.id, row.isActive])).toEqual([[live.id, true]]);
    const inactive = await listCompanies(db, superScope, { q: prefix, status: 'inactive', page: 1, perPage: 10 });
    expect(inactive.rows.map((row) => [row.id, row.isActive])).toEqual([[paused.id, false]]);
  });

  it('searches names case-insensitively, anywhere in the name', async () => {
    const prefix = uniquePrefix();
    const bistro = await createCompany(db, { name: `${prefix} Bistro Lipa` });
    await createCompany(db, { name: `${prefix} Gostilna` });
    for (const q of [`${prefix} bistro`, `${prefix} BISTRO`, `${prefix.toUpperCase()} bIsTrO lipa`]) {
      const { rows, total } = await listCompanies(db, superScope, { q, page: 1, perPage: 10 });
      expect(total).toBe(1);
      expect(rows.map((row) => row.id)).toEqual([bistro.id]);
    }
    const { total } = await listCompanies(db, superScope, { q: prefix.toLowerCase(), page: 1, perPage: 10 });
    expect(total).toBe(2);
  });

  it('takes % and _ in the search literally', async () => {
    const prefix = uniquePrefix();
    const percent = await createCompany(db, { name: `${prefix} 100% Fresh` });
    await createCompany(db, { name: `${prefix} 1000 Fresh` });
    const underscore = await createCompany(db, { name: `${prefix} a_b` });
    await createCompany(db, { name: `${prefix} axb` });
    const backslash = await createCompany(db, { name: `${prefix} c\\d` });
    await createCompany(db, { name: `${prefix} cd` });

    const search = async (q: string) =>
      (await listCompanies(db, superScope, { q, page: 1, perPage: 10 })).rows.map((row) => row.id);
    expect(await search(`${prefix} 100%`)).toEqual([percent.id]);
    expect(await search(`${prefix} a_b`)).toEqual([underscore.id]);
    expect(await search(`${prefix} c\\d`)).toEqual([backslash.id]);
    expect(await search(`${prefix}%Fresh`)).toEqual([]);
    expect(await search(`${prefix}_`)).toEqual([]);
  });

  it('pages through the results in name order and answers the total', async () => {
    const prefix = uniquePrefix();
    const created = [];
    for (const letter of ['E', 'C', 'A', 'D', 'B'])
      created.push(await createCompany(db, { name: `${prefix} ${letter}` }));
    const byName = [...created].sort((a, b) => a.name.localeCompare(b.name)).map((row) => row.name);

    const page1 = await listCompanies(db, superScope, { q: prefix, page: 1, perPage: 2 });
    const page2 = await listCompanies(db, superScope, { q: prefix, page: 2, perPage: 2 });
    const page3 = await listCompanies(db, superScope, { q: prefix, page: 3, perPage: 2 });
    const page4 = await listCompanies(db, superScope, { q: prefix, page: 4, perPage: 2 });
    expect(page1.rows.map((row) => row.name)).toEqual(byName.slice(0, 2));
    expect(page2.rows.map((row) => row.name)).toEqual(byName.slice(2, 4));
    expect(page3.rows.map((row) => row.name)).toEqual(byName.slice(4));
    expect(page4.rows).toEqual([]);
    for (const page of [page1, page2, page3, page4]) expect(page.total).toBe(5);
  });

  it('lists every company without a search, other tenants included', async () => {
    const a = await createTenant(db);
    const b = await createTenant(db);
    const { rows, total } = await listCompanies(db, superScope, { page: 1, perPage: 100_000 });
    // Other test files may add companies meanwhile, so only a lower bound holds.
    expect(total).toBeGreaterThanOrEqual(2);
    const ids = rows.map((row) => row.id);
    expect(ids).toContain(a.company.id);
    expect(ids).toContain(b.company.id);
  });
});

/** The audit rows of one entity, oldest first. */
const auditOf = (entityType: string, entityId: number) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, String(entityId))))
    .orderBy(asc(auditLog.id));

const companyRow = async (id: number) => (await db.select().from(companies).where(eq(companies.id, id)))[0]!;

describe('listCompanies status filter', () => {
  it('shows active, inactive, deleted or all companies', async () => {
    const prefix = uniquePrefix();
    const deletedAt = new Date();
    const live = await createCompany(db, { name: `${prefix} A live` });
    const paused = await createCompany(db, { name: `${prefix} B paused`, isActive: false });
    const gone = await createCompany(db, { name: `${prefix} C gone`, deletedAt });
    const gonePaused = await createCompany(db, { name: `${prefix} D gone paused`, isActive: false, deletedAt });

    const ids = async (status?: 'active' | 'inactive' | 'deleted' | 'all') => {
      const { rows, total } = await listCompanies(db, superScope, { q: prefix, status, page: 1, perPage: 10 });
      expect(total).toBe(rows.length);
      return rows.map((row) => row.id);
    };
    expect(await ids()).toEqual([live.id]);
    expect(await ids('active')).toEqual([live.id]);
    expect(await ids('inactive')).toEqual([paused.id]);
    expect(await ids('deleted')).toEqual([gone.id, gonePaused.id]);
    expect(await ids('all')).toEqual([live.id, paused.id, gone.id, gonePaused.id]);

    const { rows } = await listCompanies(db, superScope, { q: prefix, status: 'deleted', page: 1, perPage: 10 });
    for (const row of rows) expect(row.deletedAt).toBeInstanceOf(Date);
  });
});

describe('getCompany', () => {
  it('answers any company, deleted ones too, and null for an unknown id', async () => {
    const company = await createCompany(db, { vatNumber: 'SI12345678' });
    const gone = await createCompany(db, { deletedAt: new Date() });
    expect(await companiesRepo.getCompany(db, superScope, company.id)).toEqual(company);
    expect((await companiesRepo.getCompany(db, superScope, gone.id))?.deletedAt).toBeInstanceOf(Date);
    expect(await companiesRepo.getCompany(db, superScope, 2_000_000_000)).toBeNull();
  });
});

describe('createCompany', () => {
  it('creates the company from the parsed input and audits it as created', async () => {
    const name = `${uniquePrefix()} Bistro`;
    const id = createdId(
      await companiesRepo.createCompany(db, superScope, {
        name: `  ${name} `,
        vatNumber: 'SI12345679',
        address: '',
      }),
    );
    expect(await companyRow(id)).toMatchObject({
      name,
      vatNumber: 'SI12345679',
      address: null,
      isActive: true,
      deletedAt: null,
    });

    const audit = await auditOf('company', id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ companyId: id, actorUserId: superScope.userId, action: 'created' });
    expect(audit[0]!.changes).toMatchObject({ name: { to: name }, vatNumber: { to: 'SI12345679' } });
    expect(audit[0]!.changes?.name?.from ?? null).toBeNull();
  });

  it('writes nothing for invalid input', async () => {
    const marker = randomUUID().slice(0, 18);
    await expect(companiesRepo.createCompany(db, superScope, { name: ' ', vatNumber: marker })).rejects.toThrow();
    expect(await db.select().from(companies).where(eq(companies.vatNumber, marker))).toEqual([]);
  });
});

describe('updateCompany', () => {
  it('saves the input and audits only the fields that changed', async () => {
    const name = `${uniquePrefix()} Old`;
    const id = createdId(
      await companiesRepo.createCompany(db, superScope, { name, vatNumber: 'SI11111119', address: 'Trg 1' }),
    );
    const before = await companyRow(id);

    expect(
      await companiesRepo.updateCompany(db, superScope, id, {
        name: `${name} New`,
        vatNumber: 'SI11111119',
        address: 'Trg 1',
      }),
    ).toEqual({ ok: true });
    const after = await companyRow(id);
    expect(after).toMatchObject({ name: `${name} New`, vatNumber: 'SI11111119', address: 'Trg 1' });
    expect(after.updatedAt.getTime()).toBeGreaterThanOrEqual(before.updatedAt.getTime());

    expect(
      await companiesRepo.updateCompany(db, superScope, id, { name: `${name} New`, vatNumber: '', address: 'Trg 1' }),
    ).toEqual({ ok: true });
    const audit = await auditOf('company', id);
    expect(audit.map((row) => row.action)).toEqual(['created', 'updated', 'updated']);
    expect(audit[1]).toMatchObject({
      companyId: id,
      actorUserId: superScope.userId,
      changes: { name: { from: name, to: `${name} New` } },
    });
    expect(audit[1]!.changes).toEqual({ name: { from: name, to: `${name} New` } });
    expect(audit[2]!.changes).toEqual({ vatNumber: { from: 'SI11111119', to: null } });
  });

  it('writes no audit row when nothing changed', async () => {
    const name = `${uniquePrefix()} Same`;
    const id = createdId(await companiesRepo.createCompany(db, superScope, { name }));
    expect(
      await companiesRepo.updateCompany(db, superScope, id, { name: ` ${name} `, vatNumber: '', address: '' }),
    ).toEqual({ ok: true });
    expect((await auditOf('company', id)).map((row) => row.action)).toEqual(['created']);
  });

  it('answers false for a deleted or unknown company and changes nothing', async () => {
    const gone = await createCompany(db, { name: `${uniquePrefix()} Gone`, deletedAt: new Date() });
    expect(await companiesRepo.updateCompany(db, superScope, gone.id, { name: 'Renamed' })).toEqual({
      ok: false,
      reason: 'not_found',
    });
    expect(await companyRow(gone.id)).toEqual(gone);
    expect(await auditOf('company', gone.id)).toEqual([]);
    expect(await companiesRepo.updateCompany(db, superScope, 2_000_000_000, { name: 'Renamed' })).toEqual({
      ok: false,
      reason: 'not_found',
    });
  });
});

describe('setCompanyActive', () => {
  it('deactivates and activates, auditing each', async () => {
    const company = await createCompany(db);
    expect(await companiesRepo.setCompanyActive(db, superScope, company.id, false)).toEqual({ ok: true });
    expect((await companyRow(company.id)).isActive).toBe(false);
    expect(await companiesRepo.setCompanyActive(db, superScope, company.id, true)).toEqual({ ok: true });
    expect((await companyRow(company.id)).isActive).toBe(true);
    const audit = await auditOf('company', company.id);
    expect(audit.map((row) => [row.action, row.companyId, row.actorUserId])).toEqual([
      ['deactivated', company.id, superScope.userId],
      ['activated', company.id, superScope.userId],
    ]);
  });

  it('answers false for a deleted or unknown company and changes nothing', async () => {
    const gone = await createCompany(db, { deletedAt: new Date() });
    expect(await companiesRepo.setCompanyActive(db, superScope, gone.id, false)).toEqual({
      ok: false,
      reason: 'not_found',
    });
    expect(await companyRow(gone.id)).toEqual(gone);
    expect(await auditOf('company', gone.id)).toEqual([]);
    expect(await companiesRepo.setCompanyActive(db, superScope, 2_000_000_000, false)).toEqual({
      ok: false,
      reason: 'not_found',
    });
  });
});

describe('deleteCompany', () => {
  it('is refused while a region is not deleted, inactive ones included, and allowed once they are', async () => {
    const company = await createCompany(db);
    const region = await createRegion(db, company.id);
    const paused = await createRegion(db, company.id, { isActive: false });
    await createRegion(db, company.id, { deletedAt: new Date() });

    expect(await companiesRepo.deleteCompany(db, superScope, company.id)).toEqual({
      ok: false,
      reason: 'has_active_children',
    });
    await db.update(regions).set({ deletedAt: new Date() }).where(eq(regions.id, region.id));
    expect(await companiesRepo.deleteCompany(db, superScope, company.id)).toEqual({
      ok: false,
      reason: 'has_active_children',
    });
    expect((await companyRow(company.id)).deletedAt).toBeNull();
    expect(await auditOf('company', company.id)).toEqual([]);

    await db.update(regions).set({ deletedAt: new Date() }).where(eq(regions.id, paused.id));
    expect(await companiesRepo.deleteCompany(db, superScope, company.id)).toEqual({ ok: true });
    expect((await companyRow(company.id)).deletedAt).toBeInstanceOf(Date);
    expect((await auditOf('company', company.id)).map((row) => [row.action, row.companyId, row.actorUserId])).toEqual([
      ['deleted', company.id, superScope.userId],
    ]);
  });

  it('answers not_found for a deleted or unknown company', async () => {
    const gone = await createCompany(db, { deletedAt: new Date() });
    expect(await companiesRepo.deleteCompany(db, superScope, gone.id)).toEqual({ ok: false, reason: 'not_found' });
    expect(await companyRow(gone.id)).toEqual(gone);
    expect(await companiesRepo.deleteCompany(db, superScope, 2_000_000_000)).toEqual({
      ok: false,
      reason: 'not_found',
    });
  });
});

describe('restoreCompany', () => {
  it('brings a deleted company back as it was, inactive stays inactive', async () => {
    const prefix = uniquePrefix();
    const company = await createCompany(db, { name: `${prefix} Back` });
    expect(await companiesRepo.deleteCompany(db, superScope, company.id)).toEqual({ ok: true });
    expect((await listCompanies(db, superScope, { q: prefix, page: 1, perPage: 10 })).total).toBe(0);

    expect(await companiesRepo.restoreCompany(db, superScope, company.id)).toEqual({ ok: true });
    expect((await companyRow(company.id)).deletedAt).toBeNull();
    expect(
      (await listCompanies(db, superScope, { q: prefix, page: 1, perPage: 10 })).rows.map((row) => row.id),
    ).toEqual([company.id]);
    expect((await auditOf('company', company.id)).map((row) => row.action)).toEqual(['deleted', 'restored']);

    const paused = await createCompany(db, { isActive: false, deletedAt: new Date() });
    expect(await companiesRepo.restoreCompany(db, superScope, paused.id)).toEqual({ ok: true });
    expect(await companyRow(paused.id)).toMatchObject({ isActive: false, deletedAt: null });
  });

  it('answers not_found for a live or unknown company', async () => {
    const live = await createCompany(db);
    expect(await companiesRepo.restoreCompany(db, superScope, live.id)).toEqual({ ok: false, reason: 'not_found' });
    expect(await companyRow(live.id)).toEqual(live);
    expect(await auditOf('company', live.id)).toEqual([]);
    expect(await companiesRepo.restoreCompany(db, superScope, 2_000_000_000)).toEqual({
      ok: false,
      reason: 'not_found',
    });
  });
});

describe('listCompanyHistory', () => {
  it("lists the audit rows of the company and of everything in it, newest first, with the actor's name", async () => {
    const operator = await createUser(db, { role: ROLES.superAdmin, name: 'Marta' });
    const scope: Scope = { ...superScope, userId: operator.id };
    const name = `${uniquePrefix()} History`;
    const id = createdId(await companiesRepo.createCompany(db, scope, { name }));
    await companiesRepo.updateCompany(db, scope, id, { name: `${name} 2` });
    await companiesRepo.setCompanyActive(db, scope, id, false);
    const regionId = createdId(await createRegionAudited(db, scope, id, { name: 'Gorenjska' }));
    await recordAudit(db, {
      companyId: id,
      actorUserId: null,
      entityType: 'company',
      entityId: id,
      action: 'activated',
    });
    // Another company's history stays out.
    const otherId = createdId(await companiesRepo.createCompany(db, scope, { name: `${name} Other` }));

    const history = await companiesRepo.listCompanyHistory(db, superScope, id);
    expect(history.map((row) => [row.entityType, row.entityId, row.action, row.actorName])).toEqual([
      ['company', String(id), 'activated', null],
      ['region', String(regionId), 'created', 'Marta User'],
      ['company', String(id), 'deactivated', 'Marta User'],
      ['company', String(id), 'updated', 'Marta User'],
      ['company', String(id), 'created', 'Marta User'],
    ]);
    expect(history[3]!.changes).toEqual({ name: { from: name, to: `${name} 2` } });
    for (let i = 1; i < history.length; i++)
      expect(history[i - 1]!.createdAt.getTime()).toBeGreaterThanOrEqual(history[i]!.createdAt.getTime());

    expect((await companiesRepo.listCompanyHistory(db, superScope, id, 2)).map((row) => row.action)).toEqual([
      'activated',
      'created',
    ]);
    expect((await companiesRepo.listCompanyHistory(db, superScope, otherId)).map((row) => row.action)).toEqual([
      'created',
    ]);
    expect(await companiesRepo.listCompanyHistory(db, superScope, 2_000_000_000)).toEqual([]);
  });
});

describe('only the operator', () => {
  /** Each exported function, called by the given scope on a real company. */
  const calls = (scope: Scope, companyId: number): Record<keyof typeof companiesRepo, () => unknown> => ({
    listCompanies: () => companiesRepo.listCompanies(db, scope, { status: 'all', page: 1, perPage: 10 }),
    getCompany: () => companiesRepo.getCompany(db, scope, companyId),
    createCompany: () => companiesRepo.createCompany(db, scope, { name: 'Intruder Ltd' }),
    updateCompany: () => companiesRepo.updateCompany(db, scope, companyId, { name: 'Renamed' }),
    setCompanyActive: () => companiesRepo.setCompanyActive(db, scope, companyId, false),
    deleteCompany: () => companiesRepo.deleteCompany(db, scope, companyId),
    restoreCompany: () => companiesRepo.restoreCompany(db, scope, companyId),
    listCompanyHistory: () => companiesRepo.listCompanyHistory(db, scope, companyId),
  });

  it('refuses roles 2, 3 and 4 on every exported function (reads find nothing) and changes nothing', async () => {
    const { company, shop, admin, staff } = await createTenant(db);
    const manager = await createUser(db, { role: ROLES.companyManager, companyId: company.id });
    const gone = await createCompany(db, { deletedAt: new Date() });
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
      for (const companyId of [company.id, gone.id]) {
        for (const [name, call] of Object.entries(calls(scope, companyId))) {
          expect(await call(), `${name} as role ${scope.role}`).toEqual(REFUSED[name as keyof typeof REFUSED]);
        }
      }
    }
    expect(await companyRow(company.id)).toEqual(company);
    expect(await companyRow(gone.id)).toEqual(gone);
    expect(await auditOf('company', company.id)).toEqual([]);
    expect(await auditOf('company', gone.id)).toEqual([]);
  });

  it('covers every function the module exports', () => {
    expect(Object.keys(companiesRepo).sort()).toEqual(Object.keys(calls(superScope, 0)).sort());
  });
});
