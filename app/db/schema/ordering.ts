import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { money, percent, quantity } from './columns';
import { mailOutbox } from './mail';
import { shops } from './org';
import { suppliers } from './suppliers';
import { users } from './users';

/**
 * Order states (spec §4 status filter; meanings in docs/decisions/): new = sent, nothing received; in_progress = partly
 * received; completed = everything received or closed in full; incomplete = closed with quantities missing;
 * cancelled = withdrawn before anything was received.
 */
export const ORDER_STATUSES = ['new', 'in_progress', 'completed', 'incomplete', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_SOURCES = ['cart', 'repeat', 'import'] as const;
export type OrderSource = (typeof ORDER_SOURCES)[number];

/** One line of a user's cart in one shop; kept across sessions and devices. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer().notNull(),
    shopId: integer().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer().notNull(),
    quantity: quantity().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'cart_items_shop_fk',
      columns: [t.companyId, t.shopId],
      foreignColumns: [shops.companyId, shops.id],
    }),
    foreignKey({
      name: 'cart_items_product_fk',
      columns: [t.companyId, t.shopId, t.productId],
      foreignColumns: [products.companyId, products.shopId, products.id],
    }).onDelete('cascade'),
    unique('cart_items_user_product_key').on(t.userId, t.shopId, t.productId),
    check('cart_items_quantity_check', sql`${t.quantity} > 0`),
  ],
);

/** The cart's choices per supplier: the delivery date picked and a note for the supplier. */
export const cartSuppliers = pgTable(
  'cart_suppliers',
  {
    companyId: integer().notNull(),
    shopId: integer().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    supplierId: integer()
      .notNull()
      .references(() => suppliers.id),
    deliveryDate: date({ mode: 'string' }),
    note: text(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.shopId, t.supplierId] }),
    foreignKey({
      name: 'cart_suppliers_shop_fk',
      columns: [t.companyId, t.shopId],
      foreignColumns: [shops.companyId, shops.id],
    }),
  ],
);

/**
 * A cart handed in for approval by a user who may not send orders (issue 10). One row per cart (user and shop): its
 * latest state. submitted = waiting, read-only to the submitter; returned = given back with a note; sent = the orders
 * were made from it (their submission key is `sendKey`). Withdrawing deletes the row.
 */
export const CART_SUBMISSION_STATUSES = ['submitted', 'returned', 'sent'] as const;
export type CartSubmissionStatus = (typeof CART_SUBMISSION_STATUSES)[number];

export const cartSubmissions = pgTable(
  'cart_submissions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer().notNull(),
    shopId: integer().notNull(),
    /** The submitter, whose cart it is. */
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text({ enum: CART_SUBMISSION_STATUSES }).notNull().default('submitted'),
    submittedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Who sent or returned it, and when. */
    decidedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp({ withTimezone: true }),
    /** The note given when returning it. */
    note: text(),
    /** The orders made from it carry this submission key. */
    sendKey: uuid(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'cart_submissions_shop_fk',
      columns: [t.companyId, t.shopId],
      foreignColumns: [shops.companyId, shops.id],
    }),
    unique('cart_submissions_user_shop_key').on(t.userId, t.shopId),
    index('cart_submissions_shop_status_idx').on(t.shopId, t.status, t.submittedAt),
    check('cart_submissions_status_check', sql`${t.status} in ('submitted', 'returned', 'sent')`),
  ],
);

/** The last order number handed out per shop; numbers are per shop, without gaps from concurrent sends. */
export const orderNumbers = pgTable(
  'order_numbers',
  {
    companyId: integer().notNull(),
    shopId: integer().notNull(),
    lastNumber: integer().notNull(),
  },
  (t) => [
    primaryKey({ name: 'order_numbers_pkey', columns: [t.companyId, t.shopId] }),
    foreignKey({
      name: 'order_numbers_shop_fk',
      columns: [t.companyId, t.shopId],
      foreignColumns: [shops.companyId, shops.id],
    }).onDelete('cascade'),
  ],
);

