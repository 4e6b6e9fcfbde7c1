import {
  Anchor,
  Badge,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconClockHour4, IconDownload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '#app/utils/use-translation';
import { Form, Link, useLocation } from 'react-router';
import { DataTable, type DataColumn } from '#app/components/data-table';
import { PageTitle } from '#app/components/page-title';
import { Pager } from '#app/components/pager';
import { formatCalendarDate, formatQuantity } from '#app/modules/ordering/cart.format';
import { formatMoney } from '#app/utils/format';
import { isLanguage, type Language } from '#app/utils/language';
import type { ComparisonStatus, ComparisonTotals } from './comparison';
import type { ComparisonParams } from './comparison-params';
import type { ComparedLine, ComparisonNote, UnmatchedLine } from './comparison.repo.server';

const BASE = '/admin/deliveries/comparison';

interface ComparisonPageProps {
  notes: ComparisonNote[];
  total: number;
  totals: ComparisonTotals;
  unmatched: { rows: UnmatchedLine[]; total: number };
  suppliers: { supplierId: number; name: string }[];
  params: ComparisonParams;
  perPage: number;
}

/** Not colour alone: each state has its icon and its words. */
function ComparisonBadge({ status }: { status: ComparisonStatus }) {
  const { t } = useTranslation();
  const look = {
    difference: { color: 'red', icon: <IconAlertTriangle size={14} aria-hidden /> },
    matches: { color: 'green', icon: <IconCircleCheck size={14} aria-hidden /> },
    no_document: { color: 'gray', icon: <IconClockHour4 size={14} aria-hidden /> },
  }[status];
  return (
    <Badge color={look.color} variant="light" leftSection={look.icon} data-status={status}>
      {t(`comparison.status.${status}`)}
    </Badge>
  );
}

/** A difference in red and bold when it is one; "—" when there is nothing to compare yet. */
function Difference({ value, children }: { value: string | null; children: ReactNode }) {
  if (value === null) return <>—</>;
  const nonZero = Number(value) !== 0;
  return (
    <Text span inherit c={nonZero ? 'red.9' : undefined} fw={nonZero ? 700 : undefined}>
      {children}
    </Text>
  );
}

/** A right-aligned column of numbers, each kept on one line. */
function numeric<Row>(header: string, cell: (row: Row) => ReactNode): DataColumn<Row> {
  return { header, align: 'right', nowrap: true, cell };
}

/** A quantity with its unit, "—" for none. */
const quantityIn = (language: Language) => (value: string | null, unit: string | null) =>
  value === null ? '—' : `${formatQuantity(language, value)}${unit ? ` ${unit}` : ''}`;

function LinesTable({ note, language }: { note: ComparisonNote; language: Language }) {
  const { t } = useTranslation();
  const quantity = quantityIn(language);
  const money = (value: string | null) => (value === null ? '' : formatMoney(language, value));
  return (
    <DataTable
      minWidth={900}
      aria-label={t('comparison.note.heading', {
        supplier: note.supplierName,
        date: formatCalendarDate(language, note.deliveryDate),
      })}
      rows={note.lines}
      rowKey={(line) => line.id}
      rowProps={(line) => ({
        style: line.status === 'difference' ? { background: 'var(--mantine-color-red-0)' } : undefined,
      })}
      columns={[
        {
          header: t('comparison.columns.product'),
          kind: 'title',
          cell: (line: ComparedLine) => (
            <span>
              {line.productName}
              {line.itemCode && (
                <Text span size="sm" c="gray.7">
                  {' '}
                  ({line.itemCode})
                </Text>
              )}
            </span>
          ),
        },
        numeric(t('comparison.columns.ordered'), (line) => quantity(line.ordered, line.unit)),
        numeric(t('comparison.columns.delivered'), (line) => quantity(line.delivered, line.unit)),
        numeric(t('comparison.columns.invoiced'), (line) =>
          line.invoicedQuantity === null
            ? '—'
            : `${quantity(line.invoicedQuantity, line.unit)} · ${money(line.invoicedAmount)}`,
        ),
        numeric(t('comparison.columns.credited'), (line) =>
          line.creditedQuantity === null
            ? '—'
            : `${quantity(line.creditedQuantity, line.unit)} · ${money(line.creditedAmount)}`,
        ),
        numeric(t('comparison.columns.quantityDifference'), (line) => (
          <Difference value={line.quantityDifference}>{quantity(line.quantityDifference, line.unit)}</Difference>
        )),
        numeric(t('comparison.columns.moneyDifference'), (line) =>
          line.moneyDifference === null && line.deliveredValue === null && line.quantityDifference !== null ? (
            t('comparison.noPrice')
          ) : (
            <Difference value={line.moneyDifference}>{money(line.moneyDifference)}</Difference>
          ),
        ),
        {
          header: t('comparison.columns.status'),
          cell: (line) => <ComparisonBadge status={line.status} />,
        },
      ]}
    />
  );
}

function NoteCard({ note, language }: { note: ComparisonNote; language: Language }) {
  const { t } = useTranslation();
  const date = formatCalendarDate(language, note.deliveryDate);
  return (
    <Paper
      withBorder
      p="md"
      component="section"
      aria-label={t('comparison.note.heading', { supplier: note.supplierName, date })}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={2}>
            <Title order={2} size="h4">
              <Anchor component={Link} to={`/admin/deliveries/notes/${note.id}`}>
                {t('comparison.note.heading', { supplier: note.supplierName, date })}
              </Anchor>
            </Title>
            <Group gap="md" wrap="wrap">
              <Text size="sm">
                {t('comparison.note.number')}: {note.deliveryNumber ?? t('comparison.note.noNumber')}
              </Text>
              <Text size="sm">
                {t('comparison.note.order')}:{' '}
                {note.orderId && note.orderNumber !== null ? (
                  <Anchor component={Link} to={`/admin/ordering/${note.orderId}`}>
                    {note.orderNumber}
                  </Anchor>
                ) : (
                  t('comparison.note.unplanned')
                )}
              </Text>
              {note.reclamation && (
                <Anchor component={Link} to={`/admin/deliveries/reclamations/${note.reclamation.id}`} size="sm">
                  {t('comparison.note.reclamation', { number: note.reclamation.number })}
                </Anchor>
              )}
            </Group>
          </Stack>
          <Stack gap={2} align="flex-end">
            {note.totals.differences > 0 ? <ComparisonBadge status="difference" /> : null}
            <Text size="sm">
              {t('comparison.note.difference')}:{' '}
              <Difference value={note.totals.moneyDifference}>
                {formatMoney(language, note.totals.moneyDifference)}
              </Difference>
            </Text>
          </Stack>
        </Group>
        <LinesTable note={note} language={language} />
      </Stack>
    </Paper>
  );
}

function Totals({ total, totals, language }: { total: number; totals: ComparisonTotals; language: Language }) {
  const { t } = useTranslation();
  const stat = (label: string, value: string, highlight = false) => (
    <Stack gap={0}>
      <Text size="sm" c="gray.7">
        {label}
      </Text>
      <Text fw={700} c={highlight ? 'red.9' : undefined}>
        {value}
      </Text>
    </Stack>
  );
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="comparison-totals">
      <Stack gap="sm">
        <Title order={2} size="h4" id="comparison-totals">
          {t('comparison.totals.title')}
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          {stat(t('comparison.totals.invoiced'), formatMoney(language, totals.invoicedAmount))}
          {stat(t('comparison.totals.credited'), formatMoney(language, totals.creditedAmount))}
          {stat(t('comparison.totals.delivered'), formatMoney(language, totals.deliveredValue))}
          {stat(
            t('comparison.totals.difference'),
            formatMoney(language, totals.moneyDifference),
            Number(totals.moneyDifference) !== 0,
          )}
        </SimpleGrid>
        <Group gap="md" wrap="wrap">
          <Text size="sm">{t('comparison.totals.notes', { count: total })}</Text>
          <Group gap={4}>
            {totals.differences > 0 && <IconAlertTriangle size={16} color="var(--mantine-color-red-9)" aria-hidden />}
            <Text size="sm" c={totals.differences > 0 ? 'red.9' : undefined}>
              {t('comparison.totals.differences', { count: totals.differences })}
            </Text>
          </Group>
          <Text size="sm">{t('comparison.totals.withoutDocument', { count: totals.withoutDocument })}</Text>
        </Group>
      </Stack>
    </Paper>
  );
}

