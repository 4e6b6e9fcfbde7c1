import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { FilterSelect, FilterTextInput } from '#app/components/filter-fields';
import { SupplierFilter, supplierOptionsUrl, type SupplierOption } from '#app/modules/shop-suppliers/supplier-filter';
import { useTranslation } from '#app/utils/use-translation';
import { Form, Link, useLocation } from 'react-router';
import { DataTable } from '#app/components/data-table';
import { RowBadge, RowGroup, RowLink } from '#app/components/plain';
import { PageTitle } from '#app/components/page-title';
import { Pager } from '#app/components/pager';
import { RECLAMATION_REASONS } from '#app/db/schema/reclamations';
import { formatCalendarDate } from '#app/modules/ordering/cart.format';
import { formatMoney, formatNumber } from '#app/utils/format';
import { isLanguage } from '#app/utils/language';
import { LIST_STATUS_FILTERS, type ReclamationListParams } from './reclamation-list-params';
import type { listReclamations } from './reclamation-list.repo.server';
import { ReclamationStatusBadge } from './reclamation-status-badge';

type ListPage = Awaited<ReturnType<typeof listReclamations>>;

interface ReclamationListPageProps extends ListPage {
  params: ReclamationListParams;
  perPage: number;
  /** The supplier the list is filtered by (the filter's choices load in the browser). */
  supplier: SupplierOption | null;
}

/** The shop's reclamations with filters in the address, pages from the server and the filtered set's expected credit. */
export function ReclamationListPage({
  rows,
  total,
  capped,
  expectedCredit,
  params,
  perPage,
  supplier,
}: ReclamationListPageProps) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const title = t('reclamations.title');
  return (
    <Stack>
      <PageTitle>{title}</PageTitle>
      <Title order={1}>{title}</Title>
      <Paper withBorder p="md">
        <Stack>
          <Form method="get" role="search" key={location.search}>
            <Group align="flex-end">
              <SupplierFilter
                url={supplierOptionsUrl('reclamations')}
                selected={supplier}
                label={t('reclamations.list.supplier')}
                allLabel={t('reclamations.list.allSuppliers')}
                width="phone"
              />
              <FilterSelect
                name="status"
                defaultValue={params.status}
                label={t('reclamations.list.status')}
                width="phone"
                data={LIST_STATUS_FILTERS.map((value) => ({
                  value,
                  label:
                    value === 'all'
                      ? t('reclamations.list.all')
                      : value === 'failed'
                        ? t('reclamations.list.failed')
                        : t(`reclamations.statuses.${value}`),
                }))}
              />
              <FilterSelect
                name="reason"
                defaultValue={params.reason}
                label={t('reclamations.list.reason')}
                width="phone"
                data={[
                  { value: 'all', label: t('reclamations.list.allReasons') },
                  ...RECLAMATION_REASONS.map((value) => ({ value, label: t(`reclamations.reasons.${value}`) })),
                ]}
              />
              <FilterTextInput
                name="from"
                type="date"
                defaultValue={params.from ?? params.invalidDates.from ?? ''}
                label={t('reclamations.list.from')}
                error={params.invalidDates.from ? t('reclamations.list.invalidDate') : undefined}
              />
              <FilterTextInput
                name="to"
                type="date"
                defaultValue={params.to ?? params.invalidDates.to ?? ''}
                label={t('reclamations.list.to')}
                error={params.invalidDates.to ? t('reclamations.list.invalidDate') : undefined}
              />
              <Button type="submit" variant="default" mih={44}>
                {t('reclamations.list.filter')}
              </Button>
              <Anchor component={Link} to="?" size="sm">
                {t('reclamations.list.clear')}
              </Anchor>
            </Group>
          </Form>
          <Group justify="space-between">
            <Text size="sm">
              {capped
                ? t('reclamations.list.countMore', { total: formatNumber(language, total) })
                : t('reclamations.list.count', { count: total })}
            </Text>
            <Text fw={700} data-testid="expected-credit">
              {capped
                ? t('reclamations.list.expectedCreditNewest', {
                    total: formatNumber(language, total),
                    amount: formatMoney(language, expectedCredit),
                  })
                : t('reclamations.list.expectedCredit', { amount: formatMoney(language, expectedCredit) })}
            </Text>
          </Group>
          {rows.length === 0 ? (
            <Text c="gray.7">{t('reclamations.list.empty')}</Text>
          ) : (
            <DataTable
              highlightOnHover
              minWidth={820}
              aria-label={title}
              rows={rows}
              rowKey={(row) => row.id}
              columns={[
                {
                  header: t('reclamations.list.columns.number'),
                  kind: 'title',
                  nowrap: true,
                  cell: (row) => (
                    <RowLink
                      to={`/admin/deliveries/reclamations/${row.id}`}
                      aria-label={t('reclamations.list.open', { number: row.number, supplier: row.supplierName })}
                    >
                      {row.number}
                    </RowLink>
                  ),
                },
                {
                  header: t('reclamations.list.columns.date'),
                  cell: (row) => formatCalendarDate(language, row.deliveryDate),
                },
                { header: t('reclamations.list.columns.supplier'), cell: (row) => row.supplierName },
                {
                  header: t('reclamations.list.columns.note'),
                  cell: (row) => (
                    <RowLink to={`/admin/deliveries/notes/${row.deliveryNoteId}`}>
                      {row.deliveryNumber ?? t('reclamations.detail.noNumber')}
                    </RowLink>
                  ),
                },
                { header: t('reclamations.list.columns.lines'), align: 'right', cell: (row) => row.lines },
                {
                  header: t('reclamations.list.columns.credit'),
                  align: 'right',
                  cell: (row) => formatMoney(language, row.credit),
                },
                {
                  header: t('reclamations.list.columns.status'),
                  cell: (row) => (
                    <RowGroup gap={4}>
                      <ReclamationStatusBadge status={row.status} />
                      {row.mailStatus === 'failed' && (
                        <RowBadge color="red" variant="outline" tt="none">
                          {t('reclamations.mailState.failed', { reason: row.mailError ?? '' })}
                        </RowBadge>
                      )}
                    </RowGroup>
                  ),
                },
              ]}
            />
          )}
          <Pager page={params.page} perPage={perPage} total={total} totalCapped={capped} />
        </Stack>
      </Paper>
    </Stack>
  );
}
