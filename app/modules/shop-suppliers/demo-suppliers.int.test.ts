import { count, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#app/db/client.server';
import { shopSuppliers, suppliers } from '#app/db/schema';
import { createShop, createTenant } from '#tests/factories';
import { testDatabaseKind, useTestDatabase } from '#tests/setup/db';
import { DEMO_LINKS_PER_SHOP, DEMO_SUPPLIERS } from './demo-suppliers.data';
import { seedDemoSuppliers } from './demo-suppliers.server';

let db: Database;
beforeAll(async () => {
  db = (await useTestDatabase()).db;
});

const linksOf = (shopId: number) => db.select().from(shopSuppliers).where(eq(shopSuppliers.shopId, shopId));

describe('seedDemoSuppliers', () => {
  it('fills the directory and gives each shop a dozen suppliers with ordering terms; a second call changes nothing', async () => {
    const a = await createTenant(db);
    const b = await createTenant(db);
    const bistro = await createShop(db, a.company.id, a.region.id);
    const shops = [a.shop, bistro, b.shop].map((shop) => ({ companyId: shop.companyId, id: shop.id }));

    const first = await db.transaction((tx) => seedDemoSuppliers(tx, { shops }));
    expect(first.supplierIds).toHaveLength(DEMO_SUPPLIERS.length);
    expect(first.links).toBe(DEMO_LINKS_PER_SHOP * 3);

    const directory = await db.select().from(suppliers).where(inArray(suppliers.id, first.supplierIds));
    expect(directory.map((row) => row.name).sort()).toEqual(DEMO_SUPPLIERS.map((s) => s.directory.name).sort());
    expect(directory.every((row) => row.isActive && row.deletedAt === null && row.vatNumber && row.email)).toBe(true);

    for (const shop of [a.shop, bistro, b.shop]) {
      const links = await linksOf(shop.id);
      expect(links).toHaveLength(DEMO_LINKS_PER_SHOP);
      for (const link of links) {
        expect(link.companyId).toBe(shop.companyId);
        expect(link.orderEmails.length).toBeGreaterThan(0);
        expect(link.deliveryDays.length).toBeGreaterThan(0);
        expect(link.customerIdAtSupplier).toBeTruthy();
      }
      expect(links.some((link) => link.orderCutoffMinutes !== null && link.minOrderValue !== null)).toBe(true);
    }
    // Shops of the same company get a different selection.
    const chosen = async (shopId: number) => (await linksOf(shopId)).map((link) => link.supplierId).sort();
    expect(await chosen(a.shop.id)).not.toEqual(await chosen(bistro.id));

    const again = await seedDemoSuppliers(db, { shops });
    expect(again).toEqual({ supplierIds: first.supplierIds, links: 0 });
    const [names] = await db
      .select({ n: count() })
      .from(suppliers)
      .where(
        inArray(
          suppliers.name,
          DEMO_SUPPLIERS.map((s) => s.directory.name),
        ),
      );
    expect(names!.n).toBe(DEMO_SUPPLIERS.length);
  });

  it.runIf(testDatabaseKind() === 'pglite')(
    'on a fresh database it links every shop without being told which',
    async () => {
      // This test file has its own PGlite database: the shops are the tenants above and this one.
      const c = await createTenant(db);
      const result = await seedDemoSuppliers(db);
      expect(result.links).toBeGreaterThanOrEqual(DEMO_LINKS_PER_SHOP);
      expect(await linksOf(c.shop.id)).toHaveLength(DEMO_LINKS_PER_SHOP);
    },
  );
});
