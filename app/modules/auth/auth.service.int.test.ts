import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, passwordResetTokens, sessions } from '#app/db/schema';
import type { Database } from '#app/db/client.server';
import { createTenant, createUser, TEST_PASSWORD, uniqueEmail } from '#tests/factories';
import { useTestDatabase } from '#tests/setup/db';
import { changeOwnPassword, confirmPasswordReset, login, logout, requestPasswordReset } from './auth.service.server';
import { findSessionUser } from './session.repo.server';
import { hashToken } from './token.server';
import { toScope } from './user-record';
import { ROLES } from './roles';

let db: Database;
beforeAll(async () => {
  db = (await useTestDatabase()).db;
});

const meta = () => ({ ip: `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`, userAgent: 'vitest' });

describe('login', () => {
  it('answers the user record of spec §7 and opens a session', async () => {
    const { admin, shop } = await createTenant(db);
    const result = await login(db, { email: admin.email.toUpperCase(), password: TEST_PASSWORD }, meta());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.user).toMatchObject({
      id: admin.id,
      email: admin.email,
      role: { id: 3, name: 'admin' },
      language: { code: 'en' },
      shop: { uuid: shop.uuid, name: shop.name, exportModule: 'pantheon' },
    });
    expect(result.user.permissions).toContain('users:edit');
    const found = await findSessionUser(db, result.token);
    expect(found?.user.id).toBe(admin.id);
    const [stored] = await db.select().from(sessions).where(eq(sessions.userId, admin.id));
    expect(stored?.tokenHash).toBe(hashToken(result.token));
    expect(stored?.tokenHash).not.toBe(result.token);
  });

  it('gives a new session id on every login', async () => {
    const { admin } = await createTenant(db);
    const first = await login(db, { email: admin.email, password: TEST_PASSWORD }, meta());
    const second = await login(db, { email: admin.email, password: TEST_PASSWORD }, meta());
    expect(first.ok && second.ok && first.token !== second.token).toBe(true);
  });

  it('answers the same for an unknown e-mail and a wrong password', async () => {
    const { admin } = await createTenant(db);
    const wrongPassword = await login(db, { email: admin.email, password: 'not-the-password' }, meta());
    const unknown = await login(db, { email: uniqueEmail(), password: TEST_PASSWORD }, meta());
    expect(wrongPassword).toEqual({ ok: false, reason: 'invalid' });
    expect(unknown).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses inactive and deleted users', async () => {
    const { company, shop } = await createTenant(db);
    const inactive = await createUser(db, { companyId: company.id, shopId: shop.id, isActive: false });
    const deleted = await createUser(db, { companyId: company.id, shopId: shop.id, deletedAt: new Date() });
    expect((await login(db, { email: inactive.email, password: TEST_PASSWORD }, meta())).ok).toBe(false);
    expect((await login(db, { email: deleted.email, password: TEST_PASSWORD }, meta())).ok).toBe(false);
  });

  it('limits attempts per account, and a success clears the count', async () => {
    const { admin } = await createTenant(db);
    const limits = { perIp: { limit: 100, windowMs: 60_000 }, perAccount: { limit: 3, windowMs: 60_000 } };
    for (let i = 0; i < 2; i++) await login(db, { email: admin.email, password: 'wrong-wrong' }, meta(), limits);
    expect((await login(db, { email: admin.email, password: TEST_PASSWORD }, meta(), limits)).ok).toBe(true);
    for (let i = 0; i < 3; i++) await login(db, { email: admin.email, password: 'wrong-wrong' }, meta(), limits);
    const blocked = await login(db, { email: admin.email, password: TEST_PASSWORD }, meta(), limits);
    expect(blocked).toMatchObject({ ok: false, reason: 'rate_limited' });
  });

  it('limits attempts per IP across accounts', async () => {
    const ip = { ip: '192.0.2.77', userAgent: 'vitest' };
    const limits = { perIp: { limit: 2, windowMs: 60_000 }, perAccount: { limit: 100, windowMs: 60_000 } };
    await login(db, { email: uniqueEmail(), password: 'x' }, ip, limits);
    await login(db, { email: uniqueEmail(), password: 'x' }, ip, limits);
    const { admin } = await createTenant(db);
    expect(await login(db, { email: admin.email, password: TEST_PASSWORD }, ip, limits)).toMatchObject({ reason: 'rate_limited' });
  });
});

