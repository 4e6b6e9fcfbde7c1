import { and, asc, count, eq, inArray, lte, sql, type Placeholder } from 'drizzle-orm';
import type { DbOrTx } from '#app/db/client.server';
import {
  constantInText,
  limitInText,
  preparedPerHandle,
  shopPlaceholders,
  type ShopKeys,
} from '#app/db/prepared.server';
import { advanceShipNotices, backorders, orderLines, orders, suppliers } from '#app/db/schema';
import { backorderLineCount } from '#app/modules/backorders/backorder-list.repo.server';
import { mayInShop, type ShopScope } from '#app/modules/tenancy/shop-scope';
import { todayIn } from '#app/utils/dates';

export interface ExpectedDelivery {
  kind: 'order' | 'backorder';
  /** The order's id, or the backorder's. */
  id: number;
  orderId: number;
  orderNumber: number;
  supplierName: string;
  /** The order's delivery date, or the backorder's expected date (today or earlier: overdue). */
  date: string;
  lines: number;
}

/**
 * How many of each kind (orders, backorders, advance ship notices) "Expected today" lists: about a phone screen of
 * cards a kind above the delivery notes (decision 037, "Expected today is bounded"). A large shop can expect
 * hundreds; the rest are a link away (order history, backorders, ASNs), where they can be searched and paged.
 */
export const EXPECTED_SHOWN = 10;

/** An open backorder holds the order's whole expected rest: the order is received through it. */
const hasOpenBackorder = sql`exists (
  select 1 from ${backorders}
  where ${backorders.companyId} = ${orders.companyId} and ${backorders.orderId} = ${orders.id} and ${backorders.status} = 'open'
)`;

/**
 * An advance ship notice due today announces the order: it is received through the ASN. An ASN's order is always of
 * its shop (asn-matching), and naming the shop lets the shop's ASNs due today be read from their index; without it the
 * planner read every company's ASNs to find today's few.
 */
function announcedByAsn(today: string | Placeholder) {
  return sql`exists (
    select 1 from ${advanceShipNotices}
    where ${advanceShipNotices.companyId} = ${orders.companyId} and ${advanceShipNotices.shopId} = ${orders.shopId}
      and ${advanceShipNotices.orderId} = ${orders.id}
      and ${advanceShipNotices.status} = 'expected' and ${advanceShipNotices.deliveryDate} = ${today}
  )`;
}

function todaysOrders(shop: ShopKeys, today: string | Placeholder, withoutAnnounced = false) {
  return and(
    eq(orders.companyId, shop.companyId),
    eq(orders.shopId, shop.shopId),
    eq(orders.deliveryDate, today),
    inArray(orders.status, [constantInText('new'), constantInText('in_progress')]),
    sql`not ${hasOpenBackorder}`,
    withoutAnnounced ? sql`not ${announcedByAsn(today)}` : undefined,
  );
}

function dueBackorders(shop: ShopKeys, today: string | Placeholder) {
  return and(
    eq(backorders.companyId, shop.companyId),
    eq(backorders.shopId, shop.shopId),
    eq(backorders.status, constantInText('open')),
    lte(backorders.expectedDate, today),
  );
}

export interface ExpectedDeliveries {
  /** Due backorders (the oldest first), then today's orders (by supplier): at most EXPECTED_SHOWN of each. */
  rows: ExpectedDelivery[];
  moreOrders: boolean;
  moreBackorders: boolean;
}

/**
 * Today's orders and due backorders, as statements every shop shares (prepared.server.ts): `execute({ companyId,
 * shopId, today })`; one pair a shape (`withoutAnnounced`: leave out orders an ASN due today announces).
 */
