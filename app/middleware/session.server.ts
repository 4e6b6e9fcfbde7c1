import type { MiddlewareFunction } from 'react-router';
import { parse } from 'cookie';
import { authContext, languageContext, type AuthState } from '#app/context';
import { getDb, type Database } from '#app/db/client.server';
import { findSessionUser, touchSession } from '#app/modules/auth/session.repo.server';
import { toScope, toUserRecord } from '#app/modules/auth/user-record';
import { detectLanguage, LANGUAGE_COOKIE } from '#app/utils/language';
import { readCookie, SESSION_COOKIE } from './cookies.server';

/** Builds the caller's scope from the session cookie; nothing else in the request can set it. */
export const sessionMiddleware: MiddlewareFunction<Response> = async ({ request, context }) => {
  const auth = await authFromCookies(getDb(), request.headers.get('Cookie'));
  if (auth) context.set(authContext, auth);
};

/** The caller behind a request's Cookie header: the live session's user and scope, or null. */
export async function authFromCookies(
  db: Database,
  cookieHeader: string | null | undefined,
): Promise<AuthState | null> {
  const token = cookieHeader ? parse(cookieHeader)[SESSION_COOKIE] : undefined;
  if (!token || token.length > 100) return null;
  const found = await findSessionUser(db, token);
  if (!found) return null;
  await touchSession(db, found.sessionId, found.lastSeenAt);
  return { user: toUserRecord(found.user), scope: toScope(found.user), sessionId: found.sessionId, token };
}

/** A logged-in user's own language wins; visitors get their cookie, then Accept-Language. */
export const languageMiddleware: MiddlewareFunction<Response> = ({ request, context }) => {
  const auth = context.get(authContext);
  context.set(
    languageContext,
    auth?.user.language.code ??
      detectLanguage(readCookie(request, LANGUAGE_COOKIE), request.headers.get('Accept-Language')),
  );
};
