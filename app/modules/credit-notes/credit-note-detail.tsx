import { Alert, Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '#app/utils/use-translation';
import { Link } from 'react-router';
import { ConfirmAction } from '#app/components/confirm-action';
import { DataTable } from '#app/components/data-table';
import { PageTitle } from '#app/components/page-title';
import { formatCalendarDate } from '#app/modules/ordering/cart.format';
import { formatMoney } from '#app/utils/format';
import type { getCreditNote, CreditNoteLineRow } from './credit-notes.repo.server';
import { CREDIT_NOTES_PATH, KindBadge, MatchText, quantityText, useLanguage } from './credit-note-format';

interface CreditNoteDetailProps {
  note: NonNullable<Awaited<ReturnType<typeof getCreditNote>>>;
  lines: CreditNoteLineRow[];
  saved: boolean;
}

/** A document with its lines and each line's match (delivery note, date and line, or "not matched"); deletable. */
export function CreditNoteDetailPage({ note, lines, saved }: CreditNoteDetailProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const title = `${t(`creditNotes.kinds.${note.kind}`)} ${note.number}`;
  const unmatched = lines.filter((line) => line.deliveryDate === null).length;
  const fact = (label: string, value: string | null) => (
    <div>
      <Text size="sm" c="gray.7">
        {label}
      </Text>
      <Text style={{ overflowWrap: 'anywhere' }}>{value ?? '—'}</Text>
    </div>
  );
  return (
    <Stack>
      <PageTitle>{title}</PageTitle>
      <Anchor component={Link} to={CREDIT_NOTES_PATH} size="sm">
        {t('creditNotes.detail.back')}
      </Anchor>
      <Group>
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Title>
        <KindBadge kind={note.kind} />
      </Group>
      {saved && (
        <Alert color="green" role="status">
          {t('creditNotes.detail.saved')}
        </Alert>
      )}
      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
          {fact(t('creditNotes.fields.supplier'), note.supplierName)}
          {fact(t('creditNotes.fields.issueDate'), formatCalendarDate(language, note.issueDate))}
          {fact(t('creditNotes.fields.orderReference'), note.orderReference)}
          {fact(t('creditNotes.fields.deliveryReference'), note.deliveryReference)}
          {fact(t('creditNotes.fields.invoiceReference'), note.invoiceReference)}
          {fact(
            t('creditNotes.fields.total'),
            note.totalAmount === null ? null : formatMoney(language, note.totalAmount, note.currency),
          )}
          {fact(t('creditNotes.detail.source'), t(`creditNotes.sources.${note.source}`))}
        </SimpleGrid>
      </Paper>
      {unmatched > 0 && (
        <Alert color="yellow" role="status">
          {t('creditNotes.detail.unmatched', { count: unmatched })}
        </Alert>
      )}
      <DataTable
        aria-label={t('creditNotes.detail.lines')}
        minWidth={900}
        rows={lines}
        rowKey={(line) => line.id}
        columns={[
          {
            header: t('creditNotes.fields.itemId'),
            kind: 'title',
            cell: (line) => (
              <span style={{ overflowWrap: 'anywhere' }}>
                {line.itemId}
                {line.description ? ` · ${line.description}` : ''}
              </span>
            ),
          },
          {
            header: t('creditNotes.fields.invoiceQuantity'),
            align: 'right',
            cell: (line) => quantityText(language, line.invoiceQuantity, line.unit),
          },
          {
            header: t('creditNotes.fields.differenceQuantity'),
            align: 'right',
            cell: (line) => quantityText(language, line.differenceQuantity, line.unit),
          },
          {
            header: t('creditNotes.fields.unitPrice'),
            align: 'right',
            cell: (line) => (line.unitPrice === null ? '—' : formatMoney(language, line.unitPrice, note.currency)),
          },
          {
            header: t('creditNotes.fields.amount'),
            align: 'right',
            cell: (line) => formatMoney(language, line.amount, note.currency),
          },
          {
            header: t('creditNotes.detail.match'),
            cell: (line) =>
              line.deliveryNoteId && line.deliveryDate ? (
                <Anchor component={Link} to={`/admin/deliveries/notes/${line.deliveryNoteId}`} size="sm">
                  <MatchText match={{ ...line, position: line.notePosition }} />
                </Anchor>
              ) : (
                <MatchText match={null} />
              ),
          },
        ]}
      />
      <Group>
        <ConfirmAction
          label={t('creditNotes.detail.delete')}
          message={t('creditNotes.detail.deleteConfirm', { number: note.number })}
          intent="delete"
          color="red"
          variant="light"
        />
      </Group>
    </Stack>
  );
}
