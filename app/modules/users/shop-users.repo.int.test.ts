import { and, asc, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#app/db/client.server';
import { auditLog, mailOutbox, passwordResetTokens, sessions, shops, users } from '#app/db/schema';
import { confirmPasswordReset, login, mailPasswordResetLink } from '#app/modules/auth/auth.service.server';
import { ROLES } from '#app/modules/auth/roles';
import { createSession, findSessionUser } from '#app/modules/auth/session.repo.server';
import type { Scope } from '#app/modules/auth/user-record';
import type { ShopScope } from '#app/modules/tenancy/shop-scope';
import { findOperatorShop, findOwnShop } from '#app/modules/tenancy/shop-scope.repo.server';
import { createRegion, createShop, createTenant, createUser, uniqueEmail } from '#tests/factories';
import { useTestDatabase } from '#tests/setup/db';
import { toScope } from '#app/modules/auth/user-record';
import { getSessionUserRow } from './users.repo.server';
import {
  assignableRoles,
  changeShopUser,
  deleteShopUser,
  findUserShop,
  getShopUser,
  grantablePermissions,
  inviteShopUser,
  listShopUsers,
  mayManageRole,
  mayManageUser,
  resendInvitation,
  restoreShopUser,
  setShopUserActive,
  updateShopUser,
} from './shop-users.repo.server';
import { operatorShopPath } from './user-paths';
import type { UserInput } from './user.schema';

const APP_URL = 'https://prevzem.example';
const NO_LIMITS = {
  perIp: { limit: 1000, windowMs: 60_000 },
  perAccountAndIp: { limit: 1000, windowMs: 60_000 },
  perAccount: { limit: 1000, windowMs: 60_000 },
};

let db: Database;
let superScope: Scope;
beforeAll(async () => {
  db = (await useTestDatabase()).db;
  const operator = await createUser(db, { role: ROLES.superAdmin, name: 'Sara' });
  superScope = { userId: operator.id, role: ROLES.superAdmin, companyId: null, shopId: null, permissions: [] };
});

async function tenantWithTarget() {
  const tenant = await createTenant(db);
  const target = (await findOperatorShop(db, superScope, {
    companyId: tenant.company.id,
    regionId: tenant.region.id,
    shopId: tenant.shop.id,
  }))!;
  return { ...tenant, target };
}

const input = (values: Partial<UserInput> = {}): UserInput => ({
  name: 'Mojca',
  lastname: 'Kos',
  email: uniqueEmail('mojca'),
  role: ROLES.staff,
  permissions: ['orders:view', 'cart:use'],
  language: 'si',
  orderEmails: true,
  itemEmails: false,
  ...values,
});

async function userRow(id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row!;
}

async function mailsTo(email: string) {
  return db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, [email]))
    .orderBy(desc(mailOutbox.id));
}

/** The token the invitation e-mail carries. */
function linkToken(text: string): string {
  const match = /reset-password\?token=([^&\s]+)&invitation=1/.exec(text);
  if (!match) throw new Error(`no invitation link in: ${text}`);
  return decodeURIComponent(match[1]!);
}

/** A reset link for the address, as the deferred half of a reset request makes it. */
const requestResetNow = (email: string) => mailPasswordResetLink(db, email, APP_URL);

async function sessionCount(userId: number) {
  return (await db.select().from(sessions).where(eq(sessions.userId, userId))).length;
}

describe('findOperatorShop (the shop of the operator console’s path)', () => {
  it('finds a shop only under its own company and region', async () => {
    const a = await createTenant(db);
    const b = await createTenant(db);
    const otherRegion = await createRegion(db, a.company.id);
    expect(
      await findOperatorShop(db, superScope, { companyId: a.company.id, regionId: a.region.id, shopId: a.shop.id }),
    ).toMatchObject({
      companyId: a.company.id,
      shopId: a.shop.id,
      shopName: a.shop.name,
      shopDeleted: false,
    });
    expect(
      await findOperatorShop(db, superScope, { companyId: a.company.id, regionId: otherRegion.id, shopId: a.shop.id }),
    ).toBeNull();
    expect(
      await findOperatorShop(db, superScope, { companyId: b.company.id, regionId: b.region.id, shopId: a.shop.id }),
    ).toBeNull();
  });

  it('finds nothing for any role but the operator', async () => {
    const a = await createTenant(db);
    for (const user of [a.admin, a.staff]) {
      const scope: Scope = {
        userId: user.id,
        role: user.role as 3 | 4,
        companyId: a.company.id,
        shopId: a.shop.id,
        permissions: [],
      };
      expect(
        await findOperatorShop(db, scope, { companyId: a.company.id, regionId: a.region.id, shopId: a.shop.id }),
      ).toBeNull();
    }
  });
});

