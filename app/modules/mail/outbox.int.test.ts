import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import pino from 'pino';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailOutbox } from '#app/db/schema';
import type { Database } from '#app/db/client.server';
import { createCompany, uniqueEmail } from '#tests/factories';
import { useTestDatabase } from '#tests/setup/db';
import { startMailWorker } from './mail-worker.server';
import {
  CLAIM_MS,
  claimDueMail,
  enqueueMail,
  loadMailAttachments,
  markMailFailed,
  markMailSent,
  MAX_ATTEMPTS,
  retryFailedMail,
  type OutgoingMail,
} from './outbox.repo.server';
import { SMTP_TIMEOUTS, type MailTransport } from './transport.server';

let db: Database;
beforeAll(async () => {
  db = (await useTestDatabase()).db;
});

/**
 * claimDueMail takes any due mail in the database, and on PostgreSQL every test file shares one database.
 * So these tests work in a past era: their rows are made due in 2001, claims run with `now` in 2001, and
 * real-time mail of other tests (due only from today) is never touched. Rows a test leaves due are retired.
 */
const ERA = new Date('2001-02-03T04:05:06.000Z');
const at = (offsetMs: number) => new Date(ERA.getTime() + offsetMs);
const SECOND = 1000;
const MINUTE = 60 * SECOND;

const mine: number[] = [];
afterEach(async () => {
  vi.useRealTimers();
  if (mine.length > 0) {
    await db
      .update(mailOutbox)
      .set({ status: 'sent', lockedUntil: null })
      .where(and(inArray(mailOutbox.id, mine), eq(mailOutbox.status, 'sending')));
  }
  mine.length = 0;
});

function outgoing(overrides: Partial<OutgoingMail> = {}): OutgoingMail {
  return {
    kind: 'test',
    to: [uniqueEmail('to')],
    subject: `Subject ${randomUUID()}`,
    text: 'Hello',
    html: '<p>Hello</p>',
    ...overrides,
  };
}

async function enqueue(values: Partial<typeof mailOutbox.$inferInsert> = {}, mail: Partial<OutgoingMail> = {}) {
  const id = await enqueueMail(db, outgoing(mail));
  mine.push(id);
  if (Object.keys(values).length > 0) await db.update(mailOutbox).set(values).where(eq(mailOutbox.id, id));
  return id;
}

async function row(id: number) {
  const [found] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return found!;
}

const claimedIds = (claimed: { id: number }[], ids: number[]) =>
  claimed
    .map((mail) => mail.id)
    .filter((id) => ids.includes(id))
    .sort((a, b) => a - b);

describe('enqueueMail', () => {
  it('stores the mail as sending, due now, with no attempts yet', async () => {
    const company = await createCompany(db);
    const mail = outgoing({ companyId: company.id, to: [uniqueEmail('a'), uniqueEmail('b')] });
    const id = await enqueueMail(db, mail);
    mine.push(id);
    expect(await row(id)).toMatchObject({
      kind: 'test',
      to: mail.to,
      subject: mail.subject,
      text: 'Hello',
      html: '<p>Hello</p>',
      companyId: company.id,
      status: 'sending',
      attempts: 0,
      lastError: null,
      lockedUntil: null,
      sentAt: null,
    });
  });

  it('leaves no row when the surrounding transaction rolls back', async () => {
    const mail = outgoing();
    await expect(
      db.transaction(async (tx) => {
        await enqueueMail(tx, mail);
        throw new Error('rolled back on purpose');
      }),
    ).rejects.toThrow('rolled back on purpose');
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.subject, mail.subject))).toEqual([]);
  });

  it('keeps the row when the surrounding transaction commits', async () => {
    const mail = outgoing();
    const id = await db.transaction((tx) => enqueueMail(tx, mail));
    mine.push(id);
    expect((await row(id)).subject).toBe(mail.subject);
  });
});

