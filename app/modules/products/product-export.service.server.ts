import Decimal from 'decimal.js';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { TFunction } from 'i18next';
import type { DbOrTx } from '#app/db/client.server';
import { productCountingUnits, productGtins, productPrices, products, suppliers } from '#app/db/schema';
import { streamCsv, streamXlsx } from '#app/modules/spreadsheet/write-sheet.server';
import { todayIn } from '#app/utils/dates';
import type { ProductSort } from './product-constants';
import { IMPORT_FIELDS, importFieldLabel, type ImportField } from './product-import-fields';
import type { ShopScope } from '#app/modules/tenancy/shop-scope';
import { priceValidOn, priceWithVatSql } from './product-prices.repo.server';
import { productListWhere, type ProductListQuery } from './products-search.repo.server';

/**
 * The product list as a file, with the list's filters and sort: every field the import reads, headed by the form's
 * labels in the user's language, so an exported file imports back unchanged. Rows are read in keyset pages of
 * BATCH_SIZE on the list's sort key, never all at once, and streamed out as they come.
 */

const EXPORT_BATCH_SIZE = 1000;

export type ExportQuery = Omit<ProductListQuery, 'page' | 'perPage'>;

/** Each sort as its key columns, all in one direction, compared as a row value for the keyset. */
function sortKey(sort: ProductSort): { keys: { expr: SQL; cast: string }[]; direction: 'asc' | 'desc' } {
  const name = { expr: sql`${products.nameKey}`, cast: 'text' };
  switch (sort) {
    case 'name':
      return { keys: [name], direction: 'asc' };
    case 'supplier':
      return { keys: [{ expr: sql`lower(${suppliers.name})`, cast: 'text' }, name], direction: 'asc' };
    case 'price':
      // The list puts products without a price last: the same order as infinity.
      return {
        keys: [{ expr: sql`coalesce(${priceWithVatSql}, 'Infinity'::numeric)`, cast: 'numeric' }, name],
        direction: 'asc',
      };
    case 'price_desc':
      // Highest first is the negated price lowest first, so the name still breaks ties A to Z and the keyset runs one way.
      return {
        keys: [{ expr: sql`coalesce(-${priceWithVatSql}, 'Infinity'::numeric)`, cast: 'numeric' }, name],
        direction: 'asc',
      };
    case 'updated':
      return { keys: [{ expr: sql`${products.updatedAt}`, cast: 'timestamptz' }], direction: 'desc' };
  }
}

interface Cursor {
  keys: string[];
  id: number;
}

/** The shop's products matching the query, page by page in the list's order, each with its codes, units and price today. */
export async function* productExportBatches(
  db: DbOrTx,
  shop: ShopScope,
  query: ExportQuery,
  options: { today?: string; batchSize?: number } = {},
) {
  const today = options.today ?? todayIn(shop.timeZone);
  const batchSize = options.batchSize ?? EXPORT_BATCH_SIZE;
  const where = productListWhere(shop, query);
  const { keys, direction } = sortKey(query.sort);
  const keyColumns = Object.fromEntries(keys.map((key, index) => [`k${index}`, sql<string>`(${key.expr})::text`]));
  let cursor: Cursor | null = null;
  for (;;) {
    const after: SQL | undefined = cursor
      ? sql`(${sql.join([...keys.map((key) => key.expr), sql`${products.id}`], sql`, `)}) ${sql.raw(direction === 'asc' ? '>' : '<')} (${sql.join(
          [...keys.map((key, index) => sql`${cursor!.keys[index]}::${sql.raw(key.cast)}`), sql`${cursor.id}`],
          sql`, `,
        )})`
      : undefined;
    const order = direction === 'asc' ? asc : desc;
    const rows = await db
      .select({
        product: products,
        supplierName: suppliers.name,
        price: productPrices.price,
        discount: productPrices.discount,
        vat: productPrices.vat,
        validFrom: productPrices.validFrom,
        validTo: productPrices.validTo,
        ...keyColumns,
      })
      .from(products)
      .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
      .leftJoin(productPrices, priceValidOn(today))
      .where(and(where, after))
      .orderBy(
        ...keys.map((key) => (direction === 'asc' ? sql`${key.expr} asc` : sql`${key.expr} desc`)),
        order(products.id),
      )
      .limit(batchSize);
    if (!rows.length) return;
    const ids = rows.map((row) => row.product.id);
    const [gtins, units] = await Promise.all([
      db
        .select({ productId: productGtins.productId, gtin: productGtins.gtin })
        .from(productGtins)
        .where(and(eq(productGtins.shopId, shop.shopId), inArray(productGtins.productId, ids)))
        .orderBy(asc(productGtins.gtin)),
      db
        .select({
          productId: productCountingUnits.productId,
          unit: productCountingUnits.unit,
          factor: productCountingUnits.factor,
        })
        .from(productCountingUnits)
        .where(and(eq(productCountingUnits.shopId, shop.shopId), inArray(productCountingUnits.productId, ids)))
        .orderBy(asc(productCountingUnits.unit)),
    ]);
    yield rows.map((row) => ({
      ...row.product,
      supplierName: row.supplierName,
      price: row.price,
      discount: row.discount,
      vat: row.vat,
      validFrom: row.validFrom,
      validTo: row.validTo,
      gtins: gtins.filter((g) => g.productId === row.product.id).map((g) => g.gtin),
      countingUnits: units.filter((u) => u.productId === row.product.id).map(({ unit, factor }) => ({ unit, factor })),
    }));
    if (rows.length < batchSize) return;
    const last = rows.at(-1)! as unknown as Record<string, string>;
    cursor = { keys: keys.map((_, index) => last[`k${index}`]!), id: rows.at(-1)!.product.id };
  }
}

