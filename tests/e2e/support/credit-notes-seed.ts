import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#app/db/client.server';
import { deliveryNoteLines } from '#app/db/schema';
import { listOrderLines } from '#app/modules/ordering/orders.repo.server';
import { addDays, todayIn } from '#app/utils/dates';
import {
  createCompany,
  createCreditNote,
  createDeliveryNote,
  createOrder,
  createProducts,
  createReclamation,
  createRegion,
  createShop,
  createShopSupplier,
  createSupplier,
  createUser,
} from '#tests/factories';
import { CREDIT_NOTES } from './accounts';

/**
 * The credit notes' journeys (CREDIT_NOTES in accounts.ts), in a company of their own: an order of yoghurt and
 * butter, a signed-off delivery note two days ago with the yoghurt short, and an answered reclamation of the shortage
 * (3 × 1.50 = 4.50) that a credit note of at least 4.50 for JO-7 settles. A second shop of the company holds a
 * document the first shop's admin must not see; its id is written to E2E_DIR for the spec.
 */
export async function seedCreditNotes(db: DbOrTx, passwordHash: string) {
  const company = await createCompany(db, { name: CREDIT_NOTES.company });
  const region = await createRegion(db, company.id, { name: 'Savinjska' });
  const shop = await createShop(db, company.id, region.id, { name: CREDIT_NOTES.shop });
  const other = await createShop(db, company.id, region.id, { name: CREDIT_NOTES.otherShop });
  const owner = { companyId: company.id, shopId: shop.id };
  const admin = await createUser(db, {
    role: 3,
    companyId: company.id,
    shopId: shop.id,
    email: CREDIT_NOTES.admin,
    name: 'Dora',
    lastname: 'Dobropis',
    passwordHash,
    language: 'en',
  });
  await createUser(db, {
    role: 3,
    companyId: company.id,
    shopId: shop.id,
    email: CREDIT_NOTES.entry,
    name: 'Vesna',
    lastname: 'Vnos',
    passwordHash,
    language: 'si',
  });
  await createUser(db, {
    role: 4,
    companyId: company.id,
    shopId: shop.id,
    email: CREDIT_NOTES.staff,
    name: 'Samo',
    lastname: 'Skladišče',
    passwordHash,
    permissions: ['deliveries:view', 'deliveries:receive'],
    language: 'en',
  });
  const dairy = await createSupplier(db, { name: CREDIT_NOTES.dairy });
  const bakery = await createSupplier(db, { name: CREDIT_NOTES.bakery });
  await createShopSupplier(db, shop, dairy.id);
  await createShopSupplier(db, shop, bakery.id);
  await createShopSupplier(db, other, dairy.id);
  const [yoghurt, butter] = await createProducts(db, shop, [
    { supplierId: dairy.id, name: 'E2E Jogurt Celje', supplierProductId: CREDIT_NOTES.yoghurtCode },
    { supplierId: dairy.id, name: 'E2E Maslo Celje', supplierProductId: CREDIT_NOTES.butterCode },
  ]);
  const delivered = addDays(todayIn(shop.timeZone), -2);

  const order = await createOrder(db, owner, {
    supplierId: dairy.id,
    deliveryDate: delivered,
    lines: [
      { productId: yoghurt!.id, productName: yoghurt!.name, quantity: '10', price: '1.5' },
      { productId: butter!.id, productName: butter!.name, quantity: '4', price: '3' },
    ],
  });
  const [yoghurtOrdered, butterOrdered] = await listOrderLines(db, owner, order.id);
  const note = await createDeliveryNote(db, owner, {
    supplierId: dairy.id,
    orderId: order.id,
    deliveryNumber: CREDIT_NOTES.deliveryNumber,
    deliveryDate: delivered,
    acceptedByUserId: admin.id,
    lines: [
      {
        productId: yoghurt!.id,
        productName: yoghurt!.name,
        itemCode: CREDIT_NOTES.yoghurtCode,
        orderLineId: yoghurtOrdered!.id,
        delivered: '7',
        state: 'short',
      },
      {
        productId: butter!.id,
        productName: butter!.name,
        itemCode: CREDIT_NOTES.butterCode,
        orderLineId: butterOrdered!.id,
        delivered: '4',
      },
    ],
  });
  const [yoghurtLine] = await db
    .select({ id: deliveryNoteLines.id })
    .from(deliveryNoteLines)
    .where(eq(deliveryNoteLines.deliveryNoteId, note.id))
    .orderBy(deliveryNoteLines.position);
  const reclamation = await createReclamation(db, owner, {
    supplierId: dairy.id,
    deliveryNoteId: note.id,
    orderId: order.id,
    status: 'answered',
    language: 'sl',
    lines: [
      {
        deliveryNoteLineId: yoghurtLine!.id,
        productId: yoghurt!.id,
        productName: yoghurt!.name,
        itemCode: CREDIT_NOTES.yoghurtCode,
        reason: 'short',
        quantity: '3',
        unitPrice: '1.50',
        amount: '4.50',
      },
    ],
  });
  const elsewhere = await createCreditNote(
    db,
    { companyId: company.id, shopId: other.id },
    {
      supplierId: dairy.id,
      kind: 'credit',
      number: 'E2E-DO-DRUGJE',
      issueDate: delivered,
      lines: [{ itemId: CREDIT_NOTES.yoghurtCode, differenceQuantity: '1', amount: '1.50' }],
    },
  );

  writeFileSync(
    path.join(process.env.E2E_DIR!, CREDIT_NOTES.idsFile),
    JSON.stringify({ reclamationId: reclamation.id, otherShopCreditNoteId: elsewhere.id }),
  );
}
