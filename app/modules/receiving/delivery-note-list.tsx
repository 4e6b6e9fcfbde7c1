import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { SupplierFilter, supplierOptionsUrl, type SupplierOption } from '#app/modules/shop-suppliers/supplier-filter';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from '#app/utils/use-translation';
import { Form, Link, useLocation } from 'react-router';
import { DataTable } from '#app/components/data-table';
import { FilterSelect, FilterTextInput } from '#app/components/filter-fields';
import { RowBadge, RowButton, RowGroup, RowLink } from '#app/components/plain';
import { PageTitle } from '#app/components/page-title';
import { Pager } from '#app/components/pager';
import { DELIVERY_NOTE_STATES, DELIVERY_OUTCOMES } from '#app/db/schema/receiving';
import { formatCalendarDate } from '#app/modules/ordering/cart.format';
import type { AsnExpectedToday } from '#app/modules/asn/asn-list.repo.server';
import { isLanguage } from '#app/utils/language';
import { NoteOutcomeBadge } from './delivery-badges';
import type { DeliveryNoteListParams } from './delivery-note-list-params';
import type { DeliveryNoteListRow } from './delivery-note-list.repo.server';
import type { ExpectedDelivery } from './expected-deliveries.repo.server';
import { ExpectedToday, type ExpectedMore } from './expected-today';

interface DeliveryNoteListPageProps {
  rows: DeliveryNoteListRow[];
  total: number;
  /** More rows than `total` (a capped count). */
  capped?: boolean;
  params: DeliveryNoteListParams;
  perPage: number;
  /** The supplier the list is filtered by (the filter's choices load in the browser). */
  supplier: SupplierOption | null;
  /** Shown to users who may receive. */
  expected: ExpectedDelivery[] | null;
  /** Advance ship notices due today, to receivers who may see them. */
  expectedAsns?: AsnExpectedToday[];
  /** Which kinds of today's deliveries have more than the list shows. */
  expectedMore?: ExpectedMore;
  today: string;
}

/** The shop's delivery notes with filters in the address and pages from the server; today's deliveries above. */
export function DeliveryNoteListPage({
  rows,
  total,
  capped,
  params,
  perPage,
  supplier,
  expected,
  expectedAsns = [],
  expectedMore,
  today,
}: DeliveryNoteListPageProps) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const title = t('deliveryLists.notes.title');
  return (
    <Stack>
      <PageTitle>{title}</PageTitle>
      <Title order={1}>{title}</Title>
      {expected && <ExpectedToday rows={expected} asns={expectedAsns} more={expectedMore} today={today} />}
      <Paper withBorder p="md">
        <Stack>
          {/* Keyed by the address, so "Clear filters" (and Back) show the filters the list applies. */}
          <Form method="get" role="search" key={location.search}>
            <Group align="flex-end">
              <FilterTextInput
                name="q"
                type="search"
                defaultValue={params.q ?? ''}
                label={t('deliveryLists.notes.search')}
                leftSection={<IconSearch size={16} aria-hidden />}
                width="search"
              />
              <SupplierFilter
                url={supplierOptionsUrl('deliveries')}
                selected={supplier}
                label={t('deliveryLists.notes.supplier')}
                allLabel={t('deliveryLists.notes.allSuppliers')}
                width="phone"
              />
              <FilterTextInput
                name="from"
                type="date"
                defaultValue={params.from ?? params.invalidDates.from ?? ''}
                label={t('deliveryLists.notes.from')}
                error={params.invalidDates.from ? t('deliveryLists.notes.invalidDate') : undefined}
              />
              <FilterTextInput
                name="to"
                type="date"
                defaultValue={params.to ?? params.invalidDates.to ?? ''}
                label={t('deliveryLists.notes.to')}
                error={params.invalidDates.to ? t('deliveryLists.notes.invalidDate') : undefined}
              />
              <FilterSelect
                name="state"
                defaultValue={params.state}
                label={t('deliveryLists.notes.state')}
                data={[
                  { value: 'all', label: t('deliveryLists.notes.all') },
                  ...DELIVERY_NOTE_STATES.map((value) => ({ value, label: t(`deliveries.noteState.${value}`) })),
                ]}
              />
              <FilterSelect
                name="outcome"
                defaultValue={params.outcome}
                label={t('deliveryLists.notes.outcome')}
                data={[
                  { value: 'all', label: t('deliveryLists.notes.all') },
                  ...DELIVERY_OUTCOMES.map((value) => ({ value, label: t(`deliveries.outcome.${value}`) })),
                ]}
              />
              <RowButton type="submit" variant="default">
                {t('deliveryLists.notes.filter')}
              </RowButton>
              <Anchor component={Link} to="?" size="sm">
                {t('deliveryLists.notes.clear')}
              </Anchor>
            </Group>
          </Form>
          {rows.length === 0 ? (
            <Text c="gray.7">{t('deliveryLists.notes.empty')}</Text>
          ) : (
            <DataTable
              highlightOnHover
              minWidth={860}
              aria-label={title}
              rows={rows}
              rowKey={(row) => row.id}
              columns={[
                {
                  header: t('deliveryLists.notes.columns.date'),
                  kind: 'title',
                  nowrap: true,
                  cell: (row) => {
                    const date = formatCalendarDate(language, row.deliveryDate);
                    return (
                      <RowLink
                        to={`/admin/deliveries/notes/${row.id}`}
                        aria-label={t('deliveryLists.notes.open', { supplier: row.supplierName, date })}
                      >
                        {date}
                      </RowLink>
                    );
                  },
                },
                { header: t('deliveryLists.notes.columns.supplier'), cell: (row) => row.supplierName },
                {
                  header: t('deliveryLists.notes.columns.number'),
                  cell: (row) => row.deliveryNumber ?? t('deliveryLists.notes.noNumber'),
                },
                {
                  header: t('deliveryLists.notes.columns.order'),
                  cell: (row) =>
                    row.orderId && row.orderNumber !== null ? (
                      <RowLink to={`/admin/ordering/${row.orderId}`}>{row.orderNumber}</RowLink>
                    ) : (
                      t('deliveryLists.notes.unplanned')
                    ),
                },
                { header: t('deliveryLists.notes.columns.lines'), align: 'right', cell: (row) => row.lines },
                { header: t('deliveryLists.notes.columns.problems'), align: 'right', cell: (row) => row.problems },
                {
                  header: t('deliveryLists.notes.columns.acceptedBy'),
                  cell: (row) => row.acceptedBy ?? '—',
                },
                {
                  header: t('deliveryLists.notes.columns.state'),
                  cell: (row) => (
                    <RowGroup gap={4}>
                      <NoteOutcomeBadge state={row.state} outcome={row.outcome} />
                      {row.amended && (
                        <RowBadge color="gray" variant="outline">
                          {t('deliveryLists.notes.amended')}
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
