/** A real SMTP server on loopback for the end-to-end tests: every mail it receives is written as JSON to E2E_DIR/mail. */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

const dir = path.join(process.env.E2E_DIR!, 'mail');
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
      const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
      count += 1;
      writeFileSync(path.join(dir, `${Date.now()}-${count}.json`), JSON.stringify({ to, raw }));
      callback();
    });
  },
});
server.listen(Number(process.env.SMTP_PORT), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
