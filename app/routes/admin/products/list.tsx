import type { Route } from './+types/list';
import { requestContext } from '#app/context';
import { requirePermission } from '#app/middleware/guards.server';
import { ProductListPage } from '#app/modules/products/product-list';
import { productListAction, productListLoader } from '#app/modules/products/product-pages.server';
import { ownProductTarget } from '#app/modules/products/products.repo.server';
import { notFound } from '#app/utils/params';

const BASE = '/admin/products';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { scope, user } = requirePermission(context, 'products:view');
  const { db } = context.get(requestContext);
  const target = (await ownProductTarget(db, scope)) ?? notFound();
  return productListLoader(db, target, request, user);
}

export async function action({ request, context }: Route.ActionArgs) {
  const { scope } = requirePermission(context, 'products:edit');
  const { db } = context.get(requestContext);
  const target = (await ownProductTarget(db, scope)) ?? notFound();
  return productListAction(db, target, request);
}

export default function AdminProducts({ loaderData, actionData }: Route.ComponentProps) {
  return <ProductListPage {...loaderData} basePath={BASE} actionData={actionData} />;
}
