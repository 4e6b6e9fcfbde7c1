import type { IncomingMessage } from 'node:http';
import { detectLanguage, LANGUAGE_COOKIE } from '#app/utils/language';
import { getServerT } from '#app/utils/i18n.server';

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/**
 * Every action of a page (everything outside /backend) reads its input as a form. A request that is not a readable
 * form (no or another Content-Type, a multipart body without its boundary or cut short) would make `request.formData()`
 * throw inside the action and answer 500 — so it is refused here, before any action runs and before anything is
 * stored. Text with a NUL character cannot be stored in PostgreSQL, so a form with one is refused too.
 *
 * The form is read from a clone: the action reads the same body again (both within the body limit).
 */
export async function isUnreadableForm(request: Request): Promise<boolean> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (!FORM_TYPES.includes(type)) return true;
  let form: FormData;
  try {
    form = await request.clone().formData();
  } catch {
    return true;
  }
  for (const [name, value] of form) {
    if (name.includes('\0') || (typeof value === 'string' && value.includes('\0'))) return true;
  }
  return false;
}

/** Only the pages' actions: the JSON API reads JSON or a form itself and answers its own 400 (app/utils/api.server.ts). */
export function expectsForm(method: string, pathname: string): boolean {
  return (
    method !== 'GET' &&
    method !== 'HEAD' &&
    method !== 'OPTIONS' &&
    pathname !== '/backend' &&
    !pathname.startsWith('/backend/')
  );
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/** The visitor's language from the language cookie or Accept-Language, for answers made before React Router runs. */
export function visitorLanguage(req: IncomingMessage) {
  return detectLanguage(cookieValue(req.headers.cookie, LANGUAGE_COOKIE), req.headers['accept-language'] ?? null);
}

/** 400 as text in the visitor's language. */
export function badFormBody(req: IncomingMessage): { status: 400; headers: Record<string, string>; body: string } {
  const t = getServerT(visitorLanguage(req));
  return {
    status: 400,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    body: `${t('errors.badRequest.title')}\n\n${t('errors.badRequest.body')}\n`,
  };
}
