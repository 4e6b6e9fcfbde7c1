import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '#app/db/client.server';
import { reclamationLines, reclamations, suppliers, users } from '#app/db/schema';
import { recordAudit } from '#app/modules/audit/audit.repo.server';
import { loadSigningKeys } from '#app/modules/auth/signing-keys.repo.server';
import { enqueueMail } from '#app/modules/mail/outbox.repo.server';
import { isLanguage, type Language } from '#app/utils/language';
import { overallAnswer, promisedCreditOf } from './answer-rule';
import { readAnswerToken } from './answer-token';
import { supplierAnswerMail } from './supplier-answer-mail.server';
import type { SupplierAnswerInput } from './supplier-answer.schema';

export type SubmitSupplierAnswer =
  | {
      ok: true;
      reclamationId: number;
      /** The answer was recorded already, by this same post sent again. */ repeated?: true;
    }
  | { ok: false; reason: 'invalid' | 'expired' | 'used' | 'lines_changed' };

/** How long after an answer the same answer posted again counts as that one (a double tap, a retry on bad Wi-Fi). */
const REPEAT_WINDOW_MS = 10 * 60 * 1000;

/**
 * Records the supplier's answer through the link, once: in one transaction with the reclamation locked, the link is
 * checked again (signed, not revoked, unexpired, unused), every line of the reclamation must be answered (no more, no
 * fewer: the shop may have added one since the page opened), the lines' answers and the whole's are stored in one
 * statement each, the link is used up, the audit row written and the shop's users with item e-mails notified, each
 * group in its own language. A second post of the same answer (a double tap, or a retry after the first answer was lost
 * on the way back) within REPEAT_WINDOW_MS records nothing and answers as the first did, so the supplier is thanked,
 * not told the link was used; any other post finds the link used.
 */
export async function submitSupplierAnswer(
  db: Database,
  token: string,
  input: SupplierAnswerInput,
  options: { appUrl: string; now?: Date },
): Promise<SubmitSupplierAnswer> {
  const now = options.now ?? new Date();
  const read = readAnswerToken(await loadSigningKeys(db), token, now);
  if (!read.ok) return read;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(reclamations)
      .where(eq(reclamations.id, read.claims.reclamationId))
      .for('update');
    if (!row || row.linkNonce !== read.claims.nonce) return { ok: false, reason: 'invalid' } as const;
    const shop = { companyId: row.companyId, shopId: row.shopId };
    const lines = await tx
      .select({
        id: reclamationLines.id,
        productName: reclamationLines.productName,
        amount: reclamationLines.amount,
        recorded: reclamationLines.supplierAnswer,
      })
      .from(reclamationLines)
      .where(
        and(
          eq(reclamationLines.companyId, shop.companyId),
          eq(reclamationLines.shopId, shop.shopId),
          eq(reclamationLines.reclamationId, row.id),
        ),
      );
    const given = new Map(input.lines.map((line) => [line.id, line]));
    if (row.linkUsedAt) {
      const repeated =
        now.getTime() - row.linkUsedAt.getTime() <= REPEAT_WINDOW_MS &&
        row.answeredBy === input.answeredBy &&
        (row.answerComment ?? '') === (input.comment ?? '') &&
        lines.length === given.size &&
        lines.every((line) => given.get(line.id)?.answer === line.recorded);
      return repeated
        ? ({ ok: true, reclamationId: row.id, repeated: true } as const)
        : ({ ok: false, reason: 'used' } as const);
    }
    if (given.size !== input.lines.length || lines.length !== given.size || lines.some((line) => !given.has(line.id)))
      return { ok: false, reason: 'lines_changed' } as const;

    const answered = lines.map((line) => {
      const answer = given.get(line.id)!;
      return {
        ...line,
        answer: answer.answer,
        comment: answer.comment,
        credit: promisedCreditOf(answer.answer, answer.credit, line.amount),
      };
    });
    const values = sql.join(
      answered.map(
        (line) => sql`(${line.id}::integer, ${line.answer}::text, ${line.comment}::text, ${line.credit}::numeric)`,
      ),
      sql`, `,
    );
    await tx.execute(sql`update ${reclamationLines}
      set supplier_answer = v.answer, supplier_comment = v.comment, promised_credit = v.credit
      from (values ${values}) as v(id, answer, comment, credit)
      where ${reclamationLines.id} = v.id and ${reclamationLines.companyId} = ${shop.companyId}
        and ${reclamationLines.shopId} = ${shop.shopId} and ${reclamationLines.reclamationId} = ${row.id}`);

    const answer = overallAnswer(answered.map((line) => line.answer));
    await tx
      .update(reclamations)
      .set({
        status: row.status === 'solved' ? 'solved' : 'answered',
        answer,
        answeredAt: now,
        answeredBy: input.answeredBy,
        answerComment: input.comment,
        linkUsedAt: now,
        updatedAt: now,
      })
      .where(and(eq(reclamations.companyId, shop.companyId), eq(reclamations.id, row.id)));
    await recordAudit(tx, {
      companyId: shop.companyId,
      actorUserId: null,
      entityType: 'reclamation',
      entityId: row.id,
      action: 'answered_by_supplier_link',
      changes: {
        status: { from: row.status, to: row.status === 'solved' ? 'solved' : 'answered' },
        answer: { from: row.answer, to: answer },
        answeredBy: { from: row.answeredBy, to: input.answeredBy },
      },
    });

    const [supplier] = await tx
      .select({ name: suppliers.name })
      .from(suppliers)
      .where(eq(suppliers.id, row.supplierId));
    const recipients = await tx
      .select({ email: users.email, language: users.language })
      .from(users)
      .where(
        and(
          eq(users.companyId, shop.companyId),
          eq(users.shopId, shop.shopId),
          eq(users.isActive, true),
          isNull(users.deletedAt),
          eq(users.itemEmails, true),
        ),
      );
    const byLanguage = new Map<Language, string[]>();
    for (const { email, language } of recipients) {
      const key: Language = isLanguage(language) ? language : 'en';
      byLanguage.set(key, [...(byLanguage.get(key) ?? []), email]);
    }
    for (const [language, to] of byLanguage) {
      const mail = supplierAnswerMail(language, {
        number: row.number,
        supplierName: supplier?.name ?? '',
        answer,
        answeredBy: input.answeredBy,
        comment: input.comment,
        lines: answered,
        link: `${options.appUrl}/admin/deliveries/reclamations/${row.id}`,
      });
      await enqueueMail(tx, { kind: 'reclamation_answered', to, companyId: shop.companyId, ...mail });
    }
    return { ok: true, reclamationId: row.id } as const;
  });
}
