import { data, redirect } from 'react-router';
import type { Route } from './+types/receive';
import { requestContext } from '#app/context';
import { requirePermission } from '#app/middleware/guards.server';
import { requireShop } from '#app/middleware/shop-scope.server';
import { orderableSuppliers } from '#app/modules/ordering/new-order.repo.server';
import { StartReceiptSchema } from '#app/modules/receiving/receiving-requests.schema';
import { startReceipt } from '#app/modules/receiving/start-receipt.service.server';
import { UnplannedStart } from '#app/modules/receiving/unplanned-start';
import { refused } from '#app/utils/params';

/** An unplanned delivery: the supplier first, then the lines by scan or search on the receiving screen. */
export async function loader({ context }: Route.LoaderArgs) {
  requirePermission(context, 'deliveries:receive');
  const { shop } = requireShop(context);
  return { suppliers: await orderableSuppliers(context.get(requestContext).db, shop) };
}

/** "Receive" from an order, a backorder or a supplier: starts (or resumes) the draft and opens it. */
export async function action({ request, context }: Route.ActionArgs) {
  requirePermission(context, 'deliveries:receive');
  const { shop, basePath } = requireShop(context);
  const fields = Object.fromEntries((await request.formData()).entries());
  const parsed = StartReceiptSchema.safeParse(fields);
  if (!parsed.success) return data({ error: 'choose' as const }, { status: 400 });
  const result = await startReceipt(context.get(requestContext).db, shop, parsed.data);
  if (result.ok) return redirect(`${basePath}/deliveries/notes/${result.noteId}`);
  if (result.reason === 'order_closed') return data({ error: 'order_closed' as const }, { status: 409 });
  return refused(result.reason);
}

export default function Receive({ loaderData, actionData }: Route.ComponentProps) {
  return <UnplannedStart suppliers={loaderData.suppliers} error={actionData?.error ?? null} />;
}
