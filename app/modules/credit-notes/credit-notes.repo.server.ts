import { and, count, desc, eq, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '#app/db/client.server';
import {
  creditNoteLines,
  creditNotes,
  deliveryNoteLines,
  deliveryNotes,
  orders,
  productGtins,
  products,
  suppliers,
} from '#app/db/schema';
import type { CreditNoteKind, CreditNoteSource } from '#app/db/schema/reclamations';
import type { ShopScope } from '#app/modules/tenancy/shop-scope';
import { addDays } from '#app/utils/dates';
import type { ParsedCreditNote } from './credit-note-document';
import {
  matchCode,
  MATCH_DAYS_AFTER,
  MATCH_WINDOW_DAYS,
  type LineMatch,
  type MatchCandidate,
} from './credit-note-matching';
import type { CreditNoteListParams } from './credit-note-list-params';

/**
 * The shop's invoices, credit and debit notes with their lines (credit_notes, credit_note_lines), and the delivery
 * note lines they are matched against. Every statement filters by the scope's company and shop.
 */

type Shop = Pick<ShopScope, 'companyId' | 'shopId'>;

const ofShop = (shop: Shop) => and(eq(creditNotes.companyId, shop.companyId), eq(creditNotes.shopId, shop.shopId));

/** A code as matchCode compares it, in SQL: no spaces, lower case, 8–14 digits padded to GTIN-14. */
const codeKey = (column: SQL | typeof deliveryNoteLines.itemCode) => {
  const compact = sql`lower(regexp_replace(${column}, '\\s+', '', 'g'))`;
  return sql`case when ${compact} ~ '^[0-9]{8,14}$' then lpad(${compact}, 14, '0') else ${compact} end`;
};

/**
 * The delivery note lines a document's lines may match (credit-note-matching.ts), in one statement whatever the number
 * of lines: the signed-off, not amended-away notes of the shop and supplier, lines whose item code, product supplier
 * code, EAN or GTIN is one of the document's codes, delivered within the window or on the note / order it names; each
 * with the quantity documents of the same kind already matched to it.
 */
export async function findMatchCandidates(
  db: DbOrTx,
  shop: Shop,
  supplierId: number,
  document: Pick<ParsedCreditNote, 'kind' | 'issueDate' | 'orderReference' | 'deliveryReference' | 'lines'>,
): Promise<MatchCandidate[]> {
  const codes = [
    ...new Set(
      document.lines
        .flatMap((line) => [line.itemId, line.gtin ?? ''])
        .filter(Boolean)
        .map(matchCode),
    ),
  ];
  if (!codes.length) return [];
  const orderNumber = /^\D*(\d{1,9})\D*$/.exec(document.orderReference ?? '')?.[1];
  const deliveryReference = document.deliveryReference?.trim().toLowerCase();
  const covered = sql<string>`coalesce((
    select sum(coalesce(${
      document.kind === 'invoice'
        ? sql`coalesce(cl.invoice_quantity, cl.difference_quantity)`
        : sql`coalesce(cl.difference_quantity, cl.invoice_quantity)`
    }, 0))
    from ${creditNoteLines} cl join ${creditNotes} cn on cn.company_id = cl.company_id and cn.id = cl.credit_note_id
    where cl.company_id = ${shop.companyId} and cl.delivery_note_line_id = ${deliveryNoteLines.id}
      and cn.kind = ${document.kind}
  ), 0)::text`;
  const rows = await db
    .select({
      deliveryNoteId: deliveryNotes.id,
      deliveryNoteLineId: deliveryNoteLines.id,
      productId: deliveryNoteLines.productId,
      deliveryNumber: deliveryNotes.deliveryNumber,
      deliveryDate: deliveryNotes.deliveryDate,
      orderNumber: orders.number,
      codes: sql<(string | null)[]>`array[${deliveryNoteLines.itemCode}, ${products.supplierProductId}, ${products.ean}]
        || coalesce((select array_agg(g.gtin) from ${productGtins} g
          where g.company_id = ${shop.companyId} and g.product_id = ${deliveryNoteLines.productId} and g.deleted_at is null),
          '{}'::text[])`,
      deliveredQuantity: deliveryNoteLines.deliveredQuantity,
      orderedQuantity: deliveryNoteLines.orderedQuantity,
      coveredQuantity: covered,
    })
    .from(deliveryNoteLines)
    .innerJoin(
      deliveryNotes,
      and(
        eq(deliveryNotes.companyId, deliveryNoteLines.companyId),
        eq(deliveryNotes.id, deliveryNoteLines.deliveryNoteId),
      ),
    )
    .leftJoin(orders, and(eq(orders.companyId, deliveryNotes.companyId), eq(orders.id, deliveryNotes.orderId)))
    .leftJoin(
      products,
      and(
        eq(products.companyId, deliveryNoteLines.companyId),
        eq(products.shopId, deliveryNoteLines.shopId),
        eq(products.id, deliveryNoteLines.productId),
      ),
    )
    .where(
      and(
        eq(deliveryNoteLines.companyId, shop.companyId),
        eq(deliveryNoteLines.shopId, shop.shopId),
        eq(deliveryNotes.shopId, shop.shopId),
        eq(deliveryNotes.supplierId, supplierId),
        eq(deliveryNotes.state, 'signed_off'),
        isNull(deliveryNotes.amendedByNoteId),
        or(
          inArray(codeKey(deliveryNoteLines.itemCode), codes),
          inArray(codeKey(sql`${products.supplierProductId}`), codes),
          inArray(codeKey(sql`${products.ean}`), codes),
          sql`exists (select 1 from ${productGtins} g where g.company_id = ${shop.companyId}
            and g.product_id = ${deliveryNoteLines.productId} and g.deleted_at is null
            and ${codeKey(sql`g.gtin`)} in ${codes})`,
        ),
        or(
          and(
            gte(deliveryNotes.deliveryDate, addDays(document.issueDate, -MATCH_WINDOW_DAYS)),
            lte(deliveryNotes.deliveryDate, addDays(document.issueDate, MATCH_DAYS_AFTER)),
          ),
          deliveryReference ? sql`lower(trim(${deliveryNotes.deliveryNumber})) = ${deliveryReference}` : undefined,
          orderNumber ? eq(orders.number, Number(orderNumber)) : undefined,
        ),
      ),
    )
    .limit(5000);
  return rows.map((row) => ({ ...row, codes: row.codes.filter((code): code is string => !!code) }));
}

export interface NewCreditNote {
  supplierId: number;
  source: CreditNoteSource;
  document: ParsedCreditNote;
  userId: number | null;
}

/** Inserts the document; null when the shop already has one of this supplier, kind and number (nothing written). */
export async function insertCreditNote(tx: DbOrTx, shop: Shop, values: NewCreditNote, total: string) {
  const { document } = values;
  const [row] = await tx
    .insert(creditNotes)
    .values({
      companyId: shop.companyId,
      shopId: shop.shopId,
      supplierId: values.supplierId,
      kind: document.kind,
      number: document.number,
      issueDate: document.issueDate,
      orderReference: document.orderReference,
      deliveryReference: document.deliveryReference,
      invoiceReference: document.invoiceReference,
      currency: document.currency,
      totalAmount: document.totalAmount ?? total,
      source: values.source,
      createdByUserId: values.userId,
    })
    .onConflictDoNothing()
    .returning({ id: creditNotes.id });
  return row ?? null;
}

/** The shop's document of this supplier, kind and number, if any. */
export async function findCreditNoteId(
  db: DbOrTx,
  shop: Shop,
  key: { supplierId: number; kind: CreditNoteKind; number: string },
): Promise<number | null> {
  const [row] = await db
    .select({ id: creditNotes.id })
    .from(creditNotes)
    .where(
      and(
        ofShop(shop),
        eq(creditNotes.supplierId, key.supplierId),
        eq(creditNotes.kind, key.kind),
        eq(creditNotes.number, key.number),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

/** The document's lines with their matches, in one statement. */
export async function insertCreditNoteLines(
  tx: DbOrTx,
  shop: Shop,
  creditNoteId: number,
  lines: ParsedCreditNote['lines'],
  matches: (LineMatch | null)[],
): Promise<void> {
  if (!lines.length) return;
  await tx.insert(creditNoteLines).values(
    lines.map((line, index) => ({
      companyId: shop.companyId,
      shopId: shop.shopId,
      creditNoteId,
      position: index + 1,
      itemId: line.itemId,
      description: line.description,
      invoiceQuantity: line.invoiceQuantity,
      unit: line.unit,
      differenceQuantity: line.differenceQuantity,
      unitPrice: line.unitPrice,
      amount: line.amount,
      deliveryNoteId: matches[index]?.deliveryNoteId ?? null,
      deliveryNoteLineId: matches[index]?.deliveryNoteLineId ?? null,
      productId: matches[index]?.productId ?? null,
    })),
  );
}

/** Deletes the shop's document (its lines go with it); the deleted row, or null when it is not the shop's. */
export async function deleteCreditNoteRow(tx: DbOrTx, shop: Shop, creditNoteId: number) {
  const [row] = await tx
    .delete(creditNotes)
    .where(and(ofShop(shop), eq(creditNotes.id, creditNoteId)))
    .returning({ id: creditNotes.id, kind: creditNotes.kind, number: creditNotes.number });
  return row ?? null;
}

export type CreditNoteListQuery = Omit<CreditNoteListParams, 'invalidDates'> & { perPage: number };

const unmatchedCount = sql<number>`(select count(*) from ${creditNoteLines} l
  where l.company_id = ${creditNotes.companyId} and l.credit_note_id = ${creditNotes.id}
    and l.delivery_note_line_id is null)`.mapWith(Number);
const lineCount = sql<number>`(select count(*) from ${creditNoteLines} l
  where l.company_id = ${creditNotes.companyId} and l.credit_note_id = ${creditNotes.id})`.mapWith(Number);

/** One page of the shop's documents, latest first (credit_notes_shop_date_idx), with their unmatched lines. */
export async function listCreditNotes(db: DbOrTx, shop: Shop, query: CreditNoteListQuery) {
  const where = and(
    ofShop(shop),
    query.supplierId ? eq(creditNotes.supplierId, query.supplierId) : undefined,
    query.kind === 'all' ? undefined : eq(creditNotes.kind, query.kind),
    query.from ? gte(creditNotes.issueDate, query.from) : undefined,
    query.to ? lte(creditNotes.issueDate, query.to) : undefined,
    query.q
      ? sql`lower(${creditNotes.number}) like ${`${query.q.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`}`
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: creditNotes.id,
        kind: creditNotes.kind,
        number: creditNotes.number,
        issueDate: creditNotes.issueDate,
        supplierName: suppliers.name,
        currency: creditNotes.currency,
        totalAmount: creditNotes.totalAmount,
        source: creditNotes.source,
        lines: lineCount,
        unmatched: unmatchedCount,
      })
      .from(creditNotes)
      .innerJoin(suppliers, eq(suppliers.id, creditNotes.supplierId))
      .where(where)
      .orderBy(desc(creditNotes.issueDate), desc(creditNotes.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ n: count() }).from(creditNotes).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export type CreditNoteListRow = Awaited<ReturnType<typeof listCreditNotes>>['rows'][number];

/** The shop's document with its supplier; null when it is not the shop's. */
export async function getCreditNote(db: DbOrTx, shop: Shop, creditNoteId: number) {
  const [row] = await db
    .select({
      id: creditNotes.id,
      kind: creditNotes.kind,
      number: creditNotes.number,
      issueDate: creditNotes.issueDate,
      supplierId: creditNotes.supplierId,
      supplierName: suppliers.name,
      orderReference: creditNotes.orderReference,
      deliveryReference: creditNotes.deliveryReference,
      invoiceReference: creditNotes.invoiceReference,
      currency: creditNotes.currency,
      totalAmount: creditNotes.totalAmount,
      source: creditNotes.source,
      createdAt: creditNotes.createdAt,
    })
    .from(creditNotes)
    .innerJoin(suppliers, eq(suppliers.id, creditNotes.supplierId))
    .where(and(ofShop(shop), eq(creditNotes.id, creditNoteId)));
  return row ?? null;
}

/** A document's lines with the delivery note (number, date) and line each is matched to. */
export async function listCreditNoteLines(db: DbOrTx, shop: Shop, creditNoteId: number) {
  return db
    .select({
      id: creditNoteLines.id,
      position: creditNoteLines.position,
      itemId: creditNoteLines.itemId,
      description: creditNoteLines.description,
      invoiceQuantity: creditNoteLines.invoiceQuantity,
      unit: creditNoteLines.unit,
      differenceQuantity: creditNoteLines.differenceQuantity,
      unitPrice: creditNoteLines.unitPrice,
      amount: creditNoteLines.amount,
      deliveryNoteId: creditNoteLines.deliveryNoteId,
      deliveryNumber: deliveryNotes.deliveryNumber,
      deliveryDate: deliveryNotes.deliveryDate,
      notePosition: deliveryNoteLines.position,
      productName: deliveryNoteLines.productName,
    })
    .from(creditNoteLines)
    .leftJoin(
      deliveryNoteLines,
      and(
        eq(deliveryNoteLines.companyId, creditNoteLines.companyId),
        eq(deliveryNoteLines.id, creditNoteLines.deliveryNoteLineId),
      ),
    )
    .leftJoin(
      deliveryNotes,
      and(eq(deliveryNotes.companyId, creditNoteLines.companyId), eq(deliveryNotes.id, creditNoteLines.deliveryNoteId)),
    )
    .where(
      and(
        eq(creditNoteLines.companyId, shop.companyId),
        eq(creditNoteLines.shopId, shop.shopId),
        eq(creditNoteLines.creditNoteId, creditNoteId),
      ),
    )
    .orderBy(creditNoteLines.position);
}

export type CreditNoteLineRow = Awaited<ReturnType<typeof listCreditNoteLines>>[number];

/** The delivery notes (number, date) and line positions of matches, for a preview: one statement. */
export async function describeMatches(db: DbOrTx, shop: Shop, lineIds: number[]) {
  if (!lineIds.length)
    return new Map<number, { deliveryNumber: string | null; deliveryDate: string; position: number }>();
  const rows = await db
    .select({
      id: deliveryNoteLines.id,
      position: deliveryNoteLines.position,
      deliveryNumber: deliveryNotes.deliveryNumber,
      deliveryDate: deliveryNotes.deliveryDate,
    })
    .from(deliveryNoteLines)
    .innerJoin(
      deliveryNotes,
      and(
        eq(deliveryNotes.companyId, deliveryNoteLines.companyId),
        eq(deliveryNotes.id, deliveryNoteLines.deliveryNoteId),
      ),
    )
    .where(
      and(
        eq(deliveryNoteLines.companyId, shop.companyId),
        eq(deliveryNoteLines.shopId, shop.shopId),
        inArray(deliveryNoteLines.id, lineIds),
      ),
    );
  return new Map(rows.map(({ id, ...row }) => [id, row]));
}
