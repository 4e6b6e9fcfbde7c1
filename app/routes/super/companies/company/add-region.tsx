import { parseWithZod } from '@conform-to/zod/v4';
import { Stack, Title } from '@mantine/core';
import { useTranslation } from '#app/utils/use-translation';
import { data, redirect, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/add-region';
import type { loader as companyLoader } from './layout';
import { requestContext } from '#app/context';
import { PageTitle } from '#app/components/page-title';
import { requireAuth } from '#app/middleware/guards.server';
import { RegionSchema } from '#app/modules/org/org.schema';
import { RegionForm } from '#app/modules/org/region-form';
import { createRegion } from '#app/modules/org/regions.repo.server';
import { parseId, refused } from '#app/utils/params';

export async function action({ request, params, context }: Route.ActionArgs) {
  const { scope } = requireAuth(context);
  const companyId = parseId(params.companyId);
  const submission = parseWithZod(await request.formData(), { schema: RegionSchema });
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  const created = await createRegion(context.get(requestContext).db, scope, companyId, submission.value);
  if (!created.ok) refused(created.reason);
  return redirect(`/super/companies/${companyId}/${created.id}`);
}

export default function AddRegion({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { company } = useRouteLoaderData<typeof companyLoader>('super-company')!;
  const title = t('super.region.addTitle', { company: company.name });
  return (
    <Stack>
      <PageTitle>{title}</PageTitle>
      <Title order={1}>{title}</Title>
      <RegionForm lastResult={actionData?.result} cancelTo={`/super/companies/${company.id}`} />
    </Stack>
  );
}
