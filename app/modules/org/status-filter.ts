import { and, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { OrgStatus } from './org.schema';

/** active: not deleted and active; inactive: not deleted and inactive; deleted: soft-deleted; all: everything. */
export function statusFilter(columns: { isActive: PgColumn; deletedAt: PgColumn }, status: OrgStatus): SQL | undefined {
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

export type ChangeResult = { ok: true } | { ok: false; reason: 'not_found' | 'has_active_children' | 'parent_deleted' };
