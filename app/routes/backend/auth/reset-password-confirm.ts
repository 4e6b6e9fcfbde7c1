import type { Route } from './+types/reset-password-confirm';
import { languageContext, requestContext } from '#app/context';
import { getConfig } from '#app/config.server';
import { ResetConfirmSchema } from '#app/modules/auth/auth.schema';
import { confirmPasswordReset } from '#app/modules/auth/auth.service.server';
import { json, jsonError, methodNotAllowed, readBody, validationError } from '#app/utils/api.server';
import { getServerT } from '#app/utils/i18n.server';

/** Limited per IP like login; the token is checked before the new password is hashed. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, ip } = context.get(requestContext);
  const language = context.get(languageContext);
  const t = getServerT(language);
  const parsed = ResetConfirmSchema.safeParse(await readBody(request));
  if (!parsed.success) return validationError(parsed.error.issues, language);
  const limit = { ip, rule: getConfig().loginLimits.perIp };
  const result =
    params.token.length <= 100 ? await confirmPasswordReset(db, params.token, parsed.data.password, limit) : null;
  if (result && !result.ok && result.reason === 'rate_limited') {
    return jsonError(429, 'rate_limited', t('auth.reset.rateLimited', { minutes: result.retryAfterMinutes }), {
      'Retry-After': String(result.retryAfterMinutes * 60),
    });
  }
  if (!result?.ok) return jsonError(400, 'invalid_token', t('auth.reset.invalidToken'));
  return json({ ok: true });
}

export const loader = methodNotAllowed;
