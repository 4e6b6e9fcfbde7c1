import { ErrorPage } from '#app/components/error-page';
import { Outlet } from 'react-router';
import type { Route } from './+types/layout';
import { authContext, requestContext } from '#app/context';
import { Shell } from '#app/components/app-shell';
import { ADMIN_NAV } from '#app/components/navigation';
import { requireUserMiddleware } from '#app/middleware/guards.server';
import { listSwitchableShops } from '#app/modules/auth/active-shop.repo.server';
import { ROLES } from '#app/modules/auth/roles';

export const middleware: Route.MiddlewareFunction[] = [requireUserMiddleware];

export async function loader({ context }: Route.LoaderArgs) {
  const { user, scope } = context.get(authContext)!;
  // Only a company manager switches shops; nobody else pays for the query.
  const shops = scope.role === ROLES.companyManager ? await listSwitchableShops(context.get(requestContext).db, scope) : [];
  return { user, shops };
}

/** The logged-in layout. */
export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <Shell user={loaderData.user} sections={ADMIN_NAV} area="admin" shops={loaderData.shops}>
      <Outlet />
    </Shell>
  );
}

/** A boundary below the root, so the root loader (the user, the language) still runs when this area refuses. */
export function ErrorBoundary({ error }: { error: unknown }) {
  return <ErrorPage error={error} />;
}
