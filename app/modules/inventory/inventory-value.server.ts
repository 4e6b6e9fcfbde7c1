import { sql, type SQL } from 'drizzle-orm';
import { productCountingUnits, productPrices, products } from '#app/db/schema';

/** The product's count unit (inventory-units.ts countUnitOf) in SQL. */
const countUnitSql = sql`coalesce(nullif(trim(${products.inventoryCountUnit}), ''), nullif(trim(${products.mainInventoryUnit}), ''),
  case when ${products.isWeighted} then 'kg' else 'kos' end)`;

/**
 * Count units in one supplier unit (inventory-units.ts unitFactor of the supplier unit) in SQL: 1 when the supplier
 * unit is empty or the count unit, else the matching other counting unit's factor, else the carton size; null when
 * none applies. Needs `products` in the query.
 */
const priceFactorSql = sql`case
  when nullif(trim(${products.supplierUnit}), '') is null or lower(trim(${products.supplierUnit})) = lower(${countUnitSql}) then 1::numeric
  else coalesce(
    (select ${productCountingUnits.factor} from ${productCountingUnits}
      where ${productCountingUnits.productId} = ${products.id}
        and lower(trim(${productCountingUnits.unit})) = lower(trim(${products.supplierUnit}))
        and ${productCountingUnits.factor} > 0
      limit 1),
    case when ${products.unitsInPackage} > 0 then ${products.unitsInPackage}
      when ${products.unitsPerPackage} > 0 then ${products.unitsPerPackage} end)
  end`;

/** The product's price valid on the shop's `today`: the latest one that started by then. Needs `products`. */
function currentPriceRow(today: string, column: SQL) {
  return sql`(select ${column} from ${productPrices}
    where ${productPrices.productId} = ${products.id} and ${productPrices.companyId} = ${products.companyId}
      and ${productPrices.validFrom} <= ${today}::date
      and (${productPrices.validTo} is null or ${productPrices.validTo} >= ${today}::date)
    order by ${productPrices.validFrom} desc, ${productPrices.id} desc limit 1)`;
}

/** The current price and discount as text (null without a price), for the view's columns. */
export const currentPriceSql = (today: string) => ({
  price: sql<string | null>`${currentPriceRow(today, sql`${productPrices.price}`)}::text`,
  discount: sql<string | null>`${currentPriceRow(today, sql`${productPrices.discount}`)}::text`,
});

/**
 * A line's value at the current purchase price (inventory-value.ts lineValue in SQL): `total` (count units) in
 * supplier units times the price less its discount, to the cent; null when any part is missing.
 */
export function lineValueSql(total: SQL, today: string): SQL<string | null> {
  const { factor, net } = productValuationSql(today);
  return lineValueOf(total, factor, net);
}

/**
 * The two parts of a line's value that depend only on its product: count units per supplier unit and the net price
 * valid on `today`. Needs `products`; a query over many lines works them out once per product.
 */
export function productValuationSql(today: string): { factor: SQL; net: SQL } {
  return {
    factor: priceFactorSql,
    net: currentPriceRow(today, sql`${productPrices.price} * (100 - ${productPrices.discount}) / 100`),
  };
}

/** A line's value from its total and its product's factor and net price (lineValueSql's rule, to the cent). */
export function lineValueOf(total: SQL, factor: SQL, net: SQL): SQL<string | null> {
  return sql<string | null>`round((${total})::numeric / nullif(${factor}, 0) * ${net}, 2)`;
}
