import type { Route } from './+types/import-order-preview';
import { requestContext } from '#app/context';
import { requireEveryPermission } from '#app/middleware/guards.server';
import { importOrderPreviewResource } from '#app/modules/ordering/import-order-pages.server';
import { findOwnShop as ownProductTarget } from '#app/modules/tenancy/shop-scope.repo.server';
import { notFound } from '#app/utils/params';

/** Importing creates the orders and e-mails them to the suppliers: it needs the right to create orders too. */
const IMPORT_PERMISSIONS = ['orders:import', 'orders:create'] as const;

/** POST a file: its lines matched, as JSON (the import page posts here to show upload progress). */
export async function action({ request, context }: Route.ActionArgs) {
  const { scope } = requireEveryPermission(context, ...IMPORT_PERMISSIONS);
  const { db } = context.get(requestContext);
  return importOrderPreviewResource(db, (await ownProductTarget(db, scope)) ?? notFound(), request);
}
