import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '#app/db/schema';
import type { Database } from '#app/db/client.server';
import { useTestDatabase } from '#tests/setup/db';
import { clearRateLimit, hitRateLimit } from './rate-limit.repo.server';

let db: Database;
beforeAll(async () => {
  db = (await useTestDatabase()).db;
});

const uniqueKey = (prefix = 'test') => `${prefix}:${randomUUID()}`;
const rule = { limit: 3, windowMs: 60_000 };
const at = (base: Date, offsetMs: number) => new Date(base.getTime() + offsetMs);

async function stored(key: string) {
  const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
  return row;
}

describe('hitRateLimit', () => {
  it('counts hits within the window and allows up to the limit', async () => {
    const key = uniqueKey();
    const start = new Date('2030-01-01T12:00:00.000Z');
    expect(await hitRateLimit(db, key, rule, start)).toBe(true);
    expect(await stored(key)).toMatchObject({ hits: 1, windowStart: start });
    expect(await hitRateLimit(db, key, rule, at(start, 10_000))).toBe(true);
    expect(await hitRateLimit(db, key, rule, at(start, 20_000))).toBe(true);
    expect(await stored(key)).toMatchObject({ hits: 3, windowStart: start });
  });

  it('refuses every hit past the limit within the window', async () => {
    const key = uniqueKey();
    const start = new Date('2030-01-01T12:00:00.000Z');
    for (let i = 0; i < rule.limit; i++) expect(await hitRateLimit(db, key, rule, at(start, i * 1000))).toBe(true);
    expect(await hitRateLimit(db, key, rule, at(start, 5_000))).toBe(false);
    expect(await hitRateLimit(db, key, rule, at(start, rule.windowMs - 1))).toBe(false);
    expect(await stored(key)).toMatchObject({ hits: 5, windowStart: start });
  });

  it('starts a new window once windowMs has passed since the window began', async () => {
    const key = uniqueKey();
    const start = new Date('2030-01-01T12:00:00.000Z');
    for (let i = 0; i < rule.limit + 2; i++) await hitRateLimit(db, key, rule, at(start, i * 1000));
    expect(await hitRateLimit(db, key, rule, at(start, rule.windowMs - 1))).toBe(false);

    const next = at(start, rule.windowMs);
    expect(await hitRateLimit(db, key, rule, next)).toBe(true);
    expect(await stored(key)).toMatchObject({ hits: 1, windowStart: next });
    // The new window counts from its own start, not from the first hit.
    expect(await hitRateLimit(db, key, rule, at(next, 1000))).toBe(true);
    expect(await hitRateLimit(db, key, rule, at(next, 2000))).toBe(true);
    expect(await hitRateLimit(db, key, rule, at(next, rule.windowMs - 1))).toBe(false);
  });

  it('keeps keys independent', async () => {
    const first = uniqueKey('login:ip');
    const second = uniqueKey('login:ip');
    const now = new Date('2030-01-01T12:00:00.000Z');
    for (let i = 0; i < rule.limit; i++) await hitRateLimit(db, first, rule, now);
    expect(await hitRateLimit(db, first, rule, now)).toBe(false);
    expect(await hitRateLimit(db, second, rule, now)).toBe(true);
    expect(await stored(second)).toMatchObject({ hits: 1 });
    expect(await stored(first)).toMatchObject({ hits: rule.limit + 1 });
  });

  it('applies the rule it is given', async () => {
    const key = uniqueKey();
    const now = new Date('2030-01-01T12:00:00.000Z');
    expect(await hitRateLimit(db, key, { limit: 1, windowMs: 1000 }, now)).toBe(true);
    expect(await hitRateLimit(db, key, { limit: 1, windowMs: 1000 }, at(now, 999))).toBe(false);
    expect(await hitRateLimit(db, key, { limit: 1, windowMs: 1000 }, at(now, 1000))).toBe(true);
  });
});

describe('clearRateLimit', () => {
  it('forgets the count of one key only', async () => {
    const key = uniqueKey();
    const other = uniqueKey();
    const now = new Date('2030-01-01T12:00:00.000Z');
    for (let i = 0; i < rule.limit + 1; i++) {
      await hitRateLimit(db, key, rule, now);
      await hitRateLimit(db, other, rule, now);
    }
    expect(await hitRateLimit(db, key, rule, now)).toBe(false);
    await clearRateLimit(db, key);
    expect(await stored(key)).toBeUndefined();
    expect(await hitRateLimit(db, key, rule, now)).toBe(true);
    expect(await stored(key)).toMatchObject({ hits: 1 });
    expect(await hitRateLimit(db, other, rule, now)).toBe(false);
  });

  it('does nothing for an unknown key', async () => {
    await expect(clearRateLimit(db, uniqueKey())).resolves.toBeUndefined();
  });
});
