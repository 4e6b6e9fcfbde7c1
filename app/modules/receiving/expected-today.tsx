import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from '#app/utils/use-translation';
import { RowBadge, RowButton, RowLink } from '#app/components/plain';
import { RowStack } from '#app/components/plain-layout';
import { formatCalendarDate } from '#app/modules/ordering/cart.format';
import type { AsnExpectedToday } from '#app/modules/asn/asn-list.repo.server';
import { isLanguage } from '#app/utils/language';
import type { ExpectedDelivery } from './expected-deliveries.repo.server';
import { ReceiveButton, ReceiveForm } from './receive-button';

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
      <ReceiveForm />
      {rows.length === 0 && asns.length === 0 ? (
        <Text c="gray.7">{t('deliveryLists.expected.empty')}</Text>
      ) : (
        // Up to EXPECTED_SHOWN cards of each kind, laid out by classes of app.css (.expected-card): the Mantine parts
        // each card repeated carried their layout as inline variables, 2.4 KB of markup a card.
        <RowStack gap="xs" component="ul">
          {asns.map((asn) => (
            <ExpectedCard
              key={`asn-${asn.id}`}
              testId="expected-asn"
              supplier={asn.supplierName}
              link={
                <RowLink to={`/admin/advance-ship-notice/${asn.id}`} size="sm">
                  {t('asn.expected.asn', { number: asn.asnNumber })}
                </RowLink>
              }
              lines={t('deliveryLists.expected.lines', { count: asn.lines })}
              receive={
                <ReceiveButton
                  inList
                  source={{ asnId: asn.id }}
                  label={t('deliveryLists.expected.receive')}
                  ariaLabel={t('asn.expected.receiveAsn', { number: asn.asnNumber, supplier: asn.supplierName })}
                />
              }
            />
          ))}
          {rows.map((row) => (
            <ExpectedCard
              key={`${row.kind}-${row.id}`}
              testId="expected-delivery"
              supplier={row.supplierName}
              link={
                <RowLink to={`/admin/ordering/${row.orderId}`} size="sm">
                  {row.kind === 'order'
                    ? t('deliveryLists.expected.order', { number: row.orderNumber })
                    : t('deliveryLists.expected.backorder', { number: row.orderNumber })}
                </RowLink>
              }
              lines={t('deliveryLists.expected.lines', { count: row.lines })}
              overdue={
                row.date < today &&
                t('deliveryLists.expected.overdue', { date: formatCalendarDate(language, row.date) })
              }
              receive={
                <ReceiveButton
                  inList
                  source={row.kind === 'order' ? { orderId: row.id } : { backorderId: row.id }}
                  label={t('deliveryLists.expected.receive')}
                  ariaLabel={t(
                    row.kind === 'order'
                      ? 'deliveryLists.expected.receiveOrder'
                      : 'deliveryLists.expected.receiveBackorder',
                    { number: row.orderNumber, supplier: row.supplierName },
                  )}
                />
              }
            />
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

const CARD = `${Paper.classes.root} mantine-Paper-root expected-card`;

/**
 * One expected delivery: its supplier above its order (or ASN), line count and whether it is overdue, and Receive.
 * The text may shrink beside the button (a long ASN number wraps anywhere).
 */
function ExpectedCard({
  testId,
  supplier,
  link,
  lines,
  overdue,
  receive,
}: {
  testId: string;
  supplier: string;
  link: ReactNode;
  lines: string;
  overdue?: string | false;
  receive: ReactNode;
}) {
  return (
    <li className={CARD} data-with-border data-testid={testId}>
      <div className="expected-card-text">
        <p className="expected-card-supplier">{supplier}</p>
        <div className="expected-card-meta">
          {link}
          <span className="expected-card-lines">{lines}</span>
          {overdue && (
            <RowBadge color="red" variant="light">
              {overdue}
            </RowBadge>
          )}
        </div>
      </div>
      {receive}
    </li>
  );
}

function MoreLink({ to, children }: { to: string; children: string }) {
  return (
    <RowLink to={to} size="sm" tapTarget>
      {children}
    </RowLink>
  );
}
