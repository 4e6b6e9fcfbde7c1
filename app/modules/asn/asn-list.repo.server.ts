import { and, asc, eq, gte, lte, or, sql, type SQL } from 'drizzle-orm';
import { cappedCount } from '#app/db/capped-count.server';
import type { DbOrTx } from '#app/db/client.server';
import { preparedFirstPage, readFirstPage } from '#app/db/first-page.server';
import {
  constantInText,
  limitInText,
  preparedPerHandle,
  shopPlaceholders,
  type ShopKeys,
} from '#app/db/prepared.server';
import { advanceShipNotices, asnLines, orders, suppliers } from '#app/db/schema';
import { chosenSupplier } from '#app/modules/shop-suppliers/shop-suppliers.repo.server';
import { mayInShop, type ShopScope } from '#app/modules/tenancy/shop-scope';
import { todayIn } from '#app/utils/dates';
import { ssccInSearch, type AsnListParams } from './asn-list-params';

export type AsnListQuery = Omit<AsnListParams, 'invalidDates'> & { perPage: number };

const ofShop = (shop: ShopKeys) =>
  and(eq(advanceShipNotices.companyId, shop.companyId), eq(advanceShipNotices.shopId, shop.shopId));

/**
 * The search: the ASN number from its start (any case, advance_ship_notices_shop_number_idx), the order number (the
 * shop's order, up to six digits, or as the supplier wrote it), or a pallet's SSCC (asn_lines_shop_sscc_idx).
 */
