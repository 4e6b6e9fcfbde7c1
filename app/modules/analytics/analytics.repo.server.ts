import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '#app/db/client.server';
import type { ReclamationReason } from '#app/db/schema/reclamations';
import { periodInstants, type Period } from './analytics-period';
import type { FigureRow } from './analytics-figures';

/**
 * The analytics page's reads (docs/decisions/036-delivery-analytics.md): the rollup tables for deliveries, orders and
 * invoices, the reclamations directly by their (shop_id, created_at) index. One query shape serves the counters, the
 * scorecard, the company's shops, the weekly charts and a supplier's months: the same figures grouped by a key.
 */

/** The shops the figures are read over: one shop, or every shop of a company. The caller resolved it from the session. */
export interface AnalyticsScope {
  companyId: number;
  shops: readonly { shopId: number; timeZone: string }[];
}

/** none: one row for the whole period; the others one row per supplier, shop, ISO week (Monday) or calendar month. */
export type FigureKey = 'none' | 'supplier' | 'shop' | 'week' | 'month';

const ints = (values: readonly number[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::int[]`;

/** Each shop with its period's instants and time zone, as rows b(shop_id, starts, ends, tz). */
function bounds(scope: AnalyticsScope, period: Period): SQL {
  const rows = scope.shops.map((shop) => {
    const { start, end } = periodInstants(period, shop.timeZone);
    return sql`(${shop.shopId}::int, ${start.toISOString()}::timestamptz, ${end.toISOString()}::timestamptz, ${shop.timeZone}::text)`;
  });
  return sql`(values ${sql.join(rows, sql`, `)}) as b(shop_id, starts, ends, tz)`;
}

function keyOf(key: FigureKey, columns: { supplier: string; shop: string; day: string }): SQL {
  switch (key) {
    case 'none':
      return sql`''`;
    case 'supplier':
      return sql.raw(`${columns.supplier}::text`);
    case 'shop':
      return sql.raw(`${columns.shop}::text`);
    case 'week':
      return sql.raw(`date_trunc('week', ${columns.day})::date::text`);
    case 'month':
      return sql.raw(`date_trunc('month', ${columns.day})::date::text`);
  }
}

const supplierFilter = (column: string, supplierId: number | null) =>
  supplierId === null ? sql`true` : sql`${sql.raw(column)} = ${supplierId}`;

type RawFigureRow = {
  key: string;
  deliveries: number | string | null;
  ok_deliveries: number | string | null;
  problem_deliveries: number | string | null;
  unacceptable_deliveries: number | string | null;
  lines: number | string | null;
  breaches_chilled: number | string | null;
  breaches_frozen: number | string | null;
  breaches_room: number | string | null;
  invoiced_lines: number | string | null;
  invoiced_amount: string | null;
  invoiced_at_order_price: string | null;
  orders: number | string | null;
  on_time: number | string | null;
  in_full: number | string | null;
  otif: number | string | null;
  reclamations: number | string | null;
  claimed: string | null;
  recovered: string | null;
  answered: number | string | null;
  answer_days: number | string | null;
};

const num = (value: number | string | null) => (value === null ? 0 : Number(value));
const money = (value: string | null) => (value === null ? '0' : String(value));

/**
 * The figures of a period grouped by `key`, optionally for one supplier. Rows only for keys with something in the
 * period; the caller fills the gaps (weeks, months) it shows.
 */
export async function readFigures(
  db: DbOrTx,
  scope: AnalyticsScope,
  period: Period,
  key: FigureKey,
  supplierId: number | null = null,
): Promise<FigureRow[]> {
  if (scope.shops.length === 0) return [];
  const shopIds = ints(scope.shops.map((shop) => shop.shopId));
  const reclamationDay = `(r.created_at at time zone b.tz)`;
  const sentDay = `(r.sent_at at time zone b.tz)`;
  const result = await db.execute<RawFigureRow>(sql`
    with d as (
      select ${keyOf(key, { supplier: 'd.supplier_id', shop: 'd.shop_id', day: 'd.day' })} as key,
        sum(d.deliveries) as deliveries, sum(d.ok_deliveries) as ok_deliveries,
        sum(d.problem_deliveries) as problem_deliveries, sum(d.unacceptable_deliveries) as unacceptable_deliveries,
        sum(d.lines) as lines, sum(d.breaches_chilled) as breaches_chilled, sum(d.breaches_frozen) as breaches_frozen,
        sum(d.breaches_room) as breaches_room, sum(d.invoiced_lines) as invoiced_lines,
        sum(d.invoiced_amount) as invoiced_amount, sum(d.invoiced_at_order_price) as invoiced_at_order_price
      from analytics_delivery_days d
      where d.company_id = ${scope.companyId} and d.shop_id = any(${shopIds})
        and d.day between ${period.from}::date and ${period.to}::date and ${supplierFilter('d.supplier_id', supplierId)}
      group by 1),
    o as (
      select ${keyOf(key, { supplier: 'o.supplier_id', shop: 'o.shop_id', day: 'o.agreed_date' })} as key,
        count(*) as orders, count(*) filter (where o.is_on_time) as on_time,
        count(*) filter (where o.is_in_full) as in_full,
        count(*) filter (where o.is_on_time and o.is_in_full) as otif
      from analytics_order_facts o
      where o.company_id = ${scope.companyId} and o.shop_id = any(${shopIds})
        and o.agreed_date between ${period.from}::date and ${period.to}::date
        and ${supplierFilter('o.supplier_id', supplierId)}
      group by 1),
    r as (
      select ${keyOf(key, { supplier: 'r.supplier_id', shop: 'r.shop_id', day: reclamationDay })} as key,
        count(*) as reclamations, sum(l.claimed) as claimed, sum(l.recovered) as recovered
      from ${bounds(scope, period)}
      join reclamations r on r.company_id = ${scope.companyId} and r.shop_id = b.shop_id
        and r.created_at >= b.starts and r.created_at < b.ends
      left join lateral (
        select sum(rl.amount) as claimed,
          sum(coalesce(rl.promised_credit, rl.amount)) filter (where rl.solved_by_credit_note_id is not null) as recovered
        from reclamation_lines rl where rl.company_id = r.company_id and rl.reclamation_id = r.id
      ) l on true
      where ${supplierFilter('r.supplier_id', supplierId)}
      group by 1),
    a as (
      select ${keyOf(key, { supplier: 'r.supplier_id', shop: 'r.shop_id', day: sentDay })} as key,
        count(*) as answered, sum(extract(epoch from r.answered_at - r.sent_at)) / 86400 as answer_days
      from ${bounds(scope, period)}
      join reclamations r on r.company_id = ${scope.companyId} and r.shop_id = b.shop_id
        and r.sent_at >= b.starts and r.sent_at < b.ends and r.answered_at is not null
      where ${supplierFilter('r.supplier_id', supplierId)}
      group by 1),
    k as (select key from d union select key from o union select key from r union select key from a)
    select k.key, d.deliveries, d.ok_deliveries, d.problem_deliveries, d.unacceptable_deliveries, d.lines,
      d.breaches_chilled, d.breaches_frozen, d.breaches_room, d.invoiced_lines, d.invoiced_amount,
      d.invoiced_at_order_price, o.orders, o.on_time, o.in_full, o.otif, r.reclamations, r.claimed, r.recovered,
      a.answered, a.answer_days
    from k left join d on d.key = k.key left join o on o.key = k.key left join r on r.key = k.key
      left join a on a.key = k.key
    order by k.key`);
  return result.rows.map((row) => ({
    key: row.key,
    deliveries: num(row.deliveries),
    okDeliveries: num(row.ok_deliveries),
    problemDeliveries: num(row.problem_deliveries),
    unacceptableDeliveries: num(row.unacceptable_deliveries),
    lines: num(row.lines),
    breaches: { chilled: num(row.breaches_chilled), frozen: num(row.breaches_frozen), room: num(row.breaches_room) },
    invoicedLines: num(row.invoiced_lines),
    invoicedAmount: money(row.invoiced_amount),
    invoicedAtOrderPrice: money(row.invoiced_at_order_price),
    orders: num(row.orders),
    onTime: num(row.on_time),
    inFull: num(row.in_full),
    otif: num(row.otif),
    reclamations: num(row.reclamations),
    claimed: money(row.claimed),
    recovered: money(row.recovered),
    answered: num(row.answered),
    answerDays: num(row.answer_days),
  }));
}

export interface ReasonCount {
  /** The ISO week's Monday. */
  week: string;
  reason: ReclamationReason;
  /** Reclamations with at least one line of this reason (one with two reasons counts under both). */
  reclamations: number;
}

/** Reclamations per week by reason, for the chart. */
export async function readReclamationReasons(
  db: DbOrTx,
  scope: AnalyticsScope,
  period: Period,
  supplierId: number | null = null,
): Promise<ReasonCount[]> {
  if (scope.shops.length === 0) return [];
  const result = await db.execute<{ week: string; reason: ReclamationReason; reclamations: number | string }>(sql`
    select date_trunc('week', r.created_at at time zone b.tz)::date::text as week, rl.reason,
      count(distinct r.id) as reclamations
    from ${bounds(scope, period)}
    join reclamations r on r.company_id = ${scope.companyId} and r.shop_id = b.shop_id
      and r.created_at >= b.starts and r.created_at < b.ends
    join reclamation_lines rl on rl.company_id = r.company_id and rl.reclamation_id = r.id
    where ${supplierFilter('r.supplier_id', supplierId)}
    group by 1, 2
    order by 1, 2`);
  return result.rows.map((row) => ({ week: row.week, reason: row.reason, reclamations: Number(row.reclamations) }));
}

/** The suppliers a scope has figures for or may filter by: every supplier of its shops, by name. */
export async function listAnalyticsSuppliers(
  db: DbOrTx,
  scope: AnalyticsScope,
): Promise<{ supplierId: number; name: string }[]> {
  if (scope.shops.length === 0) return [];
  const result = await db.execute<{ supplier_id: number; name: string }>(sql`
    select distinct s.id as supplier_id, s.name
    from shop_suppliers ss join suppliers s on s.id = ss.supplier_id
    where ss.company_id = ${scope.companyId} and ss.shop_id = any(${ints(scope.shops.map((shop) => shop.shopId))})
    order by s.name, s.id`);
  return result.rows.map((row) => ({ supplierId: Number(row.supplier_id), name: row.name }));
}
