/**
 * The benchmark suite of issue 17 (docs/performance.md): one entry per figure, each measured beside its floor in the
 * same run, written as a table into docs/performance.md with the machine and the date. Not a test.
 *
 *   npm run bench                       # build the benchmark build, generate the large tenant, measure, write the table
 *   npm run bench -- --skip-build        # reuse build/ and build-bench/
 *   npm run bench -- --quick             # shorter runs and a smaller tenant, to try the suite out (no table written)
 *
 * PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) — a scratch database is created
 * for the run and dropped after it. PGlite: scratch data folders in the system's temporary folder.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '#app/db/client.server';
import { migrateDatabase } from '#app/db/migrate.server';
import { todayIn } from '#app/utils/dates';
import { generateLargeTenant, LARGE_TENANT, type LargeTenantSizes } from '#tests/factories/large-tenant';
import { seedAnalyticsTenant } from './analytics-tenant';
import { measureColdStart } from './cold-start';
import { startExpressPgFloor } from './floors/express-pg';
import { residentMemoryMb } from './memory';
import { ANALYTICS_TARGET_MS, measureAnalytics } from './suite/analytics';
import { logIn, startApp } from './suite/app-server';
import { measureFirstLoad } from './suite/first-load';
import { lighthouseScores } from './suite/lighthouse';
import { loadUrl } from './suite/load';
import { measurePages } from './suite/pages';
import { measureProductSearch, seedProductSearchShop } from './suite/product-search';
import { describeMachine, suiteTable, writeSuiteTable, type SuiteRow } from './suite/report';

const { values: args } = parseArgs({
  options: {
    'skip-build': { type: 'boolean', default: false },
    quick: { type: 'boolean', default: false },
  },
});

const quick = args.quick;
const BENCH_BUILD = 'build-bench';
const PORT = Number(process.env.BENCH_PORT ?? 3500);
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const QUICK_TENANT: Partial<LargeTenantSizes> = {
  products: 10_000,
  orders: 2_000,
  orderLines: 6_000,
  deliveryNotes: 1_500,
  deliveryNoteLines: 4_500,
};
const ROUNDS = quick ? 1 : 3;
/**
 * The list pages' rounds: one round of a page beside the floor spreads by about ±0.15 in ratio on this 2-core machine,
 * so their median is taken over more rounds than the other figures'.
 */
const PAGE_ROUNDS = quick ? 1 : 5;
const SECONDS = quick ? 2 : 5;
const ZONE = 'Europe/Ljubljana';

/** The admin list pages of issue 17, each against the empty logged-in page. */
const LIST_PAGES = [
  '/admin/products',
  '/admin/ordering',
  '/admin/suppliers',
  '/admin/deliveries/notes',
  '/admin/backorder',
  '/admin/advance-ship-notice',
  '/admin/deliveries/reclamations',
  '/admin/inventory/history',
];
const FLOOR_PAGE = '/admin/bench-floor';
const PUBLIC_PAGES = ['/', '/login'];

const kb = (value: number) => `${value.toFixed(0)} KB`;
const ms = (value: number) => `${value < 10 ? value.toFixed(1) : value.toFixed(0)} ms`;
const times = (value: number) => `${value.toFixed(2)}×`;

function build(): void {
  console.log('Building the product (build/) and the benchmark build (build-bench/) …');
  execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
  execFileSync('npm', ['run', 'build'], { stdio: 'inherit', env: { ...process.env, PREVZEM_BENCH_BUILD: '1' } });
}

