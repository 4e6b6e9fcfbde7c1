import { useTranslation } from '#app/utils/use-translation';
import { data, useSearchParams } from 'react-router';
import type { Route } from './+types/detail';
import { requestContext } from '#app/context';
import { requirePermission } from '#app/middleware/guards.server';
import { requireShop } from '#app/middleware/shop-scope.server';
import { hasPermission } from '#app/modules/auth/user-record';
import { CancelOrderButton, RepeatOrderButton, RepeatOrders } from '#app/modules/ordering/order-actions';
import { OrderDetailPage } from '#app/modules/ordering/order-detail.page';
import { getOrderDetail, retryOrderMail } from '#app/modules/ordering/order-detail.service.server';
import { isReceivable } from '#app/modules/ordering/order-status';
import { OrderDeliveries } from '#app/modules/receiving/order-deliveries';
import { getOrderDeliveries } from '#app/modules/receiving/order-deliveries.server';
import { ReceiveButton } from '#app/modules/receiving/receive-button';
import { notFound, parseId } from '#app/utils/params';

export async function loader({ params, context }: Route.LoaderArgs) {
  const { user } = requirePermission(context, 'orders:view');
  const { shop } = requireShop(context);
  const { db } = context.get(requestContext);
  const orderId = parseId(params.orderId);
  const [order, deliveries] = await Promise.all([
    getOrderDetail(db, shop, orderId),
    getOrderDeliveries(db, shop, orderId),
  ]);
  return {
    order: order ?? notFound(),
    deliveries,
    canRetry: hasPermission(user, 'orders:create'),
    canReceive: hasPermission(user, 'deliveries:receive'),
    canViewNotes: hasPermission(user, 'deliveries:view'),
  };
}

/** "Retry" on an order whose mail failed (orders:create). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { user } = requirePermission(context, 'orders:view');
  const { shop } = requireShop(context);
  const orderId = parseId(params.orderId);
  const formData = await request.formData();
  if (formData.get('intent') !== 'retry') return data({ retried: false }, { status: 400 });
  if (!hasPermission(user, 'orders:create')) throw data(null, { status: 403 });
  const result = await retryOrderMail(context.get(requestContext).db, shop, orderId);
  if (result === 'not_found') notFound();
  return { retried: result === 'retried' };
}

export default function OrderDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const { order, deliveries, canRetry, canReceive, canViewNotes } = loaderData;
  // An order with an open backorder is received through it (on its line below).
  const receivable = canReceive && isReceivable(order.status) && !deliveries.backorder;
  const actions = (
    <>
      {receivable && (
        <ReceiveButton
          source={{ orderId: order.id }}
          label={t('deliveryLists.order.receive')}
          ariaLabel={t('deliveryLists.order.receiveLabel', { number: order.number })}
        />
      )}
      {canRetry && (
        <RepeatOrders>
          <RepeatOrderButton orderId={order.id} number={order.number} />
        </RepeatOrders>
      )}
      {canRetry && order.status === 'new' && <CancelOrderButton orderId={order.id} number={order.number} />}
    </>
  );
  return (
    <OrderDetailPage
      order={order}
      canRetry={canRetry}
      justSent={searchParams.get('sent') === '1'}
      retried={!!actionData?.retried}
      actions={actions}
      deliveries={<OrderDeliveries deliveries={deliveries} canReceive={canReceive} canViewNotes={canViewNotes} />}
    />
  );
}
