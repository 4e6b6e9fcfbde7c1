import { and, desc, eq, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '#app/db/client.server';
import { inventories, inventoryCountSectors, inventoryLines, productCountingUnits, products } from '#app/db/schema';
import type { ShopScope } from '#app/modules/tenancy/shop-scope';
import { ofShop, sameSectorSql } from './inventories.repo.server';
import { lineInConflictSql, lineTotalSql } from './inventory-line-total.server';
import { currentPriceSql, lineValueSql } from './inventory-value.server';

type Shop = Pick<ShopScope, 'companyId' | 'shopId'>;

/** The shop's finished count before this one (by date, then id), which the view compares against. */
export async function previousFinishedInventory(db: DbOrTx, shop: Shop, current: { id: number; countDate: string }) {
  const [row] = await db
    .select({ id: inventories.id, name: inventories.name, countDate: inventories.countDate })
    .from(inventories)
    .where(
      and(
        ofShop(shop),
        eq(inventories.status, 'finished'),
        or(
          lt(inventories.countDate, current.countDate),
          and(eq(inventories.countDate, current.countDate), lt(inventories.id, current.id)),
        ),
      ),
    )
    .orderBy(desc(inventories.countDate), desc(inventories.id))
    .limit(1);
  return row ?? null;
}

/**
 * Every line of the count with its merged total, value at today's prices and the previous count's total and value
 * for the same product in the same sector (previousId 0: none) — the rows the view's page and totals read.
 */
function viewRowsSql(shop: Shop, inventoryId: number, previousId: number, today: string): SQL {
  const price = currentPriceSql(today);
  return sql`with previous as (
      select ${inventoryLines.productId} as product_id, pcs.sub_department_id, pcs.sector_id, pcs.sector_name,
        ${lineTotalSql} as total, ${lineValueSql(lineTotalSql, today)} as value
      from ${inventoryLines}
        join ${inventoryCountSectors} pcs on pcs.id = ${inventoryLines.countSectorId}
        join ${products} on ${products.id} = ${inventoryLines.productId}
      where ${inventoryLines.inventoryId} = ${previousId} and ${inventoryLines.shopId} = ${shop.shopId}),
    lines as (
      select ${inventoryLines.id} as id, ${inventoryLines.productId} as product_id, ${inventoryLines.position} as position,
        ${inventoryLines.expectedQuantity}::text as expected, ${lineTotalSql}::text as total,
        ${lineInConflictSql} as in_conflict, ${lineValueSql(lineTotalSql, today)} as value,
        ${price.price} as price, ${price.discount} as discount,
        cs.id as count_sector_id, cs.department_id, cs.department_name, cs.department_position,
        cs.sub_department_id, cs.sub_department_name, cs.sub_department_position, cs.sector_id, cs.sector_name,
        cs.sector_position,
        ${products.name} as product_name, ${products.internalProductId} as internal_product_id,
        ${products.supplierProductId} as supplier_product_id, ${products.isWeighted} as is_weighted,
        ${products.supplierUnit} as supplier_unit, ${products.unitsPerPackage}::text as units_per_package,
        ${products.unitsInPackage}::text as units_in_package, ${products.mainInventoryUnit} as main_inventory_unit,
        ${products.inventoryCountUnit} as inventory_count_unit, ${products.exportUnit} as export_unit
      from ${inventoryLines}
        join ${inventoryCountSectors} cs on cs.id = ${inventoryLines.countSectorId}
        join ${products} on ${products.id} = ${inventoryLines.productId}
      where ${inventoryLines.inventoryId} = ${inventoryId} and ${inventoryLines.shopId} = ${shop.shopId}),
    view_rows as (
      select lines.*, prev.total::text as previous_total, prev.value as previous_value
      from lines left join lateral (
        select sum(previous.total) as total, sum(previous.value) as value from previous
        where previous.product_id = lines.product_id and ${sameSectorSql('lines', 'previous')}
        having count(*) > 0) prev on true)`;
}

type ViewLineRow = {
  id: number;
  product_id: number;
  expected: string | null;
  total: string | null;
  in_conflict: boolean;
  value: string | null;
  price: string | null;
  discount: string | null;
  count_sector_id: number;
  department_name: string;
  sub_department_name: string;
  sector_name: string;
  product_name: string;
  internal_product_id: string | null;
  supplier_product_id: string | null;
  is_weighted: boolean;
  supplier_unit: string | null;
  units_per_package: string | null;
  units_in_package: string | null;
  main_inventory_unit: string | null;
  inventory_count_unit: string | null;
  export_unit: string | null;
  previous_total: string | null;
  previous_value: string | null;
};

/** One page of the count's lines in walking order, with each product's other counting units. */
export async function viewLinesPage(
  db: DbOrTx,
  shop: Shop,
  query: { inventoryId: number; previousId: number; today: string; page: number; perPage: number },
) {
  const result =
    await db.execute<ViewLineRow>(sql`${viewRowsSql(shop, query.inventoryId, query.previousId, query.today)}
    select id, product_id, expected, total, in_conflict, value::text, price, discount, count_sector_id, department_name,
      sub_department_name, sector_name, product_name, internal_product_id, supplier_product_id, is_weighted,
      supplier_unit, units_per_package, units_in_package, main_inventory_unit, inventory_count_unit, export_unit,
      previous_total, previous_value::text
    from view_rows
    order by department_position, department_id, sub_department_position, sub_department_id, sector_position,
      count_sector_id, position, id
    limit ${query.perPage} offset ${(query.page - 1) * query.perPage}`);
  const rows = result.rows;
  const productIds = [...new Set(rows.map((row) => row.product_id))];
  const units = productIds.length
    ? await db
        .select({
          productId: productCountingUnits.productId,
          unit: productCountingUnits.unit,
          factor: productCountingUnits.factor,
        })
        .from(productCountingUnits)
        .where(and(eq(productCountingUnits.shopId, shop.shopId), inArray(productCountingUnits.productId, productIds)))
    : [];
  return rows.map((row) => ({
    ...row,
    countingUnits: units
      .filter((unit) => unit.productId === row.product_id)
      .map(({ unit, factor }) => ({ unit, factor })),
  }));
}

type TotalRow = {
  level: 'all' | 'department' | 'sector';
  department_id: number | null;
  department_name: string | null;
  sub_department_name: string | null;
  count_sector_id: number | null;
  sector_name: string | null;
  lines: number;
  counted: number;
  conflicts: number;
  unpriced: number;
  value: string;
  previous_value: string;
};

/**
 * The count's totals per sector, per department and for the whole count in one grouped query: lines, counted lines,
 * lines in conflict, counted lines without a value (no price or a unit that cannot be converted), the value and the
 * previous count's value of the same lines.
 */
export async function viewTotals(
  db: DbOrTx,
  shop: Shop,
  query: { inventoryId: number; previousId: number; today: string },
) {
  const result = await db.execute<TotalRow>(sql`${viewRowsSql(shop, query.inventoryId, query.previousId, query.today)}
    select case when grouping(department_id) = 1 then 'all' when grouping(count_sector_id) = 1 then 'department'
        else 'sector' end as level,
      department_id, department_name, sub_department_name, count_sector_id, sector_name,
      count(*)::int as lines, count(total)::int as counted, (count(*) filter (where in_conflict))::int as conflicts,
      (count(*) filter (where total is not null and value is null))::int as unpriced,
      coalesce(sum(value), 0)::numeric(14, 2)::text as value,
      coalesce(sum(previous_value), 0)::numeric(14, 2)::text as previous_value
    from view_rows
    group by grouping sets ((), (department_position, department_id, department_name),
      (department_position, department_id, department_name, sub_department_position, sub_department_id,
        sub_department_name, sector_position, count_sector_id, sector_name))
    order by department_position nulls first, department_id nulls first, sub_department_position nulls first,
      sub_department_id nulls first, sector_position nulls first, count_sector_id nulls first`);
  return result.rows.map((row) => ({ ...row, lines: Number(row.lines), counted: Number(row.counted) }));
}
