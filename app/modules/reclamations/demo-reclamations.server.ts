import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '#app/db/client.server';
import { reclamationLines, reclamations, shops, type ReclamationLineAnswer } from '#app/db/schema';
import { demoReceiver } from '#app/modules/ordering/demo-orders.server';
import type { ShopScope } from '#app/modules/tenancy/shop-scope';
import { issueAnswerLink } from './answer-link.repo.server';
import { overallAnswer } from './answer-rule';

const HOUR = 60 * 60 * 1000;
const ANSWERED_BY = 'Prodajna služba';
const ANSWER_COMMENT = 'Dobropis bomo izdali z naslednjim računom.';

type Stage = 'sent' | 'answered' | 'solved';

/**
 * The demo's reclamations in every state (docs/decisions/034-reclamations-and-records.md, "Reclamations"): the demo's
 * receipts with problems drafted theirs at sign-off (open). Per demo shop, of those with lines, oldest first: the
 * older half is solved by the receiver after the supplier accepted it; then one answered partly (a line rejected), one
 * sent and waiting, and the newest ones stay open; the one answered last (accepted in full) is the one the demo's
 * credit note settles (seedDemoCreditNotes runs after this). No mail is sent, as for the demo's orders; a sent one
 * has its answer link issued.
 */
export async function seedDemoReclamations(
  tx: DbOrTx,
  options: { shops: { id: number }[]; now?: Date },
): Promise<number> {
  if (!options.shops.length) return 0;
  const now = options.now ?? new Date();
  const shopRows = await tx
    .select({
      companyId: shops.companyId,
      regionId: shops.regionId,
      id: shops.id,
      name: shops.name,
      timeZone: shops.timeZone,
    })
    .from(shops)
    .where(
      and(
        isNull(shops.deletedAt),
        inArray(
          shops.id,
          options.shops.map((shop) => shop.id),
        ),
      ),
    )
    .orderBy(asc(shops.id));
  let changed = 0;
  for (const row of shopRows) {
    const receiver = await demoReceiver(tx, row);
    if (!receiver) continue;
    const drafted = await tx
      .select({ id: reclamations.id, createdAt: reclamations.createdAt })
      .from(reclamations)
      .where(
        and(
          eq(reclamations.companyId, row.companyId),
          eq(reclamations.shopId, row.id),
          eq(reclamations.status, 'open'),
          sql`exists (select 1 from ${reclamationLines} where ${reclamationLines.reclamationId} = ${reclamations.id})`,
        ),
      )
      .orderBy(asc(reclamations.createdAt), asc(reclamations.id));
    if (drafted.length < 5) continue;
    const solved = Math.floor((drafted.length - 4) / 2);
    const plan: { stage: Stage; partly?: boolean }[] = drafted.map((_, index) => {
      if (index < solved) return { stage: 'solved' };
      if (index === solved) return { stage: 'answered', partly: true };
      if (index === solved + 1) return { stage: 'sent' };
      // Answered last, accepted in full: the demo's credit note settles it.
      if (index === solved + 2) return { stage: 'answered' };
      return { stage: 'sent' };
    });
    // The newest two stay open.
    for (const [index, reclamation] of drafted.entries()) {
      if (index >= drafted.length - 2) continue;
      await advance(tx, receiver, reclamation, plan[index]!, now);
      changed++;
    }
  }
  return changed;
}

async function advance(
  tx: DbOrTx,
  shop: ShopScope,
  reclamation: { id: number; createdAt: Date },
  plan: { stage: Stage; partly?: boolean },
  now: Date,
): Promise<void> {
  const at = (hours: number) => new Date(Math.min(reclamation.createdAt.getTime() + hours * HOUR, now.getTime()));
  const sentAt = at(1);
  await issueAnswerLink(tx, shop, reclamation.id, sentAt);
  const ofReclamation = and(
    eq(reclamations.companyId, shop.companyId),
    eq(reclamations.shopId, shop.shopId),
    eq(reclamations.id, reclamation.id),
  );
  await tx
    .update(reclamations)
    .set({ status: 'sent', sentAt, sentByUserId: shop.actor.userId, updatedAt: sentAt })
    .where(ofReclamation);
  if (plan.stage === 'sent') return;

  const lines = await tx
    .select({ position: reclamationLines.position })
    .from(reclamationLines)
    .where(and(eq(reclamationLines.companyId, shop.companyId), eq(reclamationLines.reclamationId, reclamation.id)))
    .orderBy(asc(reclamationLines.position));
  // A partly answered one has its last line rejected (when it has more than one, else it is rejected).
  const rejected = plan.partly ? lines.at(-1)?.position : undefined;
  const answers: ReclamationLineAnswer[] = lines.map((line) => (line.position === rejected ? 'rejected' : 'accepted'));
  const answeredAt = at(26);
  const isRejected = sql`${reclamationLines.position} = ${rejected ?? -1}`;
  await tx
    .update(reclamationLines)
    .set({
      supplierAnswer: sql`case when ${isRejected} then 'rejected' else 'accepted' end`,
      promisedCredit: sql`case when ${isRejected} then null else ${reclamationLines.amount} end`,
      ...(plan.stage === 'solved' ? { solvedAt: at(72), solvedByUserId: shop.actor.userId } : {}),
    })
    .where(and(eq(reclamationLines.companyId, shop.companyId), eq(reclamationLines.reclamationId, reclamation.id)));
  await tx
    .update(reclamations)
    .set({
      status: plan.stage,
      answer: overallAnswer(answers),
      answeredAt,
      answeredBy: ANSWERED_BY,
      answerComment: ANSWER_COMMENT,
      linkUsedAt: answeredAt,
      updatedAt: answeredAt,
      ...(plan.stage === 'solved' ? { solvedAt: at(72), solvedByUserId: shop.actor.userId } : {}),
    })
    .where(ofReclamation);
}
