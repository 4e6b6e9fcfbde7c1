import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '#app/db/client.server';
import { migrateDatabase } from '#app/db/migrate.server';
import { createPglite } from '#app/db/pglite.server';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: { kind: 'postgres'; url: string } | { kind: 'pglite'; dumpPath: string };
  }
}

/**
 * Migrates one database for the whole run. On PGlite the migrated data folder is dumped once and every test
 * file loads the dump (0.6 s instead of 3 s); with TEST_DATABASE_URL a fresh PostgreSQL database is created and
 * dropped at the end. Test files never depend on each other's rows: each makes its own tenant with factories.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const name = `prevzem_test_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ url: url.toString() });
    await migrateDatabase(handle);
    await handle.close();
    project.provide('testDatabase', { kind: 'postgres', url: url.toString() });
    return async () => {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    };
  }
  const pglite = await createPglite();
  const handle = await openDatabase({ pglite });
  await migrateDatabase(handle);
  const dump = await pglite.dumpDataDir('none');
  await handle.close();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'prevzem-test-'));
  const dumpPath = path.join(dir, 'migrated.tar');
  await writeFile(dumpPath, Buffer.from(await dump.arrayBuffer()));
  project.provide('testDatabase', { kind: 'pglite', dumpPath });
  return () => rm(dir, { recursive: true, force: true });
}
