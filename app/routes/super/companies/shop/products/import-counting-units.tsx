import type { Route } from './+types/import-counting-units';
import { CountingUnitsImportPage } from '#app/modules/products/counting-units-import-page';
import { unitImportAction } from '#app/modules/products/counting-units-import-pages.server';
import { operatorProducts } from '#app/modules/products/operator-target.server';

export async function loader({ params, context }: Route.LoaderArgs) {
  const { target, basePath } = await operatorProducts(context, params);
  return { shopName: target.shopName, basePath };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, target } = await operatorProducts(context, params);
  return unitImportAction(db, target, request);
}

export default function OperatorImportCountingUnits({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <CountingUnitsImportPage shopName={loaderData.shopName} actionData={actionData} basePath={loaderData.basePath} />
  );
}
