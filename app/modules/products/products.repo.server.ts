import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Database, DbOrTx } from '#app/db/client.server';
import { productCountingUnits, productGtins, productPrices, products, shopSuppliers, suppliers } from '#app/db/schema';
import { diffChanges } from '#app/modules/audit/audit.repo.server';
import { mayInShop, type ShopScope } from '#app/modules/tenancy/shop-scope';
import { todayIn } from '#app/utils/dates';
import { editablePrice, planPriceChange } from './price-history';
import { applyPricePlan, priceHistory } from './product-prices.repo.server';
import type { ProductValues } from './product.schema';
import { auditProduct, lockShopCodes, ofShop, productOf, type WriteOptions } from './product-rows.repo.server';

/**
 * One product of the shop: reading it by id, adding it and saving it (its codes, counting units and price with it).
 * A product of another shop reads as null and writes as "not found", which the routes answer with 404.
 */

/** A product of the shop with its codes, counting units and price history (newest first); deleted ones included. */
export async function getProduct(db: DbOrTx, shop: ShopScope, productId: number) {
  if (!mayInShop(shop, 'products:view')) return null;
  const [row] = await db
    .select({ product: products, supplierName: suppliers.name })
    .from(products)
    .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
    .where(productOf(shop, productId))
    .limit(1);
  if (!row) return null;
  const [gtins, countingUnits, prices] = await Promise.all([
    db
      .select({ gtin: productGtins.gtin })
      .from(productGtins)
      .where(and(eq(productGtins.shopId, shop.shopId), eq(productGtins.productId, productId)))
      .orderBy(asc(productGtins.gtin)),
    db
      .select({ unit: productCountingUnits.unit, factor: productCountingUnits.factor })
      .from(productCountingUnits)
      .where(and(eq(productCountingUnits.shopId, shop.shopId), eq(productCountingUnits.productId, productId)))
      .orderBy(asc(productCountingUnits.unit)),
    priceHistory(db, shop, productId),
  ]);
  return { ...row.product, supplierName: row.supplierName, gtins: gtins.map((g) => g.gtin), countingUnits, prices };
}

type FieldErrors = Record<string, string>;
export type ProductWriteResult<T = object> =
  | ({ ok: true } & T)
  | { ok: false; reason: 'not_found' }
  | { ok: false; reason: 'forbidden' }
  | { ok: false; reason: 'invalid'; errors: FieldErrors };

/**
 * Field errors for codes another live product of the shop already has: the EAN and each GTIN against every other
 * product's EAN and GTINs. Call inside the transaction that writes them.
 */
async function codeConflicts(
  tx: DbOrTx,
  shop: ShopScope,
  productId: number | null,
  ean: string | null,
  gtins: string[],
): Promise<FieldErrors> {
  const codes = [...(ean ? [ean] : []), ...gtins];
  if (!codes.length) return {};
  await lockShopCodes(tx, shop);
  const notSelf = productId === null ? undefined : ne(products.id, productId);
  const [eans, taken] = await Promise.all([
    tx
      .select({ code: products.ean })
      .from(products)
      .where(and(ofShop(shop), isNull(products.deletedAt), inArray(products.ean, codes), notSelf)),
    tx
      .select({ code: productGtins.gtin })
      .from(productGtins)
      .where(
        and(
          eq(productGtins.shopId, shop.shopId),
          isNull(productGtins.deletedAt),
          inArray(productGtins.gtin, codes),
          productId === null ? undefined : ne(productGtins.productId, productId),
        ),
      ),
  ]);
  const used = new Set([...eans, ...taken].map((row) => row.code));
  const errors: FieldErrors = {};
  if (ean && used.has(ean)) errors.ean = 'products.validation.codeTaken';
  gtins.forEach((gtin, index) => {
    if (used.has(gtin)) errors[`gtins[${index}]`] = 'products.validation.codeTaken';
  });
  return errors;
}

