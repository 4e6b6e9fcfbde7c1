import { and, count, desc, eq, gte, ilike, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '#app/db/client.server';
import {
  inventories,
  inventoryCountSectors,
  inventoryLines,
  inventoryValues,
  products,
  shopValuationStamps,
  users,
} from '#app/db/schema';
import { mayInShop, type ShopScope } from '#app/modules/tenancy/shop-scope';
import { todayIn } from '#app/utils/dates';
import { likePattern } from '#app/utils/list-filters';
import { ofShop } from './inventories.repo.server';
import { lineTotalSql } from './inventory-line-total.server';
import type { InventoryHistoryParams } from './inventory.schema';
import { lineValueOf, productValuationSql } from './inventory-value.server';

function filtersOf(shop: ShopScope, params: Omit<InventoryHistoryParams, 'page' | 'invalidDates'>): SQL {
  const conditions: (SQL | undefined)[] = [ofShop(shop)];
  if (params.status !== 'all') conditions.push(eq(inventories.status, params.status));
  if (params.from) conditions.push(gte(inventories.countDate, params.from));
  if (params.to) conditions.push(lte(inventories.countDate, params.to));
  if (params.q) conditions.push(ilike(inventories.name, likePattern(params.q)));
  return and(...conditions)!;
}

/**
 * One page of the shop's counts, newest first: the departments each covers and its counted value at today's purchase
 * prices (countedValues). Null when the caller may not view counts.
 */
export async function listInventoryHistory(
  db: DbOrTx,
  shop: ShopScope,
  params: Omit<InventoryHistoryParams, 'invalidDates'> & { perPage: number },
) {
  if (!mayInShop(shop, 'inventory:view')) return null;
  const where = filtersOf(shop, params);
  const [page, [totals]] = await Promise.all([
    db
      .select({
        id: inventories.id,
        name: inventories.name,
        status: inventories.status,
        countDate: inventories.countDate,
        finishedAt: inventories.finishedAt,
        finishedBy: sql<string | null>`nullif(trim(${users.name} || ' ' || ${users.lastname}), '')`,
        departments: sql<string | null>`(select string_agg(distinct ${inventoryCountSectors.departmentName}, ', ')
          from ${inventoryCountSectors} where ${inventoryCountSectors.inventoryId} = ${inventories.id})`,
      })
      .from(inventories)
      .leftJoin(users, eq(users.id, inventories.finishedByUserId))
      .where(where)
      .orderBy(desc(inventories.countDate), desc(inventories.id))
      .limit(params.perPage)
      .offset((params.page - 1) * params.perPage),
    db.select({ total: count() }).from(inventories).where(where),
  ]);
  const values = await countedValues(
    db,
    shop,
    page.map((row) => row.id),
    todayIn(shop.timeZone),
  );
  const rows = page.map((row) => ({ ...row, value: values.get(row.id) ?? null }));
  return { rows, total: totals?.total ?? 0 };
}

/** The shop's stamp of price and unit changes (shop_valuation_stamps; 0 before the first change). */
const shopStampSql = (shop: ShopScope) =>
  sql`coalesce((select ${shopValuationStamps.stamp} from ${shopValuationStamps}
    where ${shopValuationStamps.shopId} = ${shop.shopId}), 0)`;

/**
 * Each count's value at the prices valid on `today`: the sum of its lines' values (lineValueSql's rule, each line to
 * the cent), null without any. A count's value is kept in inventory_values and read from there while fresh (same day,
 * the count unchanged: its `updated_at`, which triggers move with every write of its lines and counted figures, and no
 * price or unit change in the shop since: the shop's stamp); the others are worked out (workOutValues), so a page of
 * counts costs one indexed read instead of valuing thousands of lines, a count in progress included.
 */
async function countedValues(
  db: DbOrTx,
  shop: ShopScope,
  inventoryIds: number[],
  today: string,
): Promise<Map<number, string | null>> {
  if (!inventoryIds.length) return new Map();
  const fresh = await db
    .select({ id: inventoryValues.inventoryId, value: inventoryValues.value })
    .from(inventoryValues)
    .innerJoin(
      inventories,
      and(
        eq(inventories.id, inventoryValues.inventoryId),
        eq(inventories.updatedAt, inventoryValues.inventoryUpdatedAt),
      ),
    )
    .where(
      and(
        ofShop(shop),
        inArray(inventoryValues.inventoryId, inventoryIds),
        eq(inventoryValues.valuedOn, today),
        eq(inventoryValues.pricesStamp, shopStampSql(shop)),
      ),
    );
  const values = new Map(fresh.map((row) => [row.id, row.value]));
  const stale = inventoryIds.filter((id) => !values.has(id));
  if (stale.length) for (const [id, value] of await workOutValues(db, shop, stale, today)) values.set(id, value);
  return values;
}

/**
 * The counts' values worked out from their lines and kept in inventory_values in the same statement, so the value
 * kept and the stamps beside it come from one snapshot (a price or a count changed meanwhile moves its stamp past
 * it). A product's price and unit factor are found once for all its lines on the page, not once per line: a month's
 * counts list the same products, and 24 counts of 400 lines cost 55 ms valued per line. The lines are read count by
 * count from the lines' count index (a lateral join that `offset 0` keeps from being flattened into a scan of every
 * line), whatever share of the table the page's counts hold.
 */
async function workOutValues(
  db: DbOrTx,
  shop: ShopScope,
  inventoryIds: number[],
  today: string,
): Promise<Map<number, string | null>> {
  const { factor, net } = productValuationSql(today);
  const lineValue = lineValueOf(sql.raw('lines.total'), sql.raw('valued.factor'), sql.raw('valued.net'));
  const result = await db.execute<{ inventory_id: number; value: string | null }>(sql`
    with page as materialized (
      select ${inventories.id} as id, ${inventories.companyId} as company_id, ${inventories.shopId} as shop_id,
        ${inventories.updatedAt} as updated_at
      from ${inventories}
      where ${and(ofShop(shop), inArray(inventories.id, inventoryIds))}
    ),
    lines as materialized (
      select page.id as inventory_id, counted.product_id, counted.total
      from page
      cross join lateral (
        select ${inventoryLines.productId} as product_id, ${lineTotalSql} as total
        from ${inventoryLines}
        where ${inventoryLines.inventoryId} = page.id
          and ${inventoryLines.companyId} = page.company_id and ${inventoryLines.shopId} = page.shop_id
        offset 0
      ) counted
    ),
    valued as materialized (
      select ${products.id} as product_id, ${factor} as factor, ${net} as net
      from ${products}
      where ${products.companyId} = ${shop.companyId} and ${products.id} in (select product_id from lines)
    ),
    worked_out as materialized (
      select lines.inventory_id, sum(${lineValue})::numeric(14, 2) as value
      from lines join valued on valued.product_id = lines.product_id
      group by lines.inventory_id
    ),
    kept as (
      insert into ${inventoryValues} (inventory_id, company_id, shop_id, valued_on, inventory_updated_at, prices_stamp, value)
      select page.id, page.company_id, page.shop_id, ${today}::date, page.updated_at, ${shopStampSql(shop)}, worked_out.value
      from page left join worked_out on worked_out.inventory_id = page.id
      on conflict (inventory_id) do update set valued_on = excluded.valued_on,
        inventory_updated_at = excluded.inventory_updated_at, prices_stamp = excluded.prices_stamp, value = excluded.value
    )
    select page.id as inventory_id, worked_out.value::text as value
    from page left join worked_out on worked_out.inventory_id = page.id`);
  return new Map(result.rows.map((row) => [Number(row.inventory_id), row.value]));
}
