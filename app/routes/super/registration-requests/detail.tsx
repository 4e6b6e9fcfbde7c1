import { parseWithZod } from '@conform-to/zod/v4';
import { Alert, Anchor, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from '#app/utils/use-translation';
import { messageKey } from '#app/utils/i18n';
import { data, Link, redirect } from 'react-router';
import type { Route } from './+types/detail';
import { getConfig } from '#app/config.server';
import { requestContext } from '#app/context';
import { PageTitle } from '#app/components/page-title';
import { requireAuth } from '#app/middleware/guards.server';
import type { Language } from '#app/utils/language';
import { ApproveForm } from '#app/modules/registrations/approve-form';
import { RejectDialog } from '#app/modules/registrations/reject-dialog';
import {
  ApproveFieldsSchema,
  RejectSchema,
  RequestIntentSchema,
  approvalDefaults,
} from '#app/modules/registrations/registration-request.schema';
import { getRegistrationRequest } from '#app/modules/registrations/registration-requests.repo.server';
import {
  approveRegistrationRequest,
  rejectRegistrationRequest,
} from '#app/modules/registrations/registration-requests.service.server';
import { RequestStatusBadge } from '#app/modules/registrations/request-status-badge';
import { formatDateTime } from '#app/utils/format';
import { notFound, parseId, refused } from '#app/utils/params';
import type { TranslationKey } from '#app/locales';

export async function loader({ params, context }: Route.LoaderArgs) {
  const { scope } = requireAuth(context);
  const request =
    (await getRegistrationRequest(context.get(requestContext).db, scope, parseId(params.requestId))) ?? notFound();
  return { request, timeZones: request.status === 'new' ? Intl.supportedValuesOf('timeZone') : [] };
}

const ALREADY_DECIDED: TranslationKey = 'registrations.errors.alreadyDecided';

export async function action({ request, params, context }: Route.ActionArgs) {
  const { scope } = requireAuth(context);
  const { db } = context.get(requestContext);
  const requestId = parseId(params.requestId);
  const formData = await request.formData();
  const intent = RequestIntentSchema.safeParse(formData.get('intent'));
  if (!intent.success) throw data(null, { status: 400 });

  if (intent.data === 'approve') {
    const submission = parseWithZod(formData, { schema: ApproveFieldsSchema });
    if (submission.status !== 'success')
      return data({ intent: intent.data, result: submission.reply(), done: null }, { status: 400 });
    const result = await approveRegistrationRequest(db, scope, requestId, submission.value, getConfig().appUrl);
    if (result.ok) return redirect(`/super/companies/${result.companyId}`);
    if (result.reason === 'not_found' || result.reason === 'forbidden') refused(result.reason);
    const reply =
      result.reason === 'email_taken'
        ? submission.reply({ fieldErrors: { adminEmail: ['registrations.errors.emailTaken'] } })
        : submission.reply({ formErrors: [ALREADY_DECIDED] });
    return data({ intent: intent.data, result: reply, done: null }, { status: 409 });
  }

  const submission = parseWithZod(formData, { schema: RejectSchema });
  if (submission.status !== 'success')
    return data({ intent: intent.data, result: submission.reply(), done: null }, { status: 400 });
  const result = await rejectRegistrationRequest(db, scope, requestId, submission.value);
  if (!result.ok) {
    if (result.reason === 'not_found' || result.reason === 'forbidden') refused(result.reason);
    return data(
      { intent: intent.data, result: submission.reply({ formErrors: [ALREADY_DECIDED] }), done: null },
      { status: 409 },
    );
  }
  return { intent: intent.data, result: submission.reply({ resetForm: true }), done: 'rejected' as const };
}

export default function RegistrationRequestDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const { request, timeZones } = loaderData;
  const title = t('registrations.detail.title', { company: request.companyName });
  const isNew = request.status === 'new';
  // Once decided, the forms are gone, so a refusal for that reason is shown above the decision instead.
  const decidedMeanwhile = !isNew && actionData?.result.error?.[''] ? actionData.result.error[''] : null;
  const rows: [string, string][] = [
    [t('registrations.detail.company'), request.companyName],
    [t('registrations.detail.contact'), request.contactName],
    [t('registrations.detail.email'), request.email],
    [t('registrations.detail.phone'), request.phone],
    [t('registrations.detail.shopCount'), String(request.shopCount)],
    [t('registrations.detail.language'), t(`common.languages.${request.language}`)],
    [t('registrations.detail.received'), formatDateTime(language, request.createdAt)],
  ];
  return (
    <Stack>
      <PageTitle>{title}</PageTitle>
      <Anchor component={Link} to="/super/registration-requests" size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          {t('registrations.detail.back')}
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <Group gap="sm">
          <Title order={1}>{title}</Title>
          <RequestStatusBadge status={request.status} />
        </Group>
        {isNew && (
          <RejectDialog
            lastResult={actionData?.intent === 'reject' ? actionData.result : undefined}
            message={t('registrations.reject.message', { company: request.companyName, email: request.email })}
          />
        )}
      </Group>
      {actionData?.done === 'rejected' && (
        <Alert color="green" role="status">
          {t('registrations.done.rejected')}
        </Alert>
      )}
      {decidedMeanwhile && (
        <Alert color="yellow" role="alert">
          {decidedMeanwhile.map((key) => t(messageKey(key))).join(' ')}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Paper withBorder p="md">
          <Title order={2} size="h4" mb="sm">
            {t('registrations.detail.request')}
          </Title>
          <Table variant="vertical" layout="fixed">
            <Table.Tbody>
              {rows.map(([label, value]) => (
                <Table.Tr key={label}>
                  <Table.Th w="40%">{label}</Table.Th>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Title order={3} size="h5" mt="md" mb="xs">
            {t('registrations.detail.message')}
          </Title>
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} c={request.message ? undefined : 'gray.7'}>
            {request.message || t('registrations.detail.noMessage')}
          </Text>
        </Paper>
        {!isNew && (
          <Paper withBorder p="md">
            <Title order={2} size="h4" mb="sm">
              {t('registrations.detail.decision')}
            </Title>
            <Table variant="vertical" layout="fixed">
              <Table.Tbody>
                <Table.Tr>
                  <Table.Th w="40%">{t('registrations.columns.status')}</Table.Th>
                  <Table.Td>
                    <RequestStatusBadge status={request.status} />
                  </Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th>{t('registrations.detail.decidedBy')}</Table.Th>
                  <Table.Td>{request.decidedByName ?? t('registrations.detail.unknownUser')}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th>{t('registrations.detail.decidedAt')}</Table.Th>
                  <Table.Td>{request.decidedAt ? formatDateTime(language, request.decidedAt) : '—'}</Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
            {request.status === 'rejected' && (
              <>
                <Title order={3} size="h5" mt="md" mb="xs">
                  {t('registrations.detail.reason')}
                </Title>
                <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{request.rejectionReason}</Text>
              </>
            )}
          </Paper>
        )}
      </SimpleGrid>
      {isNew && (
        <ApproveForm
          lastResult={actionData?.intent === 'approve' ? actionData.result : undefined}
          defaultValue={approvalDefaults(request, t('registrations.approve.defaultRegion'))}
          timeZones={timeZones}
        />
      )}
    </Stack>
  );
}
