import { and, asc, eq, inArray, isNull, max, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '#app/db/client.server';
import { jsonRows } from '#app/db/json-rows.server';
import {
  inventories,
  inventoryCountSectors,
  inventoryLineCounts,
  inventoryLines,
  productCountingUnits,
  productGtins,
  products,
  productSearchText,
  users,
} from '#app/db/schema';
import type { ShopScope } from '#app/modules/tenancy/shop-scope';
import { hasCode } from '#app/modules/receiving/receiving-catalog.repo.server';
import { toGtin14 } from '#app/utils/gs1';
import { likePattern } from '#app/utils/list-filters';
import type { ProductUnits } from './inventory-units';

type Shop = Pick<ShopScope, 'companyId' | 'shopId'>;

const personName = sql<string>`trim(${users.name} || ' ' || ${users.lastname})`;

/**
 * The count of the shop, or null. Inside a write transaction its row is locked against Finish and the count's other
 * writes until the write ends: each write of its lines moves the count's `updated_at` (triggers of migration 0026),
 * so two people's saves take turns from their start instead of deadlocking on that row at their end.
 */
export async function findInventory(db: DbOrTx, shop: Shop, inventoryId: number, lock = false) {
  const query = db
    .select({
      id: inventories.id,
      name: inventories.name,
      status: inventories.status,
      blind: inventories.blind,
      countDate: inventories.countDate,
    })
    .from(inventories)
    .where(and(eq(inventories.shopId, shop.shopId), eq(inventories.id, inventoryId)))
    .limit(1);
  const [row] = lock ? await query.for('no key update') : await query;
  return row ?? null;
}

/** The count's sectors of one sub-department in walking order, with who took each. */
export async function countSectorsOf(db: DbOrTx, shop: Shop, inventoryId: number, subDepartmentId: number) {
  return db
    .select({
      id: inventoryCountSectors.id,
      name: inventoryCountSectors.sectorName,
      departmentName: inventoryCountSectors.departmentName,
      subDepartmentName: inventoryCountSectors.subDepartmentName,
      takenByUserId: inventoryCountSectors.takenByUserId,
      takenByName: sql<string | null>`case when ${users.id} is null then null else ${personName} end`,
      takenAt: inventoryCountSectors.takenAt,
    })
    .from(inventoryCountSectors)
    .leftJoin(users, eq(users.id, inventoryCountSectors.takenByUserId))
    .where(
      and(
        eq(inventoryCountSectors.shopId, shop.shopId),
        eq(inventoryCountSectors.inventoryId, inventoryId),
        eq(inventoryCountSectors.subDepartmentId, subDepartmentId),
      ),
    )
    .orderBy(asc(inventoryCountSectors.sectorPosition), asc(inventoryCountSectors.id));
}

const productUnitColumns = {
  isWeighted: products.isWeighted,
  supplierUnit: products.supplierUnit,
  unitsPerPackage: products.unitsPerPackage,
  unitsInPackage: products.unitsInPackage,
  mainInventoryUnit: products.mainInventoryUnit,
  inventoryCountUnit: products.inventoryCountUnit,
  exportUnit: products.exportUnit,
};

/** The lines of some count sectors in shelf order, each with its product as counting needs it. */
export async function linesOfSectors(db: DbOrTx, shop: Shop, countSectorIds: number[]) {
  if (countSectorIds.length === 0) return [];
  return db
    .select({
      id: inventoryLines.id,
      countSectorId: inventoryLines.countSectorId,
      position: inventoryLines.position,
      addedDuringCount: inventoryLines.addedDuringCount,
      expectedQuantity: inventoryLines.expectedQuantity,
      resolvedTotal: inventoryLines.resolvedTotal,
      resolvedByName: sql<
        string | null
      >`(select ${personName} from ${users} where ${users.id} = ${inventoryLines.resolvedByUserId})`,
      resolvedAt: inventoryLines.resolvedAt,
      productId: products.id,
      name: products.name,
      ean: products.ean,
      itemCode: products.supplierProductId,
      internalCode: products.internalProductId,
      scanCountsPackage: products.scanCountsPackage,
      ...productUnitColumns,
    })
    .from(inventoryLines)
    .innerJoin(products, eq(products.id, inventoryLines.productId))
    .where(and(eq(inventoryLines.shopId, shop.shopId), inArray(inventoryLines.countSectorId, countSectorIds)))
    .orderBy(asc(inventoryLines.position), asc(inventoryLines.id));
}

/** Each product's other counting units and GTINs (two statements for the whole screen). */
export async function productCodesAndUnits(db: DbOrTx, shop: Shop, productIds: number[]) {
  if (productIds.length === 0) return { units: [], gtins: [] };
  const [units, gtins] = await Promise.all([
    db
      .select({
        productId: productCountingUnits.productId,
        unit: productCountingUnits.unit,
        factor: productCountingUnits.factor,
      })
      .from(productCountingUnits)
      .where(and(eq(productCountingUnits.shopId, shop.shopId), inArray(productCountingUnits.productId, productIds)))
      .orderBy(asc(productCountingUnits.unit)),
    db
      .select({ productId: productGtins.productId, gtin: productGtins.gtin })
      .from(productGtins)
      .where(
        and(
          eq(productGtins.shopId, shop.shopId),
          inArray(productGtins.productId, productIds),
          isNull(productGtins.deletedAt),
        ),
      ),
  ]);
  return { units, gtins };
}

/** Everyone's counts of some lines, with the counter's name. */
export async function countsOfLines(db: DbOrTx, shop: Shop, lineIds: number[]) {
  if (lineIds.length === 0) return [];
  return db
    .select({
      lineId: inventoryLineCounts.lineId,
      userId: inventoryLineCounts.userId,
      name: personName,
      cartons: inventoryLineCounts.cartons,
      units: inventoryLineCounts.units,
      otherUnit: inventoryLineCounts.otherUnit,
      otherAmount: inventoryLineCounts.otherAmount,
      total: inventoryLineCounts.total,
      changedAt: inventoryLineCounts.changedAt,
      countedAt: inventoryLineCounts.countedAt,
    })
    .from(inventoryLineCounts)
    .innerJoin(users, eq(users.id, inventoryLineCounts.userId))
    .where(and(eq(inventoryLineCounts.shopId, shop.shopId), inArray(inventoryLineCounts.lineId, lineIds)))
    .orderBy(asc(inventoryLineCounts.countedAt), asc(inventoryLineCounts.userId));
}

/** Lines of one sub-department of a count among `lineIds`, with their product's units (to read a save). */
export async function linesForSave(
  db: DbOrTx,
  shop: Shop,
  inventoryId: number,
  subDepartmentId: number,
  lineIds: number[],
): Promise<{ id: number; productId: number; units: Omit<ProductUnits, 'countingUnits'> }[]> {
  const rows = await db
    .select({ id: inventoryLines.id, productId: inventoryLines.productId, ...productUnitColumns })
    .from(inventoryLines)
    .innerJoin(inventoryCountSectors, eq(inventoryCountSectors.id, inventoryLines.countSectorId))
    .innerJoin(products, eq(products.id, inventoryLines.productId))
    .where(
      and(
        eq(inventoryLines.shopId, shop.shopId),
        eq(inventoryLines.inventoryId, inventoryId),
        eq(inventoryCountSectors.subDepartmentId, subDepartmentId),
        inArray(inventoryLines.id, lineIds),
      ),
    );
  return rows.map(({ id, productId, ...units }) => ({ id, productId, units }));
}

export interface CountRow {
  lineId: number;
  cartons: string | null;
  units: string | null;
  otherUnit: string | null;
  otherAmount: string | null;
  /** Null: the person's count of the line is taken back (the fields were emptied). */
  total: string | null;
  changedAt: number;
}

/**
 * One person's counts written in one statement (decision 035, "Counting together"): counted lines upserted, emptied
 * ones removed, each only when it is not this device's own older change; and every line whose count this changed
 * loses its decision (count-merge.ts). Returns how many rows were written.
 */
export async function writeCounts(
  tx: DbOrTx,
  shop: Shop,
  userId: number,
  device: string,
  rows: CountRow[],
): Promise<number> {
  const { columns, rows: input } = jsonRows(
    inventoryLineCounts,
    rows.map((row) => ({ companyId: shop.companyId, shopId: shop.shopId, userId, device, ...row })),
  );
  const c = sql.identifier('inventory_line_counts');
  const newer = sql`(${c}.device is distinct from excluded.device or ${c}.changed_at is null or excluded.changed_at >= ${c}.changed_at)`;
  const result = await tx.execute<{ written: number }>(sql`with input as (select ${columns} from ${input}),
    before as (select line_id, total from ${inventoryLineCounts}
      where user_id = ${userId} and line_id in (select line_id from input)),
    saved as (insert into ${inventoryLineCounts} (${columns}, counted_at)
      select ${columns}, now() from input where total is not null
      on conflict (line_id, user_id) do update set cartons = excluded.cartons, units = excluded.units,
        other_unit = excluded.other_unit, other_amount = excluded.other_amount, total = excluded.total,
        device = excluded.device, changed_at = excluded.changed_at, counted_at = excluded.counted_at
      where ${newer}
      returning line_id, total),
    gone as (delete from ${inventoryLineCounts} c using input i
      where i.total is null and c.line_id = i.line_id and c.user_id = i.user_id
        and (c.device is distinct from i.device or c.changed_at is null or i.changed_at >= c.changed_at)
      returning c.line_id),
    cleared as (update ${inventoryLines} set resolved_total = null, resolved_by_user_id = null, resolved_at = null
      where shop_id = ${shop.shopId} and resolved_total is not null and id in (
        select s.line_id from saved s left join before b on b.line_id = s.line_id where b.total is distinct from s.total
        union select line_id from gone)
      returning id)
    select ((select count(*) from saved) + (select count(*) from gone))::int as written`);
  return Number(result.rows[0]?.written ?? 0);
}

/** Takes (or gives back) one sector, or every sector of the sub-department; returns how many changed. */
export async function takeSectors(
  tx: DbOrTx,
  shop: Shop,
  target: { inventoryId: number; subDepartmentId: number; countSectorId: number | null },
  userId: number,
  release: boolean,
): Promise<number> {
  const rows = await tx
    .update(inventoryCountSectors)
    .set(release ? { takenByUserId: null, takenAt: null } : { takenByUserId: userId, takenAt: sql`now()` })
    .where(
      and(
        eq(inventoryCountSectors.shopId, shop.shopId),
        eq(inventoryCountSectors.inventoryId, target.inventoryId),
        eq(inventoryCountSectors.subDepartmentId, target.subDepartmentId),
        target.countSectorId === null ? undefined : eq(inventoryCountSectors.id, target.countSectorId),
        // Giving back releases only one's own takes.
        release ? eq(inventoryCountSectors.takenByUserId, userId) : undefined,
      ),
    )
    .returning({ id: inventoryCountSectors.id });
  return rows.length;
}

/** A product of the shop (not removed), or null. */
export async function findShopProduct(db: DbOrTx, shop: Shop, productId: number) {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.shopId, shop.shopId), eq(products.id, productId), isNull(products.deletedAt)))
    .limit(1);
  return row ?? null;
}