describe('inviteShopUser', () => {
  it('creates the user without a password, mails a single-use link in their language, and the link sets the password', async () => {
    const { target, company, shop } = await tenantWithTarget();
    const values = input();
    const result = await inviteShopUser(db, target, values, APP_URL);
    if (!result.ok) throw new Error(result.reason);
    expect(await userRow(result.id)).toMatchObject({
      companyId: company.id,
      shopId: shop.id,
      passwordHash: null,
      role: ROLES.staff,
      permissions: ['orders:view', 'cart:use'],
      language: 'si',
      orderEmails: true,
      isActive: true,
    });
    const [mail] = await mailsTo(values.email);
    expect(mail).toMatchObject({
      kind: 'invitation',
      companyId: company.id,
      subject: `Vaš račun v Prevzemu za ${shop.name}`,
    });
    expect(mail!.text).toContain('Sara User');
    expect(mail!.text).toContain(`${APP_URL}/reset-password?token=`);
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'user'), eq(auditLog.entityId, String(result.id))));
    expect(audit).toMatchObject({ action: 'created', companyId: company.id, actorUserId: superScope.userId });
    expect(JSON.stringify(audit!.changes)).not.toContain('password');

    expect((await login(db, { email: values.email, password: 'Chosen-pass-123' }, {}, NO_LIMITS)).ok).toBe(false);
    const token = linkToken(mail!.text);
    expect(await confirmPasswordReset(db, token, 'Chosen-pass-123')).toEqual({ ok: true });
    expect((await login(db, { email: values.email, password: 'Chosen-pass-123' }, {}, NO_LIMITS)).ok).toBe(true);
    expect(await confirmPasswordReset(db, token, 'Another-pass-123')).toEqual({ ok: false, reason: 'invalid_token' });
  });

  it('refuses an e-mail already used by anyone, in any case, deleted users included, and writes nothing', async () => {
    const { target, admin } = await tenantWithTarget();
    const other = await createTenant(db);
    const deleted = await createUser(db, { companyId: other.company.id, shopId: other.shop.id, deletedAt: new Date() });
    for (const email of [admin.email.toUpperCase(), other.admin.email, deleted.email]) {
      const before = (await listShopUsers(db, target)).total;
      expect(await inviteShopUser(db, target, input({ email }), APP_URL)).toEqual({ ok: false, reason: 'email_taken' });
      expect((await listShopUsers(db, target)).total).toBe(before);
      expect(await mailsTo(email)).toEqual([]);
    }
  });

  it('is refused in a deleted shop', async () => {
    const { company, region } = await createTenant(db);
    const shop = await createShop(db, company.id, region.id, { deletedAt: new Date() });
    const target = (await findOperatorShop(db, superScope, {
      companyId: company.id,
      regionId: region.id,
      shopId: shop.id,
    }))!;
    const values = input();
    expect(await inviteShopUser(db, target, values, APP_URL)).toEqual({ ok: false, reason: 'parent_deleted' });
    expect(await mailsTo(values.email)).toEqual([]);
  });

  it('rejects input that is not valid', async () => {
    const { target } = await tenantWithTarget();
    await expect(inviteShopUser(db, target, input({ role: ROLES.superAdmin }), APP_URL)).rejects.toThrow();
    await expect(inviteShopUser(db, target, input({ email: 'nope' }), APP_URL)).rejects.toThrow();
  });
});

