import { parseWithZod } from '@conform-to/zod/v4';
import { Stack, Title } from '@mantine/core';
import { useTranslation } from '#app/utils/use-translation';
import { data, redirect } from 'react-router';
import type { Route } from './+types/add-user';
import { getConfig } from '#app/config.server';
import { requestContext } from '#app/context';
import { PageTitle } from '#app/components/page-title';
import { requirePermission } from '#app/middleware/guards.server';
import { requireShop } from '#app/middleware/shop-scope.server';
import { assignableRoles, grantablePermissions, inviteShopUser } from '#app/modules/users/shop-users.repo.server';
import { userErrorReply } from '#app/modules/users/user-errors';
import { UserForm } from '#app/modules/users/user-form';
import { userEditPath, usersListPath } from '#app/modules/users/user-paths';
import { UserSchema } from '#app/modules/users/user.schema';

/** Invites a user to the shop: mapped for the shop admin (/admin/settings/add-user) and the operator (…/add-user). */
export function loader({ context }: Route.LoaderArgs) {
  const { scope } = requirePermission(context, 'users:edit');
  const { shop, basePath } = requireShop(context);
  return {
    shopName: shop.shopName,
    roles: assignableRoles(scope),
    grantable: grantablePermissions(scope),
    cancelTo: usersListPath(basePath),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  requirePermission(context, 'users:edit');
  const { shop, basePath } = requireShop(context);
  const submission = parseWithZod(await request.formData(), { schema: UserSchema });
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  const result = await inviteShopUser(context.get(requestContext).db, shop, submission.value, getConfig().appUrl);
  if (!result.ok)
    return data(
      { result: userErrorReply(submission, result.reason) },
      { status: result.reason === 'forbidden' ? 403 : 409 },
    );
  return redirect(`${userEditPath(basePath, result.id)}?created=1`);
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
        cancelTo={loaderData.cancelTo}
      />
    </Stack>
  );
}
