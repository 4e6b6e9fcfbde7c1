import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

/**
 * nodemailer's own defaults wait up to 2 minutes to connect and 10 minutes on a silent socket; these bound a send to
 * 100 s without progress, well inside the outbox claim (CLAIM_MS), so no other node takes a mail still being sent.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 60_000 } as const;

export interface MailTransport {
  send(mail: {
    /** `<uuid@domain>`, the same on every attempt of one mail. */
    messageId?: string;
    from: string;
    to: string[];
    subject: string;
    text: string;
    html?: string | null;
    attachments?: { filename: string; contentType: string; content: Buffer }[];
  }): Promise<void>;
  describe(): string;
}

/**
 * SMTP when SMTP_URL is set; otherwise each mail is written as an .eml file under the data folder,
 * so a developer without a mail server can still open the reset link.
 */
export function createMailTransport(env: { smtpUrl?: string; dataDir: string }): MailTransport {
  if (env.smtpUrl) {
    const transporter = nodemailer.createTransport({ url: env.smtpUrl, ...SMTP_TIMEOUTS });
    return {
      async send(mail) {
        await transporter.sendMail({ ...mail, html: mail.html ?? undefined });
      },
      describe: () => 'smtp',
    };
  }
  const folder = path.join(env.dataDir, 'mail');
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transporter.sendMail({ ...mail, html: mail.html ?? undefined });
      await mkdir(folder, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}.eml`;
      await writeFile(path.join(folder, name), info.message as Buffer);
    },
    describe: () => `files in ${folder}`,
  };
}
