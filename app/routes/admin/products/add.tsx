import type { Route } from './+types/add';
import { requestContext } from '#app/context';
import { requirePermission } from '#app/middleware/guards.server';
import { productAddAction, productAddLoader } from '#app/modules/products/product-pages.server';
import { ProductAddPage } from '#app/modules/products/product-pages';
import { ownProductTarget } from '#app/modules/products/products.repo.server';
import { notFound } from '#app/utils/params';

const BASE = '/admin/products';

export async function loader({ context }: Route.LoaderArgs) {
  const { scope } = requirePermission(context, 'products:edit');
  const { db } = context.get(requestContext);
  return productAddLoader(db, (await ownProductTarget(db, scope)) ?? notFound());
}

export async function action({ request, context }: Route.ActionArgs) {
  const { scope, user } = requirePermission(context, 'products:edit');
  const { db } = context.get(requestContext);
  const target = (await ownProductTarget(db, scope)) ?? notFound();
  return productAddAction(db, target, request, user.language.code, BASE);
}

export default function AdminAddProduct({ loaderData, actionData }: Route.ComponentProps) {
  return <ProductAddPage {...loaderData} lastResult={actionData?.result} basePath={BASE} />;
}
