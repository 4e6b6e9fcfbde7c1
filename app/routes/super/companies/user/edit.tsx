import type { Route } from './+types/edit';
import { getConfig } from '#app/config.server';
import { requestContext } from '#app/context';
import { requireAuth } from '#app/middleware/guards.server';
import {
  assignableRoles,
  getShopUser,
  grantablePermissions,
  operatorShopTarget,
} from '#app/modules/users/shop-users.repo.server';
import { userEditAction } from '#app/modules/users/user-edit-action.server';
import { UserEditPage } from '#app/modules/users/user-edit-page';
import { notFound, parseId } from '#app/utils/params';

async function load({ params, context }: Pick<Route.LoaderArgs, 'params' | 'context'>) {
  const { scope, sessionId } = requireAuth(context);
  const { db } = context.get(requestContext);
  const [companyId, regionId, shopId] = [parseId(params.companyId), parseId(params.regionId), parseId(params.shopId)];
  const shop = (await operatorShopTarget(db, scope, companyId, regionId, shopId)) ?? notFound();
  const target = { ...shop, actorSessionId: sessionId };
  const user = (await getShopUser(db, target, parseId(params.userId))) ?? notFound();
  return { db, target, user, shopPath: `/super/companies/${companyId}/${regionId}/${shopId}` };
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { user, shopPath, target } = await load({ params, context });
  return {
    user,
    shopPath,
    created: new URL(request.url).searchParams.get('created') === '1',
    roles: assignableRoles(target.actor),
    grantable: grantablePermissions(target.actor),
  };
}

export const handle = {
  breadcrumb: (data: Awaited<ReturnType<typeof loader>>) => ({
    label: `${data.user.name} ${data.user.lastname}`,
    to: `${data.shopPath}/${data.user.id}/edit`,
  }),
};

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, target, user, shopPath } = await load({ params, context });
  return userEditAction({
    db,
    target,
    userId: user.id,
    formData: await request.formData(),
    appUrl: getConfig().appUrl,
    listPath: shopPath,
  });
}

export default function EditUser({ loaderData, actionData }: Route.ComponentProps) {
  const { user, shopPath, created, roles, grantable } = loaderData;
  return (
    <UserEditPage
      user={user}
      listPath={shopPath}
      created={created}
      actionData={actionData}
      roles={roles}
      grantable={grantable}
      isSelf={false}
    />
  );
}
