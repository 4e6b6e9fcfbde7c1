export type ChangeResult = { ok: true } | { ok: false; reason: 'not_found' | 'has_active_children' | 'parent_deleted' };

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
  }
}
