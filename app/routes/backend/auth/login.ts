import type { Route } from './+types/login';
import { languageContext, requestContext } from '#app/context';
import { getConfig } from '#app/config.server';
import { sessionCookie } from '#app/middleware/cookies.server';
import { LoginSchema } from '#app/modules/auth/auth.schema';
import { login } from '#app/modules/auth/auth.service.server';
import { json, jsonError, methodNotAllowed, readBody, validationError } from '#app/utils/api.server';
import { getServerT } from '#app/utils/i18n.server';

export async function action({ request, context }: Route.ActionArgs) {
  const { db, ip } = context.get(requestContext);
  const language = context.get(languageContext);
  const parsed = LoginSchema.safeParse(await readBody(request));
  if (!parsed.success) return validationError(parsed.error.issues, language);
  const result = await login(
    db,
    parsed.data,
    { ip, userAgent: request.headers.get('user-agent') },
    getConfig().loginLimits,
  );
  if (!result.ok) {
    const t = getServerT(language);
    return result.reason === 'rate_limited'
      ? jsonError(429, 'rate_limited', t('auth.login.rateLimited', { minutes: result.retryAfterMinutes }), {
          'Retry-After': String(result.retryAfterMinutes * 60),
        })
      : jsonError(403, 'invalid_credentials', t('auth.login.invalid'));
  }
  return json(result.user, { headers: { 'Set-Cookie': sessionCookie(result.token) } });
}

export const loader = methodNotAllowed;
