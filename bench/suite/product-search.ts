/**
 * The product list's database time over a large shop: search as you type (one and two letters, a word, an EAN prefix,
 * a full EAN, a supplier's code), sort by price both ways and a deep page, each through the repository function the
 * page calls (listProducts: the page's rows and the capped count). Each figure is a median beside a floor measured in
 * the same run: a `select 1` transaction on the same connection pool.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '#app/db/client.server';
import { shopSuppliers, suppliers } from '#app/db/schema';
import { ALL_PERMISSIONS } from '#app/modules/auth/roles';
import { listProducts, type ProductListQuery } from '#app/modules/products/products-search.repo.server';
import type { ShopScope } from '#app/modules/tenancy/shop-scope';
import { findOwnShop } from '#app/modules/tenancy/shop-scope.repo.server';
import { createTenant } from '#tests/factories';

export interface ProductSearchFigure {
  figure: string;
  /** Median wall time of one listProducts call (rows and count), in ms. */
  ms: number;
  /** Median of a `select 1` transaction measured beside it, in ms. */
  floorMs: number;
  ratio: number;
  target: string;
  met: boolean;
}

/** Database time a list query may take over 100,000 products (issue 17). */
const TARGET_MS = 10;

const base: ProductListQuery = { status: 'active', sort: 'name', flags: [], page: 1, perPage: 25 };

/** The figures of issue 17; queries fit the catalog seedProductSearchShop makes. */
export const PRODUCT_SEARCH_CASES: [string, Partial<ProductListQuery>][] = [
  ['search "m"', { q: 'm' }],
  ['search "ml"', { q: 'ml' }],
  ['search "mleko"', { q: 'mleko' }],
  ['search EAN prefix "38300"', { q: '38300' }],
  ['search full EAN', { q: '3830000045678' }],
  ['search supplier code "S-4711"', { q: 'S-4711' }],
  ['sort by price ascending', { sort: 'price' }],
  ['sort by price descending', { sort: 'price_desc' as ProductListQuery['sort'] }],
  ['page 50, by name', { page: 50 }],
];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

/** Measures each figure `runs` times (after one warm-up), the floor interleaved with the query. */
export async function measureProductSearch(
  db: Database,
  shop: ShopScope,
  options: { runs: number; cases?: [string, Partial<ProductListQuery>][] },
): Promise<ProductSearchFigure[]> {
  const figures: ProductSearchFigure[] = [];
  const floor = () => db.transaction((tx) => tx.execute(sql`select 1`));
  for (const [figure, overrides] of options.cases ?? PRODUCT_SEARCH_CASES) {
    const query = { ...base, ...overrides };
    await floor();
    await listProducts(db, shop, query);
    const times: number[] = [];
    const floors: number[] = [];
    for (let run = 0; run < options.runs; run++) {
      floors.push(await timed(floor));
      times.push(await timed(() => listProducts(db, shop, query)));
    }
    const ms = median(times);
    const floorMs = median(floors);
    figures.push({ figure, ms, floorMs, ratio: ms / floorMs, target: `≤ ${TARGET_MS} ms`, met: ms <= TARGET_MS });
  }
  return figures;
}

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

/**
 * A shop with `products` products of `supplierCount` suppliers ("Mleko alpsko 1" …, EAN 383 + the number, supplier
 * code S-<number>), two price periods each (a closed one and today's; every 97th has none), GTINs on a third; set-based
 * SQL in batches (PGlite holds one insert at a time). Not analyzed: the caller runs ANALYZE once all shops are in.
 */
export async function seedProductSearchShop(
  db: Database,
  options: { products: number; suppliers?: number; eanPrefix?: string },
): Promise<ShopScope> {
  const supplierCount = options.suppliers ?? 20;
  const eanPrefix = options.eanPrefix ?? '383';
  const tenant = await createTenant(db);
  const created = await db
    .insert(suppliers)
    .values(
      Array.from({ length: supplierCount }, (_, i) => ({
        name: `Dobavitelj ${String.fromCharCode(65 + (i % 26))}${i >= 26 ? i : ''} d.o.o.`,
      })),
    )
    .returning({ id: suppliers.id });
  await db
    .insert(shopSuppliers)
    .values(created.map((s) => ({ companyId: tenant.company.id, shopId: tenant.shop.id, supplierId: s.id })));
  const supplierIds = sql.raw(`array[${created.map((s) => s.id).join(',')}]`);
  for (let from = 1; from <= options.products; from += 20_000) {
    const to = Math.min(options.products, from + 19_999);
    await db.execute(sql`
      insert into products (company_id, shop_id, supplier_id, supplier_product_id, internal_product_id, additional_internal_product_id,
        name, ean, temperature_regime, contains_alcohol, is_weighted, is_risky, is_active, deleted_at, updated_at)
      select ${tenant.company.id}, ${tenant.shop.id}, (${supplierIds})[1 + i % ${supplierCount}], 'S-' || i, 'P-' || lpad(i::text, 6, '0'),
        case when i % 4 = 0 then 'A-' || i end,
        (${textArray(WORDS)})[1 + i % ${WORDS.length}] || ' ' || (${textArray(KINDS)})[1 + (i / ${WORDS.length}) % ${KINDS.length}] || ' ' || i,
        ${eanPrefix} || lpad(i::text, 10, '0'),
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
    from products where shop_id = ${tenant.shop.id} and id % 97 <> 0`);
  await db.execute(sql`
    insert into product_gtins (company_id, shop_id, product_id, gtin)
    select company_id, shop_id, id, '1' || ean from products where shop_id = ${tenant.shop.id} and id % 3 = 0`);
  const scope = {
    userId: tenant.admin.id,
    role: 3 as const,
    companyId: tenant.company.id,
    shopId: tenant.shop.id,
    permissions: [...ALL_PERMISSIONS],
  };
  return (await findOwnShop(db, scope))!;
}
