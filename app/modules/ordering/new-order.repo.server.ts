import { and, asc, count, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '#app/db/client.server';
import { productGtins, productPrices, products, productSearchText, shopSuppliers, suppliers } from '#app/db/schema';
import { likePattern } from '#app/utils/list-filters';
import { priceValidOn } from '#app/modules/products/product-prices.repo.server';
import type { ShopScope } from '#app/modules/tenancy/shop-scope';
import { offeredDeliveryDates } from './delivery-dates';
import type { NewOrderParams } from './new-order-params';
import { lastOrderedQuantity } from './orders.repo.server';
import { isPublicHoliday } from './holidays.server';

/** The shop's active suppliers to order from, by name. */
export async function orderableSuppliers(db: DbOrTx, target: ShopScope) {
  return db
    .select({ supplierId: shopSuppliers.supplierId, name: suppliers.name })
    .from(shopSuppliers)
    .innerJoin(suppliers, eq(suppliers.id, shopSuppliers.supplierId))
    .where(
      and(
        eq(shopSuppliers.companyId, target.companyId),
        eq(shopSuppliers.shopId, target.shopId),
        isNull(shopSuppliers.deletedAt),
        eq(shopSuppliers.isActive, true),
      ),
    )
    .orderBy(sql`lower(${suppliers.name})`);
}

const orderable = (target: ShopScope) =>
  and(
    eq(products.companyId, target.companyId),
    eq(products.shopId, target.shopId),
    isNull(products.deletedAt),
    eq(products.isActive, true),
  );

/** Name and codes through the products' trigram index, GTINs through theirs (the product list's search). */
function search(target: ShopScope, q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = likePattern(q.toLowerCase());
  const digits = likePattern(q.replace(/[\s-]/g, ''));
  return sql`${products.id} in (
    select ${products.id} from ${products} where ${products.shopId} = ${target.shopId} and ${productSearchText(products)} like ${pattern}
    union
    select ${productGtins.productId} from ${productGtins} where ${productGtins.shopId} = ${target.shopId} and ${productGtins.gtin} like ${digits}
  )`;
}

/**
 * One page of a supplier's orderable products for the new-order page, each with its price on the supplier's first
 * offered delivery date and the quantity last ordered (the newest order line, through its shop+product index).
 */
export async function listOrderableProducts(
  db: DbOrTx,
  target: ShopScope,
  query: { supplierId: number; q?: string; page: number; perPage: number },
  now = new Date(),
) {
  const [link] = await db
    .select({
      deliveryDays: shopSuppliers.deliveryDays,
      orderCutoffMinutes: shopSuppliers.orderCutoffMinutes,
      minOrderValue: shopSuppliers.minOrderValue,
    })
    .from(shopSuppliers)
    .where(
      and(
        eq(shopSuppliers.companyId, target.companyId),
        eq(shopSuppliers.shopId, target.shopId),
        eq(shopSuppliers.supplierId, query.supplierId),
        isNull(shopSuppliers.deletedAt),
      ),
    );
  if (!link) return null;
  const priceDate = offeredDeliveryDates(link, target.timeZone, now, isPublicHoliday, 1)[0] ?? null;
  const where = and(orderable(target), eq(products.supplierId, query.supplierId), search(target, query.q));
  const lastOrdered = lastOrderedQuantity(target, products.id);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: products.id,
        name: products.name,
        ean: products.ean,
        supplierProductId: products.supplierProductId,
        internalProductId: products.internalProductId,
        unit: products.supplierUnit,
        minOrderQuantity: products.minOrderQuantity,
        unitsPerPackage: products.unitsPerPackage,
        packagesPerPallet: products.packagesPerPallet,
        price: productPrices.price,
        discount: productPrices.discount,
        vat: productPrices.vat,
        lastOrdered,
      })
      .from(products)
      .leftJoin(productPrices, priceDate ? priceValidOn(priceDate) : sql`false`)
      .where(where)
      .orderBy(products.nameKey, asc(products.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ n: count() }).from(products).where(where),
  ]);
  return { rows, total: total?.n ?? 0, priceDate, minOrderValue: link.minOrderValue };
}

/** The orderable product with this EAN (its own or one of its GTINs), for a typed or scanned code; or null. */
export async function findOrderableByEan(db: DbOrTx, target: ShopScope, ean: string) {
  const code = ean.replace(/[\s-]/g, '');
  if (!/^\d{6,14}$/.test(code)) return null;
  const [row] = await db
    .select({ id: products.id, name: products.name, supplierId: products.supplierId })
    .from(products)
    .where(
      and(
        orderable(target),
        or(
          eq(products.ean, code),
          sql`${products.id} in (select ${productGtins.productId} from ${productGtins} where ${productGtins.shopId} = ${target.shopId} and ${productGtins.gtin} = ${code} and ${productGtins.deletedAt} is null)`,
        ),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The new-order page: the shop's orderable suppliers and, for one of them, a page of its products. */
export async function loadNewOrder(db: DbOrTx, target: ShopScope, params: NewOrderParams & { perPage: number }) {
  const suppliers = await orderableSuppliers(db, target);
  const { supplierId, q, page, perPage } = params;
  const listing =
    supplierId && suppliers.some((s) => s.supplierId === supplierId)
      ? await listOrderableProducts(db, target, { supplierId, q, page, perPage })
      : null;
  return { suppliers, supplierId: listing ? supplierId : null, q: q ?? '', page, perPage, listing };
}
