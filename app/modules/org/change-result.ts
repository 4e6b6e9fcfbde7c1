export const DONE = { ok: true } as const;
export const NOT_FOUND = { ok: false, reason: 'not_found' } as const;
export const FORBIDDEN = { ok: false, reason: 'forbidden' } as const;

/** A change of one row: done, the row is not there (or not in the caller's reach), or the caller may not. */
export type UpdateResult = typeof DONE | typeof NOT_FOUND | typeof FORBIDDEN;
/** A new row under a parent that may be missing or deleted. */
export type CreateResult = { ok: true; id: number } | typeof NOT_FOUND | typeof FORBIDDEN;

export type ChangeResult =
  { ok: true } | { ok: false; reason: 'not_found' | 'has_active_children' | 'parent_deleted' | 'forbidden' };

/** The message key for a refused delete or restore at this level of the hierarchy. */
export function changeErrorKey(result: ChangeResult, level: 'company' | 'region' | 'shop'): string | null {
  if (result.ok) return null;
  switch (result.reason) {
    case 'has_active_children':
      return `super.errors.${level}.hasChildren`;
    case 'parent_deleted':
      return 'super.errors.parentDeleted';
    case 'not_found':
      return 'super.errors.notFound';
    case 'forbidden':
      return 'errors.forbidden.body';
  }
}
