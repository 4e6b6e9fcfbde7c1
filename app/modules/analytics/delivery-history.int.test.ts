import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#app/db/client.server';
import { nextOrderNumber } from '#app/modules/ordering/orders.repo.server';
import { deliveryOutcome, problemLineCount } from '#app/modules/receiving/delivery-outcome';
import type { LineState } from '#app/modules/receiving/quantities';
import {
  createOrder,
  createProducts,
  createReceivingTenant,
  createShopSupplier,
  createSupplier,
} from '#tests/factories';
import { useTestDatabase } from '#tests/setup/db';
import { rebuildShopAnalytics } from './analytics-rollup.server';
import { generateDeliveryHistory, type HistorySupplier } from './delivery-history.server';

let db: Database;
beforeAll(async () => {
  db = (await useTestDatabase()).db;
});

const REGIMES = ['chilled', 'chilled', 'chilled', 'chilled', 'frozen', 'frozen', 'room', 'room'] as const;

/** A shop with a reliable, a late and a warm supplier of eight products each (one order already sent). */
async function historyShop() {
  const tenant = await createReceivingTenant(db, {
    products: REGIMES.map((temperatureRegime) => ({ temperatureRegime })),
  });
  const catalogShop = tenant.shop;
  const others = [];
  for (let index = 0; index < 2; index++) {
    const supplier = await createSupplier(db);
    await createShopSupplier(db, catalogShop, supplier.id);
    await createProducts(
      db,
      catalogShop,
      REGIMES.map((temperatureRegime) => ({
        temperatureRegime,
        supplierId: supplier.id,
        prices: [{ price: '2.5', discount: '10', vat: '22', validFrom: '2020-01-01' }],
      })),
    );
    others.push(supplier.id);
  }
  const shop = { companyId: tenant.company.id, shopId: tenant.shop.id };
  await createOrder(db, shop, {
    supplierId: tenant.supplier.id,
    lines: [{ productId: tenant.products[0]!.id, quantity: '1' }],
  });
  const suppliers: HistorySupplier[] = [
    { supplierId: tenant.supplier.id, profile: 'reliable', deliveriesPerWeek: 4 },
    { supplierId: others[0]!, profile: 'late', deliveriesPerWeek: 4 },
    { supplierId: others[1]!, profile: 'warm', deliveriesPerWeek: 4 },
  ];
  return { tenant, shop, suppliers };
}

const rowsOf = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  (await db.execute<T>(query)).rows;

async function rollupOf(shop: { companyId: number; shopId: number }) {
  const days = await rowsOf(sql`select * from analytics_delivery_days
    where company_id = ${shop.companyId} and shop_id = ${shop.shopId} order by supplier_id, day`);
  const facts = await rowsOf(sql`select * from analytics_order_facts
    where company_id = ${shop.companyId} and shop_id = ${shop.shopId} order by order_id`);
  return { days, facts };
}

/** Row counts of every table the generator writes, of one shop. */
async function footprint(shop: { companyId: number; shopId: number }) {
  const [row] = await rowsOf(sql`select
    (select count(*) from orders where company_id = ${shop.companyId} and shop_id = ${shop.shopId})::int as orders,
    (select count(*) from order_lines where company_id = ${shop.companyId} and shop_id = ${shop.shopId})::int as order_lines,
    (select count(*) from delivery_notes where company_id = ${shop.companyId} and shop_id = ${shop.shopId})::int as notes,
    (select count(*) from delivery_note_lines where company_id = ${shop.companyId} and shop_id = ${shop.shopId})::int as note_lines,
    (select count(*) from backorders where company_id = ${shop.companyId} and shop_id = ${shop.shopId})::int as backorders,
    (select count(*) from reclamations where company_id = ${shop.companyId} and shop_id = ${shop.shopId})::int as reclamations,
    (select count(*) from credit_notes where company_id = ${shop.companyId} and shop_id = ${shop.shopId})::int as documents,
    (select last_number from order_numbers where company_id = ${shop.companyId} and shop_id = ${shop.shopId}) as last_number`);
  return { ...row, rollup: await rollupOf(shop) };
}

