import { and, eq, isNull, max, sql } from 'drizzle-orm';
import { getConfig } from '#app/config.server';
import type { Database, DbOrTx } from '#app/db/client.server';
import { deliveryNoteLines, deliveryNotes, orderLines, reclamationLines, reclamations } from '#app/db/schema';
import { recordAudit } from '#app/modules/audit/audit.repo.server';
import type { FileStorage } from '#app/modules/files/file-storage';
import { enqueueMail, retryFailedMail } from '#app/modules/mail/outbox.repo.server';
import { listPhotos } from '#app/modules/receiving/delivery-notes.repo.server';
import { mayInShop, type ShopScope } from '#app/modules/tenancy/shop-scope';
import { getServerT } from '#app/utils/i18n.server';
import type { Language } from '#app/utils/language';
import { issueAnswerLink } from './answer-link.repo.server';
import { readDocumentPhotos, reclamationFileName, renderReclamationPdf } from './reclamation-document.server';
import { claimAmount, netUnitPrice } from './reclamation-draft';
import type { ReclamationAction } from './reclamation.schema';
import {
  getReclamation,
  insertReclamation,
  listNoteLinesToClaim,
  listReclamationLines,
  lockReclamation,
  lockReclamationNumbers,
  ofShop,
  reclamationsOfNote,
  type ReclamationRow,
} from './reclamations.repo.server';

const PERMISSION = 'deliveries:reclamations';

/** The supplier's reclamation addresses, else its order addresses, else the directory e-mail. */
function reclamationRecipients(
  row: Pick<ReclamationRow, 'reclamationEmails' | 'orderEmails'> & { supplier: { email: string | null } },
): string[] {
  if (row.reclamationEmails.length) return row.reclamationEmails;
  if (row.orderEmails.length) return row.orderEmails;
  return row.supplier.email ? [row.supplier.email] : [];
}

/** The supplier's language (directory), else the sender's; in the app's codes (`si` for Slovenian). */
function mailLanguage(supplierLanguage: 'en' | 'sl' | null, sender: Language): Language {
  if (supplierLanguage === 'sl') return 'si';
  return supplierLanguage ?? sender;
}

/** A reclamation of the shop for its page: header, lines, the note's photos and the lines it may still claim. */
export async function getReclamationDetail(db: DbOrTx, shop: ShopScope, reclamationId: number) {
  if (!mayInShop(shop, PERMISSION)) return null;
  const reclamation = await getReclamation(db, shop, reclamationId);
  if (!reclamation) return null;
  const [lines, photos, noteLines] = await Promise.all([
    listReclamationLines(db, shop, reclamationId),
    listPhotos(db, shop, reclamation.deliveryNoteId),
    listNoteLinesToClaim(db, shop, reclamation.deliveryNoteId),
  ]);
  const uids = new Set(lines.map((line) => line.lineUid).filter(Boolean));
  return {
    reclamation,
    lines: lines.map((line) => ({
      ...line,
      photoIds: photos.filter((photo) => photo.lineUid && photo.lineUid === line.lineUid).map((photo) => photo.id),
    })),
    // The whole delivery's photos, and those of note lines not claimed, belong to it through the note.
    deliveryPhotoIds: photos.filter((photo) => !photo.lineUid || !uids.has(photo.lineUid)).map((photo) => photo.id),
    noteLines,
    editable: reclamation.status === 'open' || reclamation.status === 'sent',
    recipients: reclamationRecipients(reclamation),
    /** Sent and changed since (a line added, edited or removed): sending again mails the new state. */
    changedSinceSent: reclamation.sentAt !== null && reclamation.updatedAt.getTime() > reclamation.sentAt.getTime(),
  };
}

export type ReclamationDetail = NonNullable<Awaited<ReturnType<typeof getReclamationDetail>>>;

export type SendReclamationResult =
  | { ok: true; mailId: number; repeated: boolean }
  | { ok: false; reason: 'forbidden' | 'not_found' | 'answered' | 'empty' | 'no_address' };

/**
 * Sends the reclamation to its supplier in ONE transaction: a new answer link (revoking any earlier one), the PDF
 * with the lines, reasons, quantities, amounts, delivery problems and photos, the mail in the supplier's language
 * with the link, into the outbox; the reclamation sent with its mail, who and when; an audit row. A second post of a
 * reclamation unchanged since its last send (a double tap) sends nothing and answers as the first.
 */
