import type { Route } from './+types/me';
import { requireApiAuth } from '#app/middleware/guards.server';
import { json, methodNotAllowed } from '#app/utils/api.server';

/** The current user, or 401: the browser treats any failure as logged out. */
export function loader({ context }: Route.LoaderArgs) {
  return json(requireApiAuth(context).user);
}

export const action = methodNotAllowed;
