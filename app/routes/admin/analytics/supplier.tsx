import type { Route } from './+types/supplier';
import { requestContext } from '#app/context';
import { requirePermission } from '#app/middleware/guards.server';
import { requireShop } from '#app/middleware/shop-scope.server';
import { SupplierTrend } from '#app/modules/analytics/supplier-trend';
import { parseAnalyticsQuery } from '#app/modules/analytics/analytics.schema';
import { loadSupplierTrend } from '#app/modules/analytics/analytics.service.server';
import { notFound, parseId, refused } from '#app/utils/params';

/** One supplier's last twelve months (docs/decisions/036-delivery-analytics.md); another shop's supplier is 404. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  requirePermission(context, 'analytics:view');
  const { shop } = requireShop(context);
  const supplierId = parseId(params.supplierId);
  const { view } = parseAnalyticsQuery(new URL(request.url));
  const trend = await loadSupplierTrend(context.get(requestContext).db, shop, supplierId, view);
  if (!trend) notFound();
  if (!trend.ok) refused(trend.reason);
  return { trend: trend.page };
}

export default function SupplierAnalytics({ loaderData }: Route.ComponentProps) {
  return <SupplierTrend trend={loaderData.trend} />;
}
