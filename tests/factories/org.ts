import { randomUUID } from 'node:crypto';
import type { DbOrTx } from '#app/db/client.server';
import { companies, regions, shops, users } from '#app/db/schema';
import { hashPassword } from '#app/modules/auth/password.server';
import { ROLES, type Permission, type RoleId } from '#app/modules/auth/roles';
import type { Language } from '#app/utils/language';

/**
 * The org factories: companies, regions, shops, users and a whole tenant. Shared by the tests and the demo seed, which
 * runs at first start in production, so this file imports app code only.
 */

export const TEST_PASSWORD = 'Test-pass-1234';
let passwordHash: Promise<string> | undefined;
/** Hashing is deliberately slow, so every factory user shares one hash of TEST_PASSWORD. */
const testHash = () => (passwordHash ??= hashPassword(TEST_PASSWORD));

export const uniqueEmail = (prefix = 'user') => `${prefix}-${randomUUID().slice(0, 8)}@example.test`;

export async function createCompany(db: DbOrTx, values: Partial<typeof companies.$inferInsert> = {}) {
  const [row] = await db
    .insert(companies)
    .values({ name: `Company ${randomUUID().slice(0, 6)}`, ...values })
    .returning();
  return row!;
}

export async function createRegion(db: DbOrTx, companyId: number, values: Partial<typeof regions.$inferInsert> = {}) {
  const [row] = await db
    .insert(regions)
    .values({ companyId, name: `Region ${randomUUID().slice(0, 6)}`, ...values })
    .returning();
  return row!;
}

export async function createShop(
  db: DbOrTx,
  companyId: number,
  regionId: number,
  values: Partial<typeof shops.$inferInsert> = {},
) {
  const [row] = await db
    .insert(shops)
    .values({ companyId, regionId, name: `Shop ${randomUUID().slice(0, 6)}`, ...values })
    .returning();
  return row!;
}

export interface UserOptions {
  role?: RoleId;
  companyId?: number | null;
  shopId?: number | null;
  email?: string;
  permissions?: Permission[];
  language?: Language;
  isActive?: boolean;
  deletedAt?: Date | null;
  name?: string;
  lastname?: string;
  /** Defaults to a shared hash of TEST_PASSWORD; null for an invited user who has not chosen a password yet. */
  passwordHash?: string | null;
  orderEmails?: boolean;
}

export async function createUser(db: DbOrTx, options: UserOptions = {}) {
  const role = options.role ?? ROLES.admin;
  const [row] = await db
    .insert(users)
    .values({
      name: options.name ?? 'Test',
      lastname: options.lastname ?? 'User',
      email: options.email ?? uniqueEmail(),
      passwordHash: options.passwordHash === undefined ? await testHash() : options.passwordHash,
      role,
      companyId: role === ROLES.superAdmin ? null : (options.companyId ?? null),
      // A company manager's shop is optional: their home shop, where they start and are listed.
      shopId: role === ROLES.superAdmin ? null : (options.shopId ?? null),
      permissions: options.permissions ?? [],
      language: options.language ?? 'en',
      isActive: options.isActive ?? true,
      deletedAt: options.deletedAt ?? null,
      ...(options.orderEmails === undefined ? {} : { orderEmails: options.orderEmails }),
    })
    .returning();
  return row!;
}

/** A company with one region, one shop, an admin and a staff user: one tenant for a test. */
export async function createTenant(db: DbOrTx, options: { staffPermissions?: Permission[] } = {}) {
  const company = await createCompany(db);
  const region = await createRegion(db, company.id);
  const shop = await createShop(db, company.id, region.id);
  const admin = await createUser(db, {
    role: ROLES.admin,
    companyId: company.id,
    shopId: shop.id,
    email: uniqueEmail('admin'),
  });
  const staff = await createUser(db, {
    role: ROLES.staff,
    companyId: company.id,
    shopId: shop.id,
    email: uniqueEmail('staff'),
    permissions: options.staffPermissions ?? ['orders:view'],
  });
  return { company, region, shop, admin, staff };
}
