import { sql, type SQL } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  type PgTableExtraConfigValue,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { advanceShipNotices } from './asn';
import { TEMPERATURE_REGIMES, products, shopSuppliers } from './catalog';
import { quantity } from './columns';
import { orderLines, orders } from './ordering';
import { shops } from './org';
import { users } from './users';

/** A temperature in °C with one decimal, as thermometers show it. */
export const temperature = () => numeric({ precision: 4, scale: 1, mode: 'string' });

/** draft: being received, editable by the user who started it; signed_off: written into the order, read-only. */
export const DELIVERY_NOTE_STATES = ['draft', 'signed_off'] as const;
export type DeliveryNoteState = (typeof DELIVERY_NOTE_STATES)[number];

/** Decision 027 (delivery outcome). */
export const DELIVERY_OUTCOMES = ['ok', 'problems', 'unacceptable'] as const;

export const REJECT_REASONS = ['damaged', 'wrong_product', 'expired', 'temperature', 'quality', 'other'] as const;
export type RejectReason = (typeof REJECT_REASONS)[number];

export const LINE_STATES = ['pending', 'ok', 'short', 'over', 'rejected', 'temperature_breach'] as const;
export const TEMPERATURE_VERDICTS = ['ok', 'tolerated', 'breach'] as const;

/** Seafood certification schemes whose receipts are kept for the chain-of-custody audit. */
export const CERTIFICATE_SCHEMES = ['asc', 'msc'] as const;
export type CertificateScheme = (typeof CERTIFICATE_SCHEMES)[number];

/** What a sign-off does with a short line's rest (decision 027). */
export const SHORT_LINE_CHOICES = ['expect_rest', 'cancel_rest'] as const;
export type ShortLineChoice = (typeof SHORT_LINE_CHOICES)[number];

/** open: the rest is still expected; received: a later delivery settled it; cancelled: the rest was cancelled or the order closed. */
export const BACKORDER_STATUSES = ['open', 'received', 'cancelled'] as const;
export type BackorderStatus = (typeof BACKORDER_STATUSES)[number];

/**
 * A note's supplier delivery number: the column once signed off, the number typed so far in a draft. Queries and
 * delivery_notes_shop_note_number_idx use this same expression (lower-cased) for the number search.
 */
export function deliveryNoteNumberSql(t: { deliveryNumber: AnyPgColumn; draft: AnyPgColumn }): SQL {
  return sql`coalesce(${t.deliveryNumber}, nullif(${t.draft} -> 'header' ->> 'deliveryNumber', ''))`;
}

/** What the delivery notes' search matches on a line as received: its name and item code, lower-cased. */
export function deliveryNoteLineSearchText(t: { productName: AnyPgColumn; itemCode: AnyPgColumn }): SQL {
  return sql`lower(${t.productName} || ' ' || coalesce(${t.itemCode}, ''))`;
}

/**
 * One delivery received at the shop (spec §3 Delivery note): against an order, a backorder of one, or unplanned
 * (no order). A draft keeps what the receiver has entered so far in `draft` (the receipt schema in
 * modules/receiving), saved as they go; sign-off writes its lines and the order in one transaction.
 */
