import type { Route } from './+types/add';
import { productAddAction, productAddLoader } from '#app/modules/products/product-pages.server';
import { ProductAddPage } from '#app/modules/products/product-pages';
import { operatorProducts } from '#app/modules/products/operator-target.server';

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, target, basePath } = await operatorProducts(context, params);
  return { ...(await productAddLoader(db, target)), basePath };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, target, user, basePath } = await operatorProducts(context, params);
  return productAddAction(db, target, request, user.language.code, basePath);
}

export default function OperatorAddProduct({ loaderData, actionData }: Route.ComponentProps) {
  return <ProductAddPage {...loaderData} lastResult={actionData?.result} />;
}
