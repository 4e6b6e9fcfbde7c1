import { Alert, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useTranslation } from '#app/utils/use-translation';
import { messageKey } from '#app/utils/i18n';
import { Form, Link, useNavigation, useSearchParams } from 'react-router';
import { PageTitle } from '#app/components/page-title';
import { formatDateTime, formatMoney } from '#app/utils/format';
import type { Approval, WaitingCart } from './cart-approval.server';
import type { CartActionData } from './cart-action-data';
import { CartEditor, CartMessages, SubmissionOutcome, TAP, useLanguage } from './cart.page';

/** The shop's carts waiting for approval, as cards (they read the same on a phone). */
export function ApprovalsPage({ carts }: { carts: WaitingCart[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [params] = useSearchParams();
  return (
    <Stack>
      <PageTitle>{t('cart.approvals.title')}</PageTitle>
      <Title order={1}>{t('cart.approvals.title')}</Title>
      {params.get('returned') === '1' && (
        <Alert color="green" role="status">
          {t('cart.approvals.returnedDone')}
        </Alert>
      )}
      {carts.length === 0 ? (
        <Text>{t('cart.approvals.none')}</Text>
      ) : (
        carts.map((cart) => (
          <Paper key={cart.id} withBorder p="md" component="section" aria-labelledby={`approval-${cart.id}`}>
            <Group justify="space-between" align="center" wrap="wrap">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Title order={2} size="h4" id={`approval-${cart.id}`} style={{ overflowWrap: 'anywhere' }}>
                  {t('cart.approvals.cartOf', { name: cart.submitter })}
                </Title>
                <Text size="sm" c="gray.7">
                  {t('cart.approvals.submittedAt', { at: formatDateTime(language, cart.submittedAt) })}
                </Text>
                <Text size="sm">
                  {t('cart.approvals.lines', { count: cart.lines })} ·{' '}
                  {t('cart.approvals.suppliers', { count: cart.suppliers })} · {formatMoney(language, cart.gross)}
                </Text>
              </Stack>
              <Button
                component={Link}
                to={`/admin/ordering/approvals/${cart.id}`}
                mih={44}
                aria-label={t('cart.approvals.openLabel', { name: cart.submitter })}
              >
                {t('cart.approvals.open')}
              </Button>
            </Group>
          </Paper>
        ))
      )}
    </Stack>
  );
}

interface ApprovalPageProps extends Approval {
  submissionKey: string;
  actionData?: CartActionData;
}

/** One waiting cart: change it, send it (the form as it stands), or return it to its submitter with a note. */
export function ApprovalPage({ state, cart, submissionKey, actionData }: ApprovalPageProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigation = useNavigation();
  const title = t('cart.approvals.cartOf', { name: state.submitter });
  const noteError = actionData?.intent === 'return' ? actionData.result?.error?.note?.[0] : undefined;
  return (
    <Stack>
      <PageTitle>{title}</PageTitle>
      <Group justify="space-between" wrap="wrap">
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Title>
        <Button component={Link} to="/admin/ordering/approvals" variant="default" mih={44}>
          {t('cart.approvals.back')}
        </Button>
      </Group>
      <Text size="sm" c="gray.7">
        {t('cart.approvals.submittedAt', { at: formatDateTime(language, state.submittedAt) })}
      </Text>
      <CartMessages actionData={actionData} />
      <SubmissionOutcome state={state} linked role="status" />
      {state.status === 'submitted' &&
        (cart.groups.length === 0 ? (
          <Text>{t('cart.empty')}</Text>
        ) : (
          <CartEditor
            cart={cart}
            submissionKey={submissionKey}
            actionData={actionData}
            readOnly={false}
            canSend
            canSubmit={false}
          />
        ))}
      {state.status === 'submitted' && (
        <Paper withBorder p="md" component="section" aria-labelledby="return-heading">
          <Form method="post">
            <Stack>
              <Title order={2} size="h3" id="return-heading">
                {t('cart.approvals.returnTitle')}
              </Title>
              <input type="hidden" name="intent" value="return" />
              <Textarea
                name="note"
                label={t('cart.approvals.returnNote')}
                description={t('cart.approvals.returnNoteHint')}
                required
                size="md"
                styles={{ input: TAP }}
                autosize
                minRows={2}
                maxLength={1000}
                defaultValue={
                  typeof actionData?.result?.initialValue?.note === 'string' ? actionData.result.initialValue.note : ''
                }
                error={noteError ? t(messageKey(noteError)) : undefined}
              />
              <Group justify="flex-end">
                <Button
                  type="submit"
                  variant="default"
                  mih={44}
                  loading={navigation.state === 'submitting' && navigation.formData?.get('intent') === 'return'}
                  leftSection={<IconArrowBackUp size={18} aria-hidden />}
                >
                  {t('cart.approvals.return')}
                </Button>
              </Group>
            </Stack>
          </Form>
        </Paper>
      )}
    </Stack>
  );
}
