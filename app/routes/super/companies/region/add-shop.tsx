import { parseWithZod } from '@conform-to/zod/v4';
import { Stack, Title } from '@mantine/core';
import { useTranslation } from '#app/utils/use-translation';
import { data, redirect, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/add-shop';
import type { loader as regionLoader } from './layout';
import { requestContext } from '#app/context';
import { PageTitle } from '#app/components/page-title';
import { requireAuth } from '#app/middleware/guards.server';
import { ShopSchema } from '#app/modules/org/org.schema';
import { ShopForm } from '#app/modules/org/shop-form';
import { createShop } from '#app/modules/org/shops.repo.server';
import { parseId, refused } from '#app/utils/params';

export function loader() {
  return { timeZones: Intl.supportedValuesOf('timeZone') };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { scope } = requireAuth(context);
  const companyId = parseId(params.companyId);
  const regionId = parseId(params.regionId);
  const submission = parseWithZod(await request.formData(), { schema: ShopSchema });
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  const created = await createShop(context.get(requestContext).db, scope, companyId, regionId, submission.value);
  if (!created.ok) refused(created.reason);
  return redirect(`/super/companies/${companyId}/${regionId}/${created.id}`);
}

export default function AddShop({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { region } = useRouteLoaderData<typeof regionLoader>('super-region')!;
  const title = t('super.shop.addTitle', { region: region.name });
  return (
    <Stack>
      <PageTitle>{title}</PageTitle>
      <Title order={1}>{title}</Title>
      <ShopForm
        lastResult={actionData?.result}
        timeZones={loaderData.timeZones}
        cancelTo={`/super/companies/${region.companyId}/${region.id}`}
      />
    </Stack>
  );
}
