import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  CopyButton,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { IconCheck, IconCopy, IconKey } from '@tabler/icons-react';
import { useTranslation } from '#app/utils/use-translation';
import { data, Form, useNavigation } from 'react-router';
import type { Route } from './+types/api-keys';
import { requestContext } from '#app/context';
import { ConfirmAction } from '#app/components/confirm-action';
import { DataTable } from '#app/components/data-table';
import { FormErrors, NativeSelectField, TextField } from '#app/components/form';
import { PageTitle } from '#app/components/page-title';
import { requirePermission } from '#app/middleware/guards.server';
import { requireShop } from '#app/middleware/shop-scope.server';
import { CreateApiKeySchema, RevokeApiKeySchema } from '#app/modules/asn/api-keys.schema';
import { listApiKeys, listApiKeySupplierOptions } from '#app/modules/asn/api-keys.repo.server';
import { createApiKey, revokeShopApiKey } from '#app/modules/asn/api-keys.service.server';
import { formatDateTime } from '#app/utils/format';
import { isLanguage } from '#app/utils/language';
import { notFound, refused } from '#app/utils/params';

const PERMISSION = 'asn:import';

export async function loader({ context }: Route.LoaderArgs) {
  requirePermission(context, PERMISSION);
  const { shop } = requireShop(context);
  const { db } = context.get(requestContext);
  const [keys, suppliers] = await Promise.all([listApiKeys(db, shop), listApiKeySupplierOptions(db, shop)]);
  return { keys, suppliers, shopName: shop.shopName, timeZone: shop.timeZone };
}

export async function action({ request, context }: Route.ActionArgs) {
  requirePermission(context, PERMISSION);
  const { shop } = requireShop(context);
  const { db } = context.get(requestContext);
  const form = await request.formData();
  if (form.get('intent') === 'revoke') {
    const parsed = RevokeApiKeySchema.safeParse(Object.fromEntries(form));
    if (!parsed.success) notFound();
    const result = await revokeShopApiKey(db, shop, parsed.data.keyId);
    if (!result.ok) refused(result.reason);
    return { intent: 'revoke' as const, result: null, created: null, revokedName: String(form.get('name') ?? '') };
  }
  const submission = parseWithZod(form, { schema: CreateApiKeySchema });
  if (submission.status !== 'success')
    return data(
      { intent: 'create' as const, result: submission.reply(), created: null, revokedName: null },
      { status: 400 },
    );
  const result = await createApiKey(db, shop, submission.value);
  if (!result.ok) {
    if (result.reason !== 'unknown_supplier') refused(result.reason);
    return data(
      {
        intent: 'create' as const,
        result: submission.reply({ fieldErrors: { supplierId: ['asnApi.keys.errors.unknownSupplier'] } }),
        created: null,
        revokedName: null,
      },
      { status: 400 },
    );
  }
  // The key itself is in this answer only: shown once, never stored in clear, never in the loader's data.
  return {
    intent: 'create' as const,
    result: submission.reply({ resetForm: true }),
    created: { key: result.key, name: submission.value.name },
    revokedName: null,
  };
}

function NewKey({ name, value }: { name: string; value: string }) {
  const { t } = useTranslation();
  return (
    <Alert color="green" role="status" title={t('asnApi.keys.createdTitle', { name })} icon={<IconKey aria-hidden />}>
      <Stack gap="sm">
        <Text size="sm">{t('asnApi.keys.createdBody')}</Text>
        {/* A text area, so the whole key shows on a phone too (wrapped), and no underscore is cut off. */}
        <Textarea
          label={t('asnApi.keys.newKey')}
          value={value}
          readOnly
          autosize
          minRows={1}
          onFocus={(event) => event.currentTarget.select()}
          styles={{ input: { fontFamily: 'monospace', wordBreak: 'break-all', lineHeight: 1.6 } }}
          autoComplete="off"
          spellCheck={false}
        />
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Button
              onClick={copy}
              w="fit-content"
              mih={44}
              color={copied ? 'teal' : 'blue'}
              leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
            >
              {copied ? t('asnApi.keys.copied') : t('asnApi.keys.copy')}
            </Button>
          )}
        </CopyButton>
      </Stack>
    </Alert>
  );
}

