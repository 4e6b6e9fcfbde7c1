import { and, asc, count, eq, gte, ilike, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '#app/db/client.server';
import { passwordResetTokens, shops, users } from '#app/db/schema';
import { diffChanges, recordAudit } from '#app/modules/audit/audit.repo.server';
import { deleteUserSessions } from '#app/modules/auth/session.repo.server';
import { createToken, hashToken } from '#app/modules/auth/token.server';
import { ALL_PERMISSIONS, effectivePermissions, isRoleId, ROLES, type Permission } from '#app/modules/auth/roles';
import type { Scope } from '#app/modules/auth/user-record';
import type { ShopScope } from '#app/modules/tenancy/shop-scope';
import { enqueueMail } from '#app/modules/mail/outbox.repo.server';
import { emailChangedMail, invitationMail } from '#app/modules/mail/templates.server';
import { likePattern, statusFilter } from '#app/utils/list-filters';
import type { ListStatus } from '#app/utils/list-params';
import { SHOP_ROLES, UserSchema, type ShopRole, type UserInput, type UserIntent, type UserValues } from './user.schema';

/** An invitation link stays valid for a week: long enough for someone back from a weekend off. */
const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export type UserChangeResult =
  { ok: true } | { ok: false; reason: 'not_found' | 'email_taken' | 'own_account' | 'parent_deleted' | 'forbidden' };

/** The roles the actor may give: never one above their own (a lower number is a higher role). */
export function assignableRoles(actor: Scope): ShopRole[] {
  return actor.role === ROLES.superAdmin ? [...SHOP_ROLES] : SHOP_ROLES.filter((role) => role >= actor.role);
}

/** The permissions the actor may grant: only those they hold themselves. */
export function grantablePermissions(actor: Scope): Permission[] {
  return actor.role === ROLES.superAdmin
    ? [...ALL_PERMISSIONS]
    : ALL_PERMISSIONS.filter((p) => actor.permissions.includes(p));
}

/** Whether the actor may change a user of this role (not one above their own). */
export function mayManageRole(actor: Scope, role: number): boolean {
  return actor.role === ROLES.superAdmin || role >= actor.role;
}

/**
 * Whether the actor may change this user at all (edit, deactivate, delete, restore, re-invite): never someone of a
 * higher role, nor someone holding a permission the actor lacks, or taking over their account would give the actor
 * more than they have.
 */
export function mayManageUser(actor: Scope, user: { role: number; permissions: readonly string[] }): boolean {
  if (actor.role === ROLES.superAdmin) return true;
  if (!isRoleId(user.role) || !mayManageRole(actor, user.role)) return false;
  return effectivePermissions(user.role, user.permissions).every((permission) =>
    actor.permissions.includes(permission),
  );
}

/** `mayManageUser` as a condition on `users`, so a refused user is simply not found. */
function manageable(actor: Scope) {
  if (actor.role === ROLES.superAdmin) return undefined;
  const lacking = ALL_PERMISSIONS.filter((permission) => !actor.permissions.includes(permission));
  // Roles 1–3 hold every permission: an actor lacking any is staff, and may only manage staff (the role test).
  return and(
    gte(users.role, actor.role),
    lacking.length
      ? sql`not (${users.permissions} && array[${sql.join(
          lacking.map((permission) => sql`${permission}`),
          sql`, `,
        )}]::text[])`
      : undefined,
  );
}

/**
 * The operator at `/admin/settings/{userId}/edit` (spec: "super guard") works in the shop the user belongs to. Null
 * for a user without a shop (another operator), and for anyone but the operator.
 */
export async function findUserShop(db: DbOrTx, actor: Scope, userId: number): Promise<ShopScope | null> {
  if (actor.role !== ROLES.superAdmin) return null;
  const [row] = await db
    .select({
      companyId: shops.companyId,
      regionId: shops.regionId,
      shopId: shops.id,
      shopName: shops.name,
      deletedAt: shops.deletedAt,
      timeZone: shops.timeZone,
    })
    .from(users)
    .innerJoin(shops, and(eq(shops.companyId, users.companyId), eq(shops.id, users.shopId)))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  const { deletedAt, ...shop } = row;
  return { actor, ...shop, shopDeleted: deletedAt !== null };
}

const inShop = (shop: ShopScope, userId: number) =>
  and(eq(users.companyId, shop.companyId), eq(users.shopId, shop.shopId), eq(users.id, userId));

const userColumns = {
  id: users.id,
  name: users.name,
  lastname: users.lastname,
  email: users.email,
  role: users.role,
  permissions: users.permissions,
  language: users.language,
  isActive: users.isActive,
  orderEmails: users.orderEmails,
  itemEmails: users.itemEmails,
  deletedAt: users.deletedAt,
  /** Invited and not yet chosen a password. */
  invitationPending: sql<boolean>`${users.passwordHash} is null`,
};

export interface ShopUserQuery {
  q?: string;
  status?: ListStatus;
  page?: number;
  perPage?: number;
}

/** One page of the shop's users by name; search by name or e-mail, filter by status (deleted ones only when asked). */
export async function listShopUsers(db: DbOrTx, shop: ShopScope, query: ShopUserQuery = {}) {
  const { q, status = 'all', page = 1, perPage = 100 } = query;
  const where = and(
    eq(users.companyId, shop.companyId),
    eq(users.shopId, shop.shopId),
    statusFilter(users, status),
    q
      ? or(ilike(users.name, likePattern(q)), ilike(users.lastname, likePattern(q)), ilike(users.email, likePattern(q)))
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(userColumns)
      .from(users)
      .where(where)
      .orderBy(asc(users.lastname), asc(users.name), asc(users.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function getShopUser(db: DbOrTx, shop: ShopScope, userId: number) {
  const [row] = await db.select(userColumns).from(users).where(inShop(shop, userId)).limit(1);
  return row ?? null;
}

async function actorName(db: DbOrTx, scope: Scope): Promise<string> {
  const [row] = await db
    .select({ name: users.name, lastname: users.lastname })
    .from(users)
    .where(eq(users.id, scope.userId));
  return row ? `${row.name} ${row.lastname}` : 'Prevzem';
}

/** The role is one the actor may give, and every permission added is one the actor holds. */
function mayGive(actor: Scope, values: UserValues, before: readonly string[]): boolean {
  const grantable = grantablePermissions(actor);
  return (
    assignableRoles(actor).includes(values.role) &&
    values.permissions.every((p) => grantable.includes(p) || before.includes(p))
  );
}

/** A fresh single-use link for the user to choose a password; earlier unused invitations stop working. */
async function sendInvitation(
  tx: DbOrTx,
  shop: ShopScope,
  user: { id: number; name: string; email: string; language: UserValues['language'] },
  appUrl: string,
): Promise<void> {
  await tx
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(passwordResetTokens.userId, user.id),
        eq(passwordResetTokens.purpose, 'invite'),
        isNull(passwordResetTokens.usedAt),
      ),
    );
  const token = createToken();
  await tx.insert(passwordResetTokens).values({
    tokenHash: hashToken(token),
    userId: user.id,
    email: user.email,
    purpose: 'invite',
    expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
  });
  const mail = invitationMail(user.language, {
    name: user.name,
    email: user.email,
    shop: shop.shopName,
    inviter: await actorName(tx, shop.actor),
    link: `${appUrl}/reset-password?token=${encodeURIComponent(token)}&invitation=1`,
    loginUrl: `${appUrl}/login`,
  });
  await enqueueMail(tx, { kind: 'invitation', to: [user.email], companyId: shop.companyId, ...mail });
}

/**
 * Creates the user without a password and mails them an invitation; nobody types another person's password.
 * Runs inside the caller's transaction, so approving a registration request can create the shop and its admin at once.
 */
export async function insertInvitedUser(
  tx: DbOrTx,
  shop: ShopScope,
  input: UserInput,
  appUrl: string,
): Promise<{ ok: true; id: number } | { ok: false; reason: 'email_taken' | 'parent_deleted' | 'forbidden' }> {
  if (shop.shopDeleted) return { ok: false, reason: 'parent_deleted' };
  const values = UserSchema.parse(input);
  if (!mayGive(shop.actor, values, [])) return { ok: false, reason: 'forbidden' };
  // A taken e-mail (any case, deleted users included) inserts nothing instead of aborting the transaction.
  const [row] = await tx
    .insert(users)
    .values({ ...values, companyId: shop.companyId, shopId: shop.shopId, passwordHash: null })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (!row) return { ok: false, reason: 'email_taken' };
  await recordAudit(tx, {
    companyId: shop.companyId,
    actorUserId: shop.actor.userId,
    entityType: 'user',
    entityId: row.id,
    action: 'created',
    changes: diffChanges({}, { ...values, shopId: shop.shopId }),
  });
  await sendInvitation(tx, shop, { id: row.id, ...values }, appUrl);
  return { ok: true, id: row.id };
}

export function inviteShopUser(db: Database, shop: ShopScope, input: UserInput, appUrl: string) {
  return db.transaction((tx) => insertInvitedUser(tx, shop, input, appUrl));
}

/**
 * Edits a user; a changed e-mail must be free. Role and permissions apply from the user's next request.
 * A changed address moves the account to whoever reads the new mailbox, so it ends the user's sessions (the actor's
 * own current one excepted), voids their open reset and invitation links, tells the old address, and sends a user who
 * has not chosen a password yet a fresh invitation at the new address.
 */
export async function updateShopUser(
  db: Database,
  shop: ShopScope,
  userId: number,
  input: UserInput,
  appUrl: string,
  /** The actor's own session, kept when they change their own e-mail address (every other session ends). */
  actorSessionId?: number,
): Promise<UserChangeResult> {
  const values = UserSchema.parse(input);
  return db.transaction(async (tx) => {
    const live = and(inShop(shop, userId), isNull(users.deletedAt));
    const [before] = await tx
      .select()
      .from(users)
      .where(and(live, manageable(shop.actor)))
      .for('update');
    if (!before) return { ok: false, reason: 'not_found' } as const;
    if (userId === shop.actor.userId && values.role !== before.role)
      return { ok: false, reason: 'own_account' } as const;
    if (!mayGive(shop.actor, values, before.permissions)) return { ok: false, reason: 'forbidden' } as const;
    // What the actor does not hold, they can neither add nor take away.
    const grantable = grantablePermissions(shop.actor);
    const kept =
      before.role === ROLES.staff ? before.permissions.filter((p) => !grantable.includes(p as Permission)) : [];
    const permissions = values.role === ROLES.staff ? [...new Set([...values.permissions, ...kept])] : [];
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.email}) = lower(${values.email})`, ne(users.id, userId)))
      .limit(1);
    if (taken) return { ok: false, reason: 'email_taken' } as const;
    await tx
      .update(users)
      .set({ ...values, permissions, updatedAt: new Date() })
      .where(live);
    const changes = diffChanges(
      { ...before, permissions: before.permissions.join(', ') },
      { ...values, permissions: permissions.join(', ') },
    );
    if (Object.keys(changes).length) {
      await recordAudit(tx, {
        companyId: shop.companyId,
        actorUserId: shop.actor.userId,
        entityType: 'user',
        entityId: userId,
        action: 'updated',
        changes,
      });
    }
    if (values.email.toLowerCase() !== before.email.toLowerCase()) {
      await deleteUserSessions(tx, userId, userId === shop.actor.userId ? actorSessionId : undefined);
      await tx
        .update(passwordResetTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
      const notice = emailChangedMail(before.language, {
        name: before.name,
        shop: shop.shopName,
        actor: await actorName(tx, shop.actor),
      });
      await enqueueMail(tx, { kind: 'email_changed', to: [before.email], companyId: shop.companyId, ...notice });
      if (before.passwordHash === null && before.isActive) {
        await sendInvitation(
          tx,
          shop,
          { id: userId, name: values.name, email: values.email, language: values.language },
          appUrl,
        );
      }
    }
    return { ok: true } as const;
  });
}

/** Deactivating ends the user's sessions at once; they cannot log in until activated again. */
export async function setShopUserActive(
  db: Database,
  shop: ShopScope,
  userId: number,
  isActive: boolean,
): Promise<UserChangeResult> {
  if (userId === shop.actor.userId) return { ok: false, reason: 'own_account' };
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ isActive, updatedAt: new Date() })
      .where(and(inShop(shop, userId), manageable(shop.actor), isNull(users.deletedAt), eq(users.isActive, !isActive)))
      .returning({ id: users.id });
    if (!row) return { ok: false, reason: 'not_found' } as const;
    if (!isActive) await deleteUserSessions(tx, userId);
    await recordAudit(tx, {
      companyId: shop.companyId,
      actorUserId: shop.actor.userId,
      entityType: 'user',
      entityId: userId,
      action: isActive ? 'activated' : 'deactivated',
    });
    return { ok: true } as const;
  });
}

/** Soft delete: the row and everything it did stay; the user cannot log in and counts nowhere. */
export async function deleteShopUser(db: Database, shop: ShopScope, userId: number): Promise<UserChangeResult> {
  if (userId === shop.actor.userId) return { ok: false, reason: 'own_account' };
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ deletedAt: new Date(), updatedAt: new Date() })
      .where(and(inShop(shop, userId), manageable(shop.actor), isNull(users.deletedAt)))
      .returning({ id: users.id });
    if (!row) return { ok: false, reason: 'not_found' } as const;
    await deleteUserSessions(tx, userId);
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
    await recordAudit(tx, {
      companyId: shop.companyId,
      actorUserId: shop.actor.userId,
      entityType: 'user',
      entityId: userId,
      action: 'deleted',
    });
    return { ok: true } as const;
  });
}

/** Brings the user back as they were; refused while their shop is deleted. */
export async function restoreShopUser(db: Database, shop: ShopScope, userId: number): Promise<UserChangeResult> {
  return db.transaction(async (tx) => {
    // Locked, so a deletion of the shop in progress is waited for and seen.
    const [locked] = await tx
      .select({ deletedAt: shops.deletedAt })
      .from(shops)
      .where(and(eq(shops.companyId, shop.companyId), eq(shops.id, shop.shopId)))
      .for('share');
    if (!locked) return { ok: false, reason: 'not_found' } as const;
    if (locked.deletedAt) return { ok: false, reason: 'parent_deleted' } as const;
    const [row] = await tx
      .update(users)
      .set({ deletedAt: null, updatedAt: new Date() })
      .where(and(inShop(shop, userId), manageable(shop.actor), isNotNull(users.deletedAt)))
      .returning({ id: users.id });
    if (!row) return { ok: false, reason: 'not_found' } as const;
    await recordAudit(tx, {
      companyId: shop.companyId,
      actorUserId: shop.actor.userId,
      entityType: 'user',
      entityId: userId,
      action: 'restored',
    });
    return { ok: true } as const;
  });
}

/** A new invitation link for a user who has not chosen a password yet (the first e-mail got lost or expired). */
export async function resendInvitation(
  db: Database,
  shop: ShopScope,
  userId: number,
  appUrl: string,
): Promise<UserChangeResult> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, name: users.name, email: users.email, language: users.language })
      .from(users)
      .where(
        and(
          inShop(shop, userId),
          manageable(shop.actor),
          isNull(users.deletedAt),
          eq(users.isActive, true),
          isNull(users.passwordHash),
        ),
      )
      .for('update');
    if (!user) return { ok: false, reason: 'not_found' } as const;
    await sendInvitation(tx, shop, user, appUrl);
    await recordAudit(tx, {
      companyId: shop.companyId,
      actorUserId: shop.actor.userId,
      entityType: 'user',
      entityId: userId,
      action: 'invited',
    });
    return { ok: true } as const;
  });
}

/** One of the user edit page's buttons: activate, deactivate, delete, restore or resend the invitation. */
export function changeShopUser(
  db: Database,
  shop: ShopScope,
  userId: number,
  intent: UserIntent,
  appUrl: string,
): Promise<UserChangeResult> {
  switch (intent) {
    case 'activate':
    case 'deactivate':
      return setShopUserActive(db, shop, userId, intent === 'activate');
    case 'delete':
      return deleteShopUser(db, shop, userId);
    case 'restore':
      return restoreShopUser(db, shop, userId);
    case 'resend':
      return resendInvitation(db, shop, userId, appUrl);
  }
}
