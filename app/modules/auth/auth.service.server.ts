import { and, eq, gt, isNull } from 'drizzle-orm';
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
import { clearRateLimit, hitRateLimit, type RateLimitRule } from './rate-limit.repo.server';
import { createSession, deleteSessionByToken, deleteUserSessions, findSessionUser, type SessionMeta } from './session.repo.server';
import { createToken, hashToken } from './token.server';
import { toUserRecord, type Scope, type UserRecord } from './user-record';

export const LOGIN_LIMIT_PER_IP: RateLimitRule = { limit: 30, windowMs: 15 * 60 * 1000 };
export const LOGIN_LIMIT_PER_ACCOUNT: RateLimitRule = { limit: 10, windowMs: 15 * 60 * 1000 };
export const RESET_LIMIT_PER_IP: RateLimitRule = { limit: 10, windowMs: 15 * 60 * 1000 };
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export type LoginResult =
  | { ok: true; token: string; user: UserRecord }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'rate_limited'; retryAfterMinutes: number };

export async function login(
  db: Database,
  input: LoginInput,
  meta: SessionMeta,
  limits: { perIp: RateLimitRule; perAccount: RateLimitRule } = { perIp: LOGIN_LIMIT_PER_IP, perAccount: LOGIN_LIMIT_PER_ACCOUNT },
): Promise<LoginResult> {
  const accountKey = `login:account:${input.email.toLowerCase()}`;
  const ipAllowed = await hitRateLimit(db, `login:ip:${meta.ip ?? 'unknown'}`, limits.perIp);
  const accountAllowed = await hitRateLimit(db, accountKey, limits.perAccount);
  if (!ipAllowed || !accountAllowed) return { ok: false, reason: 'rate_limited', retryAfterMinutes: 15 };

  const candidate = await findLoginUserByEmail(db, input.email);
  const isValid = candidate?.passwordHash
    ? await verifyPassword(input.password, candidate.passwordHash)
    : await verifyAgainstDummy(input.password);
  if (!candidate || !isValid) return { ok: false, reason: 'invalid' };

  await clearRateLimit(db, accountKey);
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
 * Always succeeds from the caller's view, so the answer never tells whether an account exists.
 * Returns false only when the IP has asked too often.
 */
export async function requestPasswordReset(
  db: Database,
  email: string,
  options: { appUrl: string; ip: string | null },
): Promise<boolean> {
  if (!(await hitRateLimit(db, `reset:ip:${options.ip ?? 'unknown'}`, RESET_LIMIT_PER_IP))) return false;
  const user = await findLoginUserByEmail(db, email);
  if (!user) return true;
  const token = createToken();
  await db.transaction(async (tx) => {
    await tx.insert(passwordResetTokens).values({
      tokenHash: hashToken(token),
      userId: user.id,
      expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
    });
    const mail = passwordResetMail(user.language, user.name, `${options.appUrl}/reset-password?token=${encodeURIComponent(token)}`);
    await enqueueMail(tx, { kind: 'password_reset', to: [email], companyId: user.companyId, ...mail });
  });
  return true;
}

/** Sets the new password, burns the token (and any other open one) and ends every session of the user. */
export async function confirmPasswordReset(
  db: Database,
  token: string,
  password: string,
): Promise<{ ok: true } | { ok: false; reason: 'invalid_token' }> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const now = new Date();
    const [row] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashToken(token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
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
