import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#app/db/client.server';
import {
  deliveryNoteLines,
  deliveryNotes,
  inventoryCountSectors,
  inventoryLines,
  productCountingUnits,
  productPrices,
  products,
  shops,
} from '#app/db/schema';
import { lineInConflictSql, lineTotalSql } from '#app/modules/inventory/inventory-line-total.server';
import type { findInventory } from '#app/modules/inventory/inventories.repo.server';
import type { ProductUnits } from '#app/modules/inventory/inventory-units';
import { priceValidOn } from '#app/modules/products/product-prices.repo.server';
import type { ShopScope } from '#app/modules/tenancy/shop-scope';
import type { StockExportSettings } from './stock-export-settings.schema';
import type { CountedProduct } from './stock-rows';

/** A count's header as the inventories repository reads it. */
export type CountHead = NonNullable<Awaited<ReturnType<typeof findInventory>>>;

/** The shop's export module and its stored settings (unchecked jsonb; the schema reads it). */
export async function findExportSetup(db: DbOrTx, shop: ShopScope) {
  const [row] = await db
    .select({ module: shops.exportModule, settings: shops.stockExportSettings })
    .from(shops)
    .where(and(eq(shops.companyId, shop.companyId), eq(shops.id, shop.shopId)));
  return row!;
}

export async function saveExportSettings(db: DbOrTx, shop: ShopScope, settings: StockExportSettings) {
  await db
    .update(shops)
    .set({ stockExportSettings: settings, updatedAt: new Date() })
    .where(and(eq(shops.companyId, shop.companyId), eq(shops.id, shop.shopId)));
}

/** The product's other counting units as one JSON array, for the units rule. */
const countingUnitsSql = sql<
  { unit: string; factor: string }[]
>`coalesce((select json_agg(json_build_object('unit', ${productCountingUnits.unit}, 'factor', ${productCountingUnits.factor}::text) order by ${productCountingUnits.unit}) from ${productCountingUnits} where ${productCountingUnits.productId} = ${products.id}), '[]'::json)`;

const unitColumns = {
  isWeighted: products.isWeighted,
  supplierUnit: products.supplierUnit,
  unitsPerPackage: products.unitsPerPackage,
  unitsInPackage: products.unitsInPackage,
  mainInventoryUnit: products.mainInventoryUnit,
  inventoryCountUnit: products.inventoryCountUnit,
  exportUnit: products.exportUnit,
  countingUnits: countingUnitsSql,
};

const unitsOf = (row: { [K in keyof ProductUnits]: ProductUnits[K] }): ProductUnits => ({
  isWeighted: row.isWeighted,
  supplierUnit: row.supplierUnit,
  unitsPerPackage: row.unitsPerPackage,
  unitsInPackage: row.unitsInPackage,
  mainInventoryUnit: row.mainInventoryUnit,
  inventoryCountUnit: row.inventoryCountUnit,
  exportUnit: row.exportUnit,
  countingUnits: row.countingUnits,
});

/**
 * Whether the product's most recent accepted delivery line signed off up to the cut-off was excluded from stock at
 * receiving (by its flag or by the receiver; decision 034): the books never took those goods as stock.
 */
const excludedAtReceivingSql = (cutOffAt: Date) => sql<boolean>`coalesce((
  select ${deliveryNoteLines.excludedFromStock}
  from ${deliveryNoteLines}
  join ${deliveryNotes} on ${deliveryNotes.companyId} = ${deliveryNoteLines.companyId} and ${deliveryNotes.id} = ${deliveryNoteLines.deliveryNoteId}
  where ${deliveryNoteLines.shopId} = ${products.shopId} and ${deliveryNoteLines.productId} = ${products.id}
    and ${deliveryNoteLines.isAccepted}
    and ${deliveryNotes.state} = 'signed_off' and ${deliveryNotes.amendedByNoteId} is null
    and ${deliveryNotes.signedOffAt} <= ${cutOffAt.toISOString()}
  order by ${deliveryNotes.signedOffAt} desc, ${deliveryNoteLines.id} desc
  limit 1), false)`;

/**
 * Each product of the count once: its lines' merged quantities summed over all sectors (one statement, grouped in
 * the database), whether any line is in conflict, its export fields, its price valid on `today` and the receiving
 * rule above.
 */
