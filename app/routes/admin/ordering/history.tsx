import { data } from 'react-router';
import type { Route } from './+types/history';
import { requestContext } from '#app/context';
import { requirePermission } from '#app/middleware/guards.server';
import { hasPermission } from '#app/modules/auth/user-record';
import { OrderHistoryPage } from '#app/modules/ordering/order-history';
import { parseOrderHistoryParams } from '#app/modules/ordering/order-history-params';
import { listHistorySupplierOptions, listOrderHistory } from '#app/modules/ordering/order-history.server';
import { findOwnShop as ownProductTarget } from '#app/modules/tenancy/shop-scope.repo.server';
import { notFound } from '#app/utils/params';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { scope, user } = requirePermission(context, 'orders:view');
  const { db } = context.get(requestContext);
  const target = (await ownProductTarget(db, scope)) ?? notFound();
  const params = parseOrderHistoryParams(new URL(request.url));
  const [{ rows, total }, suppliers] = await Promise.all([
    listOrderHistory(db, target, { ...params, perPage: user.resultsPerPage }),
    listHistorySupplierOptions(db, target),
  ]);
  // A day that does not exist is refused on its field (400); the list shows meanwhile without that filter.
  const status = Object.keys(params.invalidDates).length ? 400 : 200;
  return data(
    {
      rows,
      total,
      params,
      perPage: user.resultsPerPage,
      suppliers,
      timeZone: target.timeZone,
      canRepeat: hasPermission(user, 'cart:use'),
      canCancel: hasPermission(user, 'orders:create'),
    },
    { status },
  );
}

export default function OrderHistory({ loaderData }: Route.ComponentProps) {
  return <OrderHistoryPage {...loaderData} />;
}
