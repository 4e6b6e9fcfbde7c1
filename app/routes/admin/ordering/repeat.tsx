import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from '#app/utils/use-translation';
import { data, Form, Link } from 'react-router';
import type { Route } from './+types/repeat';
import { PageTitle } from '#app/components/page-title';
import { requestContext } from '#app/context';
import { requirePermission } from '#app/middleware/guards.server';
import { requireShop } from '#app/middleware/shop-scope.server';
import { RepeatSummary } from '#app/modules/ordering/order-actions';
import { loadOrderDocument } from '#app/modules/ordering/order-document.server';
import { repeatOrder } from '#app/modules/ordering/repeat-order.service.server';
import { notFound, parseId } from '#app/utils/params';

/** The order's number, for the page a browser without JavaScript shows after posting (or when opened directly). */
export async function loader({ params, context }: Route.LoaderArgs) {
  requirePermission(context, 'cart:use');
  const { db } = context.get(requestContext);
  const { shop } = requireShop(context);
  const order = (await loadOrderDocument(db, shop, parseId(params.orderId))) ?? notFound();
  return { id: order.id, number: order.number };
}

/** POST: the order's products into the user's cart; answers the summary (RepeatOrderButton shows it in a dialog). */
export async function action({ params, context }: Route.ActionArgs) {
  const { user } = requirePermission(context, 'cart:use');
  const { db } = context.get(requestContext);
  const { shop } = requireShop(context);
  const result = await repeatOrder(db, shop, user.id, parseId(params.orderId));
  if (!result.ok && result.reason === 'locked') return data(result, { status: 409 });
  if (!result.ok) notFound();
  return result;
}

/** The summary as a page, for a browser that posted the form without JavaScript. */
export default function RepeatOrder({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const title = t('orderHistory.repeatLabel', { number: loaderData.number });
  return (
    <Stack>
      <PageTitle>{title}</PageTitle>
      <Title order={1}>{title}</Title>
      {actionData && !actionData.ok && (
        <Alert color="red" role="alert">
          {t('cart.refused.locked')}
        </Alert>
      )}
      {actionData?.ok ? (
        <RepeatSummary result={actionData} />
      ) : (
        <Form method="post">
          <Group>
            <Button type="submit">{t('orderHistory.repeat')}</Button>
            <Button component={Link} to={`/admin/ordering/${loaderData.id}`} variant="default">
              {t('common.cancel')}
            </Button>
          </Group>
        </Form>
      )}
    </Stack>
  );
}
