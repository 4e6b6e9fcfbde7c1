import type { Route } from './+types/import-order-preview';
import { requestContext } from '#app/context';
import { requireEveryPermission } from '#app/middleware/guards.server';
import { requireShop } from '#app/middleware/shop-scope.server';
import { importOrderPreviewResource } from '#app/modules/ordering/import-order-pages.server';

/** Importing creates the orders and e-mails them to the suppliers: it needs the right to create orders too. */
const IMPORT_PERMISSIONS = ['orders:import', 'orders:create'] as const;

/** POST a file: its lines matched, as JSON (the import page posts here to show upload progress). */
export async function action({ request, context }: Route.ActionArgs) {
  requireEveryPermission(context, ...IMPORT_PERMISSIONS);
  const { db } = context.get(requestContext);
  return importOrderPreviewResource(db, requireShop(context).shop, request);
}
