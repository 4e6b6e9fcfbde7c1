import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '#app/db/client.server';
import { companies, shops, users } from '#app/db/schema';
import type { Scope, SessionUserRow } from '#app/modules/auth/user-record';
import { accountIsUsable, managerShopSubquery, sessionUserColumns } from '#app/modules/auth/session.repo.server';
import type { ProfileInput } from '#app/modules/auth/auth.schema';

/** For login and password reset: an active, not deleted user by e-mail (case-insensitive). */
export async function findLoginUserByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      passwordHash: users.passwordHash,
      language: users.language,
      companyId: users.companyId,
    })
    .from(users)
    .leftJoin(shops, and(eq(shops.id, users.shopId), eq(shops.companyId, users.companyId)))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(and(sql`lower(${users.email}) = lower(${email})`, accountIsUsable()))
    .limit(1);
  return row ?? null;
}

/** A user as a session would see them, outside any session: a manager gets their home shop if live, else the first. */
export async function getSessionUserRow(db: DbOrTx, userId: number): Promise<SessionUserRow | null> {
  const managerShop = managerShopSubquery(db, sql`null::integer`);
  const [row] = await db
    .select(sessionUserColumns(managerShop))
    .from(users)
    .leftJoin(shops, and(eq(shops.id, users.shopId), eq(shops.companyId, users.companyId)))
    .leftJoinLateral(managerShop, sql`true`)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  return row ?? null;
}

/** The caller's own password hash; a user only ever reads their own. */
export async function getOwnPasswordHash(db: DbOrTx, scope: Scope): Promise<string | null> {
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, scope.userId))
    .limit(1);
  return row?.passwordHash ?? null;
}

export async function setUserPassword(db: DbOrTx, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function getOwnProfile(db: DbOrTx, scope: Scope) {
  const [row] = await db
    .select({
      name: users.name,
      lastname: users.lastname,
      language: users.language,
      resultsPerPage: users.resultsPerPage,
    })
    .from(users)
    .where(and(eq(users.id, scope.userId), isNull(users.deletedAt)))
    .limit(1);
  return row ?? null;
}

export async function updateOwnProfile(db: DbOrTx, scope: Scope, input: Partial<ProfileInput>): Promise<void> {
  await db
    .update(users)
    .set({ ...input, updatedAt: new Date() })
    .where(and(eq(users.id, scope.userId), isNull(users.deletedAt)));
}
