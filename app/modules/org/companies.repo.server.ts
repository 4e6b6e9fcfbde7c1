import { and, asc, count, desc, eq, ilike, isNull, sql } from 'drizzle-orm';
import type { DbOrTx, Database } from '#app/db/client.server';
import { auditLog, companies, regions, shops, users } from '#app/db/schema';
import { diffChanges, recordAudit } from '#app/modules/audit/audit.repo.server';
import type { Scope } from '#app/modules/auth/user-record';
import type { ListStatus } from '#app/utils/list-params';
import { CompanySchema, type CompanyInput } from './org.schema';
import { likePattern, statusFilter } from '#app/utils/list-filters';
import { DONE, FORBIDDEN, NOT_FOUND, type ChangeResult, type CreateResult, type UpdateResult } from './change-result';
import { isOperator } from './operator';

export interface CompanyListQuery {
  q?: string;
  status?: ListStatus;
  page: number;
  perPage: number;
}

/** The operator's company list with counts of live regions, shops and users, one page at a time. */
export async function listCompanies(db: DbOrTx, scope: Scope, query: CompanyListQuery) {
  if (!isOperator(scope)) return { rows: [], total: 0 };
  const filter = and(
    statusFilter(companies, query.status ?? 'active'),
    query.q ? ilike(companies.name, likePattern(query.q)) : undefined,
  );
  const regionCount = db
    .select({ n: count() })
    .from(regions)
    .where(and(eq(regions.companyId, companies.id), isNull(regions.deletedAt)));
  const shopCount = db
    .select({ n: count() })
    .from(shops)
    .where(and(eq(shops.companyId, companies.id), isNull(shops.deletedAt)));
  const userCount = db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.companyId, companies.id), isNull(users.deletedAt)));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: companies.id,
        name: companies.name,
        isActive: companies.isActive,
        deletedAt: companies.deletedAt,
        regions: sql<number>`(${regionCount})::int`,
        shops: sql<number>`(${shopCount})::int`,
        users: sql<number>`(${userCount})::int`,
      })
      .from(companies)
      .where(filter)
      .orderBy(asc(companies.name), asc(companies.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(companies)
      .where(filter),
  ]);
  return { rows, total: total?.total ?? 0 };
}

export async function getCompany(db: DbOrTx, scope: Scope, companyId: number) {
  if (!isOperator(scope)) return null;
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId)).limit(1);
  return row ?? null;
}

export async function createCompany(db: Database, scope: Scope, input: CompanyInput): Promise<CreateResult> {
  if (!isOperator(scope)) return FORBIDDEN;
  const values = CompanySchema.parse(input);
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(companies).values(values).returning({ id: companies.id });
    await recordAudit(tx, {
      companyId: row!.id,
      actorUserId: scope.userId,
      entityType: 'company',
      entityId: row!.id,
      action: 'created',
      changes: diffChanges({}, values),
    });
    return { ok: true, id: row!.id } as const;
  });
}

export async function updateCompany(
  db: Database,
  scope: Scope,
  companyId: number,
  input: CompanyInput,
): Promise<UpdateResult> {
  if (!isOperator(scope)) return FORBIDDEN;
  const values = CompanySchema.parse(input);
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(companies)
      .where(and(eq(companies.id, companyId), isNull(companies.deletedAt)))
      .for('update');
    if (!before) return NOT_FOUND;
    await tx
      .update(companies)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(companies.id, companyId));
    const changes = diffChanges(before, values);
    if (Object.keys(changes).length) {
      await recordAudit(tx, {
        companyId,
        actorUserId: scope.userId,
        entityType: 'company',
        entityId: companyId,
        action: 'updated',
        changes,
      });
    }
    return DONE;
  });
}

export async function setCompanyActive(
  db: Database,
  scope: Scope,
  companyId: number,
  isActive: boolean,
): Promise<UpdateResult> {
  if (!isOperator(scope)) return FORBIDDEN;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(companies)
      .set({ isActive, updatedAt: new Date() })
      .where(and(eq(companies.id, companyId), isNull(companies.deletedAt)))
      .returning({ id: companies.id });
    if (!row) return NOT_FOUND;
    await recordAudit(tx, {
      companyId,
      actorUserId: scope.userId,
      entityType: 'company',
      entityId: companyId,
      action: isActive ? 'activated' : 'deactivated',
    });
    return DONE;
  });
}

/** Soft delete, refused while the company still has regions that are not deleted. */
export async function deleteCompany(db: Database, scope: Scope, companyId: number): Promise<ChangeResult> {
  if (!isOperator(scope)) return FORBIDDEN;
  return db.transaction(async (tx) => {
    const [company] = await tx
      .select()
      .from(companies)
      .where(and(eq(companies.id, companyId), isNull(companies.deletedAt)))
      .for('update');
    if (!company) return { ok: false, reason: 'not_found' } as const;
    const [children] = await tx
      .select({ n: count() })
      .from(regions)
      .where(and(eq(regions.companyId, companyId), isNull(regions.deletedAt)));
    if ((children?.n ?? 0) > 0) return { ok: false, reason: 'has_active_children' } as const;
    await tx.update(companies).set({ deletedAt: new Date() }).where(eq(companies.id, companyId));
    await recordAudit(tx, {
      companyId,
      actorUserId: scope.userId,
      entityType: 'company',
      entityId: companyId,
      action: 'deleted',
    });
    return { ok: true } as const;
  });
}

export async function restoreCompany(db: Database, scope: Scope, companyId: number): Promise<ChangeResult> {
  if (!isOperator(scope)) return FORBIDDEN;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(companies)
      .set({ deletedAt: null, updatedAt: new Date() })
      .where(and(eq(companies.id, companyId), sql`${companies.deletedAt} is not null`))
      .returning({ id: companies.id });
    if (!row) return { ok: false, reason: 'not_found' } as const;
    await recordAudit(tx, {
      companyId,
      actorUserId: scope.userId,
      entityType: 'company',
      entityId: companyId,
      action: 'restored',
    });
    return { ok: true } as const;
  });
}

/** The company's history: every audited change to it and to anything in it, newest first. */
export async function listCompanyHistory(db: DbOrTx, scope: Scope, companyId: number, limit = 50) {
  if (!isOperator(scope)) return [];
  return db
    .select({
      id: auditLog.id,
      entityType: auditLog.entityType,
      entityId: auditLog.entityId,
      action: auditLog.action,
      changes: auditLog.changes,
      createdAt: auditLog.createdAt,
      actorName: sql<
        string | null
      >`(select ${users.name} || ' ' || ${users.lastname} from ${users} where ${users.id} = ${auditLog.actorUserId})`,
    })
    .from(auditLog)
    .where(eq(auditLog.companyId, companyId))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
}
