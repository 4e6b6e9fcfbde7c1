import { eq } from 'drizzle-orm';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '#app/db/client.server';
import {
  auditLog,
  deliveryNoteLines,
  deliveryNotePhotos,
  mailAttachments,
  mailOutbox,
  reclamations,
  shopSuppliers,
  suppliers,
} from '#app/db/schema';
import { startMailWorker } from '#app/modules/mail/mail-worker.server';
import type { MailTransport } from '#app/modules/mail/transport.server';
import { getReceipt } from '#app/modules/receiving/receipt-view.server';
import { signOff } from '#app/modules/receiving/sign-off.service.server';
import { startReceipt } from '#app/modules/receiving/start-receipt.service.server';
import { createOrder, createReceivingTenant, memoryFileStorage, signOffInputOf } from '#tests/factories';
import { openOwnTestDatabase } from '#tests/setup/db';
import { openAnswerLink } from './answer-link.repo.server';
import {
  changeReclamation,
  getReclamationDetail,
  retryReclamationMail,
  sendReclamation,
} from './reclamation.service.server';

let db: Database;
// A database of its own: the mail worker claims any due mail, and on PostgreSQL other files' mail shares the table.
let own: DatabaseHandle | undefined;
beforeAll(async () => {
  own = await openOwnTestDatabase();
  db = own.db;
});
afterAll(() => own?.close());

const storage = memoryFileStorage();

/** A signed-off note with a short line and a photo of it: its drafted reclamation. */
async function draftedReclamation() {
  const tenant = await createReceivingTenant(db, { products: [{}] });
  const shop = { companyId: tenant.company.id, shopId: tenant.shop.id };
  const order = await createOrder(db, shop, {
    supplierId: tenant.supplier.id,
    lines: [{ productId: tenant.products[0]!.id, quantity: '10', price: '4.50', productName: 'Jogurt čokoladni' }],
  });
  const started = await startReceipt(db, tenant.scope, { orderId: order.id });
  if (!started.ok) throw new Error(started.reason);
  const view = (await getReceipt(db, tenant.scope, started.noteId))!;
  const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c00' } })
    .jpeg()
    .toBuffer();
  const fileKey = `receiving/${shop.companyId}/${shop.shopId}/photo-${started.noteId}.jpg`;
  await storage.put(fileKey, photo, 'image/jpeg');
  await db.insert(deliveryNotePhotos).values({
    ...shop,
    deliveryNoteId: started.noteId,
    lineUid: view.draft.lines[0]!.uid,
    fileKey,
    contentType: 'image/jpeg',
    width: 40,
    height: 30,
  });
  const signed = await signOff(
    db,
    tenant.scope,
    started.noteId,
    signOffInputOf(view, { lines: { 0: { delivered: '6' } } }),
    storage,
  );
  if (!signed.ok) throw new Error(signed.reason);
  const [reclamation] = await db.select().from(reclamations).where(eq(reclamations.deliveryNoteId, started.noteId));
  return { tenant, shop, reclamationId: reclamation!.id, noteId: started.noteId };
}

const log = pino({ level: 'silent' });

