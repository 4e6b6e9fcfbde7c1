import type { Route } from './+types/view';
import { requestContext } from '#app/context';
import { requirePermission } from '#app/middleware/guards.server';
import { requireShop } from '#app/middleware/shop-scope.server';
import { InventoryViewPage } from '#app/modules/inventory/inventory-view-page';
import { getInventoryView } from '#app/modules/inventory/inventory-view.service.server';
import { parseViewPage } from '#app/modules/inventory/inventory.schema';
import { notFound, parseId } from '#app/utils/params';

/** Lines per page of the read-only view (the totals are of the whole count). */
const PER_PAGE = 100;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  requirePermission(context, 'inventory:view');
  const { shop } = requireShop(context);
  const page = parseViewPage(new URL(request.url));
  const view = await getInventoryView(context.get(requestContext).db, shop, parseId(params.inventoryId), {
    page,
    perPage: PER_PAGE,
  });
  if (!view) notFound();
  return { view, page, perPage: PER_PAGE, timeZone: shop.timeZone };
}

export default function InventoryView({ loaderData }: Route.ComponentProps) {
  return <InventoryViewPage {...loaderData} />;
}
