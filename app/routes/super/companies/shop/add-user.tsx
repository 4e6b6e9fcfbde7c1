import { parseWithZod } from '@conform-to/zod/v4';
import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { data, redirect, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/add-user';
import type { loader as shopLoader } from './layout';
import { getConfig } from '#app/config.server';
import { requestContext } from '#app/context';
import { PageTitle } from '#app/components/page-title';
import { requireAuth } from '#app/middleware/guards.server';
import { ALL_PERMISSIONS } from '#app/modules/auth/roles';
import { inviteShopUser, operatorShopTarget } from '#app/modules/users/shop-users.repo.server';
import { UserForm } from '#app/modules/users/user-form';
import { SHOP_ROLES, UserSchema } from '#app/modules/users/user.schema';
import { userErrorReply } from '#app/modules/users/user-errors';
import { notFound, parseId } from '#app/utils/params';

export async function action({ request, params, context }: Route.ActionArgs) {
  const { scope } = requireAuth(context);
  const { db } = context.get(requestContext);
  const [companyId, regionId, shopId] = [parseId(params.companyId), parseId(params.regionId), parseId(params.shopId)];
  const target = (await operatorShopTarget(db, scope, companyId, regionId, shopId)) ?? notFound();
  const submission = parseWithZod(await request.formData(), { schema: UserSchema });
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  const result = await inviteShopUser(db, target, submission.value, getConfig().appUrl);
  if (!result.ok) return data({ result: userErrorReply(submission, result.reason) }, { status: 409 });
  return redirect(`/super/companies/${companyId}/${regionId}/${shopId}/${result.id}/edit?created=1`);
}

export default function AddUser({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { shop } = useRouteLoaderData<typeof shopLoader>('super-shop')!;
  const title = t('users.addTitle', { shop: shop.name });
  return (
    <Stack>
      <PageTitle>{title}</PageTitle>
      <Title order={1}>{title}</Title>
      <UserForm
        isNew
        lastResult={actionData?.result}
        roles={SHOP_ROLES}
        grantable={ALL_PERMISSIONS}
        cancelTo={`/super/companies/${shop.companyId}/${shop.regionId}/${shop.id}`}
      />
    </Stack>
  );
}