async function supplierError(tx: DbOrTx, shop: ShopScope, supplierId: number): Promise<FieldErrors> {
  const [link] = await tx
    .select({ id: shopSuppliers.id })
    .from(shopSuppliers)
    .where(
      and(
        eq(shopSuppliers.companyId, shop.companyId),
        eq(shopSuppliers.shopId, shop.shopId),
        eq(shopSuppliers.supplierId, supplierId),
        isNull(shopSuppliers.deletedAt),
      ),
    )
    .limit(1);
  return link ? {} : { supplierId: 'products.validation.supplier' };
}

/** The product table's own columns from the form's values (codes, units and price live in their tables). */
function productColumns(values: ProductValues) {
  const {
    gtins: _gtins,
    countingUnits: _units,
    price: _price,
    discount: _discount,
    vat: _vat,
    validFrom: _from,
    validTo: _to,
    priceChange: _answer,
    ...columns
  } = values;
  return columns;
}

async function writeCodesAndUnits(tx: DbOrTx, shop: ShopScope, productId: number, values: ProductValues) {
  await tx.delete(productGtins).where(and(eq(productGtins.shopId, shop.shopId), eq(productGtins.productId, productId)));
  if (values.gtins.length) {
    await tx
      .insert(productGtins)
      .values(values.gtins.map((gtin) => ({ companyId: shop.companyId, shopId: shop.shopId, productId, gtin })));
  }
  // The search reads the codes from the product's own row (decision 037, Product search).
  await tx
    .update(products)
    .set({ gtinText: [...values.gtins].sort().join(' ') })
    .where(and(eq(products.shopId, shop.shopId), eq(products.id, productId)));
  await tx
    .delete(productCountingUnits)
    .where(and(eq(productCountingUnits.shopId, shop.shopId), eq(productCountingUnits.productId, productId)));
  if (values.countingUnits.length) {
    await tx
      .insert(productCountingUnits)
      .values(
        values.countingUnits.map((unit) => ({ companyId: shop.companyId, shopId: shop.shopId, productId, ...unit })),
      );
  }
}

/** Adds a product with its first price, valid from the entered date or today (the shop's). */
export async function createProduct(
  db: Database,
  shop: ShopScope,
  values: ProductValues,
  options: WriteOptions = {},
): Promise<ProductWriteResult<{ id: number }>> {
  return db.transaction((tx) => createProductIn(tx, shop, values, options));
}

/** createProduct inside the caller's transaction, so an import writes all its rows or none. */
export async function createProductIn(
  tx: DbOrTx,
  shop: ShopScope,
  values: ProductValues,
  options: WriteOptions = {},
): Promise<ProductWriteResult<{ id: number }>> {
  if (!mayInShop(shop, 'products:edit')) return { ok: false, reason: 'forbidden' };
  if (shop.shopDeleted) return { ok: false, reason: 'not_found' };
  const today = options.today ?? todayIn(shop.timeZone);
  const errors = {
    ...(await supplierError(tx, shop, values.supplierId)),
    ...(await codeConflicts(tx, shop, null, values.ean, values.gtins)),
  };
  if (Object.keys(errors).length) return { ok: false, reason: 'invalid', errors } as const;
  const columns = productColumns(values);
  const [row] = await tx
    .insert(products)
    .values({ ...columns, companyId: shop.companyId, shopId: shop.shopId })
    .returning({ id: products.id });
  const productId = row!.id;
  await writeCodesAndUnits(tx, shop, productId, values);
  const price = {
    price: values.price,
    discount: values.discount,
    vat: values.vat,
    validFrom: values.validFrom ?? today,
    validTo: values.validTo,
  };
  await tx.insert(productPrices).values({ companyId: shop.companyId, shopId: shop.shopId, productId, ...price });
  await auditProduct(
    tx,
    shop,
    productId,
    'created',
    diffChanges<Record<string, unknown>>({}, { ...columns, ...price, gtins: values.gtins.join(', ') }),
  );
  return { ok: true, id: productId } as const;
}

const sameUnits = (a: { unit: string; factor: string }[], b: { unit: string; factor: string }[]) =>
  a.length === b.length &&
  a.every((unit, i) => unit.unit === b[i]!.unit && Number(unit.factor) === Number(b[i]!.factor));

