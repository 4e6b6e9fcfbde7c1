import { useTranslation } from '#app/utils/use-translation';
import { data } from 'react-router';
import type { Route } from './+types/analytics';
import { requestContext } from '#app/context';
import { requireAuth } from '#app/middleware/guards.server';
import { AnalyticsPage } from '#app/modules/analytics/analytics-page';
import { parseAnalyticsQuery } from '#app/modules/analytics/analytics.schema';
import { loadCompanyAnalytics } from '#app/modules/analytics/analytics.service.server';
import { notFound, parseId } from '#app/utils/params';

/** The operator's view of a company's analytics: every live shop, combined and per shop (the layout is role 1 only). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  requireAuth(context);
  const result =
    (await loadCompanyAnalytics(
      context.get(requestContext).db,
      parseId(params.companyId),
      parseAnalyticsQuery(new URL(request.url)),
    )) ?? notFound();
  return data({ page: result.page, companyName: result.companyName }, { status: result.page.invalidRange ? 400 : 200 });
}

export default function CompanyAnalytics({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <AnalyticsPage
      page={loaderData.page}
      title={t('analytics.companyTitle', { company: loaderData.companyName })}
      basePath={`/super/companies/${params.companyId}/analytics`}
      linkSuppliers={false}
      showViewSwitch={false}
    />
  );
}
