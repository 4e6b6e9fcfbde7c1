import { Alert, Anchor, Badge, Button, Group, Image, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '#app/utils/use-translation';
import { Form, Link, useSearchParams } from 'react-router';
import { PageTitle } from '#app/components/page-title';
import { formatCalendarDate, formatQuantity } from '#app/modules/ordering/cart.format';
import { formatDateTime } from '#app/utils/format';
import { AmendNoteButton } from './amend-note-button';
import { SignedLineRecord } from './line-records';
import { LineStateBadge } from './line-state-badge';
import { useLanguage } from './receipt-format';
import { ReceiptPhotos } from './receipt-photos';
import type { ReceiptView } from './receipt-view';
import { lineStateOf, readingOf } from './sign-off-check';

/** A reclamation of the note, as its page links to it. */
export interface NoteReclamation {
  id: number;
  number: number;
  status: 'open' | 'sent' | 'answered' | 'solved';
}

const OUTCOME_COLORS = { ok: 'green', problems: 'orange', unacceptable: 'red' } as const;

interface SignedNoteProps {
  view: ReceiptView;
  basePath: string;
  canReceive: boolean;
  /** Null for a reader who does not handle reclamations (nor links nor "Report a problem"). */
  reclamations?: NoteReclamation[] | null;
  timeZone?: string;
}

/** A delivery note as it was signed off (or a draft for a reader who may not receive): read-only, with its history. */
export function SignedNote({ view, basePath, canReceive, reclamations = null }: SignedNoteProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { note, draft } = view;
  const { header } = draft;
  const notesUrl = `${basePath}/deliveries/notes`;
  const byUid = new Map(view.lines.map((line) => [line.uid, line]));
  const title = t('receiving.note.title', { id: note.id });
  const [searchParams] = useSearchParams();
  const backorderId = Number(searchParams.get('backorder')) || null;
  const checks = (['damagedSeal', 'missingSeal', 'dirty', 'unacceptable'] as const).filter((check) => header[check]);
  const readings = (
    [
      ['room', header.roomTemperature],
      ['fridge', header.fridgeTemperature],
      ['freezer', header.freezerTemperature],
    ] as const
  ).filter(([, value]) => value);

  return (
    <Stack gap="sm" maw={720}>
      <PageTitle>{title}</PageTitle>
      <Group justify="space-between" wrap="wrap">
        <Title order={1}>{title}</Title>
        <Group gap="xs">
          <Badge size="lg" variant="light" color={note.state === 'draft' ? 'gray' : 'brand'} tt="none">
            {t(`deliveries.noteState.${note.state}`)}
          </Badge>
          {note.outcome && (
            <Badge size="lg" color={OUTCOME_COLORS[note.outcome]} tt="none" data-testid="outcome">
              {t(`deliveries.outcome.${note.outcome}`)}
            </Badge>
          )}
        </Group>
      </Group>

      <Paper withBorder p="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
          <Field label={t('receiving.header.supplier')} value={note.supplierName} />
          {note.orderId !== null && (
            <div>
              <Text size="sm" c="gray.7">
                {t('receiving.note.order')}
              </Text>
              <Anchor component={Link} to={`${basePath}/ordering/${note.orderId}`}>
                {t('receiving.header.order', { number: note.orderNumber ?? note.orderId })}
              </Anchor>
            </div>
          )}
          <Field label={t('receiving.header.deliveryNumber')} value={header.deliveryNumber ?? '—'} />
          <Field label={t('receiving.header.deliveryDate')} value={formatCalendarDate(language, header.deliveryDate)} />
          {note.acceptedByName && <Field label={t('receiving.note.acceptedBy')} value={note.acceptedByName} />}
          {note.signedOffAt && (
            <Field label={t('receiving.note.signedOffAt')} value={formatDateTime(language, note.signedOffAt)} />
          )}
          {header.driverName && <Field label={t('receiving.signOff.driverName')} value={header.driverName} />}
          {checks.length > 0 && (
            <Field
              label={t('receiving.delivery.title')}
              value={checks.map((check) => t(`deliveries.checks.${check}`)).join(', ')}
            />
          )}
          {readings.map(([name, value]) => (
            <Field key={name} label={t(`deliveries.readings.${name}`)} value={`${value} °C`} />
          ))}
          {header.note && <Field label={t('receiving.delivery.note')} value={header.note} />}
        </SimpleGrid>
      </Paper>

      {note.state === 'signed_off' && backorderId !== null && (
        <Alert color="blue" role="status" data-testid="backorder">
          <Text size="sm" mb="xs">
            {t('receiving.note.backorder')}
          </Text>
          {canReceive && (
            <Form method="post" action={`${basePath}/deliveries/receive`}>
              <input type="hidden" name="backorderId" value={backorderId} />
              <Button type="submit" variant="light">
                {t('receiving.note.receiveBackorder')}
              </Button>
            </Form>
          )}
        </Alert>
      )}
      {note.amendsNoteId !== null && (
        <Alert color="blue" data-testid="amends">
          <Anchor component={Link} to={`${notesUrl}/${note.amendsNoteId}`}>
            {t('receiving.amend.amends', { id: note.amendsNoteId })}
          </Anchor>
          {note.amendmentReason && <Text size="sm">{t('receiving.amend.why', { reason: note.amendmentReason })}</Text>}
        </Alert>
      )}
      {note.amendedByNoteId !== null && (
        <Alert color="orange" data-testid="amended-by">
          <Anchor component={Link} to={`${notesUrl}/${note.amendedByNoteId}`}>
            {t('receiving.amend.amendedBy', { id: note.amendedByNoteId })}
          </Anchor>
        </Alert>
      )}
      {canReceive && note.state === 'signed_off' && note.amendedByNoteId === null && <AmendNoteButton />}
      {reclamations && (
        <Paper withBorder p="sm" data-testid="note-reclamations">
          <Text size="sm" c="gray.7">
            {t('reclamations.note.title')}
          </Text>
          {reclamations.length > 0 ? (
            <Stack gap={4}>
              {reclamations.map((reclamation) => (
                <Anchor
                  key={reclamation.id}
                  component={Link}
                  to={`${basePath}/deliveries/reclamations/${reclamation.id}`}
                  py={10}
                >
                  {t('reclamations.note.open', {
                    number: reclamation.number,
                    status: t(`reclamations.statuses.${reclamation.status}`),
                  })}
                </Anchor>
              ))}
            </Stack>
          ) : (
            <Form method="post" action={`${basePath}/deliveries/notes/${note.id}/report-problem`}>
              <Button type="submit" variant="light" mt="xs">
                {t('reclamations.note.report')}
              </Button>
            </Form>
          )}
        </Paper>
      )}

      {draft.lines.map((input) => {
        const line = byUid.get(input.uid);
        if (!line) return null;
        const reading = readingOf(line, input, header);
        return (
          <Paper key={input.uid} withBorder p="sm" component="section" aria-label={line.productName}>
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <div style={{ minWidth: 0 }}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {line.productName}
                </Text>
                <Text size="sm">
                  {line.ordered !== null &&
                    `${t('receiving.line.ordered', { quantity: formatQuantity(language, line.ordered), unit: line.unit ?? '' })} · `}
                  {t('receiving.note.delivered', {
                    quantity: input.delivered ?? '—',
                    unit: line.unit ?? '',
                  })}
                </Text>
                {'reading' in reading && (
                  <Text size="sm">
                    {reading.reading} °C · {t(`deliveries.verdict.${reading.verdict}`)}
                  </Text>
                )}
                {input.isRejected && input.rejectReason && (
                  <Text size="sm">{t(`deliveries.rejectReason.${input.rejectReason}`)}</Text>
                )}
                {input.correctiveNote && <Text size="sm">{input.correctiveNote}</Text>}
                {(input.bestBefore || input.lot) && (
                  <Text size="sm">
                    {[input.bestBefore && formatCalendarDate(language, input.bestBefore), input.lot]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                )}
                {input.reclamationNote && <Text size="sm">{input.reclamationNote}</Text>}
                {line.record && <SignedLineRecord record={line.record} />}
              </div>
              <LineStateBadge state={lineStateOf(line, input, header)} />
            </Group>
            <ReceiptPhotos
              noteId={note.id}
              basePath={basePath}
              lineUid={input.uid}
              photos={view.photos.filter((photo) => photo.lineUid === input.uid)}
              readOnly
            />
          </Paper>
        );
      })}

      <ReceiptPhotos
        noteId={note.id}
        basePath={basePath}
        lineUid={null}
        photos={view.photos.filter((photo) => photo.lineUid === null)}
        readOnly
      />
      {note.hasSignature && (
        <Paper withBorder p="sm">
          <Text size="sm" c="gray.7">
            {t('receiving.signOff.signature')}
          </Text>
          <Image src={`${notesUrl}/${note.id}/signature`} alt={t('receiving.note.signatureAlt')} maw={360} bg="white" />
        </Paper>
      )}
    </Stack>
  );
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="sm" c="gray.7">
        {label}
      </Text>
      <Text style={{ overflowWrap: 'anywhere' }}>{value}</Text>
    </div>
  );
}
