import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  type PgTableExtraConfigValue,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { shopSuppliers, products } from './catalog';
import { bytea, money, quantity } from './columns';
import { mailOutbox } from './mail';
import { orders } from './ordering';
import { shops } from './org';
import { deliveryNoteLines, deliveryNotes } from './receiving';
import { users } from './users';

/**
 * open: drafted from a signed-off note's problems, being edited; sent: mailed to the supplier (the mail's state is
 * its Sending/Sent/Failed, as for orders); answered: the supplier answered through the link; solved: settled.
 */
export const RECLAMATION_STATUSES = ['open', 'sent', 'answered', 'solved'] as const;
export type ReclamationStatus = (typeof RECLAMATION_STATUSES)[number];

/** The supplier's answer to the whole reclamation, from its lines' answers. */
export const RECLAMATION_ANSWERS = ['accepted', 'partly', 'rejected'] as const;
export type ReclamationAnswer = (typeof RECLAMATION_ANSWERS)[number];

/** A line's answer by the supplier. */
export const RECLAMATION_LINE_ANSWERS = ['accepted', 'rejected'] as const;
export type ReclamationLineAnswer = (typeof RECLAMATION_LINE_ANSWERS)[number];

/**
 * Why a product line is claimed: short and over from the counts, temperature from a breach, the rest a rejected
 * line's reason or what the user chose for a fault found later.
 */
export const RECLAMATION_REASONS = [
  'short',
  'over',
  'temperature',
  'damaged',
  'wrong_product',
  'expired',
  'quality',
  'other',
] as const;
export type ReclamationReason = (typeof RECLAMATION_REASONS)[number];

/** A delivery's problems sent to its supplier (spec §4: a reclamation note can be sent: Sending, then Sent). */
export const reclamations = pgTable(
  'reclamations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer().notNull(),
    shopId: integer().notNull(),
    supplierId: integer().notNull(),
    /** Per shop: max + 1 under the note's lock (one reclamation per note is drafted at its sign-off). */
    number: integer().notNull(),
    deliveryNoteId: integer().notNull(),
    orderId: integer(),
    status: text({ enum: RECLAMATION_STATUSES }).notNull().default('open'),
    answer: text({ enum: RECLAMATION_ANSWERS }),
    // The delivery's own problems (spec §3 reclamation options), copied from the note and editable.
    damagedSeal: boolean().notNull().default(false),
    missingSeal: boolean().notNull().default(false),
    dirty: boolean().notNull().default(false),
    unacceptable: boolean().notNull().default(false),
    note: text(),
    /** The language of the mail, the PDF and the supplier's answer page: the supplier's. */
    language: text().notNull().default('sl'),
    /** The mail to the supplier in the outbox: its state is the reclamation's Sending/Sent/Failed. */
    mailId: integer().references(() => mailOutbox.id, { onDelete: 'set null' }),
    sentAt: timestamp({ withTimezone: true }),
    sentByUserId: integer().references(() => users.id),
    /** The answer link's nonce (the link is signed; this makes it single-use and revocable), expiry and use. */
    linkNonce: text(),
    linkExpiresAt: timestamp({ withTimezone: true }),
    linkUsedAt: timestamp({ withTimezone: true }),
    answeredAt: timestamp({ withTimezone: true }),
    /** Who answered at the supplier, as typed on the answer page, and their comment on the whole. */
    answeredBy: text(),
    answerComment: text(),
    solvedAt: timestamp({ withTimezone: true }),
    /** Null with solvedAt set: solved by a credit note (solvedByCreditNoteId). */
    solvedByUserId: integer().references(() => users.id),
    solvedByCreditNoteId: integer(),
    createdByUserId: integer().references(() => users.id),
    /**
     * What its lines are expected to credit (migration 0027's reclamation_credit_of, summed, not rounded), kept by
     * triggers of that migration on every write of reclamation_lines, so the list sums a thousand reclamations'
     * credit without reading their lines (decision 037).
     */
    expectedCredit: numeric({ mode: 'string' }).notNull().default('0'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t): PgTableExtraConfigValue[] => [
    unique('reclamations_company_id_key').on(t.companyId, t.id),
    unique('reclamations_shop_number_key').on(t.shopId, t.number),
    foreignKey({
      name: 'reclamations_shop_fk',
      columns: [t.companyId, t.shopId],
      foreignColumns: [shops.companyId, shops.id],
    }),
    foreignKey({
      name: 'reclamations_shop_supplier_fk',
      columns: [t.companyId, t.shopId, t.supplierId],
      foreignColumns: [shopSuppliers.companyId, shopSuppliers.shopId, shopSuppliers.supplierId],
    }),
    foreignKey({
      name: 'reclamations_note_fk',
      columns: [t.companyId, t.deliveryNoteId],
      foreignColumns: [deliveryNotes.companyId, deliveryNotes.id],
    }),
    foreignKey({
      name: 'reclamations_order_fk',
      columns: [t.companyId, t.orderId],
      foreignColumns: [orders.companyId, orders.id],
    }),
    foreignKey({
      name: 'reclamations_credit_note_fk',
      columns: [t.companyId, t.solvedByCreditNoteId],
      foreignColumns: [creditNotes.companyId, creditNotes.id],
    }),
    index('reclamations_shop_created_idx').on(t.shopId, t.createdAt),
    index('reclamations_shop_status_created_idx').on(t.shopId, t.status, t.createdAt),
    index('reclamations_shop_supplier_created_idx').on(t.shopId, t.supplierId, t.createdAt),
    index('reclamations_note_idx').on(t.deliveryNoteId),
    check('reclamations_status_check', sql`${t.status} in ('open', 'sent', 'answered', 'solved')`),
    check('reclamations_answer_check', sql`${t.answer} is null or ${t.answer} in ('accepted', 'partly', 'rejected')`),
  ],
);