export default function ApiKeys({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const navigation = useNavigation();
  const { keys, suppliers, shopName, timeZone } = loaderData;
  const [form, fields] = useForm({
    lastResult: actionData?.intent === 'create' ? actionData.result : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: CreateApiKeySchema }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });
  const when = (value: Date | string) => formatDateTime(language, value, timeZone);
  const creating = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'create';
  return (
    <Stack maw={960}>
      <PageTitle>{t('asnApi.keys.title')}</PageTitle>
      <Title order={1}>{t('asnApi.keys.title')}</Title>
      <Text>
        {t('asnApi.keys.intro')} {/* A JSON document, not a page of the app: a plain link inside the text. */}
        <Anchor href="/backend/openapi.json">{t('asnApi.keys.docs')}</Anchor>
      </Text>
      {actionData?.created && <NewKey name={actionData.created.name} value={actionData.created.key} />}
      {actionData?.revokedName && navigation.state === 'idle' && (
        <Alert color="gray" role="status">
          {t('asnApi.keys.revoked', { name: actionData.revokedName })}
        </Alert>
      )}
      <Paper withBorder p="md">
        <Title order={2} size="h4" mb="sm">
          {t('asnApi.keys.create')}
        </Title>
        {suppliers.length === 0 ? (
          <Text c="gray.7">{t('asnApi.keys.noSuppliers')}</Text>
        ) : (
          <Form method="post" {...getFormProps(form)}>
            <input type="hidden" name="intent" value="create" />
            <Stack>
              <FormErrors errors={form.errors} />
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextField field={fields.name} label={t('asnApi.keys.name')} description={t('asnApi.keys.nameHint')} />
                <NativeSelectField
                  field={fields.supplierId}
                  label={t('asnApi.keys.supplier')}
                  data={[
                    { value: '', label: '' },
                    ...suppliers.map((s) => ({ value: String(s.supplierId), label: s.name })),
                  ]}
                />
              </SimpleGrid>
              <Button type="submit" w="fit-content" mih={44} loading={creating}>
                {t('asnApi.keys.create')}
              </Button>
            </Stack>
          </Form>
        )}
      </Paper>
      <Paper withBorder p="md">
        <Title order={2} size="h4" mb="sm">
          {t('asnApi.keys.list', { shop: shopName })}
        </Title>
        {keys.length === 0 ? (
          <Text c="gray.7">{t('asnApi.keys.empty')}</Text>
        ) : (
          <DataTable
            minWidth={760}
            rows={keys}
            rowKey={(key) => key.id}
            aria-label={t('asnApi.keys.list', { shop: shopName })}
            columns={[
              { header: t('asnApi.keys.name'), kind: 'title', cell: (key) => <Text fw={600}>{key.name}</Text> },
              { header: t('asnApi.keys.supplier'), cell: (key) => key.supplierName },
              {
                header: t('asnApi.keys.key'),
                nowrap: true,
                cell: (key) => <Text ff="monospace" size="sm">{`${key.prefix}…`}</Text>,
              },
              { header: t('asnApi.keys.created'), nowrap: true, cell: (key) => when(key.createdAt) },
              {
                header: t('asnApi.keys.lastUsed'),
                nowrap: true,
                cell: (key) => (key.lastUsedAt ? when(key.lastUsedAt) : t('asnApi.keys.never')),
              },
              {
                header: t('asnApi.keys.status'),
                cell: (key) =>
                  key.revokedAt ? (
                    <Badge color="gray" variant="light">
                      {t('asnApi.keys.revokedAt', { date: when(key.revokedAt) })}
                    </Badge>
                  ) : (
                    <Badge color="green" variant="light">
                      {t('asnApi.keys.active')}
                    </Badge>
                  ),
              },
              {
                header: '',
                kind: 'actions',
                align: 'right',
                cell: (key) =>
                  key.revokedAt ? null : (
                    <ConfirmAction
                      label={t('asnApi.keys.revoke')}
                      message={t('asnApi.keys.revokeConfirm', { name: key.name })}
                      intent="revoke"
                      fields={{ keyId: key.id, name: key.name }}
                    />
                  ),
              },
            ]}
          />
        )}
      </Paper>
    </Stack>
  );
}
