import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#app/db/client.server';
import { deliveryNoteLines } from '#app/db/schema';
import { listOrderLines } from '#app/modules/ordering/orders.repo.server';
import { todayIn } from '#app/utils/dates';
import {
  createCompany,
  createCreditNote,
  createDeliveryNote,
  createOrder,
  createProducts,
  createRegion,
  createShop,
  createShopSupplier,
  createSupplier,
  createUser,
} from '#tests/factories';
import { COMPARISON } from './accounts';

/**
 * The comparison's shop (COMPARISON in accounts.ts), in a company of its own so the demo companies' shop lists stay as
 * their journeys expect them. Everything is dated today, so it is in the page's default period (this month).
 */
export async function seedComparison(db: DbOrTx, passwordHash: string) {
  const company = await createCompany(db, { name: 'Primerjava Koper d.o.o.' });
  const region = await createRegion(db, company.id, { name: 'Obalno-kraška' });
  const shop = await createShop(db, company.id, region.id, { name: COMPARISON.shop });
  const owner = { companyId: shop.companyId, shopId: shop.id };
  await createUser(db, {
    role: 3,
    companyId: shop.companyId,
    shopId: shop.id,
    email: COMPARISON.admin,
    name: 'Petra',
    lastname: 'Primerjava',
    passwordHash,
    language: 'en',
  });
  const dairy = await createSupplier(db, { name: COMPARISON.dairy });
  const bakery = await createSupplier(db, { name: COMPARISON.bakery });
  await createShopSupplier(db, shop, dairy.id);
  await createShopSupplier(db, shop, bakery.id);
  const [yoghurt, butter] = await createProducts(db, shop, [
    { supplierId: dairy.id, name: COMPARISON.yoghurt, supplierProductId: 'JO-1' },
    { supplierId: dairy.id, name: COMPARISON.butter, supplierProductId: 'MA-1' },
  ]);
  const [roll] = await createProducts(db, shop, [{ supplierId: bakery.id, name: COMPARISON.roll }]);
  const today = todayIn(shop.timeZone);

  const order = await createOrder(db, owner, {
    supplierId: dairy.id,
    deliveryDate: today,
    lines: [
      { productId: yoghurt!.id, productName: yoghurt!.name, quantity: '10', price: '1.5' },
      { productId: butter!.id, productName: butter!.name, quantity: '5', price: '3' },
    ],
  });
  const [yoghurtOrdered, butterOrdered] = await listOrderLines(db, owner, order.id);
  const note = await createDeliveryNote(db, owner, {
    supplierId: dairy.id,
    orderId: order.id,
    deliveryNumber: 'E2E-PR-1',
    deliveryDate: today,
    lines: [
      {
        productId: yoghurt!.id,
        productName: yoghurt!.name,
        itemCode: 'JO-1',
        orderLineId: yoghurtOrdered!.id,
        delivered: '8',
        state: 'short',
      },
      {
        productId: butter!.id,
        productName: butter!.name,
        itemCode: 'MA-1',
        orderLineId: butterOrdered!.id,
        delivered: '5',
      },
    ],
  });
  const [yoghurtLine, butterLine] = await db
    .select({ id: deliveryNoteLines.id })
    .from(deliveryNoteLines)
    .where(eq(deliveryNoteLines.deliveryNoteId, note.id))
    .orderBy(deliveryNoteLines.position);
  const match = (line: { id: number }) => ({ deliveryNoteId: note.id, deliveryNoteLineId: line.id });
  await createCreditNote(db, owner, {
    supplierId: dairy.id,
    kind: 'invoice',
    number: 'E2E-RA-1',
    issueDate: today,
    lines: [
      { itemId: 'JO-1', invoiceQuantity: '10', amount: '15.00', ...match(yoghurtLine!) },
      { itemId: 'MA-1', invoiceQuantity: '6', amount: '18.00', ...match(butterLine!) },
      { itemId: COMPARISON.unmatchedItem, invoiceQuantity: '2', amount: '4.00' },
    ],
  });
  await createCreditNote(db, owner, {
    supplierId: dairy.id,
    kind: 'credit',
    number: 'E2E-DO-1',
    issueDate: today,
    lines: [{ itemId: 'JO-1', differenceQuantity: '2', amount: '3.00', ...match(yoghurtLine!) }],
  });
  await createDeliveryNote(db, owner, {
    supplierId: bakery.id,
    deliveryNumber: 'E2E-PR-2',
    deliveryDate: today,
    lines: [{ productId: roll!.id, productName: roll!.name, delivered: '12' }],
  });
}
