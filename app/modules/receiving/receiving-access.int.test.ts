import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#app/db/client.server';
import {
  createOrder,
  createProduct,
  createReceivingTenant,
  createShopSupplier,
  createSupplier,
  memoryFileStorage,
  shopScopeOf,
  signOffInputOf,
} from '#tests/factories';
import { useTestDatabase } from '#tests/setup/db';
import { amendNote } from './amend-note.service.server';
import { SaveDraftSchema } from './receipt.schema';
import { findReceivingProduct } from './find-receiving-product.server';
import { getReceipt } from './receipt-view.server';
import { acceptLatestReceipts, saveDraft } from './save-draft.service.server';
import { signOff } from './sign-off.service.server';
import { startReceipt } from './start-receipt.service.server';

let db: Database;
beforeAll(async () => {
  db = (await useTestDatabase()).db;
});

const storage = memoryFileStorage();

async function tenantWithOrder() {
  const tenant = await createReceivingTenant(db, {
    products: [{ ean: '3838700012347', gtins: ['13838700012344'], supplierProductId: 'MLK-1', name: 'Mleko 1 l' }, {}],
  });
  const order = await createOrder(
    db,
    { companyId: tenant.company.id, shopId: tenant.shop.id },
    { supplierId: tenant.supplier.id, lines: [{ productId: tenant.products[0]!.id, quantity: '4' }] },
  );
  return { tenant, order };
}

describe('starting and saving a receipt', () => {
  it("resumes the user's own draft of the order", async () => {
    const { tenant, order } = await tenantWithOrder();
    const first = await startReceipt(db, tenant.scope, { orderId: order.id });
    expect(first).toMatchObject({ ok: true, resumed: false });
    expect(await startReceipt(db, tenant.scope, { orderId: order.id })).toEqual({ ...first, resumed: true });
  });

  it('refuses a stale save with the stored version', async () => {
    const { tenant, order } = await tenantWithOrder();
    const started = await startReceipt(db, tenant.scope, { orderId: order.id });
    if (!started.ok) throw new Error(started.reason);
    const view = (await getReceipt(db, tenant.scope, started.noteId))!;
    const typed = SaveDraftSchema.parse({
      ...view.draft,
      lines: [{ ...view.draft.lines[0]!, delivered: '4,' }],
      version: 0,
    });
    expect(await saveDraft(db, tenant.scope, started.noteId, typed)).toEqual({ ok: true, version: 1 });
    expect(await saveDraft(db, tenant.scope, started.noteId, typed)).toEqual({
      ok: false,
      reason: 'stale',
      version: 1,
    });
    expect((await getReceipt(db, tenant.scope, started.noteId))!.draft.lines[0]!.delivered).toBe('4,');
  });

  it('takes a save naming an older version when the newer one is the same device’s own earlier save', async () => {
    const { tenant, order } = await tenantWithOrder();
    const started = await startReceipt(db, tenant.scope, { orderId: order.id });
    if (!started.ok) throw new Error(started.reason);
    const view = (await getReceipt(db, tenant.scope, started.noteId))!;
    const phone = '6f1c2a8e-3f4b-4c1d-9a7e-1b2c3d4e5f60';
    const save = (delivered: string, changedAt: number, device = phone) =>
      saveDraft(
        db,
        tenant.scope,
        started.noteId,
        SaveDraftSchema.parse({
          ...view.draft,
          lines: [{ ...view.draft.lines[0]!, delivered }],
          version: 0,
          savedBy: { device, changedAt },
        }),
      );
    // The page was reloaded while the save of "4" was under way: it still names version 0, with a later change.
    expect(await save('4', 100)).toEqual({ ok: true, version: 1 });
    expect(await save('45', 200)).toEqual({ ok: true, version: 2 });
    expect((await getReceipt(db, tenant.scope, started.noteId))!.note.savedBy).toEqual({
      device: phone,
      changedAt: 200,
    });
    // An older change of the same device, or any other device, is still refused.
    expect(await save('4', 150)).toEqual({ ok: false, reason: 'stale', version: 2 });
    expect(await save('9', 300, '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d')).toEqual({
      ok: false,
      reason: 'stale',
      version: 2,
    });
    expect((await getReceipt(db, tenant.scope, started.noteId))!.draft.lines[0]!.delivered).toBe('45');
  });

  it('keeps dates that do not exist in the draft, and refuses or drops them at sign-off, never failing', async () => {
    const { tenant, order } = await tenantWithOrder();
    const started = await startReceipt(db, tenant.scope, { orderId: order.id });
    if (!started.ok) throw new Error(started.reason);
    const view = (await getReceipt(db, tenant.scope, started.noteId))!;
    const odd = { ...view.draft.header, deliveryDate: '2026-02-30' };
    expect(await saveDraft(db, tenant.scope, started.noteId, { ...view.draft, header: odd, version: 0 })).toEqual({
      ok: true,
      version: 1,
    });
    const saved = (await getReceipt(db, tenant.scope, started.noteId))!;
    expect(saved.draft.header.deliveryDate).toBe('2026-02-30');
    const refused = await signOff(db, tenant.scope, started.noteId, signOffInputOf(saved), storage);
    expect(refused).toMatchObject({ ok: false, reason: 'invalid', problems: { header: { deliveryDate: 'bad_date' } } });
    const again = (await getReceipt(db, tenant.scope, started.noteId))!;
    const input = signOffInputOf(again, {
      header: { deliveryDate: again.today },
      lines: { 0: { bestBefore: '2026-02-30' } },
    });
    expect(await signOff(db, tenant.scope, started.noteId, input, storage)).toMatchObject({ ok: true });
    expect((await getReceipt(db, tenant.scope, started.noteId))!.draft.lines[0]!.bestBefore).toBeNull();
  });

  it("receives an unplanned delivery of the supplier's products only", async () => {
    const { tenant } = await tenantWithOrder();
    const started = await startReceipt(db, tenant.scope, { supplierId: tenant.supplier.id });
    if (!started.ok) throw new Error(started.reason);
    const view = (await getReceipt(db, tenant.scope, started.noteId))!;
    expect(view.lines).toEqual([]);

    const [found] = await findReceivingProduct(db, tenant.scope, tenant.supplier.id, { code: '03838700012347' });
    expect(found).toMatchObject({ productId: tenant.products[0]!.id, itemCode: 'MLK-1', gtins: ['13838700012344'] });
    expect(await findReceivingProduct(db, tenant.scope, tenant.supplier.id, { code: '13838700012344' })).toHaveLength(
      1,
    );
    expect(await findReceivingProduct(db, tenant.scope, tenant.supplier.id, { code: 'MLK-1' })).toHaveLength(1);
    expect(await findReceivingProduct(db, tenant.scope, tenant.supplier.id, { search: 'mleko' })).toHaveLength(1);

    const elsewhere = await createSupplier(db);
    await createShopSupplier(db, tenant.shop, elsewhere.id);
    const foreign = await createProduct(db, tenant.shop, { supplierId: elsewhere.id });
    const line = (productId: number) => ({
      uid: randomUUID(),
      orderLineId: null,
      productId,
      delivered: '2',
      isRejected: false,
      rejectReason: null,
      temperature: null,
      correctiveNote: null,
      bestBefore: null,
      lot: null,
      isCertified: false,
      certificateNumber: null,
      excludeFromStock: false,
      excludeReason: null,
      reclamationNote: null,
      isSolved: false,
      shortChoice: null,
    });
    const save = (productId: number) =>
      saveDraft(db, tenant.scope, started.noteId, { header: view.draft.header, lines: [line(productId)], version: 0 });
    expect(await save(foreign.id)).toEqual({ ok: false, reason: 'not_found' });
    expect(await save(tenant.products[0]!.id)).toEqual({ ok: true, version: 1 });

    const saved = (await getReceipt(db, tenant.scope, started.noteId))!;
    expect(saved.lines[0]).toMatchObject({ productId: tenant.products[0]!.id, ordered: null, expected: null });
    const result = await signOff(db, tenant.scope, started.noteId, signOffInputOf(saved), storage);
    expect(result).toMatchObject({ ok: true, orderStatus: null, backorderId: null });
  });
});

