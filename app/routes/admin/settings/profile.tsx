import { getFormProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { Alert, Button, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useTranslation } from '#app/utils/use-translation';
import { data, Form, useNavigation } from 'react-router';
import type { Route } from './+types/profile';
import { requestContext } from '#app/context';
import { FormErrors, SelectField, TextField } from '#app/components/form';
import { PageTitle } from '#app/components/page-title';
import { requireAuth } from '#app/middleware/guards.server';
import { languageCookie } from '#app/middleware/cookies.server';
import { ProfileSchema, type ProfileInput } from '#app/modules/auth/auth.schema';
import { updateProfile } from '#app/modules/auth/auth.service.server';

export function loader({ context }: Route.LoaderArgs) {
  return { user: requireAuth(context).user };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { scope } = requireAuth(context);
  const submission = parseWithZod(await request.formData(), { schema: ProfileSchema });
  if (submission.status !== 'success') return data({ result: submission.reply(), saved: false }, { status: 400 });
  await updateProfile(context.get(requestContext).db, scope, submission.value);
  return data(
    { result: submission.reply(), saved: true },
    { headers: { 'Set-Cookie': languageCookie(submission.value.language) } },
  );
}

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { user } = loaderData;
  const [form, fields] = useForm<ProfileInput>({
    lastResult: actionData?.result,
    defaultValue: {
      name: user.name,
      lastname: user.lastname,
      language: user.language.code,
      resultsPerPage: String(user.resultsPerPage),
    },
    constraint: getZodConstraint(ProfileSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ProfileSchema }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });

  return (
    <Stack maw={560}>
      <PageTitle>{t('settings.profile.title')}</PageTitle>
      <Title order={1}>{t('settings.profile.title')}</Title>
      {actionData?.saved && navigation.state === 'idle' && (
        <Alert color="green" role="status">
          {t('settings.profile.saved')}
        </Alert>
      )}
      <Paper withBorder p="md">
        <Form method="post" {...getFormProps(form)}>
          <Stack>
            <FormErrors errors={form.errors} />
            <TextInput label={t('settings.profile.email')} value={user.email} readOnly />
            <TextInput label={t('settings.profile.role')} value={t(`common.roles.${user.role.name}`)} readOnly />
            {user.shop && <TextInput label={t('settings.profile.shop')} value={user.shop.name} readOnly />}
            <TextField field={fields.name} label={t('settings.profile.name')} autoComplete="given-name" />
            <TextField field={fields.lastname} label={t('settings.profile.lastname')} autoComplete="family-name" />
            <SelectField
              field={fields.language}
              label={t('settings.profile.language')}
              data={[
                { value: 'en', label: t('common.languages.en') },
                { value: 'si', label: t('common.languages.si') },
              ]}
            />
            <SelectField
              field={fields.resultsPerPage}
              label={t('settings.profile.resultsPerPage')}
              data={['10', '25', '50', '100'].map((value) => ({ value, label: value }))}
            />
            <Button type="submit" loading={navigation.state === 'submitting'} w="fit-content">
              {t('common.save')}
            </Button>
          </Stack>
        </Form>
      </Paper>
    </Stack>
  );
}
