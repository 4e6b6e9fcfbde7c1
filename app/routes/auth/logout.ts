import { redirect } from 'react-router';
import type { Route } from './+types/logout';
import { authContext, requestContext } from '#app/context';
import { clearSessionCookie } from '#app/middleware/cookies.server';
import { logout } from '#app/modules/auth/auth.service.server';

/** The logout button posts here: the session ends on the server, the cookie is cleared, the browser goes to /login. */
export async function action({ context }: Route.ActionArgs) {
  await logout(context.get(requestContext).db, context.get(authContext)?.token);
  return redirect('/login?notice=logged-out', { headers: { 'Set-Cookie': clearSessionCookie() } });
}

export function loader() {
  return redirect('/login');
}
