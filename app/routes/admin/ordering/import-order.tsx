import type { Route } from './+types/import-order';
import { requestContext } from '#app/context';
import { requirePermission } from '#app/middleware/guards.server';
import { ImportOrderPage, type ImportActionData } from '#app/modules/ordering/import-order-page';
import { importOrderAction } from '#app/modules/ordering/import-order-pages.server';
import { ownProductTarget } from '#app/modules/products/products.repo.server';
import { notFound } from '#app/utils/params';

export async function loader({ context }: Route.LoaderArgs) {
  requirePermission(context, 'orders:import');
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const { scope, user } = requirePermission(context, 'orders:import');
  const { db } = context.get(requestContext);
  const target = (await ownProductTarget(db, scope)) ?? notFound();
  return importOrderAction(db, target, request, user.language.code);
}

export default function ImportOrder({ actionData }: Route.ComponentProps) {
  return <ImportOrderPage actionData={actionData as ImportActionData | undefined} />;
}
