import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Alert, Button, Paper, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { useTranslation } from '#app/utils/use-translation';
import { messageKey } from '#app/utils/i18n';
import { data, Form, useNavigation } from 'react-router';
import type { Route } from './+types/mailing';
import { requestContext } from '#app/context';
import { DataTable } from '#app/components/data-table';
import { FormErrors } from '#app/components/form';
import { PageTitle } from '#app/components/page-title';
import { Pager } from '#app/components/pager';
import { TapCheckbox } from '#app/components/tap-checkbox';
import { requirePermission } from '#app/middleware/guards.server';
import { requireShop } from '#app/middleware/shop-scope.server';
import { MailingSchema } from '#app/modules/mailing/mailing.schema';
import { getMailingSettings, saveMailingSettings } from '#app/modules/mailing/mailing.repo.server';
import { parseListParams } from '#app/utils/list-params';
import { notFound } from '#app/utils/params';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = requirePermission(context, 'mailing:edit');
  const { shop } = requireShop(context);
  const { page } = parseListParams(new URL(request.url));
  const settings = await getMailingSettings(context.get(requestContext).db, shop, page, user.resultsPerPage);
  return { ...settings, page, perPage: user.resultsPerPage, shopName: shop.shopName };
}

export async function action({ request, context }: Route.ActionArgs) {
  requirePermission(context, 'mailing:edit');
  const { shop } = requireShop(context);
  const submission = parseWithZod(await request.formData(), { schema: MailingSchema });
  if (submission.status !== 'success') return data({ result: submission.reply(), saved: false }, { status: 400 });
  const result = await saveMailingSettings(context.get(requestContext).db, shop, submission.value);
  if (!result.ok) notFound();
  return { result: submission.reply({ resetForm: true }), saved: true };
}

export default function Mailing({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { users, total, page, perPage, shopName } = loaderData;
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: MailingSchema }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });
  const error = (key?: string) => (key ? t(messageKey(key)) : undefined);
  return (
    <Stack maw={960}>
      <PageTitle>{t('mailing.title')}</PageTitle>
      <Title order={1}>{t('mailing.title')}</Title>
      <Text>{t('mailing.intro')}</Text>
      {actionData?.saved && navigation.state === 'idle' && (
        <Alert color="green" role="status">
          {t('mailing.saved')}
        </Alert>
      )}
      <Form method="post" {...getFormProps(form)}>
        <Stack>
          <FormErrors errors={form.errors} />
          <Paper withBorder p="md">
            <Title order={2} size="h4" mb="sm">
              {t('mailing.people', { shop: shopName })}
            </Title>
            {users.length === 0 ? (
              <Text c="gray.7">{t('mailing.noUsers')}</Text>
            ) : (
              <DataTable
                minWidth={480}
                rows={users}
                rowKey={(user) => user.id}
                columns={[
                  {
                    header: t('mailing.person'),
                    kind: 'title',
                    cell: (user) => (
                      <div>
                        <input type="hidden" name="userIds" value={user.id} />
                        <Text>{`${user.name} ${user.lastname}`}</Text>
                        <Text size="sm" c="gray.7">
                          {user.email}
                          {!user.isActive && ` · ${t('mailing.inactive')}`}
                        </Text>
                      </div>
                    ),
                  },
                  {
                    header: t('mailing.orderEmails'),
                    align: 'center',
                    cell: (user) => (
                      <TapCheckbox
                        name="orderEmails"
                        value={String(user.id)}
                        defaultChecked={user.orderEmails}
                        aria-label={t('mailing.orderEmailsFor', { name: `${user.name} ${user.lastname}` })}
                      />
                    ),
                  },
                  {
                    header: t('mailing.itemEmails'),
                    align: 'center',
                    cell: (user) => (
                      <TapCheckbox
                        name="itemEmails"
                        value={String(user.id)}
                        defaultChecked={user.itemEmails}
                        aria-label={t('mailing.itemEmailsFor', { name: `${user.name} ${user.lastname}` })}
                      />
                    ),
                  },
                ]}
              />
            )}
            <Pager page={page} perPage={perPage} total={total} />
          </Paper>
          <Paper withBorder p="md">
            <Title order={2} size="h4" mb="sm">
              {t('mailing.extra')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Textarea
                key={fields.extraOrderEmails.key}
                name={fields.extraOrderEmails.name}
                id={fields.extraOrderEmails.id}
                label={t('mailing.extraOrderEmails')}
                description={t('mailing.extraHint')}
                defaultValue={
                  (fields.extraOrderEmails.initialValue as string | undefined) ?? loaderData.extraOrderEmails.join('\n')
                }
                error={error(fields.extraOrderEmails.errors?.[0])}
                autosize
                minRows={3}
              />
              <Textarea
                key={fields.extraItemEmails.key}
                name={fields.extraItemEmails.name}
                id={fields.extraItemEmails.id}
                label={t('mailing.extraItemEmails')}
                description={t('mailing.extraHint')}
                defaultValue={
                  (fields.extraItemEmails.initialValue as string | undefined) ?? loaderData.extraItemEmails.join('\n')
                }
                error={error(fields.extraItemEmails.errors?.[0])}
                autosize
                minRows={3}
              />
            </SimpleGrid>
          </Paper>
          <div>
            <Button type="submit" loading={navigation.state === 'submitting'}>
              {t('common.save')}
            </Button>
          </div>
        </Stack>
      </Form>
    </Stack>
  );
}
