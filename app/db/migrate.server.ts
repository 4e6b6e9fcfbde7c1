import path from 'node:path';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { DatabaseHandle } from './client.server';

/** Any constant works; it only has to be the same on every node. */
const MIGRATION_LOCK_KEY = 727_001;

function migrationsFolder(): string {
  return process.env.MIGRATIONS_DIR ?? path.resolve(process.cwd(), 'drizzle');
}

/** Applies pending migrations; several nodes starting at once wait for each other on an advisory lock. */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  await handle.withLock(MIGRATION_LOCK_KEY, async (db) => {
    // The node-postgres migrator only uses the dialect's generic session API, which PGlite's session also provides.
    await migratePg(db, { migrationsFolder: migrationsFolder() });
  });
}
