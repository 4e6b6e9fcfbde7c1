import { parseWithZod } from '@conform-to/zod/v4';
import { Stack, Title } from '@mantine/core';
import { useTranslation } from '#app/utils/use-translation';
import { data, redirect, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/edit';
import type { loader as companyLoader } from './layout';
import { requestContext } from '#app/context';
import { PageTitle } from '#app/components/page-title';
import { requireAuth } from '#app/middleware/guards.server';
import { updateCompany } from '#app/modules/org/companies.repo.server';
import { CompanyForm } from '#app/modules/org/company-form';
import { CompanySchema } from '#app/modules/org/org.schema';
import { parseId, refused } from '#app/utils/params';

export async function action({ request, params, context }: Route.ActionArgs) {
  const { scope } = requireAuth(context);
  const companyId = parseId(params.companyId);
  const submission = parseWithZod(await request.formData(), { schema: CompanySchema });
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  const updated = await updateCompany(context.get(requestContext).db, scope, companyId, submission.value);
  if (!updated.ok) refused(updated.reason);
  return redirect(`/super/companies/${companyId}`);
}

export default function EditCompany({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { company } = useRouteLoaderData<typeof companyLoader>('super-company')!;
  const title = t('super.company.editTitle', { name: company.name });
  return (
    <Stack>
      <PageTitle>{title}</PageTitle>
      <Title order={1}>{title}</Title>
      <CompanyForm
        lastResult={actionData?.result}
        defaultValue={{ name: company.name, vatNumber: company.vatNumber ?? '', address: company.address ?? '' }}
        cancelTo={`/super/companies/${company.id}`}
      />
    </Stack>
  );
}
