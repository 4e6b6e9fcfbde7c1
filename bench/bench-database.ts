import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '#app/db/client.server';
import { createPglite } from '#app/db/pglite.server';

/**
 * The database a benchmark runs on: embedded PGlite, or a scratch database on the PostgreSQL server of
 * `BENCH_DATABASE_URL`, created for the run and dropped by `cleanup`.
 */
export async function openBenchDatabase(
  name: string,
): Promise<{ handle: DatabaseHandle; cleanup: () => Promise<void> }> {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    const handle = await openDatabase({ pglite: await createPglite() });
    return { handle, cleanup: () => handle.close() };
  }
  const database = `prevzem_bench_${name}_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${database}`);
  const target = new URL(url);
  target.pathname = `/${database}`;
  const handle = await openDatabase({ url: target.toString() });
  return {
    handle,
    cleanup: async () => {
      await handle.close();
      await admin.query(`drop database if exists ${database} with (force)`);
      await admin.end();
    },
  };
}
