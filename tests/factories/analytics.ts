import type { DbOrTx } from '#app/db/client.server';
import { getReceipt } from '#app/modules/receiving/receipt-view.server';
import { signOff } from '#app/modules/receiving/sign-off.service.server';
import { startReceipt } from '#app/modules/receiving/start-receipt.service.server';
import { createOrder } from './ordering';
import { memoryFileStorage, signOffInputOf, type createReceivingTenant } from './receiving';

type Tenant = Awaited<ReturnType<typeof createReceivingTenant>>;

/**
 * An order of 10 × 2.00 and 5 × 4.00 for `agreed`, delivered on `delivered` through the real sign-off with its second
 * line `second` units (closing the order): what the analytics figures are made of.
 */
export async function deliverOrder(
  db: DbOrTx,
  tenant: Tenant,
  { agreed, delivered, second = '5' }: { agreed: string; delivered: string; second?: string },
): Promise<void> {
  const order = await createOrder(
    db,
    { companyId: tenant.company.id, shopId: tenant.shop.id },
    {
      supplierId: tenant.supplier.id,
      deliveryDate: agreed,
      lines: [
        { productId: tenant.products[0]!.id, quantity: '10', price: '2' },
        { productId: tenant.products[1]!.id, quantity: '5', price: '4' },
      ],
    },
  );
  const started = await startReceipt(db, tenant.scope, { orderId: order.id });
  if (!started.ok) throw new Error(started.reason);
  const view = (await getReceipt(db, tenant.scope, started.noteId))!;
  const input = signOffInputOf(view, {
    header: { deliveryDate: delivered, closesOrder: true },
    lines: { 1: { delivered: second } },
  });
  const result = await signOff(db, tenant.scope, started.noteId, input, memoryFileStorage());
  if (!result.ok) throw new Error(result.reason);
}
