import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#app/db/client.server';
import { shops, users } from '#app/db/schema';
import type { ShopScope } from '#app/modules/tenancy/shop-scope';
import { shopScopeOf } from '#tests/factories';
import { generateLargeTenant } from '#tests/factories/large-tenant';
import { openOwnTestDatabase, testDatabaseKind } from '#tests/setup/db';
import { LIST_PAGE_LOADS, listPageUrl } from '#tests/support/list-page-loads';
import {
  explain,
  explainSettled,
  planNodes,
  recordingDatabase,
  seqScans,
  settledPlan,
  type RecordedQuery,
} from '#tests/support/query-plans';

/**
 * No admin list page (products aside: its own test) reads a whole large table of the shop on its first load or a
 * search (issue 17; docs/decisions/037-performance-at-scale.md, "List pages"). The shop is the large tenant's
 * generator at a reduced size, ANALYZEd; every statement the pages' repository functions send (recorded through a
 * logger, not copied here) is explained, and no plan may hold a Seq Scan of one of the tenant's large tables.
 *
 * "Large" is a table of the list below with at least LARGE_ROWS rows after the generator: a table of a few hundred rows
 * fits in a few pages, and for it a sequential read is the planner's right choice (it would be for a small shop's
 * table at any size). At this size that is the catalog, orders and their lines, delivery notes and their lines and the
 * stock count lines; the ASNs, backorders and reclamations stay under it (they are checked at full size by
 * `npm run bench:list-pages`' plans, docs/performance.md). PGlite is the same planner as PostgreSQL (compiled to
 * WebAssembly) with the same statistics after ANALYZE, and gives the same plans here, so the test runs on both.
 */

const TABLES = [
  'products',
  'product_gtins',
  'product_prices',
  'orders',
  'order_lines',
  'delivery_notes',
  'delivery_note_lines',
  'backorders',
  'backorder_lines',
  'reclamations',
  'reclamation_lines',
  'advance_ship_notices',
  'asn_lines',
  'inventories',
  'inventory_lines',
  'credit_notes',
  'credit_note_lines',
];
const LARGE_ROWS = 2000;

let handle: DatabaseHandle;
let shop: ShopScope;
let large: string[];

beforeAll(async () => {
  // A database of its own on PostgreSQL too: the row counts that make a table large are this shop's.
  handle = await openOwnTestDatabase();
  const tenant = await generateLargeTenant(handle.db, {
    products: 20_000,
    orders: 3000,
    orderLines: 9000,
    suppliers: 200,
    deliveryNotes: 2400,
    deliveryNoteLines: 7200,
  });
  const [shopRow] = await handle.db.select().from(shops).where(eq(shops.id, tenant.shop.id));
  const [user] = await handle.db.select().from(users).where(eq(users.email, tenant.login.email));
  shop = shopScopeOf(shopRow!, user!);
  const counts = await handle.db.execute<{ name: string; n: number }>(sql`
    select relname as name, reltuples::int as n from pg_class
    where relkind = 'r' and relname in (${sql.join(
      TABLES.map((name) => sql`${name}`),
      sql`, `,
    )})`);
  large = counts.rows.filter((row) => Number(row.n) >= LARGE_ROWS).map((row) => row.name);
}, 300_000);
afterAll(() => handle?.close());

