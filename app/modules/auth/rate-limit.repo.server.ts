import { sql } from 'drizzle-orm';
import type { DbOrTx } from '#app/db/client.server';
import { rateLimits } from '#app/db/schema';

export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

export interface RateLimitHit {
  allowed: boolean;
  /** Until the current window ends: when a refused caller may try again. */
  retryAfterMs: number;
}

/** Counts one hit against `key` in a fixed window and says whether it is still within the limit, and until when. */
export async function countRateLimitHit(
  db: DbOrTx,
  key: string,
  rule: RateLimitRule,
  now = new Date(),
): Promise<RateLimitHit> {
  const windowStartedBefore = new Date(now.getTime() - rule.windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: now, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${rateLimits.windowStart} <= ${windowStartedBefore.toISOString()}::timestamptz then 1 else ${rateLimits.hits} + 1 end`,
        windowStart: sql`case when ${rateLimits.windowStart} <= ${windowStartedBefore.toISOString()}::timestamptz then ${now.toISOString()}::timestamptz else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ hits: rateLimits.hits, windowStart: rateLimits.windowStart });
  const windowStart = row?.windowStart ?? now;
  return {
    allowed: (row?.hits ?? 1) <= rule.limit,
    retryAfterMs: Math.max(0, windowStart.getTime() + rule.windowMs - now.getTime()),
  };
}

/** Counts one hit against `key` in a fixed window and says whether it is still within the limit. */
export async function hitRateLimit(db: DbOrTx, key: string, rule: RateLimitRule, now = new Date()): Promise<boolean> {
  return (await countRateLimitHit(db, key, rule, now)).allowed;
}

/** Takes back one hit that turned out not to count (a successful login), never below zero. */
export async function uncountRateLimitHit(db: DbOrTx, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
    .where(sql`${rateLimits.key} = ${key}`);
}

export async function clearRateLimit(db: DbOrTx, key: string): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`);
}

/** Whole minutes to wait, as the 429 message and Retry-After say; at least one. */
export function retryAfterMinutes(retryAfterMs: number): number {
  return Math.max(1, Math.ceil(retryAfterMs / 60_000));
}
