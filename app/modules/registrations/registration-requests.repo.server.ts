import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '#app/db/client.server';
import { registrationRequests, users } from '#app/db/schema';
import type { Scope } from '#app/modules/auth/user-record';
import { isOperator } from '#app/modules/org/operator';
import { likePattern } from '#app/utils/list-filters';
import type { RequestFilter } from './registration-request.schema';

export interface RequestListQuery {
  q?: string;
  status: RequestFilter;
  page: number;
  perPage: number;
}

function searchFilter(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = likePattern(q);
  return or(
    ilike(registrationRequests.companyName, pattern),
    ilike(registrationRequests.contactName, pattern),
    ilike(registrationRequests.email, pattern),
  );
}

/** The operator's inbox of account requests, newest first (the order of the status index), one page at a time. */
export async function listRegistrationRequests(db: DbOrTx, scope: Scope, query: RequestListQuery) {
  if (!isOperator(scope)) return { rows: [], total: 0 };
  const filter = and(
    query.status === 'all' ? undefined : eq(registrationRequests.status, query.status),
    searchFilter(query.q),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: registrationRequests.id,
        companyName: registrationRequests.companyName,
        contactName: registrationRequests.contactName,
        email: registrationRequests.email,
        shopCount: registrationRequests.shopCount,
        status: registrationRequests.status,
        createdAt: registrationRequests.createdAt,
      })
      .from(registrationRequests)
      .where(filter)
      .orderBy(desc(registrationRequests.createdAt), desc(registrationRequests.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(registrationRequests)
      .where(filter),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** One request with the name of whoever decided it; null when there is none. */
export async function getRegistrationRequest(db: DbOrTx, scope: Scope, requestId: number) {
  if (!isOperator(scope)) return null;
  const [row] = await db
    .select({
      id: registrationRequests.id,
      companyName: registrationRequests.companyName,
      contactName: registrationRequests.contactName,
      email: registrationRequests.email,
      phone: registrationRequests.phone,
      shopCount: registrationRequests.shopCount,
      message: registrationRequests.message,
      language: registrationRequests.language,
      status: registrationRequests.status,
      decidedAt: registrationRequests.decidedAt,
      rejectionReason: registrationRequests.rejectionReason,
      createdAt: registrationRequests.createdAt,
      decidedByName: sql<
        string | null
      >`case when ${users.id} is null then null else ${users.name} || ' ' || ${users.lastname} end`,
    })
    .from(registrationRequests)
    .leftJoin(users, eq(users.id, registrationRequests.decidedBy))
    .where(eq(registrationRequests.id, requestId))
    .limit(1);
  return row ?? null;
}
