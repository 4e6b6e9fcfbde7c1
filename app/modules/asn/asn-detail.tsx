import { Alert, Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '#app/utils/use-translation';
import { Link } from 'react-router';
import { ConfirmAction } from '#app/components/confirm-action';
import { DataTable } from '#app/components/data-table';
import { PageTitle } from '#app/components/page-title';
import { formatCalendarDate, formatQuantity } from '#app/modules/ordering/cart.format';
import { NoteOutcomeBadge } from '#app/modules/receiving/delivery-badges';
import { ReceiveButton } from '#app/modules/receiving/receive-button';
import { formatDateTime } from '#app/utils/format';
import { isLanguage } from '#app/utils/language';
import type { AsnDetail } from './asn-detail.repo.server';
import { AsnStatusBadge, isReceivableAsn } from './asn-list';

interface AsnDetailPageProps {
  detail: AsnDetail;
  canReceive: boolean;
  canCancel: boolean;
  basePath: string;
  /** What the last "Cancel ASN" did. */
  cancel: 'cancelled' | 'received' | null;
}

type Line = AsnDetail['lines'][number];

/** One advance ship notice: its header, lines, pallets and the notes received against it, with Receive and Cancel. */
export function AsnDetailPage({ detail, canReceive, canCancel, basePath, cancel }: AsnDetailPageProps) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const { asn, lines, notes } = detail;
  const title = t('asn.detail.title', { number: asn.asnNumber });
  const day = (value: string | null) => (value ? formatCalendarDate(language, value) : t('asn.detail.none'));
  const fields: [string, ReactNode][] = [
    [t('asn.detail.supplier'), asn.supplierName],
    [t('asn.detail.status'), <AsnStatusBadge key="status" status={asn.status} />],
    [t('asn.detail.deliveryDate'), day(asn.deliveryDate)],
    [t('asn.detail.despatchDate'), day(asn.despatchDate)],
    [t('asn.detail.documentDate'), day(asn.documentDate)],
    [
      t('asn.detail.order'),
      asn.orderId && asn.orderNumber !== null ? (
        <Anchor key="order" component={Link} to={`${basePath}/ordering/${asn.orderId}`}>
          {asn.orderNumber}
        </Anchor>
      ) : (
        t('asn.detail.none')
      ),
    ],
    [t('asn.detail.orderNumber'), asn.sentOrderNumber ?? t('asn.detail.none')],
    [t('asn.detail.deliveryNoteNumber'), asn.deliveryNoteNumber ?? t('asn.detail.none')],
    [t('asn.detail.warehouse'), asn.warehouseNumber ?? t('asn.detail.none')],
    [t('asn.detail.supplierGln'), asn.supplierGln ?? t('asn.detail.none')],
    [t('asn.detail.format'), t(`asn.formats.${asn.format}`)],
    [t('asn.detail.revision'), String(asn.revision)],
    [t('asn.detail.adviceSent'), asn.adviceSentAt ? formatDateTime(language, asn.adviceSentAt) : t('asn.detail.none')],
  ];
  const quantity = (value: string | null, unit: string | null) =>
    value === null ? '—' : `${formatQuantity(language, value)} ${unit ?? ''}`.trim();
  const pallets = new Map<string | null, Line[]>();
  for (const line of lines) pallets.set(line.sscc, [...(pallets.get(line.sscc) ?? []), line]);
  const lineName = (line: Line) => line.productName ?? line.description ?? line.gtin ?? line.supplierItemCode ?? '—';

  return (
    <Stack>
      <PageTitle>{title}</PageTitle>
      <Anchor component={Link} to={`${basePath}/advance-ship-notice`} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          {t('asn.detail.back')}
        </Group>
      </Anchor>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Title>
        <Group gap="xs">
          {canReceive && isReceivableAsn(asn.status) && (
            <ReceiveButton
              source={{ asnId: asn.id }}
              size="md"
              label={t('asn.detail.receive')}
              ariaLabel={t('asn.detail.receiveAria', { number: asn.asnNumber, supplier: asn.supplierName })}
            />
          )}
          {canCancel && isReceivableAsn(asn.status) && (
            <ConfirmAction
              label={t('asn.detail.cancel')}
              message={t('asn.detail.cancelConfirm', { number: asn.asnNumber })}
              intent="cancel"
              size="md"
              dismissLabel={t('asn.detail.cancelNo')}
            />
          )}
        </Group>
      </Group>
      {cancel === 'cancelled' && <Alert color="gray">{t('asn.detail.cancelled')}</Alert>}
      {cancel === 'received' && <Alert color="red">{t('asn.detail.cancelRefused')}</Alert>}

      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs">
          {fields.map(([label, value]) => (
            <div key={label} style={{ minWidth: 0 }}>
              <Text size="sm" c="gray.7">
                {label}
              </Text>
              <Text component="div" style={{ overflowWrap: 'anywhere' }}>
                {value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      </Paper>

      <Paper withBorder p="md" component="section" aria-labelledby="asn-lines">
        <Title order={2} size="h4" id="asn-lines" mb="sm">
          {t('asn.detail.lines')}
        </Title>
        <DataTable
          minWidth={900}
          aria-label={t('asn.detail.lines')}
          rows={lines}
          rowKey={(line) => line.id}
          columns={[
            { header: t('asn.detail.columns.position'), hideOnPhone: true, cell: (line) => line.position },
            {
              header: t('asn.detail.columns.product'),
              kind: 'title',
              cell: (line) => (
                <span style={{ overflowWrap: 'anywhere' }}>
                  {line.position}. {lineName(line)}
                  {line.productName && (line.gtin || line.supplierItemCode) ? (
                    <Text component="span" size="xs" c="gray.7" display="block">
                      {t('asn.detail.sentAs', { code: line.gtin ?? line.supplierItemCode })}
                    </Text>
                  ) : null}
                </span>
              ),
            },
            {
              header: t('asn.detail.columns.expected'),
              align: 'right',
              nowrap: true,
              cell: (line) => quantity(line.quantity, line.unit),
            },
            {
              header: t('asn.detail.columns.sent'),
              align: 'right',
              nowrap: true,
              cell: (line) => quantity(line.sentQuantity, line.unitCode),
            },
            { header: t('asn.detail.columns.bestBefore'), nowrap: true, cell: (line) => day(line.bestBefore) },
            { header: t('asn.detail.columns.lot'), cell: (line) => line.lot ?? '—' },
            {
              header: t('asn.detail.columns.sscc'),
              cell: (line) => <span style={{ overflowWrap: 'anywhere' }}>{line.sscc ?? '—'}</span>,
            },
            {
              header: t('asn.detail.columns.problem'),
              cell: (line) =>
                line.problem ? (
                  <Badge color="orange" variant="light">
                    {t(`asn.problems.${line.problem}`)}
                  </Badge>
                ) : (
                  '—'
                ),
            },
          ]}
        />
      </Paper>

      {[...pallets.keys()].some((sscc) => sscc !== null) && (
        <Paper withBorder p="md" component="section" aria-labelledby="asn-pallets">
          <Title order={2} size="h4" id="asn-pallets" mb="sm">
            {t('asn.detail.pallets')}
          </Title>
          <Stack gap="sm">
            {[...pallets.entries()].map(([sscc, onPallet]) => (
              <div key={sscc ?? 'none'} data-testid="asn-pallet">
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {sscc ? t('asn.detail.pallet', { sscc }) : t('asn.detail.noPallet')}
                  <Text component="span" c="gray.7" size="sm" ml="xs">
                    {t('asn.detail.palletLines', { count: onPallet.length })}
                  </Text>
                </Text>
                <Stack gap={0} component="ul" m={0} pl="md">
                  {onPallet.map((line) => (
                    <Text component="li" size="sm" key={line.id} style={{ overflowWrap: 'anywhere' }}>
                      {line.position}. {lineName(line)} ·{' '}
                      {quantity(line.quantity ?? line.sentQuantity, line.unit ?? line.unitCode)}
                    </Text>
                  ))}
                </Stack>
              </div>
            ))}
          </Stack>
        </Paper>
      )}

      <Paper withBorder p="md" component="section" aria-labelledby="asn-notes">
        <Title order={2} size="h4" id="asn-notes" mb="sm">
          {t('asn.detail.notes')}
        </Title>
        {notes.length === 0 ? (
          <Text c="gray.7">{t('asn.detail.noNotes')}</Text>
        ) : (
          <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {notes.map((note) => (
              <Group component="li" key={note.id} gap="xs" wrap="wrap">
                <Anchor component={Link} to={`${basePath}/deliveries/notes/${note.id}`} py={10}>
                  {t('asn.detail.note', { date: formatCalendarDate(language, note.deliveryDate) })}
                  {note.deliveryNumber ? ` · ${note.deliveryNumber}` : ''}
                </Anchor>
                <NoteOutcomeBadge state={note.state} outcome={note.outcome} />
              </Group>
            ))}
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}
