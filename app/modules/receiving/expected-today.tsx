import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from '#app/utils/use-translation';
import { Link } from 'react-router';
import { RowBadge, RowButton, RowGroup, RowLink } from '#app/components/plain';
import { RowPaper, RowStack, RowText } from '#app/components/plain-layout';
import { formatCalendarDate } from '#app/modules/ordering/cart.format';
import type { AsnExpectedToday } from '#app/modules/asn/asn-list.repo.server';
import { isLanguage } from '#app/utils/language';
import type { ExpectedDelivery } from './expected-deliveries.repo.server';
import { ReceiveButton } from './receive-button';

/** Which kinds of today's deliveries have more than the list shows (EXPECTED_SHOWN of each). */
export interface ExpectedMore {
  orders: boolean;
  backorders: boolean;
  asns: boolean;
}

/**
 * Today's advance ship notices, open orders and due backorders, each with "Receive", and the way to receive an
 * unplanned delivery. Where a kind has more than the list shows, a link leads to all of them.
 */
export function ExpectedToday({
  rows,
  asns = [],
  more,
  today,
}: {
  rows: ExpectedDelivery[];
  asns?: AsnExpectedToday[];
  more?: ExpectedMore;
  today: string;
}) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="expected-today">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="expected-today">
          {t('deliveryLists.expected.title')}
        </Title>
        <RowButton to="/admin/deliveries/receive" variant="light" leftSection={<IconPlus size={16} aria-hidden />}>
          {t('deliveryLists.expected.unplanned')}
        </RowButton>
      </Group>
      {rows.length === 0 && asns.length === 0 ? (
        <Text c="gray.7">{t('deliveryLists.expected.empty')}</Text>
      ) : (
        // Up to 2 × EXPECTED_SHOWN cards: plain elements in Mantine's classes (app/components/plain-layout.tsx).
        <RowStack gap="xs" component="ul">
          {asns.map((asn) => (
            <RowPaper component="li" key={`asn-${asn.id}`} p="sm" data-testid="expected-asn">
              <RowGroup justify="space-between" gap="xs">
                <div style={CARD_TEXT}>
                  <RowText fw={600}>{asn.supplierName}</RowText>
                  <RowGroup gap="xs">
                    <RowLink to={`/admin/advance-ship-notice/${asn.id}`} size="sm">
                      {t('asn.expected.asn', { number: asn.asnNumber })}
                    </RowLink>
                    <RowText size="sm" c="gray.7">
                      {t('deliveryLists.expected.lines', { count: asn.lines })}
                    </RowText>
                  </RowGroup>
                </div>
                <ReceiveButton
                  source={{ asnId: asn.id }}
                  label={t('deliveryLists.expected.receive')}
                  ariaLabel={t('asn.expected.receiveAsn', { number: asn.asnNumber, supplier: asn.supplierName })}
                />
              </RowGroup>
            </RowPaper>
          ))}
          {rows.map((row) => (
            <RowPaper component="li" key={`${row.kind}-${row.id}`} p="sm" data-testid="expected-delivery">
              <RowGroup justify="space-between" gap="xs">
                <div style={CARD_TEXT}>
                  <RowText fw={600}>{row.supplierName}</RowText>
                  <RowGroup gap="xs">
                    <RowLink to={`/admin/ordering/${row.orderId}`} size="sm">
                      {row.kind === 'order'
                        ? t('deliveryLists.expected.order', { number: row.orderNumber })
                        : t('deliveryLists.expected.backorder', { number: row.orderNumber })}
                    </RowLink>
                    <RowText size="sm" c="gray.7">
                      {t('deliveryLists.expected.lines', { count: row.lines })}
                    </RowText>
                    {row.date < today && (
                      <RowBadge color="red" variant="light">
                        {t('deliveryLists.expected.overdue', { date: formatCalendarDate(language, row.date) })}
                      </RowBadge>
                    )}
                  </RowGroup>
                </div>
                <ReceiveButton
                  source={row.kind === 'order' ? { orderId: row.id } : { backorderId: row.id }}
                  label={t('deliveryLists.expected.receive')}
                  ariaLabel={t(
                    row.kind === 'order'
                      ? 'deliveryLists.expected.receiveOrder'
                      : 'deliveryLists.expected.receiveBackorder',
                    { number: row.orderNumber, supplier: row.supplierName },
                  )}
                />
              </RowGroup>
            </RowPaper>
          ))}
        </RowStack>
      )}
      {more && (more.asns || more.backorders || more.orders) && (
        <Stack gap={0} mt="sm" data-testid="expected-more">
          <Text size="sm" c="gray.7">
            {t('deliveryLists.expected.more')}
          </Text>
          {more.asns && <MoreLink to="/admin/advance-ship-notice">{t('deliveryLists.expected.allAsns')}</MoreLink>}
          {more.backorders && <MoreLink to="/admin/backorder">{t('deliveryLists.expected.allBackorders')}</MoreLink>}
          {more.orders && (
            <MoreLink to={`/admin/ordering?dateField=delivery&from=${today}&to=${today}`}>
              {t('deliveryLists.expected.allOrders')}
            </MoreLink>
          )}
        </Stack>
      )}
    </Paper>
  );
}

/** A card's supplier above its order and line count; may shrink (a long ASN number wraps anywhere). */
const CARD_TEXT = { display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0, overflowWrap: 'anywhere' } as const;

function MoreLink({ to, children }: { to: string; children: string }) {
  return (
    <Anchor component={Link} to={to} size="sm" mih={44} style={{ display: 'inline-flex', alignItems: 'center' }}>
      {children}
    </Anchor>
  );
}
