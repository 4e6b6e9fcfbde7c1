import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '#app/db/client.server';
import { ANSWER_LINK_DAYS } from '#app/modules/reclamations/answer-token';
import { rebuildShopAnalytics } from './analytics-rollup.server';
import {
  PROFILE_RULES,
  RECLAMATION_AGES,
  deliveryChance,
  kindBounds,
  type DeliveryProfile,
} from './delivery-history-profiles';

/**
 * Past delivery history of one shop, written set-based (docs/decisions/036-delivery-analytics.md, "Demo history and
 * the benchmark's tenant"): closed orders with their lines, the signed-off delivery notes and their lines, backorders
 * settled by a later note, reclamations in the states a few weeks bring them to (some settled by a credit note), and
 * invoices matched to the delivered lines, some above the ordered price. One statement per table (no statement per
 * row), drawing every choice from a seeded hash of the supplier and the day, so a seed gives the same history on
 * every run. Only the shop's own suppliers and products are used; then the shop's analytics rollup is rebuilt.
 */

export interface HistorySupplier {
  supplierId: number;
  profile: DeliveryProfile;
  /** Deliveries per week, Monday to Saturday (fractions allowed). */
  deliveriesPerWeek: number;
}

export interface DeliveryHistoryOptions {
  /** Calendar days of the agreed delivery dates, both included. */
  from: string;
  to: string;
  suppliers: HistorySupplier[];
  /** Lines per order (at most the supplier's product count). */
  linesPerNote: number;
  seed: number;
  /** The day the history is seen from, for the reclamations' states (`to` unless given: a chunk of a longer one). */
  asOf?: string;
  /** Who ordered, received and handled the reclamations (null: nobody named). */
  userId?: number | null;
  /** Share of the solved, accepted reclamations a credit note settled (0.5 unless given; the others the shop closed). */
  creditShare?: number;
  /** Share of first deliveries the supplier invoiced (0.4 unless given). */
  invoiceShare?: number;
  /** Rebuild the shop's rollup at the end (true unless false: a caller writing in chunks rebuilds once at the end). */
  rebuild?: boolean;
}

