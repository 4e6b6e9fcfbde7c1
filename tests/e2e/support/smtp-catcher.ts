/**
 * A real SMTP server on loopback for the end-to-end tests: every mail it receives is written as JSON to E2E_DIR/mail.
 * While the file E2E_DIR/smtp-down exists it answers 421 ("service not available") to mail that contains the file's
 * text (every mail when the file is empty), so a test can play "the mail server is down" without disturbing others.
 * While E2E_DIR/smtp-reject exists it answers 550 ("mailbox unavailable", a refusal for good) the same way.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

const dir = path.join(process.env.E2E_DIR!, 'mail');
const downFile = path.join(process.env.E2E_DIR!, 'smtp-down');
const rejectFile = path.join(process.env.E2E_DIR!, 'smtp-reject');
rmSync(downFile, { force: true });
rmSync(rejectFile, { force: true });

/** Whether the switch file exists and this mail carries its marker (or the file is empty). */
function switchedOn(file: string, raw: string): boolean {
  if (!existsSync(file)) return false;
  const marker = readFileSync(file, 'utf8').trim();
  return !marker || raw.includes(marker);
}
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
let count = 0;

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      if (switchedOn(downFile, raw)) {
        callback(Object.assign(new Error('Service not available, try again later'), { responseCode: 421 }));
        return;
      }
      if (switchedOn(rejectFile, raw)) {
        callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
        return;
      }
      const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
      count += 1;
      writeFileSync(path.join(dir, `${Date.now()}-${count}.json`), JSON.stringify({ to, raw }));
      callback();
    });
  },
});
server.listen(Number(process.env.SMTP_PORT), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
