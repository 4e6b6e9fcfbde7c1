import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '#app/db/client.server';
import type { CreditNoteKind } from '#app/db/schema/reclamations';
import type { ReclamationStatus } from '#app/db/schema/reclamations';
import type { ShopScope } from '#app/modules/tenancy/shop-scope';
import {
  compareLine,
  sumComparison,
  type ComparisonLine,
  type ComparisonTotals,
  type DocumentSums,
} from './comparison';
import type { ComparisonParams } from './comparison-params';

/**
 * The comparison's queries, set-based (decision 034, Comparison). A note of the comparison is a signed-off delivery
 * note of the shop, not amended away, delivered in the period (delivery_notes_shop_date_idx); its lines' documents
 * are the credit note lines matched to each line (credit_note_lines_note_line_idx), summed per kind in one lateral
 * aggregate. The page's lines go through the pure rule (comparison.ts); the filtered set's totals and the "only
 * differences" filter are the same rule in SQL, so the totals never load the set.
 */

export type ComparisonQuery = Omit<ComparisonParams, 'invalidDates' | 'page'>;

/** The matched document lines of line `l`, per kind: a sum is null when no line of that kind matches. */
const documentSums = (shop: ShopScope) => sql`left join lateral (
    select
      sum(coalesce(cnl.invoice_quantity, 0)) filter (where cn.kind = 'invoice') as inv_qty,
      sum(cnl.amount) filter (where cn.kind = 'invoice') as inv_amt,
      sum(coalesce(cnl.difference_quantity, 0)) filter (where cn.kind = 'debit') as deb_qty,
      sum(cnl.amount) filter (where cn.kind = 'debit') as deb_amt,
      sum(coalesce(cnl.difference_quantity, 0)) filter (where cn.kind = 'credit') as cred_qty,
      sum(cnl.amount) filter (where cn.kind = 'credit') as cred_amt
    from credit_note_lines cnl
    join credit_notes cn on cn.company_id = cnl.company_id and cn.id = cnl.credit_note_id
    where cnl.delivery_note_line_id = l.id and cnl.company_id = ${shop.companyId} and cnl.shop_id = ${shop.shopId}
  ) d on true`;

const orderLine = sql`left join order_lines ol on ol.company_id = l.company_id and ol.id = l.order_line_id`;

/** comparison.ts in SQL: billed, the delivered value and the differences of line `l`. */
const billed = sql`(d.inv_amt is not null or d.deb_amt is not null)`;
const lineValue = sql`round(l.accepted_quantity * ol.price * (100 - ol.discount) / 100, 2)`;
const quantityDifference = sql`case when ${billed} then
    coalesce(d.inv_qty, 0) + coalesce(d.deb_qty, 0) - coalesce(d.cred_qty, 0) - l.accepted_quantity end`;
const moneyDifference = sql`case when ${billed} and ol.id is not null then
    round(coalesce(d.inv_amt, 0) + coalesce(d.deb_amt, 0) - coalesce(d.cred_amt, 0) - ${lineValue}, 2) end`;
const isDifference = sql`(${billed} and (${quantityDifference} <> 0 or coalesce(${moneyDifference}, 0) <> 0))`;

/** The notes of the comparison with the query's filters, as a condition on `n`. */
function noteFilter(shop: ShopScope, query: ComparisonQuery): SQL {
  const parts = [
    sql`n.company_id = ${shop.companyId}`,
    sql`n.shop_id = ${shop.shopId}`,
    sql`n.state = 'signed_off'`,
    sql`n.amended_by_note_id is null`,
    sql`n.delivery_date between ${query.from}::date and ${query.to}::date`,
  ];
  if (query.supplierId) parts.push(sql`n.supplier_id = ${query.supplierId}`);
  if (query.onlyDifferences)
    parts.push(sql`exists (
      select 1 from delivery_note_lines l ${orderLine} ${documentSums(shop)}
      where l.company_id = n.company_id and l.delivery_note_id = n.id and ${isDifference}
    )`);
  return sql.join(parts, sql` and `);
}

interface NoteRow extends Record<string, unknown> {
  id: number;
  delivery_date: string;
  delivery_number: string | null;
  supplier_id: number;
  supplier_name: string;
  order_id: number | null;
  order_number: number | null;
  reclamation_id: number | null;
  reclamation_number: number | null;
  reclamation_status: ReclamationStatus | null;
}

