import { and, asc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database, DbOrTx } from '#app/db/client.server';
import { suppliers } from '#app/db/schema';
import { diffChanges, recordAudit } from '#app/modules/audit/audit.repo.server';
import type { Scope } from '#app/modules/auth/user-record';
import { likePattern, statusFilter } from '#app/utils/list-filters';
import type { ListStatus } from '#app/utils/list-params';
import { SupplierSchema, type SupplierInput } from './supplier.schema';
import { DONE, FORBIDDEN, NOT_FOUND, type UpdateResult } from '#app/modules/org/change-result';
import { isOperator } from '#app/modules/org/operator';

export interface SupplierListQuery {
  q?: string;
  status: ListStatus;
  page: number;
  perPage: number;
}

type SupplierRow = typeof suppliers.$inferSelect;

function searchFilter(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = likePattern(q);
  // VAT numbers are stored without spaces or dots, so "SI 1234 5679" finds SI12345679.
  const compactVat = q.replace(/[\s.\-/]/g, '');
  return or(
    ilike(suppliers.name, pattern),
    ilike(suppliers.city, pattern),
    ilike(suppliers.email, pattern),
    ilike(suppliers.vatNumber, pattern),
    compactVat && compactVat !== q ? ilike(suppliers.vatNumber, likePattern(compactVat)) : undefined,
  );
}

/**
 * The operator's supplier directory, one page at a time, in name order (the order of the lower(name) index).
 * The search is a substring match, so it reads the table; the directory is hundreds of rows, not millions.
 */
export async function listSuppliers(db: DbOrTx, scope: Scope, query: SupplierListQuery) {
  if (!isOperator(scope)) return { rows: [], total: 0 };
  const filter = and(statusFilter(suppliers, query.status), searchFilter(query.q));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: suppliers.id,
        name: suppliers.name,
        city: suppliers.city,
        country: suppliers.country,
        email: suppliers.email,
        vatNumber: suppliers.vatNumber,
        isActive: suppliers.isActive,
        deletedAt: suppliers.deletedAt,
      })
      .from(suppliers)
      .where(filter)
      .orderBy(sql`lower(${suppliers.name})`, asc(suppliers.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(suppliers)
      .where(filter),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** One supplier, deleted ones included (the operator may look at and restore them); null when there is none. */
export async function getSupplier(db: DbOrTx, scope: Scope, supplierId: number): Promise<SupplierRow | null> {
  if (!isOperator(scope)) return null;
  const [row] = await db.select().from(suppliers).where(eq(suppliers.id, supplierId)).limit(1);
  return row ?? null;
}

function audit(
  db: DbOrTx,
  scope: Scope,
  supplierId: number,
  action: string,
  changes?: Record<string, { from: unknown; to: unknown }>,
) {
  return recordAudit(db, {
    companyId: null,
    actorUserId: scope.userId,
    entityType: 'supplier',
    entityId: supplierId,
    action,
    changes,
  });
}

/** Lists compare by content; diffChanges compares by identity. */
const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, i) => value === b[i]);

export async function createSupplier(
  db: Database,
  scope: Scope,
  input: SupplierInput,
): Promise<{ ok: true; supplier: SupplierRow } | typeof FORBIDDEN> {
  if (!isOperator(scope)) return FORBIDDEN;
  const values = SupplierSchema.parse(input);
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(suppliers).values(values).returning();
    const changes = diffChanges<Record<string, unknown>>({}, values);
    await audit(tx, scope, row!.id, 'created', changes);
    return { ok: true, supplier: row! } as const;
  });
}

/** Saves every field; null when there is no such supplier, or it is deleted (restore it first). */
export async function updateSupplier(
  db: Database,
  scope: Scope,
  supplierId: number,
  input: SupplierInput,
): Promise<{ ok: true; supplier: SupplierRow } | typeof NOT_FOUND | typeof FORBIDDEN> {
  if (!isOperator(scope)) return FORBIDDEN;
  const values = SupplierSchema.parse(input);
  return db.transaction(async (tx) => {
    const live = and(eq(suppliers.id, supplierId), isNull(suppliers.deletedAt));
    const [before] = await tx.select().from(suppliers).where(live).for('update');
    if (!before) return NOT_FOUND;
    const after = sameList(before.contactEmails, values.contactEmails)
      ? { ...values, contactEmails: before.contactEmails }
      : values;
    const changes = diffChanges(before, after);
    if (Object.keys(changes).length === 0) return { ok: true, supplier: before } as const;
    const [row] = await tx
      .update(suppliers)
      .set({ ...values, updatedAt: new Date() })
      .where(live)
      .returning();
    await audit(tx, scope, supplierId, 'updated', changes);
    return { ok: true, supplier: row! } as const;
  });
}

/** Activates or deactivates a supplier that is not deleted; false when there is none. */
export async function setSupplierActive(
  db: Database,
  scope: Scope,
  supplierId: number,
  isActive: boolean,
): Promise<UpdateResult> {
  if (!isOperator(scope)) return FORBIDDEN;
  return db.transaction(async (tx) => {
    const live = and(eq(suppliers.id, supplierId), isNull(suppliers.deletedAt));
    const [before] = await tx.select({ isActive: suppliers.isActive }).from(suppliers).where(live).for('update');
    if (!before) return NOT_FOUND;
    if (before.isActive === isActive) return DONE;
    await tx.update(suppliers).set({ isActive, updatedAt: new Date() }).where(live);
    await audit(tx, scope, supplierId, isActive ? 'activated' : 'deactivated', {
      isActive: { from: before.isActive, to: isActive },
    });
    return DONE;
  });
}

/** Soft delete; false when there is no such supplier. Deleting twice changes nothing the second time. */
export async function deleteSupplier(db: Database, scope: Scope, supplierId: number): Promise<UpdateResult> {
  if (!isOperator(scope)) return FORBIDDEN;
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ deletedAt: suppliers.deletedAt })
      .from(suppliers)
      .where(eq(suppliers.id, supplierId))
      .for('update');
    if (!before) return NOT_FOUND;
    if (before.deletedAt) return DONE;
    const now = new Date();
    await tx.update(suppliers).set({ deletedAt: now, updatedAt: now }).where(eq(suppliers.id, supplierId));
    await audit(tx, scope, supplierId, 'deleted');
    return DONE;
  });
}

/** Brings a deleted supplier back as it was (active or inactive); false when there is no such supplier. */
export async function restoreSupplier(db: Database, scope: Scope, supplierId: number): Promise<UpdateResult> {
  if (!isOperator(scope)) return FORBIDDEN;
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ deletedAt: suppliers.deletedAt })
      .from(suppliers)
      .where(eq(suppliers.id, supplierId))
      .for('update');
    if (!before) return NOT_FOUND;
    if (!before.deletedAt) return DONE;
    await tx.update(suppliers).set({ deletedAt: null, updatedAt: new Date() }).where(eq(suppliers.id, supplierId));
    await audit(tx, scope, supplierId, 'restored');
    return DONE;
  });
}
