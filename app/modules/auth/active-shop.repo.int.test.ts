import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companies, sessions, shops } from '#app/db/schema';
import type { Database } from '#app/db/client.server';
import {
  createCompany,
  createRegion,
  createShop,
  createTenant,
  createUser,
  TEST_PASSWORD,
  uniqueEmail,
} from '#tests/factories';
import { useTestDatabase } from '#tests/setup/db';
import { listSwitchableShops, setActiveShop } from './active-shop.repo.server';
import { login } from './auth.service.server';
import { ROLES } from './roles';
import { createSession, findSessionUser } from './session.repo.server';
import { toScope, toUserRecord } from './user-record';

let db: Database;
beforeAll(async () => {
  db = (await useTestDatabase()).db;
});

let ipCounter = 0;
const meta = () => ({ ip: `198.51.100.${(ipCounter++ % 250) + 1}`, userAgent: 'vitest' });

/**
 * A company with live shops "A…", "B…" (the manager's home shop) and "C…", so "first by name" and "home" are told
 * apart, plus an inactive and a deleted shop whose names sort before all of them.
 */
async function managerTenant() {
  const company = await createCompany(db);
  const region = await createRegion(db, company.id);
  const shop = (name: string, values: Partial<typeof shops.$inferInsert> = {}) =>
    createShop(db, company.id, region.id, { name, ...values });
  const inactive = await shop('0 Closed for winter', { isActive: false });
  const deleted = await shop('00 Sold', { deletedAt: new Date() });
  const first = await shop('A Bistro');
  const home = await shop('B Kitchen', { exportModule: 'minimax' });
  const third = await shop('C Beach Bar');
  const manager = await createUser(db, {
    role: ROLES.companyManager,
    companyId: company.id,
    shopId: home.id,
    email: uniqueEmail('manager'),
  });
  return { company, region, inactive, deleted, first, home, third, manager };
}

async function sessionOf(userId: number) {
  const token = await createSession(db, userId, meta());
  const found = (await findSessionUser(db, token))!;
  return { token, sessionId: found.sessionId, scope: toScope(found.user) };
}

/** The shop the session's user works in now, as the middleware would see it. */
async function effectiveShop(token: string) {
  const found = await findSessionUser(db, token);
  if (!found) return 'no session';
  const scope = toScope(found.user);
  const record = toUserRecord(found.user);
  // Scope and record always agree on the shop.
  expect(record.shop?.uuid ?? null).toBe(found.user.shopUuid);
  return { shopId: scope.shopId, uuid: record.shop?.uuid ?? null, name: record.shop?.name ?? null };
}

async function storedActiveShop(sessionId: number) {
  const [row] = await db
    .select({ activeShopId: sessions.activeShopId })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  return row?.activeShopId;
}

