import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#app/db/client.server';
import { productGtins, productPrices, products } from '#app/db/schema';
import { hasValidGs1CheckDigit } from '#app/modules/org/org.schema';
import { seedDemoSuppliers } from '#app/modules/shop-suppliers/demo-suppliers.server';
import { createShop, createTenant } from '#tests/factories';
import { useTestDatabase } from '#tests/setup/db';
import { DEMO_PRODUCTS_PER_SHOP, seedDemoProducts, withCheckDigit } from './demo-products.server';
import { addDays, todayIn } from '#app/utils/dates';

let db: Database;
beforeAll(async () => {
  db = (await useTestDatabase()).db;
});

describe('demo products', () => {
  it('fills each shop with suppliers with ~200 products, every regime and flag, valid codes and a price history', async () => {
    const { company, region, shop } = await createTenant(db);
    const bare = await createShop(db, company.id, region.id);
    const refs = [{ companyId: company.id, id: shop.id }];
    await seedDemoSuppliers(db, { shops: refs });
    const now = new Date('2026-06-15T10:00:00Z');
    expect(await seedDemoProducts(db, { shops: [...refs, { companyId: company.id, id: bare.id }], now })).toEqual({
      products: DEMO_PRODUCTS_PER_SHOP,
    });

    const rows = await db.select().from(products).where(eq(products.shopId, shop.id));
    expect(rows).toHaveLength(DEMO_PRODUCTS_PER_SHOP);
    expect(new Set(rows.map((row) => row.temperatureRegime))).toEqual(new Set(['chilled', 'frozen', 'room']));
    for (const flag of ['containsAlcohol', 'isWeighted', 'isRisky', 'excludeFromStockExport'] as const) {
      expect(rows.some((row) => row[flag])).toBe(true);
    }
    expect(rows.some((row) => !row.isActive)).toBe(true);
    expect(rows.every((row) => row.ean && row.ean.length === 13 && hasValidGs1CheckDigit(row.ean))).toBe(true);
    expect(new Set(rows.map((row) => row.ean)).size).toBe(rows.length);
    expect(new Set(rows.map((row) => row.supplierId)).size).toBe(12);

    const gtins = await db.select().from(productGtins).where(eq(productGtins.shopId, shop.id));
    expect(gtins.length).toBeGreaterThan(0);
    expect(gtins.every((row) => row.gtin.length === 14 && hasValidGs1CheckDigit(row.gtin))).toBe(true);

    const today = todayIn('Europe/Ljubljana', now);
    const prices = await db
      .select()
      .from(productPrices)
      .where(
        inArray(
          productPrices.productId,
          rows.map((row) => row.id),
        ),
      );
    expect(prices).toHaveLength(2 * DEMO_PRODUCTS_PER_SHOP);
    expect(prices.filter((p) => p.validTo === null).every((p) => p.validFrom === addDays(today, -30))).toBe(true);
    expect(prices.filter((p) => p.validTo !== null).every((p) => p.validTo === addDays(today, -31))).toBe(true);

    // A second run changes nothing; a shop without suppliers gets no products.
    expect(await seedDemoProducts(db, { shops: refs, now })).toEqual({ products: 0 });
    expect(await db.select().from(products).where(eq(products.shopId, bare.id))).toHaveLength(0);
  });

  it('computes GS1 check digits', () => {
    expect(withCheckDigit('400638133393')).toBe('4006381333931');
    expect(withCheckDigit('9638507')).toBe('96385074');
  });
});
