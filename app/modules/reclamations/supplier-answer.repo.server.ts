import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#app/db/client.server';
import {
  companies,
  deliveryNoteLines,
  deliveryNotePhotos,
  deliveryNotes,
  reclamationLines,
  reclamations,
  shops,
  suppliers,
} from '#app/db/schema';
import type { FileStorage } from '#app/modules/files/file-storage';
import { getPhoto } from '#app/modules/receiving/delivery-notes.repo.server';
import { loadSigningKeys } from '#app/modules/auth/signing-keys.repo.server';
import type { Language } from '#app/utils/language';
import { readAnswerToken } from './answer-token';

/** A reclamation's stored language ('en' | 'sl', the supplier's) as the app's language codes. */
const answerLanguageOf = (stored: string): Language => (stored === 'sl' ? 'si' : 'en');

/**
 * The reclamation a link's token names, when it is signed, unexpired and not revoked (its nonce is the current one),
 * whether answered or not: the answer page's own reading of the link, since a used link still shows the answer.
 */
async function linkedReclamation(db: DbOrTx, token: string, now: Date) {
  const read = readAnswerToken(await loadSigningKeys(db), token, now);
  if (!read.ok) return read;
  const [row] = await db
    .select({
      id: reclamations.id,
      companyId: reclamations.companyId,
      shopId: reclamations.shopId,
      deliveryNoteId: reclamations.deliveryNoteId,
      nonce: reclamations.linkNonce,
      language: reclamations.language,
    })
    .from(reclamations)
    .where(eq(reclamations.id, read.claims.reclamationId));
  if (!row || row.nonce !== read.claims.nonce) return { ok: false as const, reason: 'invalid' as const };
  return { ok: true as const, ...row, language: answerLanguageOf(row.language) };
}

/** The language of the page a link opens (the reclamation's), or null for a link that opens nothing. */
export async function answerPageLanguage(db: DbOrTx, token: string, now = new Date()): Promise<Language | null> {
  const linked = await linkedReclamation(db, token, now);
  return linked.ok ? linked.language : null;
}

export interface AnswerPageLine {
  id: number;
  position: number;
  productName: string;
  itemCode: string | null;
  reason: (typeof reclamationLines.$inferSelect)['reason'];
  quantity: string;
  unit: string | null;
  amount: string | null;
  note: string | null;
  supplierAnswer: (typeof reclamationLines.$inferSelect)['supplierAnswer'];
  supplierComment: string | null;
  promisedCredit: string | null;
  /** The ids of the line's photos, taken at the door. */
  photoIds: number[];
}

export type AnswerPage =
  | {
      ok: true;
      reclamation: {
        id: number;
        number: number;
        date: Date;
        companyName: string;
        shopName: string;
        supplierName: string;
        deliveryNumber: string | null;
        deliveryDate: string;
        damagedSeal: boolean;
        missingSeal: boolean;
        dirty: boolean;
        unacceptable: boolean;
        note: string | null;
        answer: (typeof reclamations.$inferSelect)['answer'];
        answeredAt: Date | null;
        answeredBy: string | null;
        answerComment: string | null;
        /** Set once the supplier answered through the current link: the page is read-only. */
        linkUsedAt: Date | null;
        timeZone: string;
      };
      lines: AnswerPageLine[];
      /** Photos of the whole delivery (not of one line). */
      notePhotoIds: number[];
    }
  | { ok: false; reason: 'invalid' | 'expired' };

/**
 * What the supplier sees through an answer link: the reclamation, its delivery and its lines with any recorded
 * answer (answeredAt set: the link was used and the page is read-only). Nothing for a forged, revoked or expired link.
 */
