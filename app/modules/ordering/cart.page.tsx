import { Alert, Anchor, Button, Checkbox, Group, List, NativeSelect, Paper, Stack, Table, Text, Textarea, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { IconPlus, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Form, Link, useNavigation } from 'react-router';
import { ConfirmAction } from '#app/components/confirm-action';
import { PageTitle } from '#app/components/page-title';
import { formatMoney, formatNumber } from '#app/utils/format';
import { isLanguage } from '#app/utils/language';
import type { Cart, CartGroup } from './cart.repo.server';
import { editableQuantity, formatCalendarDate } from './cart.format';
import type { LineAmounts } from './cart.totals';

interface CartPageProps {
  cart: Cart;
  submissionKey: string;
  canSend: boolean;
  actionData?: {
    intent: string | null;
    result: { error?: Record<string, string[] | null> | null; initialValue?: Record<string, unknown> | null } | null;
    problems: { supplierId: number | null; supplierName: string | null; problem: string }[] | null;
    sent?: { id: number; number: number }[];
  };
}

function Totals({ totals, label }: { totals: LineAmounts; label?: string }) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  return (
    <Group justify="flex-end" gap="xl">
      {label && <Text fw={700}>{label}</Text>}
      <Text size="sm">
        {t('cart.totals.net')}: {formatMoney(language, totals.net)}
      </Text>
      <Text size="sm">
        {t('cart.totals.vat')}: {formatMoney(language, totals.vat)}
      </Text>
      <Text fw={700}>
        {t('cart.totals.gross')}: {formatMoney(language, totals.gross)}
      </Text>
    </Group>
  );
}

