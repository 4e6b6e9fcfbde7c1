import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Image,
  NativeSelect,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useTranslation } from '#app/utils/use-translation';
import { Form, Link, useNavigation } from 'react-router';
import { PageTitle } from '#app/components/page-title';
import { RECLAMATION_REASONS } from '#app/db/schema/reclamations';
import { formatCalendarDate, formatQuantity } from '#app/modules/ordering/cart.format';
import { useFollowSending } from '#app/modules/ordering/order-detail.page';
import { formatDateTime, formatMoney } from '#app/utils/format';
import { isLanguage } from '#app/utils/language';
import type { ReclamationDetail } from './reclamation.service.server';
import { expectedCreditOf } from './reclamation-credit';
import { ReclamationStatusBadge } from './reclamation-status-badge';

interface ActionResult {
  ok: boolean;
  form: string;
  lineId: string;
  fieldErrors: Record<string, string[]>;
}

const MAIL_COLORS = { sending: 'blue', sent: 'green', failed: 'red' } as const;
/** A reclamation: supplier, note and order, its mail, delivery problems, lines (editable until answered), answer, solved. */
export function ReclamationDetailPage({ detail, result }: { detail: ReclamationDetail; result: ActionResult | null }) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const { reclamation, lines, editable } = detail;
  const tz = reclamation.shop.timeZone;
  const at = (value: Date) => formatDateTime(language, value, tz);
  const errorOf = (form: string, field: string, lineId = '') =>
    result && !result.ok && result.form === form && result.lineId === lineId && result.fieldErrors[field]
      ? t(result.fieldErrors[field]![0] as never)
      : undefined;
  useFollowSending(reclamation.mail?.status === 'sending');
  const title = t('reclamations.detailTitle', { number: reclamation.number });
  const flags = (['damagedSeal', 'missingSeal', 'dirty', 'unacceptable'] as const).filter((flag) => reclamation[flag]);
  const canSend = editable && (reclamation.status === 'open' || detail.changedSinceSent);
  const reasonOptions = RECLAMATION_REASONS.map((value) => ({ value, label: t(`reclamations.reasons.${value}`) }));
  const sendError = errorOf('send', 'form');

  return (
    <Stack>
      <PageTitle>{title}</PageTitle>
      <Group justify="space-between" wrap="wrap">
        <Title order={1}>{title}</Title>
        <ReclamationStatusBadge status={reclamation.status} />
      </Group>
      <Paper withBorder p="md">
        <Stack gap="xs">
          <Text>
            <Text span fw={700}>
              {t('reclamations.detail.supplier')}:{' '}
            </Text>
            {reclamation.supplier.name}
          </Text>
          <Group gap="md" wrap="wrap">
            <Anchor component={Link} to={`/admin/deliveries/notes/${reclamation.deliveryNoteId}`} mih={44} py={10}>
              {t('reclamations.detail.deliveryNote')} {reclamation.deliveryNumber ?? t('reclamations.detail.noNumber')}{' '}
              ({formatCalendarDate(language, reclamation.deliveryDate)})
            </Anchor>
            {reclamation.orderId !== null && (
              <Anchor component={Link} to={`/admin/ordering/${reclamation.orderId}`} mih={44} py={10}>
                {t('reclamations.detail.order', { number: reclamation.orderNumber })}
              </Anchor>
            )}
          </Group>
          {reclamation.mail && (
            <Group gap="xs" wrap="wrap">
              <Badge
                color={MAIL_COLORS[reclamation.mail.status]}
                variant="dot"
                size="lg"
                tt="none"
                data-testid="mail-state"
              >
                {reclamation.mail.status === 'failed'
                  ? t('reclamations.mailState.failed', { reason: reclamation.mail.lastError ?? '' })
                  : t(`reclamations.mailState.${reclamation.mail.status}`)}
              </Badge>
              {reclamation.mail.status === 'failed' && (
                <Form method="post">
                  <input type="hidden" name="intent" value="retry" />
                  <Button type="submit" color="red" variant="light" mih={44} disabled={busy}>
                    {t('reclamations.detail.retry')}
                  </Button>
                </Form>
              )}
            </Group>
          )}
          {reclamation.sentAt && reclamation.sentBy && (
            <Text size="sm">
              {t('reclamations.detail.sentBy', { name: reclamation.sentBy, at: at(reclamation.sentAt) })}
            </Text>
          )}
          {flags.length > 0 && (
            <Group gap={4} wrap="wrap">
              <Text size="sm" fw={700}>
                {t('reclamations.detail.deliveryProblems')}:
              </Text>
              {flags.map((flag) => (
                <Badge key={flag} color="orange" variant="light" tt="none">
                  {t(`reclamations.flags.${flag}`)}
                </Badge>
              ))}
            </Group>
          )}
          {reclamation.note && <Text size="sm">{reclamation.note}</Text>}
          <Text fw={700}>
            {t('reclamations.detail.expectedCredit', { amount: formatMoney(language, expectedCreditOf(lines)) })}
          </Text>
        </Stack>
      </Paper>

      {editable && (
        <Paper withBorder p="md">
          <Stack gap="xs">
            <Text size="sm">
              {detail.recipients.length
                ? t('reclamations.detail.recipients', { to: detail.recipients.join(', ') })
                : t('reclamations.detail.noRecipients')}
            </Text>
            {sendError && <Alert color="red">{sendError}</Alert>}
            {result?.ok && result.form === 'send' && <Alert color="green">{t('reclamations.detail.sent')}</Alert>}
            {canSend && (
              <Form method="post">
                <input type="hidden" name="intent" value="send" />
                <Button
                  type="submit"
                  size="md"
                  mih={48}
                  fullWidth
                  loading={busy && navigation.formData?.get('intent') === 'send'}
                >
                  {reclamation.status === 'open' ? t('reclamations.detail.send') : t('reclamations.detail.sendAgain')}
                </Button>
              </Form>
            )}
          </Stack>
        </Paper>
      )}

      <Title order={2}>{t('reclamations.detail.lines')}</Title>
      {lines.length === 0 && <Text c="gray.7">{t('reclamations.detail.noLines')}</Text>}
      {lines.map((line) => {
        const lineId = String(line.id);
        return (
          <Paper withBorder p="md" key={line.id} data-testid="reclamation-line">
            <Stack gap="xs">
              <Group justify="space-between" wrap="wrap">
                <Text fw={700}>
                  {line.position}. {line.productName}
                </Text>
                <Group gap={4}>
                  <Badge variant="light" tt="none">
                    {t(`reclamations.reasons.${line.reason}`)}
                  </Badge>
                  {line.addedLater && (
                    <Badge variant="outline" color="gray" tt="none">
                      {t('reclamations.detail.addedLater')}
                    </Badge>
                  )}
                  {line.solvedAt && (
                    <Badge color="green" tt="none">
                      {t('reclamations.detail.solved')}
                    </Badge>
                  )}
                </Group>
              </Group>
              <Text size="sm">
                {t('reclamations.detail.quantity')}: {formatQuantity(language, line.quantity)} {line.unit ?? ''} ·{' '}
                {t('reclamations.detail.unitPrice')}:{' '}
                {line.unitPrice === null ? '—' : formatMoney(language, line.unitPrice)} ·{' '}
                {t('reclamations.detail.amount')}: {line.amount === null ? '—' : formatMoney(language, line.amount)}
              </Text>
              {line.note && <Text size="sm">{line.note}</Text>}
              {line.photoIds.length > 0 && (
                <Group gap="xs">
                  {line.photoIds.map((photoId, index) => (
                    <Anchor
                      key={photoId}
                      href={`/admin/deliveries/notes/${reclamation.deliveryNoteId}/photos/${photoId}`}
                      target="_blank"
                    >
                      <Image
                        src={`/admin/deliveries/notes/${reclamation.deliveryNoteId}/photos/${photoId}`}
                        alt={t('reclamations.detail.photo', { n: index + 1, product: line.productName })}
                        w={88}
                        h={66}
                        fit="cover"
                        radius="sm"
                      />
                    </Anchor>
                  ))}
                </Group>
              )}
              {line.supplierAnswer && (
                <Text size="sm">
                  {t('reclamations.detail.lineAnswer')}: {t(`reclamations.answers.${line.supplierAnswer}`)}
                  {line.promisedCredit !== null &&
                    ` · ${t('reclamations.detail.promisedCredit')}: ${formatMoney(language, line.promisedCredit)}`}
                  {line.supplierComment && ` · ${line.supplierComment}`}
                </Text>
              )}
              {line.solvedAt && (
                <Text size="sm" c="gray.7">
                  {line.solvedBy
                    ? t('reclamations.detail.solvedBy', { name: line.solvedBy, at: at(line.solvedAt) })
                    : t('reclamations.detail.solvedByCredit', { at: at(line.solvedAt) })}
                </Text>
              )}
              {editable && (
                <Form method="post">
                  <input type="hidden" name="intent" value="updateLine" />
                  <input type="hidden" name="lineId" value={lineId} />
                  <Group align="flex-end" wrap="wrap">
                    <NativeSelect
                      name="reason"
                      label={t('reclamations.detail.reason')}
                      defaultValue={line.reason}
                      data={reasonOptions}
                      error={errorOf('updateLine', 'reason', lineId)}
                    />
                    <TextInput
                      name="quantity"
                      label={t('reclamations.detail.quantity')}
                      inputMode="decimal"
                      defaultValue={formatQuantity(language, line.quantity)}
                      error={errorOf('updateLine', 'quantity', lineId)}
                      w={120}
                    />
                    <TextInput
                      name="note"
                      label={t('reclamations.detail.lineNote')}
                      defaultValue={line.note ?? ''}
                      maxLength={1000}
                      error={errorOf('updateLine', 'note', lineId)}
                      w={{ base: '100%', sm: 260 }}
                    />
                    <Button type="submit" variant="default" mih={44} disabled={busy}>
                      {t('reclamations.detail.save')}
                    </Button>
                  </Group>
                </Form>
              )}
              <Group gap="xs" wrap="wrap">
                {editable && (
                  <Form method="post">
                    <input type="hidden" name="intent" value="removeLine" />
                    <input type="hidden" name="lineId" value={lineId} />
                    <Button
                      type="submit"
                      color="red"
                      variant="subtle"
                      mih={44}
                      disabled={busy}
                      aria-label={t('reclamations.detail.removeLabel', { product: line.productName })}
                    >
                      {t('reclamations.detail.remove')}
                    </Button>
                  </Form>
                )}
                <Form method="post">
                  <input type="hidden" name="intent" value="solveLine" />
                  <input type="hidden" name="lineId" value={lineId} />
                  <input type="hidden" name="solved" value={line.solvedAt ? 'false' : 'true'} />
                  <Button type="submit" variant="light" mih={44} disabled={busy}>
                    {line.solvedAt ? t('reclamations.detail.markUnsolved') : t('reclamations.detail.markSolved')}
                  </Button>
                </Form>
              </Group>
            </Stack>
          </Paper>
        );
      })}

      {detail.deliveryPhotoIds.length > 0 && (
        <Paper withBorder p="md">
          <Text fw={700}>{t('reclamations.detail.deliveryPhotos')}</Text>
          <Group gap="xs" mt="xs">
            {detail.deliveryPhotoIds.map((photoId, index) => (
              <Image
                key={photoId}
                src={`/admin/deliveries/notes/${reclamation.deliveryNoteId}/photos/${photoId}`}
                alt={t('reclamations.detail.photo', {
                  n: index + 1,
                  product: t('reclamations.document.photoOfDelivery'),
                })}
                w={88}
                h={66}
                fit="cover"
                radius="sm"
              />
            ))}
          </Group>
        </Paper>
      )}

      {editable && detail.noteLines.length > 0 && (
        <Paper withBorder p="md">
          <Form method="post">
            <input type="hidden" name="intent" value="addLine" />
            <Stack gap="xs">
              <Title order={3}>{t('reclamations.detail.addTitle')}</Title>
              <NativeSelect
                name="noteLineId"
                label={t('reclamations.detail.noteLine')}
                data={[
                  { value: '', label: t('reclamations.detail.pickNoteLine') },
                  ...detail.noteLines.map((line) => ({
                    value: String(line.id),
                    label: `${line.position}. ${line.productName}`,
                  })),
                ]}
                error={errorOf('addLine', 'noteLineId')}
              />
              <Group align="flex-end" wrap="wrap">
                <NativeSelect name="reason" label={t('reclamations.detail.reason')} data={reasonOptions} />
                <TextInput
                  name="quantity"
                  label={t('reclamations.detail.quantity')}
                  inputMode="decimal"
                  error={errorOf('addLine', 'quantity')}
                  w={120}
                />
                <TextInput
                  name="note"
                  label={t('reclamations.detail.lineNote')}
                  maxLength={1000}
                  w={{ base: '100%', sm: 260 }}
                />
                <Button type="submit" mih={44} disabled={busy}>
                  {t('reclamations.detail.add')}
                </Button>
              </Group>
            </Stack>
          </Form>
        </Paper>
      )}

      <Paper withBorder p="md">
        <Stack gap="xs">
          <Title order={2}>{t('reclamations.detail.answerTitle')}</Title>
          {reclamation.answeredAt ? (
            <>
              {reclamation.answer && <Badge tt="none">{t(`reclamations.answers.${reclamation.answer}`)}</Badge>}
              <Text size="sm">
                {t('reclamations.detail.answeredBy', {
                  name: reclamation.answeredBy ?? '—',
                  at: at(reclamation.answeredAt),
                })}
              </Text>
              {reclamation.answerComment && (
                <Text size="sm">
                  {t('reclamations.detail.answerComment')}: {reclamation.answerComment}
                </Text>
              )}
            </>
          ) : (
            <Text size="sm" c="gray.7">
              {t('reclamations.detail.notAnswered')}
            </Text>
          )}
          {reclamation.solvedAt ? (
            <Text size="sm">
              {reclamation.solvedBy
                ? t('reclamations.detail.solvedBy', { name: reclamation.solvedBy, at: at(reclamation.solvedAt) })
                : t('reclamations.detail.solvedByCredit', { at: at(reclamation.solvedAt) })}
            </Text>
          ) : (
            <Form method="post">
              <input type="hidden" name="intent" value="solve" />
              <Button type="submit" variant="light" color="green" mih={44} disabled={busy}>
                {t('reclamations.detail.solveAll')}
              </Button>
            </Form>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
