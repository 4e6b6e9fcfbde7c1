import { parseWithZod } from '@conform-to/zod/v4';
import { Stack, Title } from '@mantine/core';
import { useTranslation } from '#app/utils/use-translation';
import { data, redirect } from 'react-router';
import type { Route } from './+types/add';
import { requestContext } from '#app/context';
import { PageTitle } from '#app/components/page-title';
import { requireAuth } from '#app/middleware/guards.server';
import { createCompany } from '#app/modules/org/companies.repo.server';
import { CompanyForm } from '#app/modules/org/company-form';
import { CompanySchema } from '#app/modules/org/org.schema';
import { refused } from '#app/utils/params';

export async function action({ request, context }: Route.ActionArgs) {
  const { scope } = requireAuth(context);
  const submission = parseWithZod(await request.formData(), { schema: CompanySchema });
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  const created = await createCompany(context.get(requestContext).db, scope, submission.value);
  if (!created.ok) refused(created.reason);
  return redirect(`/super/companies/${created.id}`);
}

export default function AddCompany({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <Stack>
      <PageTitle>{t('super.company.addTitle')}</PageTitle>
      <Title order={1}>{t('super.company.addTitle')}</Title>
      <CompanyForm lastResult={actionData?.result} cancelTo="/super/companies" />
    </Stack>
  );
}