describe('claimDueMail', () => {
  it('claims only due, sending, unlocked rows, and counts the attempt', async () => {
    const due = await enqueue({ nextAttemptAt: at(-MINUTE) });
    const dueNow = await enqueue({ nextAttemptAt: ERA });
    const claimExpired = await enqueue({ nextAttemptAt: at(-MINUTE), lockedUntil: at(-SECOND), attempts: 2 });
    const notYet = await enqueue({ nextAttemptAt: at(SECOND) });
    const sent = await enqueue({ nextAttemptAt: at(-MINUTE), status: 'sent' });
    const failed = await enqueue({ nextAttemptAt: at(-MINUTE), status: 'failed' });
    const locked = await enqueue({ nextAttemptAt: at(-MINUTE), lockedUntil: at(MINUTE) });
    const all = [due, dueNow, claimExpired, notYet, sent, failed, locked];

    const claimed = await claimDueMail(db, 100, ERA);
    expect(claimedIds(claimed, all)).toEqual([due, dueNow, claimExpired]);
    const byId = new Map(claimed.map((mail) => [mail.id, mail]));
    expect(byId.get(due)).toMatchObject({ attempts: 1, status: 'sending', lockedUntil: at(CLAIM_MS) });
    expect(byId.get(dueNow)).toMatchObject({ attempts: 1 });
    expect(byId.get(claimExpired)).toMatchObject({ attempts: 3 });

    // What was not claimed is unchanged.
    expect(await row(notYet)).toMatchObject({ attempts: 0, lockedUntil: null });
    expect(await row(locked)).toMatchObject({ attempts: 0, lockedUntil: at(MINUTE) });
    expect(await row(sent)).toMatchObject({ attempts: 0, status: 'sent' });
  });

  it('does not hand out the same rows twice while the claim holds, and again once it expires', async () => {
    const first = await enqueue({ nextAttemptAt: at(-MINUTE) });
    const second = await enqueue({ nextAttemptAt: at(-MINUTE) });
    expect(claimedIds(await claimDueMail(db, 100, ERA), [first, second])).toEqual([first, second]);
    expect(claimedIds(await claimDueMail(db, 100, ERA), [first, second])).toEqual([]);
    expect(claimedIds(await claimDueMail(db, 100, at(MINUTE)), [first, second])).toEqual([]);

    // A worker that crashed never reports back; after the claim runs out another one retries.
    expect(claimedIds(await claimDueMail(db, 100, at(CLAIM_MS - SECOND)), [first, second])).toEqual([]);
    const retried = await claimDueMail(db, 100, at(CLAIM_MS + SECOND));
    expect(claimedIds(retried, [first, second])).toEqual([first, second]);
    expect(retried.find((mail) => mail.id === first)?.attempts).toBe(2);
  });

  it('claims at most `limit` rows, longest due first', async () => {
    const newest = await enqueue({ nextAttemptAt: at(-1 * MINUTE) });
    const oldest = await enqueue({ nextAttemptAt: at(-3 * MINUTE) });
    const middle = await enqueue({ nextAttemptAt: at(-2 * MINUTE) });
    const claimed = await claimDueMail(db, 2, ERA);
    expect(claimed).toHaveLength(2);
    expect(claimedIds(claimed, [newest, oldest, middle])).toEqual([oldest, middle].sort((a, b) => a - b));
    expect(claimedIds(await claimDueMail(db, 2, ERA), [newest, oldest, middle])).toEqual([newest]);
  });
});

describe('a claim and its Message-ID', () => {
  it('holds longer than an SMTP send may take before nodemailer gives up', () => {
    const longestSend = SMTP_TIMEOUTS.connectionTimeout + SMTP_TIMEOUTS.greetingTimeout + SMTP_TIMEOUTS.socketTimeout;
    expect(CLAIM_MS).toBeGreaterThan(longestSend * 2);
  });

  it('gives a mail its Message-ID on the first claim and keeps it on every later attempt', async () => {
    const id = await enqueue({ nextAttemptAt: at(-MINUTE) });
    expect((await row(id)).messageId).toBeNull();
    const [first] = (await claimDueMail(db, 100, ERA, { messageIdDomain: 'prevzem.test' })).filter(
      (mail) => mail.id === id,
    );
    expect(first!.messageId).toMatch(/^<[0-9a-f-]{36}@prevzem\.test>$/);
    expect((await row(id)).messageId).toBe(first!.messageId);
    // The node died mid-send: once the claim runs out the retry carries the same Message-ID.
    const [again] = (await claimDueMail(db, 100, at(CLAIM_MS + SECOND), { messageIdDomain: 'other.test' })).filter(
      (mail) => mail.id === id,
    );
    expect(again).toMatchObject({ attempts: 2, messageId: first!.messageId });
  });
});

