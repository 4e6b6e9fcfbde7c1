import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { RowButton } from '#app/components/plain';
import { FilterSelect, FilterTextInput } from '#app/components/filter-fields';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from '#app/utils/use-translation';
import { Form, Link, useLocation } from 'react-router';
import { DataTable } from '#app/components/data-table';
import { PageTitle } from '#app/components/page-title';
import { Pager } from '#app/components/pager';
import { formatCalendarDate } from '#app/modules/ordering/cart.format';
import { formatMoney } from '#app/utils/format';
import { KINDS } from './credit-notes.schema';
import type { CreditNoteListParams } from './credit-note-list-params';
import type { CreditNoteListRow } from './credit-notes.repo.server';
import { CREDIT_NOTES_PATH, KindBadge, useLanguage } from './credit-note-format';

interface CreditNoteListPageProps {
  rows: CreditNoteListRow[];
  total: number;
  params: CreditNoteListParams;
  perPage: number;
  suppliers: { supplierId: number; name: string }[];
}

/** The shop's invoices, credit and debit notes with filters in the address and pages from the server. */
export function CreditNoteListPage({ rows, total, params, perPage, suppliers }: CreditNoteListPageProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const language = useLanguage();
  const title = t('creditNotes.list.title');
  return (
    <Stack>
      <PageTitle>{title}</PageTitle>
      <Title order={1}>{title}</Title>
      <Group>
        <Button component={Link} to={`${CREDIT_NOTES_PATH}/new`}>
          {t('creditNotes.list.new')}
        </Button>
        <Button component={Link} to={`${CREDIT_NOTES_PATH}/import`} variant="default">
          {t('creditNotes.list.import')}
        </Button>
      </Group>
      <Paper withBorder p="md">
        <Stack>
          <Form method="get" role="search" key={location.search}>
            <Group align="flex-end">
              <FilterTextInput
                name="q"
                type="search"
                defaultValue={params.q ?? ''}
                label={t('creditNotes.list.search')}
                leftSection={<IconSearch size={16} aria-hidden />}
                width="search"
                searchWidth={280}
              />
              <FilterSelect
                name="supplier"
                defaultValue={params.supplierId ? String(params.supplierId) : ''}
                label={t('creditNotes.fields.supplier')}
                width="phone"
                data={[
                  { value: '', label: t('creditNotes.list.allSuppliers') },
                  ...suppliers.map((s) => ({ value: String(s.supplierId), label: s.name })),
                ]}
              />
              <FilterSelect
                name="kind"
                defaultValue={params.kind}
                label={t('creditNotes.fields.kind')}
                data={[
                  { value: 'all', label: t('creditNotes.list.allKinds') },
                  ...KINDS.map((value) => ({ value, label: t(`creditNotes.kinds.${value}`) })),
                ]}
              />
              <FilterTextInput
                name="from"
                type="date"
                defaultValue={params.from ?? params.invalidDates.from ?? ''}
                label={t('creditNotes.list.from')}
                error={params.invalidDates.from ? t('creditNotes.validation.date') : undefined}
              />
              <FilterTextInput
                name="to"
                type="date"
                defaultValue={params.to ?? params.invalidDates.to ?? ''}
                label={t('creditNotes.list.to')}
                error={params.invalidDates.to ? t('creditNotes.validation.date') : undefined}
              />
              <RowButton type="submit" variant="default">
                {t('creditNotes.list.filter')}
              </RowButton>
              <Anchor component={Link} to="?" size="sm">
                {t('creditNotes.list.clear')}
              </Anchor>
            </Group>
          </Form>
          {rows.length === 0 ? (
            <Text c="gray.7">{t('creditNotes.list.empty')}</Text>
          ) : (
            <DataTable
              highlightOnHover
              minWidth={860}
              aria-label={title}
              rows={rows}
              rowKey={(row) => row.id}
              columns={[
                {
                  header: t('creditNotes.fields.number'),
                  kind: 'title',
                  cell: (row) => (
                    <Anchor
                      component={Link}
                      to={`${CREDIT_NOTES_PATH}/${row.id}`}
                      style={{ overflowWrap: 'anywhere' }}
                      aria-label={t('creditNotes.list.open', { number: row.number, supplier: row.supplierName })}
                    >
                      {row.number}
                    </Anchor>
                  ),
                },
                {
                  header: t('creditNotes.fields.issueDate'),
                  nowrap: true,
                  cell: (row) => formatCalendarDate(language, row.issueDate),
                },
                { header: t('creditNotes.fields.supplier'), cell: (row) => row.supplierName },
                { header: t('creditNotes.fields.kind'), cell: (row) => <KindBadge kind={row.kind} /> },
                {
                  header: t('creditNotes.fields.total'),
                  align: 'right',
                  cell: (row) =>
                    row.totalAmount === null ? '—' : formatMoney(language, row.totalAmount, row.currency),
                },
                { header: t('creditNotes.list.lines'), align: 'right', cell: (row) => row.lines },
                {
                  header: t('creditNotes.list.unmatched'),
                  align: 'right',
                  cell: (row) =>
                    row.unmatched ? (
                      <Badge color="red" variant="light">
                        {row.unmatched}
                      </Badge>
                    ) : (
                      0
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