function Unmatched({ unmatched, language }: { unmatched: ComparisonPageProps['unmatched']; language: Language }) {
  const { t } = useTranslation();
  const title = t('comparison.unmatched.title');
  const quantity = quantityIn(language);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="comparison-unmatched">
      <Stack gap="sm">
        <Title order={2} size="h4" id="comparison-unmatched">
          {title}
        </Title>
        <Text size="sm" c="gray.7">
          {t('comparison.unmatched.intro')}
        </Text>
        {unmatched.rows.length === 0 ? (
          <Text>{t('comparison.unmatched.empty')}</Text>
        ) : (
          <DataTable
            minWidth={760}
            aria-label={title}
            rows={unmatched.rows}
            rowKey={(row) => row.id}
            columns={[
              {
                header: t('comparison.unmatched.columns.document'),
                kind: 'title',
                cell: (row) => (
                  <Anchor component={Link} to={`${BASE}/credit-notes/${row.creditNoteId}`}>
                    {t(`comparison.kind.${row.kind}`)} {row.number}
                  </Anchor>
                ),
              },
              {
                header: t('comparison.unmatched.columns.date'),
                nowrap: true,
                cell: (row) => formatCalendarDate(language, row.issueDate),
              },
              { header: t('comparison.unmatched.columns.supplier'), cell: (row) => row.supplierName },
              {
                header: t('comparison.unmatched.columns.itemId'),
                cell: (row) => (row.description ? `${row.itemId} (${row.description})` : row.itemId),
              },
              numeric(t('comparison.unmatched.columns.quantity'), (row: UnmatchedLine) =>
                quantity(row.invoiceQuantity, row.unit),
              ),
              numeric(t('comparison.unmatched.columns.difference'), (row: UnmatchedLine) =>
                quantity(row.differenceQuantity, row.unit),
              ),
              // The kind gives the sign: a credit lowers what is owed.
              numeric(t('comparison.unmatched.columns.amount'), (row: UnmatchedLine) =>
                formatMoney(language, row.kind === 'credit' ? `-${row.amount}` : row.amount),
              ),
            ]}
          />
        )}
        {unmatched.total > unmatched.rows.length && (
          <Text size="sm">
            {t('comparison.unmatched.more', { shown: unmatched.rows.length, total: unmatched.total })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** The comparison page: filters in the address, totals of the filtered set, a page of notes, the unmatched lines. */
export function ComparisonPage({ notes, total, totals, unmatched, suppliers, params, perPage }: ComparisonPageProps) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  const title = t('comparison.title');
  const exportQuery = new URLSearchParams(location.search);
  exportQuery.delete('page');
  const exportSearch = exportQuery.size ? `?${exportQuery.toString()}` : '';
  return (
    <Stack>
      <PageTitle>{title}</PageTitle>
      <Title order={1}>{title}</Title>
      <Text c="gray.7">{t('comparison.intro')}</Text>
      <Group gap="sm" wrap="wrap">
        <Button component={Link} to={`${BASE}/credit-notes`} variant="default">
          {t('comparison.actions.creditNotes')}
        </Button>
        <Button component={Link} to={`${BASE}/credit-notes/new`} variant="default">
          {t('comparison.actions.enter')}
        </Button>
        <Button component={Link} to={`${BASE}/credit-notes/import`} variant="default">
          {t('comparison.actions.import')}
        </Button>
      </Group>
      <Paper withBorder p="md">
        {/* Keyed by the address, so "Clear filters" (and Back) show the filters the page applies. */}
        <Form method="get" role="search" key={location.search}>
          <Group align="flex-end">
            <NativeSelect
              name="supplier"
              defaultValue={params.supplierId ? String(params.supplierId) : ''}
              label={t('comparison.filters.supplier')}
              w={{ base: '100%', xs: 'auto' }}
              data={[
                { value: '', label: t('comparison.filters.allSuppliers') },
                ...suppliers.map((s) => ({ value: String(s.supplierId), label: s.name })),
              ]}
            />
            <TextInput
              name="from"
              type="date"
              defaultValue={params.invalidDates.from ?? params.from}
              label={t('comparison.filters.from')}
              error={params.invalidDates.from ? t('comparison.filters.invalidDate') : undefined}
            />
            <TextInput
              name="to"
              type="date"
              defaultValue={params.invalidDates.to ?? params.to}
              label={t('comparison.filters.to')}
              error={params.invalidDates.to ? t('comparison.filters.invalidDate') : undefined}
            />
            <Checkbox
              name="differences"
              value="1"
              defaultChecked={params.onlyDifferences}
              label={t('comparison.filters.onlyDifferences')}
            />
            <Button type="submit" variant="default">
              {t('comparison.filters.filter')}
            </Button>
            <Anchor component={Link} to="?" size="sm">
              {t('comparison.filters.clear')}
            </Anchor>
          </Group>
        </Form>
        <Group gap="sm" mt="md" wrap="wrap">
          <Button
            component="a"
            href={`${BASE}/export.csv${exportSearch}`}
            download
            variant="light"
            leftSection={<IconDownload size={16} aria-hidden />}
          >
            {t('comparison.actions.exportCsv')}
          </Button>
          <Button
            component="a"
            href={`${BASE}/export.xlsx${exportSearch}`}
            download
            variant="light"
            leftSection={<IconDownload size={16} aria-hidden />}
          >
            {t('comparison.actions.exportXlsx')}
          </Button>
        </Group>
      </Paper>
      <Totals total={total} totals={totals} language={language} />
      {notes.length === 0 ? (
        <Text c="gray.7">{t('comparison.empty')}</Text>
      ) : (
        notes.map((note) => <NoteCard key={note.id} note={note} language={language} />)
      )}
      <Pager page={params.page} perPage={perPage} total={total} />
      <Unmatched unmatched={unmatched} language={language} />
    </Stack>
  );
}
