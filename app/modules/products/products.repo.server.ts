import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { data } from 'react-router';
import type { Database, DbOrTx } from '#app/db/client.server';
import {
  productCountingUnits,
  productGtins,
  productPrices,
  products,
  productSearchText,
  shops,
  shopSuppliers,
  suppliers,
} from '#app/db/schema';
import { diffChanges, recordAudit } from '#app/modules/audit/audit.repo.server';
import type { Permission } from '#app/modules/auth/roles';
import type { Scope } from '#app/modules/auth/user-record';
import { likePattern, statusFilter } from '#app/modules/org/status-filter';
import { operatorShopTarget, ownShopTarget, type ShopTarget } from '#app/modules/users/shop-users.server';
import { editablePrice, planPriceChange, type PricePeriod } from './price-history';
import { todayIn } from '#app/utils/dates';
import type { TemperatureRegime } from '#app/db/schema/catalog';
import type { ProductBulkIntent, ProductFlag, ProductSort, ProductStatus, ProductValues } from './product.schema';

/**
 * The shop's products. Every function takes the caller's shop (ProductTarget, resolved from the session and, for the
 * operator, the path) and touches only that shop's rows: a product of another shop reads as null and writes as
 * "not found", which the routes answer with 404.
 */

export interface ProductTarget extends ShopTarget {
  /** The shop's time zone: "today" for prices is the shop's date. */
  timeZone: string;
}

async function withTimeZone(db: DbOrTx, target: ShopTarget | null): Promise<ProductTarget | null> {
  if (!target) return null;
  const [shop] = await db
    .select({ timeZone: shops.timeZone })
    .from(shops)
    .where(and(eq(shops.companyId, target.companyId), eq(shops.id, target.shopId)))
    .limit(1);
  return shop ? { ...target, timeZone: shop.timeZone } : null;
}

/** The shop admin's (or company manager's current) shop. */
export async function ownProductTarget(db: DbOrTx, scope: Scope): Promise<ProductTarget | null> {
  return withTimeZone(db, await ownShopTarget(db, scope));
}

/** The operator's: the shop of the path, only within its company and region. */
export async function operatorProductTarget(
  db: DbOrTx,
  scope: Scope,
  companyId: number,
  regionId: number,
  shopId: number,
): Promise<ProductTarget | null> {
  return withTimeZone(db, await operatorShopTarget(db, scope, companyId, regionId, shopId));
}

/** The repo checks the permission too, so no caller can skip it; a refusal is 403, like the route guards. */
function assertMay(target: ShopTarget, permission: Permission): void {
  if (!target.actor.permissions.includes(permission)) throw data(null, { status: 403 });
}

export interface WriteOptions {
  /** The shop's date to work with; defaults to today in the shop's time zone (tests pass their own). */
  today?: string;
}

const ofShop = (target: ShopTarget) =>
  and(eq(products.companyId, target.companyId), eq(products.shopId, target.shopId));
const productOf = (target: ShopTarget, productId: number) => and(ofShop(target), eq(products.id, productId));

/** The price valid on `date` joined to each product row: periods never overlap, so at most one matches. */
export const priceValidOn = (date: string) =>
  and(
    eq(productPrices.shopId, products.shopId),
    eq(productPrices.productId, products.id),
    lte(productPrices.validFrom, date),
    or(isNull(productPrices.validTo), gte(productPrices.validTo, date)),
  );

// ---------------------------------------------------------------------------------------------------------------
// Suppliers to choose from

/** The shop's suppliers that are not deleted, by name, for the form's and the filter's choice. */
export async function listProductSupplierOptions(db: DbOrTx, target: ProductTarget) {
  assertMay(target, 'products:view');
  return db
    .select({ supplierId: shopSuppliers.supplierId, name: suppliers.name, isActive: shopSuppliers.isActive })
    .from(shopSuppliers)
    .innerJoin(suppliers, eq(suppliers.id, shopSuppliers.supplierId))
    .where(
      and(
        eq(shopSuppliers.companyId, target.companyId),
        eq(shopSuppliers.shopId, target.shopId),
        isNull(shopSuppliers.deletedAt),
      ),
    )
    .orderBy(sql`lower(${suppliers.name})`, asc(suppliers.id));
}

