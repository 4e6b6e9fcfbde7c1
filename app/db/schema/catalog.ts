import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { money, percent, quantity, timestamps, tsvector } from './columns';
import { shops } from './org';
import { suppliers } from './suppliers';

export const TEMPERATURE_REGIMES = ['chilled', 'frozen', 'room'] as const;
export type TemperatureRegime = (typeof TEMPERATURE_REGIMES)[number];

/**
 * A supplier of the operator's directory as one shop works with it (spec §3 Supplier, the shop's side): numbers in
 * each other's systems, where orders go, when the supplier delivers and until when an order is taken.
 */
export const shopSuppliers = pgTable(
  'shop_suppliers',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer().notNull(),
    shopId: integer().notNull(),
    supplierId: integer()
      .notNull()
      .references(() => suppliers.id),
    supplierShopNumber: text(),
    shopSupplierNumber: text(),
    /** "Your ID in the supplier's system". */
    customerIdAtSupplier: text(),
    /** "The supplier's ID in your system". */
    supplierIdInOwnSystem: text(),
    orderEmails: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    contactPerson: text(),
    contactPhone: text(),
    /** ISO weekdays the supplier delivers on: 1 Monday … 7 Sunday. */
    deliveryDays: smallint()
      .array()
      .notNull()
      .default(sql`'{}'::smallint[]`),
    /** Orders for the next delivery are taken until this minute of the day (shop's time zone); null: no cut-off. */
    orderCutoffMinutes: smallint(),
    minOrderValue: money(),
    /** What receiving proposes for a short line's rest (decision 027). */
    shortLineChoice: text({ enum: ['expect_rest', 'cancel_rest'] })
      .notNull()
      .default('expect_rest'),
    /** Where reclamations go; empty: the order addresses, else the directory e-mail. */
    reclamationEmails: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The supplier's seafood certificates (chain of custody): number and expiry per scheme. */
    ascCertificateNumber: text(),
    ascCertificateExpires: date({ mode: 'string' }),
    mscCertificateNumber: text(),
    mscCertificateExpires: date({ mode: 'string' }),
    isActive: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [
    foreignKey({
      name: 'shop_suppliers_shop_fk',
      columns: [t.companyId, t.shopId],
      foreignColumns: [shops.companyId, shops.id],
    }),
    unique('shop_suppliers_shop_supplier_key').on(t.shopId, t.supplierId),
    // The target of the products' key to their supplier, which carries the company (distribution by company_id).
    unique('shop_suppliers_company_shop_supplier_key').on(t.companyId, t.shopId, t.supplierId),
    check(
      'shop_suppliers_cutoff_check',
      sql`${t.orderCutoffMinutes} is null or ${t.orderCutoffMinutes} between 0 and 1439`,
    ),
    check('shop_suppliers_short_line_choice_check', sql`${t.shortLineChoice} in ('expect_rest', 'cancel_rest')`),
    check('shop_suppliers_days_check', sql`${t.deliveryDays} <@ array[1,2,3,4,5,6,7]::smallint[]`),
  ],
);

/**
 * What the product search matches (decision 037, Product search): the stored `search_text` column, lower-cased name,
 * EAN, supplier and internal codes and GTINs in one string, so one trigram index answers `like '%…%'` and the
 * planner has statistics on it. Queries must use this column for the index to apply.
 */
export function productSearchText(t: { searchText: AnyPgColumn }): SQL {
  return sql`${t.searchText}`;
}

/** The search text's expression; spelled out twice, as a generated column cannot read another. */
const SEARCH_TEXT =
  "lower(name || ' ' || coalesce(ean, '') || ' ' || coalesce(supplier_product_id, '') || ' ' || coalesce(internal_product_id, '') || ' ' || coalesce(additional_internal_product_id, '') || ' ' || gtin_text)";

/** Punctuation that separates the words of codes ("S-4711" is "s" and "4711"); the search splits a query on it too. */
export const WORD_SEPARATORS = '-./_,;:()%+#*&';

