import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '#app/db/client.server';
import { regions, shops, users } from '#app/db/schema';
import { diffChanges, recordAudit } from '#app/modules/audit/audit.repo.server';
import type { Scope } from '#app/modules/auth/user-record';
import { ShopSchema, type ShopInput } from './org.schema';
import { DONE, FORBIDDEN, NOT_FOUND, type ChangeResult, type CreateResult, type UpdateResult } from './change-result';
import { isOperator } from './operator';

const where = (companyId: number, regionId: number, shopId: number) =>
  and(eq(shops.companyId, companyId), eq(shops.regionId, regionId), eq(shops.id, shopId));

/** The shops of a company, or of one region of it, with their count of live users. */
export async function listShops(db: DbOrTx, scope: Scope, companyId: number, regionId?: number) {
  if (!isOperator(scope)) return [];
  const userCount = db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.shopId, shops.id), eq(users.companyId, companyId), isNull(users.deletedAt)));
  return db
    .select({
      id: shops.id,
      regionId: shops.regionId,
      regionName: regions.name,
      name: shops.name,
      address: shops.address,
      isActive: shops.isActive,
      deletedAt: shops.deletedAt,
      users: sql<number>`(${userCount})::int`,
    })
    .from(shops)
    .innerJoin(regions, and(eq(regions.companyId, shops.companyId), eq(regions.id, shops.regionId)))
    .where(and(eq(shops.companyId, companyId), regionId ? eq(shops.regionId, regionId) : undefined))
    .orderBy(asc(regions.name), asc(shops.name), asc(shops.id));
}

/** A shop only through its own company and region, as in its URL. */
export async function getShop(db: DbOrTx, scope: Scope, companyId: number, regionId: number, shopId: number) {
  if (!isOperator(scope)) return null;
  const [row] = await db
    .select()
    .from(shops)
    .where(where(companyId, regionId, shopId))
    .limit(1);
  return row ?? null;
}

export async function createShop(
  db: Database,
  scope: Scope,
  companyId: number,
  regionId: number,
  input: ShopInput,
): Promise<CreateResult> {
  if (!isOperator(scope)) return FORBIDDEN;
  const values = ShopSchema.parse(input);
  return db.transaction(async (tx) => {
    const [region] = await tx
      .select({ id: regions.id })
      .from(regions)
      .where(and(eq(regions.companyId, companyId), eq(regions.id, regionId), isNull(regions.deletedAt)))
      .for('update');
    if (!region) return NOT_FOUND;
    const [row] = await tx
      .insert(shops)
      .values({ ...values, companyId, regionId })
      .returning({ id: shops.id });
    await recordAudit(tx, {
      companyId,
      actorUserId: scope.userId,
      entityType: 'shop',
      entityId: row!.id,
      action: 'created',
      changes: diffChanges({}, values),
    });
    return { ok: true, id: row!.id } as const;
  });
}

export async function updateShop(
  db: Database,
  scope: Scope,
  companyId: number,
  regionId: number,
  shopId: number,
  input: ShopInput,
): Promise<UpdateResult> {
  if (!isOperator(scope)) return FORBIDDEN;
  const values = ShopSchema.parse(input);
  return db.transaction(async (tx) => {
    const live = and(where(companyId, regionId, shopId), isNull(shops.deletedAt));
    const [before] = await tx.select().from(shops).where(live).for('update');
    if (!before) return NOT_FOUND;
    await tx
      .update(shops)
      .set({ ...values, updatedAt: new Date() })
      .where(live);
    const changes = diffChanges(before, values);
    if (Object.keys(changes).length) {
      await recordAudit(tx, {
        companyId,
        actorUserId: scope.userId,
        entityType: 'shop',
        entityId: shopId,
        action: 'updated',
        changes,
      });
    }
    return DONE;
  });
}

/** Soft delete, refused while the shop still has users who are not deleted. */
export async function deleteShop(
  db: Database,
  scope: Scope,
  companyId: number,
  regionId: number,
  shopId: number,
): Promise<ChangeResult> {
  if (!isOperator(scope)) return FORBIDDEN;
  return db.transaction(async (tx) => {
    const live = and(where(companyId, regionId, shopId), isNull(shops.deletedAt));
    const [shop] = await tx.select({ id: shops.id }).from(shops).where(live).for('update');
    if (!shop) return { ok: false, reason: 'not_found' } as const;
    const [children] = await tx
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.companyId, companyId), eq(users.shopId, shopId), isNull(users.deletedAt)));
    if ((children?.n ?? 0) > 0) return { ok: false, reason: 'has_active_children' } as const;
    await tx.update(shops).set({ deletedAt: new Date() }).where(live);
    await recordAudit(tx, {
      companyId,
      actorUserId: scope.userId,
      entityType: 'shop',
      entityId: shopId,
      action: 'deleted',
    });
    return { ok: true } as const;
  });
}

/** Brings a shop back as it was; refused while its region is deleted. */
export async function restoreShop(
  db: Database,
  scope: Scope,
  companyId: number,
  regionId: number,
  shopId: number,
): Promise<ChangeResult> {
  if (!isOperator(scope)) return FORBIDDEN;
  return db.transaction(async (tx) => {
    // Locked, so a deletion of the region in progress is waited for and seen; else both could commit.
    const [region] = await tx
      .select({ deletedAt: regions.deletedAt })
      .from(regions)
      .where(and(eq(regions.companyId, companyId), eq(regions.id, regionId)))
      .for('share');
    if (!region) return { ok: false, reason: 'not_found' } as const;
    if (region.deletedAt) return { ok: false, reason: 'parent_deleted' } as const;
    const [row] = await tx
      .update(shops)
      .set({ deletedAt: null, updatedAt: new Date() })
      .where(and(where(companyId, regionId, shopId), sql`${shops.deletedAt} is not null`))
      .returning({ id: shops.id });
    if (!row) return { ok: false, reason: 'not_found' } as const;
    await recordAudit(tx, {
      companyId,
      actorUserId: scope.userId,
      entityType: 'shop',
      entityId: shopId,
      action: 'restored',
    });
    return { ok: true } as const;
  });
}