// ---------------------------------------------------------------------------------------------------------------
// The list

export interface ProductListQuery {
  q?: string;
  status: ProductStatus;
  sort: ProductSort;
  supplierId?: number;
  temperature?: TemperatureRegime;
  flags: ProductFlag[];
  page: number;
  perPage: number;
}

const FLAG_COLUMNS = {
  alcohol: products.containsAlcohol,
  weighted: products.isWeighted,
  risky: products.isRisky,
} as const;

/** The shop's suppliers whose name contains the search (a shop has dozens), looked up first so the plan stays small. */
async function suppliersNamed(db: DbOrTx, target: ShopTarget, q: string | undefined): Promise<number[]> {
  if (!q) return [];
  const rows = await db
    .select({ id: shopSuppliers.supplierId })
    .from(shopSuppliers)
    .innerJoin(suppliers, eq(suppliers.id, shopSuppliers.supplierId))
    .where(
      and(
        eq(shopSuppliers.companyId, target.companyId),
        eq(shopSuppliers.shopId, target.shopId),
        ilike(suppliers.name, likePattern(q)),
      ),
    );
  return rows.map((row) => row.id);
}

/**
 * Products matching the search, as a set of ids: name and codes through the trigram index on the products'
 * search text, GTINs through their own trigram index, and the products of the suppliers whose name matches. A
 * UNION keeps each arm on its index; an OR across tables would read the whole catalog.
 */
function searchFilter(target: ShopTarget, q: string | undefined, supplierIds: number[]): SQL | undefined {
  if (!q) return undefined;
  const pattern = likePattern(q.toLowerCase());
  const digits = likePattern(q.replace(/[\s-]/g, ''));
  // Inside the subqueries "products" is the inner table: the same search expression as the index.
  const bySupplier = supplierIds.length
    ? sql`union select ${products.id} from ${products} where ${products.shopId} = ${target.shopId} and ${inArray(products.supplierId, supplierIds)}`
    : sql``;
  return sql`${products.id} in (
    select ${products.id} from ${products}
      where ${products.shopId} = ${target.shopId} and ${productSearchText(products)} like ${pattern}
    union
    select ${productGtins.productId} from ${productGtins} where ${productGtins.shopId} = ${target.shopId} and ${productGtins.gtin} like ${digits}
    ${bySupplier}
  )`;
}

function listFilter(
  target: ShopTarget,
  query: Omit<ProductListQuery, 'page' | 'perPage' | 'sort'>,
  supplierIds: number[] = [],
): SQL | undefined {
  return and(
    ofShop(target),
    statusFilter(products, query.status),
    query.supplierId ? eq(products.supplierId, query.supplierId) : undefined,
    query.temperature ? eq(products.temperatureRegime, query.temperature) : undefined,
    ...query.flags.map((flag) => eq(FLAG_COLUMNS[flag], true)),
    searchFilter(target, query.q, supplierIds),
  );
}

/** The list's filter (search, supplier, regime, flags, status) as one condition, for the list and the export. */
export async function productListWhere(
  db: DbOrTx,
  target: ProductTarget,
  query: Omit<ProductListQuery, 'page' | 'perPage' | 'sort'>,
): Promise<SQL | undefined> {
  assertMay(target, 'products:view');
  return listFilter(target, query, await suppliersNamed(db, target, query.q));
}

export const priceWithVatSql = sql`(${productPrices.price} * (100 - ${productPrices.discount}) / 100 * (100 + ${productPrices.vat}) / 100)`;

function orderBy(sort: ProductSort): SQL[] {
  const byName = [sql`lower(${products.name})`, asc(products.id)];
  switch (sort) {
    case 'name':
      return byName;
    case 'supplier':
      return [sql`lower(${suppliers.name})`, ...byName];
    case 'price':
      return [sql`${priceWithVatSql} asc nulls last`, ...byName];
    case 'updated':
      return [desc(products.updatedAt), desc(products.id)];
  }
}

