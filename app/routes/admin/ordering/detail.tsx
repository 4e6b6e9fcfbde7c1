import { data, useSearchParams } from 'react-router';
import type { Route } from './+types/detail';
import { requestContext } from '#app/context';
import { requirePermission } from '#app/middleware/guards.server';
import { requireShop } from '#app/middleware/shop-scope.server';
import { hasPermission } from '#app/modules/auth/user-record';
import { CancelOrderButton, RepeatOrderButton } from '#app/modules/ordering/order-actions';
import { OrderDetailPage } from '#app/modules/ordering/order-detail.page';
import { getOrderDetail, retryOrderMail } from '#app/modules/ordering/order-detail.service.server';
import { notFound, parseId } from '#app/utils/params';

export async function loader({ params, context }: Route.LoaderArgs) {
  const { user } = requirePermission(context, 'orders:view');
  const { shop } = requireShop(context);
  const order = (await getOrderDetail(context.get(requestContext).db, shop, parseId(params.orderId))) ?? notFound();
  return { order, canRetry: hasPermission(user, 'orders:create') };
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
  const [searchParams] = useSearchParams();
  const { order, canRetry } = loaderData;
  const actions = canRetry ? (
    <>
      <RepeatOrderButton orderId={order.id} number={order.number} />
      {order.status === 'new' && <CancelOrderButton orderId={order.id} number={order.number} />}
    </>
  ) : null;
  return (
    <OrderDetailPage
      order={order}
      canRetry={canRetry}
      justSent={searchParams.get('sent') === '1'}
      retried={!!actionData?.retried}
      actions={actions}
    />
  );
}
