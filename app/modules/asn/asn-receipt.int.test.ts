import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#app/db/client.server';
import { advanceShipNotices, deliveryNotes, mailAttachments, mailOutbox, suppliers } from '#app/db/schema';
import { listOrderLines } from '#app/modules/ordering/orders.repo.server';
import { amendNote } from '#app/modules/receiving/amend-note.service.server';
import { getReceipt } from '#app/modules/receiving/receipt-view.server';
import { signOff } from '#app/modules/receiving/sign-off.service.server';
import { startReceipt } from '#app/modules/receiving/start-receipt.service.server';
import {
  createAsn,
  createOrder,
  createProducts,
  createReceivingTenant,
  createShopSupplier,
  createSupplier,
  memoryFileStorage,
  signOffInputOf,
} from '#tests/factories';
import { useTestDatabase } from '#tests/setup/db';

let db: Database;
beforeAll(async () => {
  db = (await useTestDatabase()).db;
});

const storage = memoryFileStorage();
const PALLET_A = '038600000000000017';
const PALLET_B = '038600000000000024';

/**
 * A shop with an order of 10 and 5 of two products, and an ASN of it: 10 of the first on pallet A (best before and
 * lot), 5 of the second and 3 of a third product (not on the order) on pallet B, and a line no product matches.
 */
async function asnScenario(options: { format?: 'csv' | 'desadv'; language?: 'en' | 'sl' | null } = {}) {
  const tenant = await createReceivingTenant(db, { products: [{}, {}, {}] });
  await db
    .update(suppliers)
    .set({
      email: 'asn@supplier.test',
      language: options.language === undefined ? 'sl' : options.language,
      gln: '3830000000008',
    })
    .where(eq(suppliers.id, tenant.supplier.id));
  const shop = { companyId: tenant.company.id, shopId: tenant.shop.id };
  const [first, second, third] = tenant.products;
  const order = await createOrder(db, shop, {
    supplierId: tenant.supplier.id,
    lines: [
      { productId: first!.id, quantity: '10' },
      { productId: second!.id, quantity: '5' },
    ],
  });
  const orderLineIds = (await listOrderLines(db, shop, order.id)).map((line) => line.id);
  const asnId = await createAsn(db, shop, {
    supplierId: tenant.supplier.id,
    orderId: order.id,
    orderNumber: String(order.number),
    format: options.format ?? 'csv',
    asnNumber: `DESADV-${order.id}`,
    buyerGln: '3830000000022',
    lines: [
      {
        productId: first!.id,
        orderLineId: orderLineIds[0]!,
        quantity: '10',
        bestBefore: '2030-01-10',
        lot: 'L-1',
        sscc: PALLET_A,
        gtin: '3830000000015',
      },
      { productId: second!.id, orderLineId: orderLineIds[1]!, quantity: '5', sscc: PALLET_B },
      { productId: third!.id, quantity: '3', sscc: PALLET_B, problem: 'not_on_order' },
      { productId: null, quantity: null, sentQuantity: '2', description: 'Mystery crate', problem: 'no_product' },
    ],
  });
  return { tenant, shop, order, asnId };
}

async function receiveAsn(tenant: Awaited<ReturnType<typeof asnScenario>>['tenant'], asnId: number) {
  const started = await startReceipt(db, tenant.scope, { asnId });
  if (!started.ok) throw new Error(started.reason);
  return { noteId: started.noteId, view: (await getReceipt(db, tenant.scope, started.noteId))! };
}

const asnRow = async (asnId: number) =>
  (await db.select().from(advanceShipNotices).where(eq(advanceShipNotices.id, asnId)))[0]!;
const adviceMails = (companyId: number) =>
  db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.companyId, companyId), eq(mailOutbox.kind, 'receiving_advice')));