export async function sendReclamation(
  db: Database,
  shop: ShopScope,
  reclamationId: number,
  options: { language: Language; storage: FileStorage; now?: Date },
): Promise<SendReclamationResult> {
  if (!mayInShop(shop, PERMISSION) || shop.shopDeleted) return { ok: false, reason: 'forbidden' };
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const locked = await lockReclamation(tx, shop, reclamationId);
    if (!locked) return { ok: false, reason: 'not_found' };
    if (locked.status === 'answered' || locked.status === 'solved') return { ok: false, reason: 'answered' };
    if (locked.mailId !== null && locked.sentAt !== null && locked.updatedAt.getTime() <= locked.sentAt.getTime())
      return { ok: true, mailId: locked.mailId, repeated: true };
    const reclamation = (await getReclamation(tx, shop, reclamationId))!;
    const lines = await listReclamationLines(tx, shop, reclamationId);
    const flagged = reclamation.damagedSeal || reclamation.missingSeal || reclamation.dirty || reclamation.unacceptable;
    if (!lines.length && !flagged) return { ok: false, reason: 'empty' };
    const to = reclamationRecipients(reclamation);
    if (!to.length) return { ok: false, reason: 'no_address' };

    const language = mailLanguage(reclamation.supplier.language, options.language);
    const token = await issueAnswerLink(tx, shop, reclamationId, now);
    const photos = await readDocumentPhotos(
      options.storage,
      lines,
      await listPhotos(tx, shop, reclamation.deliveryNoteId),
    );
    const pdf = await renderReclamationPdf({ reclamation: { ...reclamation, sentAt: now }, lines, photos }, language);
    const t = getServerT(language);
    const values = {
      number: reclamation.number,
      shop: reclamation.shop.name,
      company: reclamation.company,
      supplier: reclamation.supplier.name,
      deliveryNumber: reclamation.deliveryNumber ?? '—',
      link: `${getConfig().appUrl}/reclamation-answer/${token}`,
    };
    const mailId = await enqueueMail(tx, {
      kind: 'reclamation',
      to,
      subject: t('reclamations.mail.subject', values),
      text: [
        t('reclamations.mail.body', values),
        t('reclamations.mail.link', values),
        t('reclamations.mail.signature', values),
      ].join('\n\n'),
      companyId: shop.companyId,
      attachments: [
        { filename: reclamationFileName(language, reclamation.number), contentType: 'application/pdf', content: pdf },
      ],
    });
    await tx
      .update(reclamations)
      .set({
        status: 'sent',
        mailId,
        sentAt: now,
        sentByUserId: shop.actor.userId,
        language: language === 'si' ? 'sl' : 'en',
        updatedAt: now,
      })
      .where(and(ofShop(shop), eq(reclamations.id, reclamationId)));
    await recordAudit(tx, {
      companyId: shop.companyId,
      actorUserId: shop.actor.userId,
      entityType: 'reclamation',
      entityId: reclamationId,
      action: 'send',
      changes: { status: { from: locked.status, to: 'sent' }, to: { from: null, to } },
    });
    return { ok: true, mailId, repeated: false };
  });
}

/** "Retry" on a reclamation whose mail failed: the outbox row goes back to sending, with an audit row. */
export async function retryReclamationMail(
  db: Database,
  shop: ShopScope,
  reclamationId: number,
): Promise<{ ok: true } | { ok: false; reason: 'forbidden' | 'not_found' | 'not_failed' }> {
  if (!mayInShop(shop, PERMISSION) || shop.shopDeleted) return { ok: false, reason: 'forbidden' };
  return db.transaction(async (tx) => {
    const locked = await lockReclamation(tx, shop, reclamationId);
    if (!locked) return { ok: false, reason: 'not_found' };
    if (!locked.mailId || !(await retryFailedMail(tx, locked.mailId))) return { ok: false, reason: 'not_failed' };
    await recordAudit(tx, {
      companyId: shop.companyId,
      actorUserId: shop.actor.userId,
      entityType: 'reclamation',
      entityId: reclamationId,
      action: 'mail_retry',
      changes: {},
    });
    return { ok: true };
  });
}

export type ChangeReclamationResult =
  | { ok: true }
  | { ok: false; reason: 'forbidden' | 'not_found' | 'answered' }
  | { ok: false; reason: 'invalid'; fieldErrors: Record<string, string[]> };

type ChangeAction = Exclude<ReclamationAction, { intent: 'send' | 'retry' }>;

/**
 * The page's edits in one transaction each: a line's quantity, reason and note (its amount again at its price), a
 * line removed or added from the note's lines ("added later", at its order line's net price) while not answered;
 * a line solved or unsolved, and the whole solved (every line with it), with who and when.
 */