/**
 * The two queries of a list page, not yet run: the page's rows (each with its price valid today) and the number of
 * matches. The benchmark explains them; listProducts runs them.
 */
export async function productListQueries(
  db: DbOrTx,
  target: ProductTarget,
  query: ProductListQuery,
  options: WriteOptions = {},
) {
  assertMay(target, 'products:view');
  const today = options.today ?? todayIn(target.timeZone);
  const where = listFilter(target, query, await suppliersNamed(db, target, query.q));
  return {
    rows: db
      .select({
        id: products.id,
        name: products.name,
        ean: products.ean,
        internalProductId: products.internalProductId,
        supplierProductId: products.supplierProductId,
        supplierId: products.supplierId,
        supplierName: suppliers.name,
        temperatureRegime: products.temperatureRegime,
        containsAlcohol: products.containsAlcohol,
        isWeighted: products.isWeighted,
        isRisky: products.isRisky,
        isActive: products.isActive,
        deletedAt: products.deletedAt,
        updatedAt: products.updatedAt,
        price: productPrices.price,
        discount: productPrices.discount,
        vat: productPrices.vat,
      })
      .from(products)
      .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
      .leftJoin(productPrices, priceValidOn(today))
      .where(where)
      .orderBy(...orderBy(query.sort))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    count: db.select({ n: count() }).from(products).where(where),
  };
}

/**
 * One page of the shop's products with each one's price valid today, and the number of matches. Filters and sorts
 * run on the server on indexed columns; nothing loads the whole catalog.
 */
export async function listProducts(
  db: DbOrTx,
  target: ProductTarget,
  query: ProductListQuery,
  options: WriteOptions = {},
) {
  const queries = await productListQueries(db, target, query, options);
  const [rows, [total]] = await Promise.all([queries.rows, queries.count]);
  return { rows, total: total?.n ?? 0 };
}

// ---------------------------------------------------------------------------------------------------------------
// One product

/** A product of the shop with its codes, counting units and price history (newest first); deleted ones included. */
export async function getProduct(db: DbOrTx, target: ProductTarget, productId: number) {
  assertMay(target, 'products:view');
  const [row] = await db
    .select({ product: products, supplierName: suppliers.name })
    .from(products)
    .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
    .where(productOf(target, productId))
    .limit(1);
  if (!row) return null;
  const [gtins, countingUnits, prices] = await Promise.all([
    db
      .select({ gtin: productGtins.gtin })
      .from(productGtins)
      .where(and(eq(productGtins.shopId, target.shopId), eq(productGtins.productId, productId)))
      .orderBy(asc(productGtins.gtin)),
    db
      .select({ unit: productCountingUnits.unit, factor: productCountingUnits.factor })
      .from(productCountingUnits)
      .where(and(eq(productCountingUnits.shopId, target.shopId), eq(productCountingUnits.productId, productId)))
      .orderBy(asc(productCountingUnits.unit)),
    priceHistory(db, target, productId),
  ]);
  return { ...row.product, supplierName: row.supplierName, gtins: gtins.map((g) => g.gtin), countingUnits, prices };
}

function priceHistory(db: DbOrTx, target: ShopTarget, productId: number): Promise<PricePeriod[]> {
  return db
    .select({
      id: productPrices.id,
      price: productPrices.price,
      discount: productPrices.discount,
      vat: productPrices.vat,
      validFrom: productPrices.validFrom,
      validTo: productPrices.validTo,
    })
    .from(productPrices)
    .where(and(eq(productPrices.shopId, target.shopId), eq(productPrices.productId, productId)))
    .orderBy(desc(productPrices.validFrom));
}

/**
 * The price of a product of the shop valid on a date ("YYYY-MM-DD", the shop's calendar), or null: before its
 * first price, in a gap, or not a product of this shop. Ordering and receiving price lines with it.
 */