export const deliveryNotes = pgTable(
  'delivery_notes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer().notNull(),
    shopId: integer().notNull(),
    supplierId: integer().notNull(),
    orderId: integer(),
    /** Receiving a backorder: the backorder it settles (its order is orderId). */
    backorderId: integer(),
    /** Receiving against an advance ship notice: the ASN whose lines pre-filled it. */
    asnId: integer(),
    /** The supplier's delivery note number, typed or scanned. */
    deliveryNumber: text(),
    deliveryDate: date({ mode: 'string' }).notNull(),
    state: text({ enum: DELIVERY_NOTE_STATES }).notNull().default('draft'),
    /** Set at sign-off. */
    outcome: text({ enum: DELIVERY_OUTCOMES }),
    damagedSeal: boolean().notNull().default(false),
    missingSeal: boolean().notNull().default(false),
    dirty: boolean().notNull().default(false),
    unacceptable: boolean().notNull().default(false),
    roomTemperature: temperature(),
    fridgeTemperature: temperature(),
    freezerTemperature: temperature(),
    note: text(),
    /** The draft as last saved (header and lines); null once signed off. */
    draft: jsonb(),
    /** Raised by every draft save; a save naming an older version is refused so a stale tab cannot overwrite. */
    draftVersion: integer().notNull().default(0),
    /** How many notes of the order were signed off when this draft began: a sign-off after another one is refused. */
    basedOnReceipts: integer().notNull().default(0),
    lineCount: integer().notNull().default(0),
    problemCount: integer().notNull().default(0),
    /** The driver's signature image in file storage. */
    signatureKey: text(),
    driverName: text(),
    /** Who started the draft (its owner) and who signed off. */
    createdByUserId: integer().references(() => users.id),
    acceptedByUserId: integer().references(() => users.id),
    signedOffAt: timestamp({ withTimezone: true }),
    /** A sign-off posts a key from the page; posting it again (retry on bad Wi-Fi) finds this note. */
    signOffKey: uuid(),
    /** A correction of a signed-off note: the note it corrects and why. */
    amendsNoteId: integer(),
    amendmentReason: text(),
    /** Set on a note that a later amendment replaced. */
    amendedByNoteId: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t): PgTableExtraConfigValue[] => [
    unique('delivery_notes_company_id_key').on(t.companyId, t.id),
    foreignKey({
      name: 'delivery_notes_shop_fk',
      columns: [t.companyId, t.shopId],
      foreignColumns: [shops.companyId, shops.id],
    }),
    foreignKey({
      name: 'delivery_notes_shop_supplier_fk',
      columns: [t.companyId, t.shopId, t.supplierId],
      foreignColumns: [shopSuppliers.companyId, shopSuppliers.shopId, shopSuppliers.supplierId],
    }),
    foreignKey({
      name: 'delivery_notes_order_fk',
      columns: [t.companyId, t.orderId],
      foreignColumns: [orders.companyId, orders.id],
    }),
    foreignKey({
      name: 'delivery_notes_backorder_fk',
      columns: [t.companyId, t.backorderId],
      foreignColumns: [backorders.companyId, backorders.id],
    }),
    foreignKey({
      name: 'delivery_notes_asn_fk',
      columns: [t.companyId, t.asnId],
      foreignColumns: [advanceShipNotices.companyId, advanceShipNotices.id],
    }),
    foreignKey({
      name: 'delivery_notes_amends_fk',
      columns: [t.companyId, t.amendsNoteId],
      foreignColumns: [t.companyId, t.id],
    }),
    foreignKey({
      name: 'delivery_notes_amended_by_fk',
      columns: [t.companyId, t.amendedByNoteId],
      foreignColumns: [t.companyId, t.id],
    }),
    uniqueIndex('delivery_notes_sign_off_key')
      .on(t.shopId, t.signOffKey)
      .where(sql`${t.signOffKey} is not null`),
    index('delivery_notes_shop_date_idx').on(t.shopId, t.deliveryDate, t.id),
    index('delivery_notes_shop_supplier_date_idx').on(t.shopId, t.supplierId, t.deliveryDate),
    index('delivery_notes_order_idx').on(t.orderId, t.state),
    index('delivery_notes_asn_idx')
      .on(t.asnId)
      .where(sql`${t.asnId} is not null`),
    index('delivery_notes_shop_number_idx').on(t.shopId, sql`lower(${t.deliveryNumber})`),
    // The list's search by number from its start (text_pattern_ops: `like 'x%'` under any collation).
    index('delivery_notes_shop_note_number_idx').on(t.shopId, sql`lower(${deliveryNoteNumberSql(t)}) text_pattern_ops`),
    check('delivery_notes_state_check', sql`${t.state} in ('draft', 'signed_off')`),
    check(
      'delivery_notes_outcome_check',
      sql`${t.outcome} is null or ${t.outcome} in ('ok', 'problems', 'unacceptable')`,
    ),
    check(
      'delivery_notes_signed_check',
      sql`${t.state} = 'draft' or (${t.outcome} is not null and ${t.signedOffAt} is not null)`,
    ),
  ],
);

