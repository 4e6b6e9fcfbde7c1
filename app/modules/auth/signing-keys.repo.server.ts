import { randomBytes } from 'node:crypto';
import { desc, sql } from 'drizzle-orm';
import type { DbOrTx } from '#app/db/client.server';
import { signingKeys } from '#app/db/schema';

/**
 * The installation's link-signing keys, newest first; the first call on a new database makes one. Two nodes racing
 * may each make one: both verify, and the newest signs from then on. Kept in the database so every node shares them
 * and no secret has to be configured.
 */
export async function loadSigningKeys(db: DbOrTx): Promise<Buffer[]> {
  const read = () => db.select({ key: signingKeys.key }).from(signingKeys).orderBy(desc(signingKeys.id)).limit(5);
  const keys = await read();
  if (keys.length) return keys.map((row) => row.key);
  await db.execute(
    sql`insert into ${signingKeys} (key) select ${randomBytes(32)} where not exists (select 1 from ${signingKeys})`,
  );
  return (await read()).map((row) => row.key);
}
