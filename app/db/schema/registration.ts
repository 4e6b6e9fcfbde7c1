import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

export const registrationRequests = pgTable(
  'registration_requests',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    companyName: text().notNull(),
    contactName: text().notNull(),
    email: text().notNull(),
    phone: text().notNull(),
    shopCount: smallint().notNull(),
    message: text(),
    language: text({ enum: ['en', 'si'] })
      .notNull()
      .default('en'),
    status: text({ enum: ['new', 'approved', 'rejected'] })
      .notNull()
      .default('new'),
    decidedBy: integer().references(() => users.id),
    decidedAt: timestamp({ withTimezone: true }),
    rejectionReason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('registration_requests_status_idx').on(t.status, t.createdAt),
    check('registration_requests_status_check', sql`${t.status} in ('new', 'approved', 'rejected')`),
  ],
);
