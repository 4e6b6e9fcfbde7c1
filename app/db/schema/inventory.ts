import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { quantity } from './columns';
import { shops } from './org';
import { users } from './users';

// ——— The shop's layout (set up once, reused by every count; removing a part removes what is inside it) ———

/** A department of the shop (kitchen, bar, storeroom); `position` orders them. */
export const inventoryDepartments = pgTable(
  'inventory_departments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer().notNull(),
    shopId: integer().notNull(),
    name: text().notNull(),
    position: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('inventory_departments_company_shop_id_key').on(t.companyId, t.shopId, t.id),
    foreignKey({
      name: 'inventory_departments_shop_fk',
      columns: [t.companyId, t.shopId],
      foreignColumns: [shops.companyId, shops.id],
    }),
    index('inventory_departments_shop_idx').on(t.shopId, t.position),
  ],
);

/** A part of a department (the hot kitchen, the cold room); the counting screen is one sub-department's. */
export const inventorySubDepartments = pgTable(
  'inventory_sub_departments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer().notNull(),
    shopId: integer().notNull(),
    departmentId: integer().notNull(),
    name: text().notNull(),
    position: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('inventory_sub_departments_company_shop_id_key').on(t.companyId, t.shopId, t.id),
    foreignKey({
      name: 'inventory_sub_departments_department_fk',
      columns: [t.companyId, t.shopId, t.departmentId],
      foreignColumns: [inventoryDepartments.companyId, inventoryDepartments.shopId, inventoryDepartments.id],
    }).onDelete('cascade'),
    index('inventory_sub_departments_department_idx').on(t.departmentId, t.position),
  ],
);

/** A place within a sub-department (a shelf, a fridge, a freezer). */
export const inventorySectors = pgTable(
  'inventory_sectors',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer().notNull(),
    shopId: integer().notNull(),
    subDepartmentId: integer().notNull(),
    name: text().notNull(),
    position: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('inventory_sectors_company_shop_id_key').on(t.companyId, t.shopId, t.id),
    foreignKey({
      name: 'inventory_sectors_sub_department_fk',
      columns: [t.companyId, t.shopId, t.subDepartmentId],
      foreignColumns: [inventorySubDepartments.companyId, inventorySubDepartments.shopId, inventorySubDepartments.id],
    }).onDelete('cascade'),
    index('inventory_sectors_sub_department_idx').on(t.subDepartmentId, t.position),
  ],
);

/** A product in a sector, in shelf order; a product can sit in several sectors. */
export const inventorySectorProducts = pgTable(
  'inventory_sector_products',
  {
    companyId: integer().notNull(),
    shopId: integer().notNull(),
    sectorId: integer().notNull(),
    productId: integer().notNull(),
    position: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.sectorId, t.productId] }),
    foreignKey({
      name: 'inventory_sector_products_sector_fk',
      columns: [t.companyId, t.shopId, t.sectorId],
      foreignColumns: [inventorySectors.companyId, inventorySectors.shopId, inventorySectors.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'inventory_sector_products_product_fk',
      columns: [t.companyId, t.shopId, t.productId],
      foreignColumns: [products.companyId, products.shopId, products.id],
    }).onDelete('cascade'),
    index('inventory_sector_products_sector_idx').on(t.sectorId, t.position),
    index('inventory_sector_products_product_idx').on(t.productId),
  ],
);

// ——— A count ———

/** in_progress: being counted (save and exit keeps it); finished: locked, only inventory:manage reopens it. */
export const INVENTORY_STATUSES = ['in_progress', 'finished'] as const;
export type InventoryStatus = (typeof INVENTORY_STATUSES)[number];

/** A stock count (spec §3 Inventory): its sectors are a copy of the layout taken when it was added. */
export const inventories = pgTable(
  'inventories',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer().notNull(),
    shopId: integer().notNull(),
    name: text().notNull(),
    /** The shop's calendar day of the count. */
    countDate: date({ mode: 'string' }).notNull(),
    /** Deliveries signed off after this instant are listed on the finished count for reconciling. */
    cutOffAt: timestamp({ withTimezone: true }).notNull(),
    /** The expected quantity is hidden from the counters. */
    blind: boolean().notNull().default(false),
    status: text({ enum: INVENTORY_STATUSES }).notNull().default('in_progress'),
    createdByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    finishedAt: timestamp({ withTimezone: true }),
    finishedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    reopenedAt: timestamp({ withTimezone: true }),
    reopenedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('inventories_company_shop_id_key').on(t.companyId, t.shopId, t.id),
    foreignKey({
      name: 'inventories_shop_fk',
      columns: [t.companyId, t.shopId],
      foreignColumns: [shops.companyId, shops.id],
    }),
    index('inventories_shop_date_idx').on(t.shopId, t.countDate, t.id),
    index('inventories_shop_status_idx').on(t.shopId, t.status),
    check('inventories_status_check', sql`${t.status} in ('in_progress', 'finished')`),
    check('inventories_finished_check', sql`${t.status} = 'in_progress' or ${t.finishedAt} is not null`),
  ],
);

/**
 * A sector of one count: the layout's department, sub-department and sector as they were when the count was added
 * (ids kept as plain numbers with the names and positions, so removing a layout part later changes no count). The
 * counting screen's path names `subDepartmentId`. One person can take a sector (`takenByUserId`).
 */
