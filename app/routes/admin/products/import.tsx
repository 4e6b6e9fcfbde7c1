import type { Route } from './+types/import';
import { requestContext } from '#app/context';
import { requirePermission } from '#app/middleware/guards.server';
import { ProductImportPage } from '#app/modules/products/product-import-page';
import { importPageAction, importPageLoader } from '#app/modules/products/product-import-pages.server';
import { ownProductTarget } from '#app/modules/products/products.repo.server';
import { notFound } from '#app/utils/params';

const BASE = '/admin/products';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { scope } = requirePermission(context, 'products:edit');
  const { db } = context.get(requestContext);
  return importPageLoader(db, (await ownProductTarget(db, scope)) ?? notFound(), request);
}

export async function action({ request, context }: Route.ActionArgs) {
  const { scope } = requirePermission(context, 'products:edit');
  const { db } = context.get(requestContext);
  return importPageAction(db, (await ownProductTarget(db, scope)) ?? notFound(), request, BASE);
}

export default function AdminImportProducts({ loaderData, actionData }: Route.ComponentProps) {
  return <ProductImportPage loaderData={loaderData} actionData={actionData} basePath={BASE} />;
}
