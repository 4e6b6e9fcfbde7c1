import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#app/db/client.server';
import { backorders, deliveryNotes, orderLines, orders } from '#app/db/schema';
import { createOrder, createReceivingTenant, memoryFileStorage, signOffInputOf } from '#tests/factories';
import { useTestDatabase } from '#tests/setup/db';
import { amendNote } from './amend-note.service.server';
import { AmendSchema } from './receipt.schema';
import { getReceipt } from './receipt-view.server';
import { signOff } from './sign-off.service.server';
import { startReceipt } from './start-receipt.service.server';

let db: Database;
beforeAll(async () => {
  db = (await useTestDatabase()).db;
});

const storage = memoryFileStorage();

/** An order of 10 and 5, received by one note with the second line as given. */
async function receivedOrder(secondLine: string) {
  const tenant = await createReceivingTenant(db);
  const order = await createOrder(
    db,
    { companyId: tenant.company.id, shopId: tenant.shop.id },
    {
      supplierId: tenant.supplier.id,
      lines: [
        { productId: tenant.products[0]!.id, quantity: '10' },
        { productId: tenant.products[1]!.id, quantity: '5' },
      ],
    },
  );
  const started = await startReceipt(db, tenant.scope, { orderId: order.id });
  if (!started.ok) throw new Error(started.reason);
  const view = (await getReceipt(db, tenant.scope, started.noteId))!;
  const input = signOffInputOf(view, { lines: { 1: { delivered: secondLine } } });
  const result = await signOff(db, tenant.scope, started.noteId, input, storage);
  if (!result.ok) throw new Error(result.reason);
  return { tenant, order, noteId: started.noteId, result };
}

const received = async (orderId: number) =>
  (await db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(orderLines.position)).map(
    (line) => line.receivedQuantity,
  );
const statusOf = async (orderId: number) => (await db.select().from(orders).where(eq(orders.id, orderId)))[0]!.status;

describe('amendNote', () => {
  it('corrects a note: the difference enters the order, its backorder and status follow', async () => {
    const { tenant, order, noteId, result } = await receivedOrder('3');
    expect(result.backorderId).not.toBeNull();

    const { reason } = AmendSchema.parse({ reason: '  Two more were in the second crate ' });
    const amended = await amendNote(db, tenant.scope, noteId, reason);
    expect(amended).toMatchObject({ ok: true });
    if (!amended.ok) return;
    expect(await amendNote(db, tenant.scope, noteId, 'again')).toEqual(amended);
    expect(await amendNote(db, tenant.scope, amended.noteId, 'x')).toEqual({ ok: false, reason: 'not_signed_off' });

    const view = (await getReceipt(db, tenant.scope, amended.noteId))!;
    expect(view.note).toMatchObject({ amendsNoteId: noteId, amendmentReason: 'Two more were in the second crate' });
    expect(view.draft.lines.map((line) => line.delivered)).toEqual(['10', '3']);
    // What the corrected note received is expected again: the amendment replaces it.
    expect(view.lines.map((line) => line.expected)).toEqual(['10', '5']);

    const signed = await signOff(
      db,
      tenant.scope,
      amended.noteId,
      signOffInputOf(view, { lines: { 1: { delivered: '5' } } }),
      storage,
    );
    expect(signed).toMatchObject({ ok: true, orderStatus: 'completed', backorderId: null });
    expect(await received(order.id)).toEqual(['10.000', '5.000']);
    const [old] = await db.select().from(deliveryNotes).where(eq(deliveryNotes.id, noteId));
    expect(old!.amendedByNoteId).toBe(amended.noteId);
    const open = await db
      .select()
      .from(backorders)
      .where(and(eq(backorders.orderId, order.id), eq(backorders.status, 'open')));
    expect(open).toEqual([]);
    expect(await amendNote(db, tenant.scope, noteId, 'x')).toEqual({ ok: false, reason: 'already_amended' });
  });

  it('keeps a completed order closed: less received makes it incomplete', async () => {
    const { tenant, order, noteId } = await receivedOrder('5');
    expect(await statusOf(order.id)).toBe('completed');
    const amended = await amendNote(db, tenant.scope, noteId, 'Counted again: 8');
    if (!amended.ok) throw new Error(amended.reason);
    const view = (await getReceipt(db, tenant.scope, amended.noteId))!;
    const signed = await signOff(
      db,
      tenant.scope,
      amended.noteId,
      signOffInputOf(view, { lines: { 0: { delivered: '8' } } }),
      storage,
    );
    expect(signed).toMatchObject({ ok: true, orderStatus: 'incomplete', backorderId: null });
    expect(await received(order.id)).toEqual(['8.000', '5.000']);
  });

  it('takes back everything when the amendment finds the delivery unacceptable', async () => {
    const { tenant, order, noteId } = await receivedOrder('5');
    const amended = await amendNote(db, tenant.scope, noteId, 'Should have been refused');
    if (!amended.ok) throw new Error(amended.reason);
    const view = (await getReceipt(db, tenant.scope, amended.noteId))!;
    const signed = await signOff(
      db,
      tenant.scope,
      amended.noteId,
      signOffInputOf(view, { header: { unacceptable: true } }),
      storage,
    );
    expect(signed).toMatchObject({ ok: true, orderStatus: 'incomplete' });
    expect(await received(order.id)).toEqual(['0.000', '0.000']);
  });
});
