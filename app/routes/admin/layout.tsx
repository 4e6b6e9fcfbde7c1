import { ErrorPage } from '#app/components/error-page';
import { Outlet } from 'react-router';
import type { Route } from './+types/layout';
import { authContext, requestContext, shopContext } from '#app/context';
import { Shell } from '#app/components/app-shell';
import { ADMIN_NAV } from '#app/components/navigation';
import { requireUserMiddleware } from '#app/middleware/guards.server';
import { ownShopMiddleware } from '#app/middleware/shop-scope.server';
import { listSwitchableShops } from '#app/modules/auth/active-shop.repo.server';
import { ROLES } from '#app/modules/auth/roles';
import { hasPermission } from '#app/modules/auth/user-record';
import { waitingCartCount } from '#app/modules/ordering/cart-approval.server';
import { cartLineCount } from '#app/modules/ordering/cart.repo.server';

export const middleware: Route.MiddlewareFunction[] = [requireUserMiddleware, ownShopMiddleware];

export async function loader({ context }: Route.LoaderArgs) {
  const { user, scope } = context.get(authContext)!;
  // Only a company manager switches shops; nobody else pays for the query.
  const { db } = context.get(requestContext);
  const shops = scope.role === ROLES.companyManager ? await listSwitchableShops(db, scope) : [];
  // The shop the middleware resolved (none for the super admin): the badges count only in it.
  const shop = context.get(shopContext)?.shop;
  const cartLines = shop && hasPermission(user, 'cart:use') ? await cartLineCount(db, shop) : 0;
  const waitingCarts = shop && hasPermission(user, 'orders:create') ? await waitingCartCount(db, shop) : 0;
  return { user, shops, counts: { '/admin/cart': cartLines, '/admin/ordering/approvals': waitingCarts } };
}

/** The logged-in layout. */
export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <Shell user={loaderData.user} sections={ADMIN_NAV} area="admin" shops={loaderData.shops} counts={loaderData.counts}>
      <Outlet />
    </Shell>
  );
}

/** A boundary below the root, so the root loader (the user, the language) still runs when this area refuses. */
export function ErrorBoundary({ error }: { error: unknown }) {
  return <ErrorPage error={error} />;
}
