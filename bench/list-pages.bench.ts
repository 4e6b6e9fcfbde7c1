/**
 * What each admin list page's first load (and its search) costs the database on the large tenant (issue 17): the
 * repository calls of the page's loader (tests/support/list-page-loads.ts), timed around the call, and their database
 * time (each statement the calls send, recorded, under EXPLAIN ANALYZE: planning plus execution, summed), medians of
 * several runs after a warm-up, beside a floor measured in the same run (one primary-key lookup). Reads the database
 * of BENCH_DATABASE_URL, where `npm run bench:large-tenant` wrote the tenant; writes nothing. Not a test.
 *
 *   BENCH_DATABASE_URL=postgres://…/prevzem_large npm run bench:list-pages
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '#app/db/client.server';
import { shopScopeOf } from '#tests/factories';
import { LIST_PAGE_LOADS, listPageUrl } from '#tests/support/list-page-loads';
import { driverClient, recordingDatabase, type RecordedQuery } from '#tests/support/query-plans';

const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '15' } } });
const RUNS = Number(args.runs);
const WARM_UP = 3;

const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;

async function timed(fn: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < WARM_UP; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await fn();
    times.push(performance.now() - started);
  }
  return median(times);
}

async function main() {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) throw new Error('BENCH_DATABASE_URL names a database with the large tenant (npm run bench:large-tenant)');
  const handle = await openDatabase({ url });
  try {
    const db = handle.db;
    const [found] = (
      await db.execute<{ shop_id: number; user_id: number }>(sql`
        select s.id as shop_id, u.id as user_id from shops s join users u on u.shop_id = s.id
        where u.email like 'large-shop-%'
        order by (select count(*) from products p where p.shop_id = s.id) desc limit 1`)
    ).rows;
    if (!found) throw new Error('no large tenant in this database');
    const shop = await db.query.shops.findFirst({ where: (t, { eq }) => eq(t.id, Number(found.shop_id)) });
    const user = await db.query.users.findFirst({ where: (t, { eq }) => eq(t.id, Number(found.user_id)) });
    const scope = shopScopeOf(shop!, user!);
    const floor = await timed(() => db.execute(sql`select id from shops where id = ${shop!.id}`));
    console.log(`floor (one primary-key lookup): ${floor.toFixed(2)} ms`);
    const client = driverClient(handle) as {
      query: (text: string, params: unknown[]) => Promise<{ rows: { 'QUERY PLAN': unknown }[] }>;
    };
    const databaseMs = async (queries: RecordedQuery[]) => {
      let ms = 0;
      for (const query of queries) {
        const cell = (await client.query(`explain (analyze, format json) ${query.sql}`, query.params)).rows[0]?.[
          'QUERY PLAN'
        ];
        const [plan] = (typeof cell === 'string' ? JSON.parse(cell) : cell) as {
          'Planning Time': number;
          'Execution Time': number;
        }[];
        ms += plan!['Planning Time'] + plan!['Execution Time'];
      }
      return ms;
    };
    console.log(`${'page'.padEnd(40)} ${'call'.padStart(9)} ${'database'.padStart(11)}`);
    for (const load of LIST_PAGE_LOADS) {
      const ms = await timed(() => load.run(db, scope, listPageUrl(load)));
      const recorder = recordingDatabase(handle);
      await load.run(recorder.db, scope, listPageUrl(load));
      const dbTimes: number[] = [];
      for (let i = 0; i < WARM_UP + RUNS; i++) dbTimes.push(await databaseMs(recorder.recorded));
      const dbMs = median(dbTimes.slice(WARM_UP));
      console.log(
        `${`${load.name} ${load.search || '(first load)'}`.padEnd(40)} ${ms.toFixed(1).padStart(6)} ms ${dbMs.toFixed(1).padStart(8)} ms  (${(ms / floor).toFixed(0)}× floor)`,
      );
    }
  } finally {
    await handle.close();
  }
}

await main();
