import type { Route } from './+types/count';
import { requestContext } from '#app/context';
import { requirePermission } from '#app/middleware/guards.server';
import { requireShop } from '#app/middleware/shop-scope.server';
import { hasPermission } from '#app/modules/auth/user-record';
import { getCountScreen } from '#app/modules/inventory/count-screen.server';
import { CountingScreen } from '#app/modules/inventory/counting-screen';
import { todayIn } from '#app/utils/dates';
import { parseId, refused } from '#app/utils/params';

/** The counting screen of one sub-department of a count (inventory:view looks, inventory:count counts). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { user } = requirePermission(context, 'inventory:view');
  const { shop, basePath } = requireShop(context);
  const target = { inventoryId: parseId(params.inventoryId), subDepartmentId: parseId(params.subDepartment) };
  const result = await getCountScreen(context.get(requestContext).db, shop, target);
  if (!result.ok) return refused(result.reason);
  return {
    view: result.view,
    userId: user.id,
    canCount: hasPermission(user, 'inventory:count'),
    basePath,
    today: todayIn(shop.timeZone),
  };
}

export default function Count({ loaderData }: Route.ComponentProps) {
  return <CountingScreen key={`${loaderData.view.inventory.id}.${loaderData.view.subDepartment.id}`} {...loaderData} />;
}
