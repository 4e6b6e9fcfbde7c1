import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#app/db/client.server';
import { RECEIPT_LIMITS } from '#app/modules/receiving/receipt.schema';
import { createOrder, createReceivingTenant, memoryFileStorage, shopScopeOf, signOffInputOf } from '#tests/factories';
import { useTestDatabase } from '#tests/setup/db';
import { addPhoto, deletePhoto, readPhoto, readSignature } from './photos.service.server';
import { getReceipt } from './receipt-view.server';
import { signOff } from './sign-off.service.server';
import { startReceipt } from './start-receipt.service.server';

let db: Database;
let jpeg: Buffer;
beforeAll(async () => {
  db = (await useTestDatabase()).db;
  jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c00' } })
    .jpeg()
    .toBuffer();
});

async function draftNote() {
  const tenant = await createReceivingTenant(db);
  const order = await createOrder(
    db,
    { companyId: tenant.company.id, shopId: tenant.shop.id },
    { supplierId: tenant.supplier.id, lines: [{ productId: tenant.products[0]!.id, quantity: '2' }] },
  );
  const started = await startReceipt(db, tenant.scope, { orderId: order.id });
  if (!started.ok) throw new Error(started.reason);
  const view = (await getReceipt(db, tenant.scope, started.noteId))!;
  return { tenant, noteId: started.noteId, view };
}

describe('delivery note photos', () => {
  it('keeps a photo of a line of a draft, reads it back and deletes it', async () => {
    const storage = memoryFileStorage();
    const { tenant, noteId, view } = await draftNote();
    const uid = view.lines[0]!.uid;
    const added = await addPhoto(db, storage, tenant.scope, noteId, { lineUid: uid, bytes: jpeg });
    expect(added).toMatchObject({ ok: true, photo: { lineUid: uid, width: 40, height: 30 } });
    if (!added.ok) return;
    expect((await getReceipt(db, tenant.scope, noteId))!.photos).toEqual([added.photo]);
    const read = await readPhoto(db, storage, tenant.scope, noteId, added.photo.id);
    expect(read?.contentType).toBe('image/jpeg');

    expect(await deletePhoto(db, storage, tenant.scope, noteId, added.photo.id)).toEqual({ ok: true });
    expect(await readPhoto(db, storage, tenant.scope, noteId, added.photo.id)).toBeNull();
    expect(storage.files.size).toBe(0);
  });

  it('refuses what is no image, a line not on the note, too many photos and a signed-off note', async () => {
    const storage = memoryFileStorage();
    const { tenant, noteId, view } = await draftNote();
    const add = (upload: Parameters<typeof addPhoto>[4]) => addPhoto(db, storage, tenant.scope, noteId, upload);
    expect(await add({ lineUid: null, bytes: Buffer.from('not an image') })).toEqual({
      ok: false,
      reason: 'not_an_image',
    });
    expect(await add({ lineUid: crypto.randomUUID(), bytes: jpeg })).toEqual({ ok: false, reason: 'not_found' });
    for (let i = 0; i < RECEIPT_LIMITS.photosPerNote; i++)
      expect((await add({ lineUid: null, bytes: jpeg })).ok).toBe(true);
    expect(await add({ lineUid: null, bytes: jpeg })).toEqual({ ok: false, reason: 'too_many' });

    const { photos } = (await getReceipt(db, tenant.scope, noteId))!;
    expect(await signOff(db, tenant.scope, noteId, signOffInputOf(view), storage)).toMatchObject({ ok: true });
    expect(await add({ lineUid: null, bytes: jpeg })).toEqual({ ok: false, reason: 'signed_off' });
    expect(await deletePhoto(db, storage, tenant.scope, noteId, photos[0]!.id)).toEqual({
      ok: false,
      reason: 'signed_off',
    });
    // Photos taken while receiving stay with the signed-off note.
    expect((await getReceipt(db, tenant.scope, noteId))!.photos).toHaveLength(RECEIPT_LIMITS.photosPerNote);
  });

  it("never shows another shop's photo or signature, nor without deliveries:view", async () => {
    const storage = memoryFileStorage();
    const { tenant, noteId } = await draftNote();
    const added = await addPhoto(db, storage, tenant.scope, noteId, { lineUid: null, bytes: jpeg });
    if (!added.ok) throw new Error(added.reason);
    const other = await createReceivingTenant(db);
    expect(await readPhoto(db, storage, other.scope, noteId, added.photo.id)).toBeNull();
    expect(await readSignature(db, storage, other.scope, noteId)).toBeNull();
    expect(await addPhoto(db, storage, other.scope, noteId, { lineUid: null, bytes: jpeg })).toEqual({
      ok: false,
      reason: 'not_found',
    });
    expect(await deletePhoto(db, storage, other.scope, noteId, added.photo.id)).toEqual({
      ok: false,
      reason: 'not_found',
    });
    const blind = shopScopeOf(tenant.shop, tenant.staff, ['orders:view']);
    expect(await readPhoto(db, storage, blind, noteId, added.photo.id)).toBeNull();
    expect(await addPhoto(db, storage, blind, noteId, { lineUid: null, bytes: jpeg })).toEqual({
      ok: false,
      reason: 'forbidden',
    });
  });
});