describe('markMailSent', () => {
  it('marks the mail sent, releases the claim, and it is never claimed again', async () => {
    const id = await enqueue({ nextAttemptAt: at(-MINUTE), lastError: 'earlier failure' });
    const [claimed] = (await claimDueMail(db, 100, ERA)).filter((mail) => mail.id === id);
    await markMailSent(db, claimed!.id, at(SECOND));
    expect(await row(id)).toMatchObject({
      status: 'sent',
      sentAt: at(SECOND),
      lockedUntil: null,
      lastError: null,
      attempts: 1,
    });
    expect(claimedIds(await claimDueMail(db, 100, at(24 * 60 * MINUTE)), [id])).toEqual([]);
  });
});

describe('markMailFailed', () => {
  it('keeps the mail sending and backs off, doubling the delay', async () => {
    const id = await enqueue({ nextAttemptAt: at(-MINUTE) });
    const [first] = (await claimDueMail(db, 100, ERA)).filter((mail) => mail.id === id);
    await markMailFailed(db, first!, 'connection refused', ERA);
    expect(await row(id)).toMatchObject({
      status: 'sending',
      attempts: 1,
      lastError: 'connection refused',
      lockedUntil: null,
      nextAttemptAt: at(30 * SECOND),
      sentAt: null,
    });
    expect(claimedIds(await claimDueMail(db, 100, at(29 * SECOND)), [id])).toEqual([]);

    const [second] = (await claimDueMail(db, 100, at(30 * SECOND))).filter((mail) => mail.id === id);
    expect(second?.attempts).toBe(2);
    await markMailFailed(db, second!, 'timeout', at(30 * SECOND));
    expect(await row(id)).toMatchObject({
      status: 'sending',
      attempts: 2,
      lastError: 'timeout',
      nextAttemptAt: at(90 * SECOND),
    });
  });

  it(`gives up after ${MAX_ATTEMPTS} attempts: status failed, with the last error`, async () => {
    const id = await enqueue({ nextAttemptAt: at(-MINUTE), attempts: MAX_ATTEMPTS - 1 });
    const [last] = (await claimDueMail(db, 100, ERA)).filter((mail) => mail.id === id);
    expect(last?.attempts).toBe(MAX_ATTEMPTS);
    await markMailFailed(db, last!, `550 mailbox unavailable ${'x'.repeat(2000)}`, ERA);
    const stored = await row(id);
    expect(stored).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, lockedUntil: null, sentAt: null });
    expect(stored.lastError).toMatch(/^550 mailbox unavailable x+$/);
    expect(stored.lastError).toHaveLength(1000);
    expect(claimedIds(await claimDueMail(db, 100, at(365 * 24 * 60 * MINUTE)), [id])).toEqual([]);
  });

  it('fails nothing before the last attempt', async () => {
    const id = await enqueue({ nextAttemptAt: at(-MINUTE), attempts: MAX_ATTEMPTS - 2 });
    const [claimed] = (await claimDueMail(db, 100, ERA)).filter((mail) => mail.id === id);
    await markMailFailed(db, claimed!, 'try again', ERA);
    expect(await row(id)).toMatchObject({ status: 'sending', attempts: MAX_ATTEMPTS - 1 });
  });
});

