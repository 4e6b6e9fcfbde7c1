import type { MiddlewareFunction } from 'react-router';
import { authContext, languageContext } from '#app/context';
import { getDb } from '#app/db/client.server';
import { findSessionUser, touchSession } from '#app/modules/auth/session.repo.server';
import { toScope, toUserRecord } from '#app/modules/auth/user-record';
import { detectLanguage, LANGUAGE_COOKIE } from '#app/utils/language';
import { readCookie, SESSION_COOKIE } from './cookies.server';

/** Builds the caller's scope from the session cookie; nothing else in the request can set it. */
export const sessionMiddleware: MiddlewareFunction<Response> = async ({ request, context }) => {
  const token = readCookie(request, SESSION_COOKIE);
  if (!token || token.length > 100) return;
  const db = getDb();
  const found = await findSessionUser(db, token);
  if (!found) return;
  await touchSession(db, found.sessionId, found.lastSeenAt);
  context.set(authContext, {
    user: toUserRecord(found.user),
    scope: toScope(found.user),
    sessionId: found.sessionId,
    token,
  });
};

/** A logged-in user's own language wins; visitors get their cookie, then Accept-Language. */
export const languageMiddleware: MiddlewareFunction<Response> = ({ request, context }) => {
  const auth = context.get(authContext);
  context.set(
    languageContext,
    auth?.user.language.code ??
      detectLanguage(readCookie(request, LANGUAGE_COOKIE), request.headers.get('Accept-Language')),
  );
};
