import { useTranslation } from '#app/utils/use-translation';
import { data } from 'react-router';
import type { Route } from './+types/index';
import { requestContext } from '#app/context';
import { requirePermission } from '#app/middleware/guards.server';
import { requireShop } from '#app/middleware/shop-scope.server';
import { AnalyticsPage } from '#app/modules/analytics/analytics-page';
import { parseAnalyticsQuery } from '#app/modules/analytics/analytics.schema';
import { loadShopAnalytics } from '#app/modules/analytics/analytics.service.server';
import { refused } from '#app/utils/params';

export async function loader({ request, context }: Route.LoaderArgs) {
  requirePermission(context, 'analytics:view');
  const { shop } = requireShop(context);
  const result = await loadShopAnalytics(
    context.get(requestContext).db,
    shop,
    parseAnalyticsQuery(new URL(request.url)),
  );
  if (!result?.ok) refused(result?.reason ?? 'not_found');
  // A custom range that cannot be read is refused on its fields (400); this month shows meanwhile.
  return data({ page: result.page }, { status: result.page.invalidRange ? 400 : 200 });
}

export default function Analytics({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { page } = loaderData;
  return (
    <AnalyticsPage
      page={page}
      title={t('analytics.title')}
      basePath="/admin/analytics"
      linkSuppliers
      showViewSwitch={page.companyWide}
    />
  );
}
