import { and, eq, exists, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '#app/db/client.server';
import { passwordResetTokens, users } from '#app/db/schema';
import { recordAudit } from '#app/modules/audit/audit.repo.server';
import { enqueueMail } from '#app/modules/mail/outbox.repo.server';
import { passwordResetMail } from '#app/modules/mail/templates.server';
import {
  findLoginUserByEmail,
  getOwnPasswordHash,
  getOwnProfile,
  setUserPassword,
  updateOwnProfile,
} from '#app/modules/users/users.repo.server';
import type { ChangePasswordInput, LoginInput, ProfileInput } from './auth.schema';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password.server';
import { deferWork, type Defer } from './deferred.server';
import {
  clearRateLimit,
  countRateLimitHit,
  hitRateLimit,
  retryAfterMinutes,
  uncountRateLimitHit,
  type RateLimitHit,
  type RateLimitRule,
} from './rate-limit.repo.server';
import {
  createSession,
  deleteSessionByToken,
  deleteUserSessions,
  findSessionUser,
  type SessionMeta,
} from './session.repo.server';
import { createToken, hashToken } from './token.server';
import { toUserRecord, type Scope, type UserRecord } from './user-record';

const WINDOW_MS = 15 * 60 * 1000;
/** Failed logins from one address, whichever accounts they try (a hotel's staff may share one address). */
const LOGIN_LIMIT_PER_IP: RateLimitRule = { limit: 30, windowMs: WINDOW_MS };
/** Failed logins at one account from one address: locks out that address only, never the owner elsewhere. */
const LOGIN_LIMIT_PER_ACCOUNT_AND_IP: RateLimitRule = { limit: 10, windowMs: WINDOW_MS };
/** Failed logins at one account from all addresses together: the ceiling against a spread-out attack. */
const LOGIN_LIMIT_PER_ACCOUNT: RateLimitRule = { limit: 100, windowMs: WINDOW_MS };
const RESET_LIMIT_PER_IP: RateLimitRule = { limit: 10, windowMs: WINDOW_MS };
const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export interface LoginLimits {
  perIp: RateLimitRule;
  perAccountAndIp: RateLimitRule;
  perAccount: RateLimitRule;
}

const LOGIN_LIMITS: LoginLimits = {
  perIp: LOGIN_LIMIT_PER_IP,
  perAccountAndIp: LOGIN_LIMIT_PER_ACCOUNT_AND_IP,
  perAccount: LOGIN_LIMIT_PER_ACCOUNT,
};

type RateLimited = { ok: false; reason: 'rate_limited'; retryAfterMinutes: number };

export type LoginResult =
  { ok: true; token: string; user: UserRecord } | { ok: false; reason: 'invalid' } | RateLimited;

const limited = (hit: RateLimitHit): RateLimited => ({
  ok: false,
  reason: 'rate_limited',
  retryAfterMinutes: retryAfterMinutes(hit.retryAfterMs),
});

/**
 * Failed attempts are counted per address, per account and address, and per account; a successful login takes its
 * attempt back from all three, so people sharing an address never lock each other out by logging in. A counter that
 * refuses stops the count there: an attacker held back at their address adds nothing to the owner's account ceiling.
 */
export async function login(
  db: Database,
  input: LoginInput,
  meta: SessionMeta,
  limits: LoginLimits = LOGIN_LIMITS,
): Promise<LoginResult> {
  const candidate = await findLoginUserByEmail(db, input.email);
  // An existing account is counted by its id, so spelling its address differently does not start a fresh count.
  const account = candidate ? `user:${candidate.id}` : `email:${input.email.trim().toLowerCase()}`;
  const ip = meta.ip ?? 'unknown';
  const keys = {
    ip: `login:ip:${ip}`,
    accountAndIp: `login:account-ip:${account} ${ip}`,
    account: `login:account:${account}`,
  };
  const ipHit = await countRateLimitHit(db, keys.ip, limits.perIp);
  if (!ipHit.allowed) return limited(ipHit);
  const pairHit = await countRateLimitHit(db, keys.accountAndIp, limits.perAccountAndIp);
  if (!pairHit.allowed) return limited(pairHit);
  const accountHit = await countRateLimitHit(db, keys.account, limits.perAccount);
  if (!accountHit.allowed) return limited(accountHit);

  const isValid = candidate?.passwordHash
    ? await verifyPassword(input.password, candidate.passwordHash)
    : await verifyAgainstDummy(input.password);
  if (!candidate || !isValid) return { ok: false, reason: 'invalid' };

  await uncountRateLimitHit(db, keys.ip);
  await clearRateLimit(db, keys.accountAndIp);
  await uncountRateLimitHit(db, keys.account);
  const token = await createSession(db, candidate.id, meta);
  // Read back through the session, so the answer is exactly what the next request will see (a manager's shop too).
  const session = await findSessionUser(db, token);
  if (!session) return { ok: false, reason: 'invalid' };
  return { ok: true, token, user: toUserRecord(session.user) };
}

export async function logout(db: Database, token: string | undefined): Promise<void> {
  if (token) await deleteSessionByToken(db, token);
}

/**
 * Always succeeds from the caller's view, so the answer never tells whether an account exists. Answering does the
 * same work either way (the rate limit and handing the rest to `defer`); looking the account up, making the link and
 * queueing the mail happen after the answer. Returns false only when the IP has asked too often.
 */
export async function requestPasswordReset(
  db: Database,
  email: string,
  options: { appUrl: string; ip: string | null; defer?: Defer; log?: Parameters<typeof deferWork>[1] },
): Promise<boolean> {
  if (!(await hitRateLimit(db, `reset:ip:${options.ip ?? 'unknown'}`, RESET_LIMIT_PER_IP))) return false;
  const defer: Defer = options.defer ?? ((task) => deferWork(task, options.log));
  defer(() => mailPasswordResetLink(db, email, options.appUrl));
  return true;
}

/**
 * The deferred half of a reset request: for a usable account, a one-hour link mailed to the address stored on the
 * account (never the address as typed, which may differ in case, spaces or look-alike characters), bound to it.
 */
export async function mailPasswordResetLink(db: Database, typedEmail: string, appUrl: string): Promise<void> {
  const user = await findLoginUserByEmail(db, typedEmail.trim());
  if (!user) return;
  const token = createToken();
  await db.transaction(async (tx) => {
    await tx.insert(passwordResetTokens).values({
      tokenHash: hashToken(token),
      userId: user.id,
      email: user.email,
      expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
    });
    const mail = passwordResetMail(
      user.language,
      user.name,
      `${appUrl}/reset-password?token=${encodeURIComponent(token)}`,
    );
    await enqueueMail(tx, { kind: 'password_reset', to: [user.email], companyId: user.companyId, ...mail });
  });
}

/**
 * An open link: unused, not expired, its user not deleted, and still at the address the link was mailed to (a link
 * sent to a mistyped or replaced address stops working when the address changes).
 */
function liveToken(tokenHash: string, now: Date) {
  return and(
    eq(passwordResetTokens.tokenHash, tokenHash),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, now),
    exists(
      sql`(select 1 from ${users} where ${users.id} = ${passwordResetTokens.userId} and ${users.deletedAt} is null and lower(${users.email}) = lower(${passwordResetTokens.email}))`,
    ),
  );
}

