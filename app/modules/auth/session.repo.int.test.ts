import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companies, sessions, shops, users } from '#app/db/schema';
import type { Database } from '#app/db/client.server';
import { createCompany, createRegion, createShop, createTenant, createUser, TEST_PASSWORD } from '#tests/factories';
import { useTestDatabase } from '#tests/setup/db';
import {
  createSession,
  deleteExpiredSessions,
  deleteUserSessions,
  findSessionUser,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  touchSession,
} from './session.repo.server';
import { hashToken } from './token.server';
import { login } from './auth.service.server';

let db: Database;
beforeAll(async () => {
  db = (await useTestDatabase()).db;
});

const meta = { ip: '192.0.2.10', userAgent: 'vitest' };
const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;
const at = (base: Date, offsetMs: number) => new Date(base.getTime() + offsetMs);

async function storedSession(token: string) {
  const [row] = await db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)));
  return row;
}

async function sessionIdsOf(userId: number) {
  const rows = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId));
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

describe('createSession', () => {
  it('stores only the hash of the token, with idle and absolute expiry from now', async () => {
    const { admin } = await createTenant(db);
    const now = new Date('2030-05-01T10:00:00.000Z');
    const token = await createSession(db, admin.id, { ip: '192.0.2.1', userAgent: 'x'.repeat(600) }, now);
    const row = await storedSession(token);
    expect(row).toBeDefined();
    expect(row!.tokenHash).not.toBe(token);
    expect(row!.userId).toBe(admin.id);
    expect(row!.createdAt).toEqual(now);
    expect(row!.lastSeenAt).toEqual(now);
    expect(row!.idleExpiresAt).toEqual(at(now, SESSION_IDLE_MS));
    expect(row!.expiresAt).toEqual(at(now, SESSION_ABSOLUTE_MS));
    expect(row!.ip).toBe('192.0.2.1');
    expect(row!.userAgent).toHaveLength(500);
  });

  it('gives a different token every time', async () => {
    const { admin } = await createTenant(db);
    const first = await createSession(db, admin.id, meta);
    const second = await createSession(db, admin.id, meta);
    expect(first).not.toBe(second);
    expect(await sessionIdsOf(admin.id)).toHaveLength(2);
  });
});

