import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '#app/db/schema';
import type { Database } from '#app/db/client.server';
import { updateProfile } from '#app/modules/auth/auth.service.server';
import { verifyPassword } from '#app/modules/auth/password.server';
import { ROLES } from '#app/modules/auth/roles';
import { toScope } from '#app/modules/auth/user-record';
import { createTenant, createUser, uniqueEmail } from '#tests/factories';
import { useTestDatabase } from '#tests/setup/db';
import { createSuperAdmin } from './super-admin.service.server';
import { findLoginUserByEmail, getOwnProfile, getSessionUserRow, updateOwnProfile } from './users.repo.server';

let db: Database;
beforeAll(async () => {
  db = (await useTestDatabase()).db;
});

async function userRow(id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row!;
}

async function scopeOf(userId: number) {
  const row = await getSessionUserRow(db, userId);
  if (!row) throw new Error(`no user ${userId}`);
  return toScope(row);
}

async function profileAudits(userId: number) {
  return db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entityType, 'user'),
        eq(auditLog.entityId, String(userId)),
        eq(auditLog.action, 'profile_updated'),
      ),
    )
    .orderBy(auditLog.id);
}

describe('findLoginUserByEmail', () => {
  it('finds an active user whatever the case of the e-mail', async () => {
    const { company, shop } = await createTenant(db);
    const email = `Mixed.Case-${randomUUID().slice(0, 8)}@Example.test`;
    const user = await createUser(db, { companyId: company.id, shopId: shop.id, email, language: 'si' });
    for (const asked of [email, email.toLowerCase(), email.toUpperCase()]) {
      expect(await findLoginUserByEmail(db, asked)).toMatchObject({
        id: user.id,
        name: user.name,
        passwordHash: user.passwordHash,
        language: 'si',
        companyId: company.id,
      });
    }
  });

  it('answers null for an unknown, inactive or deleted user', async () => {
    const { company, shop } = await createTenant(db);
    const inactive = await createUser(db, { companyId: company.id, shopId: shop.id, isActive: false });
    const deleted = await createUser(db, { companyId: company.id, shopId: shop.id, deletedAt: new Date() });
    expect(await findLoginUserByEmail(db, uniqueEmail('nobody'))).toBeNull();
    expect(await findLoginUserByEmail(db, inactive.email)).toBeNull();
    expect(await findLoginUserByEmail(db, deleted.email.toUpperCase())).toBeNull();
  });

  it('does not match e-mails by pattern', async () => {
    const { admin } = await createTenant(db);
    expect(await findLoginUserByEmail(db, admin.email.replace(/^./, '_'))).toBeNull();
    expect(await findLoginUserByEmail(db, `%${admin.email.slice(3)}`)).toBeNull();
  });
});

describe('getSessionUserRow', () => {
  it('joins the user’s own shop', async () => {
    const a = await createTenant(db);
    const b = await createTenant(db);
    const rowA = await getSessionUserRow(db, a.staff.id);
    const rowB = await getSessionUserRow(db, b.admin.id);
    expect(rowA).toEqual({
      id: a.staff.id,
      name: a.staff.name,
      lastname: a.staff.lastname,
      email: a.staff.email,
      role: ROLES.staff,
      permissions: a.staff.permissions,
      language: 'en',
      resultsPerPage: 25,
      companyId: a.company.id,
      shopId: a.shop.id,
      shopUuid: a.shop.uuid,
      shopName: a.shop.name,
      shopExportModule: a.shop.exportModule,
    });
    expect(rowB).toMatchObject({
      id: b.admin.id,
      companyId: b.company.id,
      shopUuid: b.shop.uuid,
      shopName: b.shop.name,
    });
  });

  it('answers a company manager without a home shop the company’s first live shop, no shop for a super admin, and null for a deleted user', async () => {
    const { company, shop } = await createTenant(db);
    const manager = await createUser(db, { role: ROLES.companyManager, companyId: company.id });
    const operator = await createUser(db, { role: ROLES.superAdmin });
    const deleted = await createUser(db, { companyId: company.id, shopId: shop.id, deletedAt: new Date() });
    expect(await getSessionUserRow(db, manager.id)).toMatchObject({
      role: ROLES.companyManager,
      companyId: company.id,
      shopId: shop.id,
      shopUuid: shop.uuid,
    });
    expect(await getSessionUserRow(db, operator.id)).toMatchObject({
      role: ROLES.superAdmin,
      companyId: null,
      shopId: null,
      shopUuid: null,
    });
    expect(await getSessionUserRow(db, deleted.id)).toBeNull();
  });
});

