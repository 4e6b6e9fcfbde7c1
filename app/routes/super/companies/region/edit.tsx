import { parseWithZod } from '@conform-to/zod/v4';
import { Stack, Title } from '@mantine/core';
import { useTranslation } from '#app/utils/use-translation';
import { data, redirect, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/edit';
import type { loader as regionLoader } from './layout';
import { requestContext } from '#app/context';
import { PageTitle } from '#app/components/page-title';
import { requireAuth } from '#app/middleware/guards.server';
import { RegionSchema } from '#app/modules/org/org.schema';
import { RegionForm } from '#app/modules/org/region-form';
import { updateRegion } from '#app/modules/org/regions.repo.server';
import { parseId, refused } from '#app/utils/params';

export async function action({ request, params, context }: Route.ActionArgs) {
  const { scope } = requireAuth(context);
  const companyId = parseId(params.companyId);
  const regionId = parseId(params.regionId);
  const submission = parseWithZod(await request.formData(), { schema: RegionSchema });
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  const updated = await updateRegion(context.get(requestContext).db, scope, companyId, regionId, submission.value);
  if (!updated.ok) refused(updated.reason);
  return redirect(`/super/companies/${companyId}/${regionId}`);
}

export default function EditRegion({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { region } = useRouteLoaderData<typeof regionLoader>('super-region')!;
  const title = t('super.region.editTitle', { name: region.name });
  return (
    <Stack>
      <PageTitle>{title}</PageTitle>
      <Title order={1}>{title}</Title>
      <RegionForm
        lastResult={actionData?.result}
        defaultValue={{ name: region.name }}
        cancelTo={`/super/companies/${region.companyId}/${region.id}`}
      />
    </Stack>
  );
}
