import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
    /** GS1 Global Location Number (13 digits): how EDI messages (DESADV NAD+SU, UBL EndpointID) name the supplier. */
    gln: text(),
    /** The language its mail is written in (en or sl); null: the sender's. */
    language: text({ enum: ['en', 'sl'] }),
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
  (t) => [
    index('suppliers_name_idx').on(sql`lower(${t.name})`),
    check('suppliers_language_check', sql`${t.language} is null or ${t.language} in ('en', 'sl')`),
  ],
);