describe('reading and changing users stays inside the shop', () => {
  it('a user of another shop of the same company, or of another company, is not found for reads or writes', async () => {
    const { target, company, region } = await tenantWithTarget();
    const sibling = await createShop(db, company.id, region.id);
    const siblingUser = await createUser(db, { companyId: company.id, shopId: sibling.id });
    const stranger = (await createTenant(db)).admin;
    for (const user of [siblingUser, stranger]) {
      expect(await getShopUser(db, target, user.id)).toBeNull();
      expect(await updateShopUser(db, target, user.id, input(), APP_URL)).toEqual({ ok: false, reason: 'not_found' });
      expect(await setShopUserActive(db, target, user.id, false)).toEqual({ ok: false, reason: 'not_found' });
      expect(await deleteShopUser(db, target, user.id)).toEqual({ ok: false, reason: 'not_found' });
      expect(await restoreShopUser(db, target, user.id)).toEqual({ ok: false, reason: 'not_found' });
      expect(await resendInvitation(db, target, user.id, APP_URL)).toEqual({ ok: false, reason: 'not_found' });
      expect(await userRow(user.id)).toEqual(user);
    }
    expect((await listShopUsers(db, target)).rows.map((u) => u.id)).not.toContain(siblingUser.id);
  });
});

describe('updateShopUser', () => {
  it('saves the changes and records old and new values', async () => {
    const { target, staff } = await tenantWithTarget();
    const values = input({ email: uniqueEmail('renamed'), permissions: ['deliveries:view'], role: ROLES.staff });
    expect(await updateShopUser(db, target, staff.id, values, APP_URL)).toEqual({ ok: true });
    expect(await userRow(staff.id)).toMatchObject({
      name: 'Mojca',
      email: values.email,
      permissions: ['deliveries:view'],
      orderEmails: true,
    });
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entityType, 'user'), eq(auditLog.entityId, String(staff.id)), eq(auditLog.action, 'updated')),
      );
    expect(audit!.changes).toMatchObject({
      permissions: { from: 'orders:view', to: 'deliveries:view' },
      name: { from: 'Test', to: 'Mojca' },
    });
  });

  it("refuses another user's e-mail and keeps the row", async () => {
    const { target, staff, admin } = await tenantWithTarget();
    expect(await updateShopUser(db, target, staff.id, input({ email: admin.email.toUpperCase() }), APP_URL)).toEqual({
      ok: false,
      reason: 'email_taken',
    });
    expect(await userRow(staff.id)).toEqual(staff);
  });

  it('makes an admin out of a staff member, whose permission list is then not needed', async () => {
    const { target, staff } = await tenantWithTarget();
    expect(await updateShopUser(db, target, staff.id, input({ role: ROLES.admin }), APP_URL)).toEqual({ ok: true });
    expect(await userRow(staff.id)).toMatchObject({ role: ROLES.admin, permissions: [] });
  });
});

describe('deactivation, deletion and restoring', () => {
  it('deactivating ends every session at once and blocks login; activating lets the user in again', async () => {
    const { target, staff } = await tenantWithTarget();
    await createSession(db, staff.id, {});
    await createSession(db, staff.id, {});
    expect(await setShopUserActive(db, target, staff.id, false)).toEqual({ ok: true });
    expect(await sessionCount(staff.id)).toBe(0);
    expect((await login(db, { email: staff.email, password: 'Test-pass-1234' }, {}, NO_LIMITS)).ok).toBe(false);
    expect(await setShopUserActive(db, target, staff.id, false)).toEqual({ ok: false, reason: 'not_found' });
    expect(await setShopUserActive(db, target, staff.id, true)).toEqual({ ok: true });
    expect((await login(db, { email: staff.email, password: 'Test-pass-1234' }, {}, NO_LIMITS)).ok).toBe(true);
  });

  it('delete is soft: sessions and open links end, the row stays; restore brings the user back as they were', async () => {
    const { target, staff } = await tenantWithTarget();
    await createSession(db, staff.id, {});
    expect(await deleteShopUser(db, target, staff.id)).toEqual({ ok: true });
    expect(await sessionCount(staff.id)).toBe(0);
    expect((await userRow(staff.id)).deletedAt).not.toBeNull();
    expect((await login(db, { email: staff.email, password: 'Test-pass-1234' }, {}, NO_LIMITS)).ok).toBe(false);
    expect(await deleteShopUser(db, target, staff.id)).toEqual({ ok: false, reason: 'not_found' });
    expect(await updateShopUser(db, target, staff.id, input(), APP_URL)).toEqual({ ok: false, reason: 'not_found' });

    expect(await restoreShopUser(db, target, staff.id)).toEqual({ ok: true });
    expect(await userRow(staff.id)).toMatchObject({ ...staff, updatedAt: expect.any(Date) });
    expect((await login(db, { email: staff.email, password: 'Test-pass-1234' }, {}, NO_LIMITS)).ok).toBe(true);
    const actions = await db
      .select({ action: auditLog.action })
      .from(auditLog)
      // The user's own rows: on a shared PostgreSQL another file's note or count can have the same id.
      .where(and(eq(auditLog.entityType, 'user'), eq(auditLog.entityId, String(staff.id))))
      .orderBy(auditLog.id);
    expect(actions.map((a) => a.action)).toEqual(['deleted', 'restored']);
  });

  it('restoring is refused while the shop is deleted', async () => {
    const { target, staff, shop } = await tenantWithTarget();
    expect(await deleteShopUser(db, target, staff.id)).toEqual({ ok: true });
    await db.update(shops).set({ deletedAt: new Date() }).where(eq(shops.id, shop.id));
    expect(await restoreShopUser(db, target, staff.id)).toEqual({ ok: false, reason: 'parent_deleted' });
    expect((await userRow(staff.id)).deletedAt).not.toBeNull();
  });

  it('an operator who also is the acting user cannot lock themselves out', async () => {
    const { target, admin } = await tenantWithTarget();
    const self: ShopScope = { ...target, actor: { ...target.actor, userId: admin.id } };
    expect(await setShopUserActive(db, self, admin.id, false)).toEqual({ ok: false, reason: 'own_account' });
    expect(await deleteShopUser(db, self, admin.id)).toEqual({ ok: false, reason: 'own_account' });
    expect(await updateShopUser(db, self, admin.id, input({ role: ROLES.staff }), APP_URL)).toEqual({
      ok: false,
      reason: 'own_account',
    });
  });
});

