import { RouterContextProvider } from 'react-router';
import { authContext, requestContext, shopContext, type RequestInfo } from '#app/context';
import type { DbOrTx } from '#app/db/client.server';
import { toScope, toUserRecord } from '#app/modules/auth/user-record';
import { findOwnShop } from '#app/modules/tenancy/shop-scope.repo.server';
import { getSessionUserRow } from '#app/modules/users/users.repo.server';

/** What the session and shop-scope middleware put in the context of this user's admin pages. */
export async function adminContext(db: DbOrTx, user: { id: number }) {
  const row = (await getSessionUserRow(db, user.id))!;
  const auth = { user: toUserRecord(row), scope: toScope(row), sessionId: 1, token: 'test-token' };
  const context = new RouterContextProvider();
  context.set(requestContext, { db } as RequestInfo);
  context.set(authContext, auth);
  context.set(shopContext, { shop: (await findOwnShop(db, auth.scope))!, basePath: '/admin' });
  return context;
}

export interface Answer {
  status: number;
  data: unknown;
}

/** What a loader or action answered or threw (a 403, a 404, data with a status), as status and data. */
export async function answerOf(work: Promise<unknown>): Promise<Answer> {
  const read = (value: unknown): Answer => {
    if (value instanceof Response) return { status: value.status, data: null };
    if (value && typeof value === 'object' && 'init' in value && 'data' in value) {
      const answer = value as { init: { status?: number } | null; data: unknown };
      return { status: answer.init?.status ?? 200, data: answer.data };
    }
    return { status: 200, data: value };
  };
  try {
    return read(await work);
  } catch (error) {
    if (error instanceof Response || (error && typeof error === 'object' && 'init' in error)) return read(error);
    throw error;
  }
}

export const postForm = (url: string, fields: Record<string, string>) =>
  new Request(url, { method: 'POST', body: new URLSearchParams(fields) });
