import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '#app/db/client.server';
import { orderLines, orders, productGtins, products, shopSuppliers, suppliers } from '#app/db/schema';
import type { OrderShop } from '#app/modules/ordering/orders.repo.server';
import { toGtin14 } from '#app/utils/gs1';

/**
 * What an ASN is matched against, read set-based: the shop's suppliers with every way a message may name them, the
 * products for the codes of the file only (one query whatever the number of lines), and the open orders the file
 * names with their lines (one query for all its ASNs).
 */

export interface AsnSupplierCandidate {
  supplierId: number;
  name: string;
  gln: string | null;
  vatNumber: string | null;
  /** The supplier's numbers in the shop's system, as the shop or the operator recorded them. */
  ids: string[];
}

/** The shop's suppliers (not removed from the shop, nor deleted by the operator) with GLN, VAT number and IDs. */
export async function listAsnSupplierCandidates(db: DbOrTx, shop: OrderShop): Promise<AsnSupplierCandidate[]> {
  const rows = await db
    .select({
      supplierId: suppliers.id,
      name: suppliers.name,
      gln: suppliers.gln,
      vatNumber: suppliers.vatNumber,
      ids: sql<
        (string | null)[]
      >`array[${shopSuppliers.shopSupplierNumber}, ${shopSuppliers.supplierIdInOwnSystem}, ${suppliers.shopSupplierNumber}, ${suppliers.supplierIdInOwnSystem}]`,
    })
    .from(shopSuppliers)
    .innerJoin(suppliers, eq(suppliers.id, shopSuppliers.supplierId))
    .where(
      and(
        eq(shopSuppliers.companyId, shop.companyId),
        eq(shopSuppliers.shopId, shop.shopId),
        isNull(shopSuppliers.deletedAt),
        isNull(suppliers.deletedAt),
      ),
    )
    .orderBy(asc(sql`lower(${suppliers.name})`), asc(suppliers.id));
  return rows.map((row) => ({
    ...row,
    ids: [...new Set(row.ids.map((id) => id?.trim() ?? '').filter(Boolean))],
  }));
}

export interface AsnCatalogRow {
  id: number;
  supplierId: number;
  name: string;
  ean: string | null;
  supplierProductId: string | null;
  supplierUnit: string | null;
  unitsPerPackage: string | null;
  packagesPerPallet: number | null;
  /** The product's extra GTINs. */
  gtins: string[];
}

/** Every way a GTIN may be stored: as EAN-8, UPC-A, EAN-13 or GTIN-14 (leading zeros dropped or kept). */
function gtinForms(code: string): string[] {
  const gtin14 = toGtin14(code);
  if (!gtin14) return [];
  const significant = gtin14.replace(/^0+/, '').length;
  return [8, 12, 13, 14].filter((length) => length >= significant).map((length) => gtin14.slice(14 - length));
}

/**
 * The shop's live products having one of these GTINs (as EAN or an extra GTIN), or one of these supplier item codes
 * with this supplier: one statement, the extra GTINs gathered in it.
 */
export async function findAsnProducts(
  db: DbOrTx,
  shop: OrderShop,
  supplierId: number,
  codes: { gtins: string[]; supplierItemCodes: string[] },
): Promise<AsnCatalogRow[]> {
  const gtins = [...new Set(codes.gtins.flatMap(gtinForms))];
  // Item codes are compared trimmed and without case (match-lines.ts itemCodeKey).
  const itemCodes = [...new Set(codes.supplierItemCodes.map((code) => code.trim().toLowerCase()).filter(Boolean))];
  if (!gtins.length && !itemCodes.length) return [];
  const extraGtins = sql<
    string[]
  >`coalesce((select array_agg(${productGtins.gtin} order by ${productGtins.gtin}) from ${productGtins} where ${productGtins.companyId} = ${products.companyId} and ${productGtins.productId} = ${products.id} and ${productGtins.deletedAt} is null), '{}')`;
  const byGtin = gtins.length
    ? or(
        inArray(products.ean, gtins),
        inArray(
          products.id,
          db
            .select({ productId: productGtins.productId })
            .from(productGtins)
            .where(
              and(
                eq(productGtins.shopId, shop.shopId),
                isNull(productGtins.deletedAt),
                inArray(productGtins.gtin, gtins),
              ),
            ),
        ),
      )
    : undefined;
  const byCode = itemCodes.length
    ? and(eq(products.supplierId, supplierId), inArray(sql`lower(trim(${products.supplierProductId}))`, itemCodes))
    : undefined;
  return db
    .select({
      id: products.id,
      supplierId: products.supplierId,
      name: products.name,
      ean: products.ean,
      supplierProductId: products.supplierProductId,
      supplierUnit: products.supplierUnit,
      unitsPerPackage: products.unitsPerPackage,
      packagesPerPallet: products.packagesPerPallet,
      gtins: extraGtins,
    })
    .from(products)
    .where(
      and(
        eq(products.companyId, shop.companyId),
        eq(products.shopId, shop.shopId),
        isNull(products.deletedAt),
        or(byGtin, byCode),
      ),
    )
    .orderBy(asc(products.id));
}

/** How an order number is written back by suppliers: "12", "000012", "PO-12", "Order 12" all name order 12. */
export function orderNumberOf(text: string | null): number | null {
  const match = /(\d{1,9})\s*$/.exec(text?.trim() ?? '');
  if (!match) return null;
  const number = Number(match[1]);
  return number > 0 && number <= 2_147_483_647 ? number : null;
}

export interface AsnOpenOrder {
  orderId: number;
  number: number;
  /** The order's lines by product (the first line of a product when it is on the order twice). */
  lines: Map<number, { orderLineId: number }>;
}

/** The supplier's open orders (new or in progress) of these numbers, with their lines: one statement. */
export async function findOpenOrders(
  db: DbOrTx,
  shop: OrderShop,
  supplierId: number,
  numbers: number[],
): Promise<Map<number, AsnOpenOrder>> {
  const found = new Map<number, AsnOpenOrder>();
  const wanted = [...new Set(numbers)];
  if (!wanted.length) return found;
  const rows = await db
    .select({
      orderId: orders.id,
      number: orders.number,
      orderLineId: orderLines.id,
      productId: orderLines.productId,
    })
    .from(orders)
    .leftJoin(orderLines, and(eq(orderLines.companyId, orders.companyId), eq(orderLines.orderId, orders.id)))
    .where(
      and(
        eq(orders.companyId, shop.companyId),
        eq(orders.shopId, shop.shopId),
        eq(orders.supplierId, supplierId),
        inArray(orders.status, ['new', 'in_progress']),
        inArray(orders.number, wanted),
      ),
    )
    .orderBy(asc(orders.id), asc(orderLines.position));
  for (const row of rows) {
    let order = found.get(row.number);
    if (!order) {
      order = { orderId: row.orderId, number: row.number, lines: new Map() };
      found.set(row.number, order);
    }
    if (row.orderLineId !== null && row.productId !== null && !order.lines.has(row.productId))
      order.lines.set(row.productId, { orderLineId: row.orderLineId });
  }
  return found;
}
