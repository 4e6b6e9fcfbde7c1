import type { Route } from './+types/reset-password';
import { languageContext, requestContext } from '#app/context';
import { getConfig } from '#app/config.server';
import { ResetRequestSchema } from '#app/modules/auth/auth.schema';
import { requestPasswordReset } from '#app/modules/auth/auth.service.server';
import { json, jsonError, methodNotAllowed, readBody, validationError } from '#app/utils/api.server';
import { getServerT } from '#app/utils/i18n.server';

/** Always 200 for a well-formed address, so the answer never tells whether an account exists. */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, ip, log } = context.get(requestContext);
  const language = context.get(languageContext);
  const parsed = ResetRequestSchema.safeParse(await readBody(request));
  if (!parsed.success) return validationError(parsed.error.issues, language);
  const accepted = await requestPasswordReset(db, parsed.data.email, { appUrl: getConfig().appUrl, ip, log });
  if (!accepted) return jsonError(429, 'rate_limited', getServerT(language)('errors.tooManyRequests.body'));
  return json({ ok: true });
}

export const loader = methodNotAllowed;
