/** Seeds the demo data into the configured database when it is empty (the server also does this on first start). */
import path from 'node:path';
import { loadConfig } from '#app/config.server';
import { openDatabase } from '#app/db/client.server';
import { migrateDatabase } from '#app/db/migrate.server';
import { seedDemoIfEmpty } from '#app/modules/org/demo-seed.service.server';

const config = loadConfig();
const handle = config.databaseUrl
  ? await openDatabase({ url: config.databaseUrl })
  : await openDatabase({ dataDir: path.join(config.dataDir, 'pglite') });
try {
  await migrateDatabase(handle);
  console.log(
    (await seedDemoIfEmpty(handle.db)) ? 'Demo data seeded.' : 'The database already has data; nothing seeded.',
  );
} finally {
  await handle.close();
}