describe('the shop a company manager works in', () => {
  it('is the home shop when nothing was chosen, with its export module', async () => {
    const t = await managerTenant();
    const { token } = await sessionOf(t.manager.id);
    expect(await effectiveShop(token)).toEqual({ shopId: t.home.id, uuid: t.home.uuid, name: t.home.name });
    expect(toUserRecord((await findSessionUser(db, token))!.user).shop).toEqual({
      uuid: t.home.uuid,
      name: t.home.name,
      exportModule: 'minimax',
    });
  });

  it('is the shop chosen in this session, and only in this session', async () => {
    const t = await managerTenant();
    const here = await sessionOf(t.manager.id);
    const elsewhere = await sessionOf(t.manager.id);
    expect(await setActiveShop(db, here.scope, here.sessionId, t.third.uuid)).toEqual({ ok: true });
    expect(await effectiveShop(here.token)).toEqual({ shopId: t.third.id, uuid: t.third.uuid, name: t.third.name });
    expect(await effectiveShop(elsewhere.token)).toMatchObject({ shopId: t.home.id });
  });

  it('falls back to the home shop once the chosen shop is deactivated or deleted', async () => {
    const t = await managerTenant();
    const { token, sessionId, scope } = await sessionOf(t.manager.id);
    await setActiveShop(db, scope, sessionId, t.third.uuid);
    await db.update(shops).set({ isActive: false }).where(eq(shops.id, t.third.id));
    expect(await effectiveShop(token)).toMatchObject({ shopId: t.home.id });
    await db.update(shops).set({ isActive: true }).where(eq(shops.id, t.third.id));
    expect(await effectiveShop(token)).toMatchObject({ shopId: t.third.id });
    await db.update(shops).set({ deletedAt: new Date() }).where(eq(shops.id, t.third.id));
    expect(await effectiveShop(token)).toMatchObject({ shopId: t.home.id });
  });

  it('falls back to the first live shop by name when the home shop is gone, skipping inactive and deleted ones', async () => {
    const t = await managerTenant();
    const { token } = await sessionOf(t.manager.id);
    await db.update(shops).set({ deletedAt: new Date() }).where(eq(shops.id, t.home.id));
    expect(await effectiveShop(token)).toEqual({ shopId: t.first.id, uuid: t.first.uuid, name: t.first.name });
    await db.update(shops).set({ deletedAt: null, isActive: false }).where(eq(shops.id, t.home.id));
    expect(await effectiveShop(token)).toMatchObject({ shopId: t.first.id });
  });

  it('is no shop when the company has no live shop left, and the manager stays logged in', async () => {
    const t = await managerTenant();
    const { token } = await sessionOf(t.manager.id);
    await db.update(shops).set({ deletedAt: new Date() }).where(eq(shops.companyId, t.company.id));
    expect(await effectiveShop(token)).toEqual({ shopId: null, uuid: null, name: null });
    expect(toUserRecord((await findSessionUser(db, token))!.user).shop).toBeNull();
  });

  it('ignores a shop of another company stored in the session', async () => {
    const t = await managerTenant();
    const other = await createTenant(db);
    const { token, sessionId } = await sessionOf(t.manager.id);
    // Only a bug or a hand-edited row could put it there; the session still never reaches into the other company.
    await db.update(sessions).set({ activeShopId: other.shop.id }).where(eq(sessions.id, sessionId));
    expect(await effectiveShop(token)).toMatchObject({ shopId: t.home.id, uuid: t.home.uuid });
  });

  it('ends with the company: a deactivated company logs the manager out', async () => {
    const t = await managerTenant();
    const { token } = await sessionOf(t.manager.id);
    await db.update(companies).set({ isActive: false }).where(eq(companies.id, t.company.id));
    expect(await findSessionUser(db, token)).toBeNull();
  });

  it('never applies to an admin or staff member, even with a shop stored in their session', async () => {
    const tenant = await createTenant(db);
    const region = await createRegion(db, tenant.company.id);
    const sibling = await createShop(db, tenant.company.id, region.id, { name: '0 First by name' });
    for (const user of [tenant.admin, tenant.staff]) {
      const { token, sessionId } = await sessionOf(user.id);
      await db.update(sessions).set({ activeShopId: sibling.id }).where(eq(sessions.id, sessionId));
      expect(await effectiveShop(token)).toEqual({
        shopId: tenant.shop.id,
        uuid: tenant.shop.uuid,
        name: tenant.shop.name,
      });
    }
  });
});

