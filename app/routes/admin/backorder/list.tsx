import { parseWithZod } from '@conform-to/zod/v4';
import { data } from 'react-router';
import type { Route } from './+types/list';
import { requestContext } from '#app/context';
import { requirePermission } from '#app/middleware/guards.server';
import { requireShop } from '#app/middleware/shop-scope.server';
import { hasPermission } from '#app/modules/auth/user-record';
import type { BackorderActionData } from '#app/modules/backorders/backorder-actions';
import { BackorderCancelSchema, BackorderDateSchema } from '#app/modules/backorders/backorder-edit.schema';
import { cancelBackorder, setBackorderDate } from '#app/modules/backorders/backorder-edit.service.server';
import { BackorderListPage } from '#app/modules/backorders/backorder-list';
import { parseBackorderListParams } from '#app/modules/backorders/backorder-list-params';
import { getBackorderListPage } from '#app/modules/backorders/backorder-list-page.server';
import { refused } from '#app/utils/params';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = requirePermission(context, 'backorders:view');
  const { shop } = requireShop(context);
  const params = parseBackorderListParams(new URL(request.url));
  const page = await getBackorderListPage(context.get(requestContext).db, shop, {
    ...params,
    perPage: user.resultsPerPage,
  });
  return {
    ...page,
    params,
    perPage: user.resultsPerPage,
    canReceive: hasPermission(user, 'deliveries:receive'),
    canEdit: hasPermission(user, 'backorders:edit'),
  };
}

/** A new expected date (intent "date") or a cancel (intent "cancel") of one backorder; backorders:edit. */
export async function action({ request, context }: Route.ActionArgs) {
  requirePermission(context, 'backorders:edit');
  const { shop } = requireShop(context);
  const { db } = context.get(requestContext);
  const formData = await request.formData();
  if (formData.get('intent') === 'date') {
    const value = String(formData.get('expectedDate') ?? '').slice(0, 40);
    const submission = parseWithZod(formData, { schema: BackorderDateSchema });
    if (submission.status !== 'success') {
      if (submission.error?.backorderId) throw data(null, { status: 400 });
      const error = submission.error?.expectedDate?.[0] ?? 'deliveryLists.backorders.errors.date';
      const backorderId = Number(formData.get('backorderId'));
      return data<BackorderActionData>({ intent: 'date', backorderId, ok: false, error, value }, { status: 400 });
    }
    const { backorderId, expectedDate } = submission.value;
    const result = await setBackorderDate(db, shop, backorderId, expectedDate);
    if (result.ok) return data<BackorderActionData>({ intent: 'date', backorderId, ok: true });
    if (result.reason === 'forbidden' || result.reason === 'not_found') refused(result.reason);
    return data<BackorderActionData>(
      { intent: 'date', backorderId, ok: false, error: `deliveryLists.backorders.errors.${result.reason}`, value },
      { status: result.reason === 'not_open' ? 409 : 400 },
    );
  }
  const submission = parseWithZod(formData, { schema: BackorderCancelSchema });
  if (formData.get('intent') !== 'cancel' || submission.status !== 'success') throw data(null, { status: 400 });
  const result = await cancelBackorder(db, shop, submission.value.backorderId);
  if (result.ok) return data<BackorderActionData>({ intent: 'cancel', ok: true });
  if (result.reason === 'forbidden' || result.reason === 'not_found') refused(result.reason);
  return data<BackorderActionData>(
    { intent: 'cancel', ok: false, error: `deliveryLists.backorders.errors.${result.reason}` },
    { status: 409 },
  );
}

export default function Backorders({ loaderData, actionData }: Route.ComponentProps) {
  return <BackorderListPage {...loaderData} actionData={actionData} />;
}
