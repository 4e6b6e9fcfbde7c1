import { Anchor, Group, NativeSelect, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '#app/utils/use-translation';
import { Link } from 'react-router';
import { DataTable, type DataColumn } from '#app/components/data-table';
import type { TranslationKey } from '#app/locales';
import { formatMoney } from '#app/utils/format';
import type { Language } from '#app/utils/language';
import { formatFigure, formatPercent, formatSigned } from './analytics-format';
import type { ScorecardEntry } from './analytics.service.server';
import { CsvLink } from './csv-link';
import { HelpPopover } from './help-popover';

type Direction = 'ascending' | 'descending';
type SortKey =
  | 'supplier'
  | 'deliveries'
  | 'onTime'
  | 'inFull'
  | 'otif'
  | 'okPercent'
  | 'breaches'
  | 'reclamationRate'
  | 'credit'
  | 'priceVariance'
  | 'answerDays';

/** What each column sorts by; null (no base) goes last either way. */
const SORT_VALUE: Record<SortKey, (entry: ScorecardEntry) => number | string | null> = {
  supplier: (entry) => entry.name,
  deliveries: (entry) => entry.figures.deliveries,
  onTime: (entry) => entry.rates.onTimePercent,
  inFull: (entry) => entry.rates.inFullPercent,
  otif: (entry) => entry.rates.otifPercent,
  okPercent: (entry) => entry.rates.okPercent,
  breaches: (entry) => entry.rates.temperatureBreaches,
  reclamationRate: (entry) => entry.rates.reclamationRate,
  credit: (entry) => entry.rates.recoveredPercent,
  priceVariance: (entry) => entry.rates.priceVariancePercent,
  answerDays: (entry) => entry.rates.averageDaysToAnswer,
};
const SORT_KEYS = Object.keys(SORT_VALUE) as SortKey[];

/** The columns whose definition the page explains (the supplier's name needs none). */
const DEFINITION: Partial<Record<SortKey, TranslationKey>> = {
  deliveries: 'analytics.definitions.deliveries',
  onTime: 'analytics.definitions.onTime',
  inFull: 'analytics.definitions.inFull',
  otif: 'analytics.definitions.otif',
  okPercent: 'analytics.definitions.okPercent',
  breaches: 'analytics.definitions.breaches',
  reclamationRate: 'analytics.definitions.reclamationRate',
  credit: 'analytics.definitions.credit',
  priceVariance: 'analytics.definitions.priceVariance',
  answerDays: 'analytics.definitions.answerDays',
};

function sorted(entries: ScorecardEntry[], sort: { key: SortKey; direction: Direction } | null) {
  if (!sort) return entries;
  const value = SORT_VALUE[sort.key];
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...entries].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    return sign * (typeof x === 'string' ? x.localeCompare(String(y)) : x - Number(y));
  });
}

/**
 * The supplier scorecard: worst first as the service orders it; a click on a column's header sorts by it, ascending
 * then descending (a select does the same on a phone, where the rows are cards). Each name opens the supplier's trend.
 */
