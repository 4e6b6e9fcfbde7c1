/**
 * Writes issue 17's large tenant (tests/factories/large-tenant.ts) into the database of BENCH_DATABASE_URL, migrated
 * first, and prints what it wrote and how long each step took. It creates no database: point it at a scratch one.
 * The login it prints is a shop admin of the large shop, for opening the list pages of a built app against it.
 *
 *   createdb -h 127.0.0.1 -U postgres prevzem_large
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/prevzem_large npm run bench:large-tenant
 *   BENCH_DATABASE_URL=… npm run bench:large-tenant -- --products 20000 --orders 4000   # smaller
 */
import { parseArgs } from 'node:util';
import { openDatabase } from '#app/db/client.server';
import { migrateDatabase } from '#app/db/migrate.server';
import { generateLargeTenant, LARGE_TENANT, type LargeTenantSizes } from '#tests/factories/large-tenant';

const keys = Object.keys(LARGE_TENANT) as (keyof LargeTenantSizes)[];
const { values: args } = parseArgs({
  options: Object.fromEntries(keys.map((key) => [key, { type: 'string' as const }])),
});

async function main() {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) throw new Error('BENCH_DATABASE_URL names the database to write the large tenant into');
  const sizes: Partial<LargeTenantSizes> = {};
  for (const key of keys) if (args[key] !== undefined) sizes[key] = Number(args[key]);
  const handle = await openDatabase({ url });
  try {
    const started = performance.now();
    await migrateDatabase(handle);
    console.log(`migrated (${((performance.now() - started) / 1000).toFixed(1)} s)`);
    const tenant = await generateLargeTenant(handle.db, sizes, { log: (line) => console.log(line) });
    console.log(
      `company ${tenant.company.id}, shop ${tenant.shop.id}; log in as ${tenant.login.email} / ${tenant.login.password}`,
    );
    console.log(`total ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await handle.close();
  }
}

await main();
