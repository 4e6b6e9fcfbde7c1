import { and, asc, desc, eq, lt, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { cappedCount } from '#app/db/capped-count.server';
import type { DbOrTx } from '#app/db/client.server';
import { preparedFirstPage, readFirstPage } from '#app/db/first-page.server';
import { shopPlaceholders, type ShopKeys } from '#app/db/prepared.server';
import { backorderLines, backorders, orders, suppliers } from '#app/db/schema';
import { mayInShop, type ShopScope } from '#app/modules/tenancy/shop-scope';
import { todayIn } from '#app/utils/dates';
import type { BackorderListParams } from './backorder-list-params';

export type BackorderListQuery = BackorderListParams & { perPage: number };

/**
 * How many lines a backorder still expects; the outer row named in full, since drizzle leaves columns unqualified in
 * a query of one table, where they would resolve to the subquery's own.
 */
export const backorderLineCount = () =>
  sql<number>`(select count(*) from ${backorderLines} where ${backorderLines.companyId} = "backorders"."company_id" and ${backorderLines.backorderId} = "backorders"."id")`.mapWith(
    Number,
  );

const ofShop = (shop: ShopKeys) => and(eq(backorders.companyId, shop.companyId), eq(backorders.shopId, shop.shopId));

/** Still open and expected before today (the shop's day). */
const isOverdue = (today: string | Placeholder) =>
  sql<boolean>`(${backorders.status} = 'open' and ${backorders.expectedDate} < ${today})`;

function backorderFilter(shop: ShopScope, query: BackorderListQuery, today: string): SQL | undefined {
  return and(
    ofShop(shop),
    query.supplierId ? eq(backorders.supplierId, query.supplierId) : undefined,
    query.status === 'all' ? undefined : eq(backorders.status, query.status),
    query.overdue ? and(eq(backorders.status, 'open'), lt(backorders.expectedDate, today)) : undefined,
  );
}

/** The list's rows, overdue first, then by expected date, with the supplier, the order and the lines expected. */
function backorderRows(db: DbOrTx, where: SQL | undefined, today: string | Placeholder) {
  return db
    .select({
      id: backorders.id,
      orderId: backorders.orderId,
      orderNumber: orders.number,
      supplierName: suppliers.name,
      expectedDate: backorders.expectedDate,
      status: backorders.status,
      overdue: isOverdue(today),
      lines: backorderLineCount(),
    })
    .from(backorders)
    .innerJoin(orders, and(eq(orders.companyId, backorders.companyId), eq(orders.id, backorders.orderId)))
    .innerJoin(suppliers, eq(suppliers.id, backorders.supplierId))
    .where(where)
    .orderBy(desc(isOverdue(today)), asc(backorders.expectedDate), asc(backorders.id))
    .$dynamic();
}

/** The ids of the list's rows, for the capped count (backorders_shop_status_date_idx). */
function backorderIds(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({ id: backorders.id })
    .from(backorders)
    .where(where)
    .orderBy(asc(backorders.status), asc(backorders.expectedDate))
    .$dynamic();
}

const openOfShop = () => and(ofShop(shopPlaceholders), eq(backorders.status, 'open'));

/** The first page of the open backorders, what every visit to the page asks for: prepared once per page size. */
const firstPage = preparedFirstPage(
  'open_backorders',
  (db) => backorderRows(db, openOfShop(), sql.placeholder('today')),
  (db) => backorderIds(db, openOfShop()),
);

const isFirstPage = (query: BackorderListQuery) =>
  query.page === 1 && !query.supplierId && query.status === 'open' && !query.overdue;

/**
 * One page of the shop's backorders, overdue first, then by expected date (backorders_shop_status_date_idx), with
 * the supplier, the order's number and how many lines are still expected; the total capped
 * (app/db/capped-count.server.ts). Empty without backorders:view.
 */
export async function listBackorders(db: DbOrTx, shop: ShopScope, query: BackorderListQuery, now = new Date()) {
  const today = todayIn(shop.timeZone, now);
  if (!mayInShop(shop, 'backorders:view')) return { rows: [], total: 0, capped: false, today };
  if (isFirstPage(query)) return { ...(await readFirstPage(db, firstPage, shop, query.perPage, { today })), today };
  const where = backorderFilter(shop, query, today);
  const [rows, total] = await Promise.all([
    backorderRows(db, where, today)
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    cappedCount(db, backorderIds(db, where), query),
  ]);
  return { rows, ...total, today };
}

export type BackorderListRow = Awaited<ReturnType<typeof listBackorders>>['rows'][number];

/** The order's open backorder for its page (there is at most one), or null; null without backorders:view. */
export async function getOpenBackorderOfOrder(db: DbOrTx, shop: ShopScope, orderId: number) {
  if (!mayInShop(shop, 'backorders:view')) return null;
  const [row] = await db
    .select({
      id: backorders.id,
      expectedDate: backorders.expectedDate,
      lines: backorderLineCount(),
    })
    .from(backorders)
    .where(and(ofShop(shop), eq(backorders.orderId, orderId), eq(backorders.status, 'open')));
  return row ?? null;
}
