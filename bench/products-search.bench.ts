/**
 * How fast the product list answers with 100,000 products in one shop (and a second shop beside it): the figures of
 * bench/suite/product-search.ts, each a median beside a `select 1` floor. Not a test: it prints timings (and with
 * --explain the query plans) to compare before and after a change.
 *
 *   npm run bench:search                                     # embedded PGlite, in memory
 *   BENCH_DATABASE_URL=postgres://… npm run bench:search      # a PostgreSQL server (a scratch database, dropped after)
 *   npm run bench:search -- --products 20000 --runs 10 --explain
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { migrateDatabase } from '#app/db/migrate.server';
import { productListQueries, type ProductListQuery } from '#app/modules/products/products-search.repo.server';
import { openBenchDatabase } from './bench-database';
import { measureProductSearch, PRODUCT_SEARCH_CASES, seedProductSearchShop } from './suite/product-search';

const { values: args } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '20' },
    explain: { type: 'boolean', default: false },
  },
});

async function main() {
  const { handle, cleanup } = await openBenchDatabase('search_products');
  try {
    console.log(`Database: ${handle.kind}`);
    await migrateDatabase(handle);
    const started = performance.now();
    const shop = await seedProductSearchShop(handle.db, { products: Number(args.products) });
    await seedProductSearchShop(handle.db, { products: Math.ceil(Number(args.products) / 5), eanPrefix: '385' });
    await handle.db.execute(sql`vacuum analyze`);
    console.log(
      `Seeded ${args.products} products (and a second shop) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const figures = await measureProductSearch(handle.db, shop, { runs: Number(args.runs) });
    console.log(`\n${'figure'.padEnd(34)} ${'ms'.padStart(7)} ${'floor'.padStart(7)} ${'ratio'.padStart(7)}  target`);
    for (const row of figures) {
      console.log(
        `${row.figure.padEnd(34)} ${row.ms.toFixed(2).padStart(7)} ${row.floorMs.toFixed(2).padStart(7)} ${row.ratio.toFixed(1).padStart(7)}  ${row.target} ${row.met ? 'met' : 'NOT MET'}`,
      );
    }
    if (args.explain) {
      for (const [label, overrides] of PRODUCT_SEARCH_CASES) {
        const query: ProductListQuery = {
          status: 'active',
          sort: 'name',
          flags: [],
          page: 1,
          perPage: 25,
          ...overrides,
        };
        console.log(`\n${label}`);
        const queries = productListQueries(handle.db, shop, query);
        const shapes = {
          count: queries.count,
          matches: queries.matches,
          rows: queries.rows,
          boundary: queries.boundary(0),
          firstTierBatch: queries.firstTier?.(undefined, 250),
          walkedRows: queries.collectedIds && queries.walkedRows(undefined, 0, query.perPage),
          collectedIds: queries.collectedIds?.(0, query.perPage),
          collectedAfterFirstTier: queries.collectedIds?.(0, query.perPage, true),
          ...(query.sort === 'price' || query.sort === 'price_desc'
            ? { pricedIds: queries.pricedIds, unpricedIds: queries.unpricedIds(0, query.perPage) }
            : {}),
        };
        for (const [name, builder] of Object.entries(shapes)) {
          if (!builder) continue;
          // As listProducts runs them.
          const plan = await handle.db.transaction(async (tx) => {
            await tx.execute(sql`set local enable_seqscan = off`);
            return tx.execute(sql`explain analyze ${builder}`);
          });
          console.log(
            `  ${name}:\n${(plan.rows as { 'QUERY PLAN': string }[]).map((row) => `    ${row['QUERY PLAN']}`).join('\n')}`,
          );
        }
      }
    }
  } finally {
    await cleanup();
  }
}

await main();
