import { and, count, desc, eq, gte, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '#app/db/client.server';
import {
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

const ofShop = (shop: ShopScope) =>
  and(eq(deliveryNotes.companyId, shop.companyId), eq(deliveryNotes.shopId, shop.shopId));

/** A draft keeps the number typed so far in its saved draft; sign-off writes the column. */
const noteNumber = sql<
  string | null
>`coalesce(${deliveryNotes.deliveryNumber}, nullif(${deliveryNotes.draft} -> 'header' ->> 'deliveryNumber', ''))`;

/**
 * The search: the supplier's delivery number (from its start, any case), the order number (up to six digits, exact),
 * or a product on one of the note's lines (name or any code, through the products' trigram index and
 * delivery_note_lines_shop_product_idx; a line's own item code and name too, as received).
 */
function searchFilter(shop: ShopScope, q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const lower = q.toLowerCase();
  const pattern = likePattern(lower);
  const startsWith = `${likePattern(lower).slice(0, -1).slice(1)}%`;
  const byNumber = sql`lower(${noteNumber}) like ${startsWith}`;
  const byOrder = /^\d{1,6}$/.test(q) ? eq(orders.number, Number(q)) : undefined;
  const byProduct = sql`exists (
    select 1 from ${deliveryNoteLines}
    where ${deliveryNoteLines.shopId} = ${shop.shopId} and ${deliveryNoteLines.deliveryNoteId} = "delivery_notes"."id"
      and (${deliveryNoteLines.productId} in (
        select ${products.id} from ${products}
        where ${products.shopId} = ${shop.shopId} and ${productSearchText(products)} like ${pattern}
      ) or lower(${deliveryNoteLines.productName} || ' ' || coalesce(${deliveryNoteLines.itemCode}, '')) like ${pattern})
  )`;
  return or(byNumber, byOrder, byProduct);
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

/**
 * One page of the shop's delivery notes, latest delivery first (delivery_notes_shop_date_idx), with the supplier,
 * the order's number and who accepted it. Empty without deliveries:view.
 */
export async function listDeliveryNotes(db: DbOrTx, shop: ShopScope, query: DeliveryNoteListQuery) {
  if (!mayInShop(shop, 'deliveries:view')) return { rows: [], total: 0 };
  const where = noteFilter(shop, query);
  const [rows, [total]] = await Promise.all([
    db
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
      .orderBy(desc(deliveryNotes.deliveryDate), desc(deliveryNotes.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db
      .select({ n: count() })
      .from(deliveryNotes)
      .leftJoin(orders, and(eq(orders.companyId, deliveryNotes.companyId), eq(orders.id, deliveryNotes.orderId)))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
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
