import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '#app/db/client.server';
import { ROLES } from '#app/modules/auth/roles';
import {
  countRateLimitHit,
  uncountRateLimitHit,
  type RateLimitHit,
  type RateLimitRule,
} from '#app/modules/auth/rate-limit.repo.server';
import { mayInShop, type ShopScope } from '#app/modules/tenancy/shop-scope';
import { API_KEY_PREFIX, apiKeyPrefix, isWellFormedApiKey } from './api-keys';
import type { CreateApiKeyInput } from './api-keys.schema';
import { findLiveApiKey, insertApiKey, markApiKeyUsed, revokeApiKey } from './api-keys.repo.server';

/** The key is 32 random bytes, so one SHA-256 is enough to store it safely (no slow hash needed, unlike a password). */
function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

type KeyRefusal = { ok: false; reason: 'forbidden' | 'not_found' };

export type CreateApiKeyResult =
  { ok: true; id: number; key: string; prefix: string } | KeyRefusal | { ok: false; reason: 'unknown_supplier' };

/**
 * Makes a key for one of the shop's suppliers. The key itself is in the answer only, to be shown once: the database
 * keeps its hash and its prefix.
 */
export async function createApiKey(
  db: Database,
  shop: ShopScope,
  input: CreateApiKeyInput,
): Promise<CreateApiKeyResult> {
  if (!mayInShop(shop, 'asn:import')) return { ok: false, reason: 'forbidden' };
  if (shop.shopDeleted) return { ok: false, reason: 'not_found' };
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const prefix = apiKeyPrefix(key);
  const row = await db.transaction((tx) =>
    insertApiKey(tx, shop, { name: input.name, supplierId: input.supplierId, prefix, keyHash: hashApiKey(key) }),
  );
  if (!row) return { ok: false, reason: 'unknown_supplier' };
  return { ok: true, id: row.id, key, prefix };
}

/** Revokes one of the shop's keys at once: the next request with it is refused like a wrong key. */
export async function revokeShopApiKey(
  db: Database,
  shop: ShopScope,
  keyId: number,
): Promise<{ ok: true } | KeyRefusal> {
  if (!mayInShop(shop, 'asn:import')) return { ok: false, reason: 'forbidden' };
  const found = await db.transaction((tx) => revokeApiKey(tx, shop, keyId));
  return found ? { ok: true } : { ok: false, reason: 'not_found' };
}

export interface AsnApiLimits {
  /** Requests with one key (a supplier's system in a loop must not hold the database). */
  perKey: RateLimitRule;
  /** Requests from one address without a valid key (guessing keys). */
  failedPerAddress: RateLimitRule;
}

export const ASN_API_LIMITS: AsnApiLimits = {
  perKey: { limit: 60, windowMs: 60 * 1000 },
  failedPerAddress: { limit: 30, windowMs: 10 * 60 * 1000 },
};

/** The shop a key posts into, acting as the key: it may import ASNs there and nothing else. */
interface AsnApiCaller {
  keyId: number;
  supplierId: number;
  /** The supplier's language for the answer's messages, when its record has one. */
  supplierLanguage: 'en' | 'sl' | null;
  shop: ShopScope;
}

export type AsnApiAuthResult =
  | { ok: true; caller: AsnApiCaller }
  | { ok: false; reason: 'unauthorized' }
  | { ok: false; reason: 'rate_limited'; retryAfterSeconds: number };

const limited = (hit: RateLimitHit) =>
  ({ ok: false, reason: 'rate_limited', retryAfterSeconds: Math.max(1, Math.ceil(hit.retryAfterMs / 1000)) }) as const;

/**
 * Who a request's key belongs to. Every request counts against its address first and a valid key takes its count
 * back (as logins do), so an address that has sent too many bad keys is refused before its next key is looked at —
 * guessing learns nothing once the limit is reached. A missing, malformed, wrong or revoked key, a key of a deleted
 * shop or of a supplier the shop has removed: all the same `unauthorized`. A valid key is then counted against its own
 * limit and marked as used.
 */
export async function authenticateApiKey(
  db: Database,
  presented: string | null,
  address: string | null,
  limits: AsnApiLimits = ASN_API_LIMITS,
): Promise<AsnApiAuthResult> {
  const addressKey = `asn-api:address:${address ?? 'unknown'}`;
  const addressHit = await countRateLimitHit(db, addressKey, limits.failedPerAddress);
  if (!addressHit.allowed) return limited(addressHit);
  const holder = presented && isWellFormedApiKey(presented) ? await findLiveApiKey(db, hashApiKey(presented)) : null;
  if (!holder) return { ok: false, reason: 'unauthorized' };
  await uncountRateLimitHit(db, addressKey);
  const keyHit = await countRateLimitHit(db, `asn-api:key:${holder.keyId}`, limits.perKey);
  if (!keyHit.allowed) return limited(keyHit);
  await markApiKeyUsed(db, holder.keyId);
  return {
    ok: true,
    caller: {
      keyId: holder.keyId,
      supplierId: holder.supplierId,
      supplierLanguage: holder.supplierLanguage,
      shop: {
        // The key acts for the shop with one permission and no user of its own: the import records its ASNs with the
        // key's id and no user (`userId: null`). The scope names the user who made the key, as a scope needs one.
        actor: {
          userId: holder.createdByUserId ?? 0,
          role: ROLES.staff,
          companyId: holder.companyId,
          shopId: holder.shopId,
          permissions: ['asn:import'],
        },
        companyId: holder.companyId,
        regionId: holder.regionId,
        shopId: holder.shopId,
        shopName: holder.shopName,
        shopDeleted: false,
        timeZone: holder.timeZone,
      },
    },
  };
}