export async function changeReclamation(
  db: Database,
  shop: ShopScope,
  reclamationId: number,
  action: ChangeAction,
  now: Date = new Date(),
): Promise<ChangeReclamationResult> {
  if (!mayInShop(shop, PERMISSION) || shop.shopDeleted) return { ok: false, reason: 'forbidden' };
  return db.transaction(async (tx): Promise<ChangeReclamationResult> => {
    const locked = await lockReclamation(tx, shop, reclamationId);
    if (!locked) return { ok: false, reason: 'not_found' };
    const editable = locked.status === 'open' || locked.status === 'sent';
    const lineOf = (lineId: number) =>
      and(
        eq(reclamationLines.companyId, shop.companyId),
        eq(reclamationLines.shopId, shop.shopId),
        eq(reclamationLines.reclamationId, reclamationId),
        eq(reclamationLines.id, lineId),
      );
    const touch = () =>
      tx
        .update(reclamations)
        .set({ updatedAt: sql`greatest(now(), ${reclamations.updatedAt} + interval '1 millisecond')` })
        .where(eq(reclamations.id, reclamationId));
    const audit = (action: string, changes: Record<string, { from: unknown; to: unknown }>) =>
      recordAudit(tx, {
        companyId: shop.companyId,
        actorUserId: shop.actor.userId,
        entityType: 'reclamation',
        entityId: reclamationId,
        action,
        changes,
      });

    switch (action.intent) {
      case 'updateLine': {
        if (!editable) return { ok: false, reason: 'answered' };
        const [line] = await tx
          .update(reclamationLines)
          .set({
            reason: action.reason,
            quantity: action.quantity,
            note: action.note,
            amount: sql`round(${action.quantity}::numeric * ${reclamationLines.unitPrice}, 2)`,
          })
          .where(lineOf(action.lineId))
          .returning({ id: reclamationLines.id });
        if (!line) return { ok: false, reason: 'not_found' };
        await touch();
        await audit('update_line', { [`line ${action.lineId}`]: { from: null, to: action } });
        return { ok: true };
      }
      case 'removeLine': {
        if (!editable) return { ok: false, reason: 'answered' };
        const [line] = await tx.delete(reclamationLines).where(lineOf(action.lineId)).returning();
        if (!line) return { ok: false, reason: 'not_found' };
        await touch();
        await audit('remove_line', { [`line ${action.lineId}`]: { from: line.productName, to: null } });
        return { ok: true };
      }
      case 'addLine': {
        if (!editable) return { ok: false, reason: 'answered' };
        const [noteLine] = await tx
          .select({
            id: deliveryNoteLines.id,
            productId: deliveryNoteLines.productId,
            itemCode: deliveryNoteLines.itemCode,
            productName: deliveryNoteLines.productName,
            unit: deliveryNoteLines.unit,
            price: orderLines.price,
            discount: orderLines.discount,
          })
          .from(deliveryNoteLines)
          .leftJoin(orderLines, eq(orderLines.id, deliveryNoteLines.orderLineId))
          .where(
            and(
              eq(deliveryNoteLines.companyId, shop.companyId),
              eq(deliveryNoteLines.shopId, shop.shopId),
              eq(deliveryNoteLines.deliveryNoteId, locked.deliveryNoteId),
              eq(deliveryNoteLines.id, action.noteLineId),
            ),
          );
        if (!noteLine)
          return { ok: false, reason: 'invalid', fieldErrors: { noteLineId: ['reclamations.errors.noteLine'] } };
        const unitPrice =
          noteLine.price === null ? null : netUnitPrice({ price: noteLine.price, discount: noteLine.discount ?? '0' });
        const [last] = await tx
          .select({ position: max(reclamationLines.position) })
          .from(reclamationLines)
          .where(eq(reclamationLines.reclamationId, reclamationId));
        await tx.insert(reclamationLines).values({
          companyId: shop.companyId,
          shopId: shop.shopId,
          reclamationId,
          position: (last?.position ?? 0) + 1,
          deliveryNoteLineId: noteLine.id,
          productId: noteLine.productId,
          itemCode: noteLine.itemCode,
          productName: noteLine.productName,
          unit: noteLine.unit,
          reason: action.reason,
          quantity: action.quantity,
          unitPrice,
          amount: unitPrice === null ? null : claimAmount(action.quantity, unitPrice),
          note: action.note,
          addedLater: true,
        });
        await touch();
        await audit('add_line', { line: { from: null, to: { ...action, productName: noteLine.productName } } });
        return { ok: true };
      }
      case 'solveLine': {
        const solved = action.solved === 'true';
        const [line] = await tx
          .update(reclamationLines)
          .set(
            solved
              ? { solvedAt: now, solvedByUserId: shop.actor.userId }
              : { solvedAt: null, solvedByUserId: null, solvedByCreditNoteId: null },
          )
          .where(lineOf(action.lineId))
          .returning({ id: reclamationLines.id });
        if (!line) return { ok: false, reason: 'not_found' };
        const [open] = await tx
          .select({ id: reclamationLines.id })
          .from(reclamationLines)
          .where(and(eq(reclamationLines.reclamationId, reclamationId), isNull(reclamationLines.solvedAt)))
          .limit(1);
        // Solving every line solves the reclamation; unsolving one reopens it to where it was.
        const status = !open ? 'solved' : locked.status === 'solved' ? statusBeforeSolved(locked) : locked.status;
        if (status !== locked.status)
          await tx
            .update(reclamations)
            .set(
              status === 'solved'
                ? { status, solvedAt: now, solvedByUserId: shop.actor.userId, updatedAt: now }
                : { status, solvedAt: null, solvedByUserId: null, solvedByCreditNoteId: null, updatedAt: now },
            )
            .where(eq(reclamations.id, reclamationId));
        await audit(solved ? 'solve_line' : 'unsolve_line', {
          [`line ${action.lineId}`]: { from: !solved, to: solved },
          ...(status !== locked.status ? { status: { from: locked.status, to: status } } : {}),
        });
        return { ok: true };
      }
      case 'solve': {
        if (locked.status === 'solved') return { ok: true };
        await tx
          .update(reclamationLines)
          .set({ solvedAt: now, solvedByUserId: shop.actor.userId })
          .where(and(eq(reclamationLines.reclamationId, reclamationId), isNull(reclamationLines.solvedAt)));
        await tx
          .update(reclamations)
          .set({ status: 'solved', solvedAt: now, solvedByUserId: shop.actor.userId, updatedAt: now })
          .where(eq(reclamations.id, reclamationId));
        await audit('solve', { status: { from: locked.status, to: 'solved' } });
        return { ok: true };
      }
    }
  });
}