export async function priceOn(db: DbOrTx, target: ShopTarget, productId: number, date: string) {
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
        productOf(target, productId),
        lte(productPrices.validFrom, date),
        or(isNull(productPrices.validTo), gte(productPrices.validTo, date)),
      ),
    )
    .limit(1);
  return row ?? null;
}

// ---------------------------------------------------------------------------------------------------------------
// Writing

type FieldErrors = Record<string, string>;
export type ProductWriteResult<T = object> =
  ({ ok: true } & T) | { ok: false; reason: 'not_found' } | { ok: false; reason: 'invalid'; errors: FieldErrors };

/** Codes of one shop are checked under a lock per shop, so two saves cannot both take the same code. */
const CODE_LOCK = 727_100;

/** Holds the shop's code lock until the transaction ends: an import checks all its codes first, then writes them. */
export async function lockShopCodes(tx: DbOrTx, target: ShopTarget): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CODE_LOCK}, ${target.shopId})`);
}

/**
 * Field errors for codes another live product of the shop already has: the EAN and each GTIN against every other
 * product's EAN and GTINs. Call inside the transaction that writes them.
 */
async function codeConflicts(
  tx: DbOrTx,
  target: ShopTarget,
  productId: number | null,
  ean: string | null,
  gtins: string[],
): Promise<FieldErrors> {
  const codes = [...(ean ? [ean] : []), ...gtins];
  if (!codes.length) return {};
  await tx.execute(sql`select pg_advisory_xact_lock(${CODE_LOCK}, ${target.shopId})`);
  const notSelf = productId === null ? undefined : ne(products.id, productId);
  const [eans, taken] = await Promise.all([
    tx
      .select({ code: products.ean })
      .from(products)
      .where(and(ofShop(target), isNull(products.deletedAt), inArray(products.ean, codes), notSelf)),
    tx
      .select({ code: productGtins.gtin })
      .from(productGtins)
      .where(
        and(
          eq(productGtins.shopId, target.shopId),
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

async function supplierError(tx: DbOrTx, target: ShopTarget, supplierId: number): Promise<FieldErrors> {
  const [link] = await tx
    .select({ id: shopSuppliers.id })
    .from(shopSuppliers)
    .where(
      and(
        eq(shopSuppliers.companyId, target.companyId),
        eq(shopSuppliers.shopId, target.shopId),
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

async function writeCodesAndUnits(tx: DbOrTx, target: ShopTarget, productId: number, values: ProductValues) {
  await tx
    .delete(productGtins)
    .where(and(eq(productGtins.shopId, target.shopId), eq(productGtins.productId, productId)));
  if (values.gtins.length) {
    await tx.insert(productGtins).values(values.gtins.map((gtin) => ({ shopId: target.shopId, productId, gtin })));
  }
  await tx
    .delete(productCountingUnits)
    .where(and(eq(productCountingUnits.shopId, target.shopId), eq(productCountingUnits.productId, productId)));
  if (values.countingUnits.length) {
    await tx
      .insert(productCountingUnits)
      .values(values.countingUnits.map((unit) => ({ shopId: target.shopId, productId, ...unit })));
  }
}

function audit(
  tx: DbOrTx,
  target: ShopTarget,
  productId: number,
  action: string,
  changes?: Record<string, { from: unknown; to: unknown }>,
) {
  return recordAudit(tx, {
    companyId: target.companyId,
    actorUserId: target.actor.userId,
    entityType: 'product',
    entityId: productId,
    action,
    changes,
  });
}

/** Adds a product with its first price, valid from the entered date or today (the shop's). */
export async function createProduct(
  db: Database,
  target: ProductTarget,
  values: ProductValues,
  options: WriteOptions = {},
): Promise<ProductWriteResult<{ id: number }>> {
  return db.transaction((tx) => createProductIn(tx, target, values, options));
}

/** createProduct inside the caller's transaction, so an import writes all its rows or none. */
export async function createProductIn(
  tx: DbOrTx,
  target: ProductTarget,
  values: ProductValues,
  options: WriteOptions = {},
): Promise<ProductWriteResult<{ id: number }>> {
  assertMay(target, 'products:edit');
  if (target.shopDeleted) return { ok: false, reason: 'not_found' };
  const today = options.today ?? todayIn(target.timeZone);
  const errors = {
    ...(await supplierError(tx, target, values.supplierId)),
    ...(await codeConflicts(tx, target, null, values.ean, values.gtins)),
  };
  if (Object.keys(errors).length) return { ok: false, reason: 'invalid', errors } as const;
  const columns = productColumns(values);
  const [row] = await tx
    .insert(products)
    .values({ ...columns, companyId: target.companyId, shopId: target.shopId })
    .returning({ id: products.id });
  const productId = row!.id;
  await writeCodesAndUnits(tx, target, productId, values);
  const price = {
    price: values.price,
    discount: values.discount,
    vat: values.vat,
    validFrom: values.validFrom ?? today,
    validTo: values.validTo,
  };
  await tx.insert(productPrices).values({ shopId: target.shopId, productId, ...price });
  await audit(
    tx,
    target,
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
  target: ProductTarget,
  productId: number,
  values: ProductValues,
  options: WriteOptions = {},
): Promise<ProductWriteResult> {
  return db.transaction((tx) => updateProductIn(tx, target, productId, values, options));
}

/** updateProduct inside the caller's transaction. */
export async function updateProductIn(
  tx: DbOrTx,
  target: ProductTarget,
  productId: number,
  values: ProductValues,
  options: WriteOptions = {},
): Promise<ProductWriteResult> {
  assertMay(target, 'products:edit');
  const today = options.today ?? todayIn(target.timeZone);
  const live = and(productOf(target, productId), isNull(products.deletedAt));
  const [before] = await tx.select().from(products).where(live).for('update');
  if (!before) return { ok: false, reason: 'not_found' } as const;
  const errors = {
    ...(values.supplierId !== before.supplierId ? await supplierError(tx, target, values.supplierId) : {}),
    ...(await codeConflicts(tx, target, productId, values.ean, values.gtins)),
  };
  const periods = await priceHistory(tx, target, productId);
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
      .where(and(eq(productGtins.shopId, target.shopId), eq(productGtins.productId, productId)))
      .orderBy(asc(productGtins.gtin)),
    tx
      .select({ unit: productCountingUnits.unit, factor: productCountingUnits.factor })
      .from(productCountingUnits)
      .where(and(eq(productCountingUnits.shopId, target.shopId), eq(productCountingUnits.productId, productId))),
  ]);
  const changes = diffChanges<Record<string, unknown>>(before, columns);
  // Numeric columns come back as "1.000"; the form gives "1".
  for (const key of [
    'minOrderQuantity',
    'unitsPerPackage',
    'unitsInPackage',
    'netPercentage',
    'grossPercentage',
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
  if (gtinsBefore !== gtinsAfter || unitsChanged) await writeCodesAndUnits(tx, target, productId, values);
  if (Object.keys(changes).length) await audit(tx, target, productId, 'updated', changes);
  await applyPricePlan(tx, target, productId, plan, editablePrice(periods, today));
  return { ok: true } as const;
}

async function applyPricePlan(
  tx: DbOrTx,
  target: ShopTarget,
  productId: number,
  plan: ReturnType<typeof planPriceChange>,
  before: PricePeriod | null,
): Promise<void> {
  const ofProduct = and(eq(productPrices.shopId, target.shopId), eq(productPrices.productId, productId));
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
      await tx.insert(productPrices).values({ shopId: target.shopId, productId, ...plan.insert });
      await audit(tx, target, productId, 'price_added', diffChanges<Record<string, unknown>>({}, plan.insert));
      return;
    case 'update':
      await tx
        .update(productPrices)
        .set(plan.values)
        .where(and(ofProduct, eq(productPrices.id, plan.id)));
      await audit(
        tx,
        target,
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
      await tx.insert(productPrices).values({ shopId: target.shopId, productId, ...plan.insert });
      await audit(tx, target, productId, 'price_new', {
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

export type BulkResult = { ok: true; changed: number } | { ok: false; reason: 'not_found' | 'code_taken' };

/**
 * Activates, deactivates, deletes or restores several products of the shop at once, in one transaction: ids of
 * another shop (or that do not exist) refuse the whole request. A restore whose EAN or GTIN another live product
 * took in the meantime refuses it too, and nothing changes.
 */
export async function bulkUpdateProducts(
  db: Database,
  target: ProductTarget,
  productIds: number[],
  intent: ProductBulkIntent,
): Promise<BulkResult> {
  assertMay(target, 'products:edit');
  const ids = [...new Set(productIds)];
  if (!ids.length) return { ok: true, changed: 0 };
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: products.id, isActive: products.isActive, deletedAt: products.deletedAt, ean: products.ean })
      .from(products)
      .where(and(ofShop(target), inArray(products.id, ids)))
      .for('update');
    if (rows.length !== ids.length) return { ok: false, reason: 'not_found' } as const;
    const now = new Date();
    let targets: number[];
    switch (intent) {
      case 'activate':
      case 'deactivate': {
        const isActive = intent === 'activate';
        targets = rows.filter((row) => !row.deletedAt && row.isActive !== isActive).map((row) => row.id);
        if (targets.length)
          await tx
            .update(products)
            .set({ isActive, updatedAt: now })
            .where(and(ofShop(target), inArray(products.id, targets)));
        break;
      }
      case 'delete':
        targets = rows.filter((row) => !row.deletedAt).map((row) => row.id);
        if (targets.length) {
          await tx
            .update(products)
            .set({ deletedAt: now, updatedAt: now })
            .where(and(ofShop(target), inArray(products.id, targets)));
          await tx
            .update(productGtins)
            .set({ deletedAt: now })
            .where(and(eq(productGtins.shopId, target.shopId), inArray(productGtins.productId, targets)));
        }
        break;
      case 'restore': {
        const restoring = rows.filter((row) => row.deletedAt);
        targets = restoring.map((row) => row.id);
        if (!targets.length) break;
        const gtins = await tx
          .select({ productId: productGtins.productId, gtin: productGtins.gtin })
          .from(productGtins)
          .where(and(eq(productGtins.shopId, target.shopId), inArray(productGtins.productId, targets)));
        const codes = [...restoring.flatMap((row) => (row.ean ? [row.ean] : [])), ...gtins.map((g) => g.gtin)];
        // Two restored products with the same code conflict with each other, too.
        if (new Set(codes).size !== codes.length) return { ok: false, reason: 'code_taken' } as const;
        if (codes.length) {
          await tx.execute(sql`select pg_advisory_xact_lock(${CODE_LOCK}, ${target.shopId})`);
          const [eanClash] = await tx
            .select({ n: count() })
            .from(products)
            .where(and(ofShop(target), isNull(products.deletedAt), inArray(products.ean, codes)));
          const [gtinClash] = await tx
            .select({ n: count() })
            .from(productGtins)
            .where(
              and(
                eq(productGtins.shopId, target.shopId),
                isNull(productGtins.deletedAt),
                inArray(productGtins.gtin, codes),
              ),
            );
          if ((eanClash?.n ?? 0) + (gtinClash?.n ?? 0) > 0) return { ok: false, reason: 'code_taken' } as const;
        }
        await tx
          .update(products)
          .set({ deletedAt: null, updatedAt: now })
          .where(and(ofShop(target), inArray(products.id, targets)));
        await tx
          .update(productGtins)
          .set({ deletedAt: null })
          .where(and(eq(productGtins.shopId, target.shopId), inArray(productGtins.productId, targets)));
        break;
      }
    }
    const action = { activate: 'activated', deactivate: 'deactivated', delete: 'deleted', restore: 'restored' }[intent];
    for (const id of targets)
      await audit(
        tx,
        target,
        id,
        action,
        intent === 'activate' || intent === 'deactivate'
          ? { isActive: { from: intent !== 'activate', to: intent === 'activate' } }
          : undefined,
      );
    return { ok: true, changed: targets.length } as const;
  });
}
