import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#app/db/client.server';
import { asnApiKeys, auditLog } from '#app/db/schema';
import { createShopSupplier, createSupplier, createTenant } from '#tests/factories';
import { useTestDatabase } from '#tests/setup/db';
import { adminContext, answerOf, postForm } from '#tests/support/route-answer';
import { action, loader } from '#app/routes/admin/advance-ship-notice/api-keys';

let db: Database;
beforeAll(async () => {
  db = (await useTestDatabase()).db;
});

const URL_ = 'http://localhost/admin/advance-ship-notice/api-keys';
const keysPage = async (user: { id: number }) =>
  answerOf(loader({ request: new Request(URL_), context: await adminContext(db, user), params: {} } as never));
const post = async (user: { id: number }, fields: Record<string, string>) =>
  answerOf(action({ request: postForm(URL_, fields), context: await adminContext(db, user), params: {} } as never));

async function shopWithSupplier() {
  const tenant = await createTenant(db);
  const supplier = await createSupplier(db, { name: 'Mlekarna Celeia' });
  await createShopSupplier(db, { companyId: tenant.company.id, id: tenant.shop.id }, supplier.id);
  return { ...tenant, supplier };
}

interface Created {
  created: { key: string; name: string };
}

describe('the API keys page', () => {
  it('creates a key shown once, stores only its SHA-256 and prefix, and lists it with its supplier', async () => {
    const tenant = await shopWithSupplier();
    const answer = await post(tenant.admin, {
      intent: 'create',
      name: ' ERP live ',
      supplierId: String(tenant.supplier.id),
    });
    expect(answer.status).toBe(200);
    const { key, name } = (answer.data as Created).created;
    expect(name).toBe('ERP live');
    expect(key).toMatch(/^pvz_[A-Za-z0-9_-]{43}$/);

    const [stored] = await db.select().from(asnApiKeys).where(eq(asnApiKeys.shopId, tenant.shop.id));
    expect(stored).toMatchObject({
      name: 'ERP live',
      supplierId: tenant.supplier.id,
      prefix: key.slice(0, 12),
      keyHash: createHash('sha256').update(key).digest('hex'),
      createdByUserId: tenant.admin.id,
      lastUsedAt: null,
      revokedAt: null,
    });
    expect(JSON.stringify(stored)).not.toContain(key.slice(12));

    const page = await keysPage(tenant.admin);
    expect(page.status).toBe(200);
    const data = page.data as { keys: Record<string, unknown>[]; suppliers: unknown[] };
    expect(data.keys).toEqual([
      expect.objectContaining({ name: 'ERP live', prefix: key.slice(0, 12), supplierName: 'Mlekarna Celeia' }),
    ]);
    // The page never has the key again, nor its hash.
    expect(JSON.stringify(page.data)).not.toContain(key);
    expect(JSON.stringify(page.data)).not.toContain(stored!.keyHash);
    expect(data.suppliers).toEqual([{ supplierId: tenant.supplier.id, name: 'Mlekarna Celeia' }]);

    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'asn_api_key'), eq(auditLog.entityId, String(stored!.id))));
    expect(audit).toEqual([expect.objectContaining({ action: 'create', actorUserId: tenant.admin.id })]);
    expect(JSON.stringify(audit)).not.toContain(key);
  });

  it("refuses a name missing and a supplier that is not the shop's, with the input kept", async () => {
    const tenant = await shopWithSupplier();
    const stranger = await createSupplier(db);
    const missing = await post(tenant.admin, { intent: 'create', name: '', supplierId: String(tenant.supplier.id) });
    expect(missing).toMatchObject({
      status: 400,
      data: { created: null, result: { error: { name: ['validation.required'] } } },
    });
    const notOurs = await post(tenant.admin, { intent: 'create', name: 'X', supplierId: String(stranger.id) });
    expect(notOurs).toMatchObject({
      status: 400,
      data: {
        created: null,
        result: { initialValue: { name: 'X' }, error: { supplierId: ['asnApi.keys.errors.unknownSupplier'] } },
      },
    });
    const bad = await post(tenant.admin, { intent: 'create', name: 'X', supplierId: 'abc' });
    expect(bad).toMatchObject({ status: 400, data: { result: { error: { supplierId: ['validation.choose'] } } } });
    expect(await db.select().from(asnApiKeys).where(eq(asnApiKeys.shopId, tenant.shop.id))).toEqual([]);
  });

  it("revokes the shop's own key with an audit row, and answers 404 for another shop's key", async () => {
    const tenant = await shopWithSupplier();
    const other = await shopWithSupplier();
    const created = (await post(tenant.admin, { intent: 'create', name: 'A', supplierId: String(tenant.supplier.id) }))
      .data as Created;
    const [row] = await db.select().from(asnApiKeys).where(eq(asnApiKeys.shopId, tenant.shop.id));
    expect(created.created.key).toBeTruthy();

    expect((await post(other.admin, { intent: 'revoke', keyId: String(row!.id) })).status).toBe(404);
    expect((await post(tenant.admin, { intent: 'revoke', keyId: 'x' })).status).toBe(404);
    expect((await db.select().from(asnApiKeys).where(eq(asnApiKeys.id, row!.id)))[0]!.revokedAt).toBeNull();

    const revoked = await post(tenant.admin, { intent: 'revoke', keyId: String(row!.id), name: 'A' });
    expect(revoked).toMatchObject({ status: 200, data: { revokedName: 'A' } });
    const [after] = await db.select().from(asnApiKeys).where(eq(asnApiKeys.id, row!.id));
    expect(after!.revokedAt).toBeInstanceOf(Date);
    // Again: nothing changes, no second audit row.
    expect((await post(tenant.admin, { intent: 'revoke', keyId: String(row!.id) })).status).toBe(200);
    const [again] = await db.select().from(asnApiKeys).where(eq(asnApiKeys.id, row!.id));
    expect(again!.revokedAt).toEqual(after!.revokedAt);
    const audit = await db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'asn_api_key'), eq(auditLog.entityId, String(row!.id))));
    expect(audit.map((a) => a.action).sort()).toEqual(['create', 'revoke']);

    const page = (await keysPage(tenant.admin)).data as { keys: { revokedAt: Date | null }[] };
    expect(page.keys[0]!.revokedAt).toBeInstanceOf(Date);
    expect(((await keysPage(other.admin)).data as { keys: unknown[] }).keys).toEqual([]);
  });

  it('is refused (403) to staff without asn:import, and open to staff with it', async () => {
    const tenant = await shopWithSupplier();
    expect((await keysPage(tenant.staff)).status).toBe(403);
    expect(
      (await post(tenant.staff, { intent: 'create', name: 'X', supplierId: String(tenant.supplier.id) })).status,
    ).toBe(403);
    expect((await post(tenant.staff, { intent: 'revoke', keyId: '1' })).status).toBe(403);
    const importer = await createTenant(db, { staffPermissions: ['asn:import'] });
    expect((await keysPage(importer.staff)).status).toBe(200);
  });
});
