import { sql } from 'drizzle-orm';
import type { Database } from '#app/db/client.server';
import {
  analyzeAndRebuild,
  generateDeliveryHistory,
  type HistorySupplier,
} from '#app/modules/analytics/delivery-history.server';
import type { DeliveryProfile } from '#app/modules/analytics/delivery-history-profiles';
import { hashPassword } from '#app/modules/auth/password.server';
import { ALL_PERMISSIONS, ROLES } from '#app/modules/auth/roles';
import { addDays, todayIn } from '#app/utils/dates';
import { createProducts, createShopSupplier, createSupplier } from './catalog';
import { createTenant, createUser } from './org';

/**
 * The large tenant of issue 17's list-page benchmarks and plan test (docs/performance.md, "Large tenant and list
 * pages"): one shop with a catalog of 100,000 products (each with a current price and one or two GTINs) from 200
 * suppliers, a year of delivered orders (the analytics module's set-based delivery history: signed-off delivery
 * notes, backorders, reclamations, invoices), open and cancelled orders on top up to the order count, some open
 * backorders, advance ship notices and stock counts, so every list page has rows; and a second, small company with a
 * shop and a little history beside it, so a query that forgets its tenant filter reads rows it must not. Written
 * through set-based SQL (one INSERT … SELECT per table, no statement per row); ANALYZE at the end, since PGlite and the
 * local PostgreSQL run without autovacuum.
 */

export interface LargeTenantSizes {
  products: number;
  /** All orders of the shop: the delivered history first, open and cancelled ones up to this count. */
  orders: number;
  orderLines: number;
  suppliers: number;
  /** About this many signed-off delivery notes (the history draws by chance; backorders add their settling notes). */
  deliveryNotes: number;
  /** With `deliveryNotes`, the lines per delivered order (rounded). */
  deliveryNoteLines: number;
}

export const LARGE_TENANT: LargeTenantSizes = {
  products: 100_000,
  orders: 20_000,
  orderLines: 60_000,
  suppliers: 200,
  deliveryNotes: 15_000,
  deliveryNoteLines: 45_000,
};

const LARGE_TENANT_PASSWORD = 'Large-Shop-1234!';

/** Days of delivered history, ending yesterday. */
const HISTORY_DAYS = 364;
/** Share of the delivered history's backorders reopened (their settling delivery undone). */
const OPEN_BACKORDER_SHARE = 0.25;
const ASN_SHARE = 0.05;
const STOCK_COUNTS = 24;
const COUNT_LINES = 400;
const PROFILES: DeliveryProfile[] = ['reliable', 'reliable', 'late', 'warm', 'mixed'];

export interface LargeTenant {
  company: { id: number };
  shop: { id: number };
  login: { email: string; password: string };
}

