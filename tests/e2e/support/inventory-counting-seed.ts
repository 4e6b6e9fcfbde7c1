import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { DbOrTx } from '#app/db/client.server';
import { ROLES } from '#app/modules/auth/roles';
import {
  createCompany,
  createInventory,
  createInventoryLayout,
  createProducts,
  createRegion,
  createShop,
  createShopSupplier,
  createSupplier,
  createUser,
} from '#tests/factories';
import { countingSeedFile, type CountingSeed } from './inventory-counting-data';

/**
 * The counting journeys' shop: a kitchen with two sectors (a fridge and a shelf), products counted in cartons, by
 * the piece and in another unit, one product outside the layout to scan, two counters, and one count in progress per
 * journey (so journeys running at once never meet), by plain inserts through the factories.
 */
export async function seedInventoryCounting(db: DbOrTx, passwordHash: string) {
  const company = await createCompany(db, { name: 'Inventura Piran d.o.o.' });
  const region = await createRegion(db, company.id, { name: 'Piran' });
  const shop = await createShop(db, company.id, region.id, { name: 'Piran Counting Kitchen' });
  const ana = await createUser(db, {
    role: ROLES.admin,
    companyId: company.id,
    shopId: shop.id,
    email: 'counting.ana@e2e.test',
    name: 'Ana',
    lastname: 'Štetje',
    passwordHash,
  });
  const bor = await createUser(db, {
    role: ROLES.staff,
    companyId: company.id,
    shopId: shop.id,
    email: 'counting.bor@e2e.test',
    name: 'Bor',
    lastname: 'Popis',
    permissions: ['inventory:view', 'inventory:count'],
    passwordHash,
  });
  const supplier = await createSupplier(db, { name: 'E2E Dobavitelj Piran d.o.o.' });
  await createShopSupplier(db, shop, supplier.id);
  const seed: Omit<CountingSeed, 'screens'> = {
    ana: { email: ana.email, name: 'Ana Štetje' },
    bor: { email: bor.email, name: 'Bor Popis' },
    milk: 'E2E Mleko 1 l',
    yoghurt: { name: 'E2E Jogurt', ean: '4006381333931' },
    flour: 'E2E Moka',
    vinegar: { name: 'E2E Kis', ean: '5901234123457' },
  };
  const [milk, yoghurt, flour] = await createProducts(db, shop, [
    { supplierId: supplier.id, name: seed.milk, unitsPerPackage: '12', supplierUnit: 'ktn' },
    { supplierId: supplier.id, name: seed.yoghurt.name, ean: seed.yoghurt.ean },
    {
      supplierId: supplier.id,
      name: seed.flour,
      inventoryCountUnit: 'kg',
      countingUnits: [{ unit: 'vreča', factor: '25' }],
    },
    { supplierId: supplier.id, name: seed.vinegar.name, ean: seed.vinegar.ean },
  ]);
  const layout = await createInventoryLayout(db, { companyId: company.id, shopId: shop.id }, [
    {
      name: 'Kuhinja',
      subDepartments: [
        {
          name: 'Topla kuhinja',
          sectors: [
            { name: 'Hladilnik', productIds: [milk!.id, yoghurt!.id] },
            { name: 'Polica', productIds: [flour!.id, milk!.id] },
          ],
        },
      ],
    },
  ]);
  const subDepartmentId = layout.departments[0]!.subDepartments[0]!.id;
  const screens = {} as CountingSeed['screens'];
  for (const journey of ['together', 'reload', 'exit', 'conflict', 'camera'] as const) {
    const { inventory } = await createInventory(
      db,
      { companyId: company.id, shopId: shop.id },
      { name: `Inventura ${journey}`, createdByUserId: ana.id },
    );
    screens[journey] = `/admin/inventory/${inventory.id}/${subDepartmentId}`;
  }
  const dir = process.env.E2E_DIR ?? (process.env.DATA_DIR ? path.dirname(process.env.DATA_DIR) : null);
  if (dir) writeFileSync(countingSeedFile(dir), JSON.stringify({ ...seed, screens } satisfies CountingSeed));
}