type ExportRow =
  Awaited<ReturnType<ReturnType<typeof productExportBatches>['next']>> extends IteratorResult<infer T>
    ? T extends (infer R)[]
      ? R
      : never
    : never;

/** "1.2000" as "1.2": exact, without trailing zeros, a dot for the decimal point and no grouping. */
const plain = (value: string | null) => (value === null ? '' : new Decimal(value).toFixed());

export function exportCells(row: ExportRow, t: TFunction): string[] {
  const yesNo = (value: boolean) => t(value ? 'productImport.export.yes' : 'productImport.export.no');
  const cell: Record<ImportField, string> = {
    supplier: row.supplierName,
    supplierProductId: row.supplierProductId ?? '',
    internalProductId: row.internalProductId ?? '',
    additionalInternalProductId: row.additionalInternalProductId ?? '',
    name: row.name,
    ean: row.ean ?? '',
    coc: row.coc ?? '',
    gtins: row.gtins.join(', '),
    minOrderQuantity: plain(row.minOrderQuantity),
    supplierUnit: row.supplierUnit ?? '',
    unitsPerPackage: plain(row.unitsPerPackage),
    packagesPerPallet: row.packagesPerPallet === null ? '' : String(row.packagesPerPallet),
    price: plain(row.price),
    discount: plain(row.discount),
    vat: plain(row.vat),
    netPercentage: plain(row.netPercentage),
    grossPercentage: plain(row.grossPercentage),
    validFrom: row.validFrom ?? '',
    validTo: row.validTo ?? '',
    temperatureRegime: t(`products.temperature.${row.temperatureRegime}`),
    certificates: row.certificates ?? '',
    other: row.other ?? '',
    containsAlcohol: yesNo(row.containsAlcohol),
    isWeighted: yesNo(row.isWeighted),
    isRisky: yesNo(row.isRisky),
    exportUnit: row.exportUnit ?? '',
    excludeFromStockExport: yesNo(row.excludeFromStockExport),
    unitsInPackage: plain(row.unitsInPackage),
    mainInventoryUnit: row.mainInventoryUnit ?? '',
    inventoryCountUnit: row.inventoryCountUnit ?? '',
    countingUnits: row.countingUnits.map((unit) => `${unit.unit} = ${plain(unit.factor)}`).join('; '),
  };
  return IMPORT_FIELDS.map((field) => cell[field]);
}

const exportHeaders = (t: TFunction) => IMPORT_FIELDS.map((field) => t(importFieldLabel(field)));

async function* exportTable(db: DbOrTx, shop: ShopScope, query: ExportQuery, t: TFunction) {
  for await (const batch of productExportBatches(db, shop, query)) yield batch.map((row) => exportCells(row, t));
}

export interface ProductExportFile {
  body: ReadableStream<Uint8Array>;
  fileName: string;
  contentType: string;
}

/** The download: a CSV (";", BOM, for Excel) or an XLSX, streamed. */
export function productExportFile(
  db: DbOrTx,
  shop: ShopScope,
  query: ExportQuery,
  format: 'csv' | 'xlsx',
  t: TFunction,
): ProductExportFile {
  const headers = exportHeaders(t);
  const table = exportTable(db, shop, query, t);
  const body =
    format === 'csv' ? streamCsv(headers, table) : streamXlsx(headers, table, t('productImport.export.sheet'));
  return {
    body,
    fileName: `products-${todayIn(shop.timeZone)}.${format}`,
    contentType:
      format === 'csv'
        ? 'text/csv; charset=utf-8'
        : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  };
}
