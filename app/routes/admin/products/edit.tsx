import type { Route } from './+types/edit';
import { requestContext } from '#app/context';
import { requirePermission } from '#app/middleware/guards.server';
import { productEditAction, productEditLoader } from '#app/modules/products/product-pages.server';
import { ProductEditPage } from '#app/modules/products/product-pages';
import { ownProductTarget } from '#app/modules/products/products.repo.server';
import { notFound, parseId } from '#app/utils/params';

const BASE = '/admin/products';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { scope } = requirePermission(context, 'products:edit');
  const { db } = context.get(requestContext);
  const target = (await ownProductTarget(db, scope)) ?? notFound();
  return productEditLoader(db, target, parseId(params.productId), request);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { scope, user } = requirePermission(context, 'products:edit');
  const { db } = context.get(requestContext);
  const target = (await ownProductTarget(db, scope)) ?? notFound();
  return productEditAction(db, target, parseId(params.productId), request, user.language.code, BASE);
}

export default function AdminEditProduct({ loaderData, actionData }: Route.ComponentProps) {
  return <ProductEditPage {...loaderData} canEdit basePath={BASE} actionData={actionData} />;
}
