import type { Route } from './+types/import-order-preview';
import { requestContext } from '#app/context';
import { requirePermission } from '#app/middleware/guards.server';
import { importOrderPreviewResource } from '#app/modules/ordering/import-order-pages.server';
import { ownProductTarget } from '#app/modules/products/products.repo.server';
import { notFound } from '#app/utils/params';

/** POST a file: its lines matched, as JSON (the import page posts here to show upload progress). */
export async function action({ request, context }: Route.ActionArgs) {
  const { scope } = requirePermission(context, 'orders:import');
  const { db } = context.get(requestContext);
  return importOrderPreviewResource(db, (await ownProductTarget(db, scope)) ?? notFound(), request);
}
