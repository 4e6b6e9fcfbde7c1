import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '#app/utils/use-translation';
import { useLocation } from 'react-router';
import { PageTitle } from '#app/components/page-title';
import { formatCalendarDate } from '#app/modules/ordering/cart.format';
import { isLanguage, type Language } from '#app/utils/language';
import { AnalyticsCharts } from './analytics-charts';
import { AnalyticsCounters } from './analytics-counters';
import { AnalyticsFilters } from './analytics-filters';
import type { AnalyticsPage as Page } from './analytics.service.server';
import { Scorecard } from './scorecard';
import { ShopsTable } from './shops-table';

interface AnalyticsPageProps {
  page: Page;
  title: string;
  /** Where the page lives (/admin/analytics, /super/companies/{id}/analytics): its CSV files are below it. */
  basePath: string;
  /** The supplier trend pages exist for the shop's page only. */
  linkSuppliers: boolean;
  /** The shop/company switch, for a company manager on the shop's page. */
  showViewSwitch: boolean;
}

/** The analytics page of a shop, a company manager's company or the operator's view of a company. */
export function AnalyticsPage({ page, title, basePath, linkSuppliers, showViewSwitch }: AnalyticsPageProps) {
  const { t, i18n } = useTranslation();
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  const { search } = useLocation();
  const day = (value: string) => formatCalendarDate(language, value);
  return (
    <Stack>
      <PageTitle>{title}</PageTitle>
      <Title order={1}>{title}</Title>
      <Text c="gray.7">{t('analytics.intro')}</Text>
      <AnalyticsFilters page={page} showViewSwitch={showViewSwitch} />
      <Stack gap={2}>
        <Text fw={600} data-testid="analytics-period">
          {t('analytics.period', { from: day(page.period.from), to: day(page.period.to) })}
        </Text>
        <Text size="sm" c="gray.7">
          {t('analytics.compared', { from: day(page.previousPeriod.from), to: day(page.previousPeriod.to) })}
        </Text>
      </Stack>
      <AnalyticsCounters page={page} language={language} />
      <ShopsTable page={page} language={language} csvHref={`${basePath}/export/shops.csv${search}`} />
      <AnalyticsCharts page={page} language={language} exportBase={basePath} search={search} />
      <Scorecard
        entries={page.scorecard}
        language={language}
        csvHref={`${basePath}/export/scorecard.csv${search}`}
        supplierHref={linkSuppliers ? (supplierId) => `/admin/analytics/suppliers/${supplierId}${search}` : null}
      />
    </Stack>
  );
}
