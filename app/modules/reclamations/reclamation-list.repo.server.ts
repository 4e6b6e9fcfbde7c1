import { and, desc, eq, exists, sql, type SQL } from 'drizzle-orm';
import { countCapFor } from '#app/db/capped-count.server';
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

/** Of the outer query's reclamation, by reclamation_lines_position_key: what its lines come to. */
const ofLinesOf = (shop: ShopScope, reclamationId: SQL, value: SQL) =>
  sql`(select ${value} from ${reclamationLines}
    where ${reclamationLines.companyId} = ${shop.companyId} and ${reclamationLines.reclamationId} = ${reclamationId})`;

/**
 * One page of the shop's reclamations, newest first (reclamations_shop_created_idx), with the filtered set's count
 * and expected credit. Each reclamation's lines are summed for it alone (a subquery by its id), never grouped for the
 * whole shop. The count stops at the cap of app/db/capped-count.server.ts; past it, `capped` is set and the
 * expected credit is that of the newest `total` reclamations.
 */
export async function listReclamations(
  db: DbOrTx,
  shop: ShopScope,
  params: Omit<ReclamationListParams, 'invalidDates'> & { perPage: number },
) {
  const where = filtersOf(shop, params);
  const cap = countCapFor(params.page, params.perPage);
  const outer = sql`"reclamations"."id"`;
  /** The ids of the newest `limit` reclamations of the filtered set, read in the index's order. */
  const newest = (limit: number) => sql`select ${reclamations.id} from ${reclamations}
    left join ${mailOutbox} on ${mailOutbox.id} = ${reclamations.mailId}
    where ${where} order by ${reclamations.createdAt} desc, ${reclamations.id} desc limit ${limit}`;
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
        lines: sql<number>`${ofLinesOf(shop, outer, sql`count(*)`)}`.mapWith(Number),
        credit: sql<string>`coalesce(${ofLinesOf(shop, outer, sql`sum(${lineCredit})`)}, 0)::numeric(14, 2)::text`,
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
    db.execute<{ n: number; credit: string }>(sql`select
        (select count(*) from (${newest(cap + 1)}) as counted)::int as n,
        (select coalesce(sum(${ofLinesOf(shop, sql`summed.id`, sql`sum(${lineCredit})`)}), 0)::numeric(14, 2)::text
          from (${newest(cap)}) as summed) as credit`),
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
