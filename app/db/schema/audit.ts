import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './org';
import { users } from './users';

export const auditLog = pgTable(
  'audit_log',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer().references(() => companies.id),
    actorUserId: integer().references(() => users.id),
    entityType: text().notNull(),
    entityId: text().notNull(),
    action: text().notNull(),
    changes: jsonb().$type<Record<string, { from: unknown; to: unknown }>>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_company_idx').on(t.companyId, t.createdAt),
    index('audit_log_entity_idx').on(t.entityType, t.entityId),
  ],
);
