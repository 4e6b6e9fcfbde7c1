import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#app/db/client.server';
import { deliveryNoteLines, deliveryNotes, shopSuppliers } from '#app/db/schema';
import { createOrder, createReceivingTenant, memoryFileStorage, signOffInputOf } from '#tests/factories';
import { useTestDatabase } from '#tests/setup/db';
import { getReceipt } from './receipt-view.server';
import { signOff } from './sign-off.service.server';
import { startReceipt } from './start-receipt.service.server';

let db: Database;
beforeAll(async () => {
  db = (await useTestDatabase()).db;
});

const storage = memoryFileStorage();

/**
 * A supplier's order of five products: a risky one, one flagged "exclude from stock export", a plain one, an MSC
 * product and an ASC one; the supplier's certificates as given.
 */
async function receiptOf(certificates: Partial<typeof shopSuppliers.$inferInsert> = { mscCertificateNumber: null }) {
  const tenant = await createReceivingTenant(db, {
    products: [
      { name: 'Piščančja jetra', isRisky: true },
      { name: 'Vrečke za kruh', excludeFromStockExport: true },
      { name: 'Kruh' },
      { name: 'Oslič file', certificates: 'MSC-C-52341' },
      { name: 'Tilapija', certificates: 'asc, BIO' },
    ],
  });
  await db
    .update(shopSuppliers)
    .set(certificates)
    .where(and(eq(shopSuppliers.shopId, tenant.shop.id), eq(shopSuppliers.supplierId, tenant.supplier.id)));
  const order = await createOrder(
    db,
    { companyId: tenant.company.id, shopId: tenant.shop.id },
    {
      supplierId: tenant.supplier.id,
      lines: tenant.products.map((product) => ({ productId: product.id, quantity: '2' })),
    },
  );
  const started = await startReceipt(db, tenant.scope, { orderId: order.id });
  if (!started.ok) throw new Error(started.reason);
  const view = (await getReceipt(db, tenant.scope, started.noteId))!;
  return { tenant, noteId: started.noteId, view };
}

const linesOf = (noteId: number) =>
  db
    .select({
      isRisky: deliveryNoteLines.isRisky,
      excludedFromStock: deliveryNoteLines.excludedFromStock,
      excludeReason: deliveryNoteLines.excludeReason,
      isCertified: deliveryNoteLines.isCertified,
      certificateScheme: deliveryNoteLines.certificateScheme,
      certificateNumber: deliveryNoteLines.certificateNumber,
      certificateExpires: deliveryNoteLines.certificateExpires,
    })
    .from(deliveryNoteLines)
    .where(eq(deliveryNoteLines.deliveryNoteId, noteId))
    .orderBy(asc(deliveryNoteLines.position));

const plain = {
  isRisky: false,
  excludedFromStock: false,
  excludeReason: null,
  isCertified: false,
  certificateScheme: null,
  certificateNumber: null,
  certificateExpires: null,
};

