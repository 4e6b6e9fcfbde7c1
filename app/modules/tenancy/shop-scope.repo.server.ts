import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '#app/db/client.server';
import { shops } from '#app/db/schema';
import { ROLES } from '#app/modules/auth/roles';
import type { Scope } from '#app/modules/auth/user-record';
import type { ShopScope } from './shop-scope';

const columns = {
  companyId: shops.companyId,
  regionId: shops.regionId,
  shopId: shops.id,
  shopName: shops.name,
  deletedAt: shops.deletedAt,
  timeZone: shops.timeZone,
};

type Row = Omit<ShopScope, 'actor' | 'shopDeleted'> & { deletedAt: Date | null };

const toShopScope = (actor: Scope, { deletedAt, ...row }: Row): ShopScope => ({
  actor,
  ...row,
  shopDeleted: deletedAt !== null,
});

/** The caller's own shop (a company manager's current one); null for a user without a shop (the super admin). */
export async function findOwnShop(db: DbOrTx, actor: Scope): Promise<ShopScope | null> {
  if (actor.companyId === null || actor.shopId === null) return null;
  const [row] = await db
    .select(columns)
    .from(shops)
    .where(and(eq(shops.companyId, actor.companyId), eq(shops.id, actor.shopId)))
    .limit(1);
  return row ? toShopScope(actor, row) : null;
}

/** The operator's chosen shop, only within the company and region of the path; null for anyone but the operator. */
export async function findOperatorShop(
  db: DbOrTx,
  actor: Scope,
  path: { companyId: number; regionId: number; shopId: number },
): Promise<ShopScope | null> {
  if (actor.role !== ROLES.superAdmin) return null;
  const [row] = await db
    .select(columns)
    .from(shops)
    .where(and(eq(shops.companyId, path.companyId), eq(shops.regionId, path.regionId), eq(shops.id, path.shopId)))
    .limit(1);
  return row ? toShopScope(actor, row) : null;
}
