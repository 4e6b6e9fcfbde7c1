import { useSearchParams } from 'react-router';
import type { Route } from './+types/detail';
import { requestContext } from '#app/context';
import { requirePermission } from '#app/middleware/guards.server';
import { requireShop } from '#app/middleware/shop-scope.server';
import { orderDetailAction, orderDetailLoader } from '#app/modules/ordering/cart.pages.server';
import { CancelOrderButton, RepeatOrderButton } from '#app/modules/ordering/order-actions';
import { OrderDetailPage } from '#app/modules/ordering/order-detail.page';
import { parseId } from '#app/utils/params';

export async function loader({ params, context }: Route.LoaderArgs) {
  const { user } = requirePermission(context, 'orders:view');
  const { db } = context.get(requestContext);
  const { shop } = requireShop(context);
  return orderDetailLoader(db, shop, parseId(params.orderId), user);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { user } = requirePermission(context, 'orders:view');
  const { db } = context.get(requestContext);
  const { shop } = requireShop(context);
  return orderDetailAction(db, shop, parseId(params.orderId), request, user);
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
