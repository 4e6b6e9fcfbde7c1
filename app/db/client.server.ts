import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { createPglite } from './pglite.server';
import * as schema from './schema';

export type Database = NodePgDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Repo functions accept either the database or an open transaction, so services can compose them. */
export type DbOrTx = Database | Tx;

type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Runs `fn` with a dedicated connection that holds a session-level advisory lock. */
  withLock<T>(key: number, fn: (db: Database) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export type DatabaseOptions = { url: string } | { dataDir: string } | { pglite: PGlite };

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if ('url' in options) {
    // No JIT: it pays off for long analytical scans, and this app runs short indexed queries, where compiling a plan
    // costs more than running it (the analytics page's year-long reads spent most of their time in it).
    const pool = new pg.Pool({
      connectionString: options.url,
      max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
      options: '-c jit=off',
    });
    // An idle connection the server closed (a restart, a failover) is dropped by the pool and replaced on the next
    // query; without a listener node-postgres would take the whole process down with it.
    pool.on('error', (error) => process.emitWarning(`idle database connection closed: ${error.message}`));
    const db = drizzlePg(pool, { schema, casing: 'snake_case' });
    return {
      db,
      kind: 'postgres',
      async withLock(key, fn) {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [key]);
          try {
            return await fn(drizzlePg(client, { schema, casing: 'snake_case' }));
          } finally {
            await client.query('select pg_advisory_unlock($1)', [key]);
          }
        } finally {
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  const client = 'pglite' in options ? options.pglite : await createPglite({ dataDir: options.dataDir });
  // PGlite is one connection in this process: there is nobody to race, so no lock is needed.
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    withLock: (_key, fn) => fn(db),
    close: () => client.close(),
  };
}

const holder = globalThis as typeof globalThis & { __prevzemDb?: DatabaseHandle };

/** The process-wide database, set once at start (kept on globalThis so dev reloads reuse it). */
export function setDatabase(handle: DatabaseHandle | undefined): void {
  holder.__prevzemDb = handle;
}

export function getDatabaseHandle(): DatabaseHandle {
  const handle = holder.__prevzemDb;
  if (!handle) throw new Error('Database is not open');
  return handle;
}

export function getDb(): Database {
  return getDatabaseHandle().db;
}