const expectedStatements = preparedPerHandle((db, withoutAnnounced: boolean) => {
  const shop = shopPlaceholders;
  const today = sql.placeholder('today');
  // The suppliers the shop has orders from today, in name order, and each one's first orders, read from the day's index:
  // a large shop expects hundreds of orders a day, and sorting all of them by supplier name to show the first few was
  // most of the page's database time (decision 037, seventeenth stop). Bounded by the shop's own day, not by every
  // supplier of the platform.
  const daySuppliers = db
    .selectDistinct({ supplierId: orders.supplierId })
    .from(orders)
    .where(and(eq(orders.companyId, shop.companyId), eq(orders.shopId, shop.shopId), eq(orders.deliveryDate, today)))
    .as('day_suppliers');
  const supplierOrders = db
    .select({ id: orders.id, shopId: orders.shopId, orderNumber: orders.number, date: orders.deliveryDate })
    .from(orders)
    .where(and(todaysOrders(shop, today, withoutAnnounced), eq(orders.supplierId, daySuppliers.supplierId)))
    .orderBy(asc(orders.number))
    .limit(limitInText(EXPECTED_SHOWN + 1))
    .as('supplier_orders');
  return {
    orders: db
      .select({
        id: supplierOrders.id,
        orderNumber: supplierOrders.orderNumber,
        supplierName: suppliers.name,
        date: supplierOrders.date,
        lines:
          sql<number>`(select count(*) from ${orderLines} where ${orderLines.shopId} = ${supplierOrders.shopId} and ${orderLines.orderId} = ${supplierOrders.id})`.mapWith(
            Number,
          ),
      })
      .from(daySuppliers)
      .innerJoin(suppliers, eq(suppliers.id, daySuppliers.supplierId))
      .crossJoinLateral(supplierOrders)
      .orderBy(sql`lower(${suppliers.name})`, asc(suppliers.id), asc(supplierOrders.orderNumber))
      .limit(limitInText(EXPECTED_SHOWN + 1))
      .prepare(withoutAnnounced ? 'expected_orders_unannounced' : 'expected_orders'),
    backorders: db
      .select({
        id: backorders.id,
        orderId: backorders.orderId,
        orderNumber: orders.number,
        supplierName: suppliers.name,
        date: backorders.expectedDate,
        lines: backorderLineCount(),
      })
      .from(backorders)
      .innerJoin(orders, and(eq(orders.companyId, backorders.companyId), eq(orders.id, backorders.orderId)))
      .innerJoin(suppliers, eq(suppliers.id, backorders.supplierId))
      .where(dueBackorders(shop, today))
      .orderBy(asc(backorders.expectedDate), asc(backorders.id))
      .limit(limitInText(EXPECTED_SHOWN + 1))
      .prepare('expected_backorders'),
  };
});

/**
 * What the shop expects today (its own calendar day): orders to be delivered today that are still open (new, in
 * progress), and open backorders due today or overdue, the oldest first; at most EXPECTED_SHOWN of each, with whether
 * there are more. `withoutAnnounced`: leave out orders an ASN due today announces (they are listed as the ASN).
 * Nothing without deliveries:receive.
 */
export async function listExpectedToday(
  db: DbOrTx,
  shop: ShopScope,
  now = new Date(),
  options: { withoutAnnounced?: boolean } = {},
): Promise<ExpectedDeliveries> {
  if (!mayInShop(shop, 'deliveries:receive')) return { rows: [], moreOrders: false, moreBackorders: false };
  const statements = expectedStatements(db, options.withoutAnnounced ?? false);
  const keys = { companyId: shop.companyId, shopId: shop.shopId, today: todayIn(shop.timeZone, now) };
  const [orderRows, backorderRows] = await Promise.all([
    statements.orders.execute(keys),
    statements.backorders.execute(keys),
  ]);
  return {
    rows: [
      ...backorderRows.slice(0, EXPECTED_SHOWN).map((row) => ({ ...row, kind: 'backorder' as const })),
      ...orderRows.slice(0, EXPECTED_SHOWN).map((row) => ({ ...row, orderId: row.id, kind: 'order' as const })),
    ],
    moreOrders: orderRows.length > EXPECTED_SHOWN,
    moreBackorders: backorderRows.length > EXPECTED_SHOWN,
  };
}

/** How many deliveries the shop expects today, for the dashboard; 0 without deliveries:receive. */
export async function countExpectedToday(db: DbOrTx, shop: ShopScope, now = new Date()): Promise<number> {
  if (!mayInShop(shop, 'deliveries:receive')) return 0;
  const today = todayIn(shop.timeZone, now);
  const [[dueOrders], [dueRests]] = await Promise.all([
    db.select({ n: count() }).from(orders).where(todaysOrders(shop, today)),
    db.select({ n: count() }).from(backorders).where(dueBackorders(shop, today)),
  ]);
  return (dueOrders?.n ?? 0) + (dueRests?.n ?? 0);
}