/** A claimed product line: from a delivery note line (drafted or added later), with its amount at the order's price. */
export const reclamationLines = pgTable(
  'reclamation_lines',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer().notNull(),
    shopId: integer().notNull(),
    reclamationId: integer().notNull(),
    position: smallint().notNull(),
    deliveryNoteLineId: integer(),
    productId: integer(),
    itemCode: text(),
    productName: text().notNull(),
    unit: text(),
    reason: text({ enum: RECLAMATION_REASONS }).notNull(),
    /** The claimed quantity (missing, over, rejected or faulty), in the line's unit. */
    quantity: quantity().notNull(),
    /** The order line's net unit price; null for a line without an order price (unplanned). */
    unitPrice: money(),
    /** quantity × unitPrice, rounded to cents; null without a price. */
    amount: money(),
    note: text(),
    /** Added after the draft (a fault found when unpacking). */
    addedLater: boolean().notNull().default(false),
    supplierAnswer: text({ enum: RECLAMATION_LINE_ANSWERS }),
    supplierComment: text(),
    /** The credit the supplier promised for this line. */
    promisedCredit: money(),
    solvedAt: timestamp({ withTimezone: true }),
    solvedByUserId: integer().references(() => users.id),
    solvedByCreditNoteId: integer(),
  },
  (t) => [
    foreignKey({
      name: 'reclamation_lines_reclamation_fk',
      columns: [t.companyId, t.reclamationId],
      foreignColumns: [reclamations.companyId, reclamations.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'reclamation_lines_note_line_fk',
      columns: [t.companyId, t.deliveryNoteLineId],
      foreignColumns: [deliveryNoteLines.companyId, deliveryNoteLines.id],
    }),
    foreignKey({
      name: 'reclamation_lines_product_fk',
      columns: [t.companyId, t.shopId, t.productId],
      foreignColumns: [products.companyId, products.shopId, products.id],
    }),
    foreignKey({
      name: 'reclamation_lines_credit_note_fk',
      columns: [t.companyId, t.solvedByCreditNoteId],
      foreignColumns: [creditNotes.companyId, creditNotes.id],
    }),
    unique('reclamation_lines_position_key').on(t.reclamationId, t.position),
    index('reclamation_lines_note_line_idx').on(t.deliveryNoteLineId),
    check(
      'reclamation_lines_reason_check',
      sql`${t.reason} in ('short', 'over', 'temperature', 'damaged', 'wrong_product', 'expired', 'quality', 'other')`,
    ),
    check(
      'reclamation_lines_answer_check',
      sql`${t.supplierAnswer} is null or ${t.supplierAnswer} in ('accepted', 'rejected')`,
    ),
    check('reclamation_lines_quantity_check', sql`${t.quantity} > 0`),
  ],
);

/** invoice: what the supplier billed; credit / debit: a correction of it (spec §3 Credit/debit note). */
export const CREDIT_NOTE_KINDS = ['invoice', 'credit', 'debit'] as const;
export type CreditNoteKind = (typeof CREDIT_NOTE_KINDS)[number];

