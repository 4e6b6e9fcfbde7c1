import type { Route } from './+types/edit';
import { productEditAction, productEditLoader } from '#app/modules/products/product-pages.server';
import { ProductEditPage } from '#app/modules/products/product-pages';
import { parseId } from '#app/utils/params';
import { operatorProducts } from '#app/modules/products/operator-target.server';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, target, basePath } = await operatorProducts(context, params);
  return { ...(await productEditLoader(db, target, parseId(params.productId), request)), basePath };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, target, user, basePath } = await operatorProducts(context, params);
  return productEditAction(db, target, parseId(params.productId), request, user.language.code, basePath);
}

export default function OperatorEditProduct({ loaderData, actionData }: Route.ComponentProps) {
  return <ProductEditPage {...loaderData} canEdit actionData={actionData} />;
}
