import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#app/db/client.server';
import { users } from '#app/db/schema';
import { listOrderLines } from '#app/modules/ordering/orders.repo.server';
import { issueAnswerLink } from '#app/modules/reclamations/answer-link.repo.server';
import { addDays, todayIn } from '#app/utils/dates';
import {
  createBackorder,
  createCompany,
  createDeliveryNote,
  createOrder,
  createProducts,
  createRegion,
  createReclamation,
  createShop,
  createShopSupplier,
  createSupplier,
  createUser,
} from '#tests/factories';
import { RECLAMATION_ANSWER } from './accounts';

/**
 * The supplier's answer journey: its own company and shop (so the demo companies' lists stay as their journeys expect
 * them), an admin with item e-mails, a delivery with a short and a damaged line, a reclamation of it sent in Slovenian
 * (its answer link), a second one whose link has expired, and an open backorder for the overview's counts. The links
 * are written to E2E_DIR for the spec, as the shop's mail would carry them.
 */
export async function seedReclamationAnswer(db: DbOrTx, passwordHash: string) {
  const company = await createCompany(db, { name: 'Reklamacije Vzorec d.o.o.' });
  const region = await createRegion(db, company.id, { name: 'Obala' });
  const shop = await createShop(db, company.id, region.id, { name: RECLAMATION_ANSWER.shop });
  const scope = { companyId: company.id, shopId: shop.id };
  const admin = await createUser(db, {
    role: 3,
    companyId: company.id,
    shopId: shop.id,
    email: RECLAMATION_ANSWER.admin,
    name: 'Rebeka',
    lastname: 'Reklamacija',
    passwordHash,
  });
  await db.update(users).set({ itemEmails: true }).where(eq(users.id, admin.id));
  const supplier = await createSupplier(db, { name: RECLAMATION_ANSWER.supplier, email: 'ribe@koper.test' });
  await createShopSupplier(db, { companyId: company.id, id: shop.id }, supplier.id, {
    orderEmails: ['ribe@koper.test'],
  });
  const [seaBream, mussels] = await createProducts(db, { companyId: company.id, id: shop.id }, [
    { supplierId: supplier.id, name: 'E2E Orada', supplierProductId: 'OR-1' },
    { supplierId: supplier.id, name: 'E2E Klapavice', supplierProductId: 'KL-2' },
  ]);
  const today = todayIn(shop.timeZone);
  const note = await createDeliveryNote(db, scope, {
    supplierId: supplier.id,
    deliveryNumber: 'E2E-RA-001',
    deliveryDate: addDays(today, -1),
    acceptedByUserId: admin.id,
    lines: [
      { productId: seaBream!.id, productName: seaBream!.name, state: 'short' },
      { productId: mussels!.id, productName: mussels!.name, state: 'rejected' },
    ],
  });
  const lines = [
    {
      productId: seaBream!.id,
      productName: seaBream!.name,
      itemCode: 'OR-1',
      reason: 'short' as const,
      quantity: '3',
      unitPrice: '8.50',
      amount: '25.50',
    },
    {
      productId: mussels!.id,
      productName: mussels!.name,
      itemCode: 'KL-2',
      reason: 'damaged' as const,
      quantity: '2',
      unitPrice: '4.20',
      amount: '8.40',
    },
  ];
  const answered = await createReclamation(db, scope, {
    supplierId: supplier.id,
    deliveryNoteId: note.id,
    status: 'sent',
    language: 'sl',
    lines,
  });
  const expired = await createReclamation(db, scope, {
    supplierId: supplier.id,
    deliveryNoteId: note.id,
    status: 'sent',
    language: 'en',
    lines: lines.slice(0, 1),
  });
  const token = await issueAnswerLink(db, scope, answered.id);
  const expiredToken = await issueAnswerLink(db, scope, expired.id, new Date(Date.now() - 40 * 86_400_000));

  const order = await createOrder(db, scope, {
    supplierId: supplier.id,
    status: 'in_progress',
    deliveryDate: addDays(today, -1),
    lines: [{ productId: seaBream!.id, productName: seaBream!.name, quantity: '10', receivedQuantity: '7' }],
  });
  const [orderLine] = await listOrderLines(db, scope, order.id);
  await createBackorder(db, scope, {
    supplierId: supplier.id,
    orderId: order.id,
    deliveryNoteId: note.id,
    expectedDate: addDays(today, 3),
    lines: [{ orderLineId: orderLine!.id, quantity: '3' }],
  });

  writeFileSync(
    path.join(process.env.E2E_DIR!, RECLAMATION_ANSWER.linksFile),
    JSON.stringify({ token, expiredToken, reclamationId: answered.id, number: answered.number }),
  );
}
