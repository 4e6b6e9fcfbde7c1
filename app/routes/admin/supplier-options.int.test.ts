import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#app/db/client.server';
import { createShopSupplier, createSupplier, createTenant } from '#tests/factories';
import { useTestDatabase } from '#tests/setup/db';
import { adminContext, answerOf } from '#tests/support/route-answer';
import { loader } from './supplier-options';

let db: Database;
beforeAll(async () => {
  db = (await useTestDatabase()).db;
});

const options = async (user: { id: number }, list: string) =>
  answerOf(
    loader({
      request: new Request(`http://localhost/admin/supplier-options/${list}`),
      context: await adminContext(db, user),
      params: { list },
    } as never),
  );

/** A shop with a live supplier and a deleted one, and another shop with a supplier of its own. */
async function twoShops() {
  const tenant = await createTenant(db, { staffPermissions: ['orders:view'] });
  const shop = { companyId: tenant.company.id, id: tenant.shop.id };
  const dairy = await createSupplier(db, { name: 'Mlekarna Celeia' });
  const bakery = await createSupplier(db, { name: 'Pekarna Grosuplje' });
  await createShopSupplier(db, shop, dairy.id);
  await createShopSupplier(db, shop, bakery.id, { deletedAt: new Date() });
  const other = await createTenant(db);
  const theirs = await createSupplier(db, { name: 'Their supplier' });
  await createShopSupplier(db, { companyId: other.company.id, id: other.shop.id }, theirs.id);
  return { tenant, dairy, bakery, other, theirs };
}

describe('the supplier filter choices (/admin/supplier-options/:list)', () => {
  it("answers the shop's own suppliers for each list: live ones for products, deleted too where old rows may be theirs", async () => {
    const { tenant, dairy, bakery } = await twoShops();
    const products = await options(tenant.admin, 'products');
    expect(products).toEqual({ status: 200, data: { suppliers: [{ supplierId: dairy.id, name: 'Mlekarna Celeia' }] } });
    for (const list of ['orders', 'deliveries', 'backorders', 'asn']) {
      const answer = await options(tenant.admin, list);
      expect(answer.status).toBe(200);
      expect((answer.data as { suppliers: { supplierId: number }[] }).suppliers.map((s) => s.supplierId)).toEqual([
        dairy.id,
        bakery.id,
      ]);
    }
    // Only the suppliers that have reclamations: none yet.
    expect(await options(tenant.admin, 'reclamations')).toEqual({ status: 200, data: { suppliers: [] } });
  });

  it("never answers another shop's suppliers", async () => {
    const { tenant, other, theirs } = await twoShops();
    const answer = await options(tenant.admin, 'orders');
    expect(JSON.stringify(answer.data)).not.toContain('Their supplier');
    const own = await options(other.admin, 'orders');
    expect((own.data as { suppliers: { supplierId: number }[] }).suppliers.map((s) => s.supplierId)).toEqual([
      theirs.id,
    ]);
  });

  it("answers 403 without the list page's permission and 404 for a list without a supplier filter", async () => {
    const { tenant } = await twoShops();
    expect((await options(tenant.staff, 'orders')).status).toBe(200);
    for (const list of ['products', 'deliveries', 'backorders', 'asn', 'reclamations'])
      expect((await options(tenant.staff, list)).status).toBe(403);
    expect((await options(tenant.admin, 'users')).status).toBe(404);
    expect((await options(tenant.admin, 'constructor')).status).toBe(404);
  });
});
