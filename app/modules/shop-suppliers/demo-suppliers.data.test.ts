import { describe, expect, it } from 'vitest';
import { SupplierSchema } from '#app/modules/suppliers/supplier.schema';
import { DEMO_LINKS_PER_SHOP, DEMO_SUPPLIERS, demoSuppliersOfShop } from './demo-suppliers.data';
import { ShopSupplierValuesSchema } from './shop-supplier.schema';

describe('demo suppliers', () => {
  it('are about fifteen, with distinct names and VAT numbers', () => {
    expect(DEMO_SUPPLIERS.length).toBe(15);
    expect(new Set(DEMO_SUPPLIERS.map((s) => s.directory.name)).size).toBe(15);
    expect(new Set(DEMO_SUPPLIERS.map((s) => s.directory.vatNumber)).size).toBe(15);
  });

  it.each(DEMO_SUPPLIERS.map((s) => [s.directory.name, s] as const))(
    '%s passes the directory validation unchanged',
    (_, supplier) => {
      const result = SupplierSchema.safeParse(supplier.directory);
      expect(result.error?.issues ?? []).toEqual([]);
      // Stored exactly as written: the VAT number is already in its normalised form.
      expect(result.data?.vatNumber).toBe(supplier.directory.vatNumber);
    },
  );

  it.each(DEMO_SUPPLIERS.map((s) => [s.directory.name, s] as const))(
    '%s has valid shop terms',
    (_, { directory, terms }) => {
      const values = {
        supplierShopNumber: null,
        shopSupplierNumber: null,
        customerIdAtSupplier: null,
        supplierIdInOwnSystem: null,
        orderEmails: [directory.email, ...(terms.extraOrderEmail ? [terms.extraOrderEmail] : [])],
        contactPerson: null,
        contactPhone: null,
        deliveryDays: terms.deliveryDays,
        orderCutoffMinutes: terms.orderCutoffMinutes,
        minOrderValue: terms.minOrderValue,
      };
      expect(ShopSupplierValuesSchema.safeParse(values).error?.issues ?? []).toEqual([]);
      // Nothing the demo might send can reach a real mailbox.
      for (const email of values.orderEmails) expect(email).toMatch(/\.test$/);
    },
  );

  it('come from Slovenia and Croatia', () => {
    expect(new Set(DEMO_SUPPLIERS.map((s) => s.directory.country))).toEqual(new Set(['SI', 'HR']));
  });

  it('give each shop a dozen, a different three left out per shop', () => {
    for (let shop = 0; shop < 6; shop++) expect(demoSuppliersOfShop(shop)).toHaveLength(DEMO_LINKS_PER_SHOP);
    expect(demoSuppliersOfShop(0)).not.toEqual(demoSuppliersOfShop(1));
    expect(demoSuppliersOfShop(0)).toEqual(demoSuppliersOfShop(5));
  });
});
