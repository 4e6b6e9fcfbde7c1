import type { Route } from './+types/user-edit';
import { getConfig } from '#app/config.server';
import { requestContext } from '#app/context';
import { requirePermission } from '#app/middleware/guards.server';
import { assignableRoles, getShopUser, grantablePermissions, mayManageRole, ownShopTarget } from '#app/modules/users/shop-users.server';
import { userEditAction } from '#app/modules/users/user-edit-action.server';
import { UserEditPage } from '#app/modules/users/user-edit-page';
import { notFound, parseId } from '#app/utils/params';

/** A user of the caller's own shop whom the caller may change; anyone else answers 404. */
async function load({ params, context }: Pick<Route.LoaderArgs, 'params' | 'context'>) {
  const { scope } = requirePermission(context, 'users:edit');
  const { db } = context.get(requestContext);
  const target = (await ownShopTarget(db, scope)) ?? notFound();
  const user = (await getShopUser(db, target, parseId(params.userId))) ?? notFound();
  if (!mayManageRole(scope, user.role)) notFound();
  return { db, target, user };
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { user, target } = await load({ params, context });
  return {
    user,
    created: new URL(request.url).searchParams.get('created') === '1',
    roles: assignableRoles(target.actor),
    grantable: grantablePermissions(target.actor),
    isSelf: user.id === target.actor.userId,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, target, user } = await load({ params, context });
  return userEditAction({ db, target, userId: user.id, formData: await request.formData(), appUrl: getConfig().appUrl, listPath: '/admin/settings/users' });
}

export default function EditShopUser({ loaderData, actionData }: Route.ComponentProps) {
  const { user, created, roles, grantable, isSelf } = loaderData;
  return (
    <UserEditPage user={user} listPath="/admin/settings/users" created={created} actionData={actionData} roles={roles} grantable={grantable} isSelf={isSelf} />
  );
}
