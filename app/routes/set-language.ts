import { redirect } from 'react-router';
import type { Route } from './+types/set-language';
import { authContext, requestContext } from '#app/context';
import { languageCookie } from '#app/middleware/cookies.server';
import { setOwnLanguage } from '#app/modules/auth/auth.service.server';
import { isLanguage } from '#app/utils/language';
import { safeRedirectPath } from '#app/utils/redirect';

/** The language switcher: a cookie for visitors, and the account's own language when logged in. */
export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const language = formData.get('language');
  const target = formData.get('redirectTo');
  const back = safeRedirectPath(typeof target === 'string' ? target : null, '/');
  if (!isLanguage(language)) return redirect(back);
  const auth = context.get(authContext);
  if (auth) await setOwnLanguage(context.get(requestContext).db, auth.scope, language);
  return redirect(back, { headers: { 'Set-Cookie': languageCookie(language) } });
}

export function loader() {
  return redirect('/');
}
