import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#app/db/client.server';
import { creditNotes, deliveryNoteLines, reclamationLines, reclamations } from '#app/db/schema';
import { createDeliveryNote, createReceivingTenant, createReclamation } from '#tests/factories';
import { useTestDatabase } from '#tests/setup/db';
import { seedDemoCreditNotes } from './demo-credit-notes.server';

let db: Database;
beforeAll(async () => {
  db = (await useTestDatabase()).db;
});

describe('the demo credit notes', () => {
  it('give a shop an invoice, a credit with a difference, and settle its newest answered reclamation', async () => {
    const t = await createReceivingTenant(db, { products: [{ name: 'Milk', supplierProductId: 'MILK-1' }] });
    const owner = { companyId: t.company.id, shopId: t.shop.id };
    const note = await createDeliveryNote(db, owner, {
      supplierId: t.supplier.id,
      deliveryNumber: 'DN-1',
      deliveryDate: '2026-11-12',
      lines: [{ productId: t.products[0]!.id, itemCode: 'MILK-1', delivered: '8', state: 'short' }],
    });
    const [line] = await db.select().from(deliveryNoteLines).where(eq(deliveryNoteLines.deliveryNoteId, note.id));
    const reclamation = await createReclamation(db, owner, {
      supplierId: t.supplier.id,
      deliveryNoteId: note.id,
      status: 'answered',
      lines: [{ deliveryNoteLineId: line!.id, quantity: '2', unitPrice: '1', amount: '2' }],
    });
    await db
      .update(reclamationLines)
      .set({ promisedCredit: '1.80', supplierAnswer: 'accepted' })
      .where(eq(reclamationLines.reclamationId, reclamation.id));
    await db
      .update(reclamations)
      .set({ answer: 'accepted', answeredAt: new Date('2026-11-15T10:00:00Z') })
      .where(eq(reclamations.id, reclamation.id));

    expect(await seedDemoCreditNotes(db, { shops: [{ id: t.shop.id }] })).toBe(3);
    const documents = await db.select().from(creditNotes).where(eq(creditNotes.shopId, t.shop.id));
    expect(documents.map((document) => document.kind).sort()).toEqual(['credit', 'credit', 'invoice']);
    const [settled] = await db.select().from(reclamations).where(eq(reclamations.id, reclamation.id));
    expect(settled).toMatchObject({ status: 'solved' });
    expect(documents.find((document) => document.id === settled!.solvedByCreditNoteId)?.number).toBe(
      `D-${t.shop.id}-R${reclamation.number}`,
    );
  });
});
