/**
 * Removes the demo companies (with all their rows), the demo super admin and the unused demo suppliers from the
 * configured database, in one transaction:  npm run demo:remove
 * On the embedded database stop the server first: only one process may open its data folder.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '#app/config.server';
import { openDatabase } from '#app/db/client.server';
import { migrateDatabase } from '#app/db/migrate.server';
import { hasDemoData, removeDemoData } from '#app/modules/org/demo-data.service.server';

async function main() {
  const config = loadConfig();
  if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true });
  const handle = config.databaseUrl
    ? await openDatabase({ url: config.databaseUrl })
    : await openDatabase({ dataDir: path.join(config.dataDir, 'pglite') });
  try {
    await migrateDatabase(handle);
    if (!(await hasDemoData(handle.db))) {
      console.log('No demo data found; nothing removed.');
      return;
    }
    const removed = await removeDemoData(handle.db);
    console.log(
      `Demo data removed: ${removed.companies} companies with all their rows, ${removed.users} accounts, ${removed.suppliers} directory suppliers.`,
    );
    console.log(
      'Set SEED_DEMO=0 so that an empty database is not seeded again, and create an operator with npm run user:create-super.',
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
