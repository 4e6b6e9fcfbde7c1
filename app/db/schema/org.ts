import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

export const EXPORT_MODULES = ['pantheon', 'minimax'] as const;
export type ExportModule = (typeof EXPORT_MODULES)[number];

const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  deletedAt: timestamp({ withTimezone: true }),
};

export const companies = pgTable('companies', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull(),
  vatNumber: text(),
  address: text(),
  isActive: boolean().notNull().default(true),
  ...timestamps,
});

export const regions = pgTable(
  'regions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer()
      .notNull()
      .references(() => companies.id),
    name: text().notNull(),
    isActive: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [unique('regions_company_id_id_key').on(t.companyId, t.id)],
);

export const shops = pgTable(
  'shops',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid().notNull().defaultRandom().unique(),
    companyId: integer()
      .notNull()
      .references(() => companies.id),
    regionId: integer().notNull(),
    name: text().notNull(),
    address: text(),
    deliveryAddress: text(),
    gln: text(),
    timeZone: text().notNull().default('Europe/Ljubljana'),
    exportModule: text({ enum: EXPORT_MODULES }).notNull().default('pantheon'),
    /** The stock export's settings (warehouse code, encoding, column set), checked by modules/exporters' schema. */
    stockExportSettings: jsonb(),
    /** Addresses outside Prevzem that also get a copy of every order, and the item e-mails (settings → mailing). */
    extraOrderEmails: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    extraItemEmails: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Receiving limits in °C per regime (decision 027); null keeps the default. */
    chilledMax: numeric({ precision: 4, scale: 1, mode: 'string' }),
    frozenMax: numeric({ precision: 4, scale: 1, mode: 'string' }),
    frozenTransportMax: numeric({ precision: 4, scale: 1, mode: 'string' }),
    roomMax: numeric({ precision: 4, scale: 1, mode: 'string' }),
    isActive: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [
    unique('shops_company_id_id_key').on(t.companyId, t.id),
    foreignKey({
      name: 'shops_region_fk',
      columns: [t.companyId, t.regionId],
      foreignColumns: [regions.companyId, regions.id],
    }),
    index('shops_region_idx').on(t.companyId, t.regionId),
    check('shops_export_module_check', sql`${t.exportModule} in ('pantheon', 'minimax')`),
  ],
);
