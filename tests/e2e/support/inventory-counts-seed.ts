import type { DbOrTx } from '#app/db/client.server';
import { addDays, todayIn } from '#app/utils/dates';
import {
  addLineCount,
  createCompany,
  createDeliveryNote,
  createInventory,
  createInventoryLayout,
  createProducts,
  createRegion,
  createShop,
  createShopSupplier,
  createSupplier,
  createUser,
} from '#tests/factories';
import { INVENTORY_COUNTS as C } from './inventory-counts-accounts';

/**
 * The count lifecycle's shop: a layout of two departments (kitchen: a shelf and a fridge; bar: a fridge), a finished
 * count of it a week ago with a delivery signed off after its cut-off, and a count in progress — by plain inserts.
 */
export async function seedInventoryCounts(db: DbOrTx, passwordHash: string) {
  const company = await createCompany(db, { name: 'Inventura E2E d.o.o.' });
  const region = await createRegion(db, company.id, { name: 'Piran' });
  const shop = await createShop(db, company.id, region.id, { name: C.shop });
  const admin = await createUser(db, {
    role: 3,
    companyId: company.id,
    shopId: shop.id,
    email: C.admin,
    name: 'Iva',
    lastname: 'Inventura',
    passwordHash,
  });
  const supplier = await createSupplier(db, { name: 'E2E Veletrgovina Piran d.o.o.' });
  await createShopSupplier(db, shop, supplier.id);
  const [flour, milk, tonic] = await createProducts(db, shop, [
    { supplierId: supplier.id, name: C.shelfProduct, internalProductId: 'PIA-100', supplierProductId: 'VP-1' },
    { supplierId: supplier.id, name: C.fridgeProduct, supplierUnit: 'karton', unitsPerPackage: '12' },
    { supplierId: supplier.id, name: C.barProduct },
  ]);
  const keys = { companyId: company.id, shopId: shop.id };
  await createInventoryLayout(db, keys, [
    {
      name: C.kitchen,
      subDepartments: [
        {
          name: 'E2E Topla kuhinja',
          sectors: [
            { name: 'E2E Polica', productIds: [flour!.id] },
            { name: 'E2E Hladilnik', productIds: [milk!.id] },
          ],
        },
      ],
    },
    {
      name: C.bar,
      subDepartments: [{ name: 'E2E Bar', sectors: [{ name: 'E2E Hladilnik za pijačo', productIds: [tonic!.id] }] }],
    },
  ]);
  const today = todayIn(shop.timeZone);
  const weekAgo = addDays(today, -7);
  const finished = await createInventory(db, keys, {
    name: C.finished,
    countDate: weekAgo,
    cutOffAt: new Date(`${weekAgo}T06:00:00Z`),
    status: 'finished',
    createdByUserId: admin.id,
  });
  for (const [index, line] of finished.lines.entries())
    await addLineCount(db, keys, line.id, admin.id, { total: String(10 + index) });
  await createDeliveryNote(db, keys, {
    supplierId: supplier.id,
    deliveryNumber: C.lateDelivery,
    deliveryDate: weekAgo,
    acceptedByUserId: admin.id,
    lines: [{ productId: milk!.id, productName: milk!.name }],
  });
  const open = await createInventory(db, keys, {
    name: C.inProgress,
    countDate: today,
    cutOffAt: new Date(`${today}T19:00:00Z`),
    createdByUserId: admin.id,
  });
  await addLineCount(db, keys, open.lines[0]!.id, admin.id, { total: '4' });
}
