import type { DbOrTx } from '#app/db/client.server';
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
import { INVENTORY_LAYOUT as L } from './inventory-layout-accounts';

/**
 * The layout pages' shops, by plain inserts: the desk shop has products and no layout yet; the phone shop has one
 * department with a sector of three products in shelf order.
 */
export async function seedInventoryLayout(db: DbOrTx, passwordHash: string) {
  const company = await createCompany(db, { name: L.company });
  const region = await createRegion(db, company.id, { name: 'Postavitev' });
  const supplier = await createSupplier(db, { name: L.supplier });
  const shops = [];
  for (const [name, email] of [
    [L.deskShop, L.deskAdmin],
    [L.phoneShop, L.phoneAdmin],
  ] as const) {
    const shop = await createShop(db, company.id, region.id, { name });
    await createUser(db, {
      role: 3,
      companyId: company.id,
      shopId: shop.id,
      email,
      name: 'Lara',
      lastname: 'Layout',
      passwordHash,
    });
    await createShopSupplier(db, shop, supplier.id);
    shops.push(shop);
  }
  const [desk, phone] = shops;
  await createProducts(db, desk!, [
    { supplierId: supplier.id, name: L.milk, ean: L.milkEan, internalProductId: 'PM-1' },
    { supplierId: supplier.id, name: L.butter, internalProductId: 'PM-2' },
    { supplierId: supplier.id, name: L.beer, supplierProductId: L.beerCode },
  ]);
  const drinks = await createProducts(
    db,
    phone!,
    L.phoneProducts.map((name) => ({ supplierId: supplier.id, name })),
  );
  await createInventoryLayout(db, { companyId: company.id, shopId: phone!.id }, [
    {
      name: L.phoneDepartment,
      subDepartments: [
        {
          name: L.phoneDepartment,
          sectors: [
            { name: L.phoneSector, productIds: drinks.map((product) => product.id) },
            { name: 'Skladišče pijač', productIds: [] },
          ],
        },
      ],
    },
  ]);
}
