import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The operator's supplier directory (spec §3 Supplier); shops pick their suppliers from it. */
export const suppliers = pgTable(
  'suppliers',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    address: text(),
    city: text(),
    postCode: text(),
    country: text().notNull().default('SI'),
    email: text(),
    vatNumber: text(),
    supplierShopNumber: text(),
    shopSupplierNumber: text(),
    contactPerson: text(),
    contactPhone: text(),
    contactEmails: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** "Your ID in the supplier's system". */
    customerIdAtSupplier: text(),
    /** "The supplier's ID in your system". */
    supplierIdInOwnSystem: text(),
    isActive: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('suppliers_name_idx').on(sql`lower(${t.name})`)],
);