describe(`list pages' plans over a large shop (${testDatabaseKind()})`, () => {
  it('has the tables the plans are checked against', () => {
    expect(large).toEqual(
      expect.arrayContaining(['products', 'orders', 'order_lines', 'delivery_notes', 'delivery_note_lines']),
    );
  });

  it.each(LIST_PAGE_LOADS.map((load) => [`${load.name} ${load.search || '(first load)'}`, load] as const))(
    '%s reads no large table whole',
    async (_name, load) => {
      const { db, recorded } = recordingDatabase(handle);
      await load.run(db, shop, listPageUrl(load));
      expect(recorded.length).toBeGreaterThan(0);
      const scans: { query: string; tables: string[] }[] = [];
      for (const query of recorded satisfies RecordedQuery[]) {
        const tables = seqScans(await explain(handle, query)).filter((table) => large.includes(table));
        if (tables.length) scans.push({ query: query.sql, tables });
      }
      expect(scans).toEqual([]);
    },
  );

  // Their statements are prepared once and shared by every shop (app/db/prepared.server.ts): the plan PostgreSQL settles
  // on for them, which may be one for no shop in particular, must read indexes as the shop's own would.
  it.each(['order history', 'delivery notes', 'backorders', 'ASNs', 'reclamations', 'suppliers'])(
    "the %s page's first load reads no large table whole in the plans its prepared statements settle on",
    async (name) => {
      const load = LIST_PAGE_LOADS.find((candidate) => candidate.name === name && !candidate.search)!;
      const { db, recorded } = recordingDatabase(handle);
      await load.run(db, shop, listPageUrl(load));
      expect(recorded.length).toBeGreaterThan(0);
      const scans: { query: string; tables: string[] }[] = [];
      for (const query of recorded) {
        const tables = seqScans(await explainSettled(handle, query)).filter((table) => large.includes(table));
        if (tables.length) scans.push({ query: query.sql, tables });
      }
      expect(scans).toEqual([]);
    },
  );

  it("the suppliers page counts each supplier's products from an index alone, reading no product", async () => {
    const load = LIST_PAGE_LOADS.find((candidate) => candidate.name === 'suppliers' && !candidate.search)!;
    const { db, recorded } = recordingDatabase(handle);
    await load.run(db, shop, listPageUrl(load));
    const counting = recorded.find((query) => /count\(\*\)::int from "products"/.test(query.sql))!;
    const reads = planNodes(await explain(handle, counting)).filter((node) => node['Relation Name'] === 'products');
    expect(reads.map((node) => [node['Node Type'], node['Index Name']])).toEqual([
      ['Index Only Scan', 'products_shop_supplier_idx'],
    ]);
  });

  it("Expected today reads the day's suppliers and each one's first orders from the day's index, not every order of the day", async () => {
    const load = LIST_PAGE_LOADS.find((candidate) => candidate.name === 'delivery notes' && !candidate.search)!;
    const { db, recorded } = recordingDatabase(handle);
    await load.run(db, shop, listPageUrl(load));
    const expected = recorded.find((query) => query.sql.includes('"day_suppliers"'))!;
    const nodes = planNodes(await explain(handle, expected));
    // The day's suppliers and each one's orders: through the day's index, whichever way the planner reads it.
    const orderIndexes = nodes.filter((node) => node['Index Name']?.startsWith('orders_'));
    expect(new Set(orderIndexes.map((node) => node['Index Name']))).toEqual(
      new Set(['orders_shop_delivery_supplier_idx']),
    );
    // Each supplier's orders: the index read for that supplier, under the lateral join.
    const perSupplier = orderIndexes.filter((node) => node['Node Type'] === 'Index Scan');
    expect(perSupplier).toHaveLength(1);
    expect(perSupplier[0]!['Index Cond']).toMatch(/supplier_id = /);
  });

  it("the suppliers page's product counts and last orders are one statement planned once, the page's ids a parameter", async () => {
    const load = LIST_PAGE_LOADS.find((candidate) => candidate.name === 'suppliers' && !candidate.search)!;
    const { db, recorded } = recordingDatabase(handle);
    await load.run(db, shop, listPageUrl(load));
    const facts = recorded.filter((query) => query.sql.includes('unnest('));
    expect(facts).toHaveLength(1);
    const ids = facts[0]!.params.find(Array.isArray) as number[] | undefined;
    expect(ids?.length).toBeGreaterThan(0);
    expect(new Set(facts[0]!.params.filter((value) => !Array.isArray(value)).map(String))).toEqual(
      new Set([shop.companyId, shop.shopId].map(String)),
    );
    expect((await settledPlan(handle, facts[0]!)).generic).toBe(true);
  });

  // A statement PostgreSQL keeps planning for its values costs the planning on every load: for Expected today's due
  // backorders that was 0.4 ms a page, more than reading them (decision 037, "Planned once").
  it("Expected today's statements are planned once: PostgreSQL settles on their generic plans", async () => {
    const load = LIST_PAGE_LOADS.find((candidate) => candidate.name === 'delivery notes' && !candidate.search)!;
    const { db, recorded } = recordingDatabase(handle);
    await load.run(db, shop, listPageUrl(load));
    const expected = recorded.filter((query) =>
      /"day_suppliers"|from "backorders"|from "advance_ship_notices"/.test(query.sql),
    );
    expect(expected).toHaveLength(3);
    // What they compare with is the shop's keys and the day; the statuses they look for are in their text.
    const today = expected[0]!.params.find((value) => /^\d{4}-\d{2}-\d{2}$/.test(String(value)));
    for (const query of expected)
      expect(new Set(query.params.map(String))).toEqual(new Set([shop.companyId, shop.shopId, today].map(String)));
    const custom: string[] = [];
    for (const query of expected) if (!(await settledPlan(handle, query)).generic) custom.push(query.sql);
    expect(custom).toEqual([]);
  });
});
