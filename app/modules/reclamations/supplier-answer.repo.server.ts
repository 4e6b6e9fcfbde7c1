import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#app/db/client.server';
import { companies, deliveryNotes, reclamationLines, reclamations, shops, suppliers } from '#app/db/schema';
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
    .select({ id: reclamations.id, nonce: reclamations.linkNonce, language: reclamations.language })
    .from(reclamations)
    .where(eq(reclamations.id, read.claims.reclamationId));
  if (!row || row.nonce !== read.claims.nonce) return { ok: false as const, reason: 'invalid' as const };
  return { ok: true as const, id: row.id, language: answerLanguageOf(row.language) };
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
    }
  | { ok: false; reason: 'invalid' | 'expired' };

/**
 * What the supplier sees through an answer link: the reclamation, its delivery and its lines with any recorded
 * answer (answeredAt set: the link was used and the page is read-only). Nothing for a forged, revoked or expired link.
 */
export async function loadAnswerPage(db: DbOrTx, token: string, now = new Date()): Promise<AnswerPage> {
  const linked = await linkedReclamation(db, token, now);
  if (!linked.ok) return linked;
  const [[head], lines] = await Promise.all([
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
  ]);
  if (!head) return { ok: false, reason: 'invalid' };
  return { ok: true, reclamation: head, lines };
}