describe('what a sign-off records for the risk-item, stock-excluded and ASC/MSC records', () => {
  it("writes the product's flags, the receiver's exclusion with its reason, and the supplier's valid certificate", async () => {
    const { tenant, noteId, view } = await receiptOf({
      mscCertificateNumber: 'MSC-C-52341',
      mscCertificateExpires: '2099-12-31',
      ascCertificateNumber: 'ASC-C-00123',
      ascCertificateExpires: null,
    });
    expect(view.lines.map((line) => [line.isRisky, line.excludedByProduct])).toEqual([
      [true, false],
      [false, true],
      [false, false],
      [false, false],
      [false, false],
    ]);
    expect(view.supplierCertificates).toEqual({
      asc: { number: 'ASC-C-00123', expires: null },
      msc: { number: 'MSC-C-52341', expires: '2099-12-31' },
    });
    const input = signOffInputOf(view, {
      lines: {
        2: { excludeFromStock: true, excludeReason: ' For the staff canteen ' },
        4: { certificateNumber: 'ASC-C-777' },
      },
    });
    expect(await signOff(db, tenant.scope, noteId, input, storage)).toMatchObject({ ok: true });
    expect(await linesOf(noteId)).toEqual([
      { ...plain, isRisky: true },
      { ...plain, excludedFromStock: true },
      { ...plain, excludedFromStock: true, excludeReason: 'For the staff canteen' },
      {
        ...plain,
        isCertified: true,
        certificateScheme: 'msc',
        certificateNumber: 'MSC-C-52341',
        certificateExpires: '2099-12-31',
      },
      // The number typed on the line wins over the supplier's.
      {
        ...plain,
        isCertified: true,
        certificateScheme: 'asc',
        certificateNumber: 'ASC-C-777',
      },
    ]);

    // The signed-off note shows what was recorded, and an amendment starts from the receiver's exclusion.
    const signed = (await getReceipt(db, tenant.scope, noteId))!;
    expect(signed.lines[2]!.record).toEqual({
      isRisky: false,
      excludedFromStock: true,
      excludeReason: 'For the staff canteen',
      certificateScheme: null,
      certificateNumber: null,
      certificateExpires: null,
    });
    expect(signed.lines[1]!.record).toMatchObject({ excludedFromStock: true, excludeReason: null });
    expect(signed.draft.lines[2]).toMatchObject({ excludeFromStock: true, excludeReason: 'For the staff canteen' });
    expect(signed.draft.lines[1]).toMatchObject({ excludeFromStock: false });
  });

  it('records an expired certificate with its expiry, and a missing one without a number (warned, not refused)', async () => {
    const { tenant, noteId, view } = await receiptOf({
      mscCertificateNumber: 'MSC-C-52341',
      mscCertificateExpires: '2020-01-31',
    });
    expect(await signOff(db, tenant.scope, noteId, signOffInputOf(view), storage)).toMatchObject({ ok: true });
    const [, , , msc, asc_] = await linesOf(noteId);
    expect(msc).toMatchObject({
      certificateScheme: 'msc',
      certificateNumber: 'MSC-C-52341',
      certificateExpires: '2020-01-31',
    });
    expect(asc_).toMatchObject({ certificateScheme: 'asc', certificateNumber: null, certificateExpires: null });
  });

  it('refuses a line the receiver excluded without a reason, keeps the draft, and signs off once it is given', async () => {
    const { tenant, noteId, view } = await receiptOf();
    const uid = view.lines[2]!.uid;
    const refused = await signOff(
      db,
      tenant.scope,
      noteId,
      signOffInputOf(view, { lines: { 2: { excludeFromStock: true, excludeReason: '   ' } } }),
      storage,
    );
    expect(refused).toEqual({
      ok: false,
      reason: 'invalid',
      problems: { header: {}, lines: { [uid]: { excludeReason: 'exclude_reason' } }, count: 1 },
    });
    const kept = (await getReceipt(db, tenant.scope, noteId))!;
    expect(kept.draft.lines[2]).toMatchObject({ excludeFromStock: true });
    expect(await linesOf(noteId)).toEqual([]);

    const again = signOffInputOf(kept, { lines: { 2: { excludeReason: 'Damaged packaging, for the kitchen' } } });
    expect(await signOff(db, tenant.scope, noteId, again, storage)).toMatchObject({ ok: true });
    expect((await linesOf(noteId))[2]).toMatchObject({
      excludedFromStock: true,
      excludeReason: 'Damaged packaging, for the kitchen',
    });
  });

  it('loads and signs off a draft saved before the new fields existed', async () => {
    const { tenant, noteId, view } = await receiptOf();
    const old = {
      header: view.draft.header,
      lines: view.draft.lines.map(({ excludeFromStock: _e, excludeReason: _r, ...line }) => line),
    };
    await db.update(deliveryNotes).set({ draft: old }).where(eq(deliveryNotes.id, noteId));
    const loaded = (await getReceipt(db, tenant.scope, noteId))!;
    expect(loaded.draft.lines.every((line) => line.excludeFromStock === false && line.excludeReason === null)).toBe(
      true,
    );
    expect(await signOff(db, tenant.scope, noteId, signOffInputOf(loaded), storage)).toMatchObject({ ok: true });
    expect((await linesOf(noteId)).map((line) => line.excludedFromStock)).toEqual([false, true, false, false, false]);
  });
});
