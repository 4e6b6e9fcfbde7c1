import { sql, type SQL } from 'drizzle-orm';
import { inventoryLineCounts, inventoryLines } from '#app/db/schema';

/** How many different totals people counted for the line (0: uncounted). */
const distinctTotals = sql<number>`(select count(distinct ${inventoryLineCounts.total}) from ${inventoryLineCounts} where ${inventoryLineCounts.lineId} = ${inventoryLines.id})`;

/**
 * A line's merged quantity in count units, the rule of count-merge.ts in SQL for totals over a whole count: the
 * decision when people's counts differ, else the one figure they agree on, else null (uncounted or in conflict).
 */
export const lineTotalSql: SQL<string | null> = sql<string | null>`case
  when ${inventoryLines.resolvedTotal} is not null then ${inventoryLines.resolvedTotal}
  when ${distinctTotals} = 1 then (select min(${inventoryLineCounts.total}) from ${inventoryLineCounts} where ${inventoryLineCounts.lineId} = ${inventoryLines.id})
  end`;

/** Whether the line's counts differ and nobody has decided between them yet. */
export const lineInConflictSql: SQL<boolean> = sql<boolean>`(${inventoryLines.resolvedTotal} is null and ${distinctTotals} > 1)`;
