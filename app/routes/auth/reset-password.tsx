import { getFormProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from '#app/utils/use-translation';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/reset-password';
import { requestContext } from '#app/context';
import { getConfig } from '#app/config.server';
import { FormErrors, PasswordField } from '#app/components/form';
import {
  PASSWORD_MIN_LENGTH,
  ResetPasswordFormSchema,
  type ResetPasswordFormInput,
} from '#app/modules/auth/auth.schema';
import { confirmPasswordReset } from '#app/modules/auth/auth.service.server';
import { AuthCard } from './auth-card';

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get('token');
  // An invited user chooses their first password on the same page, with words that fit.
  return {
    token: token && token.length <= 100 ? token : null,
    isInvitation: url.searchParams.get('invitation') === '1',
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, ip } = context.get(requestContext);
  const formData = await request.formData();
  const token = formData.get('token');
  const isInvitation = formData.get('invitation') === '1';
  const submission = parseWithZod(formData, { schema: ResetPasswordFormSchema });
  if (submission.status !== 'success') {
    return data({ result: submission.reply({ hideFields: ['password', 'confirmPassword'] }) }, { status: 400 });
  }
  const limit = { ip, rule: getConfig().loginLimits.perIp };
  const result =
    typeof token === 'string' && token && token.length <= 100
      ? await confirmPasswordReset(db, token, submission.value.password, limit)
      : null;
  if (result && !result.ok && result.reason === 'rate_limited') {
    return data(
      {
        result: submission.reply({ hideFields: ['password', 'confirmPassword'] }),
        retryAfterMinutes: result.retryAfterMinutes,
      },
      { status: 429, headers: { 'Retry-After': String(result.retryAfterMinutes * 60) } },
    );
  }
  if (!result?.ok) {
    return data(
      {
        result: submission.reply({
          formErrors: ['auth.reset.invalidToken'],
          hideFields: ['password', 'confirmPassword'],
        }),
      },
      { status: 400 },
    );
  }
  return redirect(`/login?notice=${isInvitation ? 'password-set' : 'password-reset'}`);
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [form, fields] = useForm<ResetPasswordFormInput>({
    lastResult: actionData?.result,
    constraint: getZodConstraint(ResetPasswordFormSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ResetPasswordFormSchema }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });

  if (!loaderData.token) {
    return (
      <AuthCard title={t('auth.reset.title')}>
        <Alert color="yellow">{t('auth.reset.missingToken')}</Alert>
        <Anchor component={Link} to="/forgot-password">
          {t('auth.reset.requestNew')}
        </Anchor>
      </AuthCard>
    );
  }
  const isTokenInvalid = form.errors?.includes('auth.reset.invalidToken');
  const { isInvitation } = loaderData;
  return (
    <AuthCard title={t(isInvitation ? 'auth.reset.invitationTitle' : 'auth.reset.title')}>
      <Text>{t(isInvitation ? 'auth.reset.invitationIntro' : 'auth.reset.intro', { min: PASSWORD_MIN_LENGTH })}</Text>
      <Form method="post" {...getFormProps(form)}>
        <Stack>
          <FormErrors errors={form.errors} />
          {navigation.state === 'idle' && actionData && 'retryAfterMinutes' in actionData && (
            <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
              {t('auth.reset.rateLimited', { minutes: actionData.retryAfterMinutes })}
            </Alert>
          )}
          {isTokenInvalid && (
            <Anchor component={Link} to="/forgot-password">
              {t('auth.reset.requestNew')}
            </Anchor>
          )}
          <input type="hidden" name="token" value={loaderData.token} />
          {isInvitation && <input type="hidden" name="invitation" value="1" />}
          <PasswordField
            clearOn={actionData}
            field={fields.password}
            label={t('auth.reset.password')}
            autoComplete="new-password"
          />
          <PasswordField
            clearOn={actionData}
            field={fields.confirmPassword}
            label={t('auth.reset.confirmPassword')}
            autoComplete="new-password"
          />
          <Button type="submit" loading={navigation.state === 'submitting'}>
            {t('auth.reset.submit')}
          </Button>
        </Stack>
      </Form>
    </AuthCard>
  );
}
