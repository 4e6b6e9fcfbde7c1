import { and, asc, eq, gt, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '#app/db/client.server';
import { companies, sessions, shops, users } from '#app/db/schema';
import type { SessionUserRow } from './user-record';
import { createToken, hashToken } from './token.server';
import { ROLES, type RoleId } from './roles';

/** A session ends after this long without a request, or this long after login, whichever comes first. */
export const SESSION_IDLE_MS = 3 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
/** Touching the session on every request would write on every read; once a minute is enough. */
const TOUCH_AFTER_MS = 60 * 1000;

export interface SessionMeta {
  ip?: string | null;
  userAgent?: string | null;
}

export async function createSession(db: DbOrTx, userId: number, meta: SessionMeta, now = new Date()): Promise<string> {
  const token = createToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    idleExpiresAt: new Date(now.getTime() + SESSION_IDLE_MS),
    expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
    ip: meta.ip ?? null,
    userAgent: meta.userAgent?.slice(0, 500) ?? null,
  });
  return token;
}

/** A shop a user may work in: active and not deleted. */
export function shopIsLive(shop: { isActive: AnyPgColumn; deletedAt: AnyPgColumn } = shops) {
  return and(eq(shop.isActive, true), isNull(shop.deletedAt));
}

/**
 * The shop a company manager works in, as a lateral subquery on the outer `users` row: the session's chosen shop
 * (`activeShopId`) if it is still a live shop of their company, else their home shop if live, else the company's
 * first live shop by name. Only role 2 evaluates it (the role test is a one-time filter per row); every other role
 * gets no row, and works in their own shop.
 */
export function managerShopSubquery(db: DbOrTx, activeShopId: AnyPgColumn | SQL) {
  const candidate = alias(shops, 'candidate_shop');
  return db
    .select({ id: candidate.id, uuid: candidate.uuid, name: candidate.name, exportModule: candidate.exportModule })
    .from(candidate)
    .where(and(eq(users.role, ROLES.companyManager), eq(candidate.companyId, users.companyId), shopIsLive(candidate)))
    .orderBy(
      sql`case when ${candidate.id} = ${activeShopId} then 0 when ${candidate.id} = ${users.shopId} then 1 else 2 end`,
      asc(candidate.name),
      asc(candidate.id),
    )
    .limit(1)
    .as('manager_shop');
}

export type ManagerShop = ReturnType<typeof managerShopSubquery>;

/** Columns of a SessionUserRow; the query joins `shops` on the user's own shop and `managerShop` laterally. */
export function sessionUserColumns(managerShop: ManagerShop) {
  const isManager = sql`${users.role} = ${ROLES.companyManager}`;
  return {
    id: users.id,
    name: users.name,
    lastname: users.lastname,
    email: users.email,
    role: sql<RoleId>`${users.role}`,
    permissions: users.permissions,
    language: users.language,
    resultsPerPage: users.resultsPerPage,
    companyId: users.companyId,
    shopId: sql<number | null>`case when ${isManager} then ${managerShop.id} else ${users.shopId} end`,
    shopUuid: sql<string | null>`case when ${isManager} then ${managerShop.uuid} else ${shops.uuid} end`,
    shopName: sql<string | null>`case when ${isManager} then ${managerShop.name} else ${shops.name} end`,
    shopExportModule: sql<
      SessionUserRow['shopExportModule']
    >`case when ${isManager} then ${managerShop.exportModule} else ${shops.exportModule} end`,
  };
}

/**
 * A user may work only while they, their company and their shop are active and not deleted; needs the query to
 * left-join `companies` and `shops` on the user's own ids. A company manager needs only the company: their home shop
 * may go, they then work in another shop of the company (or see that it has none).
 */
export function accountIsUsable() {
  return and(
    eq(users.isActive, true),
    isNull(users.deletedAt),
    or(isNull(users.companyId), and(eq(companies.isActive, true), isNull(companies.deletedAt))),
    or(isNull(users.shopId), eq(users.role, ROLES.companyManager), shopIsLive()),
  );
}

function sessionUserQuery(db: DbOrTx) {
  const managerShop = managerShopSubquery(db, sessions.activeShopId);
  const now = sql.placeholder('now');
  return db
    .select({ sessionId: sessions.id, lastSeenAt: sessions.lastSeenAt, user: sessionUserColumns(managerShop) })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(shops, and(eq(shops.id, users.shopId), eq(shops.companyId, users.companyId)))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .leftJoinLateral(managerShop, sql`true`)
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, now),
        gt(sessions.idleExpiresAt, now),
        accountIsUsable(),
      ),
    )
    .limit(1)
    .prepare('find_session_user');
}

/**
 * Every request reads its session, so the query is built once per database handle: Drizzle then neither rebuilds
 * its SQL nor its result mapping per request, and on PostgreSQL it is a named prepared statement, parsed and planned
 * once per connection.
 */
const sessionUserQueries = new WeakMap<DbOrTx, ReturnType<typeof sessionUserQuery>>();

/** The user behind a session token, if the session is alive and the user may still log in. */
export async function findSessionUser(
  db: DbOrTx,
  token: string,
  now = new Date(),
): Promise<{ sessionId: number; lastSeenAt: Date; user: SessionUserRow } | null> {
  let query = sessionUserQueries.get(db);
  if (!query) sessionUserQueries.set(db, (query = sessionUserQuery(db)));
  const [row] = await query.execute({ tokenHash: hashToken(token), now: now.toISOString() });
  return row ?? null;
}

export async function touchSession(db: DbOrTx, sessionId: number, lastSeenAt: Date, now = new Date()): Promise<void> {
  if (now.getTime() - lastSeenAt.getTime() < TOUCH_AFTER_MS) return;
  await db
    .update(sessions)
    .set({ lastSeenAt: now, idleExpiresAt: new Date(now.getTime() + SESSION_IDLE_MS) })
    .where(eq(sessions.id, sessionId));
}

export async function deleteSessionByToken(db: DbOrTx, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

/** Ends every session of a user, except optionally the one making the request. */
export async function deleteUserSessions(db: DbOrTx, userId: number, exceptSessionId?: number): Promise<void> {
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined));
}

export async function deleteExpiredSessions(db: DbOrTx, now = new Date()): Promise<void> {
  await db.delete(sessions).where(or(lt(sessions.expiresAt, now), lt(sessions.idleExpiresAt, now)));
}
