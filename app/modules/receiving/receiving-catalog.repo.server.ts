import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '#app/db/client.server';
import { deliveryNotes, orderLines, productGtins, products, shops, shopSuppliers, suppliers } from '#app/db/schema';
import type { OrderShop } from '#app/modules/ordering/orders.repo.server';
import type { SupplierCertificates } from './seafood-certificates';
import { shopTemperatureLimits, type TemperatureLimits } from './temperature';

/**
 * What receiving reads of the catalog: the shop's temperature limits, the supplier's terms (short-line default,
 * delivery days) and the products as the receiving screen needs them, GTINs included. Reads only.
 */

export interface ReceivingTerms {
  supplierName: string;
  shortLineChoice: 'expect_rest' | 'cancel_rest';
  deliveryDays: number[];
  limits: TemperatureLimits;
  /** The supplier's ASC and MSC certificates in the shop (certified seafood). */
  certificates: SupplierCertificates;
}

/** The columns of the supplier's terms, for a query joining shop_suppliers, suppliers and shops. */
export const termsColumns = {
  supplierName: suppliers.name,
  shortLineChoice: shopSuppliers.shortLineChoice,
  deliveryDays: shopSuppliers.deliveryDays,
  chilledMax: shops.chilledMax,
  frozenMax: shops.frozenMax,
  frozenTransportMax: shops.frozenTransportMax,
  roomMax: shops.roomMax,
  ascCertificateNumber: shopSuppliers.ascCertificateNumber,
  ascCertificateExpires: shopSuppliers.ascCertificateExpires,
  mscCertificateNumber: shopSuppliers.mscCertificateNumber,
  mscCertificateExpires: shopSuppliers.mscCertificateExpires,
};

interface TermsRow {
  supplierName: string;
  shortLineChoice: 'expect_rest' | 'cancel_rest';
  deliveryDays: number[];
  chilledMax: string | null;
  frozenMax: string | null;
  frozenTransportMax: string | null;
  roomMax: string | null;
  ascCertificateNumber: string | null;
  ascCertificateExpires: string | null;
  mscCertificateNumber: string | null;
  mscCertificateExpires: string | null;
}

/** The terms of a row read with `termsColumns`. */
export function termsOf(row: TermsRow): ReceivingTerms {
  return {
    supplierName: row.supplierName,
    shortLineChoice: row.shortLineChoice,
    deliveryDays: row.deliveryDays,
    limits: shopTemperatureLimits({
      chilled: { max: row.chilledMax },
      frozen: { max: row.frozenMax, transportMax: row.frozenTransportMax },
      room: { max: row.roomMax },
    }),
    certificates: {
      asc: { number: row.ascCertificateNumber, expires: row.ascCertificateExpires },
      msc: { number: row.mscCertificateNumber, expires: row.mscCertificateExpires },
    },
  };
}

/** The supplier's terms in the shop and the shop's limits; null when the supplier is not the shop's. */
export async function receivingTerms(db: DbOrTx, shop: OrderShop, supplierId: number): Promise<ReceivingTerms | null> {
  const [row] = await db
    .select(termsColumns)
    .from(shopSuppliers)
    .innerJoin(suppliers, eq(suppliers.id, shopSuppliers.supplierId))
    .innerJoin(shops, and(eq(shops.companyId, shopSuppliers.companyId), eq(shops.id, shopSuppliers.shopId)))
    .where(
      and(
        eq(shopSuppliers.companyId, shop.companyId),
        eq(shopSuppliers.shopId, shop.shopId),
        eq(shopSuppliers.supplierId, supplierId),
      ),
    )
    .limit(1);
  return row ? termsOf(row) : null;
}

const gtinsOf = sql<string[]>`coalesce((select array_agg(${productGtins.gtin} order by ${productGtins.gtin})
  from ${productGtins} where ${productGtins.productId} = ${products.id} and ${productGtins.deletedAt} is null),
  '{}'::text[])`;

