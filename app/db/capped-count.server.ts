import { count } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.server';
import { limitInText } from './prepared.server';

/**
 * A list's total, counted no further than it pays to (docs/decisions/037-performance-at-scale.md, "List pages"): a
 * whole count(*) of a large shop's orders or delivery notes reads every one of them on every page load, so the count
 * stops past COUNT_CAP rows, or past the page asked for when that is further, and the pager says "more than 1,000".
 */
const COUNT_CAP = 1000;

export interface CappedTotal {
  /** The exact count, or the cap when there are more. */
  total: number;
  /** There are more rows than `total`. */
  capped: boolean;
}

/** How far a count for `page` goes: the cap, or the end of the page when that is further. */
export function countCapFor(page: number, perPage: number): number {
  return Math.max(COUNT_CAP, page * perPage);
}

/**
 * The count of `rows` (a select of the filtered rows, any column, made `$dynamic()`) that stops reading past `cap`:
 * `select count(*) from (… limit cap + 1)`, the limit in the text so a prepared count is planned once
 * (prepared.server.ts). Not yet run, so the plan tests can explain it.
 */
export function cappedCountQuery(db: DbOrTx, rows: PgSelect, cap: number) {
  return db.select({ n: count() }).from(rows.limit(limitInText(cap + 1)).as('capped'));
}

/** The total a count of at most `cap + 1` rows stands for. */
export function cappedTotal(n: number, cap: number): CappedTotal {
  return n > cap ? { total: cap, capped: true } : { total: n, capped: false };
}

/** Counts the rows of `rows` up to the cap for the page (countCapFor). */
export async function cappedCount(
  db: DbOrTx,
  rows: PgSelect,
  page: { page: number; perPage: number },
): Promise<CappedTotal> {
  const cap = countCapFor(page.page, page.perPage);
  const [row] = await cappedCountQuery(db, rows, cap);
  return cappedTotal(row?.n ?? 0, cap);
}
