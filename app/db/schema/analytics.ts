import { sql } from 'drizzle-orm';
import { boolean, check, date, foreignKey, index, integer, pgTable, primaryKey, unique } from 'drizzle-orm/pg-core';
import { shopSuppliers } from './catalog';
import { money } from './columns';
import { orders } from './ordering';

/**
 * The analytics rollup (docs/decisions/036-delivery-analytics.md): per shop, supplier and day, the figures of the
 * signed-off deliveries of that delivery date and of the invoice lines issued that day. Kept current in the
 * transaction that changes them (a sign-off adds its note, an amendment takes the note it replaces back out, an
 * invoice adds its matched lines, deleting it takes them out), so the page reads a few hundred rows, never the lines.
 */
export const analyticsDeliveryDays = pgTable(
  'analytics_delivery_days',
  {
    companyId: integer().notNull(),
    shopId: integer().notNull(),
    supplierId: integer().notNull(),
    day: date({ mode: 'string' }).notNull(),
    /** Signed-off notes of this delivery date that no amendment replaced, by outcome. */
    deliveries: integer().notNull().default(0),
    okDeliveries: integer().notNull().default(0),
    problemDeliveries: integer().notNull().default(0),
    unacceptableDeliveries: integer().notNull().default(0),
    /** Their lines, and the lines whose temperature was a breach, by the line's regime. */
    lines: integer().notNull().default(0),
    breachesChilled: integer().notNull().default(0),
    breachesFrozen: integer().notNull().default(0),
    breachesRoom: integer().notNull().default(0),
    /**
     * Invoice lines issued this day that are matched to a delivered order line and state a quantity: what the invoice
     * charges for them (net) and what they cost at the ordered net price. Price variance = invoiced / atOrderPrice − 1.
     */
    invoicedLines: integer().notNull().default(0),
    invoicedAmount: money().notNull().default('0'),
    invoicedAtOrderPrice: money().notNull().default('0'),
  },
  (t) => [
    primaryKey({ name: 'analytics_delivery_days_pkey', columns: [t.shopId, t.supplierId, t.day] }),
    foreignKey({
      name: 'analytics_delivery_days_shop_supplier_fk',
      columns: [t.companyId, t.shopId, t.supplierId],
      foreignColumns: [shopSuppliers.companyId, shopSuppliers.shopId, shopSuppliers.supplierId],
    }).onDelete('cascade'),
    index('analytics_delivery_days_shop_day_idx').on(t.shopId, t.day),
    index('analytics_delivery_days_company_day_idx').on(t.companyId, t.day),
    check(
      'analytics_delivery_days_counts_check',
      sql`${t.deliveries} >= 0 and ${t.okDeliveries} >= 0 and ${t.problemDeliveries} >= 0 and ${t.unacceptableDeliveries} >= 0 and ${t.lines} >= 0`,
    ),
  ],
);

/**
 * One row per order with at least one signed-off delivery: whether it came on time and in full (decision 036),
 * refreshed by every sign-off of one of its notes (a backorder's delivery can complete it).
 */
export const analyticsOrderFacts = pgTable(
  'analytics_order_facts',
  {
    companyId: integer().notNull(),
    shopId: integer().notNull(),
    supplierId: integer().notNull(),
    orderId: integer().notNull(),
    /** The delivery date agreed in the order. */
    agreedDate: date({ mode: 'string' }).notNull(),
    firstDeliveryDate: date({ mode: 'string' }).notNull(),
    lastDeliveryDate: date({ mode: 'string' }).notNull(),
    deliveries: integer().notNull(),
    /** The first delivery came on the agreed date. */
    isOnTime: boolean().notNull(),
    /** Every line's accepted quantity, backorders included, reached the ordered quantity. */
    isInFull: boolean().notNull(),
  },
  (t) => [
    primaryKey({ name: 'analytics_order_facts_pkey', columns: [t.orderId] }),
    unique('analytics_order_facts_company_order_key').on(t.companyId, t.orderId),
    foreignKey({
      name: 'analytics_order_facts_order_fk',
      columns: [t.companyId, t.orderId],
      foreignColumns: [orders.companyId, orders.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'analytics_order_facts_shop_supplier_fk',
      columns: [t.companyId, t.shopId, t.supplierId],
      foreignColumns: [shopSuppliers.companyId, shopSuppliers.shopId, shopSuppliers.supplierId],
    }).onDelete('cascade'),
    index('analytics_order_facts_shop_date_idx').on(t.shopId, t.agreedDate),
    index('analytics_order_facts_company_date_idx').on(t.companyId, t.agreedDate),
  ],
);
