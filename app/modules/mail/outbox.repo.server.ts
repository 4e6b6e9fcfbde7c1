import { and, asc, eq, inArray, isNull, lte, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '#app/db/client.server';
import { mailOutbox } from '#app/db/schema';

export interface OutgoingMail {
  kind: string;
  to: string[];
  subject: string;
  text: string;
  html?: string;
  companyId?: number | null;
}

export const MAX_ATTEMPTS = 8;
const CLAIM_MS = 2 * 60 * 1000;

type Listener = () => void;
const listeners = new Set<Listener>();

/** Lets the in-process worker send at once instead of on its next poll. */
export function onMailQueued(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Call inside the transaction of the change that causes the mail, so both commit or neither does. */
export async function enqueueMail(db: DbOrTx, mail: OutgoingMail): Promise<number> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      kind: mail.kind,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      companyId: mail.companyId ?? null,
    })
    .returning({ id: mailOutbox.id });
  queueMicrotask(() => listeners.forEach((listener) => listener()));
  return row!.id;
}

export type ClaimedMail = typeof mailOutbox.$inferSelect;

/** Claims due mail for this worker; the claim expires, so mail of a crashed node is retried by another. */
export async function claimDueMail(db: DbOrTx, limit: number, now = new Date()): Promise<ClaimedMail[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.status, 'sending'),
        lte(mailOutbox.nextAttemptAt, now),
        or(isNull(mailOutbox.lockedUntil), lt(mailOutbox.lockedUntil, now)),
      ),
    )
    .orderBy(asc(mailOutbox.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({ lockedUntil: new Date(now.getTime() + CLAIM_MS), attempts: sql`${mailOutbox.attempts} + 1` })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

export async function markMailSent(db: DbOrTx, id: number, now = new Date()): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: now, lockedUntil: null, lastError: null })
    .where(eq(mailOutbox.id, id));
}

/** Backs off 30 s, 1 min, 2 min … up to an hour; after MAX_ATTEMPTS the mail is Failed and shown so. */
export async function markMailFailed(db: DbOrTx, mail: ClaimedMail, error: string, now = new Date()): Promise<void> {
  const isFinal = mail.attempts >= MAX_ATTEMPTS;
  const delayMs = Math.min(30_000 * 2 ** (mail.attempts - 1), 60 * 60 * 1000);
  await db
    .update(mailOutbox)
    .set({
      status: isFinal ? 'failed' : 'sending',
      lastError: error.slice(0, 1000),
      lockedUntil: null,
      nextAttemptAt: new Date(now.getTime() + delayMs),
    })
    .where(eq(mailOutbox.id, mail.id));
}

/** Sent and failed mail is kept a year (privacy policy), so users can still see what went out. */
export const MAIL_RETENTION_MS = 365 * 24 * 60 * 60 * 1000;

export async function deleteOldMail(db: DbOrTx, now = new Date()): Promise<void> {
  await db
    .delete(mailOutbox)
    .where(and(inArray(mailOutbox.status, ['sent', 'failed']), lt(mailOutbox.createdAt, new Date(now.getTime() - MAIL_RETENTION_MS))));
}
