import { parseWithZod } from '@conform-to/zod/v4';
import { Stack, Title } from '@mantine/core';
import { useTranslation } from '#app/utils/use-translation';
import { data, redirect } from 'react-router';
import type { Route } from './+types/edit';
import { requestContext } from '#app/context';
import { PageTitle } from '#app/components/page-title';
import { requireAuth } from '#app/middleware/guards.server';
import { requireShop } from '#app/middleware/shop-scope.server';
import { ShopSchema } from '#app/modules/org/org.schema';
import { ShopForm } from '#app/modules/org/shop-form';
import { getShop, updateShop } from '#app/modules/org/shops.repo.server';
import { notFound, parseId, refused } from '#app/utils/params';

export async function loader({ context }: Route.LoaderArgs) {
  const { scope } = requireAuth(context);
  const { shop: target } = requireShop(context);
  const shop = await getShop(context.get(requestContext).db, scope, target.companyId, target.regionId, target.shopId);
  return { shop: shop ?? notFound(), timeZones: Intl.supportedValuesOf('timeZone') };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { scope } = requireAuth(context);
  const [companyId, regionId, shopId] = [parseId(params.companyId), parseId(params.regionId), parseId(params.shopId)];
  const submission = parseWithZod(await request.formData(), { schema: ShopSchema });
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  const updated = await updateShop(
    context.get(requestContext).db,
    scope,
    companyId,
    regionId,
    shopId,
    submission.value,
  );
  if (!updated.ok) refused(updated.reason);
  return redirect(`/super/companies/${companyId}/${regionId}/${shopId}`);
}

export default function EditShop({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { shop } = loaderData;
  const title = t('super.shop.editTitle', { name: shop.name });
  return (
    <Stack>
      <PageTitle>{title}</PageTitle>
      <Title order={1}>{title}</Title>
      <ShopForm
        lastResult={actionData?.result}
        timeZones={loaderData.timeZones}
        defaultValue={{
          name: shop.name,
          address: shop.address ?? '',
          deliveryAddress: shop.deliveryAddress ?? '',
          gln: shop.gln ?? '',
          timeZone: shop.timeZone,
          exportModule: shop.exportModule,
        }}
        cancelTo={`/super/companies/${shop.companyId}/${shop.regionId}/${shop.id}`}
      />
    </Stack>
  );
}
