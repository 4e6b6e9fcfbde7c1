import { and, count, desc, eq, exists, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '#app/db/client.server';
import { deliveryNotes, mailOutbox, reclamationLines, reclamations, shopSuppliers, suppliers } from '#app/db/schema';
import type { ShopScope } from '#app/modules/tenancy/shop-scope';
import { addDays } from '#app/utils/dates';
import type { ReclamationListParams } from './reclamation-list-params';
import { ofShop } from './reclamations.repo.server';

/**
 * What a line is expected to credit: nothing when the supplier rejected it, its promised credit when answered
 * (else its amount), its amount while unanswered.
 */
const lineCredit = sql`case when ${reclamationLines.supplierAnswer} = 'rejected' then 0
  else coalesce(${reclamationLines.promisedCredit}, ${reclamationLines.amount}, 0) end`;

const shopMidnight = (date: string, timeZone: string) => sql`(${date}::timestamp at time zone ${timeZone})`;

function filtersOf(shop: ShopScope, params: Omit<ReclamationListParams, 'page' | 'invalidDates'>): SQL {
  const conditions: (SQL | undefined)[] = [ofShop(shop)];
  if (params.supplierId) conditions.push(eq(reclamations.supplierId, params.supplierId));
  if (params.status === 'failed') conditions.push(eq(mailOutbox.status, 'failed'));
  else if (params.status !== 'all') conditions.push(eq(reclamations.status, params.status));
  // The period is of the shop's days, compared on the indexed timestamp.
  if (params.from) conditions.push(sql`${reclamations.createdAt} >= ${shopMidnight(params.from, shop.timeZone)}`);
  if (params.to)
    conditions.push(sql`${reclamations.createdAt} < ${shopMidnight(addDays(params.to, 1), shop.timeZone)}`);
  if (params.reason !== 'all') {
    const reason = params.reason;
    conditions.push(
      sql`exists (select 1 from ${reclamationLines} where ${reclamationLines.reclamationId} = ${reclamations.id} and ${reclamationLines.reason} = ${reason})`,
    );
  }
  return and(...conditions)!;
}

/** One page of the shop's reclamations, newest first, with the filtered set's count and expected credit. */
export async function listReclamations(
  db: DbOrTx,
  shop: ShopScope,
  params: Omit<ReclamationListParams, 'invalidDates'> & { perPage: number },
) {
  const where = filtersOf(shop, params);
  const credit = db
    .select({
      reclamationId: reclamationLines.reclamationId,
      lines: count().as('lines'),
      credit: sql<string>`sum(${lineCredit})`.as('credit'),
    })
    .from(reclamationLines)
    .where(and(eq(reclamationLines.companyId, shop.companyId), eq(reclamationLines.shopId, shop.shopId)))
    .groupBy(reclamationLines.reclamationId)
    .as('line_credit');
  const base = <T extends Record<string, unknown>>(fields: T) =>
    db
      .select(fields as never)
      .from(reclamations)
      .leftJoin(mailOutbox, eq(mailOutbox.id, reclamations.mailId))
      .leftJoin(credit, eq(credit.reclamationId, reclamations.id))
      .where(where);
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: reclamations.id,
        number: reclamations.number,
        status: reclamations.status,
        answer: reclamations.answer,
        createdAt: reclamations.createdAt,
        supplierName: suppliers.name,
        deliveryNoteId: reclamations.deliveryNoteId,
        deliveryNumber: deliveryNotes.deliveryNumber,
        deliveryDate: deliveryNotes.deliveryDate,
        mailStatus: mailOutbox.status,
        mailError: mailOutbox.lastError,
        lines: sql<number>`coalesce(${credit.lines}, 0)`.mapWith(Number),
        credit: sql<string>`coalesce(${credit.credit}, 0)::numeric(14, 2)::text`,
      })
      .from(reclamations)
      .innerJoin(suppliers, eq(suppliers.id, reclamations.supplierId))
      .innerJoin(deliveryNotes, eq(deliveryNotes.id, reclamations.deliveryNoteId))
      .leftJoin(mailOutbox, eq(mailOutbox.id, reclamations.mailId))
      .leftJoin(credit, eq(credit.reclamationId, reclamations.id))
      .where(where)
      .orderBy(desc(reclamations.createdAt), desc(reclamations.id))
      .limit(params.perPage)
      .offset((params.page - 1) * params.perPage),
    base({
      total: count(),
      credit: sql<string>`coalesce(sum(${credit.credit}), 0)::numeric(14, 2)::text`,
    }) as unknown as Promise<{ total: number; credit: string }[]>,
  ]);
  return { rows, total: totals?.total ?? 0, expectedCredit: totals?.credit ?? '0.00' };
}

/** The shop's suppliers that have reclamations, for the supplier filter. */
export async function reclamationSuppliers(db: DbOrTx, shop: ShopScope) {
  return db
    .selectDistinct({ id: suppliers.id, name: suppliers.name })
    .from(shopSuppliers)
    .innerJoin(suppliers, eq(suppliers.id, shopSuppliers.supplierId))
    .where(
      and(
        eq(shopSuppliers.companyId, shop.companyId),
        eq(shopSuppliers.shopId, shop.shopId),
        exists(
          db
            .select({ one: sql`1` })
            .from(reclamations)
            .where(and(ofShop(shop), eq(reclamations.supplierId, shopSuppliers.supplierId))),
        ),
      ),
    )
    .orderBy(suppliers.name);
}