async function scratchDatabase(part = 'main'): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `prevzem_bench_suite_${part}_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** Loads the pages a user opens first, so the memory figure is the server's after real work. */
async function warmUp(url: string, cookie: string): Promise<void> {
  for (const page of [...PUBLIC_PAGES, ...LIST_PAGES, '/backend/auth/me']) {
    await loadUrl(url + page, { cookie, seconds: quick ? 1 : 3, allowNon2xx: true });
  }
}

/** The database's figures: product search and the analytics page, timed through the modules the pages call. */
async function databaseEntries(databaseUrl: string, rows: SuiteRow[]) {
  const handle = await openDatabase({ url: databaseUrl });
  try {
    await migrateDatabase(handle);
    const sizes = { ...LARGE_TENANT, ...(quick ? QUICK_TENANT : {}) };
    console.log(`Large tenant: ${JSON.stringify(sizes)}`);
    const started = performance.now();
    const tenant = await generateLargeTenant(handle.db, sizes, { log: (line) => console.log(`  ${line}`) });
    console.log(`  generated in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    // The search figures' queries fit the search bench's catalog ("Mleko alpsko 1" …, EAN 383…, codes S-…): its shop
    // of 100,000 products goes into the same database, beside the large tenant.
    const searchProducts = quick ? 10_000 : 100_000;
    const searchShop = await seedProductSearchShop(handle.db, { products: searchProducts });
    // As autovacuum leaves a loaded database (this machine's PostgreSQL runs without it): statistics, and the pages
    // marked all-visible, without which every index-only scan (the name walk, the capped counts) reads the rows too.
    await handle.db.execute('vacuum analyze');
    // The generator's pages written out now, not by the checkpointer while the searches are timed.
    await handle.db.execute('checkpoint');
    for (const row of await measureProductSearch(handle.db, searchShop, { runs: quick ? 5 : 11 })) {
      rows.push({
        entry: `Product search (DB time, ${searchProducts.toLocaleString('en')} products)`,
        figure: row.figure,
        value: ms(row.ms),
        floor: ms(row.floorMs),
        ratio: times(row.ratio),
        target: row.target,
        met: row.met,
      });
    }

    if (!quick) await analyticsEntries(rows);
    const version = await handle.db.execute<{ version: string }>('select version()');
    return { tenant, databaseVersion: String(version.rows[0]?.version ?? '').split(' on ')[0] ?? '' };
  } finally {
    await handle.close();
  }
}

/**
 * The analytics page's reads over 1,000,000 delivery note lines, in a database of their own: the history generator
 * writes a new shop's rows in bulk, and beside the large tenant the planner's statistics (taken before the shop existed)
 * made its joins run for many minutes per quarter.
 */
