import { data } from 'react-router';
import type { Route } from './+types/detail';
import { requestContext } from '#app/context';
import { requirePermission } from '#app/middleware/guards.server';
import { requireShop } from '#app/middleware/shop-scope.server';
import { AsnDetailPage } from '#app/modules/asn/asn-detail';
import { cancelAdvanceShipNotice, getAsnDetail } from '#app/modules/asn/asn-detail.repo.server';
import { hasPermission } from '#app/modules/auth/user-record';
import { notFound, parseId, refused } from '#app/utils/params';

export async function loader({ params, context }: Route.LoaderArgs) {
  const { user } = requirePermission(context, 'asn:view');
  const { shop, basePath } = requireShop(context);
  const detail = (await getAsnDetail(context.get(requestContext).db, shop, parseId(params.asnId))) ?? notFound();
  return {
    detail,
    canReceive: hasPermission(user, 'deliveries:receive'),
    canCancel: hasPermission(user, 'asn:import'),
    basePath,
  };
}

/** "Cancel ASN" (asn:import): an ASN not yet wholly received can no longer be received against. */
export async function action({ request, params, context }: Route.ActionArgs) {
  requirePermission(context, 'asn:import');
  const { shop } = requireShop(context);
  const formData = await request.formData();
  if (formData.get('intent') !== 'cancel') return data({ cancel: null }, { status: 400 });
  const result = await cancelAdvanceShipNotice(context.get(requestContext).db, shop, parseId(params.asnId));
  if (result.ok) return { cancel: 'cancelled' as const };
  if (result.reason === 'received') return data({ cancel: 'received' as const }, { status: 409 });
  return refused(result.reason);
}

export default function AdvanceShipNotice({ loaderData, actionData }: Route.ComponentProps) {
  return <AsnDetailPage {...loaderData} cancel={actionData?.cancel ?? null} />;
}
