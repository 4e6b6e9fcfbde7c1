import type { DbOrTx } from '#app/db/client.server';
import { listHistorySupplierOptions } from '#app/modules/ordering/order-history.repo.server';
import { mayInShop, type ShopScope } from '#app/modules/tenancy/shop-scope';
import { listComparison, listUnmatchedLines, type ComparisonQuery } from './comparison.repo.server';

/**
 * What the comparison page shows: one page of signed-off delivery notes with their compared lines, the filtered set's
 * totals, the document lines of the period that match no delivery, and the supplier filter's options. Refused
 * (`forbidden`) without deliveries:credit_notes.
 */
export async function getComparisonPage(
  db: DbOrTx,
  shop: ShopScope,
  query: ComparisonQuery & { page: number; perPage: number },
) {
  if (!mayInShop(shop, 'deliveries:credit_notes')) return { ok: false as const, reason: 'forbidden' as const };
  const [comparison, unmatched, suppliers] = await Promise.all([
    listComparison(db, shop, query, { limit: query.perPage, offset: (query.page - 1) * query.perPage }),
    listUnmatchedLines(db, shop, query),
    listHistorySupplierOptions(db, shop),
  ]);
  return { ok: true as const, ...comparison, unmatched, suppliers };
}
