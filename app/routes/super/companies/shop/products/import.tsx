import type { Route } from './+types/import';
import { operatorProducts } from '#app/modules/products/operator-target.server';
import { ProductImportPage } from '#app/modules/products/product-import-page';
import { importPageAction, importPageLoader } from '#app/modules/products/product-import-pages.server';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, target, basePath } = await operatorProducts(context, params);
  return { ...(await importPageLoader(db, target, request)), basePath };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, target, basePath } = await operatorProducts(context, params);
  return importPageAction(db, target, request, basePath);
}

export default function OperatorImportProducts({ loaderData, actionData }: Route.ComponentProps) {
  return <ProductImportPage loaderData={loaderData} actionData={actionData} basePath={loaderData.basePath} />;
}
