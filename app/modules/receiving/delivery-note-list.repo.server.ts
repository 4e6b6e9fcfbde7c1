import { and, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { cappedCount } from '#app/db/capped-count.server';
import type { DbOrTx } from '#app/db/client.server';
import { preparedFirstPage, readFirstPage } from '#app/db/first-page.server';
import { shopPlaceholders, type ShopKeys } from '#app/db/prepared.server';
import {
  deliveryNoteLineSearchText,
  deliveryNoteNumberSql,
  deliveryNoteLines,
  deliveryNotes,
  orders,
  products,
  productSearchText,
  suppliers,
  users,
} from '#app/db/schema';
import { mayInShop, type ShopScope } from '#app/modules/tenancy/shop-scope';
import { likePattern } from '#app/utils/list-filters';
import type { DeliveryNoteListParams } from './delivery-note-list-params';

export type DeliveryNoteListQuery = Omit<DeliveryNoteListParams, 'invalidDates'> & { perPage: number };

const ofShop = (shop: ShopKeys) =>
  and(eq(deliveryNotes.companyId, shop.companyId), eq(deliveryNotes.shopId, shop.shopId));

/** A draft keeps the number typed so far in its saved draft; sign-off writes the column. */
const noteNumber = sql<string | null>`${deliveryNoteNumberSql(deliveryNotes)}`;
/** What the number search compares, as delivery_notes_shop_note_number_idx indexes it. */
const searchNumberSql = sql`lower(${noteNumber})`;

/**
 * The search, as the ids of the notes it finds, each way through an index of its own
 * (docs/decisions/037-performance-at-scale.md, "List pages"): the supplier's delivery number from its start, any case
 * (delivery_notes_shop_note_number_idx, a draft's typed number too); the order number (up to six digits, exact:
 * orders_shop_number_key, delivery_notes_order_idx); a product on one of the note's lines (name or any code, through
 * the products' search and delivery_note_lines_shop_product_idx); and, from three characters, a line's own item code
 * and name as received (delivery_note_lines_search_trgm_idx; a trigram index cannot serve fewer).
 */
function searchFilter(shop: ShopScope, q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const lower = q.toLowerCase();
  const pattern = likePattern(lower);
  const startsWith = `${likePattern(lower).slice(0, -1).slice(1)}%`;
  const byNumber = sql`select ${deliveryNotes.id} from ${deliveryNotes}
    where ${deliveryNotes.shopId} = ${shop.shopId} and ${searchNumberSql} like ${startsWith}`;
  const byOrder = /^\d{1,6}$/.test(q)
    ? sql` union select ${deliveryNotes.id} from ${deliveryNotes} join ${orders}
        on ${orders.companyId} = ${deliveryNotes.companyId} and ${orders.id} = ${deliveryNotes.orderId}
        where ${orders.shopId} = ${shop.shopId} and ${orders.number} = ${Number(q)} and ${deliveryNotes.shopId} = ${shop.shopId}`
    : sql``;
  const byProduct = sql` union select ${deliveryNoteLines.deliveryNoteId} from ${deliveryNoteLines}
    where ${deliveryNoteLines.shopId} = ${shop.shopId} and ${deliveryNoteLines.productId} in (
      select ${products.id} from ${products}
      where ${products.shopId} = ${shop.shopId} and ${productSearchText(products)} like ${pattern}
    )`;
  const byLineText =
    lower.length >= 3
      ? sql` union select ${deliveryNoteLines.deliveryNoteId} from ${deliveryNoteLines}
          where ${deliveryNoteLines.shopId} = ${shop.shopId} and ${deliveryNoteLineSearchText(deliveryNoteLines)} like ${pattern}`
      : sql``;
  return sql`${deliveryNotes.id} in (${byNumber}${byOrder}${byProduct}${byLineText})`;
}

function noteFilter(shop: ShopScope, query: DeliveryNoteListQuery): SQL | undefined {
  return and(
    ofShop(shop),
    query.supplierId ? eq(deliveryNotes.supplierId, query.supplierId) : undefined,
    query.state === 'all' ? undefined : eq(deliveryNotes.state, query.state),
    query.outcome === 'all' ? undefined : eq(deliveryNotes.outcome, query.outcome),
    query.from ? gte(deliveryNotes.deliveryDate, query.from) : undefined,
    query.to ? lte(deliveryNotes.deliveryDate, query.to) : undefined,
    searchFilter(shop, query.q),
  );
}

/** A draft's lines are in its saved draft until sign-off writes them. */
const lineCount = sql<number>`case
  when ${deliveryNotes.state} = 'draft' and jsonb_typeof(${deliveryNotes.draft} -> 'lines') = 'array'
  then jsonb_array_length(${deliveryNotes.draft} -> 'lines')
  else ${deliveryNotes.lineCount} end`.mapWith(Number);

const listOrder = [desc(deliveryNotes.deliveryDate), desc(deliveryNotes.id)];

/** The list's rows with the supplier, the order's number and who accepted it, latest delivery first. */
function noteRows(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({
      id: deliveryNotes.id,
      deliveryDate: deliveryNotes.deliveryDate,
      supplierName: suppliers.name,
      deliveryNumber: noteNumber,
      orderId: deliveryNotes.orderId,
      orderNumber: orders.number,
      state: deliveryNotes.state,
      outcome: deliveryNotes.outcome,
      lines: lineCount,
      problems: deliveryNotes.problemCount,
      acceptedBy: sql<string | null>`nullif(trim(${users.name} || ' ' || ${users.lastname}), '')`,
      signedOffAt: deliveryNotes.signedOffAt,
      amended: sql<boolean>`${deliveryNotes.amendedByNoteId} is not null`,
    })
    .from(deliveryNotes)
    .innerJoin(suppliers, eq(suppliers.id, deliveryNotes.supplierId))
    .leftJoin(orders, and(eq(orders.companyId, deliveryNotes.companyId), eq(orders.id, deliveryNotes.orderId)))
    .leftJoin(users, eq(users.id, deliveryNotes.acceptedByUserId))
    .where(where)
    .orderBy(...listOrder)
    .$dynamic();
}

/** The ids of the list's rows in its order, for the capped count. */
function noteIds(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({ id: deliveryNotes.id })
    .from(deliveryNotes)
    .where(where)
    .orderBy(...listOrder)
    .$dynamic();
}

/** The first page without a filter, what every visit to the page asks for: prepared once per page size. */
const firstPage = preparedFirstPage(
  'delivery_notes',
  (db) => noteRows(db, ofShop(shopPlaceholders)),
  (db) => noteIds(db, ofShop(shopPlaceholders)),
);

const isFirstPage = (query: DeliveryNoteListQuery) =>
  query.page === 1 &&
  !query.supplierId &&
  query.state === 'all' &&
  query.outcome === 'all' &&
  !query.from &&
  !query.to &&
  !query.q;

/**
 * One page of the shop's delivery notes, latest delivery first (delivery_notes_shop_date_idx), with the supplier,
 * the order's number and who accepted it; the total capped (app/db/capped-count.server.ts). Empty without
 * deliveries:view.
 */
export async function listDeliveryNotes(db: DbOrTx, shop: ShopScope, query: DeliveryNoteListQuery) {
  if (!mayInShop(shop, 'deliveries:view')) return { rows: [], total: 0, capped: false };
  if (isFirstPage(query)) return readFirstPage(db, firstPage, shop, query.perPage);
  const where = noteFilter(shop, query);
  const [rows, total] = await Promise.all([
    noteRows(db, where)
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    cappedCount(db, noteIds(db, where), query),
  ]);
  return { rows, ...total };
}

export type DeliveryNoteListRow = Awaited<ReturnType<typeof listDeliveryNotes>>['rows'][number];

/** An order's delivery notes for its page, in delivery order. Empty without deliveries:view. */
export async function listOrderDeliveryNotes(db: DbOrTx, shop: ShopScope, orderId: number) {
  if (!mayInShop(shop, 'deliveries:view')) return [];
  return db
    .select({
      id: deliveryNotes.id,
      deliveryDate: deliveryNotes.deliveryDate,
      deliveryNumber: noteNumber,
      state: deliveryNotes.state,
      outcome: deliveryNotes.outcome,
      amended: sql<boolean>`${deliveryNotes.amendedByNoteId} is not null`,
    })
    .from(deliveryNotes)
    .where(and(ofShop(shop), eq(deliveryNotes.orderId, orderId)))
    .orderBy(deliveryNotes.deliveryDate, deliveryNotes.id);
}
