/**
 * How fast a delivery note is signed off: orders of 50, 200 and 1,000 lines, each received through startReceipt and
 * signed off through signOff, the function the receiving page calls (one transaction: lines, order quantities, status,
 * backorder, audit). Not a test: it prints medians, and ratios to a floor measured in the same run (an empty
 * transaction with one query), so runs on different machines compare (docs/performance.md).
 *
 *   npm run bench:receiving                                     # embedded PGlite, in memory
 *   BENCH_DATABASE_URL=postgres://… npm run bench:receiving      # a PostgreSQL server (a scratch database)
 *   npm run bench:receiving -- --runs 9
 */
import { parseArgs } from 'node:util';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { DatabaseHandle } from '#app/db/client.server';
import { migrateDatabase } from '#app/db/migrate.server';
import { openBenchDatabase } from './bench-database';
import { getNote } from '#app/modules/receiving/delivery-notes.repo.server';
import type { ReceiptDraft, SignOffInput } from '#app/modules/receiving/receipt.schema';
import { signOff } from '#app/modules/receiving/sign-off.service.server';
import { startReceipt } from '#app/modules/receiving/start-receipt.service.server';
import type { ShopScope } from '#app/modules/tenancy/shop-scope';
import { createOrder, createReceivingTenant, memoryFileStorage } from '#tests/factories';

const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '11' } } });
const RUNS = Number(args.runs);
/**
 * Runs before the counted ones, per size: they warm the database's caches and the JIT compiler, as a server that has
 * been up for a while is (cold, the pure checks and plans of 50 lines take several times their warm 0.7 ms).
 */
const WARM_UP = 5;
const SIZES = [50, 200, 1000] as const;
const TARGETS = { postgres: 15, pglite: 30 };
const MAX_RATIO_1000_TO_50 = 20;

/** Statements sent to PostgreSQL (BEGIN and COMMIT included): a figure no machine's load changes. */
let statements = 0;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  statements++;
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof query;

const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;

/** A shop with 1,000 products of every regime and a busy history: other orders and notes around the ones timed. */
async function seed(handle: DatabaseHandle) {
  const tenant = await createReceivingTenant(handle.db, { products: [] });
  const { company, shop, supplier } = tenant;
  await handle.db.execute(sql`
    insert into products (company_id, shop_id, supplier_id, supplier_product_id, name, ean, temperature_regime, is_weighted)
    select ${company.id}, ${shop.id}, ${supplier.id}, 'S-' || i, 'Izdelek ' || i, '383' || lpad(i::text, 10, '0'),
      (array['chilled', 'frozen', 'room'])[1 + i % 3], i % 10 = 0
    from generate_series(1, 1000) as i`);
  const products = await handle.db.execute<{ id: number }>(
    sql`select id from products where shop_id = ${shop.id} order by id`,
  );
  return { tenant, productIds: products.rows.map((row) => row.id) };
}

async function orderOf(
  handle: DatabaseHandle,
  scope: ShopScope,
  supplierId: number,
  productIds: number[],
  size: number,
) {
  return createOrder(
    handle.db,
    { companyId: scope.companyId, shopId: scope.shopId },
    {
      supplierId,
      lines: productIds.slice(0, size).map((productId, index) => ({ productId, quantity: String(2 + (index % 9)) })),
    },
  );
}

/** Everything as ordered, but every tenth line short (its rest expected: a backorder) and one rejected. */
async function signOffInput(handle: DatabaseHandle, scope: ShopScope, noteId: number): Promise<SignOffInput> {
  const note = (await getNote(handle.db, scope, noteId))!;
  const draft = note.draft as ReceiptDraft;
  const quantities = await handle.db.execute<{ id: number; quantity: string }>(
    sql`select id, quantity from order_lines where order_id = ${note.orderId}`,
  );
  const ordered = new Map(quantities.rows.map((row) => [row.id, row.quantity]));
  return {
    version: note.draftVersion,
    signOffKey: crypto.randomUUID(),
    signature: null,
    header: { ...draft.header, roomTemperature: '19', fridgeTemperature: '3', freezerTemperature: '-19' },
    lines: draft.lines.map((line, index) => {
      const quantity = new Decimal(ordered.get(line.orderLineId!)!);
      return {
        ...line,
        delivered: (index % 10 === 5 ? quantity.minus(1) : quantity).toFixed(),
        ...(index === 7 ? { isRejected: true, rejectReason: 'damaged' as const } : {}),
      };
    }),
  };
}

