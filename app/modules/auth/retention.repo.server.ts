import { and, isNotNull, lt, ne, or } from 'drizzle-orm';
import type { DbOrTx } from '#app/db/client.server';
import { passwordResetTokens, rateLimits, registrationRequests } from '#app/db/schema';
import { deleteExpiredSessions } from './session.repo.server';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** How long account-related records are kept; the privacy policy promises these numbers. */
const RETENTION = {
  rateLimitCounters: HOUR,
  usedOrExpiredResetTokens: DAY,
  unapprovedRegistrationRequests: 365 * DAY,
} as const;

/** Deletes what is past its retention; run hourly by the server. */
export async function deleteExpiredAccountData(db: DbOrTx, now = new Date()): Promise<void> {
  const before = (ms: number) => new Date(now.getTime() - ms);
  await deleteExpiredSessions(db, now);
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, before(RETENTION.rateLimitCounters)));
  await db
    .delete(passwordResetTokens)
    .where(
      or(
        lt(passwordResetTokens.expiresAt, before(RETENTION.usedOrExpiredResetTokens)),
        and(
          isNotNull(passwordResetTokens.usedAt),
          lt(passwordResetTokens.usedAt, before(RETENTION.usedOrExpiredResetTokens)),
        ),
      ),
    );
  await db
    .delete(registrationRequests)
    .where(
      and(
        ne(registrationRequests.status, 'approved'),
        lt(registrationRequests.createdAt, before(RETENTION.unapprovedRegistrationRequests)),
      ),
    );
}