describe('receiving against an advance ship notice', () => {
  it('starts pre-filled from the ASN: order lines, its product not on the order, pallets, best before and lot', async () => {
    const { tenant, order, asnId } = await asnScenario();
    const { noteId, view } = await receiveAsn(tenant, asnId);
    const [note] = await db.select().from(deliveryNotes).where(eq(deliveryNotes.id, noteId));
    expect(note).toMatchObject({ asnId, orderId: order.id, supplierId: tenant.supplier.id });
    expect(view.note).toMatchObject({ asnId, asnNumber: `DESADV-${order.id}` });
    expect(view.lines.map((line) => [line.ordered, line.announced ?? null])).toEqual([
      ['10.000', '10'],
      ['5.000', '5'],
      [null, '3'],
    ]);
    expect(view.lines.map((line) => line.pallets)).toEqual([
      [{ sscc: PALLET_A, quantity: '10' }],
      [{ sscc: PALLET_B, quantity: '5' }],
      [{ sscc: PALLET_B, quantity: '3' }],
    ]);
    expect(view.draft.lines[0]).toMatchObject({ bestBefore: '2030-01-10', lot: 'L-1', delivered: null });
    expect(view.asnNotices).toEqual([
      expect.objectContaining({ position: 4, description: 'Mystery crate', problem: 'no_product' }),
    ]);
    // "Receive" again resumes the same draft.
    expect(await startReceipt(db, tenant.scope, { asnId })).toEqual({ ok: true, noteId, resumed: true });
  });

  it('received as announced: the ASN is received and no advice is sent', async () => {
    const { tenant, asnId } = await asnScenario();
    const { noteId, view } = await receiveAsn(tenant, asnId);
    const result = await signOff(
      db,
      tenant.scope,
      noteId,
      signOffInputOf(view, { lines: { 2: { delivered: '3' } } }),
      storage,
    );
    expect(result).toMatchObject({ ok: true });
    expect(await asnRow(asnId)).toMatchObject({ status: 'received', adviceSentAt: null });
    expect(await adviceMails(tenant.company.id)).toEqual([]);
    expect(await startReceipt(db, tenant.scope, { asnId })).toEqual({ ok: false, reason: 'order_closed' });
  });

  it('short, rejected and another best before: partly received, the advice queued in the supplier language with the CSV', async () => {
    const { tenant, asnId } = await asnScenario({ language: 'sl' });
    const { noteId, view } = await receiveAsn(tenant, asnId);
    const input = signOffInputOf(view, {
      lines: {
        0: { delivered: '10', bestBefore: '2030-01-05' },
        1: { delivered: '3' },
        2: { delivered: '3', isRejected: true, rejectReason: 'damaged', reclamationNote: 'Crushed' },
      },
    });
    expect(await signOff(db, tenant.scope, noteId, input, storage)).toMatchObject({ ok: true });
    const asn = await asnRow(asnId);
    expect(asn.status).toBe('partly_received');
    expect(asn.adviceSentAt).not.toBeNull();
    const [mail, ...more] = await adviceMails(tenant.company.id);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ to: ['asn@supplier.test'], status: 'sending' });
    expect(mail!.subject).toContain('Obvestilo o prevzemu');
    expect(mail!.text).toContain('manjka');
    const files = await db.select().from(mailAttachments).where(eq(mailAttachments.mailId, mail!.id));
    expect(files.map((file) => file.filename)).toEqual([`obvestilo-o-prevzemu-DESADV-${view.note.orderId}.csv`]);
    const csv = files[0]!.content.toString('utf8');
    expect(csv).toContain('Pozicija');
    expect(csv.split('\r\n').filter(Boolean)).toHaveLength(4);
    expect(csv).toMatch(/1,3830000000015,.*,10,10,0,.*2030-01-10,2030-01-05/);
    expect(csv).toMatch(/2,.*,5,3,0,/);
    expect(csv).toMatch(/3,.*,3,3,3,/);
  });

  it('for a supplier that sent EDIFACT, the advice carries a RECADV beside the CSV', async () => {
    const { tenant, asnId } = await asnScenario({ format: 'desadv', language: null });
    const { noteId, view } = await receiveAsn(tenant, asnId);
    const input = signOffInputOf(view, { lines: { 1: { delivered: '4' }, 2: { delivered: '3' } } });
    expect(await signOff(db, tenant.scope, noteId, input, storage)).toMatchObject({ ok: true });
    const [mail] = await adviceMails(tenant.company.id);
    // No language of its own: the language of who signed off (English here).
    expect(mail!.subject).toContain('Receiving advice');
    const files = await db.select().from(mailAttachments).where(eq(mailAttachments.mailId, mail!.id));
    expect(files.map((file) => file.filename)).toEqual([
      `receiving-advice-DESADV-${view.note.orderId}.csv`,
      `receiving-advice-DESADV-${view.note.orderId}.edi`,
    ]);
    const edi = files[1]!.content.toString('utf8');
    expect(edi.startsWith('UNA')).toBe(true);
    expect(edi).toContain('RECADV');
    expect(edi).toContain('3830000000022');
    expect(edi).toContain('3830000000008');
    expect(edi).toContain(`DESADV-${view.note.orderId}`);
  });

  it('an amendment that makes the receipt whole turns the ASN received and tells the supplier nothing more', async () => {
    const { tenant, asnId } = await asnScenario();
    const { noteId, view } = await receiveAsn(tenant, asnId);
    const short = signOffInputOf(view, {
      lines: { 1: { delivered: '4', shortChoice: 'cancel_rest' }, 2: { delivered: '3' } },
    });
    expect(await signOff(db, tenant.scope, noteId, short, storage)).toMatchObject({ ok: true });
    expect((await asnRow(asnId)).status).toBe('partly_received');
    expect(await adviceMails(tenant.company.id)).toHaveLength(1);

    const amended = await amendNote(db, tenant.scope, noteId, 'Counted again');
    if (!amended.ok) throw new Error(amended.reason);
    const amendment = (await getReceipt(db, tenant.scope, amended.noteId))!;
    expect(amendment.note.asnId).toBe(asnId);
    const whole = signOffInputOf(amendment, { lines: { 1: { delivered: '5' } } });
    expect(await signOff(db, tenant.scope, amended.noteId, whole, storage)).toMatchObject({ ok: true });
    expect((await asnRow(asnId)).status).toBe('received');
    expect(await adviceMails(tenant.company.id)).toHaveLength(1);
  });

  it("a product of another supplier is shown as a notice, not received as this supplier's", async () => {
    const { tenant, shop } = await asnScenario();
    const other = await createSupplier(db);
    await createShopSupplier(db, tenant.shop, other.id);
    const [foreign] = await createProducts(db, tenant.shop, [{ supplierId: other.id, name: 'Foreign cheese' }]);
    const asnId = await createAsn(db, shop, {
      supplierId: tenant.supplier.id,
      lines: [
        { productId: tenant.products[0]!.id, quantity: '2' },
        { productId: foreign!.id, quantity: '1', description: 'Foreign cheese', problem: 'not_on_order' },
      ],
    });
    const { view } = await receiveAsn(tenant, asnId);
    expect(view.lines.map((line) => [line.productId, line.announced])).toEqual([[tenant.products[0]!.id, '2']]);
    expect(view.asnNotices).toEqual([expect.objectContaining({ position: 2, description: 'Foreign cheese' })]);
  });

  it("another shop's ASN cannot be received", async () => {
    const { asnId } = await asnScenario();
    const other = await createReceivingTenant(db);
    expect(await startReceipt(db, other.scope, { asnId })).toEqual({ ok: false, reason: 'not_found' });
  });

  it('a cancelled ASN cannot be received', async () => {
    const { tenant, shop } = await asnScenario();
    const cancelled = await createAsn(db, shop, {
      supplierId: tenant.supplier.id,
      status: 'cancelled',
      lines: [{ productId: tenant.products[0]!.id, quantity: '1' }],
    });
    expect(await startReceipt(db, tenant.scope, { asnId: cancelled })).toEqual({ ok: false, reason: 'order_closed' });
  });
});
