import { getFormProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from '#app/utils/use-translation';
import { data, Form, useNavigation } from 'react-router';
import type { Route } from './+types/register';
import { languageContext, requestContext } from '#app/context';
import { getConfig } from '#app/config.server';
import { FormErrors, NumberField, TextAreaField, TextField } from '#app/components/form';
import { RegisterSchema, type RegisterInput } from '#app/modules/auth/auth.schema';
import { submitRegistrationRequest } from '#app/modules/auth/registration.service.server';
import { AuthCard } from './auth-card';

export async function action({ request, context }: Route.ActionArgs) {
  const { db, ip } = context.get(requestContext);
  const submission = parseWithZod(await request.formData(), { schema: RegisterSchema });
  if (submission.status !== 'success') return data({ result: submission.reply(), sentTo: null }, { status: 400 });
  const result = await submitRegistrationRequest(db, submission.value, {
    language: context.get(languageContext),
    ip,
    operatorEmail: getConfig().operatorEmail,
  });
  if (!result.ok) {
    return data(
      { result: submission.reply({ formErrors: ['auth.register.rateLimited'] }), sentTo: null },
      { status: 429 },
    );
  }
  return { result: submission.reply({ resetForm: true }), sentTo: submission.value.email };
}

export default function Register({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [form, fields] = useForm<RegisterInput>({
    lastResult: actionData?.result,
    constraint: getZodConstraint(RegisterSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: RegisterSchema }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });

  if (actionData?.sentTo) {
    return (
      <AuthCard title={t('auth.register.title')}>
        <Alert color="green" role="status">
          {t('auth.register.done', { email: actionData.sentTo })}
        </Alert>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('auth.register.title')}>
      <Text>{t('auth.register.intro')}</Text>
      <Form method="post" {...getFormProps(form)}>
        <Stack>
          <FormErrors errors={form.errors} />
          <TextField field={fields.companyName} label={t('auth.register.companyName')} autoComplete="organization" />
          <TextField field={fields.contactName} label={t('auth.register.contactName')} autoComplete="name" />
          <TextField
            field={fields.email}
            label={t('auth.register.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
          />
          <TextField
            field={fields.phone}
            label={t('auth.register.phone')}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
          />
          <NumberField field={fields.shopCount} label={t('auth.register.shopCount')} min={1} max={1000} />
          <TextAreaField field={fields.message} label={t('auth.register.message')} />
          <Button type="submit" loading={navigation.state === 'submitting'}>
            {t('auth.register.submit')}
          </Button>
        </Stack>
      </Form>
    </AuthCard>
  );
}
