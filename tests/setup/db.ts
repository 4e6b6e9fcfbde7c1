import { readFile } from 'node:fs/promises';
import { afterAll, inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '#app/db/client.server';
import { createPglite } from '#app/db/pglite.server';

/** A migrated database for this test file, closed after its tests; see tests/setup/global-db.ts. */
export async function useTestDatabase(): Promise<DatabaseHandle> {
  const target = inject('testDatabase');
  const handle =
    target.kind === 'postgres'
      ? await openDatabase({ url: target.url })
      : await openDatabase({ pglite: await createPglite({ loadDataDir: new Blob([await readFile(target.dumpPath)]) }) });
  afterAll(() => handle.close());
  return handle;
}

export const testDatabaseKind = () => inject('testDatabase').kind;
