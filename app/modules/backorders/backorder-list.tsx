import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { FilterCheckbox, FilterSelect } from '#app/components/filter-fields';
import { SupplierFilter, supplierOptionsUrl, type SupplierOption } from '#app/modules/shop-suppliers/supplier-filter';
import { useTranslation } from '#app/utils/use-translation';
import { Form, Link, useLocation } from 'react-router';
import { DataTable } from '#app/components/data-table';
import { RowButton, RowGroup, RowLink } from '#app/components/plain';
import { PageTitle } from '#app/components/page-title';
import { Pager } from '#app/components/pager';
import { BACKORDER_STATUSES } from '#app/db/schema/receiving';
import { formatCalendarDate } from '#app/modules/ordering/cart.format';
import { BackorderStatusBadge } from '#app/modules/receiving/delivery-badges';
import { ReceiveButton, ReceiveForm } from '#app/modules/receiving/receive-button';
import { isLanguage } from '#app/utils/language';
import {
  BackorderOutcome,
  CancelBackorder,
  ChangeBackorderDate,
  useDateChange,
  type BackorderActionData,
} from './backorder-actions';
import type { BackorderListParams } from './backorder-list-params';
import type { BackorderListRow } from './backorder-list.repo.server';

interface BackorderListPageProps {
  rows: BackorderListRow[];
  total: number;
  /** More rows than `total` (a capped count). */
  capped?: boolean;
  params: BackorderListParams;
  perPage: number;
  /** The supplier the list is filtered by (the filter's choices load in the browser). */
  supplier: SupplierOption | null;
  canReceive: boolean;
  canEdit: boolean;
  actionData?: BackorderActionData;
}

/** The shop's backorders: overdue first, filters in the address, Receive, and (backorders:edit) date and cancel. */
export function BackorderListPage({
  rows,
  total,
  capped,
  params,
  perPage,
  supplier,
  canReceive,
  canEdit,
  actionData,
}: BackorderListPageProps) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  // A date saved from the dialog answers through its fetcher, not the page's action data.
  const dateChange = useDateChange();
  const title = t('deliveryLists.backorders.title');
  return (
    <Stack>
      <PageTitle>{title}</PageTitle>
      <Title order={1}>{title}</Title>
      <Text c="gray.7">{t('deliveryLists.backorders.intro')}</Text>
      <BackorderOutcome data={actionData ?? (dateChange?.ok ? dateChange : undefined)} />
      <Paper withBorder p="md">
        <Stack>
          {/* Keyed by the address, so "Clear filters" (and Back) show the filters the list applies. */}
          <Form method="get" role="search" key={location.search}>
            <Group align="flex-end">
              <SupplierFilter
                url={supplierOptionsUrl('backorders')}
                selected={supplier}
                label={t('deliveryLists.backorders.supplier')}
                allLabel={t('deliveryLists.backorders.allSuppliers')}
                width="phone"
              />
              <FilterSelect
                name="status"
                defaultValue={params.status}
                label={t('deliveryLists.backorders.status')}
                data={[
                  ...BACKORDER_STATUSES.map((value) => ({ value, label: t(`deliveries.backorderStatus.${value}`) })),
                  { value: 'all', label: t('deliveryLists.backorders.all') },
                ]}
              />
              <FilterCheckbox
                name="overdue"
                value="1"
                defaultChecked={params.overdue}
                label={t('deliveryLists.backorders.overdueOnly')}
              />
              <RowButton type="submit" variant="default">
                {t('deliveryLists.backorders.filter')}
              </RowButton>
              <Anchor component={Link} to="?" size="sm">
                {t('deliveryLists.backorders.clear')}
              </Anchor>
            </Group>
          </Form>
          {canReceive && <ReceiveForm />}
          {rows.length === 0 ? (
            <Text c="gray.7">{t('deliveryLists.backorders.empty')}</Text>
          ) : (
            <DataTable
              highlightOnHover
              minWidth={820}
              aria-label={title}
              rows={rows}
              rowKey={(row) => row.id}
              rowProps={(row) => ({ 'aria-current': row.overdue ? 'true' : undefined })}
              columns={[
                {
                  header: t('deliveryLists.backorders.columns.supplier'),
                  kind: 'title',
                  cell: (row) => row.supplierName,
                },
                {
                  header: t('deliveryLists.backorders.columns.order'),
                  cell: (row) => (
                    <RowLink
                      to={`/admin/ordering/${row.orderId}`}
                      aria-label={t('deliveryLists.backorders.openOrder', { number: row.orderNumber })}
                    >
                      {row.orderNumber}
                    </RowLink>
                  ),
                },
                {
                  header: t('deliveryLists.backorders.columns.expectedDate'),
                  nowrap: true,
                  cell: (row) => formatCalendarDate(language, row.expectedDate),
                },
                { header: t('deliveryLists.backorders.columns.lines'), align: 'right', cell: (row) => row.lines },
                {
                  header: t('deliveryLists.backorders.columns.status'),
                  cell: (row) => <BackorderStatusBadge status={row.status} overdue={row.overdue} />,
                },
                (canReceive || canEdit) && {
                  header: t('deliveryLists.backorders.columns.actions'),
                  kind: 'actions',
                  cell: (row) =>
                    row.status === 'open' && (
                      <RowGroup gap="xs">
                        {canReceive && (
                          <ReceiveButton
                            inList
                            source={{ backorderId: row.id }}
                            label={t('deliveryLists.backorders.receive')}
                            ariaLabel={t('deliveryLists.backorders.receiveLabel', { number: row.orderNumber })}
                            size="xs"
                          />
                        )}
                        {canEdit && (
                          <>
                            <ChangeBackorderDate
                              backorderId={row.id}
                              number={row.orderNumber}
                              expectedDate={row.expectedDate}
                            />
                            <CancelBackorder backorderId={row.id} number={row.orderNumber} />
                          </>
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