async function main() {
  const { handle, cleanup } = await openBenchDatabase('receiving');
  try {
    console.log(`Database: ${handle.kind}`);
    await migrateDatabase(handle);
    const { tenant, productIds } = await seed(handle);
    const scope = tenant.scope;
    const storage = memoryFileStorage();

    // Every order first, then ANALYZE, so the timed sign-offs see the planner's statistics of a loaded database.
    const orders = new Map<number, number[]>();
    for (const size of SIZES) {
      const ids: number[] = [];
      for (let run = 0; run < RUNS + WARM_UP; run++)
        ids.push((await orderOf(handle, scope, tenant.supplier.id, productIds, size)).id);
      orders.set(size, ids);
    }
    await handle.db.execute(sql`analyze`);

    // The floor: an empty transaction with one query, measured beside every sign-off, so a burst of load on the
    // machine moves both and their ratio stays comparable between runs and machines.
    const floorNow = async () => {
      const times: number[] = [];
      for (let run = 0; run < 9; run++) {
        const started = performance.now();
        await handle.db.transaction((tx) => tx.execute(sql`select 1`));
        times.push(performance.now() - started);
      }
      return median(times);
    };
    const floors: number[] = [];
    const medians = new Map<number, number>();
    const ratioMedians = new Map<number, number>();
    const counted = handle.kind === 'postgres';
    console.log(
      `\n${'sign-off'.padEnd(16)} ${'median ms'.padStart(10)} ${'× floor'.padStart(9)}${counted ? ' statements' : ''}`,
    );
    for (const size of SIZES) {
      const times: number[] = [];
      const ratios: number[] = [];
      let sent = 0;
      // The warm-up runs are not counted.
      for (const [run, orderId] of orders.get(size)!.entries()) {
        const started = await startReceipt(handle.db, scope, { orderId });
        if (!started.ok) throw new Error(started.reason);
        const input = await signOffInput(handle, scope, started.noteId);
        const floor = await floorNow();
        const before = statements;
        const begun = performance.now();
        const result = await signOff(handle.db, scope, started.noteId, input, storage);
        const took = performance.now() - begun;
        sent = statements - before;
        if (!result.ok) throw new Error(JSON.stringify(result));
        // A running server's autovacuum analyzes a table once a tenth of it has changed, and PostgreSQL then plans its
        // foreign-key checks again; this server runs without autovacuum, so the bench analyzes after each warm-up, or
        // the checks keep the sequential scans planned while the note lines' table was empty.
        if (run === WARM_UP - 1 && handle.kind === 'postgres') await handle.db.execute(sql`analyze`);
        if (run >= WARM_UP) {
          times.push(took);
          ratios.push(took / floor);
          floors.push(floor);
        }
      }
      const value = median(times);
      medians.set(size, value);
      ratioMedians.set(size, median(ratios));
      console.log(
        `${`${size} lines`.padEnd(16)} ${value.toFixed(1).padStart(10)} ${median(ratios).toFixed(0).padStart(9)}${counted ? String(sent).padStart(11) : ''}`,
      );
    }

    console.log(`${'floor (empty tx)'.padEnd(16)} ${median(floors).toFixed(2).padStart(10)} ${'1'.padStart(9)}`);
    const target = TARGETS[handle.kind === 'pglite' ? 'pglite' : 'postgres'];
    const small = medians.get(50)!;
    const ratio = ratioMedians.get(1000)! / ratioMedians.get(50)!;
    console.log(`\n50 lines: ${small.toFixed(1)} ms (target ≤ ${target} ms) ${small <= target ? 'ok' : 'MISSED'}`);
    console.log(
      `1,000 lines: ${ratio.toFixed(1)} × the 50-line time (target ≤ ${MAX_RATIO_1000_TO_50}) ${ratio <= MAX_RATIO_1000_TO_50 ? 'ok' : 'MISSED'}`,
    );
  } finally {
    await cleanup();
  }
}

await main();