/** Adds a product to a count sector as found during the count (at the end); the existing line when it is there. */
export async function addCountLine(
  tx: DbOrTx,
  shop: Shop,
  sector: { inventoryId: number; countSectorId: number },
  productId: number,
): Promise<{ lineId: number; added: boolean }> {
  const [last] = await tx
    .select({ position: max(inventoryLines.position) })
    .from(inventoryLines)
    .where(and(eq(inventoryLines.shopId, shop.shopId), eq(inventoryLines.countSectorId, sector.countSectorId)));
  const [row] = await tx
    .insert(inventoryLines)
    .values({
      companyId: shop.companyId,
      shopId: shop.shopId,
      inventoryId: sector.inventoryId,
      countSectorId: sector.countSectorId,
      productId,
      position: (last?.position ?? -1) + 1,
      addedDuringCount: true,
    })
    .onConflictDoNothing({ target: [inventoryLines.countSectorId, inventoryLines.productId] })
    .returning({ id: inventoryLines.id });
  if (row) return { lineId: row.id, added: true };
  const [existing] = await tx
    .select({ id: inventoryLines.id })
    .from(inventoryLines)
    .where(and(eq(inventoryLines.countSectorId, sector.countSectorId), eq(inventoryLines.productId, productId)));
  return { lineId: existing!.id, added: false };
}

