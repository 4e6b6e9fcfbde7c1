import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '#app/db/client.server';
import {
  analyzeAndRebuild,
  generateDeliveryHistory,
  type HistorySupplier,
} from '#app/modules/analytics/delivery-history.server';
import { addDays } from '#app/utils/dates';
import { createReceivingTenant } from '#tests/factories';

/**
 * The analytics benchmark's large tenant (docs/performance.md, "Analytics (issue 16)"): one shop with 200 suppliers of
 * 50 products each and two years of delivery history ending today, about 50,000 delivery notes of 20 lines (1,000,000
 * delivery note lines) with their orders, backorders, reclamations and invoices. Written through SQL with the same
 * generator as the demo's history, a quarter per transaction so no statement holds more than a quarter in memory;
 * then ANALYZE, since the local PostgreSQL runs without autovacuum.
 */

const SUPPLIERS = 200;
const PRODUCTS_PER_SUPPLIER = 50;
const LINES_PER_NOTE = 20;
/** 200 suppliers × 104 weeks × 2.4 ≈ 50,000 deliveries. */
const DELIVERIES_PER_WEEK = 2.4;
const CHUNK_DAYS = 91;

export async function seedAnalyticsTenant(handle: DatabaseHandle, today: string, log: (line: string) => void) {
  const db = handle.db;
  const tenant = await createReceivingTenant(db, { products: [] });
  const { company, shop } = tenant;
  const C = company.id;
  const S = shop.id;
  const suppliers = await db.execute<{ id: number }>(sql`
    insert into suppliers (name, email)
    select 'Bench supplier ' || ${S} || '-' || i, 'bench' || i || '@supplier.test'
    from generate_series(2, ${SUPPLIERS}) as i
    returning id`);
  const supplierIds = [tenant.supplier.id, ...suppliers.rows.map((row) => Number(row.id))];
  await db.execute(sql`
    insert into shop_suppliers (company_id, shop_id, supplier_id, delivery_days)
    select ${C}, ${S}, s, '{1,2,3,4,5,6}'::smallint[]
    from unnest(${sql.raw(`array[${supplierIds.slice(1).join(',')}]`)}::int[]) as s`);
  await db.execute(sql`
    insert into products (company_id, shop_id, supplier_id, supplier_product_id, name, ean, temperature_regime)
    select ${C}, ${S}, s.id, 'S' || s.id || '-' || i, 'Izdelek ' || s.id || '-' || i,
      '38' || lpad((s.id * 100 + i)::text, 11, '0'), (array['chilled', 'frozen', 'room'])[1 + (s.id + i) % 3]
    from unnest(${sql.raw(`array[${supplierIds.join(',')}]`)}::int[]) as s(id)
    cross join generate_series(1, ${PRODUCTS_PER_SUPPLIER}) as i`);

  const profiles: HistorySupplier['profile'][] = ['reliable', 'late', 'warm'];
  const historySuppliers: HistorySupplier[] = supplierIds.map((supplierId, index) => ({
    supplierId,
    profile: profiles[index] ?? 'mixed',
    deliveriesPerWeek: DELIVERIES_PER_WEEK,
  }));
  const first = addDays(today, -729);
  const totals = { orders: 0, notes: 0, lines: 0, backorders: 0, reclamations: 0, invoices: 0 };
  for (let from = first; from <= today; from = addDays(from, CHUNK_DAYS)) {
    const chunkTo = addDays(from, CHUNK_DAYS - 1) < today ? addDays(from, CHUNK_DAYS - 1) : today;
    const started = performance.now();
    const counts = await db.transaction((tx) =>
      generateDeliveryHistory(
        tx,
        { companyId: C, shopId: S },
        {
          from,
          to: chunkTo,
          suppliers: historySuppliers,
          linesPerNote: LINES_PER_NOTE,
          seed: 16,
          userId: tenant.admin.id,
          asOf: today,
          invoiceShare: 0.3,
          rebuild: false,
        },
      ),
    );
    for (const key of Object.keys(totals) as (keyof typeof totals)[]) totals[key] += counts[key];
    log(
      `  ${from} – ${chunkTo}: ${counts.notes} notes, ${counts.lines} lines in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  }
  const started = performance.now();
  await db.transaction((tx) => analyzeAndRebuild(tx, [{ companyId: C, shopId: S }]));
  await db.execute(sql`analyze`);
  log(`  rollup rebuilt and ANALYZE in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return { tenant, supplierIds, totals };
}
