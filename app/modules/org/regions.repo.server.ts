import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '#app/db/client.server';
import { companies, regions, shops } from '#app/db/schema';
import { diffChanges, recordAudit } from '#app/modules/audit/audit.repo.server';
import type { Scope } from '#app/modules/auth/user-record';
import { RegionSchema, type RegionInput } from './org.schema';
import { DONE, FORBIDDEN, NOT_FOUND, type ChangeResult, type CreateResult, type UpdateResult } from './change-result';
import { isOperator } from './operator';

/** The regions of one company (deleted ones too, marked), with their count of live shops. */
export async function listRegions(db: DbOrTx, scope: Scope, companyId: number) {
  if (!isOperator(scope)) return [];
  const shopCount = db
    .select({ n: count() })
    .from(shops)
    .where(and(eq(shops.regionId, regions.id), eq(shops.companyId, companyId), isNull(shops.deletedAt)));
  return db
    .select({
      id: regions.id,
      name: regions.name,
      isActive: regions.isActive,
      deletedAt: regions.deletedAt,
      shops: sql<number>`(${shopCount})::int`,
    })
    .from(regions)
    .where(eq(regions.companyId, companyId))
    .orderBy(asc(regions.name), asc(regions.id));
}

/** A region only through its own company: a region id under another company's path is not found. */
export async function getRegion(db: DbOrTx, scope: Scope, companyId: number, regionId: number) {
  if (!isOperator(scope)) return null;
  const [row] = await db
    .select()
    .from(regions)
    .where(and(eq(regions.companyId, companyId), eq(regions.id, regionId)))
    .limit(1);
  return row ?? null;
}

export async function createRegion(
  db: Database,
  scope: Scope,
  companyId: number,
  input: RegionInput,
): Promise<CreateResult> {
  if (!isOperator(scope)) return FORBIDDEN;
  const values = RegionSchema.parse(input);
  return db.transaction(async (tx) => {
    const [company] = await tx
      .select({ id: companies.id })
      .from(companies)
      .where(and(eq(companies.id, companyId), isNull(companies.deletedAt)))
      .for('update');
    if (!company) return NOT_FOUND;
    const [row] = await tx
      .insert(regions)
      .values({ ...values, companyId })
      .returning({ id: regions.id });
    await recordAudit(tx, {
      companyId,
      actorUserId: scope.userId,
      entityType: 'region',
      entityId: row!.id,
      action: 'created',
      changes: diffChanges({}, values),
    });
    return { ok: true, id: row!.id } as const;
  });
}

export async function updateRegion(
  db: Database,
  scope: Scope,
  companyId: number,
  regionId: number,
  input: RegionInput,
): Promise<UpdateResult> {
  if (!isOperator(scope)) return FORBIDDEN;
  const values = RegionSchema.parse(input);
  return db.transaction(async (tx) => {
    const where = and(eq(regions.companyId, companyId), eq(regions.id, regionId), isNull(regions.deletedAt));
    const [before] = await tx.select().from(regions).where(where).for('update');
    if (!before) return NOT_FOUND;
    await tx
      .update(regions)
      .set({ ...values, updatedAt: new Date() })
      .where(where);
    const changes = diffChanges(before, values);
    if (Object.keys(changes).length) {
      await recordAudit(tx, {
        companyId,
        actorUserId: scope.userId,
        entityType: 'region',
        entityId: regionId,
        action: 'updated',
        changes,
      });
    }
    return DONE;
  });
}

/** Soft delete, refused while the region still has shops that are not deleted. */
export async function deleteRegion(
  db: Database,
  scope: Scope,
  companyId: number,
  regionId: number,
): Promise<ChangeResult> {
  if (!isOperator(scope)) return FORBIDDEN;
  return db.transaction(async (tx) => {
    const where = and(eq(regions.companyId, companyId), eq(regions.id, regionId), isNull(regions.deletedAt));
    const [region] = await tx.select({ id: regions.id }).from(regions).where(where).for('update');
    if (!region) return { ok: false, reason: 'not_found' } as const;
    const [children] = await tx
      .select({ n: count() })
      .from(shops)
      .where(and(eq(shops.companyId, companyId), eq(shops.regionId, regionId), isNull(shops.deletedAt)));
    if ((children?.n ?? 0) > 0) return { ok: false, reason: 'has_active_children' } as const;
    await tx.update(regions).set({ deletedAt: new Date() }).where(where);
    await recordAudit(tx, {
      companyId,
      actorUserId: scope.userId,
      entityType: 'region',
      entityId: regionId,
      action: 'deleted',
    });
    return { ok: true } as const;
  });
}

/** Brings a region back as it was; refused while its company is deleted. */
export async function restoreRegion(
  db: Database,
  scope: Scope,
  companyId: number,
  regionId: number,
): Promise<ChangeResult> {
  if (!isOperator(scope)) return FORBIDDEN;
  return db.transaction(async (tx) => {
    // Locked, so a deletion of the company in progress is waited for and seen; else both could commit.
    const [company] = await tx
      .select({ deletedAt: companies.deletedAt })
      .from(companies)
      .where(eq(companies.id, companyId))
      .for('share');
    if (!company) return { ok: false, reason: 'not_found' } as const;
    if (company.deletedAt) return { ok: false, reason: 'parent_deleted' } as const;
    const [row] = await tx
      .update(regions)
      .set({ deletedAt: null, updatedAt: new Date() })
      .where(and(eq(regions.companyId, companyId), eq(regions.id, regionId), sql`${regions.deletedAt} is not null`))
      .returning({ id: regions.id });
    if (!row) return { ok: false, reason: 'not_found' } as const;
    await recordAudit(tx, {
      companyId,
      actorUserId: scope.userId,
      entityType: 'region',
      entityId: regionId,
      action: 'restored',
    });
    return { ok: true } as const;
  });
}
