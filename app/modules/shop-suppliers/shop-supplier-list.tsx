import { Stack, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '#app/utils/use-translation';
import { Form } from 'react-router';
import { ConfirmAction } from '#app/components/confirm-action';
import { DataTable } from '#app/components/data-table';
import { RowBadge, RowButton, RowGroup, RowLink } from '#app/components/plain';
import { Pager } from '#app/components/pager';
import { StatusBadge } from '#app/components/status-badge';
import { ListSearch } from '#app/components/list-search';
import type { Language } from '#app/utils/language';
import { formatDate, formatNumber } from '#app/utils/format';
import { isLanguage } from '#app/utils/language';
import { formatTimeOfDay, hourCycleFor } from '#app/utils/time';
import { LIST_STATUSES, type ListStatus } from '#app/utils/list-params';
import { formatDeliveryDays } from './weekdays';

interface ShopSupplierListRow {
  id: number;
  supplierId: number;
  name: string;
  city: string | null;
  supplierShopNumber: string | null;
  shopSupplierNumber: string | null;
  deliveryDays: number[];
  orderCutoffMinutes: number | null;
  isActive: boolean;
  deletedAt: Date | string | null;
  directoryIsActive: boolean;
  directoryDeletedAt: Date | string | null;
  productCount: number;
  lastOrderAt: Date | string | null;
}

interface ShopSupplierListProps {
  rows: ShopSupplierListRow[];
  total: number;
  page: number;
  perPage: number;
  q: string;
  status: ListStatus;
  /** Links to the edit page and the row actions, for users holding suppliers:edit. */
  canEdit: boolean;
}

/** The shop's suppliers: search, status filter, server-side pages, and (with suppliers:edit) the row actions. */
export function ShopSupplierList({ rows, total, page, perPage, q, status, canEdit }: ShopSupplierListProps) {
  const { t, i18n } = useTranslation();
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  const hourCycle = hourCycleFor(language);
  const dayPeriods = { am: t('time.am'), pm: t('time.pm') };
  return (
    <Stack>
      <ListSearch
        q={q}
        label={t('shopSuppliers.search')}
        status={{
          value: status,
          label: t('common.status.label'),
          options: LIST_STATUSES.map((value) => ({ value, label: t(`common.status.${value}`) })),
        }}
        width={320}
      />
      {canEdit && rows.length > 0 && <RowIntentForms />}
      {rows.length === 0 ? (
        <Text c="gray.7">{q || status !== 'all' ? t('shopSuppliers.empty') : t('shopSuppliers.none')}</Text>
      ) : (
        <DataTable
          highlightOnHover
          minWidth={canEdit ? 960 : 820}
          rows={rows}
          rowKey={(row) => row.id}
          columns={[
            {
              header: t('shopSuppliers.columns.name'),
              kind: 'title',
              cell: (row) => {
                const numbers = [row.supplierShopNumber, row.shopSupplierNumber].filter(Boolean).join(' · ');
                return (
                  <>
                    {canEdit ? <RowLink to={`/admin/suppliers/${row.supplierId}/edit`}>{row.name}</RowLink> : row.name}
                    {numbers && (
                      <Text size="xs" c="gray.7">
                        {t('shopSuppliers.number', { number: numbers })}
                      </Text>
                    )}
                  </>
                );
              },
            },
            { header: t('shopSuppliers.columns.city'), cell: (row) => row.city },
            {
              header: t('shopSuppliers.columns.products'),
              align: 'right',
              cell: (row) => formatNumber(language, row.productCount, 0),
            },
            {
              header: t('shopSuppliers.columns.deliveryDays'),
              cell: (row) => formatDeliveryDays(row.deliveryDays, language),
            },
            {
              header: t('shopSuppliers.columns.cutoff'),
              cell: (row) =>
                row.orderCutoffMinutes === null ? (
                  <Dash label={t('shopSuppliers.noCutoff')} />
                ) : (
                  formatTimeOfDay(row.orderCutoffMinutes * 60, hourCycle, { dayPeriods })
                ),
            },
            {
              header: t('shopSuppliers.columns.lastOrder'),
              // The day this shop last sent an order to the supplier (docs/decisions/015).
              cell: (row) =>
                row.lastOrderAt ? formatDate(language, row.lastOrderAt) : <Dash label={t('shopSuppliers.noOrders')} />,
            },
            {
              header: t('shopSuppliers.columns.status'),
              width: 120,
              cell: (row) => (
                <RowGroup gap={4}>
                  <StatusBadge isActive={row.isActive} deletedAt={row.deletedAt} />
                  {row.directoryDeletedAt ? (
                    <RowBadge color="orange.9" variant="outline">
                      {t('shopSuppliers.directoryBadge.deleted')}
                    </RowBadge>
                  ) : (
                    !row.directoryIsActive && (
                      <RowBadge color="orange.9" variant="outline">
                        {t('shopSuppliers.directoryBadge.inactive')}
                      </RowBadge>
                    )
                  )}
                </RowGroup>
              ),
            },
            canEdit && {
              header: t('common.columnActions'),
              kind: 'actions',
              cell: (row) => (
                <RowGroup gap="xs">
                  {row.deletedAt === null ? (
                    <>
                      <RowButton
                        type="submit"
                        form={row.isActive ? DEACTIVATE_FORM : ACTIVATE_FORM}
                        name="supplierId"
                        value={String(row.supplierId)}
                        size="xs"
                        variant="default"
                      >
                        {row.isActive ? t('common.actions.deactivate') : t('common.actions.activate')}
                      </RowButton>
                      <ConfirmAction
                        label={t('common.actions.delete')}
                        message={t('shopSuppliers.confirm.delete', { name: row.name })}
                        intent="delete"
                        fields={{ supplierId: row.supplierId }}
                        // Light red text fails WCAG contrast on a striped row; outlined shade 9 passes.
                        color="red.9"
                        variant="outline"
                        size="xs"
                      />
                    </>
                  ) : (
                    <ConfirmAction
                      label={t('common.actions.restore')}
                      message={t('shopSuppliers.confirm.restore', { name: row.name })}
                      intent="restore"
                      fields={{ supplierId: row.supplierId }}
                      color="brand"
                      size="xs"
                    />
                  )}
                </RowGroup>
              ),
            },
          ]}
        />
      )}
      <Pager page={page} perPage={perPage} total={total} />
    </Stack>
  );
}

/** An empty cell that says why to a screen reader instead of "dash" (Mantine's VisuallyHidden, as a plain element). */
function Dash({ label }: { label: string }) {
  return (
    <>
      <span aria-hidden>—</span>
      <div className={VISUALLY_HIDDEN}>{label}</div>
    </>
  );
}

const VISUALLY_HIDDEN = `${VisuallyHidden.classes.root} mantine-VisuallyHidden-root`;

/*
 * The forms the rows' Activate and Deactivate buttons send (a button names its supplier): one router Form per row
 * cost its hooks and a hidden field on every row.
 */
const ACTIVATE_FORM = 'supplier-activate';
const DEACTIVATE_FORM = 'supplier-deactivate';

function RowIntentForms() {
  return (
    <>
      <Form id={ACTIVATE_FORM} method="post" hidden>
        <input type="hidden" name="intent" value="activate" />
      </Form>
      <Form id={DEACTIVATE_FORM} method="post" hidden>
        <input type="hidden" name="intent" value="deactivate" />
      </Form>
    </>
  );
}