describe('changeShopUser (the user edit page’s buttons)', () => {
  it('deactivates, activates, deletes, restores and re-invites, each as its own change', async () => {
    const { target } = await tenantWithTarget();
    const invited = await inviteShopUser(db, target, input(), APP_URL);
    if (!invited.ok) throw new Error(invited.reason);
    const { id } = invited;
    expect(await changeShopUser(db, target, id, 'deactivate', APP_URL)).toEqual({ ok: true });
    expect((await userRow(id)).isActive).toBe(false);
    expect(await changeShopUser(db, target, id, 'activate', APP_URL)).toEqual({ ok: true });
    expect((await userRow(id)).isActive).toBe(true);
    const email = (await userRow(id)).email;
    expect(await changeShopUser(db, target, id, 'resend', APP_URL)).toEqual({ ok: true });
    expect((await mailsTo(email)).filter((mail) => mail.kind === 'invitation')).toHaveLength(2);
    expect(await changeShopUser(db, target, id, 'delete', APP_URL)).toEqual({ ok: true });
    expect((await userRow(id)).deletedAt).toBeInstanceOf(Date);
    expect(await changeShopUser(db, target, id, 'restore', APP_URL)).toEqual({ ok: true });
    expect((await userRow(id)).deletedAt).toBeNull();
    const actions = await db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'user'), eq(auditLog.entityId, String(id))))
      .orderBy(asc(auditLog.id));
    expect(actions.map((row) => row.action)).toEqual([
      'created',
      'deactivated',
      'activated',
      'invited',
      'deleted',
      'restored',
    ]);
  });
});

describe('resendInvitation', () => {
  it('sends a new link and the old one stops working; a user with a password gets none', async () => {
    const { target, admin } = await tenantWithTarget();
    const values = input();
    const created = await inviteShopUser(db, target, values, APP_URL);
    if (!created.ok) throw new Error(created.reason);
    const first = linkToken((await mailsTo(values.email))[0]!.text);
    expect(await resendInvitation(db, target, created.id, APP_URL)).toEqual({ ok: true });
    const second = linkToken((await mailsTo(values.email))[0]!.text);
    expect(second).not.toBe(first);
    expect(await confirmPasswordReset(db, first, 'Chosen-pass-123')).toEqual({ ok: false, reason: 'invalid_token' });
    expect(await confirmPasswordReset(db, second, 'Chosen-pass-123')).toEqual({ ok: true });
    expect(await resendInvitation(db, target, created.id, APP_URL)).toEqual({ ok: false, reason: 'not_found' });
    expect(await resendInvitation(db, target, admin.id, APP_URL)).toEqual({ ok: false, reason: 'not_found' });
    const open = await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, created.id));
    expect(open.every((token) => token.usedAt !== null)).toBe(true);
  });
});