/** A product of one shop's catalog (spec §3 Product); its price lives in product_prices, with history. */
export const products = pgTable(
  'products',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer().notNull(),
    shopId: integer().notNull(),
    supplierId: integer().notNull(),
    supplierProductId: text(),
    internalProductId: text(),
    additionalInternalProductId: text(),
    name: text().notNull(),
    /** lower(name), stored: the list's order by name, which an index-only walk can read (not an expression's value). */
    nameKey: text().notNull().generatedAlwaysAs(sql.raw('lower("name")')),
    ean: text(),
    /** Code of Conduct. */
    coc: text(),
    minOrderQuantity: quantity(),
    supplierUnit: text(),
    unitsPerPackage: quantity(),
    packagesPerPallet: integer(),
    netPercentage: percent(),
    grossPercentage: percent(),
    temperatureRegime: text({ enum: TEMPERATURE_REGIMES }).notNull().default('room'),
    certificates: text(),
    other: text(),
    containsAlcohol: boolean().notNull().default(false),
    isWeighted: boolean().notNull().default(false),
    isRisky: boolean().notNull().default(false),
    /** Receiving: days of shelf life the product must still have; a scan counts one package instead of one unit. */
    minShelfLifeDays: smallint(),
    scanCountsPackage: boolean().notNull().default(false),
    /** Receiving asks for best before and lot. */
    tracksLot: boolean().notNull().default(false),
    /** The product's own temperature limit and (frozen) transport tolerance in °C, over the shop's. */
    temperatureMax: numeric({ precision: 4, scale: 1, mode: 'string' }),
    temperatureTransportMax: numeric({ precision: 4, scale: 1, mode: 'string' }),
    // Stock export fields.
    exportUnit: text(),
    excludeFromStockExport: boolean().notNull().default(false),
    unitsInPackage: quantity(),
    mainInventoryUnit: text(),
    inventoryCountUnit: text(),
    isActive: boolean().notNull().default(true),
    /** The product's GTINs (product_gtins), space-separated, for the search; written with them (writeCodesAndUnits). */
    gtinText: text().notNull().default(''),
    /** Name and codes lower-cased in one string: what a search of three or more characters matches anywhere. */
    searchText: text().notNull().generatedAlwaysAs(sql.raw(SEARCH_TEXT)),
    /**
     * The words of the search text (codes split at punctuation): what one or two characters match at a word's start.
     * Each word is stored with its shop ("12xmleko", `product_search_words`, migration 0023), so a prefix reads only
     * the shop's own entries of the index, however many other shops sell milk (decision 037, Product search).
     */
    searchWords: tsvector()
      .notNull()
      .generatedAlwaysAs(
        sql.raw(
          `product_search_words(shop_id, to_tsvector('simple'::regconfig, translate(${SEARCH_TEXT}, '${WORD_SEPARATORS}', '${' '.repeat(WORD_SEPARATORS.length)}')))`,
        ),
      ),
    ...timestamps,
  },
  (t) => [
    // The target of cart and order lines' keys: a line's product is of the line's shop, and of its company.
    unique('products_company_shop_id_key').on(t.companyId, t.shopId, t.id),
    // The target of the children's (company_id, product_id) keys, so the tables can be distributed by company.
    unique('products_company_id_key').on(t.companyId, t.id),
    foreignKey({
      name: 'products_shop_fk',
      columns: [t.companyId, t.shopId],
      foreignColumns: [shops.companyId, shops.id],
    }),
    // A product's supplier is always one of its shop's suppliers.
    foreignKey({
      name: 'products_shop_supplier_fk',
      columns: [t.companyId, t.shopId, t.supplierId],
      foreignColumns: [shopSuppliers.companyId, shopSuppliers.shopId, shopSuppliers.supplierId],
    }),
    // The list by name (and the capped count, which counts in that order): an index walk that stops at the page. The
    // tenant and status columns after the key let the walk and the count filter without reading the rows
    // (index-only), so a deep page or a count of a thousand costs index entries, not rows.
    index('products_shop_name_idx').on(t.shopId, t.nameKey, t.id, t.companyId, t.isActive, t.deletedAt),
    // A supplier's products; the tenant and deletion after the key let the suppliers page count each supplier's
    // products without reading them (index-only).
    index('products_shop_supplier_idx').on(t.shopId, t.supplierId, t.companyId, t.deletedAt),
    uniqueIndex('products_shop_ean_key')
      .on(t.shopId, t.ean)
      .where(sql`${t.ean} is not null and ${t.deletedAt} is null`),
    index('products_shop_updated_idx').on(t.shopId, t.updatedAt),
    // Substring search as you type over 100,000 products of a shop (pg_trgm, migration 0004): three characters or more.
    index('products_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    // One or two characters: a word's start (a prefix tsquery), where trigrams cannot help.
    index('products_search_words_idx').using('gin', t.searchWords),
    check('products_temperature_regime_check', sql`${t.temperatureRegime} in ('chilled', 'frozen', 'room')`),
  ],
);

/**
 * Several GTIN codes per product; a code belongs to one live product of a shop. `deletedAt` mirrors the product's
 * (set and cleared with it), so a deleted product's codes are free for a new product, as its EAN is.
 */