/**
 * Saves every field of a live product. A changed price follows the price history rules (price-history.ts): when
 * the form has to ask "create a new price starting today?" and has no answer, nothing is saved and the answer is
 * asked for (`errors.priceChange`).
 */
export async function updateProduct(
  db: Database,
  shop: ShopScope,
  productId: number,
  values: ProductValues,
  options: WriteOptions = {},
): Promise<ProductWriteResult> {
  return db.transaction((tx) => updateProductIn(tx, shop, productId, values, options));
}

/** updateProduct inside the caller's transaction. */
export async function updateProductIn(
  tx: DbOrTx,
  shop: ShopScope,
  productId: number,
  values: ProductValues,
  options: WriteOptions = {},
): Promise<ProductWriteResult> {
  if (!mayInShop(shop, 'products:edit')) return { ok: false, reason: 'forbidden' };
  const today = options.today ?? todayIn(shop.timeZone);
  const live = and(productOf(shop, productId), isNull(products.deletedAt));
  const [before] = await tx.select().from(products).where(live).for('update');
  if (!before) return { ok: false, reason: 'not_found' } as const;
  const errors = {
    ...(values.supplierId !== before.supplierId ? await supplierError(tx, shop, values.supplierId) : {}),
    ...(await codeConflicts(tx, shop, productId, values.ean, values.gtins)),
  };
  const periods = await priceHistory(tx, shop, productId);
  const plan = planPriceChange(
    periods,
    today,
    {
      price: values.price,
      discount: values.discount,
      vat: values.vat,
      validFrom: values.validFrom,
      validTo: values.validTo,
    },
    values.priceChange ?? null,
  );
  if (plan.kind === 'error') errors[plan.field] = plan.message;
  if (Object.keys(errors).length) return { ok: false, reason: 'invalid', errors } as const;

  const columns = productColumns(values);
  const [oldGtins, oldUnits] = await Promise.all([
    tx
      .select({ gtin: productGtins.gtin })
      .from(productGtins)
      .where(and(eq(productGtins.shopId, shop.shopId), eq(productGtins.productId, productId)))
      .orderBy(asc(productGtins.gtin)),
    tx
      .select({ unit: productCountingUnits.unit, factor: productCountingUnits.factor })
      .from(productCountingUnits)
      .where(and(eq(productCountingUnits.shopId, shop.shopId), eq(productCountingUnits.productId, productId))),
  ]);
  const changes = diffChanges<Record<string, unknown>>(before, columns);
  // Numeric columns come back as "1.000"; the form gives "1".
  for (const key of [
    'minOrderQuantity',
    'unitsPerPackage',
    'unitsInPackage',
    'netPercentage',
    'grossPercentage',
    'temperatureMax',
    'temperatureTransportMax',
  ] as const) {
    const change = changes[key];
    if (change && change.from !== null && change.to !== null && Number(change.from) === Number(change.to))
      delete changes[key];
  }
  const gtinsBefore = oldGtins.map((g) => g.gtin).join(', ');
  const gtinsAfter = [...values.gtins].sort().join(', ');
  if (gtinsBefore !== gtinsAfter) changes.gtins = { from: gtinsBefore, to: gtinsAfter };
  const unitsChanged = !sameUnits(
    [...oldUnits].sort((a, b) => a.unit.localeCompare(b.unit)),
    [...values.countingUnits].sort((a, b) => a.unit.localeCompare(b.unit)),
  );
  if (unitsChanged) changes.countingUnits = { from: oldUnits, to: values.countingUnits };

  if (Object.keys(changes).length || plan.kind !== 'none') {
    await tx
      .update(products)
      .set({ ...columns, updatedAt: new Date() })
      .where(live);
  }
  if (gtinsBefore !== gtinsAfter || unitsChanged) await writeCodesAndUnits(tx, shop, productId, values);
  if (Object.keys(changes).length) await auditProduct(tx, shop, productId, 'updated', changes);
  await applyPricePlan(tx, shop, productId, plan, editablePrice(periods, today));
  return { ok: true } as const;
}