describe("a shop's own admin and staff", () => {
  async function scopeOf(userId: number) {
    return toScope((await getSessionUserRow(db, userId))!);
  }

  it('work only in their own shop; a user without a shop has no target', async () => {
    const { admin, shop, company } = await createTenant(db);
    const target = (await findOwnShop(db, await scopeOf(admin.id)))!;
    expect(target).toMatchObject({ companyId: company.id, shopId: shop.id, shopName: shop.name });
    expect(await findOwnShop(db, superScope)).toBeNull();
  });

  it('an admin gives admin or staff roles, never company manager, and cannot touch a manager', async () => {
    const { admin, company, shop } = await createTenant(db);
    const scope = await scopeOf(admin.id);
    const target = (await findOwnShop(db, scope))!;
    expect(assignableRoles(scope)).toEqual([ROLES.admin, ROLES.staff]);
    expect(await inviteShopUser(db, target, input({ role: ROLES.companyManager }), APP_URL)).toEqual({
      ok: false,
      reason: 'forbidden',
    });
    const created = await inviteShopUser(db, target, input({ role: ROLES.admin }), APP_URL);
    expect(created.ok).toBe(true);

    const [manager] = await db
      .insert(users)
      .values({
        name: 'Maja',
        lastname: 'Kranjc',
        email: uniqueEmail('manager'),
        role: ROLES.companyManager,
        companyId: company.id,
        shopId: shop.id,
      })
      .returning();
    expect(mayManageRole(scope, manager!.role)).toBe(false);
    expect(await updateShopUser(db, target, manager!.id, input({ role: ROLES.companyManager }), APP_URL)).toEqual({
      ok: false,
      reason: 'not_found',
    });
    expect(await setShopUserActive(db, target, manager!.id, false)).toEqual({ ok: false, reason: 'not_found' });
    expect(await deleteShopUser(db, target, manager!.id)).toEqual({ ok: false, reason: 'not_found' });
    expect(await userRow(manager!.id)).toEqual(manager);
  });

  it('staff allowed to manage users give only staff roles and only the permissions they hold', async () => {
    const tenant = await createTenant(db, {
      staffPermissions: ['users:view', 'users:edit', 'orders:view', 'cart:use'],
    });
    const scope = await scopeOf(tenant.staff.id);
    const target = (await findOwnShop(db, scope))!;
    expect(assignableRoles(scope)).toEqual([ROLES.staff]);
    expect(grantablePermissions(scope)).toEqual(['orders:view', 'users:view', 'users:edit', 'cart:use']);
    expect(await inviteShopUser(db, target, input({ role: ROLES.admin }), APP_URL)).toEqual({
      ok: false,
      reason: 'forbidden',
    });
    expect(await inviteShopUser(db, target, input({ permissions: ['analytics:view'] }), APP_URL)).toEqual({
      ok: false,
      reason: 'forbidden',
    });
    expect(await updateShopUser(db, target, tenant.admin.id, input({ role: ROLES.staff }), APP_URL)).toEqual({
      ok: false,
      reason: 'not_found',
    });

    const junior = await createUser(db, {
      role: ROLES.staff,
      companyId: tenant.company.id,
      shopId: tenant.shop.id,
      permissions: ['orders:view'],
    });
    expect(mayManageUser(scope, junior)).toBe(true);
    expect(
      await updateShopUser(db, target, junior.id, input({ email: junior.email, permissions: ['cart:use'] }), APP_URL),
    ).toEqual({ ok: true });
    expect((await userRow(junior.id)).permissions).toEqual(['cart:use']);
    expect(
      await updateShopUser(
        db,
        target,
        junior.id,
        input({ email: junior.email, permissions: ['products:edit'] }),
        APP_URL,
      ),
    ).toEqual({
      ok: false,
      reason: 'forbidden',
    });
  });

  it('nobody changes, deactivates, deletes or re-invites a colleague holding a permission they lack: no taking over their account', async () => {
    const tenant = await createTenant(db, {
      staffPermissions: ['users:view', 'users:edit', 'orders:view', 'cart:use'],
    });
    const scope = await scopeOf(tenant.staff.id);
    const target = (await findOwnShop(db, scope))!;
    const colleague = await createUser(db, {
      role: ROLES.staff,
      companyId: tenant.company.id,
      shopId: tenant.shop.id,
      permissions: ['orders:view', 'analytics:view'],
    });
    await createSession(db, colleague.id, {});
    expect(mayManageUser(scope, colleague)).toBe(false);
    const attackerEmail = uniqueEmail('attacker');
    expect(
      await updateShopUser(
        db,
        target,
        colleague.id,
        input({ email: attackerEmail, permissions: ['orders:view'] }),
        APP_URL,
      ),
    ).toEqual({
      ok: false,
      reason: 'not_found',
    });
    expect(await setShopUserActive(db, target, colleague.id, false)).toEqual({ ok: false, reason: 'not_found' });
    expect(await deleteShopUser(db, target, colleague.id)).toEqual({ ok: false, reason: 'not_found' });
    expect(await resendInvitation(db, target, colleague.id, APP_URL)).toEqual({ ok: false, reason: 'not_found' });
    expect(await userRow(colleague.id)).toEqual(colleague);
    expect(await sessionCount(colleague.id)).toBe(1);
    expect(await mailsTo(attackerEmail)).toEqual([]);

    // Deleted, the colleague cannot be restored by this editor either.
    const operator = (await findOperatorShop(db, superScope, {
      companyId: tenant.company.id,
      regionId: tenant.region.id,
      shopId: tenant.shop.id,
    }))!;
    expect(await deleteShopUser(db, operator, colleague.id)).toEqual({ ok: true });
    expect(await restoreShopUser(db, target, colleague.id)).toEqual({ ok: false, reason: 'not_found' });
  });

  it('an admin may change a peer admin, a company manager an admin; a super admin anyone', async () => {
    const { admin, company, shop } = await createTenant(db);
    const peer = await createUser(db, { role: ROLES.admin, companyId: company.id, shopId: shop.id });
    const manager = await createUser(db, { role: ROLES.companyManager, companyId: company.id, shopId: shop.id });
    expect(mayManageUser(await scopeOf(admin.id), peer)).toBe(true);
    expect(mayManageUser(await scopeOf(admin.id), manager)).toBe(false);
    expect(mayManageUser(await scopeOf(manager.id), admin)).toBe(true);
    expect(mayManageUser(superScope, manager)).toBe(true);
  });
});

