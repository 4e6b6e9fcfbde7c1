import type { Logger } from 'pino';
import type { Database } from '#app/db/client.server';
import {
  claimDueMail,
  CLAIM_MS,
  loadMailAttachments,
  markMailFailed,
  markMailSent,
  onMailQueued,
  renewMailClaim,
  type ClaimedMail,
} from './outbox.repo.server';
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

  /** The domain of the sender's address, for the Message-IDs: `Prevzem <no-reply@prevzem.si>` → prevzem.si. */
  const messageIdDomain = /@([^>\s]+)/.exec(from)?.[1] ?? 'prevzem.local';

  async function deliver(mail: ClaimedMail): Promise<void> {
    // The claim is renewed while the send is under way; if this node dies, it runs out and another node retries.
    const renew = setInterval(() => void renewMailClaim(db, mail.id).catch(() => undefined), CLAIM_MS / 3);
    try {
      const attachments = await loadMailAttachments(db, mail.id);
      if (mail.attempts > 1)
        log.info(
          { mailId: mail.id, messageId: mail.messageId, attempt: mail.attempts },
          'mail sent again with the same Message-ID',
        );
      await transport.send({
        ...(mail.messageId ? { messageId: mail.messageId } : {}),
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ...(attachments.length ? { attachments } : {}),
      });
      clearInterval(renew);
      await markMailSent(db, mail.id);
      log.info({ mailId: mail.id, kind: mail.kind, messageId: mail.messageId }, 'mail sent');
    } catch (error) {
      clearInterval(renew);
      const message = error instanceof Error ? error.message : String(error);
      await markMailFailed(db, mail, message, new Date(), { permanent: isPermanentRefusal(error) });
      log.warn({ mailId: mail.id, kind: mail.kind, attempt: mail.attempts, err: message }, 'mail not sent');
    }
  }

  /** Up to 20 mails, claimed one at a time: a claim starts when its own send starts, never while others are sent. */
  async function round(): Promise<number> {
    let count = 0;
    while (count < 20 && !stopped) {
      const [mail] = await claimDueMail(db, 1, new Date(), { messageIdDomain });
      if (!mail) break;
      count++;
      await deliver(mail);
    }
    return count;
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
function isPermanentRefusal(error: unknown): boolean {
  const code =
    typeof error === 'object' && error !== null ? (error as { responseCode?: unknown }).responseCode : undefined;
  return typeof code === 'number' && code >= 500 && code < 600;
}
