import { Group, Paper, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '#app/utils/use-translation';
import type { Language } from '#app/utils/language';
import { changeOf } from './analytics-figures';
import { formatDayInWords, formatFigure, formatPercent, formatSigned } from './analytics-format';
import type { AnalyticsPage } from './analytics.service.server';
import { HelpPopover } from './help-popover';

const COUNTERS = ['deliveries', 'ok', 'reclamations', 'unacceptable'] as const;
type Counter = (typeof COUNTERS)[number];

/** The four counters of spec §2 with their change against the period of the same length just before. */
export function AnalyticsCounters({ page, language }: { page: AnalyticsPage; language: Language }) {
  const { t } = useTranslation();
  const { current, previous, rates } = page.totals;
  const valueOf = (row: typeof current, counter: Counter) =>
    ({
      deliveries: row.deliveries,
      ok: row.okDeliveries,
      reclamations: row.reclamations,
      unacceptable: row.unacceptableDeliveries,
    })[counter];
  const before = {
    from: formatDayInWords(language, page.previousPeriod.from),
    to: formatDayInWords(language, page.previousPeriod.to),
  };
  return (
    <section aria-labelledby="analytics-counters">
      <Title order={2} size="h4" id="analytics-counters" mb="sm">
        {t('analytics.counters.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        {COUNTERS.map((counter) => {
          const label = t(`analytics.counters.${counter}`);
          const value = valueOf(current, counter);
          const previousValue = valueOf(previous, counter);
          const change = changeOf(value, previousValue);
          return (
            <Paper key={counter} withBorder p="md" data-testid={`counter-${counter}`}>
              <Stack gap={4}>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text fw={600} id={`counter-${counter}-label`}>
                    {label}
                  </Text>
                  <HelpPopover figure={label} definition={t(`analytics.definitions.${counter}`)} />
                </Group>
                <Text fz={32} fw={700} lh={1.1} data-testid={`counter-${counter}-value`}>
                  {formatFigure(language, value)}
                </Text>
                {counter === 'ok' && (
                  <Text size="sm" data-testid="counter-ok-percent">
                    {t('analytics.counters.okShare', { percent: formatPercent(language, rates.okPercent) })}
                  </Text>
                )}
                <Text size="sm" c="gray.7" data-testid={`counter-${counter}-change`}>
                  {change.percent === null
                    ? t('analytics.counters.changeNoPercent', { delta: formatSigned(language, change.delta) })
                    : t('analytics.counters.change', {
                        delta: formatSigned(language, change.delta),
                        percent: formatSigned(language, change.percent, true),
                      })}
                  <VisuallyHidden>
                    {' '}
                    {t('analytics.counters.previous', { count: previousValue, ...before })}
                  </VisuallyHidden>
                </Text>
              </Stack>
            </Paper>
          );
        })}
      </SimpleGrid>
    </section>
  );
}
