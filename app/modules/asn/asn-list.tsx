import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { FilterSelect, FilterTextInput } from '#app/components/filter-fields';
import { SupplierFilter, supplierOptionsUrl, type SupplierOption } from '#app/modules/shop-suppliers/supplier-filter';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from '#app/utils/use-translation';
import { Form, Link, useLocation } from 'react-router';
import { DataTable } from '#app/components/data-table';
import { RowBadge, RowButton, RowLink } from '#app/components/plain';
import { PageTitle } from '#app/components/page-title';
import { Pager } from '#app/components/pager';
import { ASN_STATUSES, type AsnStatus } from '#app/db/schema/asn';
import { formatCalendarDate } from '#app/modules/ordering/cart.format';
import { ReceiveButton, ReceiveForm } from '#app/modules/receiving/receive-button';
import { isLanguage } from '#app/utils/language';
import type { AsnListParams } from './asn-list-params';
import type { AsnListRow } from './asn-list.repo.server';

const STATUS_COLORS = {
  expected: 'blue',
  partly_received: 'orange',
  received: 'green',
  cancelled: 'gray',
} as const satisfies Record<AsnStatus, string>;

/** An ASN's status, the same way on the list, its page and receiving. */
export function AsnStatusBadge({ status }: { status: AsnStatus }) {
  const { t } = useTranslation();
  return (
    <RowBadge color={STATUS_COLORS[status]} variant="light" data-testid="asn-status">
      {t(`asn.statuses.${status}`)}
    </RowBadge>
  );
}

/** May this ASN still be received against? */
export const isReceivableAsn = (status: AsnStatus) => status === 'expected' || status === 'partly_received';

interface AsnListPageProps {
  rows: AsnListRow[];
  total: number;
  /** More rows than `total` (a capped count). */
  capped?: boolean;
  params: AsnListParams;
  perPage: number;
  /** The supplier the list is filtered by (the filter's choices load in the browser). */
  supplier: SupplierOption | null;
  canReceive: boolean;
  basePath: string;
}

/** The shop's advance ship notices with filters in the address and pages from the server. */
export function AsnListPage({
  rows,
  total,
  capped,
  params,
  perPage,
  supplier,
  canReceive,
  basePath,
}: AsnListPageProps) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const title = t('asn.list.title');
  return (
    <Stack>
      <PageTitle>{title}</PageTitle>
      <Title order={1}>{title}</Title>
      <Paper withBorder p="md">
        <Stack>
          {/* Keyed by the address, so "Clear filters" (and Back) show the filters the list applies. */}
          <Form method="get" role="search" key={location.search}>
            <Group align="flex-end">
              <FilterTextInput
                name="q"
                type="search"
                defaultValue={params.q ?? ''}
                label={t('asn.list.search')}
                leftSection={<IconSearch size={16} aria-hidden />}
                width="search"
              />
              <SupplierFilter
                url={supplierOptionsUrl('asn')}
                selected={supplier}
                label={t('asn.list.supplier')}
                allLabel={t('asn.list.allSuppliers')}
                width="phone"
              />
              <FilterTextInput
                name="from"
                type="date"
                defaultValue={params.from ?? params.invalidDates.from ?? ''}
                label={t('asn.list.from')}
                error={params.invalidDates.from ? t('asn.list.invalidDate') : undefined}
              />
              <FilterTextInput
                name="to"
                type="date"
                defaultValue={params.to ?? params.invalidDates.to ?? ''}
                label={t('asn.list.to')}
                error={params.invalidDates.to ? t('asn.list.invalidDate') : undefined}
              />
              <FilterSelect
                name="status"
                defaultValue={params.status}
                label={t('asn.list.status')}
                data={[
                  { value: 'all', label: t('asn.list.all') },
                  ...ASN_STATUSES.map((value) => ({ value, label: t(`asn.statuses.${value}`) })),
                ]}
              />
              <RowButton type="submit" variant="default">
                {t('asn.list.filter')}
              </RowButton>
              <Anchor component={Link} to="?" size="sm">
                {t('asn.list.clear')}
              </Anchor>
            </Group>
          </Form>
          {canReceive && <ReceiveForm />}
          {rows.length === 0 ? (
            <Text c="gray.7">{t('asn.list.empty')}</Text>
          ) : (
            <DataTable
              highlightOnHover
              minWidth={900}
              aria-label={title}
              rows={rows}
              rowKey={(row) => row.id}
              columns={[
                {
                  header: t('asn.list.columns.date'),
                  kind: 'title',
                  nowrap: true,
                  cell: (row) => (
                    <RowLink
                      to={`${basePath}/advance-ship-notice/${row.id}`}
                      aria-label={t('asn.list.open', { number: row.asnNumber, supplier: row.supplierName })}
                    >
                      {row.deliveryDate ? formatCalendarDate(language, row.deliveryDate) : t('asn.list.noDate')}
                    </RowLink>
                  ),
                },
                { header: t('asn.list.columns.supplier'), cell: (row) => row.supplierName },
                {
                  header: t('asn.list.columns.number'),
                  cell: (row) => <span style={{ overflowWrap: 'anywhere' }}>{row.asnNumber}</span>,
                },
                { header: t('asn.list.columns.warehouse'), cell: (row) => row.warehouseNumber ?? '—' },
                {
                  header: t('asn.list.columns.order'),
                  cell: (row) =>
                    row.orderId && row.orderNumber !== null ? (
                      <RowLink to={`${basePath}/ordering/${row.orderId}`}>{row.orderNumber}</RowLink>
                    ) : (
                      (row.sentOrderNumber ?? t('asn.list.noOrder'))
                    ),
                },
                { header: t('asn.list.columns.lines'), align: 'right', cell: (row) => row.lines },
                { header: t('asn.list.columns.problems'), align: 'right', cell: (row) => row.problems },
                {
                  header: t('asn.list.columns.status'),
                  cell: (row) => <AsnStatusBadge status={row.status} />,
                },
                canReceive && {
                  header: '',
                  label: '',
                  kind: 'actions',
                  cell: (row) =>
                    isReceivableAsn(row.status) ? (
                      <ReceiveButton
                        inList
                        source={{ asnId: row.id }}
                        label={t('asn.detail.receive')}
                        ariaLabel={t('asn.detail.receiveAria', { number: row.asnNumber, supplier: row.supplierName })}
                        variant="light"
                      />
                    ) : null,
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
