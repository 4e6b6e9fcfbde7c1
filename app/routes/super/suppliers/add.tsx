import { parseWithZod } from '@conform-to/zod/v4';
import { Anchor, Stack, Title } from '@mantine/core';
import { useTranslation } from '#app/utils/use-translation';
import { data, Link, redirect } from 'react-router';
import type { Route } from './+types/add';
import { requestContext } from '#app/context';
import { PageTitle } from '#app/components/page-title';
import { requireAuth } from '#app/middleware/guards.server';
import { SupplierSchema } from '#app/modules/suppliers/supplier.schema';
import { SupplierForm } from '#app/modules/suppliers/supplier-form';
import { createSupplier } from '#app/modules/suppliers/suppliers.repo.server';
import { refused } from '#app/utils/params';

export async function action({ request, context }: Route.ActionArgs) {
  const { scope } = requireAuth(context);
  const submission = parseWithZod(await request.formData(), { schema: SupplierSchema });
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  const created = await createSupplier(context.get(requestContext).db, scope, submission.value);
  if (!created.ok) refused(created.reason);
  // The list, narrowed to the new supplier, so the operator sees it landed.
  return redirect(`/super/suppliers?${new URLSearchParams({ q: created.supplier.name, created: '1' }).toString()}`);
}

export default function AddSupplier({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <Stack maw={960}>
      <PageTitle>{t('suppliers.addTitle')}</PageTitle>
      <Anchor component={Link} to="/super/suppliers" size="sm">
        {t('suppliers.backToList')}
      </Anchor>
      <Title order={1}>{t('suppliers.addTitle')}</Title>
      <SupplierForm lastResult={actionData?.result} />
    </Stack>
  );
}
