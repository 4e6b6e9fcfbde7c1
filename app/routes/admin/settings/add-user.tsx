import { parseWithZod } from '@conform-to/zod/v4';
import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { data, redirect } from 'react-router';
import type { Route } from './+types/add-user';
import { getConfig } from '#app/config.server';
import { requestContext } from '#app/context';
import { PageTitle } from '#app/components/page-title';
import { requirePermission } from '#app/middleware/guards.server';
import {
  assignableRoles,
  grantablePermissions,
  inviteShopUser,
  ownShopTarget,
} from '#app/modules/users/shop-users.repo.server';
import { userErrorReply } from '#app/modules/users/user-errors';
import { UserForm } from '#app/modules/users/user-form';
import { UserSchema } from '#app/modules/users/user.schema';
import { notFound } from '#app/utils/params';

export async function loader({ context }: Route.LoaderArgs) {
  const { scope } = requirePermission(context, 'users:edit');
  const target = (await ownShopTarget(context.get(requestContext).db, scope)) ?? notFound();
  return { shopName: target.shopName, roles: assignableRoles(scope), grantable: grantablePermissions(scope) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { scope } = requirePermission(context, 'users:edit');
  const { db } = context.get(requestContext);
  const target = (await ownShopTarget(db, scope)) ?? notFound();
  const submission = parseWithZod(await request.formData(), { schema: UserSchema });
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  const result = await inviteShopUser(db, target, submission.value, getConfig().appUrl);
  if (!result.ok)
    return data(
      { result: userErrorReply(submission, result.reason) },
      { status: result.reason === 'forbidden' ? 403 : 409 },
    );
  return redirect(`/admin/settings/${result.id}/edit?created=1`);
}

export default function AddShopUser({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const title = t('users.addTitle', { shop: loaderData.shopName });
  return (
    <Stack>
      <PageTitle>{title}</PageTitle>
      <Title order={1}>{title}</Title>
      <UserForm
        isNew
        lastResult={actionData?.result}
        roles={loaderData.roles}
        grantable={loaderData.grantable}
        cancelTo="/admin/settings/users"
      />
    </Stack>
  );
}