describe('shop and permission scope', () => {
  it("answers another shop's order, note and products as unknown", async () => {
    const { tenant, order } = await tenantWithOrder();
    const started = await startReceipt(db, tenant.scope, { orderId: order.id });
    if (!started.ok) throw new Error(started.reason);
    const view = (await getReceipt(db, tenant.scope, started.noteId))!;
    const other = (await createReceivingTenant(db)).scope;

    expect(await startReceipt(db, other, { orderId: order.id })).toEqual({ ok: false, reason: 'not_found' });
    expect(await startReceipt(db, other, { supplierId: tenant.supplier.id })).toEqual({
      ok: false,
      reason: 'not_found',
    });
    expect(await getReceipt(db, other, started.noteId)).toBeNull();
    expect(await saveDraft(db, other, started.noteId, { ...view.draft, version: 0 })).toEqual({
      ok: false,
      reason: 'not_found',
    });
    expect(await acceptLatestReceipts(db, other, started.noteId)).toEqual({ ok: false, reason: 'not_found' });
    expect(await signOff(db, other, started.noteId, signOffInputOf(view), storage)).toEqual({
      ok: false,
      reason: 'not_found',
    });
    expect(await amendNote(db, other, started.noteId, 'x')).toEqual({ ok: false, reason: 'not_found' });
    expect(await findReceivingProduct(db, other, tenant.supplier.id, { search: 'mleko' })).toEqual([]);
  });

  it('refuses staff without deliveries:receive, and hides notes without deliveries:view', async () => {
    const { tenant, order } = await tenantWithOrder();
    const started = await startReceipt(db, tenant.scope, { orderId: order.id });
    if (!started.ok) throw new Error(started.reason);
    const view = (await getReceipt(db, tenant.scope, started.noteId))!;
    const viewer = shopScopeOf(tenant.shop, tenant.staff, ['deliveries:view']);

    expect(await getReceipt(db, viewer, started.noteId)).not.toBeNull();
    expect(await startReceipt(db, viewer, { orderId: order.id })).toEqual({ ok: false, reason: 'forbidden' });
    expect(await saveDraft(db, viewer, started.noteId, { ...view.draft, version: 0 })).toEqual({
      ok: false,
      reason: 'forbidden',
    });
    expect(await acceptLatestReceipts(db, viewer, started.noteId)).toEqual({ ok: false, reason: 'forbidden' });
    expect(await signOff(db, viewer, started.noteId, signOffInputOf(view), storage)).toEqual({
      ok: false,
      reason: 'forbidden',
    });
    expect(await amendNote(db, viewer, started.noteId, 'x')).toEqual({ ok: false, reason: 'forbidden' });
    expect(await getReceipt(db, shopScopeOf(tenant.shop, tenant.staff, ['orders:view']), started.noteId)).toBeNull();
  });
});
