import { parseWithZod } from '@conform-to/zod/v4';
import { Alert, Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '#app/utils/use-translation';
import { data, Link, useNavigation } from 'react-router';
import type { Route } from './+types/edit';
import { requestContext } from '#app/context';
import { ConfirmAction } from '#app/components/confirm-action';
import { PageTitle } from '#app/components/page-title';
import { requireAuth } from '#app/middleware/guards.server';
import { parseSupplierId, SupplierSchema } from '#app/modules/suppliers/supplier.schema';
import { SupplierForm } from '#app/modules/suppliers/supplier-form';
import { getSupplier, restoreSupplier, updateSupplier } from '#app/modules/suppliers/suppliers.repo.server';
import { refused } from '#app/utils/params';

/** A malformed or unknown id is "Page not found", like any other missing page. */
function supplierIdOf(params: { supplierId?: string }): number {
  const id = parseSupplierId(params.supplierId);
  if (id === null) throw data(null, { status: 404 });
  return id;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const { scope } = requireAuth(context);
  const supplier = await getSupplier(context.get(requestContext).db, scope, supplierIdOf(params));
  if (!supplier) throw data(null, { status: 404 });
  return { supplier };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { scope } = requireAuth(context);
  const id = supplierIdOf(params);
  const { db } = context.get(requestContext);
  const formData = await request.formData();
  if (formData.get('intent') === 'restore') {
    const restored = await restoreSupplier(db, scope, id);
    if (!restored.ok) refused(restored.reason);
    return { result: null, saved: false };
  }
  const submission = parseWithZod(formData, { schema: SupplierSchema });
  if (submission.status !== 'success') return data({ result: submission.reply(), saved: false }, { status: 400 });
  const updated = await updateSupplier(db, scope, id, submission.value);
  if (!updated.ok) refused(updated.reason);
  return { result: submission.reply({ resetForm: true }), saved: true };
}

export default function EditSupplier({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { supplier } = loaderData;
  const isDeleted = supplier.deletedAt !== null;
  return (
    <Stack maw={960}>
      <PageTitle>{`${t('suppliers.editTitle')}: ${supplier.name}`}</PageTitle>
      <Anchor component={Link} to="/super/suppliers" size="sm">
        {t('suppliers.backToList')}
      </Anchor>
      <div>
        <Title order={1}>{t('suppliers.editTitle')}</Title>
        <Text c="gray.7">{supplier.name}</Text>
      </div>
      {actionData?.saved && navigation.state === 'idle' && (
        <Alert color="green" role="status">
          {t('suppliers.saved')}
        </Alert>
      )}
      {isDeleted && (
        <Alert color="gray" role="status">
          <Group justify="space-between">
            <Text size="sm">{t('suppliers.deletedNotice')}</Text>
            <ConfirmAction
              label={t('common.actions.restore')}
              message={t('suppliers.confirm.restore', { name: supplier.name })}
              intent="restore"
              color="brand"
            />
          </Group>
        </Alert>
      )}
      {/* A new key after each save starts the form from the stored values, e.g. the VAT number with its prefix. */}
      <SupplierForm
        key={supplier.updatedAt.getTime()}
        lastResult={actionData?.result}
        defaultValue={supplier}
        disabled={isDeleted}
      />
    </Stack>
  );
}
