import { getFormProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from '#app/utils/use-translation';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/login';
import { authContext, requestContext } from '#app/context';
import { getConfig } from '#app/config.server';
import { FormErrors, PasswordField, TextField } from '#app/components/form';
import { useNonce } from '#app/components/nonce';
import { sessionCookie } from '#app/middleware/cookies.server';
import { LoginSchema, type LoginInput } from '#app/modules/auth/auth.schema';
import { login } from '#app/modules/auth/auth.service.server';
import { homePathForRole, safeRedirectPath } from '#app/utils/redirect';
import { AuthCard } from './auth-card';

export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const redirectTo = url.searchParams.get('redirectTo');
  const auth = context.get(authContext);
  if (auth) throw redirect(safeRedirectPath(redirectTo, homePathForRole(auth.user.role.id)));
  return { redirectTo: redirectTo ? safeRedirectPath(redirectTo) : null, notice: url.searchParams.get('notice') };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, ip } = context.get(requestContext);
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: LoginSchema });
  if (submission.status !== 'success') {
    return data({ result: submission.reply({ hideFields: ['password'] }) }, { status: 400 });
  }
  const result = await login(
    db,
    submission.value,
    { ip, userAgent: request.headers.get('user-agent') },
    getConfig().loginLimits,
  );
  if (!result.ok && result.reason === 'rate_limited') {
    // The wait is shown with its number of minutes, so it is not one of the form's plain message keys.
    return data(
      { result: submission.reply({ hideFields: ['password'] }), retryAfterMinutes: result.retryAfterMinutes },
      { status: 429, headers: { 'Retry-After': String(result.retryAfterMinutes * 60) } },
    );
  }
  if (!result.ok) {
    return data(
      { result: submission.reply({ formErrors: ['auth.login.invalid'], hideFields: ['password'] }) },
      { status: 403 },
    );
  }
  const target = formData.get('redirectTo');
  const home = homePathForRole(result.user.role.id);
  return redirect(safeRedirectPath(typeof target === 'string' ? target : null, home), {
    headers: { 'Set-Cookie': sessionCookie(result.token) },
  });
}

/**
 * The session cookie is SameSite=Strict, so a logged-in user who follows an e-mail link arrives here without it.
 * Asking /backend/auth/me from this page sends the cookie; if a user comes back, continue to where they were going.
 * The page ships no JavaScript bundle (decision 037, "First load"), so this is a small inline script.
 */
function sessionRecoveryScript(redirectTo: string | null): string {
  const homes = { super: homePathForRole(1), other: homePathForRole(0) };
  // `<` escaped, so no value can close the script element.
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  return (
    `fetch('/backend/auth/me',{credentials:'same-origin',headers:{Accept:'application/json'}})` +
    `.then(function(r){return r.ok?r.json():null}).then(function(u){if(!u)return;` +
    `window.location.replace(${json(redirectTo)}||(u.role.id===1?${json(homes.super)}:${json(homes.other)}))})` +
    `.catch(function(){})`
  );
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const nonce = useNonce();
  const [form, fields] = useForm<LoginInput>({
    lastResult: navigation.state === 'idle' ? actionData?.result : undefined,
    constraint: getZodConstraint(LoginSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: LoginSchema }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });

  return (
    <AuthCard title={t('auth.login.title')}>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: sessionRecoveryScript(loaderData.redirectTo) }} />
      {loaderData.notice === 'password-reset' && (
        <Alert color="green" role="status">
          {t('auth.reset.done')}
        </Alert>
      )}
      {loaderData.notice === 'password-set' && (
        <Alert color="green" role="status">
          {t('auth.reset.invitationDone')}
        </Alert>
      )}
      {loaderData.notice === 'logged-out' && (
        <Alert color="blue" role="status">
          {t('auth.logout.done')}
        </Alert>
      )}
      <Form method="post" {...getFormProps(form)}>
        <Stack>
          <FormErrors errors={form.errors} />
          {navigation.state === 'idle' && actionData && 'retryAfterMinutes' in actionData && (
            <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
              {t('auth.login.rateLimited', { minutes: actionData.retryAfterMinutes })}
            </Alert>
          )}
          {loaderData.redirectTo && <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />}
          <TextField
            field={fields.email}
            label={t('auth.login.email')}
            type="email"
            autoComplete="username"
            inputMode="email"
          />
          <PasswordField
            clearOn={actionData}
            field={fields.password}
            label={t('auth.login.password')}
            autoComplete="current-password"
          />
          <Button type="submit" loading={navigation.state === 'submitting'} fullWidth>
            {t('auth.login.submit')}
          </Button>
        </Stack>
      </Form>
      <Group justify="space-between">
        <Anchor component={Link} to="/forgot-password" size="sm">
          {t('auth.login.forgot')}
        </Anchor>
        <Text size="sm">
          {t('auth.login.noAccount')}{' '}
          <Anchor component={Link} to="/register">
            {t('auth.login.register')}
          </Anchor>
        </Text>
      </Group>
    </AuthCard>
  );
}
