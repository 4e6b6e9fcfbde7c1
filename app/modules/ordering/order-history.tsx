import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { FilterSelect, FilterTextInput } from '#app/components/filter-fields';
import { SupplierFilter, supplierOptionsUrl, type SupplierOption } from '#app/modules/shop-suppliers/supplier-filter';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from '#app/utils/use-translation';
import { Form, Link, useSearchParams } from 'react-router';
import { DataTable } from '#app/components/data-table';
import { RowBadge, RowButton, RowGroup, RowLink } from '#app/components/plain';
import { PageTitle } from '#app/components/page-title';
import { Pager } from '#app/components/pager';
import type { MailStatus } from '#app/db/schema/mail';
import type { OrderStatus } from '#app/db/schema/ordering';
import { formatDate, formatDateTime, formatMoney } from '#app/utils/format';
import { isLanguage } from '#app/utils/language';
import { CancelOrderButton, CancelOutcome, RepeatOrderButton, RepeatOrders } from './order-actions';
import type { OrderHistoryParams } from './order-history-params';
import { HISTORY_STATUS_FILTERS, ORDER_STATUS_COLORS } from './order-status';

interface OrderHistoryRow {
  id: number;
  number: number;
  status: OrderStatus;
  supplierName: string;
  createdAt: Date | string;
  deliveryDate: string;
  lines: number;
  grossTotal: string;
  received: boolean;
  mailStatus: MailStatus | null;
}

interface OrderHistoryPageProps {
  rows: OrderHistoryRow[];
  total: number;
  /** More rows than `total` (a capped count). */
  capped?: boolean;
  params: OrderHistoryParams;
  perPage: number;
  /** The supplier the list is filtered by (the filter's choices load in the browser). */
  supplier: SupplierOption | null;
  timeZone: string;
  canRepeat: boolean;
  canCancel: boolean;
}

function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <RowBadge color={ORDER_STATUS_COLORS[status]} variant="filled">
      {t(`orderHistory.status.${status}`)}
    </RowBadge>
  );
}

/** The shop's orders: status chips, supplier, date range and search, all in the address; pages from the server. */
export function OrderHistoryPage({
  rows,
  total,
  capped,
  params,
  perPage,
  supplier,
  timeZone,
  canRepeat,
  canCancel,
}: OrderHistoryPageProps) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const [searchParams] = useSearchParams();
  const title = t('orderHistory.title');
  const statusHref = (status: string) => {
    const next = new URLSearchParams(searchParams);
    next.set('status', status);
    next.delete('page');
    next.delete('cancelled');
    next.delete('cancelError');
    return `?${next.toString()}`;
  };
  return (
    <Stack>
      <PageTitle>{title}</PageTitle>
      <Title order={1}>{title}</Title>
      <CancelOutcome />
      <Paper withBorder p="md">
        <Stack>
          <Group gap="xs" role="group" aria-label={t('orderHistory.status.label')}>
            {HISTORY_STATUS_FILTERS.map((status) => (
              <Button
                key={status}
                component={Link}
                to={statusHref(status)}
                size="xs"
                radius="xl"
                variant={params.status === status ? 'filled' : 'default'}
                aria-current={params.status === status ? 'page' : undefined}
              >
                {t(`orderHistory.status.${status}`)}
              </Button>
            ))}
          </Group>
          <Form method="get" role="search">
            <input type="hidden" name="status" value={params.status} />
            <Group align="flex-end">
              <FilterTextInput
                name="q"
                type="search"
                defaultValue={params.q ?? ''}
                label={t('orderHistory.search')}
                leftSection={<IconSearch size={16} aria-hidden />}
                width="search"
                searchWidth={320}
              />
              <SupplierFilter
                url={supplierOptionsUrl('orders')}
                selected={supplier}
                label={t('orderHistory.supplier')}
                allLabel={t('orderHistory.allSuppliers')}
              />
              <FilterSelect
                name="dateField"
                defaultValue={params.dateField}
                label={t('orderHistory.dateField.label')}
                data={(['created', 'delivery'] as const).map((value) => ({
                  value,
                  label: t(`orderHistory.dateField.${value}`),
                }))}
              />
              <FilterTextInput
                name="from"
                type="date"
                defaultValue={params.from ?? params.invalidDates.from ?? ''}
                label={t('orderHistory.from')}
                error={params.invalidDates.from ? t('orderHistory.invalidDate') : undefined}
              />
              <FilterTextInput
                name="to"
                type="date"
                defaultValue={params.to ?? params.invalidDates.to ?? ''}
                label={t('orderHistory.to')}
                error={params.invalidDates.to ? t('orderHistory.invalidDate') : undefined}
              />
              <RowButton type="submit" variant="default">
                {t('orderHistory.filter')}
              </RowButton>
              <Anchor component={Link} to="?" size="sm">
                {t('orderHistory.clear')}
              </Anchor>
            </Group>
          </Form>
          <RepeatOrders>
            {rows.length === 0 ? (
              <Text c="gray.7">{t('orderHistory.empty')}</Text>
            ) : (
              <DataTable
                highlightOnHover
                minWidth={900}
                rows={rows}
                rowKey={(row) => row.id}
                columns={[
                  {
                    header: t('orderHistory.columns.number'),
                    kind: 'title',
                    cell: (row) => (
                      <RowLink
                        to={`/admin/ordering/${row.id}`}
                        aria-label={t('orderHistory.openOrder', { number: row.number })}
                      >
                        {row.number}
                      </RowLink>
                    ),
                  },
                  { header: t('orderHistory.columns.supplier'), cell: (row) => row.supplierName },
                  {
                    header: t('orderHistory.columns.created'),
                    cell: (row) => formatDateTime(language, row.createdAt, timeZone),
                  },
                  {
                    header: t('orderHistory.columns.deliveryDate'),
                    cell: (row) => formatDate(language, `${row.deliveryDate}T12:00:00Z`),
                  },
                  { header: t('orderHistory.columns.lines'), align: 'right', cell: (row) => row.lines },
                  {
                    header: t('orderHistory.columns.gross'),
                    align: 'right',
                    cell: (row) => formatMoney(language, row.grossTotal),
                  },
                  { header: t('orderHistory.columns.status'), cell: (row) => <OrderStatusBadge status={row.status} /> },
                  {
                    header: t('orderHistory.columns.mail'),
                    cell: (row) =>
                      row.mailStatus ? t(`orderHistory.mail.${row.mailStatus}`) : t('orderHistory.mail.none'),
                  },
                  {
                    header: t('orderHistory.columns.actions'),
                    kind: 'actions',
                    cell: (row) => (
                      <RowGroup gap="xs" wrap="nowrap">
                        {canRepeat && <RepeatOrderButton orderId={row.id} number={row.number} />}
                        {canCancel && row.status === 'new' && !row.received && (
                          <CancelOrderButton orderId={row.id} number={row.number} />
                        )}
                      </RowGroup>
                    ),
                  },
                ]}
              />
            )}
          </RepeatOrders>
          <Pager page={params.page} perPage={perPage} total={total} totalCapped={capped} />
        </Stack>
      </Paper>
    </Stack>
  );
}
