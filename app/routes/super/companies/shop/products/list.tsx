import type { Route } from './+types/list';
import { ProductListPage } from '#app/modules/products/product-list';
import { productListAction, productListLoader } from '#app/modules/products/product-pages.server';
import { operatorProducts } from '#app/modules/products/operator-target.server';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, target, user, basePath } = await operatorProducts(context, params);
  return { ...(await productListLoader(db, target, request, user)), basePath };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, target } = await operatorProducts(context, params);
  return productListAction(db, target, request);
}

export default function OperatorShopProducts({ loaderData, actionData }: Route.ComponentProps) {
  return <ProductListPage {...loaderData} actionData={actionData} />;
}