function statusBeforeSolved(row: { answeredAt: Date | null; sentAt: Date | null }) {
  return row.answeredAt ? 'answered' : row.sentAt ? 'sent' : 'open';
}

/**
 * "Report a problem" on a signed-off note without a reclamation (a fault found when unpacking): an open reclamation
 * without lines, to which the user adds them. Answers the existing one when the note already has one.
 */
export async function reportProblem(
  db: Database,
  shop: ShopScope,
  noteId: number,
  now: Date = new Date(),
): Promise<{ ok: true; reclamationId: number } | { ok: false; reason: 'forbidden' | 'not_found' }> {
  if (!mayInShop(shop, PERMISSION) || shop.shopDeleted) return { ok: false, reason: 'forbidden' };
  return db.transaction(async (tx) => {
    const [note] = await tx
      .select({ id: deliveryNotes.id, supplierId: deliveryNotes.supplierId, orderId: deliveryNotes.orderId })
      .from(deliveryNotes)
      .where(
        and(
          eq(deliveryNotes.companyId, shop.companyId),
          eq(deliveryNotes.shopId, shop.shopId),
          eq(deliveryNotes.id, noteId),
          eq(deliveryNotes.state, 'signed_off'),
        ),
      )
      .for('update');
    if (!note) return { ok: false, reason: 'not_found' };
    const [existing] = await reclamationsOfNote(tx, shop, noteId);
    if (existing) return { ok: true, reclamationId: existing.id };
    await lockReclamationNumbers(tx, shop);
    const reclamationId = await insertReclamation(
      tx,
      shop,
      {
        supplierId: note.supplierId,
        deliveryNoteId: note.id,
        orderId: note.orderId,
        createdByUserId: shop.actor.userId,
        createdAt: now,
      },
      { flags: { damagedSeal: false, missingSeal: false, dirty: false, unacceptable: false }, lines: [] },
    );
    await recordAudit(tx, {
      companyId: shop.companyId,
      actorUserId: shop.actor.userId,
      entityType: 'reclamation',
      entityId: reclamationId,
      action: 'report_problem',
      changes: { deliveryNoteId: { from: null, to: noteId } },
    });
    return { ok: true, reclamationId };
  });
}
