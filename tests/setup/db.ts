import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '#app/db/client.server';
import { migrateDatabase } from '#app/db/migrate.server';
import { createPglite } from '#app/db/pglite.server';

/** A migrated database for this test file, closed after its tests; see tests/setup/global-db.ts. */
export async function useTestDatabase(): Promise<DatabaseHandle> {
  const target = inject('testDatabase');
  const handle =
    target.kind === 'postgres' ? await openDatabase({ url: target.url }) : await openMigratedPglite(target.dumpPath);
  afterAll(() => handle.close());
  return handle;
}

async function openMigratedPglite(dumpPath: string): Promise<DatabaseHandle> {
  return openDatabase({ pglite: await createPglite({ loadDataDir: new Blob([await readFile(dumpPath)]) }) });
}

/**
 * A database of this test file's own, also on PostgreSQL, for tests of what spans every tenant (the demo data, the
 * shared supplier directory), which other files running at the same time must not see. On PGlite every file has its
 * own database anyway. Its `close` also drops it on PostgreSQL; the caller closes it (`afterAll` at the file's top
 * level, or `finally` in a test): a hook registered while another hook or a test runs is never run, which left every
 * such database behind.
 */
export async function openOwnTestDatabase(): Promise<DatabaseHandle> {
  const target = inject('testDatabase');
  if (target.kind === 'pglite') return openMigratedPglite(target.dumpPath);
  const name = `prevzem_own_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: target.url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(target.url);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  const close = async () => {
    try {
      await handle.close();
    } finally {
      const cleanup = new pg.Client({ connectionString: target.url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    }
  };
  try {
    await migrateDatabase(handle);
  } catch (error) {
    await close();
    throw error;
  }
  return { ...handle, close };
}

export const testDatabaseKind = () => inject('testDatabase').kind;
