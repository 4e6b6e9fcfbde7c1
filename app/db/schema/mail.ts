import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from './columns';
import { companies } from './org';

export const MAIL_STATUSES = ['sending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** Mail is written here in the transaction that causes it; the worker delivers it with retries. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer().references(() => companies.id),
    kind: text().notNull(),
    to: text().array().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text(),
    status: text({ enum: MAIL_STATUSES }).notNull().default('sending'),
    attempts: integer().notNull().default(0),
    lastError: text(),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp({ withTimezone: true }),
    /** Made before the first attempt and sent with every attempt, so a mail sent again after a crash is recognisable. */
    messageId: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'sending'`),
    index('mail_outbox_company_idx').on(t.companyId, t.createdAt),
    check('mail_outbox_status_check', sql`${t.status} in ('sending', 'sent', 'failed')`),
  ],
);

/** Files sent with a queued mail (an order's PDF and CSV), written in the same transaction as the mail. */
export const mailAttachments = pgTable(
  'mail_attachments',
  {
    mailId: integer()
      .notNull()
      .references(() => mailOutbox.id, { onDelete: 'cascade' }),
    position: smallint().notNull(),
    filename: text().notNull(),
    contentType: text().notNull(),
    content: bytea().notNull(),
  },
  (t) => [primaryKey({ columns: [t.mailId, t.position] })],
);
