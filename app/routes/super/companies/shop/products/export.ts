import type { Route } from './+types/export';
import { operatorProducts } from '#app/modules/products/operator-target.server';
import { productExportLoader } from '#app/modules/products/product-export-route.server';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, target, user } = await operatorProducts(context, params);
  return productExportLoader(db, target, request, user.language.code);
}
