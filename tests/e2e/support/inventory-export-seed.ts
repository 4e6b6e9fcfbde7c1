import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { DbOrTx } from '#app/db/client.server';
import {
  addLineCount,
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
import { INVENTORY_EXPORT as X } from './accounts';

/**
 * The stock export's shop (Minimax): beer counted in two sectors in pieces and exported in cartons of 12, cheese
 * weighed in kg, a cleaning product flagged out of the stock export; a finished count of them. The count's id is
 * written to E2E_DIR for the spec.
 */
export async function seedInventoryExport(db: DbOrTx, passwordHash: string) {
  const company = await createCompany(db, { name: X.company });
  const region = await createRegion(db, company.id, { name: 'Kranj' });
  const shop = await createShop(db, company.id, region.id, { name: X.shop, exportModule: 'minimax' });
  const admin = await createUser(db, {
    role: 3,
    companyId: company.id,
    shopId: shop.id,
    email: X.admin,
    name: 'Ida',
    lastname: 'Inventura',
    passwordHash,
  });
  const supplier = await createSupplier(db, { name: X.supplier });
  await createShopSupplier(db, shop, supplier.id);
  const [beer, cheese, flagged] = await createProducts(db, shop, [
    {
      supplierId: supplier.id,
      name: X.beer,
      internalProductId: 'E2E-PIA-1',
      supplierUnit: 'karton',
      unitsPerPackage: '12',
      exportUnit: 'karton',
      prices: [{ price: '24.00', discount: '10', validFrom: '2020-01-01' }],
    },
    {
      supplierId: supplier.id,
      name: X.cheese,
      internalProductId: 'E2E-PIA-2',
      isWeighted: true,
      prices: [{ price: '8.40', validFrom: '2020-01-01' }],
    },
    { supplierId: supplier.id, name: X.flagged, internalProductId: 'E2E-PIA-3', excludeFromStockExport: true },
  ]);
  const owner = { companyId: company.id, shopId: shop.id };
  const layout = await createInventoryLayout(db, owner, [
    {
      name: X.department,
      subDepartments: [
        {
          name: X.subDepartment,
          sectors: [
            { name: X.sectors[0], productIds: [beer!.id, cheese!.id, flagged!.id] },
            { name: X.sectors[1], productIds: [beer!.id] },
          ],
        },
      ],
    },
  ]);
  const { inventory, lines } = await createInventory(db, owner, {
    name: X.count,
    countDate: '2026-11-20',
    status: 'finished',
    createdByUserId: admin.id,
  });
  const [first, second] = layout.departments[0]!.subDepartments[0]!.sectors;
  const line = (productId: number, sectorId: number) =>
    lines.find((l) => l.productId === productId && l.sectorId === sectorId)!.id;
  await addLineCount(db, owner, line(beer!.id, first!.id), admin.id, { cartons: '2', units: '0', total: '24' });
  await addLineCount(db, owner, line(beer!.id, second!.id), admin.id, { total: '6' });
  await addLineCount(db, owner, line(cheese!.id, first!.id), admin.id, { total: '1.255' });
  await addLineCount(db, owner, line(flagged!.id, first!.id), admin.id, { total: '3' });
  writeFileSync(path.join(process.env.E2E_DIR!, X.idsFile), JSON.stringify({ inventoryId: inventory.id }));
}
