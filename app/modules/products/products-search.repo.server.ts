import { and, asc, desc, eq, gte, inArray, isNull, lte, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '#app/db/client.server';
import { cappedCountQuery, cappedTotal, countCapFor } from '#app/db/capped-count.server';
import { preparedFirstPage, readFirstPage } from '#app/db/first-page.server';
import { shopPlaceholders } from '#app/db/prepared.server';
import { productNamePrefixes, productPrices, products, shopSuppliers, suppliers } from '#app/db/schema';
import { WORD_SEPARATORS, type TemperatureRegime } from '#app/db/schema/catalog';
import { statusFilter } from '#app/utils/list-filters';
import { mayInShop, type ShopScope } from '#app/modules/tenancy/shop-scope';
import { todayIn } from '#app/utils/dates';
import { priceValidOn, priceWithVatSql } from './product-prices.repo.server';
import type { ProductFlag, ProductSort, ProductStatus } from './product-constants';
import { digitsAfter, productSearchOf, type NameStart, type ProductSearch } from './product-search-query';
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

/**
 * The ids of the shop's suppliers whose name matches the search (a shop has dozens), as an array the statement works
 * out once before reading any product (an init plan): anywhere in the name, or for one or two characters at a word's
 * start, as the products' own search. An array rather than `in (select …)`, so the products' supplier index still
 * answers its branch of the search's `or` (a subquery there would be a filter on every row).
 */
function suppliersNamed(shop: ShopScope, search: ProductSearch): SQL {
  const name = sql`lower(${suppliers.name})`;
  const matches =
    search.kind === 'text'
      ? or(...search.patterns.map((pattern) => sql`${name} like ${pattern}`))
      : sql`(${name} like ${`${escapeLike(search.raw)}%`} or ${name} like ${`% ${escapeLike(search.raw)}%`})`;
  return sql`array(select ${shopSuppliers.supplierId} from ${shopSuppliers} inner join ${suppliers} on ${suppliers.id} = ${shopSuppliers.supplierId} where ${shopSuppliers.companyId} = ${shop.companyId} and ${shopSuppliers.shopId} = ${shop.shopId} and ${matches})`;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The words' prefix query in the shop's own words (migration 0023: "12xmleko"). The words are runs of letters and
 * digits, so quoting them is all the tsquery syntax they need; they are already lower-cased, as the stored words.
 */
const shopWordsQuery = (shopId: number, words: string[]) => words.map((word) => `'${shopId}x${word}':*`).join(' & ');

/**
 * Products matching the search, one condition on the products' own columns (GTINs are in the search text too), so
 * the planner can either walk the list's order and stop at the page (a search that matches many) or collect the few
 * matches from the trigram or words index (one that matches few), with statistics on the stored column to choose.
 */
function searchFilter(shop: ShopScope, search: ProductSearch | null): SQL | undefined {
  if (!search) return undefined;
  const matches =
    search.kind === 'text'
      ? search.patterns.map((pattern) => sql`${products.searchText} like ${pattern}`)
      : [sql`${products.searchWords} @@ ${shopWordsQuery(shop.shopId, search.words)}::tsquery`];
  return or(
    ...matches,
    and(eq(products.shopId, shop.shopId), sql`${products.supplierId} = any(${suppliersNamed(shop, search)})`),
  );
}

/**
 * The tenant's condition in a form no index serves: for a count of a words search, whose index entries already
 * belong to the shop, the planner otherwise ANDs in a bitmap of the shop's whole catalogue from its btree indexes
 * (3-5 ms over 100,000 products, to drop nothing). The rows are still filtered by it.
 */
const ofShopUnindexed = (shop: ShopScope) =>
  sql`(${products.companyId} + 0) = ${shop.companyId} and (${products.shopId} + 0) = ${shop.shopId}`;

/**
 * The tenant's condition with only the shop indexed, for a count of a pattern search: the trigram index spans every
 * shop, so its bitmap is ANDed with the shop's, but the company's bitmap (the same rows: a shop is one company's) was
 * ANDed in too, 2-3 ms over 100,000 products. The rows are still filtered by both.
 */
const ofShopIndexedByShop = (shop: ShopScope) =>
  sql`(${products.companyId} + 0) = ${shop.companyId} and ${products.shopId} = ${shop.shopId}`;

function listFilter(
  shop: ShopScope,
  query: Omit<ProductListQuery, 'page' | 'perPage' | 'sort' | 'q'>,
  search: ProductSearch | null,
  tenant: SQL | undefined = ofShop(shop),
): SQL | undefined {
  return and(
    tenant,
    // Defence in depth: without 'products:view' the shop has no products (the route's guard refuses first).
    mayInShop(shop, 'products:view') ? undefined : sql`false`,
    statusFilter(products, query.status),
    query.supplierId ? eq(products.supplierId, query.supplierId) : undefined,
    query.temperature ? eq(products.temperatureRegime, query.temperature) : undefined,
    ...query.flags.map((flag) => eq(FLAG_COLUMNS[flag], true)),
    searchFilter(shop, search),
  );
}

/** The list's filter (search, supplier, regime, flags, status) as one condition, for the list and the export. */
export function productListWhere(
  shop: ShopScope,
  query: Omit<ProductListQuery, 'page' | 'perPage' | 'sort'>,
): SQL | undefined {
  return listFilter(shop, query, productSearchOf(query.q));
}

const byName = () => [asc(products.nameKey), asc(products.id)];

function orderBy(sort: Exclude<ProductSort, 'price' | 'price_desc'>): SQL[] {
  switch (sort) {
    case 'name':
      return byName();
    case 'supplier':
      return [sql`lower(${suppliers.name})`, ...byName()];
    case 'updated':
      return [desc(products.updatedAt), desc(products.id)];
  }
}

/** The list's order, its first key wrapped so it matches no index: the matches are sorted, not walked for. */
function collectedOrder(sort: Exclude<ProductSort, 'price' | 'price_desc'>): SQL[] {
  switch (sort) {
    case 'name':
      return [sql`(${products.nameKey} || '')`, asc(products.id)];
    case 'updated':
      return [sql`(${products.updatedAt} + interval '0 seconds') desc`, desc(products.id)];
    case 'supplier':
      return orderBy(sort);
  }
}

/** A word of the product's name starts with the search (split at the punctuation the stored prefixes split at). */
function nameStartsWith(nameStart: NameStart, nameKey: AnyPgColumn = products.nameKey): SQL {
  const spaces = ' '.repeat(WORD_SEPARATORS.length);
  return sql`(${nameKey} like ${nameStart.start} or (${nameKey} like ${nameStart.rough} and (' ' || translate(${nameKey}, ${WORD_SEPARATORS}, ${spaces})) like ${nameStart.pattern}))`;
}

/** Rows a list page shows, the product's price valid today joined. */
const listColumns = {
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
};

/** The list's rows: each product with its supplier and its price valid on `today`. */
const productRows = (db: DbOrTx, today: string | Placeholder) =>
  db
    .select(listColumns)
    .from(products)
    .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
    .leftJoin(productPrices, priceValidOn(today));

const openingFilter = () => and(ofShop(shopPlaceholders), statusFilter(products, 'active'));

/** The list as it opens, the shop's active products by name: what every visit asks for, prepared once per page size. */
const firstPage = preparedFirstPage(
  'products',
  (db) =>
    productRows(db, sql.placeholder('today'))
      .where(openingFilter())
      .orderBy(...byName())
      .$dynamic(),
  // Counted in name order: the name index's own order, so the count stays an index-only scan in a plan for no shop in
  // particular (where a shop could be most of the table, and a sequential read otherwise looks as cheap).
  (db) =>
    db
      .select({ one: sql`1`.as('one') })
      .from(products)
      .where(openingFilter())
      .orderBy(...byName())
      .$dynamic(),
);

/** The list as it opens: no search, no filter but the active products, by name, its first page. */
const isOpening = (query: ProductListQuery) =>
  query.page === 1 &&
  query.sort === 'name' &&
  query.status === 'active' &&
  !query.supplierId &&
  !query.temperature &&
  !query.flags.length &&
  !productSearchOf(query.q);

/** A search of one word with a letter in it ("m", "ml", "mleko", "a12"): its name tier is easily past the cap. */
const isOneWordWithLetter = (text: string) => /^[\p{L}\p{N}]+$/u.test(text) && /\p{L}/u.test(text);

/**
 * A search whose matches include every product with a word starting with the whole text, which the shop's own words
 * index finds without reading other shops' entries: one word with a letter in it ("mleko", "a12"). The trigram index
 * behind a search of three characters or more spans every shop, so counting a common word through it reads the whole
 * shop's bitmap besides; counting the word's products first settles "more than 1,000" from the shop's entries alone.
 * Digits alone ("38300") are left out: an EAN prefix starts a hundred thousand different words.
 */
function wordsBoundOf(search: ProductSearch | null): ProductSearch | null {
  if (search?.kind !== 'text' || !isOneWordWithLetter(search.raw)) return null;
  return { kind: 'words', words: [search.raw], raw: search.raw, nameStart: search.nameStart };
}

/** The list's default view with no filter but the search: what the bounds below count in, and nothing else. */
const isDefaultView = (shop: ShopScope, query: ProductListQuery) =>
  mayInShop(shop, 'products:view') &&
  query.status === 'active' &&
  !query.supplierId &&
  !query.temperature &&
  !query.flags.length;

/**
 * Matches of a search that an index finds without building the search's own bitmap, counted up to `cap + 1`: when they
 * are past the cap, so is the search, and "more than 1,000" is settled without reading the words or trigram index
 * (for "m", a bitmap of every product with such a word, 7 ms over 100,000 products; for "38300", the trigrams of
 * every shop's codes). Only in the list's default view with no other filter. Undefined where no bound applies.
 *
 * - One word with a letter: the listed products with a word of the name starting so, from the prefixes' partial index
 *   alone (migration 0029), no product read. The words and the text a search reads hold every word of the name.
 * - Digits only (an EAN being typed): the products whose EAN starts so, from the shop's EAN index. The range is what
 *   the index walks (digits sort as digits in any collation); the LIKE keeps only what starts so.
 */
function boundCount(shop: ShopScope, query: ProductListQuery, search: ProductSearch | null, cap: number) {
  if (!search || !isDefaultView(shop, query)) return undefined;
  const tier = search.nameStart;
  if (tier && isOneWordWithLetter(search.raw)) {
    // Up to three characters, the key is the whole word: every prefix row of it starts a word so.
    const nameTest = search.raw === tier.key ? undefined : nameStartsWith(tier, productNamePrefixes.nameKey);
    return sql`(select count(*) from (select 1 from ${productNamePrefixes} where ${and(
      eq(productNamePrefixes.shopId, shop.shopId),
      eq(productNamePrefixes.prefix, tier.key),
      sql`${productNamePrefixes.listed}`,
      nameTest,
    )} limit ${cap + 1}) as bound)`;
  }
  if (search.kind === 'text' && /^[0-9]+$/.test(search.raw)) {
    const after = digitsAfter(search.raw);
    return sql`(select count(*) from (select 1 from ${products} where ${and(
      ofShop(shop),
      sql`${products.ean} >= ${search.raw}`,
      after ? sql`${products.ean} < ${after}` : undefined,
      sql`${products.ean} like ${`${search.raw}%`}`,
      statusFilter(products, 'active'),
    )} limit ${cap + 1}) as bound)`;
  }
  return undefined;
}

/**
 * The queries of a list page, not yet run: the page's rows (each with its price valid today) and what is counted. The
 * count stops at `cap + 1` matches, read from an index (never the catalog scanned to count it); a search's count also
 * answers with the ids of its matches when there are at most `cap` of them (`matches`), so their page is read by id
 * instead of searching again. The plan test and the benchmark explain them; listProducts runs them (sort by price runs
 * pricedIds and unpricedIds first, then rows for those ids).
 */
export function productListQueries(db: DbOrTx, shop: ShopScope, query: ProductListQuery, options: WriteOptions = {}) {
  const today = options.today ?? todayIn(shop.timeZone);
  const search = productSearchOf(query.q);
  const where = listFilter(shop, query, search);
  // The list without its search: what the bounded walk reads in order.
  const unsearched = listFilter(shop, query, null);
  const offset = (query.page - 1) * query.perPage;
  const cap = countCapFor(query.page, query.perPage);
  // By name, the matches with a word of the name starting so come first, then the others (decision 037).
  const nameStart = search && query.sort === 'name' ? search.nameStart : null;
  const firstTier = nameStart ? nameStartsWith(nameStart) : undefined;
  const rest = firstTier ? and(where, sql`not (${firstTier})`) : where;
  const byPrice = query.sort === 'price' || query.sort === 'price_desc';
  const rowsOf = () => productRows(db, today);
  /** The prefix rows of the names with a word starting with the search's text, in name order (after `after`). */
  // Only the walk index's own columns, so the walk stays an index-only scan in name order (decision 037, eighteenth
  // stop): the product is joined by the shop's company, which every prefix row of the shop has, not the row's own.
  const walk = (tier: NameStart, after: WalkPosition | undefined, size: number) =>
    db
      .select({
        productId: productNamePrefixes.productId,
        nameKey: productNamePrefixes.nameKey,
      })
      .from(productNamePrefixes)
      .where(
        and(
          eq(productNamePrefixes.shopId, shop.shopId),
          eq(productNamePrefixes.prefix, tier.key),
          // The name's own test on the prefix rows, before any product is read: a short key ("s" of "s-4") starts a
          // word of a quarter of the catalogue, and reading each of those products cost 300 ms for a tier of none.
          nameStartsWith(tier, productNamePrefixes.nameKey),
          after
            ? sql`(${productNamePrefixes.nameKey}, ${productNamePrefixes.productId}) > (${after.nameKey}, ${after.id})`
            : undefined,
        ),
      )
      .orderBy(asc(productNamePrefixes.nameKey), asc(productNamePrefixes.productId))
      .limit(size)
      .as('walked');
  /**
   * The next `size` products (after `after`) with a word of the name starting with the search's text, in name order,
   * each with whether it is in the first tier (the list's filter and the whole search): a walk of the prefix index
   * that a LIMIT subquery keeps to its batch, whatever the planner estimates of the filter.
   */
  const prefixBatch = (tier: NameStart, after: WalkPosition | undefined, size: number) => {
    const walked = walk(tier, after, size);
    return db
      .select({
        id: walked.productId,
        nameKey: walked.nameKey,
        hit: sql<boolean>`coalesce(${and(where, firstTier)}, false)`,
      })
      .from(walked)
      .innerJoin(products, and(eq(products.companyId, shop.companyId), eq(products.id, walked.productId)))
      .orderBy(asc(walked.nameKey), asc(walked.productId));
  };
  /**
   * The first tier's rows on the page, in one statement: the same walk, read only as far as the page's last hit (the
   * executor stops there), each hit joined to its supplier and price. The LIMIT subquery bounds the walk at
   * tierRowsBound prefix rows, which also keeps it an index walk in name order: a bound past the planner's estimate of
   * the tier made it collect and sort the whole tier instead (50 ms for "m"). Fewer rows than the page: the tier ends
   * on it or the bound was reached, and firstTierPage tells which.
   */
  const tierRows = (tier: NameStart) => {
    const walked = walk(tier, undefined, tierRowsBound(offset, query.perPage));
    return db
      .select(listColumns)
      .from(walked)
      .innerJoin(products, and(eq(products.companyId, shop.companyId), eq(products.id, walked.productId)))
      .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
      .leftJoin(productPrices, priceValidOn(today))
      .where(and(where, firstTier))
      .orderBy(asc(walked.nameKey), asc(walked.productId))
      .limit(query.perPage)
      .offset(offset);
  };
  /**
   * The page's product ids in the list's order: a walk of the order's index that joins nothing for the rows it skips,
   * so a deep page costs its offset in index entries, not in rows joined to their supplier and price.
   */
  const pageIds = (sort: Exclude<ProductSort, 'price' | 'price_desc'>) => {
    const ids = db.select({ id: products.id }).from(products);
    return (sort === 'supplier' ? ids.innerJoin(suppliers, eq(suppliers.id, products.supplierId)) : ids)
      .where(where)
      .orderBy(...orderBy(sort))
      .limit(query.perPage)
      .offset(offset);
  };
  const validToday = and(
    lte(productPrices.validFrom, today),
    or(isNull(productPrices.validTo), gte(productPrices.validTo, today)),
  );
  const priceOrder = query.sort === 'price_desc' ? desc(priceWithVatSql) : asc(priceWithVatSql);
  const sort = byPrice ? undefined : (query.sort as Exclude<ProductSort, 'price' | 'price_desc'>);
  const sortKeys = sort ? collectedOrder(sort) : undefined;
  const firstTierFirst = firstTier ? [sql`not (${firstTier})`] : [];
  /** The matches of the search's count, their tenant condition written as the index each search reads needs it. */
  const counted = (of: ProductSearch) =>
    db
      .select({ id: products.id })
      .from(products)
      .where(listFilter(shop, query, of, of.kind === 'words' ? ofShopUnindexed(shop) : ofShopIndexedByShop(shop)))
      .limit(cap + 1)
      .as('matched');
  /** The ids of at most `cap` matches (any order), null past the cap. */
  const matchIds = (of: ProductSearch) => {
    const matched = counted(of);
    return sql`(select case when count(*) > ${cap} then null else coalesce(array_agg(${matched.id}), '{}') end from ${matched})`;
  };
  const wordsBound = wordsBoundOf(search);
  const searchedIds = search
    ? wordsBound
      ? sql`case when (select count(*) from ${counted(wordsBound)}) > ${cap} then null else ${matchIds(search)} end`
      : matchIds(search)
    : undefined;
  const bound = boundCount(shop, query, search, cap);
  return {
    cap,
    offset,
    /** Sort by price: pricedIds and unpricedIds give the page, searched or not. */
    byPrice,
    /** No search: the page's rows from the order's index (sort by price: undefined, see pricedIds). */
    rows:
      sort && !search
        ? rowsOf()
            .where(inArray(products.id, pageIds(sort)))
            .orderBy(...orderBy(sort))
        : undefined,
    /** No search: the capped count of the list's products. */
    count: search
      ? undefined
      : cappedCountQuery(
          db,
          db
            .select({ one: sql`1`.as('one') })
            .from(products)
            .where(where)
            .$dynamic(),
          cap,
        ),
    /**
     * A search: the ids of its matches when there are at most `cap` (null past it) in one statement. It first counts
     * the matches an index finds by itself (boundCount: the names with a word starting so, or the EANs starting so), a
     * one-word search then its word's products (wordsBoundOf), and it searches the text only when none of them is past
     * the cap; CASE runs a later subquery only when the one before leaves it to.
     */
    matches: searchedIds
      ? sql<{ ids: number[] | null }>`select ${
          bound ? sql`case when ${bound} > ${cap} then null else ${searchedIds} end` : searchedIds
        } as ids`
      : undefined,
    /** A search with at most `cap` matches: the page of them, in the list's order, read by their ids. */
    pageOfMatches: (ids: number[]) =>
      rowsOf()
        .where(
          inArray(
            products.id,
            db
              .select({ id: products.id })
              .from(products)
              .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
              .where(and(ofShop(shop), sql`${products.id} = any(${sql.param(ids)}::int[])`))
              .orderBy(...firstTierFirst, ...(sortKeys ?? byName()))
              .limit(query.perPage)
              .offset(offset),
          ),
        )
        .orderBy(...firstTierFirst, ...(sort ? orderBy(sort) : byName())),
    /**
     * A search by name with a first tier: the tier's rows on the page, as far as one walk reads (tierRows). Not for a
     * key of digits alone (an EAN being typed): names seldom start with one, and the batches find the tier empty.
     */
    firstTierRows: nameStart && /\p{L}/u.test(nameStart.key) ? () => tierRows(nameStart) : undefined,
    /** A search by name with a first tier: the next batch of its walk in name order (prefixBatch). */
    firstTier: nameStart
      ? (after: WalkPosition | undefined, size: number) => prefixBatch(nameStart, after, size)
      : undefined,
    /** Sort by name with a search: the name and id `skip` + WALK_ROWS products into the unsearched list. */
    boundary: (skip: number) =>
      search && query.sort === 'name'
        ? db
            .select({ name: products.nameKey, id: products.id })
            .from(products)
            .where(unsearched)
            .orderBy(...byName())
            .limit(1)
            .offset(skip + WALK_ROWS)
        : undefined,
    /**
     * A search that matches many, by name (after the first tier): the list's own walk of the name index, bounded at
     * `bound` so it stops there. When it fills the page, that is the page: nothing later in the order sorts before it.
     */
    walkedRows: (bound: { name: string; id: number } | undefined, skip: number, take: number) =>
      rowsOf()
        .where(
          and(rest, bound ? sql`(${products.nameKey}, ${products.id}) <= (${bound.name}, ${bound.id})` : undefined),
        )
        .orderBy(...byName())
        .limit(take)
        .offset(skip),
    /**
     * A search that matches many, late in the order: all matches collected from the search indexes and sorted, only
     * their sort keys; by name, the first tier first. The order's first key is wrapped so the planner does not walk an
     * index instead. `afterFirstTier`: the other matches only.
     */
    collectedIds:
      search && sortKeys
        ? (skip: number, take: number, afterFirstTier = false) =>
            db
              .select({ id: products.id })
              .from(products)
              .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
              .where(afterFirstTier ? rest : where)
              .orderBy(...(afterFirstTier ? [] : firstTierFirst), ...sortKeys)
              .limit(take)
              .offset(skip)
        : undefined,
    /** Sort by price: the products with a price today in price order, walked from the shop's price index. */
    pricedIds: db
      .select({ id: products.id })
      .from(productPrices)
      .innerJoin(
        products,
        and(eq(products.companyId, productPrices.companyId), eq(products.id, productPrices.productId)),
      )
      .where(and(eq(productPrices.shopId, shop.shopId), validToday, where))
      .orderBy(priceOrder, ...byName())
      .limit(offset + query.perPage),
    /** Sort by price: the products without a price today, after the priced ones, by name. */
    unpricedIds: (skip: number, take: number) =>
      db
        .select({ id: products.id })
        .from(products)
        .where(
          and(
            where,
            sql`not exists (select 1 from ${productPrices} where ${productPrices.companyId} = ${products.companyId} and ${productPrices.productId} = ${products.id} and ${validToday})`,
          ),
        )
        .orderBy(...byName())
        .limit(take)
        .offset(skip),
    rowsWithIds: (ids: number[]) => rowsOf().where(and(where, inArray(products.id, ids))),
  };
}

/**
 * One page of the shop's products with each one's price valid today, and the number of matches up to a cap
 * (`totalCapped`: there are more than `total`). Filters and sorts run on the server on indexed columns; nothing loads,
 * sorts or counts the whole catalog.
 */
export async function listProducts(db: DbOrTx, shop: ShopScope, query: ProductListQuery, options: WriteOptions = {}) {
  // The list as it opens: statements every shop shares, whose settled plans read indexes (decision 037).
  if (isOpening(query) && mayInShop(shop, 'products:view')) {
    const today = options.today ?? todayIn(shop.timeZone);
    const { rows, total, capped } = await readFirstPage(db, firstPage, shop, query.perPage, { today });
    return { rows, total, totalCapped: capped };
  }
  // Any other view: never a sequential scan of the catalog. The search and sort indexes are always the cheaper path over a large
  // shop, and the planner (estimating a uniform spread of matches) would otherwise scan a small one.
  return db.transaction(async (tx) => {
    // Parallel workers only add start-up cost to reading a page; they also sorted to disk. Both set in one statement
    // (set_config's `true`: for this transaction only), one round trip.
    await tx.execute(
      sql`select set_config('enable_seqscan', 'off', true), set_config('max_parallel_workers_per_gather', '0', true)`,
    );
    const queries = productListQueries(tx, shop, query, options);
    let n: number;
    let rows: Awaited<ReturnType<typeof inOrder>>;
    if (queries.matches) {
      const [answer] = (await tx.execute<{ ids: number[] | null }>(queries.matches)).rows;
      const ids = answer?.ids ?? null;
      n = ids ? ids.length : queries.cap + 1;
      if (queries.byPrice) rows = await pageByPrice(queries, query.perPage);
      else if (ids) rows = ids.length ? await queries.pageOfMatches(ids) : [];
      else rows = await manyMatchesPage(queries, query.perPage);
    } else {
      const [counted] = await queries.count!;
      n = counted?.n ?? 0;
      rows = queries.byPrice ? await pageByPrice(queries, query.perPage) : await queries.rows!;
    }
    const { total, capped } = cappedTotal(n, queries.cap);
    return { rows, total, totalCapped: capped };
  });
}

/** Products of the list's order a dense search walks before its matches are collected instead. */
const WALK_ROWS = 1000;

type ListQueries = ReturnType<typeof productListQueries>;

/** The page of a search with more than `cap` matches, in a sort other than price. */
async function manyMatchesPage(queries: ListQueries, perPage: number) {
  const collect = queries.collectedIds!;
  const { offset } = queries;
  // By name, the first tier's page is walked from its prefix, in order, and stops at the page.
  let page: Awaited<ReturnType<typeof queries.walkedRows>> = [];
  let skip = offset;
  if (queries.firstTier) {
    // Most often the tier fills the page: its rows come in one statement. Else the batches say where the tier ends.
    const rows = queries.firstTierRows ? await queries.firstTierRows() : [];
    if (rows.length === perPage) return rows;
    const tier = await firstTierPage(queries.firstTier, offset, perPage);
    page = await inOrder(queries, tier.ids);
    if (tier.total === null) return page;
    // The first tier ends on this page (or before it): the rest of the page is the other matches'.
    skip = offset + page.length - tier.total;
  }
  const take = perPage - page.length;
  // The other matches: the first ones in name order are likely near; walk there first.
  const boundary = queries.boundary(skip);
  if (boundary) {
    const [bound] = await boundary;
    const walked = await queries.walkedRows(bound, skip, take);
    if (walked.length === take || !bound) return [...page, ...walked];
  }
  const ids = (await collect(skip, take, true)).map((row) => row.id);
  return [...page, ...(await inOrder(queries, ids))];
}

interface WalkPosition {
  nameKey: string;
  id: number;
}

/** Prefix rows a first tier's walk reads at most in one batch (each batch four times the last). */
const LARGEST_BATCH = 16_000;

/**
 * Prefix rows the first tier's rows are read from in one statement at most: eight pages' worth (or twice the rows up to
 * the page), so a run of inactive or filtered products does not cost a second statement; a walk stops at the page, so
 * the bound costs nothing when the hits come early.
 */
const tierRowsBound = (offset: number, perPage: number) =>
  Math.min(LARGEST_BATCH, Math.max(8 * perPage, 2 * (offset + perPage)));

/**
 * Prefix rows the walk reads at first: the names it reads already start a word with the search, so only the list's
 * other filters (status, supplier, flags) drop any; the page's share and half again.
 */
const firstBatch = (offset: number, perPage: number) => Math.min(LARGEST_BATCH, Math.ceil((offset + perPage) * 1.5));

/**
 * The first tier's products on the page (from `offset`), walked from the name prefixes in batches; `total` is the
 * first tier's size when it ends before the page does, null when the page is full.
 */
async function firstTierPage(
  batchOf: NonNullable<ListQueries['firstTier']>,
  offset: number,
  perPage: number,
): Promise<{ ids: number[]; total: number | null }> {
  const ids: number[] = [];
  let hits = 0;
  let after: WalkPosition | undefined;
  for (let size = firstBatch(offset, perPage); ; size = Math.min(size * 4, LARGEST_BATCH)) {
    const rows = await batchOf(after, size);
    for (const row of rows) {
      if (!row.hit) continue;
      if (hits >= offset && ids.length < perPage) ids.push(row.id);
      hits++;
    }
    if (ids.length === perPage) return { ids, total: null };
    if (rows.length < size) return { ids, total: hits };
    const last = rows.at(-1)!;
    after = { nameKey: last.nameKey, id: last.id };
  }
}

async function inOrder(queries: ListQueries, ids: number[]) {
  if (!ids.length) return [];
  const rows = await queries.rowsWithIds(ids);
  const position = new Map(ids.map((id, index) => [id, index]));
  return rows.sort((a, b) => position.get(a.id)! - position.get(b.id)!);
}

async function pageByPrice(queries: ListQueries, perPage: number) {
  const priced = (await queries.pricedIds).map((row) => row.id);
  let ids = priced.slice(queries.offset);
  if (ids.length < perPage) {
    const skip = Math.max(0, queries.offset - priced.length);
    ids = [...ids, ...(await queries.unpricedIds(skip, perPage - ids.length)).map((row) => row.id)];
  }
  return inOrder(queries, ids);
}
