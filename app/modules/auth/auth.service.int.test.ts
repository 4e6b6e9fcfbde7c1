import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { mailOutbox, passwordResetTokens, sessions, users } from '#app/db/schema';
import type { Database } from '#app/db/client.server';
import { createTenant, createUser, TEST_PASSWORD, uniqueEmail } from '#tests/factories';
import { useTestDatabase } from '#tests/setup/db';
import { changeOwnPassword, confirmPasswordReset, login, logout, requestPasswordReset } from './auth.service.server';
import { settleDeferredWork } from './deferred.server';
import { hashPassword } from './password.server';
import type * as PasswordModule from './password.server';
import { findSessionUser } from './session.repo.server';
import { hashToken } from './token.server';
import { toScope } from './user-record';
import { ROLES } from './roles';

// Passes through to the real hash; the tests see whether (and how often) it was asked for.
vi.mock('./password.server', async (importOriginal) => {
  const original = await importOriginal<typeof PasswordModule>();
  return { ...original, hashPassword: vi.fn(original.hashPassword) };
});

let db: Database;
beforeAll(async () => {
  db = (await useTestDatabase()).db;
});

const meta = () => ({
  ip: `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  userAgent: 'vitest',
});

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

  const limits = (perIp: number, perAccountAndIp: number, perAccount: number) => ({
    perIp: { limit: perIp, windowMs: 60_000 },
    perAccountAndIp: { limit: perAccountAndIp, windowMs: 60_000 },
    perAccount: { limit: perAccount, windowMs: 60_000 },
  });

  it('limits failed attempts per account and address, and a success clears the count', async () => {
    const { admin } = await createTenant(db);
    const here = meta();
    const rules = limits(100, 3, 100);
    for (let i = 0; i < 2; i++) await login(db, { email: admin.email, password: 'wrong-wrong' }, here, rules);
    expect((await login(db, { email: admin.email, password: TEST_PASSWORD }, here, rules)).ok).toBe(true);
    for (let i = 0; i < 3; i++) await login(db, { email: admin.email, password: 'wrong-wrong' }, here, rules);
    const blocked = await login(db, { email: admin.email.toUpperCase(), password: TEST_PASSWORD }, here, rules);
    expect(blocked).toMatchObject({ ok: false, reason: 'rate_limited', retryAfterMinutes: 1 });
  });

  it('an attacker on another address cannot lock the owner out', async () => {
    const { admin } = await createTenant(db);
    const attacker = { ip: '198.51.100.66', userAgent: 'vitest' };
    const owner = { ip: '203.0.113.10', userAgent: 'vitest' };
    const rules = limits(1000, 3, 100);
    for (let i = 0; i < 20; i++) await login(db, { email: admin.email, password: 'guess-guess' }, attacker, rules);
    expect(await login(db, { email: admin.email, password: TEST_PASSWORD }, attacker, rules)).toMatchObject({
      reason: 'rate_limited',
    });
    expect((await login(db, { email: admin.email, password: TEST_PASSWORD }, owner, rules)).ok).toBe(true);
  });

  it('has an account-wide ceiling against guesses spread over many addresses, which refused attempts do not feed', async () => {
    const { admin } = await createTenant(db);
    const rules = limits(1000, 2, 5);
    // Each address is held back after two guesses; its further attempts do not count against the account (if they
    // did, the owner's login below would already be over the ceiling).
    for (let i = 0; i < 4; i++)
      await login(db, { email: admin.email, password: 'guess-guess' }, { ip: '192.0.2.1' }, rules);
    for (let i = 0; i < 2; i++)
      await login(db, { email: admin.email, password: 'guess-guess' }, { ip: '192.0.2.2' }, rules);
    expect((await login(db, { email: admin.email, password: TEST_PASSWORD }, { ip: '192.0.2.3' }, rules)).ok).toBe(
      true,
    );
    // Four failures so far, the success not counted; a fifth reaches the ceiling, and then even the owner waits.
    await login(db, { email: admin.email, password: 'guess-guess' }, { ip: '192.0.2.4' }, rules);
    expect(await login(db, { email: admin.email, password: TEST_PASSWORD }, { ip: '192.0.2.5' }, rules)).toMatchObject({
      reason: 'rate_limited',
    });
  });

  it('limits failed attempts per IP across accounts; successful logins from the same address never count', async () => {
    const ip = {
      ip: `2001:db8::${Math.floor(Math.random() * 0xffff).toString(16)}:${Math.floor(Math.random() * 0xffff).toString(16)}`,
      userAgent: 'vitest',
    };
    const rules = limits(2, 100, 100);
    const { admin, staff } = await createTenant(db);
    for (let i = 0; i < 5; i++) {
      expect(
        (await login(db, { email: i % 2 ? admin.email : staff.email, password: TEST_PASSWORD }, ip, rules)).ok,
      ).toBe(true);
    }
    await login(db, { email: uniqueEmail(), password: 'x' }, ip, rules);
    await login(db, { email: uniqueEmail(), password: 'x' }, ip, rules);
    expect(await login(db, { email: admin.email, password: TEST_PASSWORD }, ip, rules)).toMatchObject({
      reason: 'rate_limited',
    });
  });

  it('says how many minutes are left of the window that refused', async () => {
    const { admin } = await createTenant(db);
    const rules = { ...limits(100, 1, 100), perAccountAndIp: { limit: 1, windowMs: 15 * 60_000 } };
    const here = meta();
    await login(db, { email: admin.email, password: 'wrong-wrong' }, here, rules);
    const blocked = await login(db, { email: admin.email, password: 'wrong-wrong' }, here, rules);
    expect(blocked).toMatchObject({ reason: 'rate_limited' });
    if (blocked.ok || blocked.reason !== 'rate_limited') return;
    expect(blocked.retryAfterMinutes).toBeGreaterThanOrEqual(14);
    expect(blocked.retryAfterMinutes).toBeLessThanOrEqual(15);
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
  const APP_URL = 'https://prevzem.test';

  /** Asks for a reset and runs the deferred half at once, as the server does right after answering. */
  async function requestReset(email: string, ip = meta().ip) {
    const tasks: (() => Promise<void>)[] = [];
    const accepted = await requestPasswordReset(db, email, { appUrl: APP_URL, ip, defer: (task) => tasks.push(task) });
    for (const task of tasks) await task();
    return accepted;
  }

  async function mailsTo(email: string) {
    return (
      await db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'password_reset')).orderBy(mailOutbox.id)
    ).filter((row) => row.to.includes(email));
  }

  const linkToken = (text: string) => decodeURIComponent(/token=([^\s"&<]+)/.exec(text)![1]!);

  it('mails a single-use link valid for an hour, and the new password works', async () => {
    const { admin } = await createTenant(db);
    const session = await login(db, { email: admin.email, password: TEST_PASSWORD }, meta());
    expect(await requestReset(admin.email)).toBe(true);
    const [mail] = await mailsTo(admin.email);
    expect(mail?.status).toBe('sending');
    const token = linkToken(mail!.text);
    expect(mail!.text).toContain('https://prevzem.test/reset-password?token=');
    const [stored] = await db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.tokenHash, hashToken(token)));
    const ttl = stored!.expiresAt.getTime() - stored!.createdAt.getTime();
    expect(ttl).toBeGreaterThan(59 * 60 * 1000);
    expect(ttl).toBeLessThanOrEqual(60 * 60 * 1000 + 5000);
    expect(stored!.email).toBe(admin.email);

    expect(await confirmPasswordReset(db, token, 'a-brand-new-password')).toEqual({ ok: true });
    expect(await confirmPasswordReset(db, token, 'another-password-1')).toEqual({ ok: false, reason: 'invalid_token' });
    if (session.ok) expect(await findSessionUser(db, session.token)).toBeNull();
    expect((await login(db, { email: admin.email, password: 'a-brand-new-password' }, meta())).ok).toBe(true);
    expect((await login(db, { email: admin.email, password: TEST_PASSWORD }, meta())).ok).toBe(false);
  });

  it('refuses an expired token', async () => {
    const { admin } = await createTenant(db);
    await requestReset(admin.email);
    await db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, admin.id));
    const [mail] = await mailsTo(admin.email);
    expect(await confirmPasswordReset(db, linkToken(mail!.text), 'a-brand-new-password')).toEqual({
      ok: false,
      reason: 'invalid_token',
    });
  });

  it('says nothing and sends nothing for an unknown e-mail', async () => {
    const email = uniqueEmail('ghost');
    expect(await requestReset(email)).toBe(true);
    expect(await mailsTo(email)).toHaveLength(0);
  });

  it('answers after the same work whether or not the account exists: the lookup and the mail come after the answer', async () => {
    const { admin } = await createTenant(db);
    const work = async (email: string) => {
      const calls: string[] = [];
      // Records every database call the request makes before it answers.
      const recorded = new Proxy(db, {
        get(target, property, receiver) {
          const value: unknown = Reflect.get(target, property, receiver);
          if (typeof value !== 'function') return value;
          return (...args: unknown[]) => {
            calls.push(String(property));
            return (value as (...a: unknown[]) => unknown).apply(target, args);
          };
        },
      });
      const tasks: (() => Promise<void>)[] = [];
      const tokensBefore = (await db.select().from(passwordResetTokens)).length;
      const mailBefore = (await db.select().from(mailOutbox)).length;
      const accepted = await requestPasswordReset(recorded, email, {
        appUrl: APP_URL,
        ip: '2001:db8::5',
        defer: (task) => tasks.push(task),
      });
      const answered = {
        accepted,
        calls: [...calls],
        deferred: tasks.length,
        newTokens: (await db.select().from(passwordResetTokens)).length - tokensBefore,
        newMail: (await db.select().from(mailOutbox)).length - mailBefore,
      };
      for (const task of tasks) await task();
      return answered;
    };
    const known = await work(admin.email);
    const unknown = await work(uniqueEmail('nobody'));
    expect(known).toEqual({ accepted: true, calls: ['insert'], deferred: 1, newTokens: 0, newMail: 0 });
    expect(unknown).toEqual(known);
    // The deferred half then mails the known account only.
    expect(await mailsTo(admin.email)).toHaveLength(1);
  });

  it('hands the deferred half to the shared runner when no other is given, and the mail still goes out', async () => {
    const { admin } = await createTenant(db);
    expect(await requestPasswordReset(db, admin.email, { appUrl: APP_URL, ip: meta().ip })).toBe(true);
    await settleDeferredWork();
    expect(await mailsTo(admin.email)).toHaveLength(1);
  });

  it('mails the address stored on the account, never the address as typed', async () => {
    const { company, shop } = await createTenant(db);
    const user = await createUser(db, { companyId: company.id, shopId: shop.id, email: uniqueEmail('kelvin') });
    const typed = `  ${user.email.toUpperCase()}  `;
    await requestReset(typed);
    expect((await mailsTo(user.email)).map((mail) => mail.to)).toEqual([[user.email]]);
    // Look-alike characters find the account only where the database folds them; a mail then goes to the stored address.
    const lookAlikes = [
      user.email.replace('k', '\u212A'),
      user.email.replace('@', '@\u200B'),
      user.email.replace('e', '\u0435'),
    ];
    for (const variant of lookAlikes) await requestReset(variant);
    const all = await db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'password_reset'));
    for (const variant of [typed, typed.trim(), ...lookAlikes])
      expect(all.filter((mail) => mail.to.includes(variant))).toEqual([]);
    for (const mail of await mailsTo(user.email)) expect(mail.to).toEqual([user.email]);
  });

  it('a link is valid only while the account still has the address it was sent to', async () => {
    const { admin } = await createTenant(db);
    await requestReset(admin.email);
    const token = linkToken((await mailsTo(admin.email))[0]!.text);
    const other = uniqueEmail('moved');
    await db.update(users).set({ email: other }).where(eq(users.id, admin.id));
    vi.mocked(hashPassword).mockClear();
    expect(await confirmPasswordReset(db, token, 'a-brand-new-password')).toEqual({
      ok: false,
      reason: 'invalid_token',
    });
    expect(hashPassword).not.toHaveBeenCalled();
    // Only the case differs: the same mailbox, the link still works.
    await db.update(users).set({ email: admin.email.toUpperCase() }).where(eq(users.id, admin.id));
    expect(await confirmPasswordReset(db, token, 'a-brand-new-password')).toEqual({ ok: true });
  });

  it('checks the link before hashing the new password', async () => {
    const { admin } = await createTenant(db);
    vi.mocked(hashPassword).mockClear();
    expect(await confirmPasswordReset(db, 'not-a-real-token', 'a-brand-new-password')).toEqual({
      ok: false,
      reason: 'invalid_token',
    });
    expect(hashPassword).not.toHaveBeenCalled();
    await requestReset(admin.email);
    const token = linkToken((await mailsTo(admin.email))[0]!.text);
    expect(await confirmPasswordReset(db, token, 'a-brand-new-password')).toEqual({ ok: true });
    expect(hashPassword).toHaveBeenCalledTimes(1);
    expect(await confirmPasswordReset(db, token, 'a-brand-new-password')).toEqual({
      ok: false,
      reason: 'invalid_token',
    });
    expect(hashPassword).toHaveBeenCalledTimes(1);
  });

  it('limits attempts to set a password per address, valid link or not, and says for how long', async () => {
    const { admin } = await createTenant(db);
    await requestReset(admin.email);
    const token = linkToken((await mailsTo(admin.email))[0]!.text);
    const limit = {
      ip: `2001:db8::${Math.floor(Math.random() * 0xffff).toString(16)}`,
      rule: { limit: 2, windowMs: 15 * 60_000 },
    };
    expect(await confirmPasswordReset(db, 'guess-1', 'a-brand-new-password', limit)).toEqual({
      ok: false,
      reason: 'invalid_token',
    });
    expect(await confirmPasswordReset(db, 'guess-2', 'a-brand-new-password', limit)).toEqual({
      ok: false,
      reason: 'invalid_token',
    });
    const refused = await confirmPasswordReset(db, token, 'a-brand-new-password', limit);
    expect(refused).toMatchObject({ ok: false, reason: 'rate_limited' });
    if (refused.ok || refused.reason !== 'rate_limited') return;
    expect(refused.retryAfterMinutes).toBeGreaterThanOrEqual(14);
    expect(refused.retryAfterMinutes).toBeLessThanOrEqual(15);
    // Another address is not held back, and the link was not spent by the refused attempt.
    expect(await confirmPasswordReset(db, token, 'a-brand-new-password', { ...limit, ip: '2001:db8::1:1' })).toEqual({
      ok: true,
    });
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
      await changeOwnPassword(
        db,
        scope,
        { currentPassword: 'wrong', newPassword: 'new-password-123', confirmPassword: 'new-password-123' },
        current.sessionId,
      ),
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