describe('startMailWorker', () => {
  const log = pino({ level: 'silent' });
  const from = 'Prevzem <noreply@prevzem.test>';
  type Sent = Parameters<MailTransport['send']>[0];

  /** The worker claims with the clock's now; only Date is faked, so timers and promises run as usual. */
  function freezeClockAtEra() {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(ERA);
  }

  it('sends a due mail once and marks it sent', async () => {
    const mail = outgoing({ kind: 'worker_test' });
    const id = await enqueue({ nextAttemptAt: at(-SECOND) }, mail);
    const sent: Sent[] = [];
    const transport: MailTransport = {
      send: async (message) => {
        sent.push(message);
      },
      describe: () => 'fake',
    };
    freezeClockAtEra();
    const worker = startMailWorker({ db, transport, from, log, pollMs: 60_000 });
    try {
      await worker.runOnce();
      await worker.runOnce();
    } finally {
      await worker.stop();
    }
    const mineSent = sent.filter((message) => message.subject === mail.subject);
    expect(mineSent).toEqual([
      {
        messageId: (await row(id)).messageId,
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      },
    ]);
    expect(await row(id)).toMatchObject({
      status: 'sent',
      attempts: 1,
      lockedUntil: null,
      lastError: null,
      sentAt: ERA,
    });
  });

  it('sends a mail whose node died mid-send again once its claim runs out, with the same Message-ID', async () => {
    const mail = outgoing({ kind: 'worker_test' });
    const id = await enqueue({ nextAttemptAt: at(-SECOND) }, mail);
    // Another node claimed it and died before it could mark it sent (or failed).
    const [dead] = (await claimDueMail(db, 100, ERA, { messageIdDomain: 'prevzem.test' })).filter(
      (claimed) => claimed.id === id,
    );
    const sent: Sent[] = [];
    const transport: MailTransport = { send: async (message) => void sent.push(message), describe: () => 'fake' };
    const worker = startMailWorker({ db, transport, from, log, pollMs: 60_000 });
    try {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(at(CLAIM_MS - SECOND));
      await worker.runOnce();
      expect(sent.filter((message) => message.subject === mail.subject)).toEqual([]);
      vi.setSystemTime(at(CLAIM_MS + SECOND));
      await worker.runOnce();
    } finally {
      await worker.stop();
    }
    expect(sent.filter((message) => message.subject === mail.subject).map((message) => message.messageId)).toEqual([
      dead!.messageId,
    ]);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2, messageId: dead!.messageId });
  });

  it('claims one mail at a time, so a slow send does not hold the next mail’s claim', async () => {
    const first = outgoing({ kind: 'worker_test' });
    const second = outgoing({ kind: 'worker_test' });
    const firstId = await enqueue({ nextAttemptAt: at(-2 * SECOND) }, first);
    const secondId = await enqueue({ nextAttemptAt: at(-SECOND) }, second);
    let release = () => {};
    const sending = new Promise<void>((resolve) => (release = resolve));
    let started = () => {};
    const hasStarted = new Promise<void>((resolve) => (started = resolve));
    const transport: MailTransport = {
      send: async (message) => {
        if (message.subject === first.subject) {
          started();
          await sending;
        }
      },
      describe: () => 'fake',
    };
    freezeClockAtEra();
    const worker = startMailWorker({ db, transport, from, log, pollMs: 60_000 });
    try {
      const round = worker.runOnce();
      await hasStarted;
      expect(await row(firstId)).toMatchObject({ attempts: 1, lockedUntil: at(CLAIM_MS) });
      expect(await row(secondId)).toMatchObject({ attempts: 0, lockedUntil: null });
      release();
      await round;
    } finally {
      await worker.stop();
    }
    expect((await row(secondId)).status).toBe('sent');
  });

  it('leaves a mail the transport refused sending, with the error and one attempt', async () => {
    const mail = outgoing({ kind: 'worker_test' });
    const id = await enqueue({ nextAttemptAt: at(-SECOND) }, mail);
    const tried: Sent[] = [];
    const transport: MailTransport = {
      send: async (message) => {
        tried.push(message);
        throw new Error('smtp is down');
      },
      describe: () => 'fake',
    };
    freezeClockAtEra();
    const worker = startMailWorker({ db, transport, from, log, pollMs: 60_000 });
    try {
      await worker.runOnce();
      // Backed off: a second round right away does not try again.
      await worker.runOnce();
    } finally {
      await worker.stop();
    }
    expect(tried.filter((message) => message.subject === mail.subject)).toHaveLength(1);
    expect(await row(id)).toMatchObject({
      status: 'sending',
      attempts: 1,
      lastError: 'smtp is down',
      lockedUntil: null,
      nextAttemptAt: at(30 * SECOND),
      sentAt: null,
    });
  });

  it('fails at once when the server refuses for good (5xx), so nobody waits hours for a wrong address', async () => {
    const mail = outgoing({ kind: 'worker_test' });
    const id = await enqueue({ nextAttemptAt: at(-SECOND) }, mail);
    const transport: MailTransport = {
      send: async () => {
        throw Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
      },
      describe: () => 'fake',
    };
    freezeClockAtEra();
    const worker = startMailWorker({ db, transport, from, log, pollMs: 60_000 });
    try {
      await worker.runOnce();
    } finally {
      await worker.stop();
    }
    expect(await row(id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: 'Mailbox unavailable',
      sentAt: null,
    });
  });

  it('does not send mail that is not due yet', async () => {
    const mail = outgoing({ kind: 'worker_test' });
    const id = await enqueue({ nextAttemptAt: at(MINUTE) }, mail);
    const sent: Sent[] = [];
    const transport: MailTransport = { send: async (message) => void sent.push(message), describe: () => 'fake' };
    freezeClockAtEra();
    const worker = startMailWorker({ db, transport, from, log, pollMs: 60_000 });
    try {
      await worker.runOnce();
    } finally {
      await worker.stop();
    }
    expect(sent.filter((message) => message.subject === mail.subject)).toEqual([]);
    expect(await row(id)).toMatchObject({ status: 'sending', attempts: 0 });
  });
});