/** A page of the comparison's notes, newest delivery first, each with its supplier, order and reclamation. */
async function listNotes(db: DbOrTx, shop: ShopScope, query: ComparisonQuery, limit: number, offset: number) {
  const { rows } = await db.execute<NoteRow>(sql`
    select n.id, n.delivery_date::text as delivery_date, n.delivery_number, n.supplier_id, s.name as supplier_name,
      n.order_id, o.number as order_number, r.id as reclamation_id, r.number as reclamation_number,
      r.status as reclamation_status
    from delivery_notes n
    join suppliers s on s.id = n.supplier_id
    left join orders o on o.company_id = n.company_id and o.id = n.order_id
    left join lateral (
      select r.id, r.number, r.status from reclamations r
      where r.company_id = n.company_id and r.shop_id = n.shop_id and r.delivery_note_id = n.id
      order by r.id limit 1
    ) r on true
    where ${noteFilter(shop, query)}
    order by n.delivery_date desc, n.id desc
    limit ${limit} offset ${offset}`);
  return rows.map((row) => ({
    id: Number(row.id),
    deliveryDate: row.delivery_date,
    deliveryNumber: row.delivery_number,
    supplierId: Number(row.supplier_id),
    supplierName: row.supplier_name,
    orderId: row.order_id === null ? null : Number(row.order_id),
    orderNumber: row.order_number === null ? null : Number(row.order_number),
    reclamation:
      row.reclamation_id === null
        ? null
        : { id: Number(row.reclamation_id), number: Number(row.reclamation_number), status: row.reclamation_status! },
  }));
}

interface LineRow extends Record<string, unknown> {
  id: number;
  delivery_note_id: number;
  position: number;
  product_name: string;
  item_code: string | null;
  unit: string | null;
  ordered: string | null;
  accepted: string;
  price: string | null;
  discount: string | null;
  inv_qty: string | null;
  inv_amt: string | null;
  deb_qty: string | null;
  deb_amt: string | null;
  cred_qty: string | null;
  cred_amt: string | null;
}

export interface ComparedLine extends ComparisonLine {
  id: number;
  noteId: number;
  productName: string;
  itemCode: string | null;
  unit: string | null;
}

const sums = (quantity: string | null, amount: string | null): DocumentSums | null =>
  amount === null ? null : { quantity: quantity ?? '0', amount };

/** The lines of the given notes of the shop, compared, in note and position order. */
async function listComparedLines(db: DbOrTx, shop: ShopScope, noteIds: number[]): Promise<ComparedLine[]> {
  if (!noteIds.length) return [];
  const { rows } = await db.execute<LineRow>(sql`
    select l.id, l.delivery_note_id, l.position, l.product_name, l.item_code, coalesce(l.unit, ol.unit) as unit,
      coalesce(l.ordered_quantity, ol.quantity)::text as ordered, l.accepted_quantity::text as accepted,
      ol.price::text as price, ol.discount::text as discount,
      d.inv_qty::text as inv_qty, d.inv_amt::text as inv_amt, d.deb_qty::text as deb_qty, d.deb_amt::text as deb_amt,
      d.cred_qty::text as cred_qty, d.cred_amt::text as cred_amt
    from delivery_note_lines l ${orderLine} ${documentSums(shop)}
    where l.company_id = ${shop.companyId} and l.shop_id = ${shop.shopId}
      and l.delivery_note_id in (${sql.join(
        noteIds.map((id) => sql`${id}`),
        sql`, `,
      )})
    order by l.delivery_note_id, l.position`);
  return rows.map((row) => ({
    id: Number(row.id),
    noteId: Number(row.delivery_note_id),
    productName: row.product_name,
    itemCode: row.item_code,
    unit: row.unit,
    ...compareLine({
      ordered: row.ordered,
      delivered: row.accepted,
      price: row.price,
      discount: row.discount,
      invoiced: sums(row.inv_qty, row.inv_amt),
      debited: sums(row.deb_qty, row.deb_amt),
      credited: sums(row.cred_qty, row.cred_amt),
    }),
  }));
}

interface TotalsRow extends Record<string, unknown> {
  notes: number;
  invoiced: string;
  credited: string;
  delivered: string;
  difference: string;
  differences: number;
  without_document: number;
}

/** How many notes the filters find, and the money of all their lines: aggregates in the database, nothing loaded. */
async function comparisonTotals(db: DbOrTx, shop: ShopScope, query: ComparisonQuery) {
  const { rows } = await db.execute<TotalsRow>(sql`
    with notes as (select n.id, n.company_id from delivery_notes n where ${noteFilter(shop, query)}),
    lines as (
      select ${billed} as billed, ${isDifference} as is_difference,
        case when ${billed} then round(coalesce(d.inv_amt, 0) + coalesce(d.deb_amt, 0), 2) end as invoiced,
        round(d.cred_amt, 2) as credited,
        case when ol.id is not null then ${lineValue} end as delivered,
        ${moneyDifference} as difference
      from notes
      join delivery_note_lines l on l.company_id = notes.company_id and l.delivery_note_id = notes.id
      ${orderLine} ${documentSums(shop)}
    )
    select (select count(*) from notes)::int as notes,
      coalesce(sum(invoiced), 0)::numeric(16, 2)::text as invoiced,
      coalesce(sum(credited), 0)::numeric(16, 2)::text as credited,
      coalesce(sum(delivered), 0)::numeric(16, 2)::text as delivered,
      coalesce(sum(difference), 0)::numeric(16, 2)::text as difference,
      count(*) filter (where is_difference)::int as differences,
      count(*) filter (where not billed)::int as without_document
    from lines`);
  const row = rows[0]!;
  const totals: ComparisonTotals = {
    invoicedAmount: row.invoiced,
    creditedAmount: row.credited,
    deliveredValue: row.delivered,
    moneyDifference: row.difference,
    differences: Number(row.differences),
    withoutDocument: Number(row.without_document),
  };
  return { notes: Number(row.notes), totals };
}

