import type { Route } from './+types/export';
import { requestContext } from '#app/context';
import { requirePermission } from '#app/middleware/guards.server';
import { productExportLoader } from '#app/modules/products/product-export-route.server';
import { ownProductTarget } from '#app/modules/products/products.repo.server';
import { notFound } from '#app/utils/params';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { scope, user } = requirePermission(context, 'products:view');
  const { db } = context.get(requestContext);
  return productExportLoader(db, (await ownProductTarget(db, scope)) ?? notFound(), request, user.language.code);
}
