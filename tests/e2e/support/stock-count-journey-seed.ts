import type { DbOrTx } from '#app/db/client.server';
import { ROLES } from '#app/modules/auth/roles';
import {
  createCompany,
  createInventoryLayout,
  createProducts,
  createRegion,
  createShop,
  createShopSupplier,
  createSupplier,
  createUser,
} from '#tests/factories';
import { STOCK_COUNT_JOURNEY as J } from './accounts';

/**
 * The whole stock count on phones (tests/e2e/phone/stock-count-journey.spec.ts): a Pantheon bar with its layout (one
 * department, two sectors; the beer sits in both) and two people. The count itself is added in the journey.
 */
export async function seedStockCountJourney(db: DbOrTx, passwordHash: string) {
  const company = await createCompany(db, { name: J.company });
  const region = await createRegion(db, company.id, { name: 'Koper' });
  const shop = await createShop(db, company.id, region.id, { name: J.shop, exportModule: 'pantheon' });
  const people = [
    { email: J.admin, name: 'Eva', lastname: 'Vodja', role: ROLES.admin, permissions: [] },
    {
      email: J.counter,
      name: 'Luka',
      lastname: 'Štejec',
      role: ROLES.staff,
      permissions: ['inventory:view', 'inventory:count'],
    },
  ] as const;
  for (const person of people)
    await createUser(db, {
      ...person,
      permissions: [...person.permissions],
      companyId: company.id,
      shopId: shop.id,
      passwordHash,
    });
  const supplier = await createSupplier(db, { name: J.supplier });
  await createShopSupplier(db, shop, supplier.id);
  const [beer, water] = await createProducts(db, shop, [
    {
      supplierId: supplier.id,
      name: J.beer.name,
      ean: J.beer.ean,
      internalProductId: J.beer.code,
      supplierUnit: 'karton',
      unitsPerPackage: '24',
      prices: [{ price: '30.00', validFrom: '2020-01-01' }],
    },
    {
      supplierId: supplier.id,
      name: J.water.name,
      internalProductId: J.water.code,
      supplierUnit: 'karton',
      unitsPerPackage: '6',
      prices: [{ price: '4.80', validFrom: '2020-01-01' }],
    },
  ]);
  await createInventoryLayout(db, { companyId: company.id, shopId: shop.id }, [
    {
      name: J.department,
      subDepartments: [
        {
          name: J.subDepartment,
          sectors: [
            { name: J.fridge, productIds: [beer!.id] },
            { name: J.storeroom, productIds: [water!.id, beer!.id] },
          ],
        },
      ],
    },
  ]);
}
