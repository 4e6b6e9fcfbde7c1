import { Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '#app/utils/use-translation';
import { DataTable } from '#app/components/data-table';
import type { Language } from '#app/utils/language';
import { formatFigure, formatPercent } from './analytics-format';
import type { AnalyticsPage, ShopEntry } from './analytics.service.server';
import { CsvLink } from './csv-link';

/** A shop's row, or the company's combined row below them. */
interface Row extends Omit<ShopEntry, 'shopId'> {
  key: string;
  combined: boolean;
}

/** The company view: each shop's figures of the period, and the company's combined below them. */
export function ShopsTable({ page, language, csvHref }: { page: AnalyticsPage; language: Language; csvHref: string }) {
  const { t } = useTranslation();
  if (!page.shops) return null;
  const rows: Row[] = [
    ...page.shops.map(({ shopId, ...shop }) => ({ key: String(shopId), ...shop, combined: false })),
    {
      key: 'combined',
      name: t('analytics.shops.combined'),
      figures: page.totals.current,
      rates: page.totals.rates,
      combined: true,
    },
  ];
  const number = (value: number) => formatFigure(language, value);
  return (
    <section aria-labelledby="analytics-shops">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" id="analytics-shops">
            {t('analytics.shops.title')}
          </Title>
          <CsvLink href={csvHref} of={t('analytics.shops.title')} />
        </Group>
        <DataTable
          minWidth={760}
          caption={t('analytics.shops.title')}
          rows={rows}
          rowKey={(row) => row.key}
          rowProps={(row) => (row.combined ? { style: { fontWeight: 700 } } : {})}
          columns={[
            {
              header: t('analytics.shops.shop'),
              kind: 'title',
              cell: (row) => (row.combined ? <Text fw={700}>{row.name}</Text> : row.name),
            },
            {
              header: t('analytics.counters.deliveries'),
              align: 'right',
              cell: (row) => number(row.figures.deliveries),
            },
            { header: t('analytics.counters.ok'), align: 'right', cell: (row) => number(row.figures.okDeliveries) },
            {
              header: t('analytics.scorecard.columns.okPercent'),
              align: 'right',
              cell: (row) => formatPercent(language, row.rates.okPercent),
            },
            {
              header: t('analytics.scorecard.columns.otif'),
              align: 'right',
              cell: (row) => formatPercent(language, row.rates.otifPercent),
            },
            {
              header: t('analytics.counters.reclamations'),
              align: 'right',
              cell: (row) => number(row.figures.reclamations),
            },
            {
              header: t('analytics.counters.unacceptable'),
              align: 'right',
              cell: (row) => number(row.figures.unacceptableDeliveries),
            },
            {
              header: t('analytics.scorecard.columns.breaches'),
              align: 'right',
              cell: (row) => number(row.rates.temperatureBreaches),
            },
          ]}
        />
      </Stack>
    </section>
  );
}
