import type { Route } from './+types/history';
import { requestContext } from '#app/context';
import { requirePermission } from '#app/middleware/guards.server';
import { hasPermission } from '#app/modules/auth/user-record';
import { OrderHistoryPage } from '#app/modules/ordering/order-history';
import { parseOrderHistoryParams } from '#app/modules/ordering/order-history-params';
import { listHistorySupplierOptions, listOrderHistory } from '#app/modules/ordering/order-history.server';
import { ownProductTarget } from '#app/modules/products/products.repo.server';
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
  return {
    rows,
    total,
    params,
    perPage: user.resultsPerPage,
    suppliers,
    timeZone: target.timeZone,
    canRepeat: hasPermission(user, 'cart:use'),
    canCancel: hasPermission(user, 'orders:create'),
  };
}

export default function OrderHistory({ loaderData }: Route.ComponentProps) {
  return <OrderHistoryPage {...loaderData} />;
}