async function analyticsEntries(rows: SuiteRow[]) {
  const database = await scratchDatabase('analytics');
  const handle = await openDatabase({ url: database.url });
  try {
    await migrateDatabase(handle);
    const today = todayIn(ZONE);
    const started = performance.now();
    const seeded = await seedAnalyticsTenant(handle, today, () => {});
    console.log(
      `Analytics tenant: ${seeded.totals.lines} delivery note lines in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
    for (const read of await measureAnalytics(handle, seeded, { today, zone: ZONE, runs: 11 })) {
      rows.push({
        entry: 'Analytics (DB time, 1M delivery note lines)',
        figure: read.name,
        value: ms(read.p50Ms),
        floor: ms(read.floorMs),
        ratio: times(read.ratio),
        target: `≤ ${ANALYTICS_TARGET_MS} ms`,
        met: read.p50Ms <= ANALYTICS_TARGET_MS,
      });
    }
  } finally {
    await handle.close();
    await database.drop();
  }
}

/** `/backend/auth/me` against the Express + pg floor, interleaved: requests per second at 10 connections. */
async function authMeEntry(appUrl: string, databaseUrl: string, cookie: string, rows: SuiteRow[]) {
  const floor = await startExpressPgFloor({ databaseUrl, port: PORT + 1 });
  let app = 0;
  let atFloor = 0;
  try {
    for (let round = 0; round < ROUNDS; round++) {
      atFloor += (await loadUrl(floor.url, { cookie, seconds: SECONDS })).rps;
      app += (await loadUrl(`${appUrl}/backend/auth/me`, { cookie, seconds: SECONDS })).rps;
    }
  } finally {
    await floor.stop();
  }
  rows.push({
    entry: 'Session read',
    figure: '/backend/auth/me, req/s at 10 connections',
    value: (app / ROUNDS).toFixed(0),
    floor: (atFloor / ROUNDS).toFixed(0),
    ratio: times(app / atFloor),
    target: '≥ 0.80× (Express + pg)',
    met: app / atFloor >= 0.8,
  });
}

async function main() {
  if (!args['skip-build']) build();
  const database = await scratchDatabase();
  const dataDirs: string[] = [];
  const scratchDir = () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'prevzem-bench-'));
    dataDirs.push(dir);
    return dir;
  };
  const rows: SuiteRow[] = [];
  try {
    const { tenant, databaseVersion } = await databaseEntries(database.url, rows);

    const app = await startApp({ buildDir: BENCH_BUILD, port: PORT, dataDir: scratchDir(), databaseUrl: database.url });
    try {
      const cookie = await logIn(app.url, tenant.login.email, tenant.login.password);
      await authMeEntry(app.url, database.url, cookie, rows);

      const pages = await measurePages({
        baseUrl: app.url,
        cookie,
        paths: LIST_PAGES,
        floorPath: FLOOR_PAGE,
        connections: 10,
        seconds: SECONDS,
        rounds: PAGE_ROUNDS,
      });
      for (const page of pages) {
        rows.push({
          entry: 'List page (p50 at 10 connections, large tenant)',
          figure: page.path,
          value: ms(page.p50Ms),
          floor: ms(page.floorP50Ms),
          ratio: times(page.ratio),
          target: '≤ 1.50× (empty page)',
          met: page.ratio <= 1.5,
        });
      }

      for (const page of await measureFirstLoad({ baseUrl: app.url, paths: PUBLIC_PAGES })) {
        rows.push(firstLoadRow(page.path, page.scriptKb, 100));
      }
      for (const page of await measureFirstLoad({ baseUrl: app.url, cookie, paths: ['/admin/products'] })) {
        rows.push(firstLoadRow(page.path, page.scriptKb, 250));
      }

      for (const { url, score, scores } of await lighthouseScores(PUBLIC_PAGES.map((page) => app.url + page))) {
        rows.push(lighthouseRow(url.slice(app.url.length), score, scores, 95));
      }
      for (const { url, score, scores } of await lighthouseScores([`${app.url}/admin/products`], { cookie, runs: 5 })) {
        rows.push(lighthouseRow(url.slice(app.url.length), score, scores, 90));
      }

      await warmUp(app.url, cookie);
      rows.push(memoryRow('PostgreSQL', await residentMemoryMb(app.pid), 500));
    } finally {
      await app.stop();
    }

    // The embedded database: the demo's data (the first start seeds it, untimed), then the same warm-up.
    const pgliteDir = scratchDir();
    const runs = quick ? 2 : 5;
    const pgStart = await measureColdStart({ databaseUrl: database.url, dataDir: scratchDir(), port: PORT + 2, runs });
    const pgliteStart = await measureColdStart({ dataDir: pgliteDir, port: PORT + 2, runs });
    rows.push(coldStartRow('PostgreSQL', pgStart.ms), coldStartRow('PGlite', pgliteStart.ms));
    const embedded = await startApp({ buildDir: BENCH_BUILD, port: PORT + 3, dataDir: pgliteDir });
    try {
      await warmUp(embedded.url, await logIn(embedded.url, 'admin@demo.test', 'Demo-1234!'));
      rows.push(memoryRow('PGlite', await residentMemoryMb(embedded.pid), 700));
    } finally {
      await embedded.stop();
    }

    const table = suiteTable(rows, describeMachine(databaseVersion), new Date());
    console.log(`\n${table}\n`);
    if (!quick) {
      const file = path.resolve('docs/performance.md');
      writeSuiteTable(file, table);
      // The lint checks the formatter's table layout.
      execFileSync('npx', ['prettier', '--write', '--log-level', 'warn', file], { stdio: 'inherit' });
    }
  } finally {
    await database.drop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }
}

function firstLoadRow(page: string, scriptKb: number, limitKb: number): SuiteRow {
  return {
    entry: 'First-load JavaScript (gzip)',
    figure: page,
    value: kb(scriptKb),
    floor: '',
    ratio: '',
    target: `≤ ${limitKb} KB`,
    met: scriptKb <= limitKb,
  };
}

/** The median of the page's runs, the runs beside it. */
function lighthouseRow(page: string, score: number, scores: number[], minimum: number): SuiteRow {
  return {
    entry: 'Lighthouse performance (mobile)',
    figure: page,
    value: scores.length > 1 ? `${score} (median of ${scores.join(', ')})` : String(score),
    floor: '',
    ratio: '',
    target: `≥ ${minimum}`,
    met: score >= minimum,
  };
}

function memoryRow(database: string, mb: number, limitMb: number): SuiteRow {
  return {
    entry: 'Resident memory after warm-up',
    figure: database,
    value: `${mb} MB`,
    floor: '',
    ratio: '',
    target: `≤ ${limitMb} MB`,
    met: mb <= limitMb,
  };
}

function coldStartRow(database: string, startMs: number): SuiteRow {
  return {
    entry: 'Cold start on an existing database',
    figure: database,
    value: ms(startMs),
    floor: '',
    ratio: '',
    target: '≤ 1,500 ms',
    met: startMs <= 1500,
  };
}

await main();
