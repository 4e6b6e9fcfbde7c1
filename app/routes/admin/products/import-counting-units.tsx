import type { Route } from './+types/import-counting-units';
import { requestContext } from '#app/context';
import { requirePermission } from '#app/middleware/guards.server';
import { CountingUnitsImportPage } from '#app/modules/products/counting-units-import-page';
import { unitImportAction } from '#app/modules/products/counting-units-import-pages.server';
import { ownProductTarget } from '#app/modules/products/products.repo.server';
import { notFound } from '#app/utils/params';

const BASE = '/admin/products';

export async function loader({ context }: Route.LoaderArgs) {
  const { scope } = requirePermission(context, 'products:edit');
  const { db } = context.get(requestContext);
  const target = (await ownProductTarget(db, scope)) ?? notFound();
  return { shopName: target.shopName };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { scope } = requirePermission(context, 'products:edit');
  const { db } = context.get(requestContext);
  return unitImportAction(db, (await ownProductTarget(db, scope)) ?? notFound(), request);
}

export default function AdminImportCountingUnits({ loaderData, actionData }: Route.ComponentProps) {
  return <CountingUnitsImportPage shopName={loaderData.shopName} actionData={actionData} basePath={BASE} />;
}
