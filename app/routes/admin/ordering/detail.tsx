import { useSearchParams } from 'react-router';
import type { Route } from './+types/detail';
import { requestContext } from '#app/context';
import { requirePermission } from '#app/middleware/guards.server';
import { orderDetailAction, orderDetailLoader } from '#app/modules/ordering/cart.pages.server';
import { CancelOrderButton, RepeatOrderButton } from '#app/modules/ordering/order-actions';
import { OrderDetailPage } from '#app/modules/ordering/order-detail.page';
import { findOwnShop as ownProductTarget } from '#app/modules/tenancy/shop-scope.repo.server';
import { notFound, parseId } from '#app/utils/params';

export async function loader({ params, context }: Route.LoaderArgs) {
  const { scope, user } = requirePermission(context, 'orders:view');
  const { db } = context.get(requestContext);
  const target = (await ownProductTarget(db, scope)) ?? notFound();
  return orderDetailLoader(db, target, parseId(params.orderId), user);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { scope, user } = requirePermission(context, 'orders:view');
  const { db } = context.get(requestContext);
  const target = (await ownProductTarget(db, scope)) ?? notFound();
  return orderDetailAction(db, target, parseId(params.orderId), request, user);
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
