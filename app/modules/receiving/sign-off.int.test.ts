import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#app/db/client.server';
import {
  auditLog,
  backorderLines,
  backorders,
  deliveryNoteLines,
  deliveryNotes,
  orderLines,
  orders,
} from '#app/db/schema';
import { todayIn } from '#app/utils/dates';
import { createOrder, createReceivingTenant, memoryFileStorage, shopScopeOf, signOffInputOf } from '#tests/factories';
import { useTestDatabase } from '#tests/setup/db';
import { getReceipt } from './receipt-view.server';
import { acceptLatestReceipts, saveDraft } from './save-draft.service.server';
import { signOff } from './sign-off.service.server';
import { startReceipt } from './start-receipt.service.server';

let db: Database;
beforeAll(async () => {
  db = (await useTestDatabase()).db;
});

type Tenant = Awaited<ReturnType<typeof createReceivingTenant>>;
const storage = memoryFileStorage();

/** A tenant and an order of 10 and 5 units of its two products. */
async function orderOf(options: Parameters<typeof createReceivingTenant>[1] = {}, quantities = ['10', '5']) {
  const tenant = await createReceivingTenant(db, options);
  const order = await createOrder(
    db,
    { companyId: tenant.company.id, shopId: tenant.shop.id },
    {
      supplierId: tenant.supplier.id,
      lines: quantities.map((quantity, index) => ({ productId: tenant.products[index]!.id, quantity })),
    },
  );
  return { tenant, order };
}

async function receive(tenant: Tenant, source: Parameters<typeof startReceipt>[2], scope = tenant.scope) {
  const started = await startReceipt(db, scope, source);
  if (!started.ok) throw new Error(started.reason);
  const view = await getReceipt(db, scope, started.noteId);
  return { noteId: started.noteId, view: view! };
}

const linesOf = (orderId: number) =>
  db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(orderLines.position);
const orderRow = async (orderId: number) => (await db.select().from(orders).where(eq(orders.id, orderId)))[0]!;
const openBackorders = (orderId: number) =>
  db
    .select()
    .from(backorders)
    .where(and(eq(backorders.orderId, orderId), eq(backorders.status, 'open')));

