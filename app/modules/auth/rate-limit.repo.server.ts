import { sql } from 'drizzle-orm';
import type { DbOrTx } from '#app/db/client.server';
import { rateLimits } from '#app/db/schema';

export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

/** Counts one hit against `key` in a fixed window and says whether it is still within the limit. */
export async function hitRateLimit(db: DbOrTx, key: string, rule: RateLimitRule, now = new Date()): Promise<boolean> {
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
    .returning({ hits: rateLimits.hits });
  return (row?.hits ?? 1) <= rule.limit;
}

export async function clearRateLimit(db: DbOrTx, key: string): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`);
}
