import { and, asc, count, desc, eq, ilike, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '#app/db/client.server';
import { productGtins, productPrices, products, productSearchText, shopSuppliers, suppliers } from '#app/db/schema';
import type { TemperatureRegime } from '#app/db/schema/catalog';
import { likePattern, statusFilter } from '#app/utils/list-filters';
import { mayInShop, type ShopScope } from '#app/modules/tenancy/shop-scope';
import { todayIn } from '#app/utils/dates';
import { priceValidOn, priceWithVatSql } from './product-prices.repo.server';
import type { ProductFlag, ProductSort, ProductStatus } from './product.schema';
import { ofShop, type WriteOptions } from './product-rows.repo.server';

/**
 * Finding the shop's products: the list page's search, filters, sort and paging (the export runs the same filter),
 * and the shop's suppliers to choose from. Without 'products:view' the shop has no products and no suppliers here.
 */

/** The shop's suppliers that are not deleted, by name, for the form's and the filter's choice. */
export async function listProductSupplierOptions(db: DbOrTx, shop: ShopScope) {
  if (!mayInShop(shop, 'products:view')) return [];
  return db
    .select({ supplierId: shopSuppliers.supplierId, name: suppliers.name, isActive: shopSuppliers.isActive })
    .from(shopSuppliers)
    .innerJoin(suppliers, eq(suppliers.id, shopSuppliers.supplierId))
    .where(
      and(
        eq(shopSuppliers.companyId, shop.companyId),
        eq(shopSuppliers.shopId, shop.shopId),
        isNull(shopSuppliers.deletedAt),
      ),
    )
    .orderBy(sql`lower(${suppliers.name})`, asc(suppliers.id));
}

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
async function suppliersNamed(db: DbOrTx, shop: ShopScope, q: string | undefined): Promise<number[]> {
  if (!q) return [];
  const rows = await db
    .select({ id: shopSuppliers.supplierId })
    .from(shopSuppliers)
    .innerJoin(suppliers, eq(suppliers.id, shopSuppliers.supplierId))
    .where(
      and(
        eq(shopSuppliers.companyId, shop.companyId),
        eq(shopSuppliers.shopId, shop.shopId),
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
function searchFilter(shop: ShopScope, q: string | undefined, supplierIds: number[]): SQL | undefined {
  if (!q) return undefined;
  const pattern = likePattern(q.toLowerCase());
  const digits = likePattern(q.replace(/[\s-]/g, ''));
  // Inside the subqueries "products" is the inner table: the same search expression as the index.
  const bySupplier = supplierIds.length
    ? sql`union select ${products.id} from ${products} where ${products.shopId} = ${shop.shopId} and ${inArray(products.supplierId, supplierIds)}`
    : sql``;
  return sql`${products.id} in (
    select ${products.id} from ${products}
      where ${products.shopId} = ${shop.shopId} and ${productSearchText(products)} like ${pattern}
    union
    select ${productGtins.productId} from ${productGtins} where ${productGtins.shopId} = ${shop.shopId} and ${productGtins.gtin} like ${digits}
    ${bySupplier}
  )`;
}

function listFilter(
  shop: ShopScope,
  query: Omit<ProductListQuery, 'page' | 'perPage' | 'sort'>,
  supplierIds: number[] = [],
): SQL | undefined {
  return and(
    ofShop(shop),
    // Defence in depth: without 'products:view' the shop has no products (the route's guard refuses first).
    mayInShop(shop, 'products:view') ? undefined : sql`false`,
    statusFilter(products, query.status),
    query.supplierId ? eq(products.supplierId, query.supplierId) : undefined,
    query.temperature ? eq(products.temperatureRegime, query.temperature) : undefined,
    ...query.flags.map((flag) => eq(FLAG_COLUMNS[flag], true)),
    searchFilter(shop, query.q, supplierIds),
  );
}

/** The list's filter (search, supplier, regime, flags, status) as one condition, for the list and the export. */
export async function productListWhere(
  db: DbOrTx,
  shop: ShopScope,
  query: Omit<ProductListQuery, 'page' | 'perPage' | 'sort'>,
): Promise<SQL | undefined> {
  return listFilter(shop, query, await suppliersNamed(db, shop, query.q));
}

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
  shop: ShopScope,
  query: ProductListQuery,
  options: WriteOptions = {},
) {
  const today = options.today ?? todayIn(shop.timeZone);
  const where = listFilter(shop, query, await suppliersNamed(db, shop, query.q));
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
export async function listProducts(db: DbOrTx, shop: ShopScope, query: ProductListQuery, options: WriteOptions = {}) {
  const queries = await productListQueries(db, shop, query, options);
  const [rows, [total]] = await Promise.all([queries.rows, queries.count]);
  return { rows, total: total?.n ?? 0 };
}