describe('logout', () => {
  it('ends the session on the server', async () => {
    const { admin } = await createTenant(db);
    const result = await login(db, { email: admin.email, password: TEST_PASSWORD }, meta());
    if (!result.ok) throw new Error('login failed');
    await logout(db, result.token);
    expect(await findSessionUser(db, result.token)).toBeNull();
  });
});

describe('password reset', () => {
  it('mails a single-use link valid for an hour, and the new password works', async () => {
    const { admin } = await createTenant(db);
    const session = await login(db, { email: admin.email, password: TEST_PASSWORD }, meta());
    expect(await requestPasswordReset(db, admin.email, { appUrl: 'https://prevzem.test', ip: meta().ip })).toBe(true);
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'password_reset')).orderBy(mailOutbox.id).limit(50)
      .then((rows) => rows.filter((row) => row.to.includes(admin.email)));
    expect(mail?.status).toBe('sending');
    const token = decodeURIComponent(/token=([^\s"&<]+)/.exec(mail!.text)![1]!);
    expect(mail!.text).toContain('https://prevzem.test/reset-password?token=');
    const [stored] = await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.tokenHash, hashToken(token)));
    const ttl = stored!.expiresAt.getTime() - stored!.createdAt.getTime();
    expect(ttl).toBeGreaterThan(59 * 60 * 1000);
    expect(ttl).toBeLessThanOrEqual(60 * 60 * 1000 + 5000);

    expect(await confirmPasswordReset(db, token, 'a-brand-new-password')).toEqual({ ok: true });
    expect(await confirmPasswordReset(db, token, 'another-password-1')).toEqual({ ok: false, reason: 'invalid_token' });
    if (session.ok) expect(await findSessionUser(db, session.token)).toBeNull();
    expect((await login(db, { email: admin.email, password: 'a-brand-new-password' }, meta())).ok).toBe(true);
    expect((await login(db, { email: admin.email, password: TEST_PASSWORD }, meta())).ok).toBe(false);
  });

  it('refuses an expired token', async () => {
    const { admin } = await createTenant(db);
    await requestPasswordReset(db, admin.email, { appUrl: 'https://prevzem.test', ip: meta().ip });
    await db.update(passwordResetTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(passwordResetTokens.userId, admin.id));
    const [mail] = (await db.select().from(mailOutbox)).filter((row) => row.to.includes(admin.email));
    const token = decodeURIComponent(/token=([^\s"&<]+)/.exec(mail!.text)![1]!);
    expect(await confirmPasswordReset(db, token, 'a-brand-new-password')).toEqual({ ok: false, reason: 'invalid_token' });
  });

  it('says nothing and sends nothing for an unknown e-mail', async () => {
    const email = uniqueEmail('ghost');
    expect(await requestPasswordReset(db, email, { appUrl: 'https://prevzem.test', ip: meta().ip })).toBe(true);
    expect((await db.select().from(mailOutbox)).filter((row) => row.to.includes(email))).toHaveLength(0);
  });
});

describe('change password', () => {
  it('checks the current password and ends the other sessions only', async () => {
    const { admin } = await createTenant(db);
    const here = await login(db, { email: admin.email, password: TEST_PASSWORD }, meta());
    const elsewhere = await login(db, { email: admin.email, password: TEST_PASSWORD }, meta());
    if (!here.ok || !elsewhere.ok) throw new Error('login failed');
    const current = (await findSessionUser(db, here.token))!;
    const scope = toScope(current.user);
    expect(
      await changeOwnPassword(db, scope, { currentPassword: 'wrong', newPassword: 'new-password-123', confirmPassword: 'new-password-123' }, current.sessionId),
    ).toEqual({ ok: false, reason: 'wrong_password' });
    expect(
      await changeOwnPassword(
        db,
        scope,
        { currentPassword: TEST_PASSWORD, newPassword: 'new-password-123', confirmPassword: 'new-password-123' },
        current.sessionId,
      ),
    ).toEqual({ ok: true });
    expect(await findSessionUser(db, here.token)).not.toBeNull();
    expect(await findSessionUser(db, elsewhere.token)).toBeNull();
    expect(scope.role).toBe(ROLES.admin);
  });
});