describe('findSessionUser', () => {
  it('answers the session and its user', async () => {
    const { admin, shop, company } = await createTenant(db);
    const now = new Date();
    const token = await createSession(db, admin.id, meta, now);
    const found = await findSessionUser(db, token, at(now, MINUTE));
    expect(found).not.toBeNull();
    expect(found!.sessionId).toBe((await storedSession(token))!.id);
    expect(found!.lastSeenAt).toEqual(now);
    expect(found!.user).toMatchObject({
      id: admin.id,
      email: admin.email,
      role: 3,
      companyId: company.id,
      shopId: shop.id,
      shopUuid: shop.uuid,
      shopName: shop.name,
      shopExportModule: shop.exportModule,
    });
  });

  it('answers null for an unknown token', async () => {
    const { admin } = await createTenant(db);
    const token = await createSession(db, admin.id, meta);
    expect(await findSessionUser(db, `${token}x`)).toBeNull();
    expect(await findSessionUser(db, 'not-a-token')).toBeNull();
    expect(await findSessionUser(db, '')).toBeNull();
  });

  it('answers null once the absolute expiry has passed, even for a session in use', async () => {
    const { admin } = await createTenant(db);
    const start = new Date();
    const token = await createSession(db, admin.id, meta, start);
    const session = (await storedSession(token))!;
    // Used just before the absolute end: the idle expiry now lies beyond it.
    await touchSession(db, session.id, start, at(start, SESSION_ABSOLUTE_MS - MINUTE));
    expect((await storedSession(token))!.idleExpiresAt.getTime()).toBeGreaterThan(
      at(start, SESSION_ABSOLUTE_MS).getTime(),
    );
    expect(await findSessionUser(db, token, at(start, SESSION_ABSOLUTE_MS - 1000))).not.toBeNull();
    expect(await findSessionUser(db, token, at(start, SESSION_ABSOLUTE_MS))).toBeNull();
    expect(await findSessionUser(db, token, at(start, SESSION_ABSOLUTE_MS + 1000))).toBeNull();
  });

  it('answers null once the idle expiry has passed', async () => {
    const { admin } = await createTenant(db);
    const start = new Date();
    const token = await createSession(db, admin.id, meta, start);
    expect(await findSessionUser(db, token, at(start, SESSION_IDLE_MS - 1000))).not.toBeNull();
    expect(await findSessionUser(db, token, at(start, SESSION_IDLE_MS))).toBeNull();
    expect(await findSessionUser(db, token, at(start, SESSION_IDLE_MS + DAY))).toBeNull();
  });

  it('answers null for a deactivated user', async () => {
    const { company, shop } = await createTenant(db);
    const user = await createUser(db, { companyId: company.id, shopId: shop.id });
    const token = await createSession(db, user.id, meta);
    expect(await findSessionUser(db, token)).not.toBeNull();
    await db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    expect(await findSessionUser(db, token)).toBeNull();
  });

  it('answers null for a soft-deleted user', async () => {
    const { company, shop } = await createTenant(db);
    const user = await createUser(db, { companyId: company.id, shopId: shop.id });
    const token = await createSession(db, user.id, meta);
    expect(await findSessionUser(db, token)).not.toBeNull();
    await db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, user.id));
    expect(await findSessionUser(db, token)).toBeNull();
  });

  it('never answers another tenant’s user or shop', async () => {
    const a = await createTenant(db);
    const b = await createTenant(db);
    const tokenA = await createSession(db, a.staff.id, meta);
    const tokenB = await createSession(db, b.staff.id, meta);
    const foundA = (await findSessionUser(db, tokenA))!;
    const foundB = (await findSessionUser(db, tokenB))!;
    expect(foundA.user).toMatchObject({
      id: a.staff.id,
      companyId: a.company.id,
      shopId: a.shop.id,
      shopUuid: a.shop.uuid,
      shopName: a.shop.name,
    });
    expect(foundB.user).toMatchObject({
      id: b.staff.id,
      companyId: b.company.id,
      shopId: b.shop.id,
      shopUuid: b.shop.uuid,
      shopName: b.shop.name,
    });
    expect(foundA.user.shopUuid).not.toBe(b.shop.uuid);
    expect(foundA.sessionId).not.toBe(foundB.sessionId);
  });

  it('answers a company manager without a home shop with the company’s shop', async () => {
    const { company, shop } = await createTenant(db);
    const manager = await createUser(db, { role: 2, companyId: company.id });
    const token = await createSession(db, manager.id, meta);
    const found = (await findSessionUser(db, token))!;
    expect(found.user).toMatchObject({
      id: manager.id,
      role: 2,
      companyId: company.id,
      shopId: shop.id,
      shopUuid: shop.uuid,
      shopName: shop.name,
    });
  });

  it('answers a company manager of a company without live shops with no shop', async () => {
    const company = await createCompany(db);
    const region = await createRegion(db, company.id);
    await createShop(db, company.id, region.id, { deletedAt: new Date() });
    await createShop(db, company.id, region.id, { isActive: false });
    const manager = await createUser(db, { role: 2, companyId: company.id });
    const token = await createSession(db, manager.id, meta);
    const found = (await findSessionUser(db, token))!;
    expect(found.user).toMatchObject({
      id: manager.id,
      role: 2,
      companyId: company.id,
      shopId: null,
      shopUuid: null,
      shopName: null,
      shopExportModule: null,
    });
  });
});

describe('touchSession', () => {
  it('does not write within a minute of the last request', async () => {
    const { admin } = await createTenant(db);
    const start = new Date();
    const token = await createSession(db, admin.id, meta, start);
    const session = (await storedSession(token))!;
    await touchSession(db, session.id, start, at(start, MINUTE - 1000));
    const after = (await storedSession(token))!;
    expect(after.lastSeenAt).toEqual(start);
    expect(after.idleExpiresAt).toEqual(at(start, SESSION_IDLE_MS));
  });

  it('moves lastSeenAt and extends the idle expiry after a minute, never the absolute one', async () => {
    const { admin } = await createTenant(db);
    const start = new Date();
    const token = await createSession(db, admin.id, meta, start);
    const session = (await storedSession(token))!;
    const later = at(start, 2 * DAY);
    await touchSession(db, session.id, start, later);
    const after = (await storedSession(token))!;
    expect(after.lastSeenAt).toEqual(later);
    expect(after.idleExpiresAt).toEqual(at(later, SESSION_IDLE_MS));
    expect(after.expiresAt).toEqual(at(start, SESSION_ABSOLUTE_MS));
    // Past the first idle expiry, still alive thanks to the touch.
    expect(await findSessionUser(db, token, at(start, SESSION_IDLE_MS + DAY))).not.toBeNull();
  });

  it('touches only the given session', async () => {
    const { admin } = await createTenant(db);
    const start = new Date();
    const first = await createSession(db, admin.id, meta, start);
    const second = await createSession(db, admin.id, meta, start);
    await touchSession(db, (await storedSession(first))!.id, start, at(start, 5 * MINUTE));
    expect((await storedSession(first))!.lastSeenAt).toEqual(at(start, 5 * MINUTE));
    expect((await storedSession(second))!.lastSeenAt).toEqual(start);
  });
});

