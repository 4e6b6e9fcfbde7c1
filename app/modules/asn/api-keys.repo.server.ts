import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '#app/db/client.server';
import { asnApiKeys, shops, shopSuppliers, suppliers } from '#app/db/schema';
import { auditInsert } from '#app/modules/audit/audit.repo.server';
import { mayInShop, type ShopScope } from '#app/modules/tenancy/shop-scope';

/**
 * The shop's API keys for `POST /backend/asn` (asn_api_keys): the only place that reads or writes them. The page's
 * functions take the shop and touch only its keys, and only for a caller holding 'asn:import'; another shop's key is
 * "not found". The one lookup without a shop is the request's key by its hash, which yields the shop.
 */

const ofShop = (shop: ShopScope) => and(eq(asnApiKeys.companyId, shop.companyId), eq(asnApiKeys.shopId, shop.shopId));
const mayManage = (shop: ShopScope) => mayInShop(shop, 'asn:import');

export interface ApiKeyListRow {
  id: number;
  name: string;
  prefix: string;
  supplierId: number;
  supplierName: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

/** The shop's keys, live ones first, newest first; revoked keys stay listed. Nothing without 'asn:import'. */
export async function listApiKeys(db: DbOrTx, shop: ShopScope): Promise<ApiKeyListRow[]> {
  if (!mayManage(shop)) return [];
  return db
    .select({
      id: asnApiKeys.id,
      name: asnApiKeys.name,
      prefix: asnApiKeys.prefix,
      supplierId: asnApiKeys.supplierId,
      supplierName: suppliers.name,
      createdAt: asnApiKeys.createdAt,
      lastUsedAt: asnApiKeys.lastUsedAt,
      revokedAt: asnApiKeys.revokedAt,
    })
    .from(asnApiKeys)
    .innerJoin(suppliers, eq(suppliers.id, asnApiKeys.supplierId))
    .where(ofShop(shop))
    .orderBy(sql`${asnApiKeys.revokedAt} is not null`, desc(asnApiKeys.createdAt), desc(asnApiKeys.id));
}

/** The shop's suppliers (not deleted) a key can be made for, by name. */
export async function listApiKeySupplierOptions(db: DbOrTx, shop: ShopScope) {
  if (!mayManage(shop)) return [];
  return db
    .select({ supplierId: shopSuppliers.supplierId, name: suppliers.name })
    .from(shopSuppliers)
    .innerJoin(suppliers, eq(suppliers.id, shopSuppliers.supplierId))
    .where(
      and(
        eq(shopSuppliers.companyId, shop.companyId),
        eq(shopSuppliers.shopId, shop.shopId),
        isNull(shopSuppliers.deletedAt),
      ),
    )
    .orderBy(sql`lower(${suppliers.name})`, asc(suppliers.id));
}

export interface NewApiKey {
  name: string;
  supplierId: number;
  prefix: string;
  keyHash: string;
}

/**
 * Stores a key for one of the shop's suppliers (not deleted), with its audit row; a supplier that is not the shop's
 * stores nothing (null). The audit row names the key by its prefix, never the key or its hash. Call it in a
 * transaction: the link is locked until the key is stored, so a supplier removed meanwhile gets no key.
 */
export async function insertApiKey(
  tx: DbOrTx,
  shop: ShopScope,
  key: NewApiKey,
): Promise<{ id: number; createdAt: Date } | null> {
  if (!mayManage(shop)) return null;
  const userId = shop.actor.userId;
  const [link] = await tx
    .select({ id: shopSuppliers.id })
    .from(shopSuppliers)
    .where(
      and(
        eq(shopSuppliers.companyId, shop.companyId),
        eq(shopSuppliers.shopId, shop.shopId),
        eq(shopSuppliers.supplierId, key.supplierId),
        isNull(shopSuppliers.deletedAt),
      ),
    )
    .limit(1)
    .for('share');
  if (!link) return null;
  const [row] = await tx
    .insert(asnApiKeys)
    .values({ companyId: shop.companyId, shopId: shop.shopId, createdByUserId: userId, ...key })
    .returning({ id: asnApiKeys.id, createdAt: asnApiKeys.createdAt });
  if (!row) return null;
  await auditInsert(tx, {
    companyId: shop.companyId,
    actorUserId: userId,
    entityType: 'asn_api_key',
    entityId: row.id,
    action: 'create',
    changes: {
      name: { from: null, to: key.name },
      supplierId: { from: null, to: key.supplierId },
      prefix: { from: null, to: key.prefix },
    },
  });
  return row;
}

/**
 * Revokes one of the shop's keys, with its audit row. A key revoked already stays as it was (true, nothing written);
 * another shop's key or none: false. Only for a caller holding 'asn:import' (else false too; the route has refused
 * such a caller before).
 */
export async function revokeApiKey(db: DbOrTx, shop: ShopScope, keyId: number): Promise<boolean> {
  if (!mayManage(shop)) return false;
  const [revoked] = await db
    .update(asnApiKeys)
    .set({ revokedAt: sql`now()` })
    .where(and(ofShop(shop), eq(asnApiKeys.id, keyId), isNull(asnApiKeys.revokedAt)))
    .returning({ id: asnApiKeys.id, revokedAt: asnApiKeys.revokedAt });
  if (revoked) {
    await auditInsert(db, {
      companyId: shop.companyId,
      actorUserId: shop.actor.userId,
      entityType: 'asn_api_key',
      entityId: revoked.id,
      action: 'revoke',
      changes: { revokedAt: { from: null, to: revoked.revokedAt } },
    });
    return true;
  }
  const [existing] = await db
    .select({ id: asnApiKeys.id })
    .from(asnApiKeys)
    .where(and(ofShop(shop), eq(asnApiKeys.id, keyId)))
    .limit(1);
  return existing !== undefined;
}

export interface ApiKeyHolder {
  keyId: number;
  supplierId: number;
  supplierLanguage: 'en' | 'sl' | null;
  createdByUserId: number | null;
  companyId: number;
  regionId: number;
  shopId: number;
  shopName: string;
  timeZone: string;
}

/**
 * The live key of this hash, with its shop and supplier: not revoked, its shop not deleted, the supplier still the
 * shop's. Anything else is null, whichever the reason, so the caller cannot tell a revoked key from a wrong one.
 */
export async function findLiveApiKey(db: DbOrTx, keyHash: string): Promise<ApiKeyHolder | null> {
  const [row] = await db
    .select({
      keyId: asnApiKeys.id,
      supplierId: asnApiKeys.supplierId,
      supplierLanguage: suppliers.language,
      createdByUserId: asnApiKeys.createdByUserId,
      companyId: shops.companyId,
      regionId: shops.regionId,
      shopId: shops.id,
      shopName: shops.name,
      timeZone: shops.timeZone,
    })
    .from(asnApiKeys)
    .innerJoin(shops, and(eq(shops.companyId, asnApiKeys.companyId), eq(shops.id, asnApiKeys.shopId)))
    .innerJoin(
      shopSuppliers,
      and(
        eq(shopSuppliers.companyId, asnApiKeys.companyId),
        eq(shopSuppliers.shopId, asnApiKeys.shopId),
        eq(shopSuppliers.supplierId, asnApiKeys.supplierId),
      ),
    )
    .innerJoin(suppliers, eq(suppliers.id, asnApiKeys.supplierId))
    .where(
      and(
        eq(asnApiKeys.keyHash, keyHash),
        isNull(asnApiKeys.revokedAt),
        isNull(shops.deletedAt),
        isNull(shopSuppliers.deletedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Notes that the key was just used (shown on the keys page). */
export async function markApiKeyUsed(db: DbOrTx, keyId: number): Promise<void> {
  await db
    .update(asnApiKeys)
    .set({ lastUsedAt: sql`now()` })
    .where(eq(asnApiKeys.id, keyId));
}
