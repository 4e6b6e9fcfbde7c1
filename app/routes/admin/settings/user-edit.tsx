import { parseWithZod } from '@conform-to/zod/v4';
import { data, redirect, type RouterContextProvider } from 'react-router';
import type { Route } from './+types/user-edit';
import { getConfig } from '#app/config.server';
import { requestContext, shopContext, type ShopContext } from '#app/context';
import { requirePermission } from '#app/middleware/guards.server';
import type { Scope } from '#app/modules/auth/user-record';
import {
  assignableRoles,
  changeShopUser,
  findUserShop,
  getShopUser,
  grantablePermissions,
  mayManageUser,
  updateShopUser,
} from '#app/modules/users/shop-users.repo.server';
import { UserEditPage } from '#app/modules/users/user-edit-page';
import { userErrorKey, userErrorReply } from '#app/modules/users/user-errors';
import { operatorShopPath, userEditPath, usersListPath } from '#app/modules/users/user-paths';
import { UserIntentSchema, UserSchema } from '#app/modules/users/user.schema';
import { notFound, parseId } from '#app/utils/params';

/**
 * A shop's user, edited by the shop admin (/admin/settings/{userId}/edit, mapped as 'admin-user-edit') or by the
 * operator from the shop's page (/super/companies/…/{userId}/edit, 'super-user-edit'): the shop comes from the layout's
 * middleware. One case differs: the operator may open /admin/settings/{userId}/edit too (spec: "super guard"), where
 * no layout has a shop for them, so the shop is the user's own and the page goes back to it in the operator console.
 */
async function resolveShop(
  context: Readonly<RouterContextProvider>,
  scope: Scope,
  userId: number,
): Promise<ShopContext> {
  const current = context.get(shopContext);
  if (current) return current;
  const shop = (await findUserShop(context.get(requestContext).db, scope, userId)) ?? notFound();
  return { shop, basePath: operatorShopPath(shop) };
}

/** Anyone with `users:edit` edits a user of the shop whom they may change, and gets 404 for anyone else. */
async function load({ params, context }: Pick<Route.LoaderArgs, 'params' | 'context'>) {
  const { scope, sessionId } = requirePermission(context, 'users:edit');
  const userId = parseId(params.userId);
  const { shop, basePath } = await resolveShop(context, scope, userId);
  const user = (await getShopUser(context.get(requestContext).db, shop, userId)) ?? notFound();
  if (!mayManageUser(scope, user)) notFound();
  return { shop, basePath, user, sessionId };
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { shop, basePath, user } = await load({ params, context });
  return {
    user,
    basePath,
    listPath: usersListPath(basePath),
    created: new URL(request.url).searchParams.get('created') === '1',
    roles: assignableRoles(shop.actor),
    grantable: grantablePermissions(shop.actor),
    isSelf: user.id === shop.actor.userId,
  };
}

export const handle = {
  breadcrumb: (data: Awaited<ReturnType<typeof loader>>) => ({
    label: `${data.user.name} ${data.user.lastname}`,
    to: userEditPath(data.basePath, data.user.id),
  }),
};

/** The form saves; the buttons send an `intent` (activate, deactivate, delete, restore, resend the invitation). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { shop, basePath, user, sessionId } = await load({ params, context });
  const { db } = context.get(requestContext);
  const { appUrl } = getConfig();
  const formData = await request.formData();
  const intent = formData.get('intent');
  if (intent === null) {
    const submission = parseWithZod(formData, { schema: UserSchema });
    if (submission.status !== 'success')
      return data({ result: submission.reply(), error: null, notice: null }, { status: 400 });
    const result = await updateShopUser(db, shop, user.id, submission.value, appUrl, sessionId);
    if (!result.ok)
      return data({ result: userErrorReply(submission, result.reason), error: null, notice: null }, { status: 409 });
    return redirect(usersListPath(basePath));
  }
  const parsed = UserIntentSchema.safeParse(intent);
  if (!parsed.success) return data({ result: undefined, error: 'validation.choose', notice: null }, { status: 400 });
  const result = await changeShopUser(db, shop, user.id, parsed.data, appUrl);
  if (!result.ok) return data({ result: undefined, error: userErrorKey(result.reason), notice: null }, { status: 409 });
  if (parsed.data === 'delete') return redirect(usersListPath(basePath));
  return { result: undefined, error: null, notice: parsed.data === 'resend' ? 'users.invitationSent' : null };
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