describe('setActiveShop', () => {
  it('refuses a shop of another company as not found and keeps the choice', async () => {
    const t = await managerTenant();
    const other = await createTenant(db);
    const { token, sessionId, scope } = await sessionOf(t.manager.id);
    await setActiveShop(db, scope, sessionId, t.third.uuid);
    expect(await setActiveShop(db, scope, sessionId, other.shop.uuid)).toEqual({ ok: false, reason: 'not_found' });
    expect(await storedActiveShop(sessionId)).toBe(t.third.id);
    expect(await effectiveShop(token)).toMatchObject({ shopId: t.third.id });
  });

  it('refuses a deleted, an inactive or an unknown shop as not found', async () => {
    const t = await managerTenant();
    const { sessionId, scope } = await sessionOf(t.manager.id);
    for (const uuid of [t.deleted.uuid, t.inactive.uuid, '00000000-0000-4000-8000-000000000000']) {
      expect(await setActiveShop(db, scope, sessionId, uuid)).toEqual({ ok: false, reason: 'not_found' });
    }
    expect(await storedActiveShop(sessionId)).toBeNull();
  });

  it('refuses anyone but a company manager, whatever the shop', async () => {
    const tenant = await createTenant(db);
    const region = await createRegion(db, tenant.company.id);
    const sibling = await createShop(db, tenant.company.id, region.id);
    const operator = await createUser(db, { role: ROLES.superAdmin });
    for (const user of [tenant.admin, tenant.staff, operator]) {
      const { sessionId, scope } = await sessionOf(user.id);
      expect(await setActiveShop(db, scope, sessionId, sibling.uuid)).toEqual({ ok: false, reason: 'forbidden' });
      expect(await storedActiveShop(sessionId)).toBeNull();
    }
  });

  it('changes only the caller’s own session, never another user’s of the same company', async () => {
    const t = await managerTenant();
    const colleague = await createUser(db, { role: ROLES.companyManager, companyId: t.company.id, shopId: t.home.id });
    const mine = await sessionOf(t.manager.id);
    const theirs = await sessionOf(colleague.id);
    expect(await setActiveShop(db, mine.scope, theirs.sessionId, t.third.uuid)).toEqual({
      ok: false,
      reason: 'not_found',
    });
    expect(await storedActiveShop(theirs.sessionId)).toBeNull();
    expect(await storedActiveShop(mine.sessionId)).toBeNull();
  });
});

describe('listSwitchableShops', () => {
  it('lists the live shops of the manager’s own company by name', async () => {
    const t = await managerTenant();
    await createTenant(db);
    const { scope } = await sessionOf(t.manager.id);
    expect(await listSwitchableShops(db, scope)).toEqual([
      { uuid: t.first.uuid, name: t.first.name },
      { uuid: t.home.uuid, name: t.home.name },
      { uuid: t.third.uuid, name: t.third.name },
    ]);
  });

  it('lists nothing for anyone else', async () => {
    const tenant = await createTenant(db);
    const operator = await createUser(db, { role: ROLES.superAdmin });
    for (const user of [tenant.admin, tenant.staff, operator]) {
      expect(await listSwitchableShops(db, (await sessionOf(user.id)).scope)).toEqual([]);
    }
  });
});

describe('a company manager logging in', () => {
  it('gets their home shop in the answer', async () => {
    const t = await managerTenant();
    const result = await login(db, { email: t.manager.email, password: TEST_PASSWORD }, meta());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.user.role).toEqual({ id: ROLES.companyManager, name: 'company_manager' });
    expect(result.user.shop).toEqual({ uuid: t.home.uuid, name: t.home.name, exportModule: 'minimax' });
  });

  it('still logs in with a deleted or inactive home shop, and works in the first live shop', async () => {
    const t = await managerTenant();
    await db.update(shops).set({ deletedAt: new Date() }).where(eq(shops.id, t.home.id));
    const result = await login(db, { email: t.manager.email, password: TEST_PASSWORD }, meta());
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.user.shop?.uuid).toBe(t.first.uuid);

    await db.update(shops).set({ deletedAt: null, isActive: false }).where(eq(shops.id, t.home.id));
    const again = await login(db, { email: t.manager.email, password: TEST_PASSWORD }, meta());
    expect(again.ok).toBe(true);
  });

  it('logs in without any live shop, with no shop, but not once the company is deleted', async () => {
    const t = await managerTenant();
    await db.update(shops).set({ isActive: false }).where(eq(shops.companyId, t.company.id));
    const result = await login(db, { email: t.manager.email, password: TEST_PASSWORD }, meta());
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.user.shop).toBeNull();

    await db.update(companies).set({ deletedAt: new Date() }).where(eq(companies.id, t.company.id));
    expect((await login(db, { email: t.manager.email, password: TEST_PASSWORD }, meta())).ok).toBe(false);
  });

  it('an admin whose shop is deleted still cannot log in', async () => {
    const tenant = await createTenant(db);
    await db.update(shops).set({ deletedAt: new Date() }).where(eq(shops.id, tenant.shop.id));
    expect((await login(db, { email: tenant.admin.email, password: TEST_PASSWORD }, meta())).ok).toBe(false);
  });
});
