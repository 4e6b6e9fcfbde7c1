import type { Route } from './+types/departments';
import { requestContext } from '#app/context';
import { requirePermission } from '#app/middleware/guards.server';
import { requireShop } from '#app/middleware/shop-scope.server';
import { listLayoutForCount } from '#app/modules/inventory/inventory-layout.repo.server';
import { DepartmentsPage } from '#app/modules/inventory/inventory-layout-departments';
import { LAYOUT_PERMISSION, layoutPartAction } from './layout-actions.server';

export async function loader({ context }: Route.LoaderArgs) {
  requirePermission(context, LAYOUT_PERMISSION);
  const { shop } = requireShop(context);
  return { departments: await listLayoutForCount(context.get(requestContext).db, shop) };
}

export function action({ request, context }: Route.ActionArgs) {
  return layoutPartAction(request, context);
}

export default function Departments({ loaderData }: Route.ComponentProps) {
  return <DepartmentsPage departments={loaderData.departments} />;
}
