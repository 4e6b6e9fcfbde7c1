/**
 * How fast the analytics page reads a shop with 1,000,000 delivery note lines (issue 16: ≤ 100 ms of database time
 * at p50), through bench/suite/analytics.ts (also an entry of `npm run bench`). Not a test.
 *
 *   npm run bench:analytics                                     # embedded PGlite, in memory
 *   BENCH_DATABASE_URL=postgres://… npm run bench:analytics      # a PostgreSQL server (a scratch database)
 *   npm run bench:analytics -- --runs 21
 */
import { parseArgs } from 'node:util';
import { migrateDatabase } from '#app/db/migrate.server';
import { todayIn } from '#app/utils/dates';
import { seedAnalyticsTenant } from './analytics-tenant';
import { openBenchDatabase } from './bench-database';
import { ANALYTICS_TARGET_MS, measureAnalytics } from './suite/analytics';

const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '11' } } });

const { handle, cleanup } = await openBenchDatabase('analytics');
try {
  console.log(`Database: ${handle.kind}`);
  await migrateDatabase(handle);
  const zone = 'Europe/Ljubljana';
  const today = todayIn(zone);
  const seeding = performance.now();
  const seeded = await seedAnalyticsTenant(handle, today, console.log);
  const { totals } = seeded;
  console.log(
    `Tenant: ${totals.orders} orders, ${totals.notes} delivery notes, ${totals.lines} delivery note lines, ` +
      `${totals.backorders} backorders, ${totals.reclamations} reclamations, ${totals.invoices} invoices ` +
      `in ${((performance.now() - seeding) / 1000).toFixed(0)} s`,
  );
  const reads = await measureAnalytics(handle, seeded, {
    today,
    zone,
    runs: Number(args.runs),
    explainOverTarget: true,
  });
  console.log(
    `\n${'read'.padEnd(44)} ${'p50 ms'.padStart(8)} ${'× floor'.padStart(8)}  target ≤ ${ANALYTICS_TARGET_MS} ms`,
  );
  for (const read of reads) {
    console.log(
      `${read.name.padEnd(44)} ${read.p50Ms.toFixed(1).padStart(8)} ${read.ratio.toFixed(0).padStart(8)}  ${read.p50Ms <= ANALYTICS_TARGET_MS ? 'ok' : 'MISSED'}`,
    );
  }
  const missed = reads.filter((read) => read.p50Ms > ANALYTICS_TARGET_MS).length;
  console.log(
    missed ? `\n${missed} read(s) over ${ANALYTICS_TARGET_MS} ms` : `\nEvery read within ${ANALYTICS_TARGET_MS} ms`,
  );
} finally {
  await cleanup();
}