describe('sending a reclamation', () => {
  it('mails the PDF with the photo and the answer link to the reclamation addresses, once for a double tap', async () => {
    const { tenant, reclamationId } = await draftedReclamation();
    await db
      .update(shopSuppliers)
      .set({ reclamationEmails: ['claims@supplier.test'], orderEmails: ['orders@supplier.test'] })
      .where(eq(shopSuppliers.supplierId, tenant.supplier.id));
    await db.update(suppliers).set({ language: 'en' }).where(eq(suppliers.id, tenant.supplier.id));

    const [first, second] = await Promise.all(
      [0, 1].map(() => sendReclamation(db, tenant.scope, reclamationId, { language: 'si', storage })),
    );
    expect([first!, second!].map((result) => result.ok && result.repeated).sort()).toEqual([false, true]);
    if (!first!.ok) return;
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'reclamation'));
    const mine = mails.filter((mail) => mail.companyId === tenant.company.id);
    expect(mine).toHaveLength(1);
    const mail = mine[0]!;
    expect(mail.to).toEqual(['claims@supplier.test']);
    expect(mail.subject).toMatch(/^Reclamation 1 from /);
    const link = /\/reclamation-answer\/(\S+)/.exec(mail.text)![1]!;
    expect(await openAnswerLink(db, link)).toMatchObject({ ok: true, reclamation: { id: reclamationId } });
    const [attachment] = await db.select().from(mailAttachments).where(eq(mailAttachments.mailId, mail.id));
    expect(attachment).toMatchObject({ filename: 'reclamation-1.pdf', contentType: 'application/pdf' });
    const pdf = attachment!.content.toString('latin1');
    expect(pdf.startsWith('%PDF')).toBe(true);
    expect(pdf).toContain('/Subtype /Image');

    const detail = (await getReclamationDetail(db, tenant.scope, reclamationId))!;
    expect(detail.reclamation).toMatchObject({ status: 'sent', mailId: mail.id, language: 'en' });
    expect(detail.reclamation.sentBy).not.toBeNull();
    expect(detail.lines).toEqual([
      expect.objectContaining({
        reason: 'short',
        quantity: '4.000',
        amount: '18.0000',
        photoIds: [expect.any(Number)],
      }),
    ]);
    const audits = await db.select().from(auditLog).where(eq(auditLog.entityType, 'reclamation'));
    expect(audits.filter((row) => row.entityId === String(reclamationId)).map((row) => row.action)).toEqual(['send']);

    // Adding a line after sending: sending again issues a new link (the old one revoked) and a new mail.
    const [noteLine] = await db
      .select()
      .from(deliveryNoteLines)
      .where(eq(deliveryNoteLines.id, detail.lines[0]!.deliveryNoteLineId!));
    const added = await changeReclamation(db, tenant.scope, reclamationId, {
      intent: 'addLine',
      noteLineId: noteLine!.id,
      reason: 'quality',
      quantity: '1',
      note: 'Mouldy',
    });
    expect(added).toEqual({ ok: true });
    const again = await sendReclamation(db, tenant.scope, reclamationId, { language: 'si', storage });
    expect(again).toMatchObject({ ok: true, repeated: false });
    expect(await openAnswerLink(db, link)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('falls back to the order addresses, then the directory e-mail, else refuses; another shop gets 404', async () => {
    const { tenant, reclamationId } = await draftedReclamation();
    await db.update(suppliers).set({ email: null }).where(eq(suppliers.id, tenant.supplier.id));
    expect(await sendReclamation(db, tenant.scope, reclamationId, { language: 'en', storage })).toEqual({
      ok: false,
      reason: 'no_address',
    });
    await db.update(suppliers).set({ email: 'office@supplier.test' }).where(eq(suppliers.id, tenant.supplier.id));
    expect((await getReclamationDetail(db, tenant.scope, reclamationId))!.recipients).toEqual(['office@supplier.test']);
    await db
      .update(shopSuppliers)
      .set({ orderEmails: ['orders@supplier.test'] })
      .where(eq(shopSuppliers.supplierId, tenant.supplier.id));
    expect((await getReclamationDetail(db, tenant.scope, reclamationId))!.recipients).toEqual(['orders@supplier.test']);

    const other = await draftedReclamation();
    expect(await sendReclamation(db, other.tenant.scope, reclamationId, { language: 'en', storage })).toEqual({
      ok: false,
      reason: 'not_found',
    });
    expect(await getReclamationDetail(db, other.tenant.scope, reclamationId)).toBeNull();
    const noPermission = { ...tenant.scope, actor: { ...tenant.scope.actor, permissions: [] } };
    expect(await sendReclamation(db, noPermission, reclamationId, { language: 'en', storage })).toEqual({
      ok: false,
      reason: 'forbidden',
    });
  });

  it('shows Failed when the SMTP server refuses, and Retry sends it again', async () => {
    const { tenant, reclamationId } = await draftedReclamation();
    await db.update(suppliers).set({ email: 'office@supplier.test' }).where(eq(suppliers.id, tenant.supplier.id));
    const sent = await sendReclamation(db, tenant.scope, reclamationId, { language: 'en', storage });
    if (!sent.ok) throw new Error(sent.reason);
    expect(await retryReclamationMail(db, tenant.scope, reclamationId)).toEqual({ ok: false, reason: 'not_failed' });
    let refuse = true;
    const delivered: string[] = [];
    const transport: MailTransport = {
      send: async (message) => {
        if (refuse) throw Object.assign(new Error('550 mailbox unavailable'), { responseCode: 550 });
        delivered.push(message.subject);
      },
      describe: () => 'fake',
    };
    const worker = startMailWorker({ db, transport, from: 'Prevzem <no-reply@prevzem.test>', log, pollMs: 60_000 });
    try {
      await worker.runOnce();
      expect((await getReclamationDetail(db, tenant.scope, reclamationId))!.reclamation.mail).toMatchObject({
        status: 'failed',
        lastError: '550 mailbox unavailable',
      });
      expect(await retryReclamationMail(db, tenant.scope, reclamationId)).toEqual({ ok: true });
      refuse = false;
      await worker.runOnce();
    } finally {
      await worker.stop();
    }
    expect(delivered.some((subject) => subject.startsWith('Reclamation 1'))).toBe(true);
    expect((await getReclamationDetail(db, tenant.scope, reclamationId))!.reclamation.mail).toMatchObject({
      status: 'sent',
    });
  });
});
