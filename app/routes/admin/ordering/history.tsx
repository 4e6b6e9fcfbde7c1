import { data } from 'react-router';
import type { Route } from './+types/history';
import { requestContext } from '#app/context';
import { requirePermission } from '#app/middleware/guards.server';
import { requireShop } from '#app/middleware/shop-scope.server';
import { hasPermission } from '#app/modules/auth/user-record';
import { OrderHistoryPage } from '#app/modules/ordering/order-history';
import { parseOrderHistoryParams } from '#app/modules/ordering/order-history-params';
import { listOrderHistory } from '#app/modules/ordering/order-history.repo.server';
import { chosenSupplier } from '#app/modules/shop-suppliers/shop-suppliers.repo.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = requirePermission(context, 'orders:view');
  const { db } = context.get(requestContext);
  const { shop } = requireShop(context);
  const params = parseOrderHistoryParams(new URL(request.url));
  const [{ rows, total, capped }, supplier] = await Promise.all([
    listOrderHistory(db, shop, { ...params, perPage: user.resultsPerPage }),
    chosenSupplier(db, shop, params.supplierId),
  ]);
  // A day that does not exist is refused on its field (400); the list shows meanwhile without that filter.
  const status = Object.keys(params.invalidDates).length ? 400 : 200;
  return data(
    {
      rows,
      total,
      capped,
      params,
      perPage: user.resultsPerPage,
      supplier,
      timeZone: shop.timeZone,
      canRepeat: hasPermission(user, 'cart:use'),
      canCancel: hasPermission(user, 'orders:create'),
    },
    { status },
  );
}

export default function OrderHistory({ loaderData }: Route.ComponentProps) {
  return <OrderHistoryPage {...loaderData} />;
}