describe("changing a user's e-mail address", () => {
  async function openTokens(userId: number) {
    return (await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, userId))).filter(
      (t) => t.usedAt === null,
    );
  }

  async function mailsOfKind(email: string, kind: string) {
    return (await mailsTo(email)).filter((mail) => mail.kind === kind);
  }

  it('ends their sessions, voids their open links, and tells the old address in their language', async () => {
    for (const language of ['si', 'en'] as const) {
      const { target, company, shop } = await tenantWithTarget();
      const victim = await createUser(db, { companyId: company.id, shopId: shop.id, language, name: 'Vida' });
      await createSession(db, victim.id, {});
      await createSession(db, victim.id, {});
      await requestResetNow(victim.email);
      expect(await openTokens(victim.id)).toHaveLength(1);

      const newEmail = uniqueEmail('new');
      const values = input({ email: newEmail, role: ROLES.admin, language, name: 'Vida' });
      expect(await updateShopUser(db, target, victim.id, values, APP_URL)).toEqual({ ok: true });
      expect(await sessionCount(victim.id)).toBe(0);
      expect(await openTokens(victim.id)).toEqual([]);

      const [notice] = await mailsOfKind(victim.email, 'email_changed');
      expect(notice).toMatchObject({ companyId: company.id, status: 'sending' });
      expect(notice!.subject).toBe(
        language === 'si'
          ? 'E-poštni naslov vašega računa v Prevzemu je spremenjen'
          : 'The e-mail address of your Prevzem account was changed',
      );
      expect(notice!.text).toContain(shop.name);
      expect(notice!.text).toContain('Sara User');
      expect(notice!.text).toContain(language === 'si' ? 'Pozdravljeni, Vida,' : 'Hello Vida,');
      expect(await mailsTo(newEmail)).toEqual([]);
    }
  });

  it('a reset link asked for before the change does not work after it', async () => {
    const { target, company, shop } = await tenantWithTarget();
    const victim = await createUser(db, { companyId: company.id, shopId: shop.id });
    await requestResetNow(victim.email);
    const [mail] = await mailsOfKind(victim.email, 'password_reset');
    const token = decodeURIComponent(/token=([^\s&]+)/.exec(mail!.text)![1]!);
    expect(
      await updateShopUser(db, target, victim.id, input({ email: uniqueEmail('new'), role: ROLES.admin }), APP_URL),
    ).toEqual({ ok: true });
    expect(await confirmPasswordReset(db, token, 'Taken-over-123')).toEqual({ ok: false, reason: 'invalid_token' });
  });

  it('an invitation sent to a mistyped address stops working once the address is corrected; the corrected one gets a new link', async () => {
    const { target } = await tenantWithTarget();
    const mistyped = uniqueEmail('mistyped');
    const created = await inviteShopUser(db, target, input({ email: mistyped }), APP_URL);
    if (!created.ok) throw new Error(created.reason);
    const oldLink = linkToken((await mailsOfKind(mistyped, 'invitation'))[0]!.text);

    const corrected = uniqueEmail('corrected');
    expect(await updateShopUser(db, target, created.id, input({ email: corrected }), APP_URL)).toEqual({ ok: true });
    expect(await confirmPasswordReset(db, oldLink, 'Stranger-pass-123')).toEqual({
      ok: false,
      reason: 'invalid_token',
    });
    expect((await userRow(created.id)).passwordHash).toBeNull();

    const [invitation] = await mailsOfKind(corrected, 'invitation');
    expect(await confirmPasswordReset(db, linkToken(invitation!.text), 'Chosen-pass-123')).toEqual({ ok: true });
    expect((await login(db, { email: corrected, password: 'Chosen-pass-123' }, {}, NO_LIMITS)).ok).toBe(true);
  });

  it('changing only the case of the address is no change: sessions and links stay, no notice', async () => {
    const { target, company, shop } = await tenantWithTarget();
    const user = await createUser(db, { companyId: company.id, shopId: shop.id });
    await createSession(db, user.id, {});
    await requestResetNow(user.email);
    expect(
      await updateShopUser(db, target, user.id, input({ email: user.email.toUpperCase(), role: ROLES.admin }), APP_URL),
    ).toEqual({ ok: true });
    expect(await sessionCount(user.id)).toBe(1);
    expect(await openTokens(user.id)).toHaveLength(1);
    expect(await mailsOfKind(user.email, 'email_changed')).toEqual([]);
  });

  it('someone changing their own address stays logged in where they are, and is logged out everywhere else', async () => {
    const { company, shop } = await tenantWithTarget();
    const self = await createUser(db, { companyId: company.id, shopId: shop.id });
    const here = await createSession(db, self.id, {});
    await createSession(db, self.id, {});
    const current = (await findSessionUser(db, here))!;
    const target = (await findOwnShop(db, toScope(current.user)))!;
    expect(target.shopId).toBe(shop.id);
    expect(
      await updateShopUser(
        db,
        target,
        self.id,
        input({ email: uniqueEmail('mine'), role: ROLES.admin }),
        APP_URL,
        current.sessionId,
      ),
    ).toEqual({ ok: true });
    expect(await sessionCount(self.id)).toBe(1);
    expect(await findSessionUser(db, here)).not.toBeNull();
    expect(await mailsOfKind(self.email, 'email_changed')).toHaveLength(1);
  });
});

describe('findUserShop (the super admin at /admin/settings/{userId}/edit)', () => {
  it("finds any shop user's shop, whose operator console page the edit page goes back to", async () => {
    const { company, region, shop, staff } = await createTenant(db);
    expect(await findUserShop(db, superScope, staff.id)).toEqual({
      actor: superScope,
      companyId: company.id,
      regionId: region.id,
      shopId: shop.id,
      shopName: shop.name,
      shopDeleted: false,
      timeZone: shop.timeZone,
    });
    expect(operatorShopPath((await findUserShop(db, superScope, staff.id))!)).toBe(
      `/super/companies/${company.id}/${region.id}/${shop.id}`,
    );
    expect(await findUserShop(db, superScope, superScope.userId)).toBeNull();
    expect(await findUserShop(db, superScope, 2_000_000_000)).toBeNull();
  });

  it('finds nothing for anyone but the super admin', async () => {
    const { admin, staff } = await createTenant(db);
    const scope = toScope((await getSessionUserRow(db, admin.id))!);
    expect(await findUserShop(db, scope, staff.id)).toBeNull();
  });
});
