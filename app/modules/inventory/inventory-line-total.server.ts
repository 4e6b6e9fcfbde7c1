import { sql, type SQL } from 'drizzle-orm';
import { inventoryLineCounts, inventoryLines } from '#app/db/schema';

/** How many different totals people counted for the line (0: uncounted). */
const distinctTotals = sql<number>`(select count(distinct ${inventoryLineCounts.total}) from ${inventoryLineCounts} where ${inventoryLineCounts.lineId} = ${inventoryLines.id})`;

/**
 * A line's merged quantity in count units, the rule of count-merge.ts in SQL for totals over a whole count: the
 * decision when people's counts differ, else the one figure they agree on, else null (uncounted or in conflict). One
 * read of the line's counts (the figure and whether it is the only one together), and none when there is a decision.
 */
export const lineTotalSql: SQL<string | null> = sql<string | null>`coalesce(${inventoryLines.resolvedTotal},
  (select case when count(distinct ${inventoryLineCounts.total}) = 1 then min(${inventoryLineCounts.total}) end
    from ${inventoryLineCounts} where ${inventoryLineCounts.lineId} = ${inventoryLines.id}))`;

/** Whether the line's counts differ and nobody has decided between them yet. */
export const lineInConflictSql: SQL<boolean> = sql<boolean>`(${inventoryLines.resolvedTotal} is null and ${distinctTotals} > 1)`;
