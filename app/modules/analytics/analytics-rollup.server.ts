import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '#app/db/client.server';

/**
 * Writes the analytics rollup (docs/decisions/036-delivery-analytics.md). Every figure is defined once here, as SQL
 * over the source rows: the incremental writes (a sign-off, an amendment, an invoice) and the rebuild of a shop run
 * the same expressions, restricted to the rows that changed or to the whole shop. Each write is one or two
 * set-based statements in the caller's transaction; none reads more than one note's or one document's lines.
 */

type ShopKey = { companyId: number; shopId: number };

/** The delivery figures of signed-off, not replaced notes chosen by `where` (over `n`), per shop, supplier and day. */
function deliveryFigures(where: SQL): SQL {
  return sql`select n.company_id, n.shop_id, n.supplier_id, n.delivery_date as day,
      count(*)::int as deliveries,
      (count(*) filter (where n.outcome = 'ok'))::int as ok_deliveries,
      (count(*) filter (where n.outcome = 'problems'))::int as problem_deliveries,
      (count(*) filter (where n.outcome = 'unacceptable'))::int as unacceptable_deliveries,
      coalesce(sum(l.lines), 0)::int as lines,
      coalesce(sum(l.chilled), 0)::int as breaches_chilled,
      coalesce(sum(l.frozen), 0)::int as breaches_frozen,
      coalesce(sum(l.room), 0)::int as breaches_room
    from delivery_notes n
    left join lateral (
      select count(*) as lines,
        count(*) filter (where dl.temperature_verdict = 'breach' and dl.temperature_regime = 'chilled') as chilled,
        count(*) filter (where dl.temperature_verdict = 'breach' and dl.temperature_regime = 'frozen') as frozen,
        count(*) filter (where dl.temperature_verdict = 'breach' and dl.temperature_regime = 'room') as room
      from delivery_note_lines dl
      where dl.company_id = n.company_id and dl.delivery_note_id = n.id
    ) l on true
    where n.state = 'signed_off' and ${where}
    group by n.company_id, n.shop_id, n.supplier_id, n.delivery_date`;
}

/** Invoice lines of the documents chosen by `where` (over `cn`) matched to an ordered, delivered line, per day. */
function invoiceFigures(where: SQL): SQL {
  return sql`select cn.company_id, cn.shop_id, cn.supplier_id, cn.issue_date as day,
      count(*)::int as invoiced_lines,
      sum(cl.amount) as invoiced_amount,
      sum(round(ol.price * (1 - ol.discount / 100) * cl.invoice_quantity, 4)) as invoiced_at_order_price
    from credit_notes cn
    join credit_note_lines cl on cl.company_id = cn.company_id and cl.credit_note_id = cn.id
    join delivery_note_lines dl on dl.company_id = cl.company_id and dl.id = cl.delivery_note_line_id
    join order_lines ol on ol.company_id = dl.company_id and ol.id = dl.order_line_id
    where cn.kind = 'invoice' and cl.invoice_quantity > 0 and ${where}
    group by cn.company_id, cn.shop_id, cn.supplier_id, cn.issue_date`;
}

const DELIVERY_COLUMNS = [
  'deliveries',
  'ok_deliveries',
  'problem_deliveries',
  'unacceptable_deliveries',
  'lines',
  'breaches_chilled',
  'breaches_frozen',
  'breaches_room',
] as const;
const INVOICE_COLUMNS = ['invoiced_lines', 'invoiced_amount', 'invoiced_at_order_price'] as const;

/**
 * Adds (sign 1) or takes out (sign −1) figures into the day rows. Adding creates rows as needed; taking out updates
 * the rows the figures went into, since PostgreSQL checks a proposed row's CHECK constraints before ON CONFLICT, so a
 * negative insert would fail the counts check even when it only meant to update.
 */
function addToDays(figures: SQL, columns: readonly string[], sign: 1 | -1): SQL {
  if (sign === -1) {
    const updates = sql.raw(columns.map((column) => `${column} = d.${column} - f.${column}`).join(', '));
    return sql`update analytics_delivery_days d set ${updates} from (${figures}) f
      where d.shop_id = f.shop_id and d.supplier_id = f.supplier_id and d.day = f.day`;
  }
  const names = sql.raw(columns.join(', '));
  const values = sql.raw(columns.map((column) => `f.${column}`).join(', '));
  const updates = sql.raw(
    columns.map((column) => `${column} = analytics_delivery_days.${column} + excluded.${column}`).join(', '),
  );
  return sql`insert into analytics_delivery_days (company_id, shop_id, supplier_id, day, ${names})
    select f.company_id, f.shop_id, f.supplier_id, f.day, ${values} from (${figures}) f
    on conflict (shop_id, supplier_id, day) do update set ${updates}`;
}

