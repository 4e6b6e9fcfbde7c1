import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#app/db/client.server';
import { asnApiKeys, shopSuppliers } from '#app/db/schema';
import { createShopSupplier, createSupplier, createTenant, shopScopeOf } from '#tests/factories';
import { useTestDatabase } from '#tests/setup/db';
import { authenticateApiKey, createApiKey, revokeShopApiKey, type AsnApiLimits } from './api-keys.service.server';

let db: Database;
beforeAll(async () => {
  db = (await useTestDatabase()).db;
});

/** Each test its own address: the counters live in the database other test files use at the same time. */
const address = () => `10.${randomUUID().slice(0, 8)}`;

async function keyOfNewShop() {
  const tenant = await createTenant(db);
  const supplier = await createSupplier(db, { language: 'sl' });
  await createShopSupplier(db, { companyId: tenant.company.id, id: tenant.shop.id }, supplier.id);
  const shop = shopScopeOf(tenant.shop, tenant.admin);
  const created = await createApiKey(db, shop, { name: 'ERP', supplierId: supplier.id });
  if (!created.ok) throw new Error(created.reason);
  return { tenant, supplier, shop, key: created.key, keyId: created.id };
}

describe('authenticateApiKey', () => {
  it("yields the key's shop and supplier, and marks the key used", async () => {
    const { tenant, supplier, key, keyId } = await keyOfNewShop();
    const result = await authenticateApiKey(db, key, address());
    expect(result).toEqual({
      ok: true,
      caller: {
        keyId,
        supplierId: supplier.id,
        supplierLanguage: 'sl',
        shop: expect.objectContaining({
          companyId: tenant.company.id,
          shopId: tenant.shop.id,
          shopDeleted: false,
          actor: expect.objectContaining({ permissions: ['asn:import'] }),
        }),
      },
    });
    const [row] = await db.select().from(asnApiKeys).where(eq(asnApiKeys.id, keyId));
    expect(row!.lastUsedAt).toBeInstanceOf(Date);
  });

  it('refuses alike no key, a malformed, wrong or revoked key, and a key of a supplier the shop removed', async () => {
    const { shop, key, keyId } = await keyOfNewShop();
    const other = await keyOfNewShop();
    const from = address();
    const refused = { ok: false, reason: 'unauthorized' };
    expect(await authenticateApiKey(db, null, from)).toEqual(refused);
    expect(await authenticateApiKey(db, '', from)).toEqual(refused);
    expect(await authenticateApiKey(db, 'pvz_short', from)).toEqual(refused);
    expect(await authenticateApiKey(db, `${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`, from)).toEqual(refused);

    expect(await revokeShopApiKey(db, other.shop, keyId)).toEqual({ ok: false, reason: 'not_found' });
    expect(await revokeShopApiKey(db, shop, keyId)).toEqual({ ok: true });
    expect(await authenticateApiKey(db, key, from)).toEqual(refused);

    await db
      .update(shopSuppliers)
      .set({ deletedAt: new Date() })
      .where(and(eq(shopSuppliers.shopId, other.tenant.shop.id), eq(shopSuppliers.supplierId, other.supplier.id)));
    expect(await authenticateApiKey(db, other.key, from)).toEqual(refused);
    const [untouched] = await db.select().from(asnApiKeys).where(eq(asnApiKeys.id, other.keyId));
    expect(untouched!.lastUsedAt).toBeNull();
  });

  it('refuses an address after too many bad keys, even with a good key, and a key used too often', async () => {
    const { key } = await keyOfNewShop();
    const limits: AsnApiLimits = {
      perKey: { limit: 3, windowMs: 60_000 },
      failedPerAddress: { limit: 2, windowMs: 600_000 },
    };
    // Good keys do not count against their address.
    const good = address();
    for (let i = 0; i < 3; i++) expect((await authenticateApiKey(db, key, good, limits)).ok).toBe(true);
    expect(await authenticateApiKey(db, key, good, limits)).toEqual({
      ok: false,
      reason: 'rate_limited',
      retryAfterSeconds: expect.any(Number),
    });

    const guesser = address();
    expect(await authenticateApiKey(db, 'pvz_guess', guesser, limits)).toMatchObject({ reason: 'unauthorized' });
    expect(await authenticateApiKey(db, 'pvz_guess', guesser, limits)).toMatchObject({ reason: 'unauthorized' });
    const blocked = await authenticateApiKey(db, (await keyOfNewShop()).key, guesser, limits);
    expect(blocked).toMatchObject({ ok: false, reason: 'rate_limited' });
    if (!blocked.ok && blocked.reason === 'rate_limited') {
      expect(blocked.retryAfterSeconds).toBeGreaterThan(590);
      expect(blocked.retryAfterSeconds).toBeLessThanOrEqual(600);
    }
  });

  it('makes keys only for the shop’s own suppliers and only for callers with asn:import', async () => {
    const { tenant, supplier } = await keyOfNewShop();
    const stranger = await createSupplier(db);
    const shop = shopScopeOf(tenant.shop, tenant.admin);
    expect(await createApiKey(db, shop, { name: 'X', supplierId: stranger.id })).toEqual({
      ok: false,
      reason: 'unknown_supplier',
    });
    const viewer = shopScopeOf(tenant.shop, tenant.staff, ['asn:view']);
    expect(await createApiKey(db, viewer, { name: 'X', supplierId: supplier.id })).toEqual({
      ok: false,
      reason: 'forbidden',
    });
  });
});