describe('attachments', () => {
  const log = pino({ level: 'silent' });
  const from = 'Prevzem <noreply@prevzem.test>';
  const files = [
    { filename: 'narocilo-7.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.3 č') },
    { filename: 'narocilo-7.csv', contentType: 'text/csv', content: Buffer.from([0, 1, 2, 255]) },
  ];

  it('are stored with the mail and sent with it, in order', async () => {
    const mail = outgoing({ kind: 'worker_test', attachments: files });
    const id = await enqueue({ nextAttemptAt: at(-SECOND) }, mail);
    expect(await loadMailAttachments(db, id)).toEqual(files);
    const sent: Parameters<MailTransport['send']>[0][] = [];
    const transport: MailTransport = { send: async (message) => void sent.push(message), describe: () => 'fake' };
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(ERA);
    const worker = startMailWorker({ db, transport, from, log, pollMs: 60_000 });
    try {
      await worker.runOnce();
    } finally {
      await worker.stop();
    }
    expect(sent.find((message) => message.subject === mail.subject)?.attachments).toEqual(files);
  });

  it('are not written when the transaction rolls back', async () => {
    let id = 0;
    await expect(
      db.transaction(async (tx) => {
        id = await enqueueMail(tx, outgoing({ attachments: files }));
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await loadMailAttachments(db, id)).toEqual([]);
  });
});

describe('retryFailedMail', () => {
  it('puts a failed mail back to sending, due now, and leaves other states alone', async () => {
    const failed = await enqueue({ status: 'failed', attempts: MAX_ATTEMPTS, lastError: 'no route' });
    expect(await retryFailedMail(db, failed, at(0))).toBe(true);
    expect(await row(failed)).toMatchObject({ status: 'sending', attempts: 0, nextAttemptAt: at(0) });
    const sent = await enqueue({ status: 'sent' });
    expect(await retryFailedMail(db, sent, at(0))).toBe(false);
    expect(await row(sent)).toMatchObject({ status: 'sent' });
  });
});
