import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '#app/utils/use-translation';
import { Link } from 'react-router';
import { DataTable } from '#app/components/data-table';
import { PageTitle } from '#app/components/page-title';
import { Pager } from '#app/components/pager';
import { formatCalendarDate, formatQuantity } from '#app/modules/ordering/cart.format';
import { formatMoney } from '#app/utils/format';
import { isLanguage } from '#app/utils/language';
import { DeliveriesAfterCutOff } from './deliveries-after-cut-off';
import { InventoryStatusBadge } from './inventory-status-badge';
import type { getInventoryView } from './inventory-view.service.server';

interface InventoryViewPageProps {
  view: NonNullable<Awaited<ReturnType<typeof getInventoryView>>>;
  page: number;
  perPage: number;
  timeZone: string;
}

/** The whole count read-only: totals per department and sector, its lines page by page, against the previous count. */
export function InventoryViewPage({ view, page, perPage, timeZone }: InventoryViewPageProps) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const { inventory, previous, totals, grand, lines } = view;
  const money = (value: string | null) => (value === null ? '—' : formatMoney(language, value));
  const quantity = (value: string | null) => (value === null ? '—' : formatQuantity(language, value));
  const title = t('inventory.view.title', { name: inventory.name });
  return (
    <Stack>
      <PageTitle>{title}</PageTitle>
      <Group gap="sm">
        <Title order={1}>{title}</Title>
        <InventoryStatusBadge status={inventory.status} />
      </Group>
      <Anchor
        component={Link}
        to={`/admin/inventory/${inventory.id}`}
        mih={44}
        display="inline-flex"
        style={{ alignItems: 'center' }}
      >
        {t('inventory.view.back')}
      </Anchor>
      <Text size="sm" c="gray.7">
        {previous
          ? t('inventory.view.previous', {
              name: previous.name,
              date: formatCalendarDate(language, previous.countDate),
            })
          : t('inventory.view.noPrevious')}
      </Text>

      <Paper withBorder p="md">
        <Stack>
          <Title order={2} size="h3">
            {t('inventory.view.totals')}
          </Title>
          {grand && (
            <Group gap="lg" data-testid="grand-total">
              <Text fw={700}>
                {t('inventory.view.whole')}: {money(grand.value)}
              </Text>
              <Text size="sm">
                {t('inventory.view.columns.counted')}: {grand.counted} / {grand.lines}
              </Text>
              {previous && (
                <Text size="sm">
                  {t('inventory.view.columns.difference')}: {money(grand.difference)}
                </Text>
              )}
            </Group>
          )}
          {grand && grand.unpriced > 0 && (
            <Text size="sm" c="orange.9">
              {t('inventory.view.unpriced', { count: grand.unpriced })}
            </Text>
          )}
          <DataTable
            aria-label={t('inventory.view.totals')}
            minWidth={640}
            rows={totals}
            rowKey={(row) => `${row.level}-${row.department_id}-${row.count_sector_id}`}
            columns={[
              {
                header: t('inventory.view.columns.department'),
                kind: 'title',
                cell: (row) =>
                  row.level === 'department' ? (
                    <Text fw={700}>{row.department_name}</Text>
                  ) : (
                    <Text pl="md">
                      {row.sub_department_name} · {row.sector_name}
                    </Text>
                  ),
              },
              {
                header: t('inventory.view.columns.counted'),
                align: 'right',
                cell: (row) => `${row.counted} / ${row.lines}`,
              },
              {
                header: t('inventory.view.columns.value'),
                align: 'right',
                nowrap: true,
                cell: (row) => money(row.value),
              },
              previous && {
                header: t('inventory.view.columns.previousValue'),
                align: 'right',
                nowrap: true,
                cell: (row) => money(row.previous_value),
              },
              previous && {
                header: t('inventory.view.columns.difference'),
                align: 'right',
                nowrap: true,
                cell: (row) => money(row.difference),
              },
            ]}
          />
        </Stack>
      </Paper>

      <Paper withBorder p="md">
        <Stack>
          <Title order={2} size="h3">
            {t('inventory.view.lines')}
          </Title>
          <DataTable
            aria-label={t('inventory.view.lines')}
            minWidth={1200}
            rows={lines}
            rowKey={(row) => row.id}
            columns={[
              {
                header: t('inventory.view.columns.product'),
                kind: 'title',
                cell: (row) => (
                  <Stack gap={0}>
                    <Text fw={500}>
                      {row.productName}
                      {row.isWeighted ? ` (${t('inventory.view.weighed')})` : ''}
                    </Text>
                    <Text size="xs" c="gray.7">
                      {row.departmentName} · {row.subDepartmentName} · {row.sectorName}
                    </Text>
                  </Stack>
                ),
              },
              { header: t('inventory.view.columns.piaCode'), cell: (row) => row.piaCode ?? '—' },
              { header: t('inventory.view.columns.itemCode'), cell: (row) => row.itemCode ?? '—' },
              { header: t('inventory.view.columns.unit'), cell: (row) => row.countUnit },
              {
                header: t('inventory.view.columns.unitsPerCarton'),
                align: 'right',
                cell: (row) => quantity(row.unitsPerCarton),
              },
              {
                header: t('inventory.view.columns.totalCartons'),
                align: 'right',
                cell: (row) => quantity(row.totalCartons),
              },
              {
                header: t('inventory.view.columns.totalUnits'),
                align: 'right',
                cell: (row) => quantity(row.totalUnits),
              },
              {
                header: t('inventory.view.columns.quantity'),
                align: 'right',
                nowrap: true,
                cell: (row) =>
                  row.inConflict ? (
                    <Badge color="red" variant="light" tt="none">
                      {t('inventory.view.inConflict')}
                    </Badge>
                  ) : (
                    quantity(row.total)
                  ),
              },
              inventory.blind && inventory.status !== 'finished'
                ? null
                : {
                    header: t('inventory.view.columns.expected'),
                    align: 'right',
                    cell: (row) => quantity(row.expected),
                  },
              {
                header: t('inventory.view.columns.value'),
                align: 'right',
                nowrap: true,
                cell: (row) => money(row.value),
              },
              previous && {
                header: t('inventory.view.columns.previousQuantity'),
                align: 'right',
                cell: (row) => quantity(row.previousTotal),
              },
              previous && {
                header: t('inventory.view.columns.quantityDifference'),
                align: 'right',
                cell: (row) => quantity(row.quantityDifference),
              },
              previous && {
                header: t('inventory.view.columns.difference'),
                align: 'right',
                nowrap: true,
                cell: (row) => money(row.valueDifference),
              },
            ]}
          />
          <Pager page={page} perPage={perPage} total={grand?.lines ?? 0} />
        </Stack>
      </Paper>
      {inventory.status === 'finished' && (
        <DeliveriesAfterCutOff deliveries={view.deliveries} cutOffAt={inventory.cutOffAt} timeZone={timeZone} />
      )}
    </Stack>
  );
}
