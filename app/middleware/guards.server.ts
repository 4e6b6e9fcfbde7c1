import { data, redirect, type MiddlewareFunction, type RouterContextProvider } from 'react-router';
import { authContext, type AuthState } from '#app/context';
import { ROLES, type Permission } from '#app/modules/auth/roles';
import { hasPermission } from '#app/modules/auth/user-record';
import { homePathForRole, safeRedirectPath } from '#app/utils/redirect';

type Context = Readonly<RouterContextProvider>;

function loginRedirect(request: Request): Response {
  const url = new URL(request.url);
  const target = `${url.pathname.replace(/\.data$/, '')}${url.search}`;
  return redirect(`/login?redirectTo=${encodeURIComponent(safeRedirectPath(target))}`);
}

/** Pages behind login: not logged in → the login page, which comes back here afterwards. */
export const requireUserMiddleware: MiddlewareFunction<Response> = ({ request, context }) => {
  if (!context.get(authContext)) throw loginRedirect(request);
};

/** The super area: role 1 only, everyone else 403. */
export const requireSuperMiddleware: MiddlewareFunction<Response> = ({ context }) => {
  const auth = context.get(authContext);
  if (auth && auth.user.role.id !== ROLES.superAdmin) throw forbidden(auth);
};

/** 403 carrying the user's start page: a refusal in middleware runs no loader the error page could ask. */
function forbidden(auth: AuthState) {
  return data({ home: homePathForRole(auth.user.role.id) }, { status: 403 });
}

export function requireAuth(context: Context): AuthState {
  const auth = context.get(authContext);
  if (!auth) throw data(null, { status: 401 });
  return auth;
}

export function requirePermission(context: Context, permission: Permission): AuthState {
  const auth = requireAuth(context);
  if (!hasPermission(auth.user, permission)) throw forbidden(auth);
  return auth;
}

/** A page that does several things at once needs every permission they need (importing orders creates orders). */
export function requireEveryPermission(context: Context, ...permissions: [Permission, ...Permission[]]): AuthState {
  const auth = requireAuth(context);
  if (!permissions.every((permission) => hasPermission(auth.user, permission))) throw forbidden(auth);
  return auth;
}
