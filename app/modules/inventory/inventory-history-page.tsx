import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { FilterSelect, FilterTextInput } from '#app/components/filter-fields';
import { useTranslation } from '#app/utils/use-translation';
import { Form, Link, useLocation } from 'react-router';
import { DataTable } from '#app/components/data-table';
import { RowLink } from '#app/components/plain';
import { PageTitle } from '#app/components/page-title';
import { Pager } from '#app/components/pager';
import { INVENTORY_STATUSES } from '#app/db/schema/inventory';
import { formatCalendarDate } from '#app/modules/ordering/cart.format';
import { formatMoney } from '#app/utils/format';
import { isLanguage } from '#app/utils/language';
import type { listInventoryHistory } from './inventory-history.repo.server';
import type { InventoryHistoryParams } from './inventory.schema';
import { DuplicateDialog } from './duplicate-dialog';
import { InventoryStatusBadge } from './inventory-status-badge';

interface InventoryHistoryPageProps extends NonNullable<Awaited<ReturnType<typeof listInventoryHistory>>> {
  params: InventoryHistoryParams;
  perPage: number;
  mayAdd: boolean;
}

/** The shop's counts with filters in the address and pages from the server. */
export function InventoryHistoryPage({ rows, total, params, perPage, mayAdd }: InventoryHistoryPageProps) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const title = t('inventory.history.title');
  const filtered = params.status !== 'all' || params.from || params.to || params.q;
  return (
    <Stack>
      <PageTitle>{title}</PageTitle>
      <Group justify="space-between">
        <Title order={1}>{title}</Title>
        {mayAdd && (
          <Button component={Link} to="/admin/inventory/add" mih={44}>
            {t('inventory.add.title')}
          </Button>
        )}
      </Group>
      <Paper withBorder p="md">
        <Stack>
          <Form method="get" role="search" key={location.search}>
            <Group align="flex-end">
              <FilterTextInput
                name="q"
                defaultValue={params.q ?? ''}
                label={t('inventory.history.search')}
                width="phone"
              />
              <FilterSelect
                name="status"
                defaultValue={params.status}
                label={t('inventory.history.status')}
                width="phone"
                data={[
                  { value: 'all', label: t('inventory.history.all') },
                  ...INVENTORY_STATUSES.map((value) => ({ value, label: t(`inventory.status.${value}`) })),
                ]}
              />
              <FilterTextInput
                name="from"
                type="date"
                defaultValue={params.from ?? params.invalidDates.from ?? ''}
                label={t('inventory.history.from')}
                error={params.invalidDates.from ? t('inventory.history.invalidDate') : undefined}
              />
              <FilterTextInput
                name="to"
                type="date"
                defaultValue={params.to ?? params.invalidDates.to ?? ''}
                label={t('inventory.history.to')}
                error={params.invalidDates.to ? t('inventory.history.invalidDate') : undefined}
              />
              <Button type="submit" variant="default" mih={44}>
                {t('inventory.history.filter')}
              </Button>
              <Anchor component={Link} to="?" size="sm" mih={44} display="inline-flex" style={{ alignItems: 'center' }}>
                {t('inventory.history.clear')}
              </Anchor>
            </Group>
          </Form>
          <Text size="sm">{t('inventory.history.count', { count: total })}</Text>
          {rows.length === 0 ? (
            <Text c="gray.7">{t(filtered ? 'inventory.history.emptyFiltered' : 'inventory.history.empty')}</Text>
          ) : (
            <DataTable
              highlightOnHover
              minWidth={820}
              aria-label={title}
              rows={rows}
              rowKey={(row) => row.id}
              columns={[
                {
                  header: t('inventory.history.columns.name'),
                  kind: 'title',
                  cell: (row) => (
                    <RowLink
                      to={`/admin/inventory/${row.id}`}
                      aria-label={t('inventory.history.open', { name: row.name })}
                      tapTarget
                    >
                      {row.name}
                    </RowLink>
                  ),
                },
                {
                  header: t('inventory.history.columns.status'),
                  cell: (row) => <InventoryStatusBadge status={row.status} />,
                },
                {
                  header: t('inventory.history.columns.date'),
                  nowrap: true,
                  cell: (row) => formatCalendarDate(language, row.countDate),
                },
                { header: t('inventory.history.columns.departments'), cell: (row) => row.departments ?? '—' },
                {
                  header: t('inventory.history.columns.value'),
                  align: 'right',
                  nowrap: true,
                  cell: (row) => (row.value === null ? '—' : formatMoney(language, row.value)),
                },
                { header: t('inventory.history.columns.finishedBy'), cell: (row) => row.finishedBy ?? '—' },
                mayAdd && {
                  header: '',
                  kind: 'actions',
                  cell: (row) => (
                    <DuplicateDialog
                      inventoryId={row.id}
                      variant="subtle"
                      ariaLabel={t('inventory.history.duplicate', { name: row.name })}
                    />
                  ),
                },
              ]}
            />
          )}
          <Pager page={params.page} perPage={perPage} total={total} />
        </Stack>
      </Paper>
    </Stack>
  );
}
