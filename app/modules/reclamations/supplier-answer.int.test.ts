import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  auditLog,
  deliveryNoteLines,
  deliveryNotePhotos,
  mailOutbox,
  reclamationLines,
  reclamations,
  users,
} from '#app/db/schema';
import { ALL_PERMISSIONS } from '#app/modules/auth/roles';
import {
  createDeliveryNote,
  createReceivingTenant,
  createReclamation,
  createUser,
  memoryFileStorage,
  shopScopeOf,
} from '#tests/factories';
import { useTestDatabase } from '#tests/setup/db';
import { issueAnswerLink } from './answer-link.repo.server';
import { answerPageLanguage, loadAnswerPage, readAnswerPhoto } from './supplier-answer.repo.server';
import type { SupplierAnswerInput } from './supplier-answer.schema';
import { submitSupplierAnswer } from './supplier-answer.service.server';

const APP_URL = 'https://prevzem.test';

describe('the supplier’s answer through the link', async () => {
  const { db } = await useTestDatabase();
  const tenant = await createReceivingTenant(db);
  const other = await createReceivingTenant(db);
  const now = new Date('2026-11-24T10:00:00Z');
  const later = new Date('2026-11-24T10:05:00Z');

  // Who gets the shop's item e-mails: the admin (English) and a Slovenian colleague have the flag; the staff user,
  // a deactivated user and the other shop's flagged admin must not be told.
  const colleague = await createUser(db, {
    role: 3,
    companyId: tenant.company.id,
    shopId: tenant.shop.id,
    email: `kolegica-${tenant.shop.id}@example.com`,
    language: 'si',
  });
  const inactive = await createUser(db, {
    role: 3,
    companyId: tenant.company.id,
    shopId: tenant.shop.id,
    email: `inactive-${tenant.shop.id}@example.com`,
    isActive: false,
  });
  await db
    .update(users)
    .set({ itemEmails: true })
    .where(inArray(users.id, [tenant.admin.id, colleague.id, inactive.id, other.admin.id]));

  async function sentReclamation(t = tenant) {
    const note = await createDeliveryNote(db, t.scope, {
      supplierId: t.supplier.id,
      deliveryDate: '2026-11-20',
      deliveryNumber: 'DN-77',
      lines: [
        { productId: t.products[0]!.id, state: 'short' },
        { productId: t.products[1]!.id, state: 'rejected' },
      ],
    });
    const reclamation = await createReclamation(db, t.scope, {
      supplierId: t.supplier.id,
      deliveryNoteId: note.id,
      status: 'sent',
      language: 'sl',
      lines: [
        { productName: 'Mleko 1 l', itemCode: 'M1', quantity: '4', unitPrice: '1.25', amount: '5.00' },
        { productName: 'Jogurt', reason: 'damaged', quantity: '2', unitPrice: '0.80', amount: '1.60' },
      ],
    });
    const lines = await db
      .select()
      .from(reclamationLines)
      .where(eq(reclamationLines.reclamationId, reclamation.id))
      .orderBy(reclamationLines.position);
    const token = await issueAnswerLink(db, t.scope, reclamation.id, now);
    return { reclamation, lines, token };
  }

  function answerOf(lines: { id: number }[], credit: string | null = '4.50'): SupplierAnswerInput {
    return {
      answeredBy: 'Ana Novak',
      comment: 'Credit note follows',
      lines: [
        { id: lines[0]!.id, answer: 'accepted', comment: 'Our mistake', credit },
        { id: lines[1]!.id, answer: 'rejected', comment: 'Damaged in your store', credit: '9.99' },
      ],
    };
  }

  it('records the lines’ answers, the whole’s, the status and the link’s use, with an audit row', async () => {
    const { reclamation, lines, token } = await sentReclamation();
    expect(await answerPageLanguage(db, token, now)).toBe('si');
    const page = await loadAnswerPage(db, token, now);
    expect(page.ok && page.reclamation).toMatchObject({
      number: reclamation.number,
      deliveryNumber: 'DN-77',
      deliveryDate: '2026-11-20',
      shopName: tenant.shop.name,
      companyName: tenant.company.name,
      linkUsedAt: null,
    });
    expect(page.ok && page.lines.map((line) => line.productName)).toEqual(['Mleko 1 l', 'Jogurt']);

    expect(await submitSupplierAnswer(db, token, answerOf(lines), { appUrl: APP_URL, now: later })).toEqual({
      ok: true,
      reclamationId: reclamation.id,
    });
    const [row] = await db.select().from(reclamations).where(eq(reclamations.id, reclamation.id));
    expect(row).toMatchObject({
      status: 'answered',
      answer: 'partly',
      answeredBy: 'Ana Novak',
      answerComment: 'Credit note follows',
      answeredAt: later,
      linkUsedAt: later,
    });
    const stored = await db
      .select()
      .from(reclamationLines)
      .where(eq(reclamationLines.reclamationId, reclamation.id))
      .orderBy(reclamationLines.position);
    expect(stored.map((line) => [line.supplierAnswer, line.supplierComment, line.promisedCredit])).toEqual([
      ['accepted', 'Our mistake', '4.5000'],
      // A rejected line promises nothing, whatever was typed.
      ['rejected', 'Damaged in your store', null],
    ]);
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'reclamation'), eq(auditLog.entityId, String(reclamation.id))));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'answered_by_supplier_link', actorUserId: null });

    // The used link shows the recorded answer, read-only.
    const after = await loadAnswerPage(db, token, later);
    expect(after.ok && after.reclamation).toMatchObject({ answer: 'partly', linkUsedAt: later });
    expect(after.ok && after.lines.map((line) => line.supplierAnswer)).toEqual(['accepted', 'rejected']);
  });

  it('tells only the shop’s active users with item e-mails, each in their own language, with the link', async () => {
    const { reclamation, lines, token } = await sentReclamation();
    const before = await db.select({ id: mailOutbox.id }).from(mailOutbox);
    await submitSupplierAnswer(db, token, answerOf(lines), { appUrl: APP_URL, now: later });
    const mails = (await db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'reclamation_answered'))).filter(
      (mail) => !before.some((old) => old.id === mail.id),
    );
    expect(mails.map((mail) => mail.to).sort()).toEqual([[colleague.email], [tenant.admin.email]].sort());
    const english = mails.find((mail) => mail.to.includes(tenant.admin.email))!;
    const slovenian = mails.find((mail) => mail.to.includes(colleague.email))!;
    expect(english.subject).toContain(`Reclamation ${reclamation.number}`);
    expect(english.subject).toContain('partly accepted');
    expect(english.text).toContain(`${APP_URL}/admin/deliveries/reclamations/${reclamation.id}`);
    expect(english.text).toContain('Ana Novak');
    expect(slovenian.subject).toContain(`Reklamacija ${reclamation.number}`);
    expect(slovenian.text).toContain('delno sprejeto');
    expect(mails.every((mail) => mail.companyId === tenant.company.id)).toBe(true);
  });

  it('credits an accepted line’s amount when no credit is typed, and all accepted is accepted', async () => {
    const { reclamation, lines, token } = await sentReclamation();
    const input = answerOf(lines, null);
    input.lines[1] = { ...input.lines[1]!, answer: 'accepted', credit: null };
    expect((await submitSupplierAnswer(db, token, input, { appUrl: APP_URL, now: later })).ok).toBe(true);
    const stored = await db
      .select({ credit: reclamationLines.promisedCredit })
      .from(reclamationLines)
      .where(eq(reclamationLines.reclamationId, reclamation.id))
      .orderBy(reclamationLines.position);
    expect(stored.map((line) => line.credit)).toEqual(['5.0000', '1.6000']);
    const [row] = await db.select().from(reclamations).where(eq(reclamations.id, reclamation.id));
    expect(row!.answer).toBe('accepted');
  });

  it('records a double tap once, and answers the second as the first: the supplier is thanked, not refused', async () => {
    const { reclamation, lines, token } = await sentReclamation();
    const results = await Promise.all([
      submitSupplierAnswer(db, token, answerOf(lines), { appUrl: APP_URL, now: later }),
      submitSupplierAnswer(db, token, answerOf(lines), { appUrl: APP_URL, now: later }),
    ]);
    expect(results.map((result) => (result.ok ? (result.repeated ? 'repeated' : 'ok') : result.reason)).sort()).toEqual(
      ['ok', 'repeated'],
    );
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'reclamation'), eq(auditLog.entityId, String(reclamation.id))));
    expect(audit).toHaveLength(1);
  });

  it('refuses a reused, forged, expired or revoked link, changing nothing', async () => {
    const { reclamation, lines, token } = await sentReclamation();
    await submitSupplierAnswer(db, token, answerOf(lines), { appUrl: APP_URL, now: later });
    const used = { ok: false, reason: 'used' };
    const changed = { ...answerOf(lines), answeredBy: 'Someone Else' };
    expect(await submitSupplierAnswer(db, token, changed, { appUrl: APP_URL, now: later })).toEqual(used);
    const otherAnswer = answerOf(lines);
    otherAnswer.lines[1]!.answer = 'accepted';
    expect(await submitSupplierAnswer(db, token, otherAnswer, { appUrl: APP_URL, now: later })).toEqual(used);
    // The same answer long after is not a retry of it.
    const nextDay = new Date(later.getTime() + 24 * 60 * 60 * 1000);
    expect(await submitSupplierAnswer(db, token, answerOf(lines), { appUrl: APP_URL, now: nextDay })).toEqual(used);

    const fresh = await sentReclamation();
    const forged = `${fresh.token.split('.')[0]}.${'A'.repeat(43)}`;
    expect(await submitSupplierAnswer(db, forged, answerOf(fresh.lines), { appUrl: APP_URL, now: later })).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(await loadAnswerPage(db, forged, later)).toEqual({ ok: false, reason: 'invalid' });
    expect(await loadAnswerPage(db, 'not-a-token', later)).toEqual({ ok: false, reason: 'invalid' });
    const expiredAt = new Date('2026-12-25T10:00:00Z');
    expect(
      await submitSupplierAnswer(db, fresh.token, answerOf(fresh.lines), { appUrl: APP_URL, now: expiredAt }),
    ).toEqual({ ok: false, reason: 'expired' });
    expect(await loadAnswerPage(db, fresh.token, expiredAt)).toEqual({ ok: false, reason: 'expired' });
    // Sending again issues a new link, which revokes the old one.
    await issueAnswerLink(db, tenant.scope, fresh.reclamation.id, now);
    expect(await submitSupplierAnswer(db, fresh.token, answerOf(fresh.lines), { appUrl: APP_URL, now: later })).toEqual(
      {
        ok: false,
        reason: 'invalid',
      },
    );
    expect(await answerPageLanguage(db, fresh.token, later)).toBeNull();

    const [first] = await db.select().from(reclamations).where(eq(reclamations.id, reclamation.id));
    expect(first!.answeredBy).toBe('Ana Novak');
    const [second] = await db.select().from(reclamations).where(eq(reclamations.id, fresh.reclamation.id));
    expect(second).toMatchObject({ status: 'sent', answer: null, answeredAt: null });
  });

  it('never changes another reclamation: a token answers only its own, with its own lines', async () => {
    const mine = await sentReclamation();
    const theirs = await sentReclamation(other);
    // My token with the other shop's line ids: refused, and neither reclamation changes.
    expect(await submitSupplierAnswer(db, mine.token, answerOf(theirs.lines), { appUrl: APP_URL, now: later })).toEqual(
      {
        ok: false,
        reason: 'lines_changed',
      },
    );
    // One line missing (the shop added one since the page opened) is refused the same way.
    const partial = answerOf(mine.lines);
    partial.lines.pop();
    expect((await submitSupplierAnswer(db, mine.token, partial, { appUrl: APP_URL, now: later })).ok).toBe(false);
    expect((await submitSupplierAnswer(db, mine.token, answerOf(mine.lines), { appUrl: APP_URL, now: later })).ok).toBe(
      true,
    );
    const [row] = await db.select().from(reclamations).where(eq(reclamations.id, theirs.reclamation.id));
    expect(row).toMatchObject({ status: 'sent', answer: null, linkUsedAt: null });
    const theirLines = await db
      .select()
      .from(reclamationLines)
      .where(eq(reclamationLines.reclamationId, theirs.reclamation.id));
    expect(theirLines.every((line) => line.supplierAnswer === null && line.promisedCredit === null)).toBe(true);
    // And the other shop's open reclamation is still answerable by its own link.
    expect((await loadAnswerPage(db, theirs.token, later)).ok).toBe(true);
    expect(shopScopeOf(other.shop, other.admin, ALL_PERMISSIONS).shopId).not.toBe(tenant.scope.shopId);
  });

  it('shows the photos of the claimed lines and of the whole delivery, and no photo of another note', async () => {
    const storage = memoryFileStorage();
    const note = await createDeliveryNote(db, tenant.scope, {
      supplierId: tenant.supplier.id,
      deliveryDate: '2026-11-21',
      lines: [
        { productId: tenant.products[0]!.id, state: 'short' },
        { productId: tenant.products[1]!.id, state: 'ok' },
      ],
    });
    const otherNote = await createDeliveryNote(db, tenant.scope, {
      supplierId: tenant.supplier.id,
      deliveryDate: '2026-11-22',
      lines: [{ productId: tenant.products[0]!.id, state: 'short' }],
    });
    const noteLines = await db
      .select()
      .from(deliveryNoteLines)
      .where(eq(deliveryNoteLines.deliveryNoteId, note.id))
      .orderBy(deliveryNoteLines.position);
    const reclamation = await createReclamation(db, tenant.scope, {
      supplierId: tenant.supplier.id,
      deliveryNoteId: note.id,
      status: 'sent',
      lines: [{ deliveryNoteLineId: noteLines[0]!.id, productName: 'Milk' }],
    });
    const photo = async (noteId: number, lineUid: string | null, key: string) => {
      await storage.put(key, Buffer.from(key), 'image/jpeg');
      const [row] = await db
        .insert(deliveryNotePhotos)
        .values({
          companyId: tenant.company.id,
          shopId: tenant.shop.id,
          deliveryNoteId: noteId,
          lineUid,
          fileKey: key,
          contentType: 'image/jpeg',
          width: 10,
          height: 10,
        })
        .returning();
      return row!.id;
    };
    const claimed = await photo(note.id, noteLines[0]!.uid, `claimed-${note.id}`);
    const whole = await photo(note.id, null, `whole-${note.id}`);
    const unclaimed = await photo(note.id, noteLines[1]!.uid, `unclaimed-${note.id}`);
    const elsewhere = await photo(otherNote.id, null, `elsewhere-${note.id}`);
    const token = await issueAnswerLink(db, tenant.scope, reclamation.id, now);

    const page = await loadAnswerPage(db, token, now);
    expect(page.ok && page.lines.map((line) => line.photoIds)).toEqual([[claimed]]);
    expect(page.ok && page.notePhotoIds).toEqual([whole]);
    expect((await readAnswerPhoto(db, storage, token, claimed, now))?.body.toString()).toBe(`claimed-${note.id}`);
    expect(await readAnswerPhoto(db, storage, token, unclaimed, now)).not.toBeNull();
    // Another note's photo, or any photo through a forged or expired link: not found.
    expect(await readAnswerPhoto(db, storage, token, elsewhere, now)).toBeNull();
    expect(await readAnswerPhoto(db, storage, `${token.split('.')[0]}.${'A'.repeat(43)}`, claimed, now)).toBeNull();
    expect(await readAnswerPhoto(db, storage, token, claimed, new Date('2027-01-30T00:00:00Z'))).toBeNull();
  });
});
