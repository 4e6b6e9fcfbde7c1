import { getFormProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from '#app/utils/use-translation';
import { data, Form, Link, useNavigation } from 'react-router';
import type { Route } from './+types/forgot-password';
import { requestContext } from '#app/context';
import { getConfig } from '#app/config.server';
import { FormErrors, TextField } from '#app/components/form';
import { ResetRequestSchema, type ResetRequestInput } from '#app/modules/auth/auth.schema';
import { requestPasswordReset } from '#app/modules/auth/auth.service.server';
import { AuthCard } from './auth-card';

export async function action({ request, context }: Route.ActionArgs) {
  const { db, ip, log } = context.get(requestContext);
  const submission = parseWithZod(await request.formData(), { schema: ResetRequestSchema });
  if (submission.status !== 'success') return data({ result: submission.reply(), sentTo: null }, { status: 400 });
  const accepted = await requestPasswordReset(db, submission.value.email, { appUrl: getConfig().appUrl, ip, log });
  if (!accepted) {
    return data(
      { result: submission.reply({ formErrors: ['errors.tooManyRequests.body'] }), sentTo: null },
      { status: 429 },
    );
  }
  return { result: submission.reply({ resetForm: true }), sentTo: submission.value.email };
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [form, fields] = useForm<ResetRequestInput>({
    lastResult: actionData?.result,
    constraint: getZodConstraint(ResetRequestSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ResetRequestSchema }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });

  return (
    <AuthCard title={t('auth.forgot.title')}>
      {actionData?.sentTo ? (
        <Alert color="green" role="status">
          {t('auth.forgot.sent', { email: actionData.sentTo })}
        </Alert>
      ) : (
        <Text>{t('auth.forgot.intro')}</Text>
      )}
      <Form method="post" {...getFormProps(form)}>
        <Stack>
          <FormErrors errors={form.errors} />
          <TextField
            field={fields.email}
            label={t('auth.login.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
          />
          <Button type="submit" loading={navigation.state === 'submitting'}>
            {t('auth.forgot.submit')}
          </Button>
        </Stack>
      </Form>
      <Anchor component={Link} to="/login" size="sm">
        {t('auth.forgot.backToLogin')}
      </Anchor>
    </AuthCard>
  );
}
