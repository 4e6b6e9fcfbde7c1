import { Alert, Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Timeline, Title } from '@mantine/core';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '#app/utils/use-translation';
import { Form, useRevalidator } from 'react-router';
import { DataTable } from '#app/components/data-table';
import { PageTitle } from '#app/components/page-title';
import { formatDateTime, formatMoney, formatNumber } from '#app/utils/format';
import { isLanguage } from '#app/utils/language';
import { formatCalendarDate, formatQuantity } from './cart.format';
import { CancelOutcome } from './order-actions';
import type { OrderDetail } from './order-detail.service.server';

interface OrderDetailPageProps {
  order: OrderDetail;
  canRetry: boolean;
  justSent: boolean;
  retried: boolean;
  /** Receive, Repeat and Cancel, as the user's permissions allow. */
  actions?: ReactNode;
  /** The order's delivery notes and backorder (modules/receiving), as the user may see them. */
  deliveries?: ReactNode;
}

const MAIL_COLORS = { sending: 'blue', sent: 'green', failed: 'red' } as const;

function MailStateBadge({ mail, timeZone }: { mail: OrderDetail['mail']; timeZone: string }) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  if (!mail) return <Badge color="gray">{t('cart.mailState.none')}</Badge>;
  const label =
    mail.status === 'sent'
      ? t('cart.mailState.sent', { at: mail.sentAt ? formatDateTime(language, mail.sentAt, timeZone) : '' })
      : mail.status === 'failed'
        ? t('cart.mailState.failed', { reason: mail.lastError ?? '' })
        : mail.lastError
          ? t('cart.mailState.retrying', { reason: mail.lastError })
          : t('cart.mailState.sending');
  return (
    <Badge color={MAIL_COLORS[mail.status]} variant="dot" size="lg" tt="none" data-testid="mail-state">
      {label}
    </Badge>
  );
}

/** While the supplier's mail is on its way, reloads the page's data now and then, so Sending turns to Sent by itself. */
export function useFollowSending(sending: boolean) {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!sending) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible' && revalidator.state === 'idle') void revalidator.revalidate();
    }, FOLLOW_MS);
    return () => window.clearInterval(timer);
  }, [sending, revalidator]);
}

const FOLLOW_MS = 3000;

/** An order: what was ordered, for when, the e-mail's state, its timeline; print-friendly (the shell hides in print). */
export function OrderDetailPage({ order, canRetry, justSent, retried, actions, deliveries }: OrderDetailPageProps) {
  const { t, i18n } = useTranslation();
  useFollowSending(order.mail?.status === 'sending');
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const title = t('cart.detailTitle', { number: order.number });
  return (
    <Stack>
      <PageTitle>{title}</PageTitle>
      <Group justify="space-between" className="no-print">
        <Title order={1}>{title}</Title>
        <Group>
          {actions}
          <Button
            component="a"
            href={`/admin/ordering/${order.id}/pdf`}
            variant="light"
            leftSection={<IconDownload size={16} aria-hidden />}
          >
            {t('cart.downloadPdf')}
          </Button>
          <Button variant="default" onClick={() => window.print()} leftSection={<IconPrinter size={16} aria-hidden />}>
            {t('cart.print')}
          </Button>
        </Group>
      </Group>
      {justSent && (
        <Alert color="green" role="status">
          {t('cart.sent', { count: 1 })}
        </Alert>
      )}
      <CancelOutcome />
      {retried && (
        <Alert color="blue" role="status">
          {t('cart.retried')}
        </Alert>
      )}
      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Stack gap={4}>
            <Text size="sm" c="gray.7">
              {t('cart.supplier')}
            </Text>
            <Text fw={600}>{order.supplier.name}</Text>
            <Text size="sm">
              {[order.supplier.address, [order.supplier.postCode, order.supplier.city].filter(Boolean).join(' ')]
                .filter(Boolean)
                .join(', ')}
            </Text>
          </Stack>
          <Stack gap={4}>
            <Text size="sm">
              {t('cart.deliveryDate')}: <strong>{formatCalendarDate(language, order.deliveryDate)}</strong>
            </Text>
            <Text size="sm">
              {t('cart.orderedAt')}: {formatDateTime(language, order.createdAt, order.timeZone)}
            </Text>
            {order.createdBy && (
              <Text size="sm">
                {t('cart.sentBy')}: {order.createdBy}
              </Text>
            )}
            <Group gap="xs">
              <MailStateBadge mail={order.mail} timeZone={order.timeZone} />
              {order.mail?.status === 'failed' && canRetry && (
                <Form method="post">
                  <input type="hidden" name="intent" value="retry" />
                  <Button type="submit" size="xs" color="red" variant="light">
                    {t('cart.retry')}
                  </Button>
                </Form>
              )}
            </Group>
          </Stack>
        </SimpleGrid>
        {order.note && (
          <Text size="sm" mt="sm">
            {t('cart.document.note')}: {order.note}
          </Text>
        )}
      </Paper>
      <DataTable
        striped
        minWidth={640}
        rows={order.lines}
        rowKey={(line) => line.position}
        columns={[
          { header: '#', hideOnPhone: true, cell: (line) => line.position },
          { header: t('cart.columns.product'), kind: 'title', cell: (line) => line.productName },
          {
            header: t('cart.columns.code'),
            cell: (line) => (
              <div>
                <Text size="xs">{line.supplierProductId ?? ''}</Text>
                <Text size="xs" c="gray.7">
                  {line.ean ?? ''}
                </Text>
              </div>
            ),
          },
          {
            header: t('cart.columns.quantity'),
            align: 'right',
            cell: (line) => (
              <>
                {formatQuantity(language, line.quantity)} {line.unit ?? ''}
              </>
            ),
          },
          {
            header: t('cart.columns.price'),
            align: 'right',
            cell: (line) => (
              <>
                {formatMoney(language, line.price)}
                {Number(line.discount) > 0 && ` −${formatNumber(language, Number(line.discount))} %`}
              </>
            ),
          },
          {
            header: t('cart.columns.vat'),
            align: 'right',
            cell: (line) => `${formatNumber(language, Number(line.vat))} %`,
          },
          { header: t('cart.columns.net'), align: 'right', cell: (line) => formatMoney(language, line.netAmount) },
          { header: t('cart.columns.gross'), align: 'right', cell: (line) => formatMoney(language, line.grossAmount) },
        ]}
      />
      <Group justify="flex-end" gap="xl">
        <Text size="sm">
          {t('cart.totals.net')}: {formatMoney(language, order.totals.net)}
        </Text>
        <Text size="sm">
          {t('cart.totals.vat')}: {formatMoney(language, order.totals.vat)}
        </Text>
        <Text fw={700}>
          {t('cart.totals.gross')}: {formatMoney(language, order.totals.gross)}
        </Text>
      </Group>
      {deliveries}
      <Paper withBorder p="md" component="section" aria-labelledby="order-timeline">
        <Title order={2} size="h4" id="order-timeline" mb="sm">
          {t('cart.timeline')}
        </Title>
        <Timeline bulletSize={14} lineWidth={2}>
          {order.timeline.map((event, index) => (
            <Timeline.Item
              key={`${event.kind}-${index}`}
              title={t(`cart.events.${event.kind}`, {
                actor: event.actor ?? '',
                reason: event.detail ?? '',
                defaultValue: event.kind,
              })}
            >
              <Text size="xs" c="gray.7">
                {formatDateTime(language, event.at, order.timeZone)}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      </Paper>
      <Anchor href="/admin/cart" className="no-print" size="sm">
        {t('cart.backToCart')}
      </Anchor>
    </Stack>
  );
}