export function Scorecard({
  entries,
  language,
  supplierHref,
  csvHref,
}: {
  entries: ScorecardEntry[];
  language: Language;
  /** The supplier's twelve months, or null where there is no such page (the operator's view). */
  supplierHref: ((supplierId: number) => string) | null;
  csvHref: string;
}) {
  const { t } = useTranslation();
  const [sort, setSort] = useState<{ key: SortKey; direction: Direction } | null>(null);
  const label = (key: SortKey) => t(`analytics.scorecard.columns.${key}`);
  const toggle = (key: SortKey) =>
    setSort((now) =>
      now?.key === key && now.direction === 'ascending'
        ? { key, direction: 'descending' }
        : { key, direction: 'ascending' },
    );
  const header = (key: SortKey): ReactNode => {
    const active = sort?.key === key ? sort.direction : null;
    const definition = DEFINITION[key];
    return (
      <Group gap={0} wrap="nowrap" justify={key === 'supplier' ? 'flex-start' : 'flex-end'}>
        <UnstyledButton
          onClick={() => toggle(key)}
          mih={44}
          fw={700}
          fz="sm"
          style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
        >
          {label(key)}
          {active === 'ascending' ? (
            <IconSortAscending size={16} aria-hidden />
          ) : active === 'descending' ? (
            <IconSortDescending size={16} aria-hidden />
          ) : (
            <IconArrowsSort size={16} aria-hidden color="var(--mantine-color-gray-5)" />
          )}
        </UnstyledButton>
        {definition && <HelpPopover figure={label(key)} definition={t(definition)} />}
      </Group>
    );
  };
  const column = (key: SortKey, cell: (entry: ScorecardEntry) => ReactNode): DataColumn<ScorecardEntry> => ({
    header: header(key),
    label: label(key),
    align: key === 'supplier' ? undefined : 'right',
    kind: key === 'supplier' ? 'title' : undefined,
    nowrap: key !== 'supplier',
    width: key === 'supplier' ? 200 : undefined,
    sort: sort?.key === key ? sort.direction : 'none',
    cell,
  });
  const percent = (value: number | null) => formatPercent(language, value);
  const shown = sorted(entries, sort);
  return (
    <section aria-labelledby="analytics-scorecard">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" id="analytics-scorecard">
            {t('analytics.scorecard.title')}
          </Title>
          <CsvLink href={csvHref} of={t('analytics.scorecard.title')} />
        </Group>
        {entries.length === 0 ? (
          <Text c="gray.7">{t('analytics.scorecard.empty')}</Text>
        ) : (
          <>
            <Text size="sm" c="gray.7">
              {t('analytics.scorecard.intro', { count: entries.length })}
            </Text>
            <NativeSelect
              hiddenFrom="sm"
              label={t('analytics.scorecard.sortBy')}
              value={sort ? `${sort.key}:${sort.direction}` : ''}
              onChange={(event) => {
                const [key, direction] = event.currentTarget.value.split(':') as [SortKey, Direction];
                setSort(event.currentTarget.value ? { key, direction } : null);
              }}
              data={[
                { value: '', label: t('analytics.scorecard.worstFirst') },
                ...SORT_KEYS.flatMap((key) =>
                  (['ascending', 'descending'] as const).map((direction) => ({
                    value: `${key}:${direction}`,
                    label: `${label(key)}, ${t(`analytics.scorecard.${direction}`)}`,
                  })),
                ),
              ]}
              styles={{ input: { minHeight: 44 } }}
            />
            <DataTable
              minWidth={1100}
              caption={t('analytics.scorecard.title')}
              rows={shown}
              rowKey={(entry) => entry.supplierId}
              columns={[
                column('supplier', (entry) =>
                  supplierHref ? (
                    <Anchor
                      component={Link}
                      to={supplierHref(entry.supplierId)}
                      mih={44}
                      display="inline-flex"
                      style={{ alignItems: 'center' }}
                    >
                      {entry.name}
                    </Anchor>
                  ) : (
                    entry.name
                  ),
                ),
                column('deliveries', (entry) => formatFigure(language, entry.figures.deliveries)),
                column('onTime', (entry) => percent(entry.rates.onTimePercent)),
                column('inFull', (entry) => percent(entry.rates.inFullPercent)),
                column('otif', (entry) => percent(entry.rates.otifPercent)),
                column('okPercent', (entry) => percent(entry.rates.okPercent)),
                column('breaches', (entry) => formatFigure(language, entry.rates.temperatureBreaches)),
                column('reclamationRate', (entry) => formatFigure(language, entry.rates.reclamationRate)),
                column('credit', (entry) =>
                  t('analytics.scorecard.recovered', {
                    recovered: formatMoney(language, entry.figures.recovered),
                    claimed: formatMoney(language, entry.figures.claimed),
                  }),
                ),
                column('priceVariance', (entry) =>
                  entry.rates.priceVariancePercent === null
                    ? '—'
                    : formatSigned(language, entry.rates.priceVariancePercent, true),
                ),
                column('answerDays', (entry) => formatFigure(language, entry.rates.averageDaysToAnswer)),
              ]}
            />
          </>
        )}
      </Stack>
    </section>
  );
}