function SupplierGroup({ group, actionData }: { group: CartGroup; actionData: CartPageProps['actionData'] }) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const quantityError = (productId: number) =>
    actionData?.intent === 'quantity' && String(actionData.result?.initialValue?.productId) === String(productId) ? actionData.result?.error?.quantity?.[0] : undefined;
  const headingId = `supplier-${group.supplierId}`;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack>
        <Title order={2} size="h3" id={headingId}>
          {group.supplierName}
        </Title>
        <Form method="post">
          <input type="hidden" name="intent" value="supplier" />
          <input type="hidden" name="supplierId" value={group.supplierId} />
          <Group align="flex-end">
            {group.offeredDates.length ? (
              <NativeSelect
                name="deliveryDate"
                label={t('cart.deliveryDate')}
                defaultValue={group.deliveryDate ?? ''}
                data={[
                  { value: '', label: t('cart.pickDate'), disabled: true },
                  ...group.offeredDates.map((date) => ({ value: date, label: formatCalendarDate(language, date) })),
                ]}
              />
            ) : (
              <Text c="red.8">{t('cart.noDates')}</Text>
            )}
            <Textarea name="note" label={t('cart.note')} defaultValue={group.note ?? ''} autosize minRows={1} maxLength={1000} style={{ flex: 1, minWidth: 200 }} />
            <Button type="submit" variant="default">
              {t('cart.save')}
            </Button>
          </Group>
        </Form>
        <Table.ScrollContainer minWidth={640}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('cart.columns.product')}</Table.Th>
                <Table.Th>{t('cart.columns.quantity')}</Table.Th>
                <Table.Th ta="right">{t('cart.columns.price')}</Table.Th>
                <Table.Th ta="right">{t('cart.columns.net')}</Table.Th>
                <Table.Th ta="right">{t('cart.columns.gross')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('cart.remove')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {group.lines.map((line) => {
                const error = quantityError(line.productId);
                return (
                  <Table.Tr key={line.productId}>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {line.name}
                      </Text>
                      <Text size="xs" c="gray.7">
                        {[line.supplierProductId, line.ean].filter(Boolean).join(' · ')}
                      </Text>
                      {!line.orderable && (
                        <Text size="xs" c="red.8">
                          {t('cart.notOrderable')}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Form method="post" key={line.quantity}>
                        <input type="hidden" name="intent" value="quantity" />
                        <input type="hidden" name="productId" value={line.productId} />
                        <Group gap="xs" wrap="nowrap">
                          <TextInput
                            name="quantity"
                            size="xs"
                            w={90}
                            inputMode="decimal"
                            defaultValue={editableQuantity(language, line.quantity)}
                            aria-label={`${t('cart.columns.quantity')}: ${line.name}`}
                            error={error ? t(error) : undefined}
                          />
                          <Text size="xs">{line.unit}</Text>
                          <Button type="submit" size="xs" variant="default" aria-label={`${t('cart.save')}: ${line.name}`}>
                            {t('cart.save')}
                          </Button>
                        </Group>
                      </Form>
                    </Table.Td>
                    <Table.Td ta="right">
                      {line.price ? (
                        <>
                          {formatMoney(language, line.price.price)}
                          {Number(line.price.discount) > 0 && (
                            <Text size="xs" c="gray.7">
                              −{formatNumber(language, Number(line.price.discount))} %
                            </Text>
                          )}
                        </>
                      ) : (
                        <Text size="sm" c="red.8">
                          {t('cart.noPrice')}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td ta="right">{line.amounts ? formatMoney(language, line.amounts.net) : ''}</Table.Td>
                    <Table.Td ta="right">{line.amounts ? formatMoney(language, line.amounts.gross) : ''}</Table.Td>
                    <Table.Td>
                      <ConfirmAction
                        label={t('cart.remove')}
                        message={t('cart.removeMessage', { name: line.name })}
                        intent="remove"
                        fields={{ productId: line.productId }}
                        variant="default"
                        size="xs"
                      />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Totals totals={group.totals} />
        {group.belowMinimum && group.minOrderValue && (
          <Alert color="orange">{t('cart.minimumWarning', { minimum: formatMoney(language, group.minOrderValue) })}</Alert>
        )}
      </Stack>
    </Paper>
  );
}

/** The cart, one section per supplier, with the delivery date and note of each, totals, and sending. */
export function CartPage({ cart, submissionKey, canSend, actionData }: CartPageProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'send';
  const anyBelowMinimum = cart.groups.some((group) => group.belowMinimum);
  return (
    <Stack>
      <PageTitle>{t('cart.cartTitle')}</PageTitle>
      <Group justify="space-between">
        <Title order={1}>{t('cart.cartTitle')}</Title>
        <Button component={Link} to="/admin/ordering/new-order" variant="light" leftSection={<IconPlus size={16} aria-hidden />}>
          {t('cart.newOrderTitle')}
        </Button>
      </Group>
      {actionData?.sent && (
        <Alert color="green" role="status">
          <Text>{t('cart.sent', { count: actionData.sent.length })}</Text>
          <List>
            {actionData.sent.map((order) => (
              <List.Item key={order.id}>
                <Anchor component={Link} to={`/admin/ordering/${order.id}`}>
                  {t('cart.detailTitle', { number: order.number })}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      {actionData?.problems && (
        <Alert color="red" role="alert">
          <List>
            {actionData.problems.map((problem) => (
              <List.Item key={`${problem.supplierId}-${problem.problem}`}>{t(`cart.problems.${problem.problem}`, { supplier: problem.supplierName })}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      {cart.groups.length === 0 ? (
        <Text>{t('cart.empty')}</Text>
      ) : (
        <>
          {cart.groups.map((group) => (
            <SupplierGroup key={group.supplierId} group={group} actionData={actionData} />
          ))}
          <Paper withBorder p="md">
            <Totals totals={cart.totals} label={t('cart.totals.overall')} />
          </Paper>
          {canSend && (
            <Form method="post">
              <input type="hidden" name="intent" value="send" />
              <input type="hidden" name="submissionKey" value={submissionKey} />
              <Group justify="flex-end">
                {anyBelowMinimum && <Checkbox name="confirmBelowMinimum" label={t('cart.confirmBelowMinimum')} />}
                <Button type="submit" size="md" loading={sending} leftSection={<IconSend size={18} aria-hidden />}>
                  {t('cart.send')}
                </Button>
              </Group>
            </Form>
          )}
        </>
      )}
    </Stack>
  );
}
