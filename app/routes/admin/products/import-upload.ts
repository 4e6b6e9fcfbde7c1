import type { Route } from './+types/import-upload';
import { requestContext } from '#app/context';
import { requirePermission } from '#app/middleware/guards.server';
import { importUploadResource } from '#app/modules/products/product-import-pages.server';
import { ownProductTarget } from '#app/modules/products/products.repo.server';
import { notFound } from '#app/utils/params';

export async function action({ request, context }: Route.ActionArgs) {
  const { scope } = requirePermission(context, 'products:edit');
  const { db } = context.get(requestContext);
  return importUploadResource((await ownProductTarget(db, scope)) ?? notFound(), request);
}