describe('updateOwnProfile', () => {
  it('changes only the caller’s row, never another tenant’s', async () => {
    const a = await createTenant(db);
    const b = await createTenant(db);
    const scopeA = await scopeOf(a.admin.id);
    const before = {
      colleague: await userRow(a.staff.id),
      other: await userRow(b.admin.id),
    };
    await updateOwnProfile(db, scopeA, { name: 'Maja', lastname: 'Kranjc', language: 'si', resultsPerPage: 50 });
    expect(await userRow(a.admin.id)).toMatchObject({
      name: 'Maja',
      lastname: 'Kranjc',
      language: 'si',
      resultsPerPage: 50,
    });
    expect(await userRow(a.staff.id)).toEqual(before.colleague);
    expect(await userRow(b.admin.id)).toEqual(before.other);
  });

  it('changes only the fields given', async () => {
    const { admin } = await createTenant(db);
    await updateOwnProfile(db, await scopeOf(admin.id), { language: 'si' });
    expect(await userRow(admin.id)).toMatchObject({
      name: admin.name,
      lastname: admin.lastname,
      language: 'si',
      resultsPerPage: 25,
    });
  });

  it('does not touch a soft-deleted user', async () => {
    const { company, shop } = await createTenant(db);
    const user = await createUser(db, { companyId: company.id, shopId: shop.id });
    const scope = await scopeOf(user.id);
    await db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, user.id));
    const before = await userRow(user.id);
    await updateOwnProfile(db, scope, { name: 'Ghost' });
    expect(await userRow(user.id)).toEqual(before);
    expect(await getOwnProfile(db, scope)).toBeNull();
  });
});

describe('updateProfile', () => {
  it('writes one audit row with only the fields that changed', async () => {
    const { admin, company } = await createTenant(db);
    const scope = await scopeOf(admin.id);
    await updateProfile(db, scope, { name: 'Nina', lastname: admin.lastname, language: 'en', resultsPerPage: 100 });
    const audits = await profileAudits(admin.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      companyId: company.id,
      actorUserId: admin.id,
      entityType: 'user',
      entityId: String(admin.id),
      action: 'profile_updated',
      changes: { name: { from: admin.name, to: 'Nina' }, resultsPerPage: { from: 25, to: 100 } },
    });
    expect(Object.keys(audits[0]!.changes ?? {}).sort()).toEqual(['name', 'resultsPerPage']);
    expect(await userRow(admin.id)).toMatchObject({ name: 'Nina', resultsPerPage: 100 });
  });

  it('writes no audit row when nothing changed', async () => {
    const { staff } = await createTenant(db);
    const scope = await scopeOf(staff.id);
    await updateProfile(db, scope, {
      name: staff.name,
      lastname: staff.lastname,
      language: staff.language,
      resultsPerPage: 25,
    });
    expect(await profileAudits(staff.id)).toEqual([]);
  });

  it('audits each later change against the stored values', async () => {
    const { admin } = await createTenant(db);
    const scope = await scopeOf(admin.id);
    const base = { name: admin.name, lastname: admin.lastname, language: 'en' as const, resultsPerPage: 25 as const };
    await updateProfile(db, scope, { ...base, language: 'si' });
    await updateProfile(db, scope, { ...base, language: 'si' });
    await updateProfile(db, scope, { ...base, language: 'en', lastname: 'Horvat' });
    const audits = await profileAudits(admin.id);
    expect(audits.map((audit) => audit.changes)).toEqual([
      { language: { from: 'en', to: 'si' } },
      { language: { from: 'si', to: 'en' }, lastname: { from: admin.lastname, to: 'Horvat' } },
    ]);
  });

  it('leaves other users and their audit trail alone', async () => {
    const a = await createTenant(db);
    const b = await createTenant(db);
    const before = await userRow(b.admin.id);
    await updateProfile(db, await scopeOf(a.admin.id), {
      name: 'Only A',
      lastname: 'X',
      language: 'si',
      resultsPerPage: 10,
    });
    expect(await userRow(b.admin.id)).toEqual(before);
    expect(await profileAudits(b.admin.id)).toEqual([]);
  });
});

describe('createSuperAdmin', () => {
  it('creates an active super admin with no company and records it', async () => {
    const email = uniqueEmail('operator');
    const result = await createSuperAdmin(db, { email, name: 'Op', lastname: 'Erator', password: 'a-long-password-1' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const stored = await userRow(result.id);
    expect(stored).toMatchObject({
      email,
      role: ROLES.superAdmin,
      companyId: null,
      shopId: null,
      isActive: true,
      deletedAt: null,
    });
    expect(await verifyPassword('a-long-password-1', stored.passwordHash!)).toBe(true);
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(result.id)), eq(auditLog.action, 'super_admin_created')));
    expect(audits).toHaveLength(1);
  });

  it('refuses an e-mail already taken, whatever its case', async () => {
    const { admin } = await createTenant(db);
    const result = await createSuperAdmin(db, {
      email: admin.email.toUpperCase(),
      name: 'Dup',
      lastname: 'Licate',
      password: 'a-long-password-1',
    });
    expect(result).toEqual({ ok: false, reason: 'email_taken' });
    const sameEmail = await db.select({ id: users.id }).from(users).where(eq(users.email, admin.email.toUpperCase()));
    expect(sameEmail).toEqual([]);

    const operatorEmail = uniqueEmail('twice');
    expect(
      (await createSuperAdmin(db, { email: operatorEmail, name: 'A', lastname: 'B', password: 'a-long-password-1' }))
        .ok,
    ).toBe(true);
    expect(
      await createSuperAdmin(db, {
        email: operatorEmail.replace(/^t/, 'T'),
        name: 'A',
        lastname: 'B',
        password: 'a-long-password-1',
      }),
    ).toEqual({ ok: false, reason: 'email_taken' });
  });
});
