import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#app/db/client.server';
import { regions } from '#app/db/schema';
import { addDays, todayIn } from '#app/utils/dates';
import {
  createOrder,
  createProducts,
  createShop,
  createShopSupplier,
  createSupplier,
  createUser,
} from '#tests/factories';
import { BUSY_DAY } from './accounts';

/**
 * The busy day's shop: one supplier, BUSY_DAY.dueToday orders to be delivered today (more than the delivery notes
 * page lists), and one for tomorrow that the list of today's orders must leave out.
 */
export async function seedBusyDay(db: DbOrTx, passwordHash: string) {
  const [istra] = await db.select().from(regions).where(eq(regions.name, 'Istra'));
  const shop = await createShop(db, istra!.companyId, istra!.id, { name: BUSY_DAY.shop });
  await createUser(db, {
    role: 3,
    companyId: istra!.companyId,
    shopId: shop.id,
    email: BUSY_DAY.admin,
    name: 'Bojan',
    lastname: 'Busy',
    passwordHash,
  });
  const butcher = await createSupplier(db, { name: BUSY_DAY.supplier, email: 'mesnica@umag.test' });
  const catalogShop = { companyId: istra!.companyId, id: shop.id };
  await createShopSupplier(db, catalogShop, butcher.id, { orderEmails: ['mesnica@umag.test'] });
  const [steak] = await createProducts(db, catalogShop, [
    { supplierId: butcher.id, name: 'E2E Goveji zrezek', supplierProductId: 'GZ-1' },
  ]);
  const orderShop = { companyId: istra!.companyId, shopId: shop.id };
  const today = todayIn(shop.timeZone);
  const line = { productId: steak!.id, productName: steak!.name, quantity: '5' };
  for (let n = 0; n < BUSY_DAY.dueToday; n++) {
    await createOrder(db, orderShop, { supplierId: butcher.id, deliveryDate: today, lines: [line] });
  }
  await createOrder(db, orderShop, { supplierId: butcher.id, deliveryDate: addDays(today, 1), lines: [line] });
}