/** A line of a signed-off delivery note: the product as received, its checks and what it added to the order. */
export const deliveryNoteLines = pgTable(
  'delivery_note_lines',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer().notNull(),
    shopId: integer().notNull(),
    deliveryNoteId: integer().notNull(),
    /** The draft line's id, which photos taken before sign-off refer to. */
    uid: uuid().notNull(),
    position: smallint().notNull(),
    orderLineId: integer(),
    productId: integer(),
    itemCode: text(),
    productName: text().notNull(),
    unit: text(),
    temperatureRegime: text({ enum: TEMPERATURE_REGIMES }).notNull(),
    orderedQuantity: quantity(),
    /** What this note expected: ordered − received by earlier notes. */
    expectedQuantity: quantity(),
    deliveredQuantity: quantity().notNull(),
    /** What entered the order: the delivered quantity, or 0 when rejected. */
    acceptedQuantity: quantity().notNull(),
    state: text({ enum: LINE_STATES }).notNull(),
    isAccepted: boolean().notNull().default(true),
    rejectReason: text({ enum: REJECT_REASONS }),
    temperature: temperature(),
    temperatureVerdict: text({ enum: TEMPERATURE_VERDICTS }),
    correctiveNote: text(),
    bestBefore: date({ mode: 'string' }),
    lot: text(),
    isCertified: boolean().notNull().default(false),
    certificateNumber: text(),
    reclamationNote: text(),
    isSolved: boolean().notNull().default(false),
    shortChoice: text({ enum: SHORT_LINE_CHOICES }),
    /** The product was flagged "risky item" when received: the line is in the food-safety log. */
    isRisky: boolean().notNull().default(false),
    /** The line does not enter stock: the product is flagged "exclude from stock export", or the receiver chose so. */
    excludedFromStock: boolean().notNull().default(false),
    /** The receiver's reason for excluding the line; null when the product's flag excluded it. */
    excludeReason: text(),
    /** Certified seafood: the scheme (from the product's certificates) and the supplier's certificate expiry at receipt. */
    certificateScheme: text({ enum: CERTIFICATE_SCHEMES }),
    certificateExpires: date({ mode: 'string' }),
  },
  (t) => [
    unique('delivery_note_lines_company_id_key').on(t.companyId, t.id),
    foreignKey({
      name: 'delivery_note_lines_note_fk',
      columns: [t.companyId, t.deliveryNoteId],
      foreignColumns: [deliveryNotes.companyId, deliveryNotes.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'delivery_note_lines_order_line_fk',
      columns: [t.companyId, t.orderLineId],
      foreignColumns: [orderLines.companyId, orderLines.id],
    }),
    foreignKey({
      name: 'delivery_note_lines_product_fk',
      columns: [t.companyId, t.shopId, t.productId],
      foreignColumns: [products.companyId, products.shopId, products.id],
    }),
    unique('delivery_note_lines_note_position_key').on(t.deliveryNoteId, t.position),
    index('delivery_note_lines_shop_product_idx').on(t.shopId, t.productId),
    // The list's search by a line's name or item code as received (pg_trgm, `like '%…%'`, three characters on).
    index('delivery_note_lines_search_trgm_idx').using('gin', sql`${deliveryNoteLineSearchText(t)} gin_trgm_ops`),
    check(
      'delivery_note_lines_state_check',
      sql`${t.state} in ('pending', 'ok', 'short', 'over', 'rejected', 'temperature_breach')`,
    ),
    check(
      'delivery_note_lines_reject_reason_check',
      sql`${t.rejectReason} is null or ${t.rejectReason} in ('damaged', 'wrong_product', 'expired', 'temperature', 'quality', 'other')`,
    ),
    index('delivery_note_lines_risk_idx')
      .on(t.shopId, t.deliveryNoteId)
      .where(sql`${t.isRisky} or ${t.temperatureVerdict} = 'breach' or ${t.correctiveNote} is not null`),
    index('delivery_note_lines_excluded_idx')
      .on(t.shopId, t.deliveryNoteId)
      .where(sql`${t.excludedFromStock}`),
    index('delivery_note_lines_certified_idx')
      .on(t.shopId, t.deliveryNoteId)
      .where(sql`${t.certificateScheme} is not null`),
    check(
      'delivery_note_lines_certificate_scheme_check',
      sql`${t.certificateScheme} is null or ${t.certificateScheme} in ('asc', 'msc')`,
    ),
    check('delivery_note_lines_quantity_check', sql`${t.deliveredQuantity} >= 0 and ${t.acceptedQuantity} >= 0`),
  ],
);