/** Records the decided figure of a line of the sub-department; false when there is no such line. */
export async function resolveLine(
  tx: DbOrTx,
  shop: Shop,
  target: { inventoryId: number; subDepartmentId: number; lineId: number },
  total: string,
  userId: number,
): Promise<boolean> {
  const rows = await tx
    .update(inventoryLines)
    .set({ resolvedTotal: total, resolvedByUserId: userId, resolvedAt: sql`now()` })
    .where(
      and(
        eq(inventoryLines.shopId, shop.shopId),
        eq(inventoryLines.inventoryId, target.inventoryId),
        eq(inventoryLines.id, target.lineId),
        sql`${inventoryLines.countSectorId} in (select ${inventoryCountSectors.id} from ${inventoryCountSectors}
          where ${inventoryCountSectors.inventoryId} = ${target.inventoryId}
            and ${inventoryCountSectors.subDepartmentId} = ${target.subDepartmentId})`,
      ),
    )
    .returning({ id: inventoryLines.id });
  return rows.length > 0;
}

const MAX_FOUND = 20;

/** Products of the shop by a scanned code (EAN, GTIN, item or internal code) or a search of names and codes. */
export async function findCountProducts(db: DbOrTx, shop: Shop, query: { code: string } | { search: string }) {
  let condition;
  if ('code' in query) {
    const code = query.code.trim();
    const gtin = toGtin14(code);
    const exact = or(
      eq(products.supplierProductId, code),
      eq(products.internalProductId, code),
      eq(products.ean, code),
    );
    condition = gtin ? or(exact, hasCode(gtin)) : exact;
  } else {
    condition = sql`${productSearchText(products)} like ${likePattern(query.search.trim().toLowerCase())}`;
  }
  return db
    .select({ id: products.id, name: products.name, itemCode: products.supplierProductId, ean: products.ean })
    .from(products)
    .where(and(eq(products.shopId, shop.shopId), isNull(products.deletedAt), condition))
    .orderBy(asc(products.name), asc(products.id))
    .limit(MAX_FOUND);
}