/** An order to one supplier for one delivery date (spec §3 Order). Amounts are a snapshot at sending. */
export const orders = pgTable(
  'orders',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer().notNull(),
    shopId: integer().notNull(),
    supplierId: integer()
      .notNull()
      .references(() => suppliers.id),
    /** Per shop, from order_numbers. */
    number: integer().notNull(),
    status: text({ enum: ORDER_STATUSES }).notNull().default('new'),
    source: text({ enum: ORDER_SOURCES }).notNull().default('cart'),
    deliveryDate: date({ mode: 'string' }).notNull(),
    note: text(),
    netTotal: money().notNull(),
    vatTotal: money().notNull(),
    grossTotal: money().notNull(),
    createdByUserId: integer().references(() => users.id),
    /** The order e-mail to the supplier in the outbox: its state is the order's Sending/Sent/Failed. */
    mailId: integer().references(() => mailOutbox.id, { onDelete: 'set null' }),
    /** A send is posted with a key from the page; posting it again (double tap, retry on bad Wi-Fi) finds this order. */
    submissionKey: uuid(),
    cancelledAt: timestamp({ withTimezone: true }),
    cancelledByUserId: integer().references(() => users.id),
    cancelMailId: integer().references(() => mailOutbox.id, { onDelete: 'set null' }),
    closedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('orders_shop_id_key').on(t.shopId, t.id),
    // The parent key of order_lines and order_events: children cannot point into another company.
    unique('orders_company_id_key').on(t.companyId, t.id),
    foreignKey({
      name: 'orders_shop_fk',
      columns: [t.companyId, t.shopId],
      foreignColumns: [shops.companyId, shops.id],
    }),
    unique('orders_shop_number_key').on(t.shopId, t.number),
    // An import makes one order per supplier and delivery date under one key; a cart send one per supplier.
    uniqueIndex('orders_shop_submission_key')
      .on(t.shopId, t.supplierId, t.deliveryDate, t.submissionKey)
      .where(sql`${t.submissionKey} is not null`),
    index('orders_shop_created_idx').on(t.shopId, t.createdAt),
    index('orders_shop_status_created_idx').on(t.shopId, t.status, t.createdAt),
    index('orders_shop_supplier_created_idx').on(t.shopId, t.supplierId, t.createdAt),
    // A day's orders (the history's delivery dates) and, its suppliers in one step, one supplier's (Expected today).
    index('orders_shop_delivery_supplier_idx').on(t.shopId, t.deliveryDate, t.supplierId),
    check('orders_status_check', sql`${t.status} in ('new', 'in_progress', 'completed', 'incomplete', 'cancelled')`),
    check('orders_source_check', sql`${t.source} in ('cart', 'repeat', 'import')`),
  ],
);

/** A line of an order: the product as it was when ordered (name, codes, price terms), and what was received. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer().notNull(),
    shopId: integer().notNull(),
    orderId: integer().notNull(),
    position: smallint().notNull(),
    productId: integer().notNull(),
    productName: text().notNull(),
    supplierProductId: text(),
    ean: text(),
    unit: text(),
    unitsPerPackage: quantity(),
    quantity: quantity().notNull(),
    price: money().notNull(),
    discount: percent().notNull().default('0'),
    vat: percent().notNull(),
    /** quantity × price after discount, rounded to cents. */
    netAmount: money().notNull(),
    /** netAmount with VAT, rounded to cents. */
    grossAmount: money().notNull(),
    /** Filled in by receiving: the accepted quantities of the signed-off delivery notes. */
    receivedQuantity: quantity().notNull().default('0'),
    /** The rest the shop cancelled at a sign-off (agreed with the supplier or no longer wanted). */
    cancelledQuantity: quantity().notNull().default('0'),
  },
  (t) => [
    foreignKey({
      name: 'order_lines_order_fk',
      columns: [t.companyId, t.orderId],
      foreignColumns: [orders.companyId, orders.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'order_lines_product_fk',
      columns: [t.companyId, t.shopId, t.productId],
      foreignColumns: [products.companyId, products.shopId, products.id],
    }),
    unique('order_lines_order_position_key').on(t.orderId, t.position),
    // The target of delivery note and backorder lines' keys.
    unique('order_lines_company_id_key').on(t.companyId, t.id),
    // "Last ordered quantity" of a product and search of orders by product.
    index('order_lines_shop_product_idx').on(t.shopId, t.productId, t.orderId),
    check('order_lines_quantity_check', sql`${t.quantity} > 0`),
  ],
);

/** What happened to an order, for its timeline: created, sent, mail failed, cancelled, received… */
export const orderEvents = pgTable(
  'order_events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer().notNull(),
    shopId: integer().notNull(),
    orderId: integer().notNull(),
    kind: text().notNull(),
    actorUserId: integer().references(() => users.id),
    detail: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'order_events_order_fk',
      columns: [t.companyId, t.orderId],
      foreignColumns: [orders.companyId, orders.id],
    }).onDelete('cascade'),
    index('order_events_order_idx').on(t.orderId, t.createdAt),
  ],
);
