/**
 * The analytics page's reads over the analytics tenant (bench/analytics-tenant.ts: 1,000,000 delivery note lines), each
 * the exported function the page's service calls, timed around the call: the median of `runs` after a warm-up, and its
 * ratio to a floor measured beside each run (one primary-key lookup). Issue 16's target: ≤ 100 ms at p50. On
 * PostgreSQL, `explainOverTarget` prints the plans of the statements of each read over the target.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { DatabaseHandle } from '#app/db/client.server';
import { resolvePeriod, previousPeriod, trendPeriod, type Period } from '#app/modules/analytics/analytics-period';
import { loadShopAnalytics } from '#app/modules/analytics/analytics.service.server';
import { readFigures, readReclamationReasons, type AnalyticsScope } from '#app/modules/analytics/analytics.repo.server';
import { addDays } from '#app/utils/dates';
import { shopScopeOf } from '#tests/factories';
import type { seedAnalyticsTenant } from '../analytics-tenant';

export const ANALYTICS_TARGET_MS = 100;
const WARM_UP = 3;

export interface AnalyticsRead {
  name: string;
  p50Ms: number;
  floorMs: number;
  ratio: number;
}

/** The statements sent while recording (PostgreSQL), to explain the reads over the target. */
let recorded: { text: string; values: unknown[] }[] | null = null;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const [config, values] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
  if (recorded && config) {
    const text = typeof config === 'string' ? config : config.text;
    if (text && !/^(begin|commit|rollback)/i.test(text))
      recorded.push({ text, values: (typeof config === 'string' ? undefined : config.values) ?? values ?? [] });
  }
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof query;

const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;

export async function measureAnalytics(
  handle: DatabaseHandle,
  seeded: Awaited<ReturnType<typeof seedAnalyticsTenant>>,
  options: { today: string; zone: string; runs: number; explainOverTarget?: boolean },
): Promise<AnalyticsRead[]> {
  const { tenant, supplierIds } = seeded;
  const { today, zone } = options;
  const db = handle.db;
  const scope: AnalyticsScope = { companyId: tenant.company.id, shops: [{ shopId: tenant.shop.id, timeZone: zone }] };
  const shopScope = { ...shopScopeOf(tenant.shop, tenant.admin), timeZone: zone };
  // The late supplier: its months have every kind of figure.
  const supplier = supplierIds[1]!;
  const thisMonth = resolvePeriod('this_month', today)!;
  const lastMonth = resolvePeriod('last_month', today)!;
  const twelveMonths = resolvePeriod('custom', today, { from: addDays(today, -364), to: today })!;

  /** What the page reads for a period: counters (and the previous period's), weeks, reasons, the scorecard. */
  const page = (period: Period, supplierId: number | null) => ({
    counters: () =>
      Promise.all([
        readFigures(db, scope, period, 'none', supplierId),
        readFigures(db, scope, previousPeriod(period), 'none', supplierId),
      ]),
    weeks: () =>
      Promise.all([
        readFigures(db, scope, period, 'week', supplierId),
        readReclamationReasons(db, scope, period, supplierId),
      ]),
    scorecard: () => readFigures(db, scope, period, 'supplier', supplierId),
  });
  const cases: { name: string; read: () => Promise<unknown> }[] = [];
  for (const [label, period] of [
    ['this month', thisMonth],
    ['last month', lastMonth],
    ['12 months', twelveMonths],
  ] as const) {
    for (const supplierId of [null, supplier]) {
      const reads = page(period, supplierId);
      const suffix = supplierId === null ? '' : ', one supplier';
      cases.push({ name: `${label}${suffix}: counters + previous`, read: reads.counters });
      cases.push({ name: `${label}${suffix}: weekly series`, read: reads.weeks });
      if (supplierId === null) cases.push({ name: `${label}: scorecard`, read: reads.scorecard });
      // The page itself: the service the route calls, with every read it makes for this period and supplier.
      cases.push({
        name: `${label}${suffix}: whole page`,
        read: () =>
          loadShopAnalytics(db, shopScope, {
            period: 'custom',
            from: period.from,
            to: period.to,
            supplierId: supplierId ?? undefined,
            view: 'shop',
          }),
      });
    }
  }
  cases.push({
    name: 'supplier trend (12 months)',
    read: () =>
      Promise.all([
        readFigures(db, scope, trendPeriod(today), 'month', supplier),
        readFigures(db, scope, trendPeriod(today), 'none', supplier),
      ]),
  });

  const [anyOrder] = (
    await db.execute<{ id: number }>(sql`select max(id) as id from orders where shop_id = ${tenant.shop.id}`)
  ).rows;
  const floorRead = () => db.execute(sql`select id, number from orders where id = ${anyOrder!.id}`);
  const time = async (read: () => Promise<unknown>) => {
    const started = performance.now();
    await read();
    return performance.now() - started;
  };

  const results: AnalyticsRead[] = [];
  const overTarget: typeof cases = [];
  for (const { name, read } of cases) {
    for (let run = 0; run < WARM_UP; run++) await read();
    const times: number[] = [];
    const floors: number[] = [];
    for (let run = 0; run < options.runs; run++) {
      floors.push(median([await time(floorRead), await time(floorRead), await time(floorRead)]));
      times.push(await time(read));
    }
    const p50Ms = median(times);
    const floorMs = median(floors);
    results.push({ name, p50Ms, floorMs, ratio: p50Ms / floorMs });
    if (p50Ms > ANALYTICS_TARGET_MS) overTarget.push({ name, read });
  }
  if (options.explainOverTarget && handle.kind === 'postgres') {
    for (const { name, read } of overTarget.filter((entry) => !entry.name.endsWith('whole page'))) {
      recorded = [];
      await read();
      const statements = recorded;
      recorded = null;
      // drizzle's node-postgres database keeps its pool as $client.
      const pool = (db as unknown as { $client: pg.Pool }).$client;
      for (const statement of statements) {
        const plan = await pool.query<Record<string, string>>(
          `explain (analyze, buffers) ${statement.text}`,
          statement.values,
        );
        console.log(`\nEXPLAIN (ANALYZE, BUFFERS) of ${name}:\n${statement.text}\n`);
        console.log(plan.rows.map((row) => row['QUERY PLAN']).join('\n'));
      }
    }
  }
  return results;
}