export type ResetConfirmResult = { ok: true } | { ok: false; reason: 'invalid_token' } | RateLimited;

/**
 * Sets the new password, burns the token (and any other open one) and ends every session of the user. The token is
 * checked before the (deliberately slow) hash is computed, so a wrong link costs nothing; `limit` counts every attempt
 * per address, like login.
 */
export async function confirmPasswordReset(
  db: Database,
  token: string,
  password: string,
  limit?: { ip: string | null; rule: RateLimitRule },
): Promise<ResetConfirmResult> {
  if (limit) {
    const hit = await countRateLimitHit(db, `reset-confirm:ip:${limit.ip ?? 'unknown'}`, limit.rule);
    if (!hit.allowed) return limited(hit);
  }
  const tokenHash = hashToken(token);
  const [open] = await db
    .select({ id: passwordResetTokens.id })
    .from(passwordResetTokens)
    .where(liveToken(tokenHash, new Date()))
    .limit(1);
  if (!open) return { ok: false, reason: 'invalid_token' };
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const now = new Date();
    // Claimed again: the link may have been used, or the address changed, while the hash was computed.
    const [row] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(liveToken(tokenHash, now))
      .returning({ userId: passwordResetTokens.userId });
    if (!row) return { ok: false, reason: 'invalid_token' } as const;
    const [user] = await tx
      .select({ companyId: users.companyId })
      .from(users)
      .where(and(eq(users.id, row.userId), isNull(users.deletedAt)));
    if (!user) return { ok: false, reason: 'invalid_token' } as const;
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, row.userId), isNull(passwordResetTokens.usedAt)));
    await setUserPassword(tx, row.userId, passwordHash);
    await deleteUserSessions(tx, row.userId);
    await recordAudit(tx, {
      companyId: user.companyId,
      actorUserId: row.userId,
      entityType: 'user',
      entityId: row.userId,
      action: 'password_reset',
    });
    return { ok: true } as const;
  });
}

/** Checks the current password; on success the user's other sessions end and this one stays. */
export async function changeOwnPassword(
  db: Database,
  scope: Scope,
  input: ChangePasswordInput,
  currentSessionId: number,
): Promise<{ ok: true } | { ok: false; reason: 'wrong_password' }> {
  const stored = await getOwnPasswordHash(db, scope);
  if (!stored || !(await verifyPassword(input.currentPassword, stored))) return { ok: false, reason: 'wrong_password' };
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await setUserPassword(tx, scope.userId, passwordHash);
    await deleteUserSessions(tx, scope.userId, currentSessionId);
    await recordAudit(tx, {
      companyId: scope.companyId,
      actorUserId: scope.userId,
      entityType: 'user',
      entityId: scope.userId,
      action: 'password_changed',
    });
  });
  return { ok: true };
}

export async function updateProfile(db: Database, scope: Scope, input: ProfileInput): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await getOwnProfile(tx, scope);
    if (!before) return;
    await updateOwnProfile(tx, scope, input);
    const changes = Object.fromEntries(
      Object.entries(input)
        .filter(([key, value]) => before[key as keyof typeof before] !== value)
        .map(([key, value]) => [key, { from: before[key as keyof typeof before], to: value }]),
    );
    if (Object.keys(changes).length > 0) {
      await recordAudit(tx, {
        companyId: scope.companyId,
        actorUserId: scope.userId,
        entityType: 'user',
        entityId: scope.userId,
        action: 'profile_updated',
        changes,
      });
    }
  });
}

/** Language chosen from the switcher: stored for a logged-in user so every device follows it. */
export async function setOwnLanguage(db: Database, scope: Scope, language: ProfileInput['language']): Promise<void> {
  await updateOwnProfile(db, scope, { language });
}
