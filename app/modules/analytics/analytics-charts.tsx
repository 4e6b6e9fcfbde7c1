import { Button, Group, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconChartBar, IconTable } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '#app/utils/use-translation';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { DataTable } from '#app/components/data-table';
import { RECLAMATION_REASONS } from '#app/db/schema/reclamations';
import { formatCalendarDate } from '#app/modules/ordering/cart.format';
import type { Language } from '#app/utils/language';
import { formatFigure } from './analytics-format';
import { CsvLink } from './csv-link';
import type { AnalyticsPage, WeekEntry } from './analytics.service.server';

interface Series {
  key: string;
  label: string;
  color: string;
  value: (week: WeekEntry) => number;
}

interface ChartProps {
  /** Stable across server and browser, so the chart's clip-path ids match when it hydrates. */
  id: string;
  title: string;
  csvHref: string;
  weeks: WeekEntry[];
  series: Series[];
  language: Language;
}

const color = (name: string) => `var(--mantine-color-${name}-6)`;

/** One weekly stacked bar chart, drawn on the server; its table view and its CSV give the same figures in words. */
function WeeklyChart({ id, title, csvHref, weeks, series, language }: ChartProps) {
  const { t } = useTranslation();
  const [asTable, setAsTable] = useState(false);
  const data = weeks.map((week) => ({
    label: formatCalendarDate(language, week.week),
    ...Object.fromEntries(series.map((entry) => [entry.key, entry.value(week)])),
  }));
  const total = (week: WeekEntry) => series.reduce((sum, entry) => sum + entry.value(week), 0);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={`${id}-title`} data-testid={id}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={3} size="h5" id={`${id}-title`} style={{ flex: '1 1 12rem' }}>
            {title}
          </Title>
          <Group gap={4} wrap="nowrap">
            <Button
              variant="default"
              h={44}
              px="sm"
              aria-pressed={asTable}
              onClick={() => setAsTable((shown) => !shown)}
              leftSection={asTable ? <IconChartBar size={16} aria-hidden /> : <IconTable size={16} aria-hidden />}
            >
              {asTable ? t('analytics.charts.showChart') : t('analytics.charts.showTable')}
            </Button>
            <CsvLink href={csvHref} of={title} />
          </Group>
        </Group>
        {asTable ? (
          <DataTable
            caption={title}
            rows={weeks}
            rowKey={(week) => week.week}
            columns={[
              {
                header: t('analytics.charts.week'),
                kind: 'title',
                cell: (week) => t('analytics.charts.weekOf', { date: formatCalendarDate(language, week.week) }),
              },
              ...series.map((entry) => ({
                header: entry.label,
                align: 'right' as const,
                cell: (week: WeekEntry) => formatFigure(language, entry.value(week)),
              })),
              {
                header: t('analytics.charts.total'),
                align: 'right' as const,
                cell: (week: WeekEntry) => formatFigure(language, total(week)),
              },
            ]}
          />
        ) : (
          <div role="img" aria-label={title}>
            <ResponsiveContainer width="100%" height={260} initialDimension={{ width: 340, height: 260 }}>
              <BarChart id={id} data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
                <CartesianGrid strokeDasharray="3 3" vertical={false} />
                <XAxis dataKey="label" tick={{ fontSize: 12 }} />
                <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
                <Tooltip />
                <Legend wrapperStyle={{ fontSize: 12 }} />
                {series.map((entry) => (
                  <Bar
                    key={entry.key}
                    dataKey={entry.key}
                    name={entry.label}
                    stackId="week"
                    fill={entry.color}
                    isAnimationActive={false}
                  />
                ))}
              </BarChart>
            </ResponsiveContainer>
          </div>
        )}
      </Stack>
    </Paper>
  );
}

const REASON_COLORS = ['red', 'orange', 'yellow', 'grape', 'violet', 'blue', 'teal', 'gray'];

/** The three weekly charts of the period: deliveries by outcome, reclamations by reason, breaches by regime. */
export function AnalyticsCharts({
  page,
  language,
  exportBase,
  search,
}: {
  page: AnalyticsPage;
  language: Language;
  exportBase: string;
  search: string;
}) {
  const { t } = useTranslation();
  const csv = (name: string) => `${exportBase}/export/${name}.csv${search}`;
  const outcomes: Series[] = [
    { key: 'ok', label: t('analytics.charts.outcomesSeries.ok'), color: color('green'), value: (w) => w.outcomes.ok },
    {
      key: 'problems',
      label: t('analytics.charts.outcomesSeries.problems'),
      color: color('yellow'),
      value: (w) => w.outcomes.problems,
    },
    {
      key: 'unacceptable',
      label: t('analytics.charts.outcomesSeries.unacceptable'),
      color: color('red'),
      value: (w) => w.outcomes.unacceptable,
    },
  ];
  const reasons: Series[] = RECLAMATION_REASONS.map((reason, index) => ({
    key: reason,
    label: t(`reclamations.reasons.${reason}`),
    color: color(REASON_COLORS[index % REASON_COLORS.length]!),
    value: (w: WeekEntry) => w.reasons[reason] ?? 0,
  })).filter((entry) => page.weeks.some((week) => entry.value(week) > 0));
  const regimes = (['chilled', 'frozen', 'room'] as const).map((regime, index) => ({
    key: regime,
    label: t(`analytics.charts.regimes.${regime}`),
    color: color(['cyan', 'indigo', 'orange'][index]!),
    value: (w: WeekEntry) => w.breaches[regime],
  }));
  return (
    <section aria-labelledby="analytics-charts">
      <Title order={2} size="h4" id="analytics-charts" mb="sm">
        {t('analytics.charts.title')}
      </Title>
      <SimpleGrid cols={{ base: 1 }}>
        <WeeklyChart
          id="analytics-outcomes"
          title={t('analytics.charts.outcomes')}
          csvHref={csv('outcomes')}
          weeks={page.weeks}
          series={outcomes}
          language={language}
        />
        <WeeklyChart
          id="analytics-reasons"
          title={t('analytics.charts.reasons')}
          csvHref={csv('reasons')}
          weeks={page.weeks}
          series={reasons}
          language={language}
        />
        <WeeklyChart
          id="analytics-breaches"
          title={t('analytics.charts.breaches')}
          csvHref={csv('breaches')}
          weeks={page.weeks}
          series={regimes}
          language={language}
        />
      </SimpleGrid>
    </section>
  );
}
