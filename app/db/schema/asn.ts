import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { products, shopSuppliers } from './catalog';
import { quantity } from './columns';
import { orderLines, orders } from './ordering';
import { users } from './users';

/** expected: nothing received yet; partly_received / received: after sign-offs against it; cancelled by shop or supplier. */
export const ASN_STATUSES = ['expected', 'partly_received', 'received', 'cancelled'] as const;
export type AsnStatus = (typeof ASN_STATUSES)[number];

/** Where an ASN came from: a spreadsheet, an EDIFACT DESADV or a UBL DespatchAdvice. */
export const ASN_FORMATS = ['csv', 'xlsx', 'desadv', 'ubl'] as const;
export type AsnFormat = (typeof ASN_FORMATS)[number];

/** Uploaded on the import page, or posted by the supplier's system with an API key. */
export const ASN_CHANNELS = ['upload', 'api'] as const;

/**
 * Why a line is kept without a place in receiving: no product of the shop matches it, its product is not on the
 * order, or its unit cannot be converted to the product's unit.
 */
export const ASN_LINE_PROBLEMS = ['no_product', 'not_on_order', 'unit'] as const;
export type AsnLineProblem = (typeof ASN_LINE_PROBLEMS)[number];

/**
 * An advance ship notice (spec §3): what the supplier says is on the van. One per shop, supplier and ASN number;
 * importing the same number again replaces it (its lines and revision) until receiving against it has started.
 */
export const advanceShipNotices = pgTable(
  'advance_ship_notices',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer().notNull(),
    shopId: integer().notNull(),
    supplierId: integer().notNull(),
    /** The open order it was matched to by order number; null when none matched. */
    orderId: integer(),
    asnNumber: text().notNull(),
    format: text({ enum: ASN_FORMATS }).notNull(),
    channel: text({ enum: ASN_CHANNELS }).notNull(),
    status: text({ enum: ASN_STATUSES }).notNull().default('expected'),
    /** The order number as the supplier wrote it (kept when no open order matched). */
    orderNumber: text(),
    /** The supplier's delivery note number (RFF+DQ), if sent. */
    deliveryNoteNumber: text(),
    documentDate: date({ mode: 'string' }),
    despatchDate: date({ mode: 'string' }),
    deliveryDate: date({ mode: 'string' }),
    warehouseNumber: text(),
    supplierGln: text(),
    buyerGln: text(),
    deliveryGln: text(),
    lineCount: integer().notNull().default(0),
    /** Lines with a problem (no product, not on the order, unit). */
    problemCount: integer().notNull().default(0),
    /** 1 for the first import, raised by each replacement. */
    revision: integer().notNull().default(1),
    createdByUserId: integer().references(() => users.id),
    apiKeyId: integer(),
    /** Set when the receiving advice (differences) was queued for the supplier. */
    adviceSentAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('advance_ship_notices_company_id_key').on(t.companyId, t.id),
    foreignKey({
      name: 'advance_ship_notices_shop_supplier_fk',
      columns: [t.companyId, t.shopId, t.supplierId],
      foreignColumns: [shopSuppliers.companyId, shopSuppliers.shopId, shopSuppliers.supplierId],
    }),
    foreignKey({
      name: 'advance_ship_notices_order_fk',
      columns: [t.companyId, t.orderId],
      foreignColumns: [orders.companyId, orders.id],
    }),
    foreignKey({
      name: 'advance_ship_notices_api_key_fk',
      columns: [t.companyId, t.apiKeyId],
      foreignColumns: [asnApiKeys.companyId, asnApiKeys.id],
    }),
    uniqueIndex('advance_ship_notices_number_key').on(t.shopId, t.supplierId, t.asnNumber),
    index('advance_ship_notices_shop_date_idx').on(t.shopId, t.deliveryDate, t.id),
    // The list's order (latest delivery first, undated last): read in order, so a page stops after its rows.
    index('advance_ship_notices_shop_list_idx').on(
      t.shopId,
      t.deliveryDate.desc().nullsLast(),
      t.id.desc().nullsFirst(),
    ),
    index('advance_ship_notices_shop_status_idx').on(t.shopId, t.status, t.deliveryDate),
    index('advance_ship_notices_shop_number_idx').on(t.shopId, sql`lower(${t.asnNumber})`),
    index('advance_ship_notices_order_idx').on(t.orderId),
    check(
      'advance_ship_notices_status_check',
      sql`${t.status} in ('expected', 'partly_received', 'received', 'cancelled')`,
    ),
    check('advance_ship_notices_format_check', sql`${t.format} in ('csv', 'xlsx', 'desadv', 'ubl')`),
    check('advance_ship_notices_channel_check', sql`${t.channel} in ('upload', 'api')`),
  ],
);