describe('generated delivery history', () => {
  it('writes consistent orders, deliveries, backorders, reclamations and invoices that tell each supplier’s story', async () => {
    const other = await historyShop();
    await generateDeliveryHistory(db, other.shop, {
      from: '2025-01-06',
      to: '2025-02-02',
      suppliers: other.suppliers,
      linesPerNote: 4,
      seed: 7,
      userId: other.tenant.admin.id,
    });
    const otherBefore = await footprint(other.shop);

    const { tenant, shop, suppliers } = await historyShop();
    const counts = await generateDeliveryHistory(db, shop, {
      from: '2025-03-03',
      to: '2025-06-22',
      suppliers,
      linesPerNote: 6,
      seed: 42,
      userId: tenant.admin.id,
    });
    expect(counts.orders).toBeGreaterThan(150);
    expect(counts.backorders).toBeGreaterThan(0);
    expect(counts.reclamations).toBeGreaterThan(0);
    expect(counts.invoices).toBeGreaterThan(0);
    const S = sql`company_id = ${shop.companyId} and shop_id = ${shop.shopId}`;

    // Numbers follow the order sent before, without gaps, and the counter moved on by the count.
    const [numbers] = await rowsOf<{ min: number; max: number; count: number }>(
      sql`select min(number)::int as min, max(number)::int as max, count(*)::int as count from orders where ${S}`,
    );
    expect(numbers).toEqual({ min: 1, max: counts.orders + 1, count: counts.orders + 1 });
    expect(await nextOrderNumber(db, shop)).toBe(counts.orders + 2);

    // Every order line received what its notes' lines accepted; closed orders are completed only when in full.
    const [wrongReceived] = await rowsOf<{ count: number }>(sql`select count(*)::int as count from order_lines ol
      where ol.company_id = ${shop.companyId} and ol.shop_id = ${shop.shopId}
        and ol.received_quantity <> (select coalesce(sum(dl.accepted_quantity), 0) from delivery_note_lines dl
          where dl.company_id = ol.company_id and dl.order_line_id = ol.id)`);
    expect(wrongReceived!.count).toBe(0);
    const [wrongStatus] = await rowsOf<{ count: number }>(sql`select count(*)::int as count from orders o
      where o.company_id = ${shop.companyId} and o.shop_id = ${shop.shopId} and o.number > 1
        and o.status <> case when exists (select 1 from order_lines ol where ol.company_id = o.company_id
          and ol.order_id = o.id and ol.received_quantity < ol.quantity) then 'incomplete' else 'completed' end`);
    expect(wrongStatus!.count).toBe(0);

    // Each note's outcome, problem and line counts follow the receiving rule for its lines.
    const notes = await rowsOf<{
      outcome: string;
      unacceptable: boolean;
      problem_count: number;
      line_count: number;
      states: LineState[];
    }>(sql`select n.outcome, n.unacceptable, n.problem_count, n.line_count,
        array(select dl.state from delivery_note_lines dl where dl.company_id = n.company_id
          and dl.delivery_note_id = n.id order by dl.position) as states
      from delivery_notes n where n.company_id = ${shop.companyId} and n.shop_id = ${shop.shopId}`);
    expect(notes.length).toBe(counts.notes);
    for (const note of notes) {
      const checks = { isSealDamaged: false, isSealMissing: false, isDirty: false, isUnacceptable: note.unacceptable };
      expect(note.outcome).toBe(deliveryOutcome(checks, note.states));
      expect(note.problem_count).toBe(problemLineCount(note.states));
      expect(note.line_count).toBe(note.states.length);
    }

    // Backorders were settled by a later note of their order that brought exactly the rest.
    const [badBackorders] = await rowsOf<{ count: number }>(sql`select count(*)::int as count from backorders b
      join delivery_notes n on n.company_id = b.company_id and n.id = b.settled_by_note_id
      where b.company_id = ${shop.companyId} and b.shop_id = ${shop.shopId}
        and (b.status <> 'received' or n.backorder_id <> b.id or n.order_id <> b.order_id
          or n.delivery_date <= (select d.delivery_date from delivery_notes d where d.company_id = b.company_id and d.id = b.delivery_note_id)
          or (select sum(quantity) from backorder_lines bl where bl.company_id = b.company_id and bl.backorder_id = b.id)
            <> (select sum(accepted_quantity) from delivery_note_lines dl where dl.company_id = n.company_id and dl.delivery_note_id = n.id))`);
    expect(badBackorders!.count).toBe(0);
    const [settled] = await rowsOf<{ count: number }>(
      sql`select count(settled_by_note_id)::int as count from backorders where ${S}`,
    );
    expect(settled!.count).toBe(counts.backorders);

    // A reclamation per note with problems, claiming each problem line; answers come days after sending.
    const [reclaimed] = await rowsOf<{
      notes: number;
      reclamations: number;
      lines: number;
      problems: number;
      bad: number;
    }>(
      sql`select
        (select count(*) from delivery_notes where ${S} and problem_count > 0)::int as notes,
        (select count(*) from reclamations where ${S})::int as reclamations,
        (select count(*) from reclamation_lines where ${S})::int as lines,
        (select coalesce(sum(problem_count), 0) from delivery_notes where ${S})::int as problems,
        (select count(*) from reclamations where ${S} and (
          (status = 'open' and sent_at is not null) or (status <> 'open' and sent_at is null)
          or (status in ('answered', 'solved') and (answered_at is null or answered_at <= sent_at))
          or (status = 'solved' and solved_at is null)))::int as bad`,
    );
    expect(reclaimed).toMatchObject({ notes: counts.reclamations, reclamations: counts.reclamations, bad: 0 });
    expect(reclaimed!.lines).toBe(reclaimed!.problems);
    const states = await rowsOf<{ status: string }>(sql`select distinct status from reclamations where ${S}`);
    expect(states.map((row) => row.status)).toEqual(expect.arrayContaining(['solved', 'answered']));

    // Invoices match delivered lines; some charge more than ordered.
    const [invoices] = await rowsOf<{ unmatched: number; above: number; total_off: number }>(sql`select
      (select count(*) from credit_note_lines cl join credit_notes cn on cn.company_id = cl.company_id and cn.id = cl.credit_note_id
        where cn.company_id = ${shop.companyId} and cn.shop_id = ${shop.shopId} and cl.delivery_note_line_id is null)::int as unmatched,
      (select count(*) from credit_note_lines cl join credit_notes cn on cn.company_id = cl.company_id and cn.id = cl.credit_note_id
        join delivery_note_lines dl on dl.company_id = cl.company_id and dl.id = cl.delivery_note_line_id
        join order_lines ol on ol.company_id = dl.company_id and ol.id = dl.order_line_id
        where cn.company_id = ${shop.companyId} and cn.shop_id = ${shop.shopId} and cn.kind = 'invoice'
          and cl.unit_price > round(ol.price * (100 - ol.discount) / 100, 4))::int as above,
      (select count(*) from credit_notes cn where cn.company_id = ${shop.companyId} and cn.shop_id = ${shop.shopId}
        and cn.total_amount <> (select sum(amount) from credit_note_lines cl where cl.company_id = cn.company_id and cl.credit_note_id = cn.id))::int as total_off`);
    expect(invoices).toMatchObject({ unmatched: 0, total_off: 0 });
    expect(invoices!.above).toBeGreaterThan(0);

    // The rollup is the rebuild's, and counts every note.
    const rollup = await rollupOf(shop);
    await rebuildShopAnalytics(db, shop);
    expect(await rollupOf(shop)).toEqual(rollup);
    const deliveries = rollup.days.reduce((sum, day) => sum + Number(day.deliveries), 0);
    expect(deliveries).toBe(counts.notes);

    // The stories: the reliable supplier is on time more often than the late one; the warm one breaches most.
    const bySupplier = await rowsOf<{
      supplier_id: number;
      on_time: number;
      breaches: number;
    }>(sql`select s.supplier_id,
        (select avg(is_on_time::int)::float8 from analytics_order_facts f where f.shop_id = ${shop.shopId} and f.supplier_id = s.supplier_id) as on_time,
        (select coalesce(sum(breaches_chilled + breaches_frozen + breaches_room), 0)::int from analytics_delivery_days d
          where d.shop_id = ${shop.shopId} and d.supplier_id = s.supplier_id) as breaches
      from shop_suppliers s where s.company_id = ${shop.companyId} and s.shop_id = ${shop.shopId}`);
    const of = (index: number) => bySupplier.find((row) => row.supplier_id === suppliers[index]!.supplierId)!;
    expect(of(0).on_time).toBeGreaterThan(of(1).on_time);
    expect(of(1).on_time).toBeLessThan(0.85);
    expect(of(2).breaches).toBeGreaterThan(of(0).breaches);
    expect(of(2).breaches).toBeGreaterThan(of(1).breaches);

    // The other shop is as it was.
    expect(await footprint(other.shop)).toEqual(otherBefore);
  });
});
