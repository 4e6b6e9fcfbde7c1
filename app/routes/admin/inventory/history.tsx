import { data } from 'react-router';
import type { Route } from './+types/history';
import { requestContext } from '#app/context';
import { requirePermission } from '#app/middleware/guards.server';
import { requireShop } from '#app/middleware/shop-scope.server';
import { hasPermission } from '#app/modules/auth/user-record';
import { listInventoryHistory } from '#app/modules/inventory/inventory-history.repo.server';
import { InventoryHistoryPage } from '#app/modules/inventory/inventory-history-page';
import { parseInventoryHistoryParams } from '#app/modules/inventory/inventory.schema';
import { refused } from '#app/utils/params';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = requirePermission(context, 'inventory:view');
  const { shop } = requireShop(context);
  const params = parseInventoryHistoryParams(new URL(request.url));
  const page =
    (await listInventoryHistory(context.get(requestContext).db, shop, { ...params, perPage: user.resultsPerPage })) ??
    refused('forbidden');
  // A day that does not exist is refused on its field (400); the list shows meanwhile without that filter.
  const status = Object.keys(params.invalidDates).length ? 400 : 200;
  return data(
    { ...page, params, perPage: user.resultsPerPage, mayAdd: hasPermission(user, 'inventory:manage') },
    { status },
  );
}

export default function InventoryHistory({ loaderData }: Route.ComponentProps) {
  return <InventoryHistoryPage {...loaderData} />;
}
