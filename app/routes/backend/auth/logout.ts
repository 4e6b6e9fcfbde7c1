import type { Route } from './+types/logout';
import { authContext, requestContext } from '#app/context';
import { clearSessionCookie } from '#app/middleware/cookies.server';
import { logout } from '#app/modules/auth/auth.service.server';
import { json, methodNotAllowed } from '#app/utils/api.server';

export async function action({ context }: Route.ActionArgs) {
  await logout(context.get(requestContext).db, context.get(authContext)?.token);
  return json({ ok: true }, { headers: { 'Set-Cookie': clearSessionCookie() } });
}

export const loader = methodNotAllowed;
