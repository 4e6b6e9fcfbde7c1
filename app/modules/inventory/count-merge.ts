import Decimal from 'decimal.js';

/** One person's count of a line, in count units. */
export interface PersonCount {
  userId: number;
  total: string;
}

/**
 * What a line holds once everyone's counts are merged (decision 035, "Counting together"): nothing counted yet; one
 * figure (one person's count, or several people's counts that agree); differing counts waiting for a decision, never
 * summed or dropped; or the decision someone took between them (a save that changes a line's count clears its decision). `lineTotalSql` in inventory-line-total.server.ts is
 * the same rule in SQL, checked against this one in its tests.
 */
export type LineMerge =
  | { state: 'uncounted' }
  | { state: 'counted'; total: string }
  | { state: 'conflict'; counts: PersonCount[] }
  | { state: 'resolved'; total: string; counts: PersonCount[] };

export function mergeLine(counts: readonly PersonCount[], resolvedTotal: string | null): LineMerge {
  if (resolvedTotal !== null) return { state: 'resolved', total: resolvedTotal, counts: [...counts] };
  if (counts.length === 0) return { state: 'uncounted' };
  const first = new Decimal(counts[0]!.total);
  if (counts.every((count) => new Decimal(count.total).eq(first))) return { state: 'counted', total: counts[0]!.total };
  return { state: 'conflict', counts: [...counts] };
}

/** The line's quantity for totals and exports: null while uncounted or in conflict. */
export function mergedTotal(merge: LineMerge): string | null {
  return merge.state === 'counted' || merge.state === 'resolved' ? merge.total : null;
}