export const CREDIT_NOTE_SOURCES = ['manual', 'spreadsheet', 'ubl'] as const;
export type CreditNoteSource = (typeof CREDIT_NOTE_SOURCES)[number];

/** A supplier's invoice, credit note or debit note, entered or imported, to compare with what was delivered. */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer().notNull(),
    shopId: integer().notNull(),
    supplierId: integer().notNull(),
    kind: text({ enum: CREDIT_NOTE_KINDS }).notNull(),
    /** The supplier's document number. */
    number: text().notNull(),
    issueDate: date({ mode: 'string' }).notNull(),
    /** The order number and the delivery note number the document refers to, as written on it. */
    orderReference: text(),
    deliveryReference: text(),
    /** The invoice a credit or debit note corrects, as written on it. */
    invoiceReference: text(),
    currency: text().notNull().default('EUR'),
    /** Net total as stated (positive; the kind gives the sign). */
    totalAmount: money(),
    source: text({ enum: CREDIT_NOTE_SOURCES }).notNull(),
    note: text(),
    createdByUserId: integer().references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t): PgTableExtraConfigValue[] => [
    unique('credit_notes_company_id_key').on(t.companyId, t.id),
    unique('credit_notes_shop_supplier_number_key').on(t.shopId, t.supplierId, t.kind, t.number),
    foreignKey({
      name: 'credit_notes_shop_fk',
      columns: [t.companyId, t.shopId],
      foreignColumns: [shops.companyId, shops.id],
    }),
    foreignKey({
      name: 'credit_notes_shop_supplier_fk',
      columns: [t.companyId, t.shopId, t.supplierId],
      foreignColumns: [shopSuppliers.companyId, shopSuppliers.shopId, shopSuppliers.supplierId],
    }),
    index('credit_notes_shop_date_idx').on(t.shopId, t.issueDate, t.id),
    index('credit_notes_shop_supplier_date_idx').on(t.shopId, t.supplierId, t.issueDate),
    check('credit_notes_kind_check', sql`${t.kind} in ('invoice', 'credit', 'debit')`),
    check('credit_notes_source_check', sql`${t.source} in ('manual', 'spreadsheet', 'ubl')`),
  ],
);

/**
 * A document line (spec §3: item ID, invoice quantity, unit of measurement, difference) and the delivery note line
 * it was matched to by item and order/delivery reference; an unmatched line keeps null and is shown, not dropped.
 */
export const creditNoteLines = pgTable(
  'credit_note_lines',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer().notNull(),
    shopId: integer().notNull(),
    creditNoteId: integer().notNull(),
    position: smallint().notNull(),
    /** The item as the document names it: the supplier's code or a GTIN. */
    itemId: text().notNull(),
    description: text(),
    /** The quantity the document bills (invoice) or refers to (credit/debit). */
    invoiceQuantity: quantity(),
    unit: text(),
    /** The quantity credited (credit) or charged extra (debit), positive. */
    differenceQuantity: quantity(),
    unitPrice: money(),
    /** Net amount of the line, positive; the document's kind gives the sign. */
    amount: money().notNull(),
    deliveryNoteId: integer(),
    deliveryNoteLineId: integer(),
    productId: integer(),
  },
  (t) => [
    foreignKey({
      name: 'credit_note_lines_credit_note_fk',
      columns: [t.companyId, t.creditNoteId],
      foreignColumns: [creditNotes.companyId, creditNotes.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'credit_note_lines_note_fk',
      columns: [t.companyId, t.deliveryNoteId],
      foreignColumns: [deliveryNotes.companyId, deliveryNotes.id],
    }),
    foreignKey({
      name: 'credit_note_lines_note_line_fk',
      columns: [t.companyId, t.deliveryNoteLineId],
      foreignColumns: [deliveryNoteLines.companyId, deliveryNoteLines.id],
    }),
    foreignKey({
      name: 'credit_note_lines_product_fk',
      columns: [t.companyId, t.shopId, t.productId],
      foreignColumns: [products.companyId, products.shopId, products.id],
    }),
    unique('credit_note_lines_position_key').on(t.creditNoteId, t.position),
    index('credit_note_lines_note_line_idx').on(t.deliveryNoteLineId),
    index('credit_note_lines_note_idx').on(t.deliveryNoteId),
  ],
);

/**
 * Keys that sign links sent outside the app (a reclamation's answer link). Made at first use, so no secret lives
 * in the code or the configuration; the newest signs, every kept key verifies.
 */
export const signingKeys = pgTable(
  'signing_keys',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    key: bytea().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  () => [],
);
