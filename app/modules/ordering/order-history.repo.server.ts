import { and, asc, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { cappedCount } from '#app/db/capped-count.server';
import type { DbOrTx } from '#app/db/client.server';
import { preparedFirstPage, readFirstPage } from '#app/db/first-page.server';
import { shopPlaceholders, type ShopKeys } from '#app/db/prepared.server';
import { mailOutbox, orderLines, orders, products, productSearchText, shopSuppliers, suppliers } from '#app/db/schema';
import { likePattern } from '#app/utils/list-filters';
import { addDays } from '#app/utils/dates';
import type { ShopScope } from '#app/modules/tenancy/shop-scope';
import type { HistoryStatusFilter } from './order-status';

export interface OrderHistoryQuery {
  q?: string;
  status: HistoryStatusFilter;
  supplierId?: number;
  dateField: 'created' | 'delivery';
  from?: string;
  to?: string;
  page: number;
  perPage: number;
}

const ofShop = (target: ShopKeys) => and(eq(orders.companyId, target.companyId), eq(orders.shopId, target.shopId))!;

/** Midnight of a shop date as an instant: a constant, so the created-at index still serves the range. */
const shopMidnight = (date: string, timeZone: string) => sql`(${date}::timestamp at time zone ${timeZone})`;

function dateFilter(target: ShopScope, query: OrderHistoryQuery): SQL | undefined {
  if (query.dateField === 'delivery') {
    return and(
      query.from ? gte(orders.deliveryDate, query.from) : undefined,
      query.to ? lte(orders.deliveryDate, query.to) : undefined,
    );
  }
  return and(
    query.from ? sql`${orders.createdAt} >= ${shopMidnight(query.from, target.timeZone)}` : undefined,
    query.to ? sql`${orders.createdAt} < ${shopMidnight(addDays(query.to, 1), target.timeZone)}` : undefined,
  );
}

/**
 * The search: up to six digits is an order number (exact); anything else (a name, a code, an EAN or part of one)
 * finds orders with a line of a matching product, through the products' trigram index and order_lines_shop_product_idx.
 */
function searchFilter(target: ShopScope, q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  if (/^\d{1,6}$/.test(q)) return eq(orders.number, Number(q));
  const pattern = likePattern(q.toLowerCase());
  const byProduct = sql`${orders.id} in (
    select ${orderLines.orderId} from ${orderLines}
    where ${orderLines.shopId} = ${target.shopId} and ${orderLines.productId} in (
      select ${products.id} from ${products} where ${products.shopId} = ${target.shopId} and ${productSearchText(products)} like ${pattern}
    )
  )`;
  return byProduct;
}

function historyFilter(target: ShopScope, query: OrderHistoryQuery): SQL {
  return and(
    ofShop(target),
    query.status === 'all' ? undefined : eq(orders.status, query.status),
    query.supplierId ? eq(orders.supplierId, query.supplierId) : undefined,
    dateFilter(target, query),
    searchFilter(target, query.q),
  )!;
}

/**
 * The list's rows in its order, without a limit: each order with its supplier, line count, whether anything was
 * received and the order e-mail's state. The lines are counted in a lateral subquery of each shown order
 * (order_lines_order_position_key): as an EXISTS in the select list the planner priced it for every order of the shop
 * and hashed all their lines once instead (docs/decisions/037-performance-at-scale.md, "List pages").
 */
function historyRows(db: DbOrTx, where: SQL) {
  const lineFacts = db
    .select({
      lines: sql<number>`count(*)`.mapWith(Number).as('lines'),
      received: sql<boolean>`coalesce(bool_or(${orderLines.receivedQuantity} > 0), false)`.as('received'),
    })
    .from(orderLines)
    .where(and(eq(orderLines.shopId, orders.shopId), eq(orderLines.orderId, orders.id)))
    .as('line_facts');
  return db
    .select({
      id: orders.id,
      number: orders.number,
      status: orders.status,
      source: orders.source,
      supplierId: orders.supplierId,
      supplierName: suppliers.name,
      createdAt: orders.createdAt,
      deliveryDate: orders.deliveryDate,
      grossTotal: orders.grossTotal,
      lines: lineFacts.lines,
      received: lineFacts.received,
      mailStatus: mailOutbox.status,
    })
    .from(orders)
    .innerJoin(suppliers, eq(suppliers.id, orders.supplierId))
    .leftJoin(mailOutbox, eq(mailOutbox.id, orders.mailId))
    .innerJoinLateral(lineFacts, sql`true`)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .$dynamic();
}

/** The rows the list counts, in the created-at index's order so the capped count stops early. */
const historyIds = (db: DbOrTx, where: SQL) =>
  db.select({ id: orders.id }).from(orders).where(where).orderBy(desc(orders.createdAt)).$dynamic();

/** The first page without a filter, what every visit to the page asks for: prepared once per page size. */
const firstPage = preparedFirstPage(
  'order_history',
  (db) => historyRows(db, ofShop(shopPlaceholders)),
  (db) => historyIds(db, ofShop(shopPlaceholders)),
);

const isFirstPage = (query: OrderHistoryQuery) =>
  query.page === 1 && query.status === 'all' && !query.supplierId && !query.from && !query.to && !query.q;

/**
 * One page of the shop's orders, newest first (orders_shop_created_idx); the total capped
 * (app/db/capped-count.server.ts).
 */
export async function listOrderHistory(db: DbOrTx, target: ShopScope, query: OrderHistoryQuery) {
  if (isFirstPage(query)) return readFirstPage(db, firstPage, target, query.perPage);
  const where = historyFilter(target, query);
  const [rows, total] = await Promise.all([
    historyRows(db, where)
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    cappedCount(db, historyIds(db, where), query),
  ]);
  return { rows, ...total };
}

/** The shop's suppliers for the filter, deleted ones too: old orders may be theirs. */
export async function listHistorySupplierOptions(db: DbOrTx, target: ShopScope) {
  return db
    .select({ supplierId: shopSuppliers.supplierId, name: suppliers.name })
    .from(shopSuppliers)
    .innerJoin(suppliers, eq(suppliers.id, shopSuppliers.supplierId))
    .where(and(eq(shopSuppliers.companyId, target.companyId), eq(shopSuppliers.shopId, target.shopId)))
    .orderBy(sql`lower(${suppliers.name})`, asc(suppliers.id));
}
