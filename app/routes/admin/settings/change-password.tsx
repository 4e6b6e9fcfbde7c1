import { getFormProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '#app/utils/use-translation';
import { data, Form, useNavigation } from 'react-router';
import type { Route } from './+types/change-password';
import { requestContext } from '#app/context';
import { FormErrors, PasswordField } from '#app/components/form';
import { PageTitle } from '#app/components/page-title';
import { requireAuth } from '#app/middleware/guards.server';
import { ChangePasswordSchema, type ChangePasswordInput } from '#app/modules/auth/auth.schema';
import { changeOwnPassword } from '#app/modules/auth/auth.service.server';

const HIDDEN = ['currentPassword', 'newPassword', 'confirmPassword'];

export function loader({ context }: Route.LoaderArgs) {
  requireAuth(context);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const { scope, sessionId } = requireAuth(context);
  const submission = parseWithZod(await request.formData(), { schema: ChangePasswordSchema });
  if (submission.status !== 'success')
    return data({ result: submission.reply({ hideFields: HIDDEN }), done: false }, { status: 400 });
  const result = await changeOwnPassword(context.get(requestContext).db, scope, submission.value, sessionId);
  if (!result.ok) {
    return data(
      {
        result: submission.reply({
          fieldErrors: { currentPassword: ['validation.wrongPassword'] },
          hideFields: HIDDEN,
        }),
        done: false,
      },
      { status: 400 },
    );
  }
  return { result: submission.reply({ resetForm: true }), done: true };
}

export default function ChangePassword({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [form, fields] = useForm<ChangePasswordInput>({
    lastResult: actionData?.result,
    constraint: getZodConstraint(ChangePasswordSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ChangePasswordSchema }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });

  return (
    <Stack maw={560}>
      <PageTitle>{t('settings.changePassword.title')}</PageTitle>
      <Title order={1}>{t('settings.changePassword.title')}</Title>
      {actionData?.done && navigation.state === 'idle' && (
        <Alert color="green" role="status">
          {t('settings.changePassword.done')}
        </Alert>
      )}
      <Text c="gray.7">{t('settings.changePassword.intro')}</Text>
      <Paper withBorder p="md">
        <Form method="post" {...getFormProps(form)}>
          <Stack>
            <FormErrors errors={form.errors} />
            <PasswordField
              clearOn={actionData}
              field={fields.currentPassword}
              label={t('settings.changePassword.currentPassword')}
              autoComplete="current-password"
            />
            <PasswordField
              clearOn={actionData}
              field={fields.newPassword}
              label={t('settings.changePassword.newPassword')}
              autoComplete="new-password"
            />
            <PasswordField
              clearOn={actionData}
              field={fields.confirmPassword}
              label={t('settings.changePassword.confirmPassword')}
              autoComplete="new-password"
            />
            <Button type="submit" loading={navigation.state === 'submitting'} w="fit-content">
              {t('settings.changePassword.submit')}
            </Button>
          </Stack>
        </Form>
      </Paper>
    </Stack>
  );
}