export interface DeliveryHistoryCounts {
  orders: number;
  notes: number;
  lines: number;
  backorders: number;
  reclamations: number;
  invoices: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TEMP_TABLES = ['hist_suppliers', 'hist_products', 'hist_orders', 'hist_lines', 'hist_reclamations'];

export async function generateDeliveryHistory(
  tx: DbOrTx,
  shop: { companyId: number; shopId: number },
  options: DeliveryHistoryOptions,
): Promise<DeliveryHistoryCounts> {
  if (!DAY.test(options.from) || !DAY.test(options.to)) throw new Error('from and to are calendar days');
  const companyId = Math.trunc(Number(shop.companyId));
  const shopId = Math.trunc(Number(shop.shopId));
  // Literals, not parameters: a parameter in an INSERT … SELECT list has no type to infer.
  const C = sql.raw(String(companyId));
  const S = sql.raw(String(shopId));
  const U = sql.raw(options.userId == null ? 'null::int' : String(Math.trunc(options.userId)));
  const seedMix = BigInt(Math.trunc(options.seed)) * 2654435761n;
  const lines = sql.raw(String(Math.max(1, Math.trunc(options.linesPerNote))));
  const invoiceShare = options.invoiceShare ?? 0.4;
  const [shopRow] = (
    await tx.execute<{ tz: string }>(
      sql`select time_zone as tz from shops where company_id = ${C} and id = ${S} and deleted_at is null`,
    )
  ).rows;
  if (!shopRow) throw new Error('no such shop');
  const tz = shopRow.tz;
  /** A draw in [0, 1) from the key (a bigint expression) and a salt: the same key, salt and seed, the same draw. */
  const R = (key: string, salt: number): SQL =>
    sql.raw(
      `((hashint8((((${key}) % 1000000000000) * 100 + ${salt}) # ${seedMix})::float8 + 2147483648) / 4294967296)`,
    );
  /** A local wall time on a day, in the shop's zone. */
  const at = (day: string, time: string, minutes: string): SQL =>
    sql`((${sql.raw(day)} + time ${sql.raw(`'${time}'`)}) + ${sql.raw(minutes)} * interval '1 minute') at time zone ${tz}`;

  const supplierRows = options.suppliers.map((supplier, index) => {
    const rule = PROFILE_RULES[supplier.profile];
    const [short, over, rejected] = kindBounds(rule.kinds);
    return {
      // The draws are keyed by the supplier's place in the list, not its id, so a seed gives the same history in
      // every database (ids depend on what else was written first).
      ord: index + 1,
      supplier_id: supplier.supplierId,
      profile: supplier.profile,
      chance: deliveryChance(supplier.deliveriesPerWeek),
      late_share: rule.lateShare,
      late_days: rule.lateDaysMax,
      problem_share: rule.problemShare,
      b_short: short,
      b_over: over,
      b_rejected: rejected,
      unacceptable_share: rule.unacceptableShare,
      backorder_share: rule.backorderShare,
      overcharge_share: rule.overchargeShare,
      answer_min: rule.answerDays[0],
      answer_days: rule.answerDays[1] - rule.answerDays[0] + 1,
      reject_share: rule.rejectShare,
    };
  });

  await dropTemp(tx);
  await tx.execute(sql`create temp table hist_suppliers as
    select x.*, pc.product_count
    from jsonb_to_recordset(${JSON.stringify(supplierRows)}::jsonb) as x(
      ord int, supplier_id int, profile text, chance float8, late_share float8, late_days int, problem_share float8,
      b_short float8, b_over float8, b_rejected float8, unacceptable_share float8, backorder_share float8,
      overcharge_share float8, answer_min int, answer_days int, reject_share float8)
    join shop_suppliers ss on ss.company_id = ${C} and ss.shop_id = ${S} and ss.supplier_id = x.supplier_id
    cross join lateral (
      select count(*)::int as product_count from products p
      where p.company_id = ${C} and p.shop_id = ${S} and p.supplier_id = x.supplier_id and p.deleted_at is null
    ) pc
    where pc.product_count > 0`);

  await tx.execute(sql`create temp table hist_products as
    select p.supplier_id, (row_number() over (partition by p.supplier_id order by p.id) - 1)::int as idx,
      p.id as product_id, p.name, p.supplier_product_id, p.ean, p.supplier_unit as unit, p.units_per_package,
      p.temperature_regime as regime,
      coalesce(pp.price, (1 + (p.id % 40) * 0.35)::numeric(14, 4)) as price,
      coalesce(pp.discount, 0) as discount, coalesce(pp.vat, 9.5) as vat
    from products p
    join hist_suppliers s on s.supplier_id = p.supplier_id
    left join lateral (
      select price, discount, vat from product_prices pp
      where pp.company_id = ${C} and pp.product_id = p.id order by pp.valid_from desc limit 1
    ) pp on true
    where p.company_id = ${C} and p.shop_id = ${S} and p.deleted_at is null`);

  // One planned order per supplier and delivery day; its first delivery, problem and what follows are drawn here.
  const k = 'p.k';
  await tx.execute(sql`create temp table hist_orders as
    with days as (
      select d::date as day from generate_series(${options.from}::date, ${options.to}::date, interval '1 day') d
      where extract(isodow from d) <= 6
    ),
    planned as (
      select s.*, d.day as agreed_date, s.ord::bigint * 100000 + (d.day - date '2000-01-01') as k
      from hist_suppliers s cross join days d
    ),
    drawn as (
      select p.supplier_id, p.profile, p.k, p.agreed_date, p.product_count, p.overcharge_share,
        p.agreed_date + case when ${R(k, 1)} < p.late_share then 1 + floor(${R(k, 2)} * p.late_days)::int else 0 end
          as first_date,
        least(${lines}, p.product_count) as n,
        floor(${R(k, 3)} * p.product_count)::int as start_idx,
        ${R(k, 4)} < p.unacceptable_share as unacceptable,
        case when ${R(k, 5)} >= p.problem_share then null
          when ${R(k, 6)} < p.b_short then 'short' when ${R(k, 6)} < p.b_over then 'over'
          when ${R(k, 6)} < p.b_rejected then 'rejected' else 'temperature' end as kind,
        floor(${R(k, 7)} * least(${lines}, p.product_count))::int as problem_pos,
        ${R(k, 8)} < p.backorder_share as backorder_wanted,
        1 + floor(${R(k, 9)} * 4)::int as backorder_after,
        ${R(k, 10)} < ${invoiceShare} as invoiced,
        floor(${R(k, 11)} * 3)::int as invoice_after,
        floor(${R(k, 12)} * 240)::int as minute,
        1 + floor(${R(k, 13)} * 2)::int as ordered_before,
        ${R(k, 14)} as stage_draw,
        ${R(k, 15)} < p.reject_share as answer_rejected,
        p.answer_min + floor(${R(k, 16)} * p.answer_days)::int as answer_after,
        ${R(k, 17)} < ${options.creditShare ?? 0.5} as credit_settles
      from planned p
      where ${R(k, 0)} < p.chance
    )
    select row_number() over (order by d.agreed_date, d.supplier_id)::int as seq, d.*,
      d.kind = 'short' and not d.unacceptable and d.backorder_wanted as backorder,
      d.first_date + d.backorder_after as backorder_date,
      ${at('d.first_date', '07:00', 'd.minute')} as first_signed_at,
      ${at('(d.first_date + d.backorder_after)', '07:30', 'd.minute')} as backorder_signed_at,
      ${at('(d.agreed_date - d.ordered_before)', '09:00', 'd.minute')} as created_at,
      null::int as number, null::int as order_id, null::int as note_id, null::int as problems,
      null::int as backorder_id, null::int as backorder_note_id, null::int as invoice_id
    from drawn d`);
  await tx.execute(sql`analyze hist_orders`);

  // The lines of each order and what its first delivery brought of them.
  const lk = 'b.lk';
  await tx.execute(sql`create temp table hist_lines as
    with base as (
      select o.seq, o.k * 64 + g.pos as lk, g.pos + 1 as position, o.unacceptable, o.backorder,
        o.overcharge_share, p.product_id, p.name, p.supplier_product_id, p.ean, p.unit, p.units_per_package,
        p.regime, p.price, p.discount, p.vat,
        case
          when o.unacceptable then 'rejected'
          when o.kind = 'temperature' and p.regime <> 'room'
            and (g.pos = o.problem_pos or (o.profile = 'warm' and p.regime = 'chilled')) then 'temperature_breach'
          when o.kind in ('short', 'over', 'rejected') and g.pos = o.problem_pos then o.kind
          else 'ok'
        end as state
      from hist_orders o
      cross join lateral generate_series(0, o.n - 1) g(pos)
      join hist_products p on p.supplier_id = o.supplier_id and p.idx = (o.start_idx + g.pos) % o.product_count
    ),
    quantities as (
      select b.*, (2 + floor(${R(lk, 20)} * 10))::numeric as qty,
        ${R(lk, 21)} as short_draw, ${R(lk, 22)} as over_draw, ${R(lk, 23)} as reason_draw,
        ${R(lk, 24)} as temperature_draw, ${R(lk, 25)} < b.overcharge_share as overcharged, ${R(lk, 26)} as markup_draw
      from base b
    ),
    delivered as (
      select q.*,
        case q.state when 'short' then floor(q.short_draw::numeric * q.qty) when 'over' then q.qty + 1 + floor(q.over_draw * 2)::int
          else q.qty end as delivered
      from quantities q
    )
    select d.seq, d.lk, d.position, d.product_id, d.name, d.supplier_product_id, d.ean, d.unit, d.units_per_package,
      d.regime, d.price, d.discount, d.vat, d.qty, d.state, d.delivered,
      case when d.state = 'rejected' then 0 else d.delivered end as accepted,
      d.state = 'short' and d.backorder as backordered,
      case when d.state = 'short' then d.qty - d.delivered else 0 end as rest,
      case when d.state <> 'rejected' then null when d.unacceptable then 'quality'
        else (array['damaged', 'expired', 'quality', 'wrong_product'])[1 + floor(d.reason_draw * 4)::int] end
        as reject_reason,
      case d.regime
        when 'chilled' then case when d.state = 'temperature_breach' then round((8 + d.temperature_draw * 3)::numeric, 1)
          else round((1.5 + d.temperature_draw * 2.5)::numeric, 1) end
        when 'frozen' then case when d.state = 'temperature_breach' then round((-13 + d.temperature_draw * 3)::numeric, 1)
          else round((-21 + d.temperature_draw * 3)::numeric, 1) end
      end as temperature,
      case when d.regime = 'room' then null when d.state = 'temperature_breach' then 'breach' else 'ok' end as verdict,
      round(d.qty * d.price * (100 - d.discount) / 100, 2) as net,
      round(round(d.qty * d.price * (100 - d.discount) / 100, 2) * (100 + d.vat) / 100, 2) as gross,
      round(d.price * (100 - d.discount) / 100 * case when d.overcharged then (1.03 + d.markup_draw * 0.07)::numeric else 1 end, 4)
        as invoice_price
    from delivered d`);
  await tx.execute(sql`analyze hist_lines`);

  // Numbers from the shop's counter, advanced once by the count.
  await tx.execute(sql`insert into order_numbers (company_id, shop_id, last_number) values (${C}, ${S}, 0)
    on conflict (company_id, shop_id) do nothing`);
  await tx.execute(sql`with advanced as (
      update order_numbers set last_number = last_number + (select count(*) from hist_orders)
      where company_id = ${C} and shop_id = ${S}
      returning last_number - (select count(*) from hist_orders)::int as base
    )
    update hist_orders o set number = a.base + o.seq from advanced a`);
  await tx.execute(sql`with totals as (
      select seq, sum(net) as net, sum(gross) as gross, bool_and(accepted + rest * backordered::int >= qty) as full
      from hist_lines group by seq
    ),
    inserted as (
      insert into orders (company_id, shop_id, supplier_id, number, status, source, delivery_date, net_total,
        vat_total, gross_total, created_by_user_id, closed_at, created_at, updated_at)
      select ${C}, ${S}, o.supplier_id, o.number, case when t.full then 'completed' else 'incomplete' end, 'cart',
        o.agreed_date, t.net, t.gross - t.net, t.gross, ${U},
        case when o.backorder then o.backorder_signed_at else o.first_signed_at end, o.created_at,
        case when o.backorder then o.backorder_signed_at else o.first_signed_at end
      from hist_orders o join totals t using (seq)
      returning id, number
    )
    update hist_orders o set order_id = i.id from inserted i where i.number = o.number`);
  await tx.execute(sql`insert into order_lines (company_id, shop_id, order_id, position, product_id, product_name,
      supplier_product_id, ean, unit, units_per_package, quantity, price, discount, vat, net_amount, gross_amount,
      received_quantity, cancelled_quantity)
    select ${C}, ${S}, o.order_id, l.position, l.product_id, l.name, l.supplier_product_id, l.ean, l.unit,
      l.units_per_package, l.qty, l.price, l.discount, l.vat, l.net, l.gross,
      l.accepted + case when l.backordered then l.rest else 0 end,
      case when l.state = 'short' and not l.backordered then l.rest else 0 end
    from hist_lines l join hist_orders o using (seq)`);
  await tx.execute(sql`insert into order_events (company_id, shop_id, order_id, kind, actor_user_id, created_at)
    select ${C}, ${S}, order_id, 'created', ${U}, created_at from hist_orders`);

  // The first delivery of each order.
  await tx.execute(sql`with counts as (
      select seq, (count(*) filter (where state <> 'ok'))::int as problems from hist_lines group by seq
    ),
    inserted as (
      insert into delivery_notes (company_id, shop_id, supplier_id, order_id, delivery_number, delivery_date, state,
        outcome, unacceptable, room_temperature, fridge_temperature, freezer_temperature, line_count, problem_count,
        created_by_user_id, accepted_by_user_id, signed_off_at, created_at, updated_at)
      select ${C}, ${S}, o.supplier_id, o.order_id, 'DL-' || o.number, o.first_date, 'signed_off',
        case when o.unacceptable then 'unacceptable' when c.problems > 0 then 'problems' else 'ok' end,
        o.unacceptable, 19.5, 3.0, -19.0, o.n, c.problems, ${U}, ${U}, o.first_signed_at, o.first_signed_at,
        o.first_signed_at
      from hist_orders o join counts c using (seq)
      returning id, order_id, problem_count
    )
    update hist_orders o set note_id = i.id, problems = i.problem_count from inserted i where i.order_id = o.order_id`);
  await tx.execute(sql`insert into delivery_note_lines (company_id, shop_id, delivery_note_id, uid, position,
      order_line_id, product_id, item_code, product_name, unit, temperature_regime, ordered_quantity,
      expected_quantity, delivered_quantity, accepted_quantity, state, is_accepted, reject_reason, temperature,
      temperature_verdict, corrective_note, short_choice)
    select ${C}, ${S}, o.note_id, md5(${C} || '-' || o.note_id || '-' || l.position)::uuid, l.position, ol.id,
      l.product_id, l.supplier_product_id, l.name, l.unit, l.regime, l.qty, l.qty, l.delivered, l.accepted, l.state,
      l.state <> 'rejected', l.reject_reason, l.temperature, l.verdict,
      case when l.state = 'temperature_breach' then 'Takoj shranjeno v hladilnico, dobavitelj obveščen.' end,
      case when l.state = 'short' then case when l.backordered then 'expect_rest' else 'cancel_rest' end end
    from hist_lines l
    join hist_orders o using (seq)
    join order_lines ol on ol.company_id = ${C} and ol.order_id = o.order_id and ol.position = l.position`);

  // Backorders of short deliveries, settled by a later note that brings the rest.
  await tx.execute(sql`with inserted as (
      insert into backorders (company_id, shop_id, supplier_id, order_id, delivery_note_id, expected_date, status,
        created_at, updated_at)
      select ${C}, ${S}, supplier_id, order_id, note_id, backorder_date, 'received', first_signed_at,
        backorder_signed_at
      from hist_orders where backorder
      returning id, order_id
    )
    update hist_orders o set backorder_id = i.id from inserted i where i.order_id = o.order_id`);
  await tx.execute(sql`insert into backorder_lines (company_id, backorder_id, order_line_id, quantity)
    select ${C}, o.backorder_id, ol.id, l.rest
    from hist_lines l
    join hist_orders o using (seq)
    join order_lines ol on ol.company_id = ${C} and ol.order_id = o.order_id and ol.position = l.position
    where l.backordered`);
  await tx.execute(sql`with rests as (select seq, count(*)::int as lines from hist_lines where backordered group by seq),
    inserted as (
      insert into delivery_notes (company_id, shop_id, supplier_id, order_id, backorder_id, delivery_number,
        delivery_date, state, outcome, room_temperature, fridge_temperature, freezer_temperature, line_count,
        problem_count, created_by_user_id, accepted_by_user_id, signed_off_at, based_on_receipts, created_at,
        updated_at)
      select ${C}, ${S}, o.supplier_id, o.order_id, o.backorder_id, 'DL-' || o.number || '-2', o.backorder_date,
        'signed_off', 'ok', 19.5, 3.0, -19.0, r.lines, 0, ${U}, ${U}, o.backorder_signed_at, 1,
        o.backorder_signed_at, o.backorder_signed_at
      from hist_orders o join rests r using (seq)
      returning id, backorder_id
    )
    update hist_orders o set backorder_note_id = i.id from inserted i where i.backorder_id = o.backorder_id`);
  await tx.execute(sql`update backorders b set settled_by_note_id = o.backorder_note_id
    from hist_orders o where b.company_id = ${C} and b.id = o.backorder_id`);
  await tx.execute(sql`insert into delivery_note_lines (company_id, shop_id, delivery_note_id, uid, position,
      order_line_id, product_id, item_code, product_name, unit, temperature_regime, ordered_quantity,
      expected_quantity, delivered_quantity, accepted_quantity, state, is_accepted, temperature, temperature_verdict)
    select ${C}, ${S}, o.backorder_note_id, md5(${C} || '-' || o.backorder_note_id || '-' || l.position)::uuid,
      row_number() over (partition by l.seq order by l.position), ol.id, l.product_id, l.supplier_product_id, l.name,
      l.unit, l.regime, l.qty, l.rest, l.rest, l.rest, 'ok', true,
      case l.regime when 'chilled' then 3.0 when 'frozen' then -19.0 end,
      case when l.regime <> 'room' then 'ok' end
    from hist_lines l
    join hist_orders o using (seq)
    join order_lines ol on ol.company_id = ${C} and ol.order_id = o.order_id and ol.position = l.position
    where l.backordered`);

  // Reclamations of the first deliveries with problems: old ones settled, recent ones still under way.
  const { solvedAfterDays, answeredAfterDays } = RECLAMATION_AGES;
  await tx.execute(sql`create temp table hist_reclamations as
    with staged as (
      select o.*, ${options.asOf ?? options.to}::date - o.first_date as age,
        (select coalesce(max(number), 0) from reclamations where company_id = ${C} and shop_id = ${S})
          + row_number() over (order by o.first_signed_at, o.note_id) as rec_number
      from hist_orders o where o.problems > 0
    ),
    timed as (
      select s.*,
        case when s.age > ${solvedAfterDays} then case when s.stage_draw < 0.85 then 'solved' else 'answered' end
          when s.age > ${answeredAfterDays} then case when s.stage_draw < 0.6 then 'answered' else 'sent' end
          else case when s.stage_draw < 0.5 then 'sent' else 'open' end end as status,
        s.first_signed_at + interval '1 hour' + s.minute * interval '1 second' as sent_at,
        least(s.first_signed_at + s.answer_after * interval '1 day' + interval '3 hours',
          ${at(`(${sqlDay(options.asOf ?? options.to)} + 1)`, '12:00', '0')}) as answer_time
      from staged s
    )
    select t.seq, t.supplier_id, t.order_id, t.note_id, t.unacceptable, t.rec_number,
      t.status, case when t.status = 'open' then null else t.sent_at end as sent_at,
      case when t.status in ('answered', 'solved') then t.answer_time end as answered_at,
      case when t.status in ('answered', 'solved') then
        case when t.answer_rejected then 'rejected' else 'accepted' end end as answer,
      case when t.status = 'solved' then t.answer_time + interval '2 days' end as solved_at,
      t.status = 'solved' and not t.answer_rejected and t.credit_settles as by_credit,
      t.number as order_number,
      null::int as reclamation_id, null::int as credit_note_id
    from timed t`);
  await tx.execute(sql`with inserted as (
      insert into reclamations (company_id, shop_id, supplier_id, number, delivery_note_id, order_id, status, answer,
        unacceptable, language, sent_at, sent_by_user_id, link_nonce, link_expires_at, answered_at, answered_by,
        link_used_at, solved_at,
        solved_by_user_id, created_by_user_id, created_at, updated_at)
      select ${C}, ${S}, r.supplier_id, r.rec_number, r.note_id, r.order_id, r.status, r.answer, r.unacceptable, 'sl',
        r.sent_at, case when r.sent_at is not null then ${U} end,
        case when r.sent_at is not null then md5('answer-' || ${C} || '-' || r.rec_number) end,
        r.sent_at + ${sql.raw(String(ANSWER_LINK_DAYS))} * interval '1 day', r.answered_at,
        case when r.answered_at is not null then 'Prodajna služba' end, r.answered_at, r.solved_at,
        case when r.solved_at is not null and not r.by_credit then ${U} end, ${U},
        o.first_signed_at + interval '5 minutes', coalesce(r.solved_at, r.answered_at, r.sent_at, o.first_signed_at)
      from hist_reclamations r join hist_orders o using (seq)
      returning id, delivery_note_id
    )
    update hist_reclamations r set reclamation_id = i.id from inserted i where i.delivery_note_id = r.note_id`);
  await tx.execute(sql`insert into reclamation_lines (company_id, shop_id, reclamation_id, position,
      delivery_note_line_id, product_id, item_code, product_name, unit, reason, quantity, unit_price, amount,
      supplier_answer, promised_credit, solved_at, solved_by_user_id)
    select ${C}, ${S}, r.reclamation_id, row_number() over (partition by r.reclamation_id order by dl.position),
      dl.id, dl.product_id, dl.item_code, dl.product_name, dl.unit,
      case dl.state when 'short' then 'short' when 'over' then 'over' when 'temperature_breach' then 'temperature'
        else dl.reject_reason end,
      c.quantity, c.unit_price, round(c.quantity * c.unit_price, 2),
      case r.answer when 'rejected' then 'rejected' when 'accepted' then 'accepted' end,
      case when r.answer = 'accepted' then round(c.quantity * c.unit_price, 2) end,
      r.solved_at, case when r.solved_at is not null and not r.by_credit then ${U} end
    from hist_reclamations r
    join delivery_note_lines dl on dl.company_id = ${C} and dl.delivery_note_id = r.note_id and dl.state <> 'ok'
    join order_lines ol on ol.company_id = ${C} and ol.id = dl.order_line_id
    cross join lateral (
      select case dl.state when 'short' then dl.expected_quantity - dl.delivered_quantity
          when 'over' then dl.delivered_quantity - dl.expected_quantity else dl.delivered_quantity end as quantity,
        round(ol.price * (100 - ol.discount) / 100, 4) as unit_price
    ) c`);

  // Half the accepted claims settled are settled by the supplier's credit note.
  await tx.execute(sql`with inserted as (
      insert into credit_notes (company_id, shop_id, supplier_id, kind, number, issue_date, order_reference,
        delivery_reference, total_amount, source, created_by_user_id, created_at, updated_at)
      select ${C}, ${S}, r.supplier_id, 'credit', 'DBH-' || r.rec_number, (r.solved_at at time zone ${tz})::date,
        r.order_number::text, 'DL-' || r.order_number,
        (select sum(amount) from reclamation_lines rl where rl.company_id = ${C} and rl.reclamation_id = r.reclamation_id),
        'manual', ${U}, r.solved_at, r.solved_at
      from hist_reclamations r where r.by_credit
      returning id, number
    )
    update hist_reclamations r set credit_note_id = i.id from inserted i where i.number = 'DBH-' || r.rec_number`);
  await tx.execute(sql`insert into credit_note_lines (company_id, shop_id, credit_note_id, position, item_id,
      description, unit, difference_quantity, unit_price, amount, delivery_note_id, delivery_note_line_id, product_id)
    select ${C}, ${S}, r.credit_note_id, rl.position, coalesce(rl.item_code, 'P' || rl.product_id), rl.product_name,
      rl.unit, rl.quantity, rl.unit_price, rl.amount, r.note_id, rl.delivery_note_line_id, rl.product_id
    from hist_reclamations r
    join reclamation_lines rl on rl.company_id = ${C} and rl.reclamation_id = r.reclamation_id
    where r.by_credit`);
  await tx.execute(sql`update reclamations rc set solved_by_credit_note_id = r.credit_note_id
    from hist_reclamations r where rc.company_id = ${C} and rc.id = r.reclamation_id and r.by_credit`);
  await tx.execute(sql`update reclamation_lines rl set solved_by_credit_note_id = r.credit_note_id
    from hist_reclamations r where rl.company_id = ${C} and rl.reclamation_id = r.reclamation_id and r.by_credit`);

  // Invoices of some first deliveries, matched line by line; some lines charged above the ordered price.
  await tx.execute(sql`with totals as (
      select seq, sum(round(accepted * invoice_price, 2)) as total from hist_lines where accepted > 0 group by seq
    ),
    inserted as (
      insert into credit_notes (company_id, shop_id, supplier_id, kind, number, issue_date, order_reference,
        delivery_reference, total_amount, source, created_by_user_id, created_at, updated_at)
      select ${C}, ${S}, o.supplier_id, 'invoice', 'RH-' || o.number, o.first_date + o.invoice_after,
        o.number::text, 'DL-' || o.number, t.total, 'ubl', ${U},
        ${at('(o.first_date + o.invoice_after)', '10:00', 'o.minute')},
        ${at('(o.first_date + o.invoice_after)', '10:00', 'o.minute')}
      from hist_orders o join totals t using (seq)
      where o.invoiced
      returning id, number
    )
    update hist_orders o set invoice_id = i.id from inserted i where i.number = 'RH-' || o.number`);
  await tx.execute(sql`insert into credit_note_lines (company_id, shop_id, credit_note_id, position, item_id,
      description, invoice_quantity, unit, unit_price, amount, delivery_note_id, delivery_note_line_id, product_id)
    select ${C}, ${S}, o.invoice_id, row_number() over (partition by l.seq order by l.position),
      coalesce(l.supplier_product_id, l.ean, 'P' || l.product_id), l.name, l.accepted, l.unit, l.invoice_price,
      round(l.accepted * l.invoice_price, 2), o.note_id, dl.id, l.product_id
    from hist_lines l
    join hist_orders o using (seq)
    join delivery_note_lines dl on dl.company_id = ${C} and dl.delivery_note_id = o.note_id and dl.position = l.position
    where o.invoice_id is not null and l.accepted > 0`);

  const [counts] = (
    await tx.execute<Record<keyof DeliveryHistoryCounts, number>>(sql`select
      (select count(*) from hist_orders)::int as orders,
      (select count(*) + count(backorder_note_id) from hist_orders)::int as notes,
      (select count(*) + count(*) filter (where backordered) from hist_lines)::int as lines,
      (select count(backorder_id) from hist_orders)::int as backorders,
      (select count(*) from hist_reclamations)::int as reclamations,
      (select count(invoice_id) from hist_orders)::int as invoices`)
  ).rows;
  await dropTemp(tx);
  if (options.rebuild !== false) await analyzeAndRebuild(tx, [{ companyId, shopId }]);
  return counts!;
}

/**
 * The planner's statistics of the tables the history grew (PGlite, and a server without autovacuum, have none, and
 * the rebuild's joins then plan for empty tables), then each shop's rollup rebuilt. A caller writing several shops or
 * chunks with `rebuild: false` calls this once at the end.
 */
export async function analyzeAndRebuild(tx: DbOrTx, shops: { companyId: number; shopId: number }[]): Promise<void> {
  await tx.execute(
    sql`analyze orders, order_lines, delivery_notes, delivery_note_lines, credit_notes, credit_note_lines`,
  );
  for (const shop of shops) await rebuildShopAnalytics(tx, shop);
}

function sqlDay(day: string): string {
  if (!DAY.test(day)) throw new Error('not a calendar day');
  return `date '${day}'`;
}

async function dropTemp(tx: DbOrTx): Promise<void> {
  await tx.execute(sql.raw(`drop table if exists ${TEMP_TABLES.map((name) => `pg_temp.${name}`).join(', ')}`));
}
