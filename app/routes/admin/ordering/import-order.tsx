import type { Route } from './+types/import-order';
import { requestContext } from '#app/context';
import { requireEveryPermission } from '#app/middleware/guards.server';
import { ImportOrderPage, type ImportActionData } from '#app/modules/ordering/import-order-page';
import { importOrderAction } from '#app/modules/ordering/import-order-pages.server';
import { findOwnShop as ownProductTarget } from '#app/modules/tenancy/shop-scope.repo.server';
import { notFound } from '#app/utils/params';

/** Importing creates the orders and e-mails them to the suppliers: it needs the right to create orders too. */
const IMPORT_PERMISSIONS = ['orders:import', 'orders:create'] as const;

export async function loader({ context }: Route.LoaderArgs) {
  requireEveryPermission(context, ...IMPORT_PERMISSIONS);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const { scope, user } = requireEveryPermission(context, ...IMPORT_PERMISSIONS);
  const { db } = context.get(requestContext);
  const target = (await ownProductTarget(db, scope)) ?? notFound();
  return importOrderAction(db, target, request, user.language.code);
}

export default function ImportOrder({ actionData }: Route.ComponentProps) {
  return <ImportOrderPage actionData={actionData as ImportActionData | undefined} />;
}
