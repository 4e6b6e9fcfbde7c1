import type { Route } from './+types/reset-password-confirm';
import { languageContext, requestContext } from '#app/context';
import { ResetConfirmSchema } from '#app/modules/auth/auth.schema';
import { confirmPasswordReset } from '#app/modules/auth/auth.service.server';
import { json, jsonError, methodNotAllowed, readBody, validationError } from '#app/utils/api.server';
import { getServerT } from '#app/utils/i18n.server';

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db } = context.get(requestContext);
  const language = context.get(languageContext);
  const parsed = ResetConfirmSchema.safeParse(await readBody(request));
  if (!parsed.success) return validationError(parsed.error.issues, language);
  const result = params.token.length <= 100 ? await confirmPasswordReset(db, params.token, parsed.data.password) : null;
  if (!result?.ok) return jsonError(400, 'invalid_token', getServerT(language)('auth.reset.invalidToken'));
  return json({ ok: true });
}

export const loader = methodNotAllowed;
