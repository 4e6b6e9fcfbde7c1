import { and, asc, eq, inArray, isNull, lte, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '#app/db/client.server';
import { mailAttachments, mailOutbox } from '#app/db/schema';

export interface OutgoingMail {
  kind: string;
  to: string[];
  subject: string;
  text: string;
  html?: string;
  companyId?: number | null;
  /** Stored in mail_attachments in the same transaction; the worker sends them with the mail. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export const MAX_ATTEMPTS = 8;
/**
 * How long a claim holds: longer than the longest an SMTP send can take before nodemailer gives up (SMTP_TIMEOUTS in
 * transport.server.ts add up to 100 s), so a slow send is never taken over by another node and sent twice; the worker
 * also renews the claim while a send is under way. A node that dies mid-send leaves the mail to be retried after this.
 */
export const CLAIM_MS = 5 * 60 * 1000;

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
  if (mail.attachments?.length) {
    await db
      .insert(mailAttachments)
      .values(mail.attachments.map((file, position) => ({ mailId: row!.id, position, ...file })));
  }
  queueMicrotask(() => listeners.forEach((listener) => listener()));
  return row!.id;
}

export type ClaimedMail = typeof mailOutbox.$inferSelect;

/**
 * Claims due mail for this worker; the claim expires, so mail of a crashed node is retried by another. The first claim
 * gives the mail its Message-ID (`<uuid@domain>`), which every later attempt keeps: a mail sent again after a crash
 * between the SMTP answer and marking it sent is recognisable as the same message.
 */
export async function claimDueMail(
  db: DbOrTx,
  limit: number,
  now = new Date(),
  options: { messageIdDomain?: string } = {},
): Promise<ClaimedMail[]> {
  const domain = options.messageIdDomain ?? 'prevzem.local';
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
    .set({
      lockedUntil: new Date(now.getTime() + CLAIM_MS),
      attempts: sql`${mailOutbox.attempts} + 1`,
      messageId: sql`coalesce(${mailOutbox.messageId}, '<' || gen_random_uuid()::text || '@' || ${domain}::text || '>')`,
    })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

/** Renews a claim while its send is still under way, so it never runs out in the middle of a slow send. */
export async function renewMailClaim(db: DbOrTx, id: number, now = new Date()): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ lockedUntil: new Date(now.getTime() + CLAIM_MS) })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'sending')));
}

/** The files of a queued mail, in their order. */
export async function loadMailAttachments(db: DbOrTx, mailId: number): Promise<MailAttachment[]> {
  return db
    .select({
      filename: mailAttachments.filename,
      contentType: mailAttachments.contentType,
      content: mailAttachments.content,
    })
    .from(mailAttachments)
    .where(eq(mailAttachments.mailId, mailId))
    .orderBy(asc(mailAttachments.position));
}

/** "Retry" on a failed mail: back to sending, due now, with a fresh round of attempts. */
export async function retryFailedMail(db: DbOrTx, id: number, now = new Date()): Promise<boolean> {
  const rows = await db
    .update(mailOutbox)
    .set({ status: 'sending', attempts: 0, nextAttemptAt: now, lockedUntil: null })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'failed')))
    .returning({ id: mailOutbox.id });
  if (rows.length) queueMicrotask(() => listeners.forEach((listener) => listener()));
  return rows.length > 0;
}

/** The first retry waits this long, doubling after; e2e tests shorten it with MAIL_RETRY_BASE_MS. */
function retryBaseMs(): number {
  const fromEnv = Number(process.env.MAIL_RETRY_BASE_MS);
  return Number.isFinite(fromEnv) && fromEnv > 0 ? fromEnv : 30_000;
}

export async function markMailSent(db: DbOrTx, id: number, now = new Date()): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: now, lockedUntil: null, lastError: null })
    .where(eq(mailOutbox.id, id));
}

/**
 * Backs off 30 s, 1 min, 2 min … up to an hour; after MAX_ATTEMPTS, or at once when the server refused for good (an
 * unknown address, say), the mail is Failed and shown so, for someone to correct and retry.
 */
export async function markMailFailed(
  db: DbOrTx,
  mail: ClaimedMail,
  error: string,
  now = new Date(),
  options: { permanent?: boolean } = {},
): Promise<void> {
  const isFinal = options.permanent === true || mail.attempts >= MAX_ATTEMPTS;
  const delayMs = Math.min(retryBaseMs() * 2 ** (mail.attempts - 1), 60 * 60 * 1000);
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
const MAIL_RETENTION_MS = 365 * 24 * 60 * 60 * 1000;

export async function deleteOldMail(db: DbOrTx, now = new Date()): Promise<void> {
  await db
    .delete(mailOutbox)
    .where(
      and(
        inArray(mailOutbox.status, ['sent', 'failed']),
        lt(mailOutbox.createdAt, new Date(now.getTime() - MAIL_RETENTION_MS)),
      ),
    );
}