const receivingColumns = {
  id: products.id,
  supplierId: products.supplierId,
  name: products.name,
  supplierProductId: products.supplierProductId,
  ean: products.ean,
  gtins: gtinsOf,
  unit: products.supplierUnit,
  isWeighted: products.isWeighted,
  scanCountsPackage: products.scanCountsPackage,
  unitsPerPackage: products.unitsPerPackage,
  temperatureRegime: products.temperatureRegime,
  temperatureMax: products.temperatureMax,
  temperatureTransportMax: products.temperatureTransportMax,
  minShelfLifeDays: products.minShelfLifeDays,
  tracksLot: products.tracksLot,
  certificates: products.certificates,
  isRisky: products.isRisky,
  excludeFromStockExport: products.excludeFromStockExport,
  isDeleted: sql<boolean>`${products.deletedAt} is not null`,
};

export interface ReceivingProduct {
  id: number;
  supplierId: number;
  name: string;
  supplierProductId: string | null;
  ean: string | null;
  gtins: string[];
  unit: string | null;
  isWeighted: boolean;
  scanCountsPackage: boolean;
  unitsPerPackage: string | null;
  temperatureRegime: 'chilled' | 'frozen' | 'room';
  temperatureMax: string | null;
  temperatureTransportMax: string | null;
  minShelfLifeDays: number | null;
  tracksLot: boolean;
  certificates: string | null;
  isRisky: boolean;
  excludeFromStockExport: boolean;
  isDeleted: boolean;
}

const ofShop = (shop: OrderShop) => and(eq(products.companyId, shop.companyId), eq(products.shopId, shop.shopId));

/** The shop's products by id, deleted ones too (an order may name them). */
export async function productsById(db: DbOrTx, shop: OrderShop, ids: readonly number[]): Promise<ReceivingProduct[]> {
  if (!ids.length) return [];
  return db
    .select(receivingColumns)
    .from(products)
    .where(and(ofShop(shop), inArray(products.id, [...new Set(ids)])));
}

/** Live products of the shop and supplier matching a condition, at most `limit`. */
export async function supplierProducts(
  db: DbOrTx,
  shop: OrderShop,
  supplierId: number,
  where: SQL | undefined,
  limit: number,
): Promise<ReceivingProduct[]> {
  return db
    .select(receivingColumns)
    .from(products)
    .where(and(ofShop(shop), eq(products.supplierId, supplierId), isNull(products.deletedAt), where))
    .orderBy(products.name, products.id)
    .limit(limit);
}

/** The forms a GTIN-14 may be stored in: itself and, without its leading zeros, as an EAN-13, UPC-A or EAN-8. */
function storedForms(gtin14: string): string[] {
  return [14, 13, 12, 8].filter((length) => /^0*$/.test(gtin14.slice(0, 14 - length))).map((l) => gtin14.slice(14 - l));
}

/** Products whose EAN or one of whose GTINs is this GTIN-14 (stored in any of its lengths). */
export function hasCode(gtin14: string): SQL {
  const forms = sql.join(
    storedForms(gtin14).map((form) => sql`${form}`),
    sql`, `,
  );
  return sql`(${products.ean} in (${forms}) or exists (select 1 from ${productGtins}
    where ${productGtins.productId} = ${products.id} and ${productGtins.deletedAt} is null
    and ${productGtins.gtin} in (${forms})))`;
}

/**
 * The order's lines by position, each with its product as receiving needs it, and how many notes of the order are
 * signed off (the same on every row; read in this statement so that, after the order's lock, it is current): one query.
 */
export async function orderLinesWithProducts(
  db: DbOrTx,
  shop: OrderShop,
  orderId: number,
  options: { gtins: boolean } = { gtins: true },
) {
  return db
    .select({
      line: orderLines,
      // A sign-off needs no codes (they are for scanning): it skips a lookup per line.
      product: options.gtins ? receivingColumns : { ...receivingColumns, gtins: sql<string[]>`'{}'::text[]` },
      signedOffNotes:
        sql<number>`(select count(*) from ${deliveryNotes} where ${deliveryNotes.companyId} = ${shop.companyId}
        and ${deliveryNotes.shopId} = ${shop.shopId} and ${deliveryNotes.orderId} = ${orderId}
        and ${deliveryNotes.state} = 'signed_off')`.mapWith(Number),
    })
    .from(orderLines)
    .innerJoin(products, and(eq(products.companyId, orderLines.companyId), eq(products.id, orderLines.productId)))
    .where(
      and(
        eq(orderLines.companyId, shop.companyId),
        eq(orderLines.shopId, shop.shopId),
        eq(orderLines.orderId, orderId),
      ),
    )
    .orderBy(orderLines.position);
}