/** A photo of a delivery's errors, for one line (its draft uid) or the whole delivery; the image is in file storage. */
export const deliveryNotePhotos = pgTable(
  'delivery_note_photos',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer().notNull(),
    shopId: integer().notNull(),
    deliveryNoteId: integer().notNull(),
    lineUid: uuid(),
    fileKey: text().notNull(),
    contentType: text().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    createdByUserId: integer().references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'delivery_note_photos_note_fk',
      columns: [t.companyId, t.deliveryNoteId],
      foreignColumns: [deliveryNotes.companyId, deliveryNotes.id],
    }).onDelete('cascade'),
    index('delivery_note_photos_note_idx').on(t.deliveryNoteId),
  ],
);

/** The rest of an order's short lines that the supplier will still deliver (spec §3 Backorder: one order, one note). */
export const backorders = pgTable(
  'backorders',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer().notNull(),
    shopId: integer().notNull(),
    supplierId: integer().notNull(),
    orderId: integer().notNull(),
    /** The delivery note whose sign-off left the rest expected. */
    deliveryNoteId: integer().notNull(),
    expectedDate: date({ mode: 'string' }).notNull(),
    status: text({ enum: BACKORDER_STATUSES }).notNull().default('open'),
    /** The note that settled it (received), if any. */
    settledByNoteId: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t): PgTableExtraConfigValue[] => [
    unique('backorders_company_id_key').on(t.companyId, t.id),
    foreignKey({
      name: 'backorders_shop_supplier_fk',
      columns: [t.companyId, t.shopId, t.supplierId],
      foreignColumns: [shopSuppliers.companyId, shopSuppliers.shopId, shopSuppliers.supplierId],
    }),
    foreignKey({
      name: 'backorders_order_fk',
      columns: [t.companyId, t.orderId],
      foreignColumns: [orders.companyId, orders.id],
    }),
    foreignKey({
      name: 'backorders_note_fk',
      columns: [t.companyId, t.deliveryNoteId],
      foreignColumns: [deliveryNotes.companyId, deliveryNotes.id],
    }),
    foreignKey({
      name: 'backorders_settled_by_fk',
      columns: [t.companyId, t.settledByNoteId],
      foreignColumns: [deliveryNotes.companyId, deliveryNotes.id],
    }),
    // At most one open backorder per order: it always holds the order's whole expected rest.
    uniqueIndex('backorders_open_order_key')
      .on(t.orderId)
      .where(sql`${t.status} = 'open'`),
    index('backorders_shop_status_date_idx').on(t.shopId, t.status, t.expectedDate),
    check('backorders_status_check', sql`${t.status} in ('open', 'received', 'cancelled')`),
  ],
);

export const backorderLines = pgTable(
  'backorder_lines',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer().notNull(),
    backorderId: integer().notNull(),
    orderLineId: integer().notNull(),
    quantity: quantity().notNull(),
  },
  (t) => [
    foreignKey({
      name: 'backorder_lines_backorder_fk',
      columns: [t.companyId, t.backorderId],
      foreignColumns: [backorders.companyId, backorders.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'backorder_lines_order_line_fk',
      columns: [t.companyId, t.orderLineId],
      foreignColumns: [orderLines.companyId, orderLines.id],
    }),
    unique('backorder_lines_backorder_line_key').on(t.backorderId, t.orderLineId),
    check('backorder_lines_quantity_check', sql`${t.quantity} > 0`),
  ],
);
