import { sql } from 'drizzle-orm';
import type { DbOrTx } from '#app/db/client.server';
import { creditNoteLines, creditNotes, reclamationLines, reclamations } from '#app/db/schema';
import type { ShopScope } from '#app/modules/tenancy/shop-scope';

/**
 * Reclamations settled by credit notes (docs/decisions/034-reclamations-and-records.md, "Credit and debit notes"), in
 * two set-based statements whatever the number of lines, in the transaction that saves or deletes the credit note.
 */

type Shop = Pick<ShopScope, 'companyId' | 'shopId'>;

/**
 * After a credit note is saved: each unsolved reclamation line whose delivery note line is now credited (the sum of
 * the matched lines of the shop's credit notes) at least its expected credit — the promised credit when the supplier
 * answered with one, else the line's amount — is solved by this credit note; then each reclamation whose lines are
 * all solved, one of them by this note, is solved by it. A line without an expected amount is never solved by credit.
 */
export async function settleReclamations(tx: DbOrTx, shop: Shop, creditNoteId: number, at: Date): Promise<void> {
  await tx.execute(sql`with credited as (
      select l.delivery_note_line_id as line_id, sum(l.amount) as credited
      from ${creditNoteLines} l join ${creditNotes} cn on cn.company_id = l.company_id and cn.id = l.credit_note_id
      where l.company_id = ${shop.companyId} and l.shop_id = ${shop.shopId} and cn.kind = 'credit'
        and l.delivery_note_line_id in (
          select delivery_note_line_id from ${creditNoteLines}
          where company_id = ${shop.companyId} and credit_note_id = ${creditNoteId}
            and delivery_note_line_id is not null)
      group by l.delivery_note_line_id)
    update ${reclamationLines} rl
    set solved_at = ${at.toISOString()}::timestamptz, solved_by_credit_note_id = ${creditNoteId}
    from credited c
    where rl.company_id = ${shop.companyId} and rl.shop_id = ${shop.shopId}
      and rl.delivery_note_line_id = c.line_id and rl.solved_at is null
      and coalesce(rl.promised_credit, rl.amount) is not null
      and c.credited >= coalesce(rl.promised_credit, rl.amount)`);
  await tx.execute(sql`update ${reclamations} r
    set status = 'solved', solved_at = ${at.toISOString()}::timestamptz, solved_by_credit_note_id = ${creditNoteId}, updated_at = ${at.toISOString()}::timestamptz
    where r.company_id = ${shop.companyId} and r.shop_id = ${shop.shopId} and r.status <> 'solved'
      and exists (select 1 from ${reclamationLines} l
        where l.company_id = r.company_id and l.reclamation_id = r.id and l.solved_by_credit_note_id = ${creditNoteId})
      and not exists (select 1 from ${reclamationLines} l
        where l.company_id = r.company_id and l.reclamation_id = r.id and l.solved_at is null)`);
}

/**
 * Before a credit note is deleted: what it solved is open again — its lines unsolved, and its reclamations back to
 * answered (or sent, or open, as far as they had come).
 */
export async function unsettleReclamations(tx: DbOrTx, shop: Shop, creditNoteId: number, at: Date): Promise<void> {
  await tx.execute(sql`update ${reclamationLines}
    set solved_at = null, solved_by_credit_note_id = null
    where company_id = ${shop.companyId} and shop_id = ${shop.shopId} and solved_by_credit_note_id = ${creditNoteId}`);
  await tx.execute(sql`update ${reclamations}
    set solved_by_credit_note_id = null, solved_at = null, updated_at = ${at.toISOString()}::timestamptz,
      status = case when answered_at is not null then 'answered' when sent_at is not null then 'sent' else 'open' end
    where company_id = ${shop.companyId} and shop_id = ${shop.shopId} and solved_by_credit_note_id = ${creditNoteId}`);
}
