import { sql } from 'drizzle-orm';
import type { DbOrTx } from '#app/db/client.server';
import { orderNumbers } from '#app/db/schema';

/**
 * The next order number of a shop (1, 2, 3 …). The upsert takes the counter row's lock until the calling
 * transaction ends, so concurrent sends get distinct numbers and a rolled-back send leaves no gap.
 */
export async function nextOrderNumber(tx: DbOrTx, shopId: number): Promise<number> {
  const [row] = await tx
    .insert(orderNumbers)
    .values({ shopId, lastNumber: 1 })
    .onConflictDoUpdate({ target: orderNumbers.shopId, set: { lastNumber: sql`${orderNumbers.lastNumber} + 1` } })
    .returning({ number: orderNumbers.lastNumber });
  return row!.number;
}
