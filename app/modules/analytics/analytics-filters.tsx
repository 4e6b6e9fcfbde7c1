import { Button, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from '#app/utils/use-translation';
import { Form, Link } from 'react-router';
import { PERIOD_KINDS, type PeriodKind } from './analytics-period';
import { ANALYTICS_VIEWS } from './analytics.schema';
import type { AnalyticsPage } from './analytics.service.server';

interface FiltersProps {
  page: AnalyticsPage;
  /** The shop/company switch: only a company manager on the shop page has it. */
  showViewSwitch: boolean;
}

/** The address of the page with some filters changed; the others kept. */
function searchOf(page: AnalyticsPage, changes: Record<string, string | null>): string {
  const params = new URLSearchParams();
  const values: Record<string, string | null> = {
    period: page.periodKind,
    from: page.periodKind === 'custom' ? page.period.from : null,
    to: page.periodKind === 'custom' ? page.period.to : null,
    supplier: page.supplierId ? String(page.supplierId) : null,
    view: page.view === 'company' ? 'company' : null,
    ...changes,
  };
  for (const [key, value] of Object.entries(values)) if (value) params.set(key, value);
  return `?${params.toString()}`;
}

/** A row of links that works like a segmented control: the current one filled and marked as current. */
function LinkChoice<T extends string>(props: {
  label: string;
  options: readonly T[];
  current: T;
  labelOf: (option: T) => string;
  linkOf: (option: T) => string;
}) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={`analytics-${props.label}`}>
        {props.label}
      </Text>
      <SimpleGrid cols={{ base: 2, sm: props.options.length }} spacing={4} role="group" aria-label={props.label}>
        {props.options.map((option) => (
          <Button
            key={option}
            component={Link}
            to={props.linkOf(option)}
            variant={option === props.current ? 'filled' : 'default'}
            aria-current={option === props.current ? 'true' : undefined}
            h={44}
            px="xs"
          >
            {props.labelOf(option)}
          </Button>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** Period, custom range, supplier and (for a company manager) the shop or the whole company: all in the address. */
export function AnalyticsFilters({ page, showViewSwitch }: FiltersProps) {
  const { t } = useTranslation();
  const custom = page.periodKind === 'custom' || page.invalidRange !== null;
  const periodLink = (kind: PeriodKind) =>
    kind === 'custom'
      ? searchOf(page, { period: 'custom', from: page.period.from, to: page.period.to })
      : searchOf(page, { period: kind, from: null, to: null });
  return (
    <Paper withBorder p="md" component="section" aria-label={t('analytics.filters.title')}>
      <Stack gap="md">
        <LinkChoice
          label={t('analytics.filters.period')}
          options={PERIOD_KINDS}
          current={page.invalidRange ? 'custom' : page.periodKind}
          labelOf={(kind) => t(`analytics.filters.periods.${kind}`)}
          linkOf={periodLink}
        />
        {showViewSwitch && (
          <LinkChoice
            label={t('analytics.filters.view')}
            options={ANALYTICS_VIEWS}
            current={page.view}
            labelOf={(view) => t(`analytics.filters.views.${view}`)}
            linkOf={(view) => searchOf(page, { view: view === 'company' ? 'company' : null })}
          />
        )}
        {/* Keyed by what the page shows, so Back and the links above reset what was typed. */}
        <Form method="get" role="search" key={JSON.stringify([page.period, page.supplierId, page.invalidRange])}>
          <Group align="flex-start" gap="sm">
            <input type="hidden" name="period" value={custom ? 'custom' : page.periodKind} />
            {page.view === 'company' && <input type="hidden" name="view" value="company" />}
            {custom && (
              <>
                <TextInput
                  name="from"
                  type="date"
                  label={t('analytics.filters.from')}
                  defaultValue={page.invalidRange ? (page.invalidRange.from ?? '') : page.period.from}
                  error={page.invalidRange ? t('analytics.filters.invalidRange') : undefined}
                  w={{ base: '100%', xs: 200 }}
                  styles={{ input: { minHeight: 44 } }}
                />
                <TextInput
                  name="to"
                  type="date"
                  label={t('analytics.filters.to')}
                  defaultValue={page.invalidRange ? (page.invalidRange.to ?? '') : page.period.to}
                  error={page.invalidRange ? true : undefined}
                  w={{ base: '100%', xs: 200 }}
                  styles={{ input: { minHeight: 44 } }}
                />
              </>
            )}
            <NativeSelect
              name="supplier"
              label={t('analytics.filters.supplier')}
              defaultValue={page.supplierId ? String(page.supplierId) : ''}
              onChange={(event) => {
                if (!custom) event.currentTarget.form?.requestSubmit();
              }}
              data={[
                { value: '', label: t('analytics.filters.allSuppliers') },
                ...page.suppliers.map((entry) => ({ value: String(entry.supplierId), label: entry.name })),
              ]}
              w={{ base: '100%', xs: 260 }}
              styles={{ input: { minHeight: 44 } }}
            />
            <Button type="submit" variant="default" h={44} mt={{ base: 0, xs: 25 }} w={{ base: '100%', xs: 'auto' }}>
              {t('analytics.filters.apply')}
            </Button>
          </Group>
        </Form>
      </Stack>
    </Paper>
  );
}
