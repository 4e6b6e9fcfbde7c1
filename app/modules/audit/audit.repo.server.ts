import type { DbOrTx } from '#app/db/client.server';
import { auditLog } from '#app/db/schema';

export interface AuditEntry {
  companyId: number | null;
  actorUserId: number | null;
  entityType: string;
  entityId: string | number;
  action: string;
  changes?: Record<string, { from: unknown; to: unknown }>;
}

/** The insert of an audit row, not yet run: for a repository that sends it within one of its own statements. */
export function auditInsert(db: DbOrTx, entry: AuditEntry) {
  return db.insert(auditLog).values({ ...entry, entityId: String(entry.entityId) });
}

export async function recordAudit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await auditInsert(db, entry);
}

/** The fields whose values differ, as { field: { from, to } }; secrets are never passed in. */
export function diffChanges<T extends Record<string, unknown>>(before: T, after: Partial<T>) {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of Object.keys(after)) {
    if (before[key] !== after[key]) changes[key] = { from: before[key], to: after[key] };
  }
  return changes;
}