describe('signOff', () => {
  it('receives an order in two deliveries: short with a backorder, then the backorder completes it', async () => {
    const { tenant, order } = await orderOf({ deliveryDays: [1, 2, 3, 4, 5] });
    const { noteId, view } = await receive(tenant, { orderId: order.id });
    expect(view.lines.map((line) => [line.ordered, line.expected])).toEqual([
      ['10.000', '10'],
      ['5.000', '5'],
    ]);
    expect(view.note).toMatchObject({ state: 'draft', orderStatus: 'new', orderNumber: order.number });

    const first = await signOff(
      db,
      tenant.scope,
      noteId,
      signOffInputOf(view, { lines: { 1: { delivered: '3' } } }),
      storage,
    );
    expect(first).toMatchObject({ ok: true, noteId, orderStatus: 'in_progress', replayed: false });
    if (!first.ok) return;
    expect(first.backorderId).not.toBeNull();

    const [note] = await db.select().from(deliveryNotes).where(eq(deliveryNotes.id, noteId));
    expect(note).toMatchObject({
      state: 'signed_off',
      outcome: 'problems',
      lineCount: 2,
      problemCount: 1,
      draft: null,
    });
    const noteLines = await db.select().from(deliveryNoteLines).where(eq(deliveryNoteLines.deliveryNoteId, noteId));
    expect(noteLines.map((line) => [line.state, line.acceptedQuantity, line.shortChoice])).toEqual(
      expect.arrayContaining([
        ['ok', '10.000', null],
        ['short', '3.000', 'expect_rest'],
      ]),
    );
    expect((await linesOf(order.id)).map((line) => line.receivedQuantity)).toEqual(['10.000', '3.000']);
    const [backorder] = await openBackorders(order.id);
    expect(backorder).toMatchObject({ id: first.backorderId, deliveryNoteId: noteId });
    expect(backorder!.expectedDate > todayIn(tenant.shop.timeZone)).toBe(true);
    const rest = await db.select().from(backorderLines).where(eq(backorderLines.backorderId, backorder!.id));
    expect(rest.map((line) => line.quantity)).toEqual(['2.000']);
    const audit = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(noteId)));
    expect(audit.map((row) => row.action)).toContain('sign_off');
    expect(audit.find((row) => row.action === 'sign_off')?.changes).toMatchObject({
      state: { from: 'draft', to: 'signed_off' },
    });

    const later = await receive(tenant, { backorderId: backorder!.id });
    expect(later.view.lines.map((line) => line.expected)).toEqual(['2']);
    const second = await signOff(db, tenant.scope, later.noteId, signOffInputOf(later.view), storage);
    expect(second).toMatchObject({ ok: true, orderStatus: 'completed', backorderId: null });
    expect((await linesOf(order.id)).map((line) => line.receivedQuantity)).toEqual(['10.000', '5.000']);
    const [settled] = await db.select().from(backorders).where(eq(backorders.id, backorder!.id));
    expect(settled).toMatchObject({ status: 'received', settledByNoteId: later.noteId });
    expect((await orderRow(order.id)).closedAt).not.toBeNull();
  });

  it('replaces the open backorder when its delivery is short again: one open backorder holds the rest', async () => {
    const { tenant, order } = await orderOf({ deliveryDays: [1, 2, 3, 4, 5] });
    const first = await receive(tenant, { orderId: order.id });
    const short = await signOff(
      db,
      tenant.scope,
      first.noteId,
      signOffInputOf(first.view, { lines: { 1: { delivered: '1' } } }),
      storage,
    );
    if (!short.ok) throw new Error(short.reason);
    const later = await receive(tenant, { backorderId: short.backorderId! });
    const again = await signOff(
      db,
      tenant.scope,
      later.noteId,
      signOffInputOf(later.view, { lines: { 0: { delivered: '2' } } }),
      storage,
    );
    expect(again).toMatchObject({ ok: true, orderStatus: 'in_progress' });
    if (!again.ok) return;
    expect(again.backorderId).not.toBe(short.backorderId);
    const [previous] = await db.select().from(backorders).where(eq(backorders.id, short.backorderId!));
    expect(previous).toMatchObject({ status: 'received', settledByNoteId: later.noteId });
    const open = await openBackorders(order.id);
    expect(open.map((row) => row.id)).toEqual([again.backorderId]);
    const rest = await db.select().from(backorderLines).where(eq(backorderLines.backorderId, again.backorderId!));
    expect(rest.map((line) => line.quantity)).toEqual(['2.000']);
  });

  it('closes an order short as incomplete, without a backorder', async () => {
    const { tenant, order } = await orderOf();
    const { noteId, view } = await receive(tenant, { orderId: order.id });
    const input = signOffInputOf(view, { header: { closesOrder: true }, lines: { 0: { delivered: '4' } } });
    expect(await signOff(db, tenant.scope, noteId, input, storage)).toMatchObject({
      ok: true,
      orderStatus: 'incomplete',
      backorderId: null,
    });
    expect(await openBackorders(order.id)).toEqual([]);
    expect(await startReceipt(db, tenant.scope, { orderId: order.id })).toEqual({ ok: false, reason: 'order_closed' });
  });

  it("completes an order whose short rest is cancelled, by the supplier's default", async () => {
    const { tenant, order } = await orderOf({ shortLineChoice: 'cancel_rest' });
    const { noteId, view } = await receive(tenant, { orderId: order.id });
    const result = await signOff(
      db,
      tenant.scope,
      noteId,
      signOffInputOf(view, { lines: { 0: { delivered: '6' } } }),
      storage,
    );
    expect(result).toMatchObject({ ok: true, orderStatus: 'completed', backorderId: null });
    expect((await linesOf(order.id)).map((line) => [line.receivedQuantity, line.cancelledQuantity])).toEqual([
      ['6.000', '4.000'],
      ['5.000', '0.000'],
    ]);
  });

  it('accepts an over-delivery in full and flags the line', async () => {
    const { tenant, order } = await orderOf();
    const { noteId, view } = await receive(tenant, { orderId: order.id });
    const result = await signOff(
      db,
      tenant.scope,
      noteId,
      signOffInputOf(view, { lines: { 0: { delivered: '12' } } }),
      storage,
    );
    expect(result).toMatchObject({ ok: true, orderStatus: 'completed' });
    expect((await linesOf(order.id))[0]!.receivedQuantity).toBe('12.000');
    const [line] = await db
      .select()
      .from(deliveryNoteLines)
      .where(and(eq(deliveryNoteLines.deliveryNoteId, noteId), eq(deliveryNoteLines.position, 1)));
    expect(line).toMatchObject({ state: 'over', deliveredQuantity: '12.000', acceptedQuantity: '12.000' });
  });

  it('adds nothing for a rejected line, and expects its rest', async () => {
    const { tenant, order } = await orderOf();
    const { noteId, view } = await receive(tenant, { orderId: order.id });
    const input = signOffInputOf(view, { lines: { 0: { isRejected: true, rejectReason: 'damaged' } } });
    const result = await signOff(db, tenant.scope, noteId, input, storage);
    expect(result).toMatchObject({ ok: true, orderStatus: 'in_progress' });
    expect((await linesOf(order.id)).map((line) => line.receivedQuantity)).toEqual(['0.000', '5.000']);
    const [backorder] = await openBackorders(order.id);
    const rest = await db.select().from(backorderLines).where(eq(backorderLines.backorderId, backorder!.id));
    expect(rest.map((line) => line.quantity)).toEqual(['10.000']);
  });

  it('records an unacceptable delivery and leaves the order as it was', async () => {
    const { tenant, order } = await orderOf();
    const { noteId, view } = await receive(tenant, { orderId: order.id });
    const input = signOffInputOf(view, { header: { unacceptable: true }, lines: { 0: { delivered: null } } });
    expect(await signOff(db, tenant.scope, noteId, input, storage)).toMatchObject({
      ok: true,
      orderStatus: 'new',
      backorderId: null,
    });
    expect((await linesOf(order.id)).map((line) => line.receivedQuantity)).toEqual(['0.000', '0.000']);
    expect((await orderRow(order.id)).status).toBe('new');
    const [note] = await db.select().from(deliveryNotes).where(eq(deliveryNotes.id, noteId));
    expect(note).toMatchObject({ outcome: 'unacceptable', unacceptable: true });
    expect(await startReceipt(db, tenant.scope, { orderId: order.id })).toMatchObject({ ok: true, resumed: false });
  });

  it('waits for a reading of chilled goods and a corrective action on a breach', async () => {
    const { tenant, order } = await orderOf({ products: [{ temperatureRegime: 'chilled' }, {}] });
    const { noteId, view } = await receive(tenant, { orderId: order.id });
    const missing = await signOff(db, tenant.scope, noteId, signOffInputOf(view), storage);
    expect(missing).toMatchObject({ ok: false, reason: 'invalid' });
    if (missing.ok || missing.reason !== 'invalid') return;
    expect(missing.problems.lines[view.lines[0]!.uid]).toEqual({ temperature: 'reading_missing' });

    // The refused sign-off saved the draft: the next one names the new version.
    const saved = (await getReceipt(db, tenant.scope, noteId))!;
    expect(saved.note.draftVersion).toBe(view.note.draftVersion + 1);
    const warm = signOffInputOf(saved, { header: { fridgeTemperature: '7,5' } });
    const breach = await signOff(db, tenant.scope, noteId, warm, storage);
    expect(breach).toMatchObject({ ok: false, reason: 'invalid' });

    const again = (await getReceipt(db, tenant.scope, noteId))!;
    const accepted = signOffInputOf(again, {
      header: { fridgeTemperature: '7,5' },
      lines: { 0: { correctiveNote: 'Cooled at once, used today' } },
    });
    expect(await signOff(db, tenant.scope, noteId, accepted, storage)).toMatchObject({ ok: true });
    const [line] = await db
      .select()
      .from(deliveryNoteLines)
      .where(and(eq(deliveryNoteLines.deliveryNoteId, noteId), eq(deliveryNoteLines.position, 1)));
    expect(line).toMatchObject({ state: 'temperature_breach', temperatureVerdict: 'breach', temperature: null });
    const [note] = await db.select().from(deliveryNotes).where(eq(deliveryNotes.id, noteId));
    expect(note).toMatchObject({ fridgeTemperature: '7.5', outcome: 'problems' });
  });

  it('lets one of two drafts of the same order win when both are signed off at once', async () => {
    const { tenant, order } = await orderOf({ staffPermissions: ['deliveries:view', 'deliveries:receive'] });
    const staffScope = shopScopeOf(tenant.shop, tenant.staff, ['deliveries:view', 'deliveries:receive']);
    const mine = await receive(tenant, { orderId: order.id });
    const theirs = await receive(tenant, { orderId: order.id }, staffScope);
    expect(theirs.noteId).not.toBe(mine.noteId);

    const results = await Promise.all([
      signOff(db, tenant.scope, mine.noteId, signOffInputOf(mine.view), storage),
      signOff(
        db,
        staffScope,
        theirs.noteId,
        signOffInputOf(theirs.view, { lines: { 0: { delivered: '9' } } }),
        storage,
      ),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toEqual([{ ok: false, reason: 'conflict' }]);
    const loserIndex = results.findIndex((result) => !result.ok);
    const loser = [mine, theirs][loserIndex]!;
    const loserScope = [tenant.scope, staffScope][loserIndex]!;
    const kept = (await getReceipt(db, loserScope, loser.noteId))!;
    expect(kept.note.state).toBe('draft');
    expect(kept.conflict).toBe(true);
    expect(kept.note.draftVersion).toBe(loser.view.note.draftVersion + 1);

    expect(await acceptLatestReceipts(db, loserScope, loser.noteId)).toEqual({ ok: true });
    const rebased = (await getReceipt(db, loserScope, loser.noteId))!;
    expect(rebased.conflict).toBe(false);
    expect(rebased.lines.map((line) => line.expected)).toEqual(loserIndex === 0 ? ['1', '0'] : ['0', '0']);
  });

  it('answers a repeated sign-off as the first one, once', async () => {
    const { tenant, order } = await orderOf();
    const { noteId, view } = await receive(tenant, { orderId: order.id });
    const input = signOffInputOf(view, { lines: { 1: { delivered: '1' } } });
    const first = await signOff(db, tenant.scope, noteId, input, storage);
    const again = await signOff(db, tenant.scope, noteId, input, storage);
    expect(first).toMatchObject({ ok: true, replayed: false });
    expect(again).toEqual({ ...first, replayed: true });
    const notes = await db.select().from(deliveryNotes).where(eq(deliveryNotes.orderId, order.id));
    expect(notes).toHaveLength(1);
    expect((await linesOf(order.id)).map((line) => line.receivedQuantity)).toEqual(['10.000', '1.000']);
    const other = await signOff(db, tenant.scope, noteId, { ...input, signOffKey: crypto.randomUUID() }, storage);
    expect(other).toEqual({ ok: false, reason: 'signed_off' });
  });

  it("refuses a key another note's sign-off used, and writes nothing", async () => {
    const first = await orderOf();
    const second = await orderOf();
    const a = await receive(first.tenant, { orderId: first.order.id });
    const b = await receive(second.tenant, { orderId: second.order.id });
    const key = crypto.randomUUID();
    // Keys are unique per shop: the same key in another shop is another sign-off.
    expect(await signOff(db, first.tenant.scope, a.noteId, signOffInputOf(a.view, { key }), storage)).toMatchObject({
      ok: true,
    });
    expect(await signOff(db, second.tenant.scope, b.noteId, signOffInputOf(b.view, { key }), storage)).toMatchObject({
      ok: true,
    });
    const c = await receive(first.tenant, { supplierId: first.tenant.supplier.id });
    expect(await signOff(db, first.tenant.scope, c.noteId, signOffInputOf(c.view, { key }), storage)).toEqual({
      ok: false,
      reason: 'signed_off',
    });
    expect((await getReceipt(db, first.tenant.scope, c.noteId))!.note.state).toBe('draft');
  });

  it('refuses a sign-off of an older version of the draft', async () => {
    const { tenant, order } = await orderOf();
    const { noteId, view } = await receive(tenant, { orderId: order.id });
    expect(await saveDraft(db, tenant.scope, noteId, { ...view.draft, version: 0 })).toEqual({ ok: true, version: 1 });
    expect(await signOff(db, tenant.scope, noteId, signOffInputOf(view), storage)).toEqual({
      ok: false,
      reason: 'stale',
    });
  });

  it('keeps the driver signature in file storage, and refuses one that is no image', async () => {
    const { tenant, order } = await orderOf();
    const { noteId, view } = await receive(tenant, { orderId: order.id });
    const bad = { ...signOffInputOf(view), signature: 'data:image/png;base64,AAAA' };
    expect(await signOff(db, tenant.scope, noteId, bad, storage)).toEqual({ ok: false, reason: 'bad_signature' });
    const png = await sharp({ create: { width: 60, height: 20, channels: 4, background: '#000' } })
      .png()
      .toBuffer();
    const signed = { ...signOffInputOf(view), signature: `data:image/png;base64,${png.toString('base64')}` };
    expect(await signOff(db, tenant.scope, noteId, signed, storage)).toMatchObject({ ok: true });
    const [note] = await db.select().from(deliveryNotes).where(eq(deliveryNotes.id, noteId));
    expect(note!.signatureKey).toMatch(/^receiving\/\d+\/\d+\/note-\d+-signature-/);
    expect(storage.files.get(note!.signatureKey!)?.contentType).toBe('image/png');
    expect((await getReceipt(db, tenant.scope, noteId))!.note.hasSignature).toBe(true);
  });
});
