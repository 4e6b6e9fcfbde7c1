import { aliasedTable, and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '#app/db/client.server';
import {
  inventories,
  inventoryCountSectors,
  inventoryDepartments,
  inventoryLines,
  inventorySectorProducts,
  inventorySectors,
  inventorySubDepartments,
  products,
  users,
} from '#app/db/schema';
import type { ShopScope } from '#app/modules/tenancy/shop-scope';
import { lineInConflictSql, lineTotalSql } from './inventory-line-total.server';

type Shop = Pick<ShopScope, 'companyId' | 'shopId'>;

/** A count of this shop. */
export const ofShop = (shop: Shop) =>
  and(eq(inventories.companyId, shop.companyId), eq(inventories.shopId, shop.shopId));

const fullName = (table: typeof users) =>
  sql<string | null>`nullif(trim(${table.name} || ' ' || ${table.lastname}), '')`;
const finisher = aliasedTable(users, 'finisher');
const reopener = aliasedTable(users, 'reopener');

/** The count's header with who finished and reopened it, or null when it is not this shop's. */
export async function findInventory(db: DbOrTx, shop: Shop, inventoryId: number) {
  const [row] = await db
    .select({
      id: inventories.id,
      name: inventories.name,
      countDate: inventories.countDate,
      cutOffAt: inventories.cutOffAt,
      blind: inventories.blind,
      status: inventories.status,
      finishedAt: inventories.finishedAt,
      finishedBy: fullName(finisher),
      reopenedAt: inventories.reopenedAt,
      reopenedBy: fullName(reopener),
    })
    .from(inventories)
    .leftJoin(finisher, eq(finisher.id, inventories.finishedByUserId))
    .leftJoin(reopener, eq(reopener.id, inventories.reopenedByUserId))
    .where(and(ofShop(shop), eq(inventories.id, inventoryId)));
  return row ?? null;
}

/** Locks the count's row for a change of status; null when it is not this shop's. */
export async function lockInventory(tx: DbOrTx, shop: Shop, inventoryId: number) {
  const [row] = await tx
    .select({
      id: inventories.id,
      status: inventories.status,
      blind: inventories.blind,
      cutOffAt: inventories.cutOffAt,
    })
    .from(inventories)
    .where(and(ofShop(shop), eq(inventories.id, inventoryId)))
    .for('update');
  return row ?? null;
}

export async function insertInventory(
  tx: DbOrTx,
  shop: Shop,
  values: { name: string; countDate: string; cutOffAt: Date; blind: boolean; userId: number },
): Promise<number> {
  const [row] = await tx
    .insert(inventories)
    .values({
      companyId: shop.companyId,
      shopId: shop.shopId,
      name: values.name,
      countDate: values.countDate,
      cutOffAt: values.cutOffAt,
      blind: values.blind,
      createdByUserId: values.userId,
    })
    .returning({ id: inventories.id });
  return row!.id;
}

/**
 * Copies the layout's sectors of the chosen sub-departments and their products in shelf order into the count: two
 * statements however many sectors and products.
 */
export async function copyLayoutIntoCount(tx: DbOrTx, shop: Shop, inventoryId: number, subDepartmentIds: number[]) {
  await tx.execute(sql`insert into ${inventoryCountSectors} (company_id, shop_id, inventory_id, department_id,
      department_name, department_position, sub_department_id, sub_department_name, sub_department_position, sector_id,
      sector_name, sector_position)
    select ${shop.companyId}, ${shop.shopId}, ${inventoryId}, d.id, d.name, d.position, sd.id, sd.name, sd.position,
      s.id, s.name, s.position
    from ${inventorySectors} s
      join ${inventorySubDepartments} sd on sd.id = s.sub_department_id and sd.shop_id = s.shop_id
      join ${inventoryDepartments} d on d.id = sd.department_id and d.shop_id = sd.shop_id
    where s.company_id = ${shop.companyId} and s.shop_id = ${shop.shopId}
      and sd.id in (select unnest(${`{${subDepartmentIds.join(',')}}`}::int[]))
    order by d.position, d.id, sd.position, sd.id, s.position, s.id`);
  await tx.execute(sql`insert into ${inventoryLines} (company_id, shop_id, inventory_id, count_sector_id, product_id,
      position)
    select ${shop.companyId}, ${shop.shopId}, ${inventoryId}, cs.id, sp.product_id, sp.position
    from ${inventoryCountSectors} cs
      join ${inventorySectorProducts} sp on sp.sector_id = cs.sector_id and sp.shop_id = cs.shop_id
      join ${products} p on p.id = sp.product_id and p.shop_id = sp.shop_id
    where cs.inventory_id = ${inventoryId} and cs.shop_id = ${shop.shopId}
    order by cs.id, sp.position, sp.product_id`);
}

/**
 * Copies an earlier count's sectors and lines (with the products added during it) into a new count: two statements.
 * A new sector is paired with the one it copies by their order of ids, since one statement inserts them in order.
 */
export async function copyCountIntoCount(tx: DbOrTx, shop: Shop, inventoryId: number, fromInventoryId: number) {
  await tx.execute(sql`insert into ${inventoryCountSectors} (company_id, shop_id, inventory_id, department_id,
      department_name, department_position, sub_department_id, sub_department_name, sub_department_position, sector_id,
      sector_name, sector_position)
    select company_id, shop_id, ${inventoryId}, department_id, department_name, department_position, sub_department_id,
      sub_department_name, sub_department_position, sector_id, sector_name, sector_position
    from ${inventoryCountSectors}
    where inventory_id = ${fromInventoryId} and shop_id = ${shop.shopId}
    order by id`);
  await tx.execute(sql`with old_sectors as (
      select id, row_number() over (order by id) as n from ${inventoryCountSectors}
      where inventory_id = ${fromInventoryId} and shop_id = ${shop.shopId}),
    new_sectors as (
      select id, row_number() over (order by id) as n from ${inventoryCountSectors}
      where inventory_id = ${inventoryId} and shop_id = ${shop.shopId})
    insert into ${inventoryLines} (company_id, shop_id, inventory_id, count_sector_id, product_id, position,
      added_during_count)
    select l.company_id, l.shop_id, ${inventoryId}, new_sectors.id, l.product_id, l.position, l.added_during_count
    from ${inventoryLines} l
      join old_sectors on old_sectors.id = l.count_sector_id
      join new_sectors on new_sectors.n = old_sectors.n
    where l.inventory_id = ${fromInventoryId} and l.shop_id = ${shop.shopId}
    order by new_sectors.id, l.position, l.id`);
}

/** The shop's latest finished count other than `exceptId` (by date, then id), for expected quantities. */
export async function latestFinishedInventory(db: DbOrTx, shop: Shop, exceptId: number) {
  const [row] = await db
    .select({ id: inventories.id })
    .from(inventories)
    .where(and(ofShop(shop), eq(inventories.status, 'finished'), ne(inventories.id, exceptId)))
    .orderBy(desc(inventories.countDate), desc(inventories.id))
    .limit(1);
  return row?.id ?? null;
}

/**
 * How a line of one count meets a line of another: the same product in the same layout sector, or for a count's own
 * sector (products found during it) in the same sub-department's sector of that name.
 */
export const sameSectorSql = (current: string, previous: string) =>
  sql.raw(`${previous}.sub_department_id = ${current}.sub_department_id
    and ${previous}.sector_id is not distinct from ${current}.sector_id
    and (${current}.sector_id is not null or ${previous}.sector_name = ${current}.sector_name)`);

/** Each line's expected quantity: what the previous count's merged total was there (one statement). */
export async function setExpectedQuantities(tx: DbOrTx, shop: Shop, inventoryId: number, previousId: number) {
  await tx.execute(sql`with previous as (
      select ${inventoryLines.productId} as product_id, pcs.sub_department_id, pcs.sector_id, pcs.sector_name,
        ${lineTotalSql} as total
      from ${inventoryLines} join ${inventoryCountSectors} pcs on pcs.id = ${inventoryLines.countSectorId}
      where ${inventoryLines.inventoryId} = ${previousId} and ${inventoryLines.shopId} = ${shop.shopId})
    update ${inventoryLines} as l set expected_quantity = previous.total
    from ${inventoryCountSectors} cs, previous
    where l.inventory_id = ${inventoryId} and l.shop_id = ${shop.shopId} and cs.id = l.count_sector_id
      and previous.product_id = l.product_id and ${sameSectorSql('cs', 'previous')}`);
}

export async function countLines(db: DbOrTx, shop: Shop, inventoryId: number): Promise<number> {
  const [row] = await db
    .select({ lines: count() })
    .from(inventoryLines)
    .where(and(eq(inventoryLines.shopId, shop.shopId), eq(inventoryLines.inventoryId, inventoryId)));
  return row?.lines ?? 0;
}

/** The lines whose counts differ with nobody's decision yet: product and sector, in shelf order (at most `limit`). */
export async function linesInConflict(db: DbOrTx, shop: Shop, inventoryId: number, limit = 20) {
  return db
    .select({ productName: products.name, sectorName: inventoryCountSectors.sectorName })
    .from(inventoryLines)
    .innerJoin(inventoryCountSectors, eq(inventoryCountSectors.id, inventoryLines.countSectorId))
    .innerJoin(products, eq(products.id, inventoryLines.productId))
    .where(and(eq(inventoryLines.shopId, shop.shopId), eq(inventoryLines.inventoryId, inventoryId), lineInConflictSql))
    .orderBy(
      asc(inventoryCountSectors.departmentPosition),
      asc(inventoryCountSectors.subDepartmentPosition),
      asc(inventoryCountSectors.sectorPosition),
      asc(inventoryLines.position),
    )
    .limit(limit);
}

export async function markFinished(tx: DbOrTx, shop: Shop, inventoryId: number, userId: number) {
  await tx
    .update(inventories)
    .set({ status: 'finished', finishedAt: sql`now()`, finishedByUserId: userId, updatedAt: sql`now()` })
    .where(and(ofShop(shop), eq(inventories.id, inventoryId)));
}

/** Back to counting: who and when reopened it is kept; the finish is cleared until the next one. */
export async function markReopened(tx: DbOrTx, shop: Shop, inventoryId: number, userId: number) {
  await tx
    .update(inventories)
    .set({
      status: 'in_progress',
      finishedAt: null,
      finishedByUserId: null,
      reopenedAt: sql`now()`,
      reopenedByUserId: userId,
      updatedAt: sql`now()`,
    })
    .where(and(ofShop(shop), eq(inventories.id, inventoryId)));
}

/** Removes the count; its sectors, lines and everyone's counts go with it (foreign keys cascade). */
export async function deleteInventory(db: DbOrTx, shop: Shop, inventoryId: number): Promise<boolean> {
  const removed = await db
    .delete(inventories)
    .where(and(ofShop(shop), eq(inventories.id, inventoryId)))
    .returning({ id: inventories.id });
  return removed.length > 0;
}

const taker = aliasedTable(users, 'taker');

/**
 * The count's sectors in walking order with their progress: lines, counted lines (a merged figure), lines in
 * conflict and who has taken the sector — grouped in SQL.
 */
export async function countSectorProgress(db: DbOrTx, shop: Shop, inventoryId: number) {
  return db
    .select({
      id: inventoryCountSectors.id,
      departmentId: inventoryCountSectors.departmentId,
      departmentName: inventoryCountSectors.departmentName,
      subDepartmentId: inventoryCountSectors.subDepartmentId,
      subDepartmentName: inventoryCountSectors.subDepartmentName,
      sectorName: inventoryCountSectors.sectorName,
      takenBy: fullName(taker),
      lines: sql<number>`count(${inventoryLines.id})`.mapWith(Number),
      counted: sql<number>`count(${inventoryLines.id}) filter (where (${lineTotalSql}) is not null)`.mapWith(Number),
      conflicts: sql<number>`count(${inventoryLines.id}) filter (where ${lineInConflictSql})`.mapWith(Number),
    })
    .from(inventoryCountSectors)
    .leftJoin(inventoryLines, eq(inventoryLines.countSectorId, inventoryCountSectors.id))
    .leftJoin(taker, eq(taker.id, inventoryCountSectors.takenByUserId))
    .where(and(eq(inventoryCountSectors.shopId, shop.shopId), eq(inventoryCountSectors.inventoryId, inventoryId)))
    .groupBy(inventoryCountSectors.id, taker.id)
    .orderBy(
      asc(inventoryCountSectors.departmentPosition),
      asc(inventoryCountSectors.departmentId),
      asc(inventoryCountSectors.subDepartmentPosition),
      asc(inventoryCountSectors.subDepartmentId),
      asc(inventoryCountSectors.sectorPosition),
      asc(inventoryCountSectors.id),
    );
}

/** The shop's counts to duplicate from, newest first. */
export async function inventoryChoices(db: DbOrTx, shop: Shop, limit = 200) {
  return db
    .select({ id: inventories.id, name: inventories.name, countDate: inventories.countDate })
    .from(inventories)
    .where(ofShop(shop))
    .orderBy(desc(inventories.countDate), desc(inventories.id))
    .limit(limit);
}

/** An earlier count to duplicate: its blind option and cut-off, or null when it is not this shop's. */
export async function findDuplicateSource(db: DbOrTx, shop: Shop, inventoryId: number) {
  const [row] = await db
    .select({ id: inventories.id, blind: inventories.blind, cutOffAt: inventories.cutOffAt })
    .from(inventories)
    .where(and(ofShop(shop), eq(inventories.id, inventoryId)));
  return row ?? null;
}
