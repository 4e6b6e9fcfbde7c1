import { and, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ListStatus } from './list-params';

/** active: not deleted and active; inactive: not deleted and inactive; deleted: soft-deleted; all: everything. */
export function statusFilter(
  columns: { isActive: PgColumn; deletedAt: PgColumn },
  status: ListStatus,
): SQL | undefined {
  switch (status) {
    case 'active':
      return and(isNull(columns.deletedAt), eq(columns.isActive, true));
    case 'inactive':
      return and(isNull(columns.deletedAt), eq(columns.isActive, false));
    case 'deleted':
      return isNotNull(columns.deletedAt);
    case 'all':
      return undefined;
  }
}

/** `%` and `_` in what the user typed are literal characters, not wildcards. */
export function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
