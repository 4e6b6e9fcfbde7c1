import type { z } from 'zod';
import type { Language } from './language';
import { getServerT } from './i18n.server';

const NO_STORE = { 'Cache-Control': 'no-store' };

/** Reads a JSON or form body; anything unreadable becomes an empty object and fails validation. */
export async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  try {
    if (type.includes('application/json')) return await request.json();
    if (type.includes('form')) return Object.fromEntries(await request.formData());
  } catch {
    return {};
  }
  return {};
}

export function json(body: unknown, init: ResponseInit = {}): Response {
  return Response.json(body, {
    ...init,
    headers: { ...NO_STORE, ...(init.headers as Record<string, string> | undefined) },
  });
}

export function jsonError(status: number, error: string, message?: string, headers?: Record<string, string>): Response {
  return json({ error, ...(message ? { message } : {}) }, { status, headers });
}

/** 400 with each field's messages in the caller's language. */
export function validationError(issues: z.core.$ZodIssue[], language: Language): Response {
  const t = getServerT(language);
  const fields: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path.join('.') || '_form';
    (fields[key] ??= []).push(t(issue.message));
  }
  return json({ error: 'validation', message: t('validation.formErrors'), fields }, { status: 400 });
}

export function methodNotAllowed(): Response {
  return jsonError(405, 'method_not_allowed');
}
