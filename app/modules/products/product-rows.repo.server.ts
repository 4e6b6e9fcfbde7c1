import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#app/db/client.server';
import type { ShopKeys } from '#app/db/prepared.server';
import { products } from '#app/db/schema';
import { recordAudit } from '#app/modules/audit/audit.repo.server';
import type { ShopScope } from '#app/modules/tenancy/shop-scope';

/**
 * What the product repositories share: the shop's rows (every query of products starts from them, so a product of
 * another shop reads as null and writes as "not found"), the shop's code lock, and a product's audit row.
 */

export interface WriteOptions {
  /** The shop's date to work with; defaults to today in the shop's time zone (tests pass their own). */
  today?: string;
}

export const ofShop = (shop: ShopKeys) => and(eq(products.companyId, shop.companyId), eq(products.shopId, shop.shopId));
export const productOf = (shop: ShopScope, productId: number) => and(ofShop(shop), eq(products.id, productId));

/** Codes of one shop are checked under a lock per shop, so two saves cannot both take the same code. */
const CODE_LOCK = 727_100;

/** Holds the shop's code lock until the transaction ends: an import checks all its codes first, then writes them. */
export async function lockShopCodes(tx: DbOrTx, shop: ShopScope): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CODE_LOCK}, ${shop.shopId})`);
}

/** A product's line in the audit log, written in the transaction of the change. */
export function auditProduct(
  tx: DbOrTx,
  shop: ShopScope,
  productId: number,
  action: string,
  changes?: Record<string, { from: unknown; to: unknown }>,
) {
  return recordAudit(tx, {
    companyId: shop.companyId,
    actorUserId: shop.actor.userId,
    entityType: 'product',
    entityId: productId,
    action,
    changes,
  });
}
