import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '#app/utils/use-translation';
import { Link } from 'react-router';
import { DataTable } from '#app/components/data-table';
import { formatCalendarDate } from '#app/modules/ordering/cart.format';
import { isLanguage } from '#app/utils/language';
import { NoteOutcomeBadge } from './delivery-badges';
import type { OrderDeliveries as Deliveries } from './order-deliveries.server';
import { ReceiveButton } from './receive-button';

/** The order page's deliveries: its delivery notes (date, number, outcome, link) and its open backorder. */
export function OrderDeliveries({
  deliveries,
  canReceive,
  canViewNotes,
}: {
  deliveries: Deliveries;
  canReceive: boolean;
  canViewNotes: boolean;
}) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const { notes, backorder } = deliveries;
  if (!canViewNotes && !backorder) return null;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="order-deliveries" className="no-print">
      <Title order={2} size="h4" id="order-deliveries" mb="sm">
        {t('deliveryLists.order.title')}
      </Title>
      <Stack>
        {backorder && (
          <Group justify="space-between" data-testid="order-backorder">
            <Text>
              {t('deliveryLists.order.backorder', {
                count: backorder.lines,
                date: formatCalendarDate(language, backorder.expectedDate),
              })}
            </Text>
            {canReceive && (
              <ReceiveButton
                source={{ backorderId: backorder.id }}
                label={t('deliveryLists.order.receiveBackorder')}
                variant="light"
              />
            )}
          </Group>
        )}
        {canViewNotes &&
          (notes.length === 0 ? (
            <Text c="gray.7">{t('deliveryLists.order.noNotes')}</Text>
          ) : (
            <DataTable
              aria-label={t('deliveryLists.order.notes')}
              rows={notes}
              rowKey={(note) => note.id}
              columns={[
                {
                  header: t('deliveryLists.notes.columns.date'),
                  kind: 'title',
                  cell: (note) => (
                    <Anchor component={Link} to={`/admin/deliveries/notes/${note.id}`}>
                      {formatCalendarDate(language, note.deliveryDate)}
                    </Anchor>
                  ),
                },
                {
                  header: t('deliveryLists.notes.columns.number'),
                  cell: (note) => note.deliveryNumber ?? t('deliveryLists.notes.noNumber'),
                },
                {
                  header: t('deliveryLists.notes.columns.state'),
                  cell: (note) => <NoteOutcomeBadge state={note.state} outcome={note.outcome} />,
                },
              ]}
            />
          ))}
      </Stack>
    </Paper>
  );
}
