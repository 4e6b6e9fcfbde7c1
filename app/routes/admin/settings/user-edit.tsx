import type { Route } from './+types/user-edit';
import { getConfig } from '#app/config.server';
import { requestContext } from '#app/context';
import { requirePermission } from '#app/middleware/guards.server';
import { ROLES } from '#app/modules/auth/roles';
import {
  assignableRoles,
  getShopUser,
  grantablePermissions,
  mayManageUser,
  ownShopTarget,
  userShopTarget,
} from '#app/modules/users/shop-users.repo.server';
import { userEditAction } from '#app/modules/users/user-edit-action.server';
import { UserEditPage } from '#app/modules/users/user-edit-page';
import { notFound, parseId } from '#app/utils/params';

const OWN_LIST = '/admin/settings/users';

/**
 * The super admin edits any shop's user here (spec: "super guard"), going back to that shop in the operator console;
 * anyone else with `users:edit` edits a user of their own shop whom they may change, and gets 404 for anyone else.
 */
async function load({ params, context }: Pick<Route.LoaderArgs, 'params' | 'context'>) {
  const { scope, sessionId } = requirePermission(context, 'users:edit');
  const { db } = context.get(requestContext);
  const userId = parseId(params.userId);
  const found =
    scope.role === ROLES.superAdmin
      ? await userShopTarget(db, scope, userId)
      : await ownShopTarget(db, scope).then((target) => target && { target, shopPath: OWN_LIST });
  if (!found) notFound();
  const target = { ...found.target, actorSessionId: sessionId };
  const user = (await getShopUser(db, target, userId)) ?? notFound();
  if (!mayManageUser(scope, user)) notFound();
  return { db, target, user, listPath: found.shopPath };
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { user, target, listPath } = await load({ params, context });
  return {
    user,
    listPath,
    created: new URL(request.url).searchParams.get('created') === '1',
    roles: assignableRoles(target.actor),
    grantable: grantablePermissions(target.actor),
    isSelf: user.id === target.actor.userId,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, target, user, listPath } = await load({ params, context });
  return userEditAction({
    db,
    target,
    userId: user.id,
    formData: await request.formData(),
    appUrl: getConfig().appUrl,
    listPath,
  });
}

export default function EditShopUser({ loaderData, actionData }: Route.ComponentProps) {
  const { user, listPath, created, roles, grantable, isSelf } = loaderData;
  return (
    <UserEditPage
      user={user}
      listPath={listPath}
      created={created}
      actionData={actionData}
      roles={roles}
      grantable={grantable}
      isSelf={isSelf}
    />
  );
}
