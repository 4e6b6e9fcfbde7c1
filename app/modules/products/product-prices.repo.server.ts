import { and, desc, eq, gte, isNull, lte, or, sql, type Placeholder } from 'drizzle-orm';
import type { DbOrTx } from '#app/db/client.server';
import { productPrices, products } from '#app/db/schema';
import { diffChanges } from '#app/modules/audit/audit.repo.server';
import type { ShopScope } from '#app/modules/tenancy/shop-scope';
import type { PricePeriod, PricePlan } from './price-history';
import { auditProduct, productOf } from './product-rows.repo.server';

/** A product's prices over time: the price of a date, the whole history, and writing a planned change. */

/** The price valid on `date` joined to each product row: periods never overlap, so at most one matches. */
export const priceValidOn = (date: string | Placeholder) =>
  and(
    eq(productPrices.companyId, products.companyId),
    eq(productPrices.shopId, products.shopId),
    eq(productPrices.productId, products.id),
    lte(productPrices.validFrom, date),
    or(isNull(productPrices.validTo), gte(productPrices.validTo, date)),
  );

export const priceWithVatSql = sql`(${productPrices.price} * (100 - ${productPrices.discount}) / 100 * (100 + ${productPrices.vat}) / 100)`;

/** A price period as the price rules read it (price-history.ts). */
export const pricePeriodColumns = {
  id: productPrices.id,
  price: productPrices.price,
  discount: productPrices.discount,
  vat: productPrices.vat,
  validFrom: productPrices.validFrom,
  validTo: productPrices.validTo,
};

export function priceHistory(db: DbOrTx, shop: ShopScope, productId: number): Promise<PricePeriod[]> {
  return db
    .select(pricePeriodColumns)
    .from(productPrices)
    .where(and(eq(productPrices.shopId, shop.shopId), eq(productPrices.productId, productId)))
    .orderBy(desc(productPrices.validFrom));
}

/**
 * The price of a product of the shop valid on a date ("YYYY-MM-DD", the shop's calendar), or null: before its
 * first price, in a gap, or not a product of this shop. Ordering and receiving price lines with it.
 */
export async function priceOn(db: DbOrTx, shop: ShopScope, productId: number, date: string) {
  const [row] = await db
    .select({
      price: productPrices.price,
      discount: productPrices.discount,
      vat: productPrices.vat,
      validFrom: productPrices.validFrom,
      validTo: productPrices.validTo,
    })
    .from(productPrices)
    .innerJoin(products, and(eq(products.shopId, productPrices.shopId), eq(products.id, productPrices.productId)))
    .where(
      and(
        productOf(shop, productId),
        lte(productPrices.validFrom, date),
        or(isNull(productPrices.validTo), gte(productPrices.validTo, date)),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Writes a price change planned by planPriceChange (price-history.ts), with its audit row. */
export async function applyPricePlan(
  tx: DbOrTx,
  shop: ShopScope,
  productId: number,
  plan: PricePlan,
  before: PricePeriod | null,
): Promise<void> {
  const ofProduct = and(eq(productPrices.shopId, shop.shopId), eq(productPrices.productId, productId));
  const was = before && {
    price: before.price,
    discount: before.discount,
    vat: before.vat,
    validFrom: before.validFrom,
    validTo: before.validTo,
  };
  switch (plan.kind) {
    case 'none':
    case 'error':
      return;
    case 'insert':
      await tx
        .insert(productPrices)
        .values({ companyId: shop.companyId, shopId: shop.shopId, productId, ...plan.insert });
      await auditProduct(tx, shop, productId, 'price_added', diffChanges<Record<string, unknown>>({}, plan.insert));
      return;
    case 'update':
      await tx
        .update(productPrices)
        .set(plan.values)
        .where(and(ofProduct, eq(productPrices.id, plan.id)));
      await auditProduct(
        tx,
        shop,
        productId,
        'price_corrected',
        diffChanges<Record<string, unknown>>(was ?? {}, plan.values),
      );
      return;
    case 'newFromToday':
      if (plan.close)
        await tx
          .update(productPrices)
          .set({ validTo: plan.close.validTo })
          .where(and(ofProduct, eq(productPrices.id, plan.close.id)));
      await tx
        .insert(productPrices)
        .values({ companyId: shop.companyId, shopId: shop.shopId, productId, ...plan.insert });
      await auditProduct(tx, shop, productId, 'price_new', {
        ...diffChanges<Record<string, unknown>>(was ?? {}, {
          price: plan.insert.price,
          discount: plan.insert.discount,
          vat: plan.insert.vat,
        }),
        validFrom: { from: was?.validFrom ?? null, to: plan.insert.validFrom },
        ...(plan.close ? { previousValidTo: { from: was?.validTo ?? null, to: plan.close.validTo } } : {}),
      });
      return;
  }
}
