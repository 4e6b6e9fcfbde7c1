import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  inet,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies, shops } from './org';

export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    // Null for super admins (role 1). Company managers (role 2) work in every shop of their company; their shop, if
    // set, is the one they start in and are listed under.
    companyId: integer().references(() => companies.id),
    shopId: integer(),
    name: text().notNull(),
    lastname: text().notNull(),
    email: text().notNull(),
    passwordHash: text(),
    role: smallint().notNull(),
    permissions: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    language: text({ enum: ['en', 'si'] })
      .notNull()
      .default('en'),
    isActive: boolean().notNull().default(true),
    orderEmails: boolean().notNull().default(false),
    itemEmails: boolean().notNull().default(false),
    resultsPerPage: smallint().notNull().default(25),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    foreignKey({
      name: 'users_shop_fk',
      columns: [t.companyId, t.shopId],
      foreignColumns: [shops.companyId, shops.id],
    }),
    index('users_shop_idx').on(t.companyId, t.shopId),
    check('users_role_check', sql`${t.role} in (1, 2, 3, 4)`),
    check('users_language_check', sql`${t.language} in ('en', 'si')`),
    check('users_results_per_page_check', sql`${t.resultsPerPage} in (10, 25, 50, 100)`),
    check(
      'users_scope_check',
      sql`(${t.role} = 1 and ${t.companyId} is null and ${t.shopId} is null)
        or (${t.role} = 2 and ${t.companyId} is not null)
        or (${t.role} in (3, 4) and ${t.companyId} is not null and ${t.shopId} is not null)`,
    ),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text().notNull().unique(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    idleExpiresAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    ip: inet(),
    userAgent: text(),
    /** The shop a company manager (role 2) is working in; chosen with the shop switcher. */
    activeShopId: integer().references(() => shops.id, { onDelete: 'set null' }),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text().notNull().unique(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text({ enum: ['reset', 'invite'] })
      .notNull()
      .default('reset'),
    /** The address the link was mailed to: the link works only while the user still has this address. */
    email: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/** Fixed-window counters for login and registration throttling; shared by every server node. */
export const rateLimits = pgTable('rate_limits', {
  key: text().primaryKey(),
  windowStart: timestamp({ withTimezone: true }).notNull(),
  hits: integer().notNull(),
});
