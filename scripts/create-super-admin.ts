/**
 * Creates a super admin (role 1) on the configured database:
 *   npm run user:create-super -- --email ops@example.com [--name Ana --lastname Novak]
 * The password is asked for on the terminal (or read from standard input when piped), never taken as an argument.
 */
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { loadConfig } from '#app/config.server';
import { openDatabase } from '#app/db/client.server';
import { migrateDatabase } from '#app/db/migrate.server';
import { PASSWORD_MIN_LENGTH } from '#app/modules/auth/auth.schema';
import { createSuperAdmin } from '#app/modules/users/super-admin.service.server';

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8').split('\n')[0] ?? '';
  }
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const mute = rl as unknown as { _writeToOutput: (s: string) => void };
  const ask = async (question: string) => {
    process.stdout.write(question);
    mute._writeToOutput = () => undefined;
    const answer = await rl.question('');
    process.stdout.write('\n');
    return answer;
  };
  const first = await ask(`Password (at least ${PASSWORD_MIN_LENGTH} characters): `);
  const second = await ask('Repeat the password: ');
  rl.close();
  if (first !== second) throw new Error('The passwords do not match.');
  return first;
}

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      name: { type: 'string', default: 'Operator' },
      lastname: { type: 'string', default: 'Prevzem' },
    },
  });
  const email = z.string().email().parse(values.email);
  const password = await readPassword();
  if (password.length < PASSWORD_MIN_LENGTH)
    throw new Error(`The password must have at least ${PASSWORD_MIN_LENGTH} characters.`);
  const config = loadConfig();
  const handle = config.databaseUrl
    ? await openDatabase({ url: config.databaseUrl })
    : await openDatabase({ dataDir: path.join(config.dataDir, 'pglite') });
  try {
    await migrateDatabase(handle);
    const result = await createSuperAdmin(handle.db, {
      email,
      name: values.name!,
      lastname: values.lastname!,
      password,
    });
    if (!result.ok) throw new Error(`A user with the e-mail ${email} already exists.`);
    console.log(`Super admin ${email} created (id ${result.id}).`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
