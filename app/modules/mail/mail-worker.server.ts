import type { Logger } from 'pino';
import type { Database } from '#app/db/client.server';
import { claimDueMail, loadMailAttachments, markMailFailed, markMailSent, onMailQueued } from './outbox.repo.server';
import type { MailTransport } from './transport.server';

export interface MailWorker {
  /** Sends everything due now; resolves when this round is done. */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

export function startMailWorker(options: {
  db: Database;
  transport: MailTransport;
  from: string;
  log: Logger;
  pollMs: number;
}): MailWorker {
  const { db, transport, from, log, pollMs } = options;
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = false;

  async function round(): Promise<number> {
    const batch = await claimDueMail(db, 20);
    for (const mail of batch) {
      try {
        const attachments = await loadMailAttachments(db, mail.id);
        await transport.send({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, ...(attachments.length ? { attachments } : {}) });
        await markMailSent(db, mail.id);
        log.info({ mailId: mail.id, kind: mail.kind }, 'mail sent');
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await markMailFailed(db, mail, message, new Date(), { permanent: isPermanentRefusal(error) });
        log.warn({ mailId: mail.id, kind: mail.kind, attempt: mail.attempts, err: message }, 'mail not sent');
      }
    }
    return batch.length;
  }

  function runOnce(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = round()
      .catch((error: unknown) => {
        log.error({ err: error }, 'mail worker round failed');
        return 0;
      })
      .finally(() => {
        running = null;
        if (again && !stopped) {
          again = false;
          void runOnce();
        }
      });
    return running;
  }

  const timer = setInterval(() => void runOnce(), pollMs);
  timer.unref();
  const unsubscribe = onMailQueued(() => void runOnce());

  return {
    runOnce,
    async stop() {
      stopped = true;
      clearInterval(timer);
      unsubscribe();
      await running;
    },
  };
}

/** An SMTP 5xx answer (nodemailer's `responseCode`): sending the same mail again cannot succeed. */
export function isPermanentRefusal(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { responseCode?: unknown }).responseCode : undefined;
  return typeof code === 'number' && code >= 500 && code < 600;
}
