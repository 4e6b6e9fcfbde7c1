import { and, desc, eq, exists, sql, type SQL } from 'drizzle-orm';
import { countCapFor } from '#app/db/capped-count.server';
import type { DbOrTx } from '#app/db/client.server';
import { deliveryNotes, mailOutbox, reclamationLines, reclamations, shopSuppliers, suppliers } from '#app/db/schema';
import type { ShopScope } from '#app/modules/tenancy/shop-scope';
import { addDays } from '#app/utils/dates';
import type { ReclamationListParams } from './reclamation-list-params';
import { ofShop } from './reclamations.repo.server';

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

/** Of the outer query's reclamation, by reclamation_lines_position_key: how many lines it has. */
const lineCount = sql`(select count(*) from ${reclamationLines}
  where ${reclamationLines.companyId} = ${reclamations.companyId} and ${reclamationLines.reclamationId} = ${reclamations.id})`;

/**
 * One page of the shop's reclamations, newest first (reclamations_shop_created_idx), with the filtered set's count
 * and expected credit: each reclamation's own (`expected_credit`, kept by triggers from its lines), so the set's is
 * summed without reading a line. The count stops at the cap of app/db/capped-count.server.ts; past it, `capped` is
 * set and the expected credit is that of the newest `total` reclamations.
 */
export async function listReclamations(
  db: DbOrTx,
  shop: ShopScope,
  params: Omit<ReclamationListParams, 'invalidDates'> & { perPage: number },
) {
  const where = filtersOf(shop, params);
  const cap = countCapFor(params.page, params.perPage);
  /** The newest `cap + 1` reclamations of the filtered set in the index's order, each with its place in it. */
  const newest = sql`select ${reclamations.expectedCredit} as credit,
      row_number() over (order by ${reclamations.createdAt} desc, ${reclamations.id} desc) as place
    from ${reclamations}
    left join ${mailOutbox} on ${mailOutbox.id} = ${reclamations.mailId}
    where ${where} order by ${reclamations.createdAt} desc, ${reclamations.id} desc limit ${cap + 1}`;
  const [rows, totalRows] = await Promise.all([
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
        lines: sql<number>`${lineCount}`.mapWith(Number),
        credit: sql<string>`${reclamations.expectedCredit}::numeric(14, 2)::text`,
      })
      .from(reclamations)
      .innerJoin(suppliers, eq(suppliers.id, reclamations.supplierId))
      .innerJoin(
        deliveryNotes,
        and(eq(deliveryNotes.companyId, reclamations.companyId), eq(deliveryNotes.id, reclamations.deliveryNoteId)),
      )
      .leftJoin(mailOutbox, eq(mailOutbox.id, reclamations.mailId))
      .where(where)
      .orderBy(desc(reclamations.createdAt), desc(reclamations.id))
      .limit(params.perPage)
      .offset((params.page - 1) * params.perPage),
    db.execute<{ n: number; credit: string }>(sql`select count(*)::int as n,
        coalesce(sum(newest.credit) filter (where newest.place <= ${cap}), 0)::numeric(14, 2)::text as credit
      from (${newest}) as newest`),
  ]);
  const n = Number(totalRows.rows[0]?.n ?? 0);
  return {
    rows,
    total: Math.min(n, cap),
    capped: n > cap,
    expectedCredit: totalRows.rows[0]?.credit ?? '0.00',
  };
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