export const productGtins = pgTable(
  'product_gtins',
  {
    companyId: integer().notNull(),
    shopId: integer().notNull(),
    productId: integer().notNull(),
    gtin: text().notNull(),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.gtin] }),
    foreignKey({
      name: 'product_gtins_product_fk',
      columns: [t.companyId, t.productId],
      foreignColumns: [products.companyId, products.id],
    }).onDelete('cascade'),
    uniqueIndex('product_gtins_shop_gtin_key')
      .on(t.shopId, t.gtin)
      .where(sql`${t.deletedAt} is null`),
    index('product_gtins_gtin_trgm_idx').using('gin', t.gtin.op('gin_trgm_ops')),
  ],
);

/**
 * The start (first one, two and three characters) of each word of a product's name, with the name as the list sorts
 * it: a search walks the products whose name has a word starting so in name order and stops at the page (decision
 * 037, Product search), where a GIN index can only collect and sort every match. Written by triggers on products
 * (migration 0020), so every write path keeps it, bulk inserts included; never written by the application.
 */
export const productNamePrefixes = pgTable(
  'product_name_prefixes',
  {
    companyId: integer().notNull(),
    shopId: integer().notNull(),
    productId: integer().notNull(),
    prefix: text().notNull(),
    /** lower(name): the list's order by name. */
    nameKey: text().notNull(),
    /**
     * The product is in the list's default view (active, not deleted), kept by the same triggers (migration 0029): a
     * short search counts its name's matches from the prefixes alone, without reading a product.
     */
    listed: boolean().notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.prefix] }),
    foreignKey({
      name: 'product_name_prefixes_product_fk',
      columns: [t.companyId, t.productId],
      foreignColumns: [products.companyId, products.id],
    }).onDelete('cascade'),
    index('product_name_prefixes_walk_idx').on(t.shopId, t.prefix, t.nameKey, t.productId),
    index('product_name_prefixes_listed_idx')
      .on(t.shopId, t.prefix, t.nameKey)
      .where(sql`${t.listed}`),
  ],
);

/**
 * A product's price over time: one row per period, `validTo` null for the open one. Discounted, VAT and gross amounts
 * are derived from these and never stored twice.
 */
export const productPrices = pgTable(
  'product_prices',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer().notNull(),
    shopId: integer().notNull(),
    productId: integer().notNull(),
    price: money().notNull(),
    /** Percent off the price. */
    discount: percent().notNull().default('0'),
    /** VAT rate in percent. */
    vat: percent().notNull(),
    validFrom: date({ mode: 'string' }).notNull(),
    validTo: date({ mode: 'string' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'product_prices_product_fk',
      columns: [t.companyId, t.productId],
      foreignColumns: [products.companyId, products.id],
    }).onDelete('cascade'),
    index('product_prices_product_idx').on(t.productId, t.validFrom),
    // Sort by price with VAT: a walk of the shop's prices in that order (the valid ones picked on the way) that stops at
    // the page, instead of joining and sorting the whole catalog. The expression is priceWithVatSql's.
    index('product_prices_shop_price_idx').on(
      t.shopId,
      sql`(${t.price} * (100 - ${t.discount}) / 100 * (100 + ${t.vat}) / 100)`,
    ),
    check('product_prices_period_check', sql`${t.validTo} is null or ${t.validTo} >= ${t.validFrom}`),
    check(
      'product_prices_amounts_check',
      sql`${t.price} >= 0 and ${t.discount} between 0 and 100 and ${t.vat} between 0 and 100`,
    ),
  ],
);

/** "Other counting units" (imported from .csv): e.g. a crate of 12 counted as 12 pieces. */
export const productCountingUnits = pgTable(
  'product_counting_units',
  {
    companyId: integer().notNull(),
    shopId: integer().notNull(),
    productId: integer().notNull(),
    unit: text().notNull(),
    /** How many inventory count units one of this unit holds. */
    factor: quantity().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.unit] }),
    foreignKey({
      name: 'product_counting_units_product_fk',
      columns: [t.companyId, t.productId],
      foreignColumns: [products.companyId, products.id],
    }).onDelete('cascade'),
  ],
);

/** The column mapping a shop last used for an import, remembered per kind of file. */
export const importMappings = pgTable(
  'import_mappings',
  {
    companyId: integer().notNull(),
    shopId: integer().notNull(),
    kind: text().notNull(),
    mapping: jsonb().$type<Record<string, string>>().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.kind] }),
    foreignKey({
      name: 'import_mappings_shop_fk',
      columns: [t.companyId, t.shopId],
      foreignColumns: [shops.companyId, shops.id],
    }),
  ],
);
