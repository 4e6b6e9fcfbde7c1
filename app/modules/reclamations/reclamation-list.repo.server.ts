import { and, desc, eq, exists, sql, type SQL } from 'drizzle-orm';
import { countCapFor } from '#app/db/capped-count.server';
import type { DbOrTx } from '#app/db/client.server';
import { limitInText, preparedPerHandle, shopPlaceholders } from '#app/db/prepared.server';
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

const listOrder = [desc(reclamations.createdAt), desc(reclamations.id)];

/** The list's rows in its order, without a limit. */
function reclamationRows(db: DbOrTx, where: SQL) {
  return db
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
    .orderBy(...listOrder)
    .$dynamic();
}

/**
 * The filtered set's count up to `cap + 1` and the expected credit of its newest `cap`: the newest `cap + 1` in the
 * index's order, each with its place in it.
 */
function reclamationTotals(db: DbOrTx, where: SQL, cap: number) {
  const newest = db
    .select({
      credit: sql<string>`${reclamations.expectedCredit}`.as('credit'),
      place: sql<number>`row_number() over (order by ${reclamations.createdAt} desc, ${reclamations.id} desc)`.as(
        'place',
      ),
    })
    .from(reclamations)
    .leftJoin(mailOutbox, eq(mailOutbox.id, reclamations.mailId))
    .where(where)
    .orderBy(...listOrder)
    .limit(limitInText(cap + 1))
    .as('newest');
  return db
    .select({
      n: sql<number>`count(*)::int`.mapWith(Number),
      credit: sql<string>`coalesce(sum(${newest.credit}) filter (where ${newest.place} <= ${sql.raw(String(cap))}), 0)::numeric(14, 2)::text`,
    })
    .from(newest);
}

/** The first page without a filter, what every visit to the page asks for: prepared once per page size. */
const firstPage = preparedPerHandle((db, perPage: number) => {
  const cap = countCapFor(1, perPage);
  const where = ofShop(shopPlaceholders)!;
  return {
    rows: reclamationRows(db, where).limit(limitInText(perPage)).prepare(`reclamations_first_page_${perPage}`),
    totals: reclamationTotals(db, where, cap).prepare(`reclamations_first_totals_${perPage}`),
  };
});

const isFirstPage = (params: Omit<ReclamationListParams, 'invalidDates'>) =>
  params.page === 1 &&
  !params.supplierId &&
  params.status === 'all' &&
  params.reason === 'all' &&
  !params.from &&
  !params.to;

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
  const cap = countCapFor(params.page, params.perPage);
  let rows, totals;
  if (isFirstPage(params)) {
    const statements = firstPage(db, params.perPage);
    const keys = { companyId: shop.companyId, shopId: shop.shopId };
    [rows, [totals]] = await Promise.all([statements.rows.execute(keys), statements.totals.execute(keys)]);
  } else {
    const where = filtersOf(shop, params);
    [rows, [totals]] = await Promise.all([
      reclamationRows(db, where)
        .limit(params.perPage)
        .offset((params.page - 1) * params.perPage),
      reclamationTotals(db, where, cap),
    ]);
  }
  const n = totals?.n ?? 0;
  return { rows, total: Math.min(n, cap), capped: n > cap, expectedCredit: totals?.credit ?? '0.00' };
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