/** On time and in full of the orders chosen by `where` (over `o`) that have a signed-off, not replaced delivery. */
function orderFacts(where: SQL): SQL {
  return sql`insert into analytics_order_facts
      (company_id, shop_id, supplier_id, order_id, agreed_date, first_delivery_date, last_delivery_date, deliveries,
       is_on_time, is_in_full)
    select o.company_id, o.shop_id, o.supplier_id, o.id, o.delivery_date,
      min(n.delivery_date), max(n.delivery_date), count(*)::int,
      coalesce(min(n.delivery_date) filter (where n.outcome <> 'unacceptable') = o.delivery_date, false),
      not exists (
        select 1 from order_lines ol
        where ol.company_id = o.company_id and ol.order_id = o.id and ol.received_quantity < ol.quantity
      )
    from orders o
    join delivery_notes n on n.company_id = o.company_id and n.order_id = o.id
      and n.state = 'signed_off' and n.amended_by_note_id is null
    where ${where}
    group by o.company_id, o.shop_id, o.supplier_id, o.id, o.delivery_date
    on conflict (order_id) do update set
      agreed_date = excluded.agreed_date,
      first_delivery_date = excluded.first_delivery_date,
      last_delivery_date = excluded.last_delivery_date,
      deliveries = excluded.deliveries,
      is_on_time = excluded.is_on_time,
      is_in_full = excluded.is_in_full`;
}

/**
 * A note was signed off: its figures go in, those of the note it amends (if any) come out, and its order's facts
 * are refreshed. Call after the note, its lines, its order and `amended_by_note_id` of the replaced note are written.
 */
export async function recordSignOffInAnalytics(
  tx: DbOrTx,
  shop: ShopKey,
  note: { id: number; orderId: number | null; amendsNoteId: number | null },
): Promise<void> {
  const ofNote = (id: number) => sql`n.company_id = ${shop.companyId} and n.shop_id = ${shop.shopId} and n.id = ${id}`;
  await tx.execute(addToDays(deliveryFigures(ofNote(note.id)), DELIVERY_COLUMNS, 1));
  if (note.amendsNoteId !== null)
    await tx.execute(addToDays(deliveryFigures(ofNote(note.amendsNoteId)), DELIVERY_COLUMNS, -1));
  if (note.orderId !== null) await refreshOrderFacts(tx, shop, note.orderId);
}

async function refreshOrderFacts(tx: DbOrTx, shop: ShopKey, orderId: number): Promise<void> {
  await tx.execute(
    orderFacts(sql`o.company_id = ${shop.companyId} and o.shop_id = ${shop.shopId} and o.id = ${orderId}`),
  );
}

/**
 * An invoice was stored (sign 1) or is about to be deleted or changed (sign −1): its matched lines' amounts go in or
 * out of its issue day. A change is −1 before it and 1 after it, in one transaction. Other kinds change nothing.
 */
export async function recordInvoiceInAnalytics(
  tx: DbOrTx,
  shop: ShopKey,
  creditNoteId: number,
  sign: 1 | -1,
): Promise<void> {
  await tx.execute(
    addToDays(
      invoiceFigures(
        sql`cn.company_id = ${shop.companyId} and cn.shop_id = ${shop.shopId} and cn.id = ${creditNoteId}`,
      ),
      INVOICE_COLUMNS,
      sign,
    ),
  );
}

/**
 * The whole rollup of a shop from its source rows, set-based: after the demo's and the benchmark's generated history,
 * and the reference the integration tests hold the incremental writes to.
 */
export async function rebuildShopAnalytics(tx: DbOrTx, shop: ShopKey): Promise<void> {
  const own = (alias: string) =>
    sql.raw(`${alias}.company_id = ${Number(shop.companyId)} and ${alias}.shop_id = ${Number(shop.shopId)}`);
  await tx.execute(sql`delete from analytics_delivery_days where ${own('analytics_delivery_days')}`);
  await tx.execute(sql`delete from analytics_order_facts where ${own('analytics_order_facts')}`);
  await tx.execute(addToDays(deliveryFigures(sql`${own('n')} and n.amended_by_note_id is null`), DELIVERY_COLUMNS, 1));
  await tx.execute(addToDays(invoiceFigures(own('cn')), INVOICE_COLUMNS, 1));
  await tx.execute(orderFacts(own('o')));
}
