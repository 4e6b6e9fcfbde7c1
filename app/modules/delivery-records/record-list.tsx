import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { RowButton } from '#app/components/plain';
import { FilterCheckbox, FilterSelect, FilterTextInput } from '#app/components/filter-fields';
import { IconDownload, IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '#app/utils/use-translation';
import { Form, Link, useLocation } from 'react-router';
import { DataTable, type DataColumn } from '#app/components/data-table';
import { PageTitle } from '#app/components/page-title';
import { Pager } from '#app/components/pager';
import { CERTIFICATE_SCHEMES, TEMPERATURE_VERDICTS } from '#app/db/schema/receiving';
import { isLanguage } from '#app/utils/language';
import { RECORD_COLUMNS, verdictText, type RecordCellContext } from './record-columns';
import { EXPORT_FORMATS, type RecordFilters, type RecordKind } from './record-filters';
import type { RecordRow } from './records.repo.server';

interface RecordListPageProps {
  kind: RecordKind;
  rows: RecordRow[];
  total: number;
  params: RecordFilters;
  perPage: number;
  suppliers: { supplierId: number; name: string }[];
  exportCap: number;
}

const VERDICT_COLORS = { ok: 'green', tolerated: 'yellow', breach: 'red' } as const;

/** What only the page shows beside a cell's text: the verdict as a coloured badge, a certificate's problems. */
function decorate(kind: RecordKind, index: number, row: RecordRow, text: string, ctx: RecordCellContext): ReactNode {
  const column = RECORD_COLUMNS[kind][index]!.id;
  if (column === 'verdict')
    return row.verdict ? (
      <Badge color={VERDICT_COLORS[row.verdict]} variant="light">
        {verdictText(ctx, row.verdict)}
      </Badge>
    ) : (
      text
    );
  if (column === 'product' && kind === 'risk' && row.isRisky)
    return (
      <Group gap={6} component="span">
        <span>{text}</span>
        <Badge color="orange" variant="outline" size="sm">
          {ctx.t('deliveryRecords.values.risky')}
        </Badge>
      </Group>
    );
  const problem =
    (column === 'certificateNumber' && row.missingNumber) || (column === 'certificateExpires' && row.expiredAtReceipt);
  if (problem)
    return (
      <Badge color="red" variant="light" style={{ whiteSpace: 'normal', height: 'auto' }}>
        {text}
      </Badge>
    );
  return text;
}

/**
 * A record list (risk items, lines excluded from stock, ASC/MSC receipts): filters in the address, pages from the
 * server, a table on a desktop and cards on a phone, and the filtered lines as CSV, XLSX or PDF.
 */
export function RecordListPage({ kind, rows, total, params, perPage, suppliers, exportCap }: RecordListPageProps) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const ctx: RecordCellContext = { t, language };
  const text = {
    risk: {
      title: t('deliveryRecords.risk.title'),
      intro: t('deliveryRecords.risk.intro'),
      empty: t('deliveryRecords.risk.empty'),
    },
    excluded: {
      title: t('deliveryRecords.excluded.title'),
      intro: t('deliveryRecords.excluded.intro'),
      empty: t('deliveryRecords.excluded.empty'),
    },
    certified: {
      title: t('deliveryRecords.certified.title'),
      intro: t('deliveryRecords.certified.intro'),
      empty: t('deliveryRecords.certified.empty'),
    },
  }[kind];
  const columns: DataColumn<RecordRow>[] = RECORD_COLUMNS[kind].map((column, index) => {
    return {
      header: column.header(t),
      kind: column.id === 'product' ? 'title' : undefined,
      nowrap: index === 0,
      cell: (row) => decorate(kind, index, row, column.cell(row, ctx), ctx),
    };
  });
  const exportPath = (format: string) => `${location.pathname.replace(/\/$/, '')}/export/${format}${location.search}`;
  return (
    <Stack>
      <PageTitle>{text.title}</PageTitle>
      <Title order={1}>{text.title}</Title>
      <Text c="gray.7">{text.intro}</Text>
      <Paper withBorder p="md">
        <Stack>
          {/* Keyed by the address, so "Clear filters" (and Back) show the filters the list applies. */}
          <Form method="get" role="search" key={location.search}>
            <Group align="flex-end">
              <FilterTextInput
                name="q"
                type="search"
                defaultValue={params.q ?? ''}
                label={t('deliveryRecords.filters.search')}
                leftSection={<IconSearch size={16} aria-hidden />}
                width="search"
                searchWidth={280}
              />
              <FilterSelect
                name="supplier"
                defaultValue={params.supplierId ? String(params.supplierId) : ''}
                label={t('deliveryRecords.filters.supplier')}
                width="phone"
                data={[
                  { value: '', label: t('deliveryRecords.filters.allSuppliers') },
                  ...suppliers.map((s) => ({ value: String(s.supplierId), label: s.name })),
                ]}
              />
              <FilterTextInput
                name="from"
                type="date"
                defaultValue={params.from ?? params.invalidDates.from ?? ''}
                label={t('deliveryRecords.filters.from')}
                error={params.invalidDates.from ? t('deliveryRecords.filters.invalidDate') : undefined}
              />
              <FilterTextInput
                name="to"
                type="date"
                defaultValue={params.to ?? params.invalidDates.to ?? ''}
                label={t('deliveryRecords.filters.to')}
                error={params.invalidDates.to ? t('deliveryRecords.filters.invalidDate') : undefined}
              />
              {kind === 'risk' && (
                <>
                  <FilterSelect
                    name="verdict"
                    defaultValue={params.verdict}
                    label={t('deliveryRecords.filters.verdict')}
                    data={[
                      { value: 'all', label: t('deliveryRecords.filters.allVerdicts') },
                      ...[...TEMPERATURE_VERDICTS]
                        .reverse()
                        .map((value) => ({ value, label: verdictText(ctx, value) })),
                    ]}
                  />
                  <FilterCheckbox
                    name="corrective"
                    value="1"
                    defaultChecked={params.corrective}
                    label={t('deliveryRecords.filters.corrective')}
                  />
                </>
              )}
              {kind === 'excluded' && (
                <FilterSelect
                  name="source"
                  defaultValue={params.source}
                  label={t('deliveryRecords.filters.source')}
                  data={[
                    { value: 'all', label: t('deliveryRecords.filters.allSources') },
                    { value: 'product', label: t('deliveryRecords.filters.sourceProduct') },
                    { value: 'receiver', label: t('deliveryRecords.filters.sourceReceiver') },
                  ]}
                />
              )}
              {kind === 'certified' && (
                <>
                  <FilterSelect
                    name="scheme"
                    defaultValue={params.scheme}
                    label={t('deliveryRecords.filters.scheme')}
                    data={[
                      { value: 'all', label: t('deliveryRecords.filters.allSchemes') },
                      ...CERTIFICATE_SCHEMES.map((value) => ({ value, label: value.toUpperCase() })),
                    ]}
                  />
                  <FilterCheckbox
                    name="problems"
                    value="1"
                    defaultChecked={params.problems}
                    label={t('deliveryRecords.filters.problems')}
                  />
                </>
              )}
              <RowButton type="submit" variant="default">
                {t('deliveryRecords.filters.filter')}
              </RowButton>
              <Anchor component={Link} to="?" size="sm">
                {t('deliveryRecords.filters.clear')}
              </Anchor>
            </Group>
          </Form>
          {total > exportCap ? (
            <Alert color="yellow">{t('deliveryRecords.export.tooMany', { cap: exportCap })}</Alert>
          ) : (
            total > 0 && (
              <Group gap="xs" aria-label={t('deliveryRecords.export.label')} role="group">
                <Text size="sm" fw={600}>
                  {t('deliveryRecords.export.label')}
                </Text>
                {EXPORT_FORMATS.map((format) => (
                  <Button
                    key={format}
                    component="a"
                    href={exportPath(format)}
                    download
                    variant="light"
                    leftSection={<IconDownload size={16} aria-hidden />}
                  >
                    {
                      {
                        csv: t('deliveryRecords.export.csv'),
                        xlsx: t('deliveryRecords.export.xlsx'),
                        pdf: t('deliveryRecords.export.pdf'),
                      }[format]
                    }
                  </Button>
                ))}
              </Group>
            )
          )}
          {rows.length === 0 ? (
            <Text c="gray.7">{text.empty}</Text>
          ) : (
            <DataTable
              highlightOnHover
              minWidth={960}
              aria-label={text.title}
              rows={rows}
              rowKey={(row) => row.id}
              columns={columns}
            />
          )}
          <Pager page={params.page} perPage={perPage} total={total} />
        </Stack>
      </Paper>
    </Stack>
  );
}
