import { Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconChartLine, IconDownload, IconTable } from '@tabler/icons-react';
import { useTranslation } from '#app/utils/use-translation';
import { Link, useLocation } from 'react-router';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { PageTitle } from '#app/components/page-title';
import { formatMoney, formatNumber } from '#app/utils/format';
import { isLanguage, toLocale, type Language } from '#app/utils/language';
import type { SupplierTrendPage } from './analytics.service.server';

type Month = SupplierTrendPage['months'][number];

/** "nov. 26" on the chart's axis, "november 2026" in the table: a calendar month in the user's language. */
function monthName(language: Language, month: string, length: 'short' | 'long') {
  return new Intl.DateTimeFormat(toLocale(language), {
    month: length,
    year: length === 'short' ? '2-digit' : 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}T00:00:00Z`));
}

/** A percentage with one decimal in the user's language ("66,7 %"), "—" where there is nothing to divide by. */
function percent(language: Language, value: number | null) {
  if (value === null) return '—';
  return new Intl.NumberFormat(toLocale(language), { style: 'percent', maximumFractionDigits: 1 }).format(value / 100);
}

const figure = (language: Language, value: number | null) =>
  value === null ? '—' : formatNumber(language, value, Number.isInteger(value) ? 0 : 1);

/**
 * The twelve months as bars (deliveries) and lines (OTIF and OK %), drawn on the server at a phone's width. Every
 * axis has a numeric tick interval: recharts measures label text to thin the ticks otherwise, which it cannot do on
 * the server, and the browser's first render would then differ from the server's HTML.
 */
function TrendChart({ trend, language }: { trend: SupplierTrendPage; language: Language }) {
  const { t } = useTranslation();
  const rows = trend.months.map((entry) => ({
    month: monthName(language, entry.month, 'short'),
    deliveries: entry.figures.deliveries,
    otif: entry.rates.otifPercent,
    ok: entry.rates.okPercent,
  }));
  return (
    <div role="img" aria-label={t('analyticsDetail.supplier.chartLabel')} data-testid="supplier-trend-chart">
      <ResponsiveContainer width="100%" height={260} initialDimension={{ width: 340, height: 260 }}>
        <ComposedChart id="supplier-trend-chart" data={rows} margin={{ top: 8, right: 0, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="month" tick={{ fontSize: 11 }} interval={1} />
          <YAxis yAxisId="percent" domain={[0, 100]} tick={{ fontSize: 11 }} unit="%" interval={0} />
          <YAxis yAxisId="count" orientation="right" allowDecimals={false} tick={{ fontSize: 11 }} interval={0} />
          <Tooltip
            formatter={(value, name) =>
              name === t('analyticsDetail.columns.deliveries')
                ? figure(language, Number(value))
                : percent(language, value === null || value === undefined ? null : Number(value))
            }
          />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Bar
            yAxisId="count"
            dataKey="deliveries"
            name={t('analyticsDetail.columns.deliveries')}
            fill="var(--mantine-color-blue-2)"
            isAnimationActive={false}
          />
          <Line
            yAxisId="percent"
            dataKey="otif"
            name={t('analyticsDetail.columns.otifPercent')}
            stroke="var(--mantine-color-teal-8)"
            strokeWidth={2}
            connectNulls
            isAnimationActive={false}
          />
          <Line
            yAxisId="percent"
            dataKey="ok"
            name={t('analyticsDetail.columns.okPercent')}
            stroke="var(--mantine-color-orange-8)"
            strokeWidth={2}
            strokeDasharray="5 3"
            connectNulls
            isAnimationActive={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}

/**
 * The months as the app's list (the classes of DataTable, decision 024: cards on a phone), written out here because
 * its thirteen columns scroll inside their box on a tablet or laptop, and that box must take the keyboard's focus.
 */
function TrendTable({ trend, language }: { trend: SupplierTrendPage; language: Language }) {
  const { t } = useTranslation();
  const money = (value: string) => formatMoney(language, value);
  const columns: [header: string, cell: (row: Month) => string][] = [
    [t('analyticsDetail.columns.deliveries'), (row) => figure(language, row.figures.deliveries)],
    [t('analyticsDetail.columns.okPercent'), (row) => percent(language, row.rates.okPercent)],
    [t('analyticsDetail.columns.onTimePercent'), (row) => percent(language, row.rates.onTimePercent)],
    [t('analyticsDetail.columns.inFullPercent'), (row) => percent(language, row.rates.inFullPercent)],
    [t('analyticsDetail.columns.otifPercent'), (row) => percent(language, row.rates.otifPercent)],
    [t('analyticsDetail.columns.temperatureBreaches'), (row) => figure(language, row.rates.temperatureBreaches)],
    [t('analyticsDetail.columns.reclamations'), (row) => figure(language, row.figures.reclamations)],
    [t('analyticsDetail.columns.reclamationRate'), (row) => figure(language, row.rates.reclamationRate)],
    [t('analyticsDetail.columns.claimed'), (row) => money(row.figures.claimed)],
    [t('analyticsDetail.columns.recovered'), (row) => money(row.figures.recovered)],
    [t('analyticsDetail.columns.priceVariancePercent'), (row) => percent(language, row.rates.priceVariancePercent)],
    [t('analyticsDetail.columns.averageDaysToAnswer'), (row) => figure(language, row.rates.averageDaysToAnswer)],
  ];
  const caption = t('analyticsDetail.supplier.caption', { supplier: trend.name });
  return (
    <div className="data-table-box" tabIndex={0} role="region" aria-label={caption}>
      <Table className="data-table">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('analyticsDetail.columns.month')}</Table.Th>
            {columns.map(([header]) => (
              <Table.Th key={header} scope="col" ta="right">
                {header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {trend.months.map((row) => (
            <Table.Tr key={row.month}>
              <Table.Td data-kind="title">{monthName(language, row.month, 'long')}</Table.Td>
              {columns.map(([header, cell]) => (
                <Table.Td key={header} ta="right" data-label={header} data-nowrap>
                  {cell(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}

function Totals({ trend, language }: { trend: SupplierTrendPage; language: Language }) {
  const { t } = useTranslation();
  const { figures, rates } = trend.totals;
  const stat = (label: string, value: string) => (
    <Stack gap={0}>
      <Text size="sm" c="gray.7">
        {label}
      </Text>
      <Text fw={700}>{value}</Text>
    </Stack>
  );
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="supplier-trend-totals">
      <Stack gap="sm">
        <Title order={2} size="h4" id="supplier-trend-totals">
          {t('analyticsDetail.supplier.totals')}
        </Title>
        <Text>{t('analyticsDetail.supplier.deliveries', { count: figures.deliveries })}</Text>
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          {stat(t('analyticsDetail.columns.okPercent'), percent(language, rates.okPercent))}
          {stat(t('analyticsDetail.columns.onTimePercent'), percent(language, rates.onTimePercent))}
          {stat(t('analyticsDetail.columns.inFullPercent'), percent(language, rates.inFullPercent))}
          {stat(t('analyticsDetail.columns.otifPercent'), percent(language, rates.otifPercent))}
          {stat(t('analyticsDetail.columns.temperatureBreaches'), figure(language, rates.temperatureBreaches))}
          {stat(t('analyticsDetail.columns.reclamations'), figure(language, figures.reclamations))}
          {stat(t('analyticsDetail.columns.reclamationRate'), figure(language, rates.reclamationRate))}
          {stat(t('analyticsDetail.columns.claimed'), formatMoney(language, figures.claimed))}
          {stat(t('analyticsDetail.columns.recovered'), formatMoney(language, figures.recovered))}
          {stat(t('analyticsDetail.columns.priceVariancePercent'), percent(language, rates.priceVariancePercent))}
          {stat(t('analyticsDetail.columns.averageDaysToAnswer'), figure(language, rates.averageDaysToAnswer))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

/**
 * A supplier's last twelve months (docs/decisions/036-delivery-analytics.md): a chart or, with ?display=table, the
 * same months as a table; the CSV and the way back keep the analytics page's query string.
 */
export function SupplierTrend({ trend }: { trend: SupplierTrendPage }) {
  const { t, i18n } = useTranslation();
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  const location = useLocation();
  const query = new URLSearchParams(location.search);
  const asTable = query.get('display') === 'table';
  query.delete('display');
  const search = query.size ? `?${query.toString()}` : '';
  const showing = (display: 'chart' | 'table') => {
    const next = new URLSearchParams(query);
    if (display === 'table') next.set('display', 'table');
    return `?${next.toString()}`;
  };
  const title = t('analyticsDetail.supplier.title', { supplier: trend.name });
  return (
    <Stack>
      <PageTitle>{title}</PageTitle>
      <Group>
        <Button
          component={Link}
          to={`/admin/analytics${search}`}
          variant="subtle"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        >
          {t('analyticsDetail.supplier.back')}
        </Button>
      </Group>
      <Title order={1}>{title}</Title>
      <Text c="gray.7">{t('analyticsDetail.supplier.intro')}</Text>
      <Group gap="sm" wrap="wrap" justify="space-between">
        <Group gap={4} role="group" aria-label={t('analyticsDetail.supplier.show')}>
          <Button
            component={Link}
            to={showing('chart')}
            replace
            preventScrollReset
            variant={asTable ? 'default' : 'filled'}
            aria-current={asTable ? undefined : 'page'}
            leftSection={<IconChartLine size={16} aria-hidden />}
          >
            {t('analyticsDetail.supplier.chart')}
          </Button>
          <Button
            component={Link}
            to={showing('table')}
            replace
            preventScrollReset
            variant={asTable ? 'filled' : 'default'}
            aria-current={asTable ? 'page' : undefined}
            leftSection={<IconTable size={16} aria-hidden />}
          >
            {t('analyticsDetail.supplier.table')}
          </Button>
        </Group>
        <Button
          component="a"
          href={`/admin/analytics/suppliers/${trend.supplierId}/export.csv${search}`}
          download
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden />}
        >
          {t('analyticsDetail.supplier.exportCsv')}
        </Button>
      </Group>
      <Paper withBorder p="md">
        {asTable ? <TrendTable trend={trend} language={language} /> : <TrendChart trend={trend} language={language} />}
      </Paper>
      <Totals trend={trend} language={language} />
    </Stack>
  );
}
