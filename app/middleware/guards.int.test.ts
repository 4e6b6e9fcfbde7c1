import { RouterContextProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { authContext, type AuthState } from '#app/context';
import type { Database } from '#app/db/client.server';
import { ROLES } from '#app/modules/auth/roles';
import { toScope, toUserRecord } from '#app/modules/auth/user-record';
import { getSessionUserRow } from '#app/modules/users/users.repo.server';
import { createTenant, createUser } from '#tests/factories';
import { useTestDatabase } from '#tests/setup/db';
import { action as importOrderAction, loader as importOrderLoader } from '#app/routes/admin/ordering/import-order';
import { action as importOrderPreviewAction } from '#app/routes/admin/ordering/import-order-preview';
import {
  requireAuth,
  requireEveryPermission,
  requirePermission,
  requireSuperMiddleware,
  requireUserMiddleware,
} from './guards.server';

let db: Database;
beforeAll(async () => {
  db = (await useTestDatabase()).db;
});

/** What the session middleware would put in the context for this user. */
async function authStateOf(userId: number): Promise<AuthState> {
  const row = await getSessionUserRow(db, userId);
  if (!row) throw new Error(`no user ${userId}`);
  return { user: toUserRecord(row), scope: toScope(row), sessionId: 1, token: 'test-token' };
}

async function contextFor(userId: number | null) {
  const context = new RouterContextProvider();
  if (userId !== null) context.set(authContext, await authStateOf(userId));
  return context;
}

function runMiddleware(middleware: typeof requireUserMiddleware, url: string, context: RouterContextProvider) {
  return middleware({ request: new Request(url), context, params: {} } as never, async () => new Response('next'));
}

type Thrown = { status: number; response: Response | null } | 'did not throw';

/** What a guard threw: a Response as is, react-router's `data(null, { status })` by its status. */
async function thrown(call: () => unknown): Promise<Thrown> {
  try {
    await call();
  } catch (error) {
    if (error instanceof Response) return { status: error.status, response: error };
    const status = (error as { init?: ResponseInit | null }).init?.status;
    if (typeof status !== 'number') throw error;
    return { status, response: null };
  }
  return 'did not throw';
}

describe('requireUserMiddleware', () => {
  it('sends a visitor to the login page, which comes back to the page asked for', async () => {
    const result = await thrown(() =>
      runMiddleware(requireUserMiddleware, 'http://x/admin/settings/profile', new RouterContextProvider()),
    );
    expect(result).toMatchObject({ status: 302 });
    if (result === 'did not throw') return;
    expect(result.response?.headers.get('Location')).toBe('/login?redirectTo=%2Fadmin%2Fsettings%2Fprofile');
  });

  it('keeps the query string and drops the .data suffix of a client navigation', async () => {
    const result = await thrown(() =>
      runMiddleware(requireUserMiddleware, 'http://x/admin/orders.data?page=2', new RouterContextProvider()),
    );
    expect(result).toMatchObject({ status: 302 });
    if (result === 'did not throw') return;
    expect(result.response?.headers.get('Location')).toBe(
      `/login?redirectTo=${encodeURIComponent('/admin/orders?page=2')}`,
    );
  });

  it('lets a logged-in user through', async () => {
    const { staff } = await createTenant(db);
    const context = await contextFor(staff.id);
    expect(await thrown(() => runMiddleware(requireUserMiddleware, 'http://x/admin/settings/profile', context))).toBe(
      'did not throw',
    );
  });
});

describe('requireSuperMiddleware', () => {
  it('answers 403 to an admin, a company manager and staff', async () => {
    const { admin, staff, company } = await createTenant(db);
    const manager = await createUser(db, { role: ROLES.companyManager, companyId: company.id });
    for (const userId of [admin.id, manager.id, staff.id]) {
      const context = await contextFor(userId);
      expect(await thrown(() => runMiddleware(requireSuperMiddleware, 'http://x/super/companies', context))).toEqual({
        status: 403,
        response: null,
      });
    }
  });

  it('lets a super admin through', async () => {
    const operator = await createUser(db, { role: ROLES.superAdmin });
    const context = await contextFor(operator.id);
    expect(await thrown(() => runMiddleware(requireSuperMiddleware, 'http://x/super/companies', context))).toBe(
      'did not throw',
    );
  });
});

describe('requirePermission', () => {
  it('answers 403 to staff lacking the permission', async () => {
    const { staff } = await createTenant(db, { staffPermissions: ['orders:view'] });
    const context = await contextFor(staff.id);
    expect(await thrown(() => requirePermission(context, 'users:view'))).toEqual({ status: 403, response: null });
  });

  it('answers the auth state to staff holding the permission', async () => {
    const { staff } = await createTenant(db, { staffPermissions: ['orders:view', 'users:view'] });
    const context = await contextFor(staff.id);
    const auth = requirePermission(context, 'users:view');
    expect(auth.user.id).toBe(staff.id);
    expect(auth.scope).toMatchObject({ userId: staff.id, role: ROLES.staff });
  });

  it('lets an admin through on any permission', async () => {
    const { admin } = await createTenant(db);
    const context = await contextFor(admin.id);
    expect(requirePermission(context, 'users:edit').user.id).toBe(admin.id);
  });

  it('answers 401 when nobody is logged in', async () => {
    const context = new RouterContextProvider();
    expect(await thrown(() => requirePermission(context, 'users:view'))).toEqual({ status: 401, response: null });
    expect(await thrown(() => requireAuth(context))).toEqual({ status: 401, response: null });
  });
});

describe('requireEveryPermission', () => {
  it('answers 403 unless every permission is held', async () => {
    const { staff } = await createTenant(db, { staffPermissions: ['orders:view', 'orders:import'] });
    const context = await contextFor(staff.id);
    expect(await thrown(() => requireEveryPermission(context, 'orders:import', 'orders:create'))).toEqual({
      status: 403,
      response: null,
    });
    expect(requireEveryPermission(context, 'orders:import', 'orders:view').user.id).toBe(staff.id);
  });

  it('answers 401 when nobody is logged in', async () => {
    expect(await thrown(() => requireEveryPermission(new RouterContextProvider(), 'orders:import'))).toEqual({
      status: 401,
      response: null,
    });
  });
});

describe('importing orders (it creates and e-mails orders)', () => {
  it('needs orders:create as well as orders:import, on the page and on both endpoints', async () => {
    const { staff } = await createTenant(db, { staffPermissions: ['orders:view', 'orders:import'] });
    const context = await contextFor(staff.id);
    const post = () => new Request('http://x/admin/ordering/import-order', { method: 'POST', body: new FormData() });
    const args = () => ({ request: post(), context, params: {} }) as never;
    expect(await thrown(() => importOrderLoader(args()))).toEqual({ status: 403, response: null });
    expect(await thrown(() => importOrderAction(args()))).toEqual({ status: 403, response: null });
    expect(await thrown(() => importOrderPreviewAction(args()))).toEqual({ status: 403, response: null });
  });

  it('lets someone holding both open the page', async () => {
    const { staff } = await createTenant(db, { staffPermissions: ['orders:view', 'orders:import', 'orders:create'] });
    const context = await contextFor(staff.id);
    expect(
      await importOrderLoader({
        request: new Request('http://x/admin/ordering/import-order'),
        context,
        params: {},
      } as never),
    ).toBeNull();
  });
});