describe('deleteUserSessions', () => {
  it('ends every session of the user and nobody else’s', async () => {
    const { admin, staff } = await createTenant(db);
    const other = await createTenant(db);
    await createSession(db, admin.id, meta);
    await createSession(db, admin.id, meta);
    const staffToken = await createSession(db, staff.id, meta);
    const otherToken = await createSession(db, other.admin.id, meta);
    await deleteUserSessions(db, admin.id);
    expect(await sessionIdsOf(admin.id)).toEqual([]);
    expect(await findSessionUser(db, staffToken)).not.toBeNull();
    expect(await findSessionUser(db, otherToken)).not.toBeNull();
  });

  it('keeps the session named in exceptSessionId', async () => {
    const { admin } = await createTenant(db);
    const keep = await createSession(db, admin.id, meta);
    const drop1 = await createSession(db, admin.id, meta);
    const drop2 = await createSession(db, admin.id, meta);
    const keepId = (await storedSession(keep))!.id;
    await deleteUserSessions(db, admin.id, keepId);
    expect(await sessionIdsOf(admin.id)).toEqual([keepId]);
    expect(await findSessionUser(db, keep)).not.toBeNull();
    expect(await findSessionUser(db, drop1)).toBeNull();
    expect(await findSessionUser(db, drop2)).toBeNull();
  });

  it('does not end another user’s session even when given its id as the exception', async () => {
    const a = await createTenant(db);
    const b = await createTenant(db);
    const tokenB = await createSession(db, b.admin.id, meta);
    await createSession(db, a.admin.id, meta);
    await deleteUserSessions(db, a.admin.id, (await storedSession(tokenB))!.id);
    expect(await sessionIdsOf(a.admin.id)).toEqual([]);
    expect(await findSessionUser(db, tokenB)).not.toBeNull();
  });
});

describe('deleteExpiredSessions', () => {
  it('removes sessions past their idle or absolute expiry and keeps live ones', async () => {
    const { admin, staff } = await createTenant(db);
    const now = new Date();
    const absoluteGone = await createSession(db, admin.id, meta, at(now, -(SESSION_ABSOLUTE_MS + DAY)));
    const idleGone = await createSession(db, admin.id, meta, at(now, -(SESSION_IDLE_MS + DAY)));
    const alive = await createSession(db, admin.id, meta, at(now, -DAY));
    const aliveOther = await createSession(db, staff.id, meta, now);
    // Old, but kept alive by use: only the idle expiry moved.
    const oldButUsed = await createSession(db, staff.id, meta, at(now, -(SESSION_IDLE_MS + DAY)));
    await touchSession(db, (await storedSession(oldButUsed))!.id, at(now, -(SESSION_IDLE_MS + DAY)), at(now, -MINUTE));

    await deleteExpiredSessions(db, now);

    const remaining = await db
      .select({ tokenHash: sessions.tokenHash })
      .from(sessions)
      .where(inArray(sessions.userId, [admin.id, staff.id]));
    const hashes = new Set(remaining.map((row) => row.tokenHash));
    expect(hashes.has(hashToken(absoluteGone))).toBe(false);
    expect(hashes.has(hashToken(idleGone))).toBe(false);
    expect(hashes.has(hashToken(alive))).toBe(true);
    expect(hashes.has(hashToken(aliveOther))).toBe(true);
    expect(hashes.has(hashToken(oldButUsed))).toBe(true);
    expect(hashes.size).toBe(3);
  });
});

describe('a deactivated or deleted company or shop', () => {
  it('ends the sessions of its users and stops them logging in', async () => {
    const tenant = await createTenant(db);
    const token = await createSession(db, tenant.admin.id, {});
    expect(await findSessionUser(db, token)).not.toBeNull();

    await db.update(companies).set({ isActive: false }).where(eq(companies.id, tenant.company.id));
    expect(await findSessionUser(db, token)).toBeNull();
    expect((await login(db, { email: tenant.admin.email, password: TEST_PASSWORD }, { ip: '198.51.100.9' })).ok).toBe(
      false,
    );

    await db.update(companies).set({ isActive: true }).where(eq(companies.id, tenant.company.id));
    expect(await findSessionUser(db, token)).not.toBeNull();
    await db.update(shops).set({ deletedAt: new Date() }).where(eq(shops.id, tenant.shop.id));
    expect(await findSessionUser(db, token)).toBeNull();
    expect((await login(db, { email: tenant.staff.email, password: TEST_PASSWORD }, { ip: '198.51.100.9' })).ok).toBe(
      false,
    );
  });
});
