import type { Route } from './+types/sectors';
import { requestContext } from '#app/context';
import { requirePermission } from '#app/middleware/guards.server';
import { requireShop } from '#app/middleware/shop-scope.server';
import { listLayoutForCount, listSectors } from '#app/modules/inventory/inventory-layout.repo.server';
import { LayoutPickSchema } from '#app/modules/inventory/inventory-layout.schema';
import { SectorsPage } from '#app/modules/inventory/inventory-layout-sectors';
import { notFound } from '#app/utils/params';
import { LAYOUT_PERMISSION, layoutPartAction } from './layout-actions.server';

/** The sectors of one sub-department (`?subDepartment=`; the first one when none is chosen). */
export async function loader({ request, context }: Route.LoaderArgs) {
  requirePermission(context, LAYOUT_PERMISSION);
  const { shop } = requireShop(context);
  const { db } = context.get(requestContext);
  const { subDepartment } = LayoutPickSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const departments = await listLayoutForCount(db, shop);
  const subs = departments.flatMap((department) => department.subDepartments);
  const chosen = subDepartment === undefined ? subs[0] : subs.find((sub) => sub.id === subDepartment);
  if (subDepartment !== undefined && !chosen) notFound();
  const sectors = chosen ? await listSectors(db, shop, chosen.id) : [];
  return { departments, subDepartment: chosen ?? null, sectors };
}

export function action({ request, context }: Route.ActionArgs) {
  return layoutPartAction(request, context);
}

export default function Sectors({ loaderData }: Route.ComponentProps) {
  return <SectorsPage {...loaderData} />;
}
