import { and, count, desc, eq, gte, ilike, lte, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '#app/db/client.server';
import { inventories, inventoryCountSectors, inventoryLines, products, users } from '#app/db/schema';
import { mayInShop, type ShopScope } from '#app/modules/tenancy/shop-scope';
import { todayIn } from '#app/utils/dates';
import { likePattern } from '#app/utils/list-filters';
import { ofShop } from './inventories.repo.server';
import { lineTotalSql } from './inventory-line-total.server';
import type { InventoryHistoryParams } from './inventory.schema';
import { lineValueSql } from './inventory-value.server';

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
 * prices (summed in SQL over the page's counts only). Null when the caller may not view counts.
 */
export async function listInventoryHistory(
  db: DbOrTx,
  shop: ShopScope,
  params: Omit<InventoryHistoryParams, 'invalidDates'> & { perPage: number },
) {
  if (!mayInShop(shop, 'inventory:view')) return null;
  const where = filtersOf(shop, params);
  const today = todayIn(shop.timeZone);
  const [rows, [totals]] = await Promise.all([
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
        value: sql<string | null>`(select sum(${lineValueSql(lineTotalSql, today)})::numeric(14, 2)::text
          from ${inventoryLines} join ${products} on ${products.id} = ${inventoryLines.productId}
          where ${inventoryLines.inventoryId} = ${inventories.id})`,
      })
      .from(inventories)
      .leftJoin(users, eq(users.id, inventories.finishedByUserId))
      .where(where)
      .orderBy(desc(inventories.countDate), desc(inventories.id))
      .limit(params.perPage)
      .offset((params.page - 1) * params.perPage),
    db.select({ total: count() }).from(inventories).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}
