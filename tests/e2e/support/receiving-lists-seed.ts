import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '#app/db/client.server';
import { regions, shops } from '#app/db/schema';
import { listOrderLines } from '#app/modules/ordering/orders.repo.server';
import { addDays, todayIn } from '#app/utils/dates';
import {
  createBackorder,
  createDeliveryNote,
  createOrder,
  createProducts,
  createShop,
  createShopSupplier,
  createSupplier,
  createUser,
} from '#tests/factories';
import { RECEIVING_LISTS } from './accounts';

/**
 * The receiving lists' shop: two suppliers, 30 delivery notes over the last 30 days (two pages of 25, one with
 * problems every fifth, one unacceptable, one draft), an order expected today, and three orders in progress whose rest
 * is a backorder (one overdue, one due in a week, one for the cancel journey).
 */
export async function seedReceivingLists(db: DbOrTx, passwordHash: string) {
  const [istra] = await db.select().from(regions).where(eq(regions.name, 'Istra'));
  const shop = await createShop(db, istra!.companyId, istra!.id, { name: RECEIVING_LISTS.shop });
  const [own] = await db
    .select()
    .from(shops)
    .where(and(eq(shops.id, shop.id)));
  const catalogShop = { companyId: own!.companyId, id: own!.id };
  const listShop = { companyId: own!.companyId, shopId: own!.id };
  const admin = await createUser(db, {
    role: 3,
    companyId: own!.companyId,
    shopId: own!.id,
    email: RECEIVING_LISTS.admin,
    name: 'Liza',
    lastname: 'Lister',
    passwordHash,
  });
  await createUser(db, {
    role: 4,
    companyId: own!.companyId,
    shopId: own!.id,
    email: RECEIVING_LISTS.viewer,
    name: 'Vid',
    lastname: 'Viewer',
    passwordHash,
    permissions: ['deliveries:view', 'backorders:view', 'orders:view'],
  });
  const fish = await createSupplier(db, { name: RECEIVING_LISTS.fishSupplier, email: 'ribe@umag.test' });
  const bakery = await createSupplier(db, { name: RECEIVING_LISTS.bakerySupplier, email: 'kruh@umag.test' });
  await createShopSupplier(db, catalogShop, fish.id, { orderEmails: ['ribe@umag.test'], deliveryDays: [1, 3, 5] });
  await createShopSupplier(db, catalogShop, bakery.id, { orderEmails: ['kruh@umag.test'] });
  const [seaBass, bread] = await createProducts(db, catalogShop, [
    { supplierId: fish.id, name: RECEIVING_LISTS.product, temperatureRegime: 'frozen', supplierProductId: 'BR-1' },
    { supplierId: bakery.id, name: 'E2E Kruh', supplierProductId: 'KR-1' },
  ]);

  const today = todayIn(own!.timeZone);
  for (let n = 1; n <= 30; n++) {
    const supplier = n % 2 ? fish : bakery;
    const product = n % 2 ? seaBass! : bread!;
    await createDeliveryNote(db, listShop, {
      supplierId: supplier.id,
      deliveryNumber: `${RECEIVING_LISTS.numberPrefix}${String(n).padStart(3, '0')}`,
      deliveryDate: addDays(today, -n),
      state: n === 2 ? 'draft' : 'signed_off',
      outcome: n === 3 ? 'unacceptable' : undefined,
      acceptedByUserId: admin.id,
      lines: [{ productId: product.id, productName: product.name, state: n % 5 === 0 ? 'short' : 'ok' }],
    });
  }

  await createOrder(db, listShop, {
    supplierId: bakery.id,
    deliveryDate: today,
    lines: [{ productId: bread!.id, productName: bread!.name, quantity: '20' }],
  });
  for (const expectedDate of [addDays(today, -2), addDays(today, 7), addDays(today, 9)]) {
    const order = await createOrder(db, listShop, {
      supplierId: fish.id,
      status: 'in_progress',
      deliveryDate: addDays(today, -5),
      lines: [{ productId: seaBass!.id, productName: seaBass!.name, quantity: '10', receivedQuantity: '6' }],
    });
    const [line] = await listOrderLines(db, listShop, order.id);
    const note = await createDeliveryNote(db, listShop, {
      supplierId: fish.id,
      orderId: order.id,
      deliveryNumber: `R-${order.number}`,
      deliveryDate: addDays(today, -5),
      acceptedByUserId: admin.id,
      lines: [{ productId: seaBass!.id, orderLineId: line!.id, delivered: '6', state: 'short' }],
    });
    await createBackorder(db, listShop, {
      supplierId: fish.id,
      orderId: order.id,
      deliveryNoteId: note.id,
      expectedDate,
      lines: [{ orderLineId: line!.id, quantity: '4' }],
    });
  }
}