export const inventoryCountSectors = pgTable(
  'inventory_count_sectors',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer().notNull(),
    shopId: integer().notNull(),
    inventoryId: integer().notNull(),
    departmentId: integer().notNull(),
    departmentName: text().notNull(),
    departmentPosition: integer().notNull().default(0),
    subDepartmentId: integer().notNull(),
    subDepartmentName: text().notNull(),
    subDepartmentPosition: integer().notNull().default(0),
    /** The layout's sector; null for a count's own sector (products found and added during the count). */
    sectorId: integer(),
    sectorName: text().notNull(),
    sectorPosition: integer().notNull().default(0),
    takenByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    takenAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    unique('inventory_count_sectors_company_shop_id_key').on(t.companyId, t.shopId, t.id),
    foreignKey({
      name: 'inventory_count_sectors_inventory_fk',
      columns: [t.companyId, t.shopId, t.inventoryId],
      foreignColumns: [inventories.companyId, inventories.shopId, inventories.id],
    }).onDelete('cascade'),
    index('inventory_count_sectors_inventory_idx').on(t.inventoryId, t.subDepartmentId),
  ],
);

/**
 * A product to count in one count sector, in shelf order. `expectedQuantity` (count units) is what the previous
 * finished count found there, hidden in blind mode. When people's counts differ, `resolvedTotal` is the decision.
 */
export const inventoryLines = pgTable(
  'inventory_lines',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer().notNull(),
    shopId: integer().notNull(),
    inventoryId: integer().notNull(),
    countSectorId: integer().notNull(),
    productId: integer().notNull(),
    position: integer().notNull().default(0),
    /** Found during the count (scanned or searched), not from the layout. */
    addedDuringCount: boolean().notNull().default(false),
    expectedQuantity: quantity(),
    resolvedTotal: quantity(),
    resolvedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    unique('inventory_lines_company_shop_id_key').on(t.companyId, t.shopId, t.id),
    unique('inventory_lines_sector_product_key').on(t.countSectorId, t.productId),
    foreignKey({
      name: 'inventory_lines_count_sector_fk',
      columns: [t.companyId, t.shopId, t.countSectorId],
      foreignColumns: [inventoryCountSectors.companyId, inventoryCountSectors.shopId, inventoryCountSectors.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'inventory_lines_inventory_fk',
      columns: [t.companyId, t.shopId, t.inventoryId],
      foreignColumns: [inventories.companyId, inventories.shopId, inventories.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'inventory_lines_product_fk',
      columns: [t.companyId, t.shopId, t.productId],
      foreignColumns: [products.companyId, products.shopId, products.id],
    }),
    index('inventory_lines_inventory_idx').on(t.inventoryId, t.productId),
    index('inventory_lines_product_idx').on(t.productId),
  ],
);

/**
 * One person's count of one line (several people may count the same sector; their counts are kept apart and merged
 * by the rule in modules/inventory, never summed). The entry is kept as typed — cartons, loose count units, an amount
 * of one of the product's other counting units — and `total` is it in count units. `device`/`changedAt` stamp the
 * save (decision 030's rule: a device's own later save supersedes its earlier one).
 */
export const inventoryLineCounts = pgTable(
  'inventory_line_counts',
  {
    companyId: integer().notNull(),
    shopId: integer().notNull(),
    lineId: integer().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cartons: quantity(),
    units: quantity(),
    otherUnit: text(),
    otherAmount: quantity(),
    total: quantity().notNull(),
    device: text(),
    changedAt: bigint({ mode: 'number' }),
    countedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.lineId, t.userId] }),
    foreignKey({
      name: 'inventory_line_counts_line_fk',
      columns: [t.companyId, t.shopId, t.lineId],
      foreignColumns: [inventoryLines.companyId, inventoryLines.shopId, inventoryLines.id],
    }).onDelete('cascade'),
    check('inventory_line_counts_total_check', sql`${t.total} >= 0`),
  ],
);

/**
 * A count's value at the purchase prices of one day, as the count history shows it (decision 037, "A finished
 * count's value, kept while it holds", since the thirteenth stop any count's): kept so the history does not value
 * every line of every count on each load. Fresh only while the count is unchanged since (`inventoryUpdatedAt`:
 * triggers of migration 0026 move the count's `updated_at` with every write of its lines and counted figures), on
 * the day it was valued (the shop's today) and while no price or unit of the shop's products has changed
 * (`pricesStamp` equal to the shop's shop_valuation_stamps row).
 */
export const inventoryValues = pgTable(
  'inventory_values',
  {
    inventoryId: integer().primaryKey(),
    companyId: integer().notNull(),
    shopId: integer().notNull(),
    valuedOn: date({ mode: 'string' }).notNull(),
    inventoryUpdatedAt: timestamp({ withTimezone: true }).notNull(),
    pricesStamp: bigint({ mode: 'number' }).notNull(),
    /** Null when no line has a value (no price, or a unit that cannot be converted). */
    value: numeric({ precision: 14, scale: 2, mode: 'string' }),
  },
  (t) => [
    foreignKey({
      name: 'inventory_values_inventory_fk',
      columns: [t.companyId, t.shopId, t.inventoryId],
      foreignColumns: [inventories.companyId, inventories.shopId, inventories.id],
    }).onDelete('cascade'),
  ],
);

/**
 * A counter per shop that goes up with every change of its products' purchase prices, units or counting units, by
 * triggers on those tables (migration 0025), so every write path moves it; inventory_values older than it are stale.
 */
export const shopValuationStamps = pgTable(
  'shop_valuation_stamps',
  {
    shopId: integer().primaryKey(),
    companyId: integer().notNull(),
    stamp: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [
    foreignKey({
      name: 'shop_valuation_stamps_shop_fk',
      columns: [t.companyId, t.shopId],
      foreignColumns: [shops.companyId, shops.id],
    }).onDelete('cascade'),
  ],
);