/**
 * A line of an ASN as sent, with what it was matched to. `quantity` is in the product's unit (converted from the
 * sent unit code); null when no product matched or the unit cannot be converted.
 */
export const asnLines = pgTable(
  'asn_lines',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer().notNull(),
    shopId: integer().notNull(),
    asnId: integer().notNull(),
    position: smallint().notNull(),
    productId: integer(),
    orderLineId: integer(),
    gtin: text(),
    supplierItemCode: text(),
    buyerItemCode: text(),
    description: text(),
    /** As sent: the quantity and its UN/ECE Rec 20 unit code (or the spreadsheet's unit). */
    sentQuantity: quantity().notNull(),
    unitCode: text(),
    /** Expected, in the product's unit. */
    quantity: quantity(),
    /** What the supplier says was ordered (QTY+21) and is still outstanding (UBL OutstandingQuantity), as sent. */
    orderedQuantity: quantity(),
    outstandingQuantity: quantity(),
    bestBefore: date({ mode: 'string' }),
    lot: text(),
    /** The pallet or handling unit (GS1 SSCC, 18 digits) the line travels on. */
    sscc: text(),
    /** The order line the supplier referred to (UBL OrderLineReference), as sent. */
    orderLineReference: text(),
    problem: text({ enum: ASN_LINE_PROBLEMS }),
  },
  (t) => [
    unique('asn_lines_company_id_key').on(t.companyId, t.id),
    foreignKey({
      name: 'asn_lines_asn_fk',
      columns: [t.companyId, t.asnId],
      foreignColumns: [advanceShipNotices.companyId, advanceShipNotices.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'asn_lines_product_fk',
      columns: [t.companyId, t.shopId, t.productId],
      foreignColumns: [products.companyId, products.shopId, products.id],
    }),
    foreignKey({
      name: 'asn_lines_order_line_fk',
      columns: [t.companyId, t.orderLineId],
      foreignColumns: [orderLines.companyId, orderLines.id],
    }),
    unique('asn_lines_asn_position_key').on(t.asnId, t.position),
    index('asn_lines_shop_sscc_idx')
      .on(t.shopId, t.sscc)
      .where(sql`${t.sscc} is not null`),
    check(
      'asn_lines_problem_check',
      sql`${t.problem} is null or ${t.problem} in ('no_product', 'not_on_order', 'unit')`,
    ),
  ],
);

/**
 * A key a shop gives one supplier's system to post ASNs to `POST /backend/asn`. Only its SHA-256 is stored (the key is
 * 32 random bytes, so a fast hash is enough); `prefix` lets the shop tell its keys apart. Revoked keys stay listed.
 */
export const asnApiKeys = pgTable(
  'asn_api_keys',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer().notNull(),
    shopId: integer().notNull(),
    supplierId: integer().notNull(),
    name: text().notNull(),
    prefix: text().notNull(),
    keyHash: text().notNull(),
    createdByUserId: integer().references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    unique('asn_api_keys_company_id_key').on(t.companyId, t.id),
    foreignKey({
      name: 'asn_api_keys_shop_supplier_fk',
      columns: [t.companyId, t.shopId, t.supplierId],
      foreignColumns: [shopSuppliers.companyId, shopSuppliers.shopId, shopSuppliers.supplierId],
    }),
    uniqueIndex('asn_api_keys_hash_key').on(t.keyHash),
    index('asn_api_keys_shop_idx').on(t.shopId, t.supplierId),
  ],
);
