/**
 * How fast the product list answers with 100,000 products in one shop: search as you type, filters, sorts and deep
 * pages, through the same repo function the pages call. Not a test: it prints timings (and with --explain the query
 * plans) to compare before and after a change.
 *
 *   npm run bench                                     # embedded PGlite, in memory
 *   BENCH_DATABASE_URL=postgres://… npm run bench      # a PostgreSQL server (a scratch database is created and dropped)
 *   npm run bench -- --products 20000 --runs 10 --explain
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '#app/db/client.server';
import { migrateDatabase } from '#app/db/migrate.server';
import { openBenchDatabase } from './bench-database';
import { shopSuppliers, suppliers } from '#app/db/schema';
import { ALL_PERMISSIONS } from '#app/modules/auth/roles';
import {
  listProducts,
  productListQueries,
  type ProductListQuery,
} from '#app/modules/products/products-search.repo.server';
import { findOwnShop } from '#app/modules/tenancy/shop-scope.repo.server';
import { createTenant } from '#tests/factories';

const { values: args } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '20' },
    explain: { type: 'boolean', default: false },
  },
});
const PRODUCTS = Number(args.products);
const RUNS = Number(args.runs);
const SUPPLIERS = 20;

const WORDS = [
  'Mleko',
  'Jogurt',
  'Sir',
  'Maslo',
  'Kruh',
  'Moka',
  'Riž',
  'Olje',
  'Kava',
  'Čaj',
  'Sok',
  'Pivo',
  'Vino',
  'Sladoled',
  'Pomfri',
  'Grah',
  'Kozice',
  'Lignji',
  'Paradižnik',
  'Krompir',
  'Čebula',
  'Jabolka',
  'Limone',
  'Piščanec',
  'Govedina',
  'Pršut',
  'Brancin',
  'Orada',
  'Solata',
  'Testenine',
  'Skuta',
  'Smetana',
  'Jajca',
  'Med',
  'Sol',
  'Sladkor',
  'Kis',
  'Gorčica',
  'Majoneza',
  'Kečap',
];
const KINDS = [
  'alpsko',
  'domače',
  'BIO',
  'gostinsko',
  'light',
  'polnozrnato',
  'sveže',
  'zamrznjeno',
  'premium',
  'klasično',
  'eko',
  'mini',
  'maxi',
  'tradicionalno',
  'lokalno',
  'sezonsko',
  'dimljeno',
  'naravno',
  'zlato',
  'srebrno',
  'vrtno',
  'kmečko',
  'mestno',
  'hišno',
  'izbrano',
];
const textArray = (list: string[]) => sql.raw(`array[${list.map((word) => `'${word}'`).join(',')}]`);

async function seed(handle: DatabaseHandle) {
  const { db } = handle;
  const tenant = await createTenant(db);
  const created = await db
    .insert(suppliers)
    .values(Array.from({ length: SUPPLIERS }, (_, i) => ({ name: `Dobavitelj ${String.fromCharCode(65 + i)} d.o.o.` })))
    .returning({ id: suppliers.id });
  await db
    .insert(shopSuppliers)
    .values(created.map((s) => ({ companyId: tenant.company.id, shopId: tenant.shop.id, supplierId: s.id })));
  const supplierIds = sql.raw(`array[${created.map((s) => s.id).join(',')}]`);
  const started = performance.now();
  // In batches, so PGlite (one WebAssembly process) never holds the whole insert at once.
  for (let from = 1; from <= PRODUCTS; from += 20_000) {
    const to = Math.min(PRODUCTS, from + 19_999);
    await db.execute(sql`
      insert into products (company_id, shop_id, supplier_id, supplier_product_id, internal_product_id, additional_internal_product_id,
        name, ean, temperature_regime, contains_alcohol, is_weighted, is_risky, is_active, deleted_at, updated_at)
      select ${tenant.company.id}, ${tenant.shop.id}, (${supplierIds})[1 + i % ${SUPPLIERS}], 'S-' || i, 'P-' || lpad(i::text, 6, '0'),
        case when i % 4 = 0 then 'A-' || i end,
        (${textArray(WORDS)})[1 + i % ${WORDS.length}] || ' ' || (${textArray(KINDS)})[1 + (i / ${WORDS.length}) % ${KINDS.length}] || ' ' || i,
        '383' || lpad(i::text, 10, '0'),
        (array['chilled', 'frozen', 'room'])[1 + i % 3], i % 17 = 0, i % 7 = 0, i % 23 = 0, i % 50 <> 0,
        case when i % 200 = 0 then now() end,
        now() - (i % 1000) * interval '1 hour'
      from generate_series(${from}::int, ${to}::int) as i`);
  }
  await db.execute(sql`
    insert into product_prices (company_id, shop_id, product_id, price, discount, vat, valid_from, valid_to)
    select company_id, shop_id, id, round((1 + (id % 5000) / 100.0)::numeric, 2), (id % 4) * 5, case when contains_alcohol then 22 else 9.5 end,
      current_date - 400, current_date - 31
    from products where shop_id = ${tenant.shop.id}
    union all
    select company_id, shop_id, id, round((1 + (id % 5000) / 95.0)::numeric, 2), (id % 4) * 5, case when contains_alcohol then 22 else 9.5 end,
      current_date - 30, null
    from products where shop_id = ${tenant.shop.id}`);
  await db.execute(sql`
    insert into product_gtins (company_id, shop_id, product_id, gtin)
    select company_id, shop_id, id, '1' || ean from products where shop_id = ${tenant.shop.id} and id % 3 = 0`);
  await db.execute(sql`analyze`);
  console.log(
    `Seeded ${PRODUCTS} products, ${SUPPLIERS} suppliers, two prices each, GTINs on a third, in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const scope = {
    userId: tenant.admin.id,
    role: 3 as const,
    companyId: tenant.company.id,
    shopId: tenant.shop.id,
    permissions: [...ALL_PERMISSIONS],
  };
  return (await findOwnShop(db, scope))!;
}

const base: ProductListQuery = { status: 'active', sort: 'name', flags: [], page: 1, perPage: 25 };
const CASES: [string, Partial<ProductListQuery>][] = [
  ['first page, by name', {}],
  ['page 400, by name', { page: 400 }],
  ['search "mleko" (2,500 matches)', { q: 'mleko' }],
  ['search "naravno 4711" (1 match)', { q: 'naravno 4711' }],
  ['search 2 letters "ml"', { q: 'ml' }],
  ['search EAN part "0000123"', { q: '0000123' }],
  ['search full EAN', { q: '3830000045678' }],
  ['search GTIN "13830000099"', { q: '13830000099' }],
  ['search internal "P-0123"', { q: 'P-0123' }],
  ['search supplier "Dobavitelj C"', { q: 'Dobavitelj C' }],
  ['search, nothing matches', { q: 'xyzzy' }],
  ['filter supplier', { supplierId: -1 }],
  ['filter frozen + risky', { temperature: 'frozen', flags: ['risky'] }],
  ['filter alcohol, search "pivo"', { flags: ['alcohol'], q: 'pivo' }],
  ['status deleted', { status: 'deleted' }],
  ['status all, by name', { status: 'all' }],
  ['sort by price with VAT', { sort: 'price' }],
  ['sort by supplier', { sort: 'supplier' }],
  ['sort by last change', { sort: 'updated' }],
  ['search "mleko", sort by price', { q: 'mleko', sort: 'price' }],
];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

async function main() {
  const { handle, cleanup } = await openBenchDatabase('products');
  try {
    console.log(`Database: ${handle.kind}`);
    await migrateDatabase(handle);
    const target = await seed(handle);
    const [firstSupplier] = await handle.db
      .select({ id: shopSuppliers.supplierId })
      .from(shopSuppliers)
      .where(sql`${shopSuppliers.shopId} = ${target.shopId}`)
      .limit(1);
    console.log(`\n${'query'.padEnd(40)} ${'rows'.padStart(7)} ${'median ms'.padStart(10)} ${'p95 ms'.padStart(8)}`);
    for (const [label, overrides] of CASES) {
      const query = { ...base, ...overrides, ...(overrides.supplierId ? { supplierId: firstSupplier!.id } : {}) };
      const times: number[] = [];
      let total = 0;
      for (let run = 0; run < RUNS; run++) {
        const started = performance.now();
        total = (await listProducts(handle.db, target, query)).total;
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      console.log(
        `${label.padEnd(40)} ${String(total).padStart(7)} ${percentile(times, 0.5).toFixed(1).padStart(10)} ${percentile(times, 0.95).toFixed(1).padStart(8)}`,
      );
      if (args.explain) {
        const queries = await productListQueries(handle.db, target, query);
        for (const [name, builder] of Object.entries(queries)) {
          const plan = await handle.db.execute(sql`explain analyze ${builder}`);
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