export async function generateLargeTenant(
  db: Database,
  sizes: Partial<LargeTenantSizes> = {},
  options: { log?: (line: string) => void } = {},
): Promise<LargeTenant> {
  const size = { ...LARGE_TENANT, ...sizes };
  const log = options.log ?? (() => {});
  const step = async <T>(name: string, fn: () => Promise<T>, describe?: (result: T) => string): Promise<T> => {
    const started = performance.now();
    const result = await fn();
    const ms = performance.now() - started;
    log(`${name}${describe ? `: ${describe(result)}` : ''} (${(ms / 1000).toFixed(1)} s)`);
    return result;
  };

  const tenant = await step('company, shop and users', async () => {
    const created = await createTenant(db);
    const email = `large-shop-${created.shop.id}@example.test`;
    await createUser(db, {
      role: ROLES.admin,
      companyId: created.company.id,
      shopId: created.shop.id,
      email,
      name: 'Large',
      lastname: 'Shop',
      permissions: [...ALL_PERMISSIONS],
      passwordHash: await hashPassword(LARGE_TENANT_PASSWORD),
    });
    return { ...created, email };
  });
  const C = sql.raw(String(tenant.company.id));
  const S = sql.raw(String(tenant.shop.id));
  const U = sql.raw(String(tenant.admin.id));
  const today = todayIn(tenant.shop.timeZone);
  const tz = tenant.shop.timeZone;
  const supplierCount = Math.max(1, Math.trunc(size.suppliers));
  const productCount = Math.max(supplierCount, Math.trunc(size.products));

  const supplierIds = await step(
    'suppliers',
    async () => {
      const rows = await db.execute<{ id: number }>(sql`
        insert into suppliers (name, email, city)
        select 'Dobavitelj ' || ${S} || '-' || lpad(i::text, 3, '0'), 'large' || ${S} || '-' || i || '@supplier.test',
          (array['Ljubljana', 'Maribor', 'Celje', 'Koper', 'Kranj'])[1 + i % 5]
        from generate_series(1, ${sql.raw(String(supplierCount))}) as i
        returning id`);
      const ids = rows.rows.map((row) => Number(row.id));
      await db.execute(sql`
        insert into shop_suppliers (company_id, shop_id, supplier_id, delivery_days)
        select ${C}, ${S}, s, '{1,2,3,4,5,6}'::smallint[]
        from unnest(${sql.raw(`array[${ids.join(',')}]`)}::int[]) as s`);
      return ids;
    },
    (ids) => `${ids.length}`,
  );

  await step(
    'products, prices and GTINs',
    async () => {
      // Product n (1-based) belongs to supplier n % suppliers; its EAN and second GTIN are unique in the shop.
      await db.execute(sql`
        insert into products (company_id, shop_id, supplier_id, supplier_product_id, internal_product_id, name, ean,
          supplier_unit, units_per_package, temperature_regime, created_at, updated_at)
        select ${C}, ${S}, s.ids[1 + n % ${sql.raw(String(supplierIds.length))}], 'SP-' || lpad(n::text, 6, '0'),
          'INT' || n,
          (array['Mleko', 'Jogurt', 'Sir', 'Kruh', 'Jabolka', 'Sok', 'Voda', 'Testenine', 'Riž', 'Kava', 'Čaj',
            'Čokolada', 'Piškoti', 'Moka', 'Olje'])[1 + n % 15]
            || ' ' || (array['bio', 'light', 'classic', 'premium', 'domači', 'mini', 'maxi'])[1 + (n / 15) % 7]
            || ' ' || (100 + n % 900) || ' g #' || n,
          '383' || lpad(n::text, 10, '0'), (array['kos', 'kg', 'pak'])[1 + n % 3], 1 + n % 12,
          (array['room', 'room', 'chilled', 'frozen'])[1 + n % 4],
          now() - interval '400 days', now() - (n % 300) * interval '1 day'
        from generate_series(1, ${sql.raw(String(productCount))}) as n
        cross join (select ${sql.raw(`array[${supplierIds.join(',')}]`)}::int[] as ids) s`);
      await db.execute(sql`
        insert into product_prices (company_id, shop_id, product_id, price, discount, vat, valid_from, created_at)
        select company_id, shop_id, id, (0.5 + (id % 400) * 0.25)::numeric(14, 4), (id % 4) * 2.5,
          case when id % 5 = 0 then 22 else 9.5 end, date '2024-01-01', now() - interval '400 days'
        from products where company_id = ${C} and shop_id = ${S}`);
      await db.execute(sql`
        insert into product_gtins (company_id, shop_id, product_id, gtin)
        select company_id, shop_id, id, ean from products where company_id = ${C} and shop_id = ${S}
        union all
        select company_id, shop_id, id, '0' || substr(ean, 2) || '9' from products
        where company_id = ${C} and shop_id = ${S} and id % 2 = 0`);
    },
    () => `${productCount}`,
  );

  // A year of delivered orders through the analytics module's history generator, in one transaction (temp tables).
  const linesPerNote = Math.max(1, Math.round(size.deliveryNoteLines / Math.max(1, size.deliveryNotes)));
  const weeks = Math.max(HISTORY_DAYS / 7, size.deliveryNotes / (supplierIds.length * 5));
  const historyFrom = addDays(today, -Math.round(weeks * 7));
  const yesterday = addDays(today, -1);
  const history = await step(
    'delivered history (orders, delivery notes, backorders, reclamations, invoices)',
    () =>
      db.transaction((tx) =>
        generateDeliveryHistory(
          tx,
          { companyId: tenant.company.id, shopId: tenant.shop.id },
          {
            from: historyFrom,
            to: yesterday,
            asOf: today,
            suppliers: supplierIds.map((supplierId, index): HistorySupplier => ({
              supplierId,
              profile: PROFILES[index % PROFILES.length]!,
              deliveriesPerWeek: size.deliveryNotes / (supplierIds.length * weeks),
            })),
            linesPerNote,
            seed: 17,
            userId: tenant.admin.id,
            invoiceShare: 0.3,
            rebuild: false,
          },
        ),
      ),
    (counts) =>
      `${counts.orders} orders, ${counts.notes} notes of ${counts.lines} lines, ${counts.backorders} backorders, ` +
      `${counts.reclamations} reclamations, ${counts.invoices} invoices`,
  );

  // Open orders (new, a few in progress and cancelled) up to the order count, for the next days and today.
  const openOrders = Math.max(0, Math.trunc(size.orders) - history.orders);
  const openLines = Math.max(
    1,
    Math.round((size.orderLines - history.orders * linesPerNote) / Math.max(1, openOrders)),
  );
  await step(
    'open and cancelled orders',
    () =>
      db.transaction(async (tx) => {
        if (!openOrders) return;
        await tx.execute(sql`insert into order_numbers (company_id, shop_id, last_number) values (${C}, ${S}, 0)
          on conflict (company_id, shop_id) do nothing`);
        await tx.execute(sql`drop table if exists pg_temp.large_products, pg_temp.large_orders`);
        await tx.execute(sql`create temp table large_products as
          select supplier_id, id as product_id, name, supplier_product_id, ean, supplier_unit as unit,
            units_per_package, (row_number() over (partition by supplier_id order by id) - 1)::int as idx,
            (count(*) over (partition by supplier_id))::int as n
          from products where company_id = ${C} and shop_id = ${S}`);
        await tx.execute(sql`create temp table large_orders as
          with counter as (
            update order_numbers set last_number = last_number + ${sql.raw(String(openOrders))}
            where company_id = ${C} and shop_id = ${S}
            returning last_number - ${sql.raw(String(openOrders))} as base
          )
          select g as seq, c.base + g as number,
            (${sql.raw(`array[${supplierIds.join(',')}]`)}::int[])[1 + g % ${sql.raw(String(supplierIds.length))}]
              as supplier_id,
            case when g % 10 = 0 then 'cancelled' else 'new' end as status,
            ${today}::date + (g % 8) as delivery_date,
            now() - interval '1 hour' - (g % 240) * interval '1 minute' - (8 - g % 8) * interval '1 hour'
              as created_at,
            null::int as order_id
          from generate_series(1, ${sql.raw(String(openOrders))}) g cross join counter c`);
        await tx.execute(sql`with lines as (
            select o.seq, sum(round((2 + (o.seq + pos) % 10) * pp.price * (100 - pp.discount) / 100, 2)) as net,
              sum(round(round((2 + (o.seq + pos) % 10) * pp.price * (100 - pp.discount) / 100, 2) * (100 + pp.vat) / 100, 2))
                as gross
            from large_orders o
            cross join generate_series(0, ${sql.raw(String(openLines - 1))}) pos
            join large_products p on p.supplier_id = o.supplier_id and p.idx = (o.seq * 7 + pos) % p.n
            join product_prices pp on pp.company_id = ${C} and pp.product_id = p.product_id
            where pos < p.n
            group by o.seq
          ),
          inserted as (
            insert into orders (company_id, shop_id, supplier_id, number, status, source, delivery_date, net_total,
              vat_total, gross_total, created_by_user_id, cancelled_at, cancelled_by_user_id, closed_at, created_at,
              updated_at)
            select ${C}, ${S}, o.supplier_id, o.number, o.status, 'cart', o.delivery_date, l.net, l.gross - l.net,
              l.gross, ${U}, case when o.status = 'cancelled' then o.created_at + interval '10 minutes' end,
              case when o.status = 'cancelled' then ${U} end,
              case when o.status = 'cancelled' then o.created_at + interval '10 minutes' end, o.created_at, o.created_at
            from large_orders o join lines l using (seq)
            returning id, number
          )
          update large_orders o set order_id = i.id from inserted i where i.number = o.number`);
        await tx.execute(sql`insert into order_lines (company_id, shop_id, order_id, position, product_id, product_name,
            supplier_product_id, ean, unit, units_per_package, quantity, price, discount, vat, net_amount, gross_amount)
          select ${C}, ${S}, o.order_id, pos + 1, p.product_id, p.name, p.supplier_product_id, p.ean, p.unit,
            p.units_per_package, q.qty, pp.price, pp.discount, pp.vat, q.net, round(q.net * (100 + pp.vat) / 100, 2)
          from large_orders o
          cross join generate_series(0, ${sql.raw(String(openLines - 1))}) pos
          join large_products p on p.supplier_id = o.supplier_id and p.idx = (o.seq * 7 + pos) % p.n
          join product_prices pp on pp.company_id = ${C} and pp.product_id = p.product_id
          cross join lateral (
            select (2 + (o.seq + pos) % 10)::numeric as qty,
              round((2 + (o.seq + pos) % 10) * pp.price * (100 - pp.discount) / 100, 2) as net
          ) q
          where pos < p.n`);
        await tx.execute(sql`insert into order_events (company_id, shop_id, order_id, kind, actor_user_id, created_at)
          select ${C}, ${S}, order_id, 'created', ${U}, created_at from large_orders`);
        await tx.execute(sql`drop table large_products, large_orders`);
      }),
    () => `${openOrders} orders of ${openLines} lines`,
  );

  // The latest received backorders reopened (their settling delivery undone), due from a week ago to next week.
  const reopen = Math.min(200, Math.round(history.backorders * OPEN_BACKORDER_SHARE));
  await step(
    'open backorders',
    () =>
      db.transaction(async (tx) => {
        await tx.execute(sql`drop table if exists pg_temp.large_reopen`);
        await tx.execute(sql`create temp table large_reopen as
          select id, order_id, settled_by_note_id, row_number() over (order by expected_date desc, id desc) as k
          from backorders where company_id = ${C} and shop_id = ${S} and status = 'received'
          order by expected_date desc, id desc limit ${sql.raw(String(reopen))}`);
        await tx.execute(sql`update order_lines ol set received_quantity = ol.received_quantity - bl.quantity
          from backorder_lines bl join large_reopen r on r.id = bl.backorder_id
          where ol.company_id = ${C} and ol.id = bl.order_line_id`);
        await tx.execute(sql`update backorders b set status = 'open', settled_by_note_id = null,
            expected_date = ${today}::date - 7 + (r.k % 14)::int, updated_at = b.created_at
          from large_reopen r where b.company_id = ${C} and b.id = r.id`);
        await tx.execute(sql`delete from delivery_note_lines where company_id = ${C}
          and delivery_note_id in (select settled_by_note_id from large_reopen)`);
        await tx.execute(sql`delete from delivery_notes where company_id = ${C}
          and id in (select settled_by_note_id from large_reopen)`);
        await tx.execute(sql`update orders o set status = 'in_progress', closed_at = null
          from large_reopen r where o.company_id = ${C} and o.id = r.order_id`);
        await tx.execute(sql`drop table large_reopen`);
      }),
    () => `${reopen}`,
  );

  // Advance ship notices: for some delivered orders (received) and some open ones (expected), line for line.
  const asns = await step(
    'advance ship notices',
    async () => {
      const inserted = await db.execute<{ id: number }>(sql`
        insert into advance_ship_notices (company_id, shop_id, supplier_id, order_id, asn_number, format, channel,
          status, order_number, document_date, despatch_date, delivery_date, line_count, created_by_user_id,
          created_at, updated_at)
        select ${C}, ${S}, o.supplier_id, o.id, 'ASN-' || o.number, 'desadv', 'upload',
          case when o.status = 'new' then 'expected' else 'received' end, o.number::text,
          (o.created_at at time zone ${tz})::date, o.delivery_date - 1, o.delivery_date,
          (select count(*) from order_lines ol where ol.order_id = o.id), ${U},
          o.created_at + interval '2 hours', o.created_at + interval '2 hours'
        from orders o
        where o.company_id = ${C} and o.shop_id = ${S} and o.status in ('new', 'completed', 'incomplete')
          and o.number % ${sql.raw(String(Math.round(1 / ASN_SHARE)))} = 0
        returning id`);
      await db.execute(sql`
        insert into asn_lines (company_id, shop_id, asn_id, position, product_id, order_line_id, gtin,
          supplier_item_code, description, sent_quantity, unit_code, quantity, sscc)
        select ${C}, ${S}, a.id, ol.position, ol.product_id, ol.id, ol.ean, ol.supplier_product_id, ol.product_name,
          ol.quantity, 'PCE', ol.quantity, '0383' || lpad(a.id::text, 13, '0') || '0'
        from advance_ship_notices a
        join order_lines ol on ol.company_id = ${C} and ol.order_id = a.order_id
        where a.company_id = ${C} and a.shop_id = ${S}`);
      return inserted.rows.length;
    },
    (n) => `${n}`,
  );

  // Monthly stock counts, finished but the last, each with one sector of products.
  await step(
    'stock counts',
    () =>
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into inventories (company_id, shop_id, name, count_date, cut_off_at, status,
            created_by_user_id, finished_at, finished_by_user_id, created_at, updated_at)
          select ${C}, ${S}, 'Inventura ' || to_char(d, 'YYYY-MM'), d::date,
            (d::date + time '20:00') at time zone ${tz},
            case when g = 0 then 'in_progress' else 'finished' end, ${U},
            case when g > 0 then (d::date + 1 + time '10:00') at time zone ${tz} end, case when g > 0 then ${U} end,
            (d::date - 1 + time '15:00') at time zone ${tz}, (d::date + 1 + time '10:00') at time zone ${tz}
          from generate_series(0, ${sql.raw(String(STOCK_COUNTS - 1))}) g
          cross join lateral (select ${today}::date - 1 - g * 30 as d) x`);
        await tx.execute(sql`insert into inventory_count_sectors (company_id, shop_id, inventory_id, department_id,
            department_name, sub_department_id, sub_department_name, sector_name)
          select ${C}, ${S}, id, 1, 'Trgovina', 1, 'Police', 'Regal 1'
          from inventories where company_id = ${C} and shop_id = ${S}`);
        await tx.execute(sql`insert into inventory_lines (company_id, shop_id, inventory_id, count_sector_id,
            product_id, position, resolved_total)
          select ${C}, ${S}, cs.inventory_id, cs.id, p.id, p.k, (p.id % 17)::numeric
          from inventory_count_sectors cs
          cross join lateral (
            select id, row_number() over (order by id) as k from products
            where company_id = ${C} and shop_id = ${S} order by id limit ${sql.raw(String(COUNT_LINES))}
          ) p
          where cs.company_id = ${C} and cs.shop_id = ${S}`);
      }),
    () => `${STOCK_COUNTS} of ${COUNT_LINES} lines`,
  );

  await step('a second, small company beside it', async () => {
    const other = await createTenant(db);
    const supplier = await createSupplier(db);
    await createShopSupplier(db, other.shop, supplier.id, { deliveryDays: [1, 2, 3, 4, 5, 6] });
    await createProducts(
      db,
      other.shop,
      Array.from({ length: 20 }, (_, i) => ({ supplierId: supplier.id, name: `Mleko drugega podjetja ${i + 1}` })),
    );
    await db.transaction((tx) =>
      generateDeliveryHistory(
        tx,
        { companyId: other.company.id, shopId: other.shop.id },
        {
          from: addDays(today, -60),
          to: yesterday,
          asOf: today,
          suppliers: [{ supplierId: supplier.id, profile: 'mixed', deliveriesPerWeek: 3 }],
          linesPerNote: 3,
          seed: 18,
          userId: other.admin.id,
          rebuild: false,
        },
      ),
    );
  });

  await step('ANALYZE and the analytics rollup', async () => {
    await db.transaction((tx) => analyzeAndRebuild(tx, [{ companyId: tenant.company.id, shopId: tenant.shop.id }]));
    await db.execute(sql`analyze`);
  });

  const counts = await db.execute<Record<string, number>>(sql`select
    (select count(*) from products where shop_id = ${S})::int as products,
    (select count(*) from orders where shop_id = ${S})::int as orders,
    (select count(*) from order_lines where shop_id = ${S})::int as order_lines,
    (select count(*) from delivery_notes where shop_id = ${S})::int as delivery_notes,
    (select count(*) from delivery_note_lines where shop_id = ${S})::int as delivery_note_lines,
    (select count(*) from backorders where shop_id = ${S})::int as backorders,
    (select count(*) from reclamations where shop_id = ${S})::int as reclamations,
    (select count(*) from inventories where shop_id = ${S})::int as stock_counts`);
  log(
    `shop ${tenant.shop.id}: ${Object.entries(counts.rows[0] ?? {})
      .map(([name, n]) => `${Number(n)} ${name.replaceAll('_', ' ')}`)
      .join(', ')}, ${asns} ASNs; login ${tenant.email} / ${LARGE_TENANT_PASSWORD}`,
  );
  return {
    company: { id: tenant.company.id },
    shop: { id: tenant.shop.id },
    login: { email: tenant.email, password: LARGE_TENANT_PASSWORD },
  };
}