/** Each note with its compared lines and what they add up to. */
function withLines<N extends { id: number }>(notes: N[], lines: ComparedLine[]) {
  return notes.map((note) => {
    const own = lines.filter((line) => line.noteId === note.id);
    return { ...note, lines: own, totals: sumComparison(own) };
  });
}

/** One page of the comparison: its notes with their compared lines, the filtered set's count and totals. */
export async function listComparison(
  db: DbOrTx,
  shop: ShopScope,
  query: ComparisonQuery,
  page: { limit: number; offset: number },
) {
  const [notes, { notes: total, totals }] = await Promise.all([
    listNotes(db, shop, query, page.limit, page.offset),
    comparisonTotals(db, shop, query),
  ]);
  const lines = await listComparedLines(
    db,
    shop,
    notes.map((note) => note.id),
  );
  return {
    notes: withLines(notes, lines),
    total,
    totals,
  };
}

export type ComparisonNote = Awaited<ReturnType<typeof listComparison>>['notes'][number];

/** Every note of the filters with its lines, in the page's order, a batch of notes at a time (the export). */
export async function* comparisonBatches(db: DbOrTx, shop: ShopScope, query: ComparisonQuery, batchSize = 200) {
  for (let offset = 0; ; offset += batchSize) {
    const notes = await listNotes(db, shop, query, batchSize, offset);
    if (!notes.length) return;
    const lines = await listComparedLines(
      db,
      shop,
      notes.map((note) => note.id),
    );
    yield withLines(notes, lines);
    if (notes.length < batchSize) return;
  }
}

interface UnmatchedRow extends Record<string, unknown> {
  id: number;
  credit_note_id: number;
  kind: CreditNoteKind;
  number: string;
  issue_date: string;
  supplier_name: string;
  item_id: string;
  description: string | null;
  invoice_quantity: string | null;
  difference_quantity: string | null;
  unit: string | null;
  amount: string;
  total: number;
}

/**
 * The document lines of the period (by the document's date) and supplier that match no delivery note line: shown,
 * not dropped. The newest first, at most `limit`, with how many there are.
 */
export async function listUnmatchedLines(db: DbOrTx, shop: ShopScope, query: ComparisonQuery, limit = 50) {
  const { rows } = await db.execute<UnmatchedRow>(sql`
    select cnl.id, cn.id as credit_note_id, cn.kind, cn.number, cn.issue_date::text as issue_date,
      s.name as supplier_name, cnl.item_id, cnl.description, cnl.invoice_quantity::text as invoice_quantity,
      cnl.difference_quantity::text as difference_quantity, cnl.unit, cnl.amount::text as amount,
      (count(*) over ())::int as total
    from credit_notes cn
    join credit_note_lines cnl on cnl.company_id = cn.company_id and cnl.credit_note_id = cn.id
    join suppliers s on s.id = cn.supplier_id
    where cn.company_id = ${shop.companyId} and cn.shop_id = ${shop.shopId}
      and cn.issue_date between ${query.from}::date and ${query.to}::date
      ${query.supplierId ? sql`and cn.supplier_id = ${query.supplierId}` : sql``}
      and cnl.delivery_note_line_id is null
    order by cn.issue_date desc, cn.id desc, cnl.position
    limit ${limit}`);
  return {
    total: rows.length ? Number(rows[0]!.total) : 0,
    rows: rows.map((row) => ({
      id: Number(row.id),
      creditNoteId: Number(row.credit_note_id),
      kind: row.kind,
      number: row.number,
      issueDate: row.issue_date,
      supplierName: row.supplier_name,
      itemId: row.item_id,
      description: row.description,
      invoiceQuantity: row.invoice_quantity,
      differenceQuantity: row.difference_quantity,
      unit: row.unit,
      amount: row.amount,
    })),
  };
}

export type UnmatchedLine = Awaited<ReturnType<typeof listUnmatchedLines>>['rows'][number];