export async function readCountedProducts(
  db: DbOrTx,
  shop: ShopScope,
  count: Pick<CountHead, 'id' | 'cutOffAt'>,
  today: string,
): Promise<CountedProduct[]> {
  const totals = db
    .select({
      productId: inventoryLines.productId,
      total: sql<string | null>`sum(${lineTotalSql})::text`.as('total'),
      conflicts: sql<number>`(count(*) filter (where ${lineInConflictSql}))::int`.as('conflicts'),
    })
    .from(inventoryLines)
    .where(and(eq(inventoryLines.shopId, shop.shopId), eq(inventoryLines.inventoryId, count.id)))
    .groupBy(inventoryLines.productId)
    .as('totals');
  const rows = await db
    .select({
      productId: products.id,
      name: products.name,
      internalProductId: products.internalProductId,
      supplierProductId: products.supplierProductId,
      ean: products.ean,
      ...unitColumns,
      total: totals.total,
      conflicts: totals.conflicts,
      excludeFromStockExport: products.excludeFromStockExport,
      excludedAtReceiving: excludedAtReceivingSql(count.cutOffAt),
      price: productPrices.price,
      discount: productPrices.discount,
    })
    .from(totals)
    .innerJoin(products, and(eq(products.shopId, shop.shopId), eq(products.id, totals.productId)))
    .leftJoin(productPrices, priceValidOn(today))
    .orderBy(asc(products.nameKey), asc(products.id));
  return rows.map((row) => ({
    productId: row.productId,
    name: row.name,
    internalProductId: row.internalProductId,
    supplierProductId: row.supplierProductId,
    ean: row.ean,
    units: unitsOf(row),
    total: row.total,
    conflicts: Number(row.conflicts),
    excludeFromStockExport: row.excludeFromStockExport,
    excludedAtReceiving: Boolean(row.excludedAtReceiving),
    price: row.price,
    discount: row.discount,
  }));
}

/** Every line of the count in walking order (department, sub-department, sector, shelf), optionally one sector's. */
export async function readCountLines(
  db: DbOrTx,
  shop: ShopScope,
  inventoryId: number,
  countSectorId: number | null = null,
) {
  const rows = await db
    .select({
      countSectorId: inventoryCountSectors.id,
      departmentName: inventoryCountSectors.departmentName,
      subDepartmentName: inventoryCountSectors.subDepartmentName,
      sectorName: inventoryCountSectors.sectorName,
      productId: products.id,
      internalProductId: products.internalProductId,
      supplierProductId: products.supplierProductId,
      name: products.name,
      ...unitColumns,
      expectedQuantity: inventoryLines.expectedQuantity,
      total: sql<string | null>`(${lineTotalSql})::text`,
    })
    .from(inventoryLines)
    .innerJoin(
      inventoryCountSectors,
      and(
        eq(inventoryCountSectors.shopId, inventoryLines.shopId),
        eq(inventoryCountSectors.id, inventoryLines.countSectorId),
      ),
    )
    .innerJoin(products, and(eq(products.shopId, inventoryLines.shopId), eq(products.id, inventoryLines.productId)))
    .where(
      and(
        eq(inventoryLines.shopId, shop.shopId),
        eq(inventoryLines.inventoryId, inventoryId),
        countSectorId === null ? undefined : eq(inventoryCountSectors.id, countSectorId),
      ),
    )
    .orderBy(
      asc(inventoryCountSectors.departmentPosition),
      asc(inventoryCountSectors.departmentId),
      asc(inventoryCountSectors.subDepartmentPosition),
      asc(inventoryCountSectors.subDepartmentId),
      asc(inventoryCountSectors.sectorPosition),
      asc(inventoryCountSectors.id),
      asc(inventoryLines.position),
      asc(inventoryLines.id),
    );
  return rows.map((row) => ({ ...row, units: unitsOf(row) }));
}
export type CountLine = Awaited<ReturnType<typeof readCountLines>>[number];

/** The count's sectors in walking order, for the sheet's choice of one sector. */
export function listCountSectors(db: DbOrTx, shop: ShopScope, inventoryId: number) {
  return db
    .select({
      id: inventoryCountSectors.id,
      departmentName: inventoryCountSectors.departmentName,
      subDepartmentName: inventoryCountSectors.subDepartmentName,
      sectorName: inventoryCountSectors.sectorName,
    })
    .from(inventoryCountSectors)
    .where(and(eq(inventoryCountSectors.shopId, shop.shopId), eq(inventoryCountSectors.inventoryId, inventoryId)))
    .orderBy(
      asc(inventoryCountSectors.departmentPosition),
      asc(inventoryCountSectors.departmentId),
      asc(inventoryCountSectors.subDepartmentPosition),
      asc(inventoryCountSectors.subDepartmentId),
      asc(inventoryCountSectors.sectorPosition),
      asc(inventoryCountSectors.id),
    );
}
