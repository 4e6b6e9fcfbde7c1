import { parse, serialize } from 'cookie';
import { getConfig } from '#app/config.server';
import { LANGUAGE_COOKIE } from '#app/utils/language';
import { SESSION_ABSOLUTE_MS } from '#app/modules/auth/session.repo.server';

export const SESSION_COOKIE = 'prevzem_session';

export function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get('Cookie');
  return header ? parse(header)[name] : undefined;
}

export function sessionCookie(token: string): string {
  return serialize(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: getConfig().cookieSecure,
    path: '/',
    maxAge: SESSION_ABSOLUTE_MS / 1000,
  });
}

export function clearSessionCookie(): string {
  return serialize(SESSION_COOKIE, '', {
    httpOnly: true,
    sameSite: 'strict',
    secure: getConfig().cookieSecure,
    path: '/',
    maxAge: 0,
  });
}

export function languageCookie(language: string): string {
  return serialize(LANGUAGE_COOKIE, language, { sameSite: 'lax', path: '/', maxAge: 365 * 24 * 60 * 60 });
}