function searchFilter(shop: ShopScope, q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const lower = q.toLowerCase();
  const startsWith = `${lower.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const byNumber = sql`lower(${advanceShipNotices.asnNumber}) like ${startsWith}`;
  const byOrder = /^\d{1,6}$/.test(q) ? eq(orders.number, Number(q)) : undefined;
  const bySentOrder = eq(advanceShipNotices.orderNumber, q);
  const sscc = ssccInSearch(q);
  const byPallet = sscc
    ? sql`exists (
        select 1 from ${asnLines}
        where ${asnLines.shopId} = ${shop.shopId} and ${asnLines.sscc} = ${sscc}
          and ${asnLines.asnId} = ${advanceShipNotices.id}
      )`
    : undefined;
  return or(byNumber, byOrder, bySentOrder, byPallet);
}

function asnFilter(shop: ShopScope, query: AsnListQuery): SQL | undefined {
  return and(
    ofShop(shop),
    query.supplierId ? eq(advanceShipNotices.supplierId, query.supplierId) : undefined,
    query.status === 'all' ? undefined : eq(advanceShipNotices.status, query.status),
    query.from ? gte(advanceShipNotices.deliveryDate, query.from) : undefined,
    query.to ? lte(advanceShipNotices.deliveryDate, query.to) : undefined,
    searchFilter(shop, query.q),
  );
}

/** Latest delivery first, undated last: advance_ship_notices_shop_list_idx read in order. */
const listOrder = sql`${advanceShipNotices.deliveryDate} desc nulls last, ${advanceShipNotices.id} desc`;

const joinOrder = and(eq(orders.companyId, advanceShipNotices.companyId), eq(orders.id, advanceShipNotices.orderId));

/** The list's rows with the supplier and the order, latest delivery date first. */
function asnRows(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({
      id: advanceShipNotices.id,
      asnNumber: advanceShipNotices.asnNumber,
      deliveryDate: advanceShipNotices.deliveryDate,
      supplierName: suppliers.name,
      warehouseNumber: advanceShipNotices.warehouseNumber,
      orderId: advanceShipNotices.orderId,
      orderNumber: orders.number,
      sentOrderNumber: advanceShipNotices.orderNumber,
      lines: advanceShipNotices.lineCount,
      problems: advanceShipNotices.problemCount,
      status: advanceShipNotices.status,
    })
    .from(advanceShipNotices)
    .innerJoin(suppliers, eq(suppliers.id, advanceShipNotices.supplierId))
    .leftJoin(orders, joinOrder)
    .where(where)
    .orderBy(listOrder)
    .$dynamic();
}

/** The ids of the list's rows in its order, for the capped count (the search reads the order's number). */
function asnIds(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({ id: advanceShipNotices.id })
    .from(advanceShipNotices)
    .leftJoin(orders, joinOrder)
    .where(where)
    .orderBy(listOrder)
    .$dynamic();
}

/** The first page without a filter, what every visit to the page asks for: prepared once per page size. */
const firstPage = preparedFirstPage(
  'asns',
  (db) => asnRows(db, ofShop(shopPlaceholders)),
  (db) => asnIds(db, ofShop(shopPlaceholders)),
);

const isFirstPage = (query: AsnListQuery) =>
  query.page === 1 && !query.supplierId && query.status === 'all' && !query.from && !query.to && !query.q;

/**
 * One page of the shop's advance ship notices, the latest delivery date first (advance_ship_notices_shop_list_idx),
 * with the supplier and the order; the total capped (app/db/capped-count.server.ts). Empty without asn:view.
 */
async function listAsns(db: DbOrTx, shop: ShopScope, query: AsnListQuery) {
  if (!mayInShop(shop, 'asn:view')) return { rows: [], total: 0, capped: false };
  if (isFirstPage(query)) return readFirstPage(db, firstPage, shop, query.perPage);
  const where = asnFilter(shop, query);
  const [rows, total] = await Promise.all([
    asnRows(db, where)
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    cappedCount(db, asnIds(db, where), query),
  ]);
  return { rows, ...total };
}

export type AsnListRow = Awaited<ReturnType<typeof listAsns>>['rows'][number];

/** What the list page shows: one page of ASNs, the supplier it is filtered by and the shop's today. */
export async function getAsnListPage(db: DbOrTx, shop: ShopScope, query: AsnListQuery) {
  const [list, supplier] = await Promise.all([listAsns(db, shop, query), chosenSupplier(db, shop, query.supplierId)]);
  return { ...list, supplier, today: todayIn(shop.timeZone) };
}

/** The shop's ASNs expected today, as a statement every shop shares: `execute({ companyId, shopId, today })`. */
const expectedTodayStatement = preparedPerHandle((db, limit: number) =>
  db
    .select({
      id: advanceShipNotices.id,
      asnNumber: advanceShipNotices.asnNumber,
      orderId: advanceShipNotices.orderId,
      supplierName: suppliers.name,
      date: advanceShipNotices.deliveryDate,
      lines: advanceShipNotices.lineCount,
      status: advanceShipNotices.status,
    })
    .from(advanceShipNotices)
    .innerJoin(suppliers, eq(suppliers.id, advanceShipNotices.supplierId))
    .where(
      and(
        ofShop(shopPlaceholders),
        eq(advanceShipNotices.status, constantInText('expected')),
        eq(advanceShipNotices.deliveryDate, sql.placeholder('today')),
      ),
    )
    .orderBy(sql`lower(${suppliers.name})`, asc(advanceShipNotices.id))
    .limit(limitInText(limit))
    .prepare(`asns_expected_today_${limit}`),
);

/**
 * The shop's ASNs expected today (nothing received yet), for "Expected today": at most `limit`, by supplier. Empty
 * without asn:view and deliveries:receive.
 */
export async function listAsnsExpectedToday(db: DbOrTx, shop: ShopScope, limit: number, now = new Date()) {
  if (!mayInShop(shop, 'asn:view') || !mayInShop(shop, 'deliveries:receive')) return [];
  return expectedTodayStatement(db, limit).execute({
    companyId: shop.companyId,
    shopId: shop.shopId,
    today: todayIn(shop.timeZone, now),
  });
}

export type AsnExpectedToday = Awaited<ReturnType<typeof listAsnsExpectedToday>>[number];
