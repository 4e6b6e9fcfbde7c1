import type { Route } from './+types/import-order';
import { requestContext } from '#app/context';
import { requireEveryPermission } from '#app/middleware/guards.server';
import { requireShop } from '#app/middleware/shop-scope.server';
import { ImportOrderPage, type ImportActionData } from '#app/modules/ordering/import-order-page';
import { importOrderAction } from '#app/modules/ordering/import-order-pages.server';

/** Importing creates the orders and e-mails them to the suppliers: it needs the right to create orders too. */
const IMPORT_PERMISSIONS = ['orders:import', 'orders:create'] as const;

export async function loader({ context }: Route.LoaderArgs) {
  requireEveryPermission(context, ...IMPORT_PERMISSIONS);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = requireEveryPermission(context, ...IMPORT_PERMISSIONS);
  const { db } = context.get(requestContext);
  const { shop } = requireShop(context);
  return importOrderAction(db, shop, request, user.language.code);
}

export default function ImportOrder({ actionData }: Route.ComponentProps) {
  return <ImportOrderPage actionData={actionData as ImportActionData | undefined} />;
}
