import type { DbOrTx } from '#app/db/client.server';
import { addDays, todayIn } from '#app/utils/dates';
import {
  createCompany,
  createDeliveryNote,
  createProducts,
  createRegion,
  createShop,
  createShopSupplier,
  createSupplier,
  createUser,
} from '#tests/factories';
import { DELIVERY_RECORDS as R } from './accounts';

/**
 * The record pages' shop: signed-off receipts of the last days with a risky item, a breach with its corrective
 * action, ASC/MSC seafood (one without a number under an expired certificate) and lines excluded from stock (by the
 * product's flag and by the receiver), by plain inserts.
 */
export async function seedDeliveryRecords(db: DbOrTx, passwordHash: string) {
  const company = await createCompany(db, { name: 'Evidenca Izola d.o.o.' });
  const region = await createRegion(db, company.id, { name: 'Izola' });
  const shop = await createShop(db, company.id, region.id, { name: R.shop });
  const admin = await createUser(db, {
    role: 3,
    companyId: company.id,
    shopId: shop.id,
    email: R.admin,
    name: 'Rita',
    lastname: 'Records',
    passwordHash,
  });
  const fish = await createSupplier(db, { name: R.fishSupplier });
  const dairy = await createSupplier(db, { name: R.dairySupplier });
  await createShopSupplier(db, shop, fish.id);
  await createShopSupplier(db, shop, dairy.id);
  const [chicken, eggs, prawns, bass, detergent, potatoes] = await createProducts(db, shop, [
    { supplierId: dairy.id, name: R.breachProduct, temperatureRegime: 'chilled', isRisky: true },
    { supplierId: dairy.id, name: R.riskyProduct, temperatureRegime: 'chilled', isRisky: true },
    { supplierId: fish.id, name: R.mscProduct, temperatureRegime: 'frozen', certificates: 'MSC' },
    { supplierId: fish.id, name: R.ascProduct, temperatureRegime: 'chilled', certificates: 'ASC' },
    { supplierId: dairy.id, name: R.flaggedProduct, excludeFromStockExport: true },
    { supplierId: dairy.id, name: R.staffMealProduct },
  ]);
  const listShop = { companyId: company.id, shopId: shop.id };
  const today = todayIn(shop.timeZone);
  await createDeliveryNote(db, listShop, {
    supplierId: dairy.id,
    deliveryDate: addDays(today, -2),
    acceptedByUserId: admin.id,
    roomTemperature: '19',
    fridgeTemperature: '6.5',
    lines: [
      {
        productId: chicken!.id,
        productName: chicken!.name,
        temperatureRegime: 'chilled',
        temperature: '9.2',
        temperatureVerdict: 'breach',
        correctiveNote: 'Chilled at once in the blast chiller',
        isRisky: true,
        lot: 'L-E2E-1',
        state: 'temperature_breach',
      },
      {
        productId: eggs!.id,
        productName: eggs!.name,
        temperatureRegime: 'chilled',
        temperature: '4',
        temperatureVerdict: 'ok',
        isRisky: true,
      },
      { productId: detergent!.id, productName: detergent!.name, excludedFromStock: true, unit: 'l', delivered: '6' },
      {
        productId: potatoes!.id,
        productName: potatoes!.name,
        excludedFromStock: true,
        excludeReason: 'Staff meal',
        unit: 'kg',
        delivered: '3',
      },
    ],
  });
  await createDeliveryNote(db, listShop, {
    supplierId: fish.id,
    deliveryDate: addDays(today, -4),
    acceptedByUserId: admin.id,
    lines: [
      {
        productId: prawns!.id,
        productName: prawns!.name,
        certificateScheme: 'msc',
        certificateNumber: 'MSC-C-51234',
        certificateExpires: addDays(today, 200),
        lot: 'MSC-1',
        unit: 'kg',
        delivered: '5',
      },
      {
        productId: bass!.id,
        productName: bass!.name,
        certificateScheme: 'asc',
        certificateExpires: addDays(today, -9),
        lot: 'ASC-1',
        unit: 'kg',
        delivered: '4',
      },
    ],
  });
}
