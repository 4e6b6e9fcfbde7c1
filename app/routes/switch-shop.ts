import { data, redirect } from 'react-router';
import type { Route } from './+types/switch-shop';
import { authContext, requestContext } from '#app/context';
import { SwitchShopSchema } from '#app/modules/auth/active-shop.schema';
import { setActiveShop } from '#app/modules/auth/active-shop.repo.server';
import { ROLES } from '#app/modules/auth/roles';
import { notFound } from '#app/utils/params';
import { homePathForRole, safeRedirectPath } from '#app/utils/redirect';

/** The company manager's shop switcher: the choice holds for this session, then back to the page they were on. */
export async function action({ request, context }: Route.ActionArgs) {
  const auth = context.get(authContext);
  if (!auth) return redirect('/login');
  if (auth.scope.role !== ROLES.companyManager) throw data({ home: homePathForRole(auth.scope.role) }, { status: 403 });
  const parsed = SwitchShopSchema.safeParse(Object.fromEntries(await request.formData()));
  // The shop is an id: a malformed one is as unknown as one of another company.
  if (!parsed.success) notFound();
  const result = await setActiveShop(context.get(requestContext).db, auth.scope, auth.sessionId, parsed.data.shop);
  if (!result.ok) {
    if (result.reason === 'forbidden') throw data({ home: homePathForRole(auth.scope.role) }, { status: 403 });
    notFound();
  }
  return redirect(safeRedirectPath(parsed.data.redirectTo, '/admin'));
}

export function loader() {
  return redirect('/admin');
}
