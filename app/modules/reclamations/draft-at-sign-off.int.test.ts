import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#app/db/client.server';
import { deliveryNoteLines, reclamationLines, reclamations } from '#app/db/schema';
import { getReceipt } from '#app/modules/receiving/receipt-view.server';
import { signOff } from '#app/modules/receiving/sign-off.service.server';
import { startReceipt } from '#app/modules/receiving/start-receipt.service.server';
import { createOrder, createReceivingTenant, memoryFileStorage, signOffInputOf } from '#tests/factories';
import { useTestDatabase } from '#tests/setup/db';

let db: Database;
beforeAll(async () => {
  db = (await useTestDatabase()).db;
});

const storage = memoryFileStorage();

async function orderOf() {
  const tenant = await createReceivingTenant(db, { products: [{ temperatureRegime: 'chilled' }, {}] });
  const shop = { companyId: tenant.company.id, shopId: tenant.shop.id };
  const order = await createOrder(db, shop, {
    supplierId: tenant.supplier.id,
    lines: [
      { productId: tenant.products[0]!.id, quantity: '10', price: '2.3456', discount: '10' },
      { productId: tenant.products[1]!.id, quantity: '5', price: '3' },
    ],
  });
  return { tenant, order };
}

async function receive(tenant: Awaited<ReturnType<typeof orderOf>>['tenant'], orderId: number) {
  const started = await startReceipt(db, tenant.scope, { orderId });
  if (!started.ok) throw new Error(started.reason);
  return { noteId: started.noteId, view: (await getReceipt(db, tenant.scope, started.noteId))! };
}

const reclamationsOf = (noteId: number) =>
  db.select().from(reclamations).where(eq(reclamations.deliveryNoteId, noteId));

describe('a reclamation drafted at sign-off', () => {
  it('claims the temperature breach and the short line, at the order net prices, tied to the note lines', async () => {
    const { tenant, order } = await orderOf();
    const { noteId, view } = await receive(tenant, order.id);
    const signed = await signOff(
      db,
      tenant.scope,
      noteId,
      signOffInputOf(view, {
        header: { dirty: true },
        lines: {
          0: { temperature: '14', correctiveNote: 'Moved to the cold room', reclamationNote: 'Warm on arrival' },
          1: { delivered: '3' },
        },
      }),
      storage,
    );
    expect(signed).toMatchObject({ ok: true });
    const [reclamation] = await reclamationsOf(noteId);
    expect(reclamation).toMatchObject({
      status: 'open',
      number: 1,
      supplierId: tenant.supplier.id,
      orderId: order.id,
      dirty: true,
      damagedSeal: false,
      createdByUserId: tenant.admin.id,
    });
    const lines = await db
      .select()
      .from(reclamationLines)
      .where(eq(reclamationLines.reclamationId, reclamation!.id))
      .orderBy(asc(reclamationLines.position));
    const noteLines = await db
      .select()
      .from(deliveryNoteLines)
      .where(eq(deliveryNoteLines.deliveryNoteId, noteId))
      .orderBy(asc(deliveryNoteLines.position));
    expect(lines.map((line) => [line.reason, line.quantity, line.unitPrice, line.amount, line.note])).toEqual([
      ['temperature', '10.000', '2.1110', '21.1100', 'Warm on arrival — Moved to the cold room'],
      ['short', '2.000', '3.0000', '6.0000', null],
    ]);
    expect(lines.map((line) => line.deliveryNoteLineId)).toEqual(noteLines.map((line) => line.id));
  });

  it('drafts nothing for a note without problems, and numbers per shop', async () => {
    const { tenant, order } = await orderOf();
    const clean = await receive(tenant, order.id);
    await signOff(db, tenant.scope, clean.noteId, signOffInputOf(clean.view), storage);
    expect(await reclamationsOf(clean.noteId)).toEqual([]);

    // Two sign-offs with problems at once in one shop: numbered 1 and 2 (the shop's lock).
    const shop = { companyId: tenant.company.id, shopId: tenant.shop.id };
    const orders = await Promise.all(
      [0, 1].map(() =>
        createOrder(db, shop, {
          supplierId: tenant.supplier.id,
          lines: [{ productId: tenant.products[1]!.id, quantity: '4' }],
        }),
      ),
    );
    const receipts = await Promise.all(orders.map((o) => receive(tenant, o.id)));
    const results = await Promise.all(
      receipts.map(({ noteId, view }) =>
        signOff(db, tenant.scope, noteId, signOffInputOf(view, { lines: { 0: { delivered: '1' } } }), storage),
      ),
    );
    expect(results.every((result) => result.ok)).toBe(true);
    const numbers = (await Promise.all(receipts.map(({ noteId }) => reclamationsOf(noteId)))).map((r) => r[0]!.number);
    expect(numbers.sort()).toEqual([1, 2]);
  });
});
