import { ErrorPage } from '#app/components/error-page';
import { Outlet } from 'react-router';
import type { Route } from './+types/layout';
import { authContext } from '#app/context';
import { Shell } from '#app/components/app-shell';
import { SUPER_NAV } from '#app/components/navigation';
import { requireSuperMiddleware, requireUserMiddleware } from '#app/middleware/guards.server';

export const middleware: Route.MiddlewareFunction[] = [requireUserMiddleware, requireSuperMiddleware];

export function loader({ context }: Route.LoaderArgs) {
  return { user: context.get(authContext)!.user };
}

/** The super layout: every route whose name starts with super. */
export default function SuperLayout({ loaderData }: Route.ComponentProps) {
  return (
    <Shell user={loaderData.user} sections={SUPER_NAV} area="super">
      <Outlet />
    </Shell>
  );
}

/** A boundary below the root, so the root loader (the user, the language) still runs when this area refuses. */
export function ErrorBoundary({ error }: { error: unknown }) {
  return <ErrorPage error={error} />;
}
