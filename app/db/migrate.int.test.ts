import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.server';
import { migrateDatabase } from './migrate.server';
import { testDatabaseKind } from '#tests/setup/db';

const adminUrl = process.env.TEST_DATABASE_URL;

describe('migrations', () => {
  it.runIf(testDatabaseKind() === 'postgres' && adminUrl)(
    'several nodes starting at once migrate one database once',
    async () => {
      const name = `prevzem_migrate_${process.pid}_${Date.now()}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      try {
        const url = new URL(adminUrl!);
        url.pathname = `/${name}`;
        const nodes = await Promise.all([1, 2, 3].map(() => openDatabase({ url: url.toString() })));
        await Promise.all(nodes.map((node) => migrateDatabase(node)));
        const { rows } = await nodes[0]!.db.execute<{ count: number }>(
          'select count(*)::int as count from drizzle.__drizzle_migrations',
        );
        expect(rows[0]?.count).toBeGreaterThan(0);
        const { rows: tables } = await nodes[0]!.db.execute<{ count: number }>(
          "select count(*)::int as count from information_schema.tables where table_schema = 'public' and table_name = 'users'",
        );
        expect(tables[0]?.count).toBe(1);
        await Promise.all(nodes.map((node) => node.close()));
      } finally {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    },
  );

  it('applying the migrations again changes nothing', async () => {
    const { createPglite } = await import('./pglite.server');
    const handle = await openDatabase({ pglite: await createPglite() });
    await migrateDatabase(handle);
    await migrateDatabase(handle);
    const { rows } = await handle.db.execute<{ count: number }>('select count(*)::int as count from users');
    expect(rows[0]?.count).toBe(0);
    await handle.close();
  });
});