export async function loadAnswerPage(db: DbOrTx, token: string, now = new Date()): Promise<AnswerPage> {
  const linked = await linkedReclamation(db, token, now);
  if (!linked.ok) return linked;
  const [[head], lines, photos] = await Promise.all([
    db
      .select({
        id: reclamations.id,
        number: reclamations.number,
        date: sql<Date>`coalesce(${reclamations.sentAt}, ${reclamations.createdAt})`.mapWith(reclamations.createdAt),
        companyName: companies.name,
        shopName: shops.name,
        supplierName: suppliers.name,
        deliveryNumber: deliveryNotes.deliveryNumber,
        deliveryDate: deliveryNotes.deliveryDate,
        damagedSeal: reclamations.damagedSeal,
        missingSeal: reclamations.missingSeal,
        dirty: reclamations.dirty,
        unacceptable: reclamations.unacceptable,
        note: reclamations.note,
        answer: reclamations.answer,
        answeredAt: reclamations.answeredAt,
        answeredBy: reclamations.answeredBy,
        answerComment: reclamations.answerComment,
        linkUsedAt: reclamations.linkUsedAt,
        timeZone: shops.timeZone,
      })
      .from(reclamations)
      .innerJoin(shops, and(eq(shops.companyId, reclamations.companyId), eq(shops.id, reclamations.shopId)))
      .innerJoin(companies, eq(companies.id, reclamations.companyId))
      .innerJoin(suppliers, eq(suppliers.id, reclamations.supplierId))
      .innerJoin(
        deliveryNotes,
        and(eq(deliveryNotes.companyId, reclamations.companyId), eq(deliveryNotes.id, reclamations.deliveryNoteId)),
      )
      .where(eq(reclamations.id, linked.id)),
    db
      .select({
        id: reclamationLines.id,
        position: reclamationLines.position,
        productName: reclamationLines.productName,
        itemCode: reclamationLines.itemCode,
        reason: reclamationLines.reason,
        quantity: reclamationLines.quantity,
        unit: reclamationLines.unit,
        amount: reclamationLines.amount,
        note: reclamationLines.note,
        supplierAnswer: reclamationLines.supplierAnswer,
        supplierComment: reclamationLines.supplierComment,
        promisedCredit: reclamationLines.promisedCredit,
      })
      .from(reclamationLines)
      .where(eq(reclamationLines.reclamationId, linked.id))
      .orderBy(asc(reclamationLines.position)),
    // The note's photos: of the whole delivery, or of a note line this reclamation claims.
    db
      .select({ id: deliveryNotePhotos.id, lineUid: deliveryNotePhotos.lineUid, lineId: reclamationLines.id })
      .from(deliveryNotePhotos)
      .leftJoin(
        deliveryNoteLines,
        and(
          eq(deliveryNoteLines.companyId, deliveryNotePhotos.companyId),
          eq(deliveryNoteLines.deliveryNoteId, deliveryNotePhotos.deliveryNoteId),
          eq(deliveryNoteLines.uid, deliveryNotePhotos.lineUid),
        ),
      )
      .leftJoin(
        reclamationLines,
        and(
          eq(reclamationLines.companyId, deliveryNoteLines.companyId),
          eq(reclamationLines.reclamationId, linked.id),
          eq(reclamationLines.deliveryNoteLineId, deliveryNoteLines.id),
        ),
      )
      .where(
        and(
          eq(deliveryNotePhotos.companyId, linked.companyId),
          eq(deliveryNotePhotos.deliveryNoteId, linked.deliveryNoteId),
        ),
      )
      .orderBy(asc(deliveryNotePhotos.id)),
  ]);
  if (!head) return { ok: false, reason: 'invalid' };
  return {
    ok: true,
    reclamation: head,
    lines: lines.map((line) => ({
      ...line,
      photoIds: photos.filter((photo) => photo.lineId === line.id).map((photo) => photo.id),
    })),
    notePhotoIds: photos.filter((photo) => photo.lineUid === null).map((photo) => photo.id),
  };
}

/**
 * A photo through the answer link: only one of the link's reclamation's delivery note, and only while the link opens
 * the reclamation (answered or not); null otherwise, so a photo of another note or shop is simply not found.
 */
export async function readAnswerPhoto(
  db: DbOrTx,
  storage: FileStorage,
  token: string,
  photoId: number,
  now = new Date(),
): Promise<{ contentType: string; body: Buffer } | null> {
  const linked = await linkedReclamation(db, token, now);
  if (!linked.ok) return null;
  const photo = await getPhoto(db, linked, linked.deliveryNoteId, photoId);
  return photo && storage.get(photo.fileKey);
}
