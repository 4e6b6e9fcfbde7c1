import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '#app/db/client.server';
import {
  inventories,
  inventoryCountSectors,
  inventoryDepartments,
  inventoryLineCounts,
  inventoryLines,
  inventorySectorProducts,
  inventorySectors,
  inventorySubDepartments,
} from '#app/db/schema';
import type { InventoryStatus } from '#app/db/schema/inventory';

interface InventoryShop {
  companyId: number;
  shopId: number;
}

export interface LayoutSpec {
  name: string;
  subDepartments: { name: string; sectors: { name: string; productIds: number[] }[] }[];
}

export interface CreatedLayout {
  departments: {
    id: number;
    name: string;
    subDepartments: { id: number; name: string; sectors: { id: number; name: string }[] }[];
  }[];
}

/** Departments, sub-departments, sectors and their products in shelf order, by plain inserts. */
export async function createInventoryLayout(
  db: DbOrTx,
  shop: InventoryShop,
  departments: LayoutSpec[],
): Promise<CreatedLayout> {
  const keys = { companyId: shop.companyId, shopId: shop.shopId };
  const created: CreatedLayout = { departments: [] };
  for (const [departmentPosition, department] of departments.entries()) {
    const [departmentRow] = await db
      .insert(inventoryDepartments)
      .values({ ...keys, name: department.name, position: departmentPosition })
      .returning({ id: inventoryDepartments.id });
    const createdDepartment: CreatedLayout['departments'][number] = {
      id: departmentRow!.id,
      name: department.name,
      subDepartments: [],
    };
    for (const [subPosition, sub] of department.subDepartments.entries()) {
      const [subRow] = await db
        .insert(inventorySubDepartments)
        .values({ ...keys, departmentId: departmentRow!.id, name: sub.name, position: subPosition })
        .returning({ id: inventorySubDepartments.id });
      const createdSub = { id: subRow!.id, name: sub.name, sectors: [] as { id: number; name: string }[] };
      for (const [sectorPosition, sector] of sub.sectors.entries()) {
        const [sectorRow] = await db
          .insert(inventorySectors)
          .values({ ...keys, subDepartmentId: subRow!.id, name: sector.name, position: sectorPosition })
          .returning({ id: inventorySectors.id });
        if (sector.productIds.length > 0) {
          await db.insert(inventorySectorProducts).values(
            sector.productIds.map((productId, position) => ({
              ...keys,
              sectorId: sectorRow!.id,
              productId,
              position,
            })),
          );
        }
        createdSub.sectors.push({ id: sectorRow!.id, name: sector.name });
      }
      createdDepartment.subDepartments.push(createdSub);
    }
    created.departments.push(createdDepartment);
  }
  return created;
}

export interface InventoryValues {
  name?: string;
  countDate?: string;
  cutOffAt?: Date;
  blind?: boolean;
  status?: InventoryStatus;
  createdByUserId?: number | null;
  finishedByUserId?: number | null;
  /** The layout's sub-departments to count; all of the shop's when left out. */
  subDepartmentIds?: number[];
}

/**
 * A count with the layout's sectors and products copied into it, by plain inserts (not the module's service): returns
 * the count and its lines by product and sector.
 */
export async function createInventory(db: DbOrTx, shop: InventoryShop, values: InventoryValues = {}) {
  const keys = { companyId: shop.companyId, shopId: shop.shopId };
  const status = values.status ?? 'in_progress';
  const [inventory] = await db
    .insert(inventories)
    .values({
      ...keys,
      name: values.name ?? 'Count',
      countDate: values.countDate ?? '2026-11-20',
      cutOffAt: values.cutOffAt ?? new Date('2026-11-20T20:00:00Z'),
      blind: values.blind ?? false,
      status,
      createdByUserId: values.createdByUserId ?? null,
      finishedAt: status === 'finished' ? new Date() : null,
      finishedByUserId: status === 'finished' ? (values.finishedByUserId ?? values.createdByUserId ?? null) : null,
    })
    .returning();
  const sectors = await db
    .select({
      departmentId: inventoryDepartments.id,
      departmentName: inventoryDepartments.name,
      departmentPosition: inventoryDepartments.position,
      subDepartmentId: inventorySubDepartments.id,
      subDepartmentName: inventorySubDepartments.name,
      subDepartmentPosition: inventorySubDepartments.position,
      sectorId: inventorySectors.id,
      sectorName: inventorySectors.name,
      sectorPosition: inventorySectors.position,
    })
    .from(inventorySectors)
    .innerJoin(inventorySubDepartments, eq(inventorySubDepartments.id, inventorySectors.subDepartmentId))
    .innerJoin(inventoryDepartments, eq(inventoryDepartments.id, inventorySubDepartments.departmentId))
    .where(
      and(
        eq(inventorySectors.shopId, shop.shopId),
        values.subDepartmentIds ? inArray(inventorySubDepartments.id, values.subDepartmentIds) : undefined,
      ),
    );
  const lines: { id: number; productId: number; sectorId: number; countSectorId: number }[] = [];
  for (const sector of sectors) {
    const [countSector] = await db
      .insert(inventoryCountSectors)
      .values({ ...keys, inventoryId: inventory!.id, ...sector })
      .returning({ id: inventoryCountSectors.id });
    const placed = await db
      .select()
      .from(inventorySectorProducts)
      .where(eq(inventorySectorProducts.sectorId, sector.sectorId))
      .orderBy(inventorySectorProducts.position);
    if (placed.length === 0) continue;
    const rows = await db
      .insert(inventoryLines)
      .values(
        placed.map((product) => ({
          ...keys,
          inventoryId: inventory!.id,
          countSectorId: countSector!.id,
          productId: product.productId,
          position: product.position,
        })),
      )
      .returning({ id: inventoryLines.id, productId: inventoryLines.productId });
    lines.push(...rows.map((row) => ({ ...row, sectorId: sector.sectorId, countSectorId: countSector!.id })));
  }
  return { inventory: inventory!, lines };
}

export interface LineCountValues {
  cartons?: string | null;
  units?: string | null;
  otherUnit?: string | null;
  otherAmount?: string | null;
  total: string;
}

/** One person's count of a line, by a plain insert (the total is taken as given). */
export async function addLineCount(
  db: DbOrTx,
  shop: InventoryShop,
  lineId: number,
  userId: number,
  values: LineCountValues,
) {
  await db.insert(inventoryLineCounts).values({
    companyId: shop.companyId,
    shopId: shop.shopId,
    lineId,
    userId,
    cartons: values.cartons ?? null,
    units: values.units ?? values.total,
    otherUnit: values.otherUnit ?? null,
    otherAmount: values.otherAmount ?? null,
    total: values.total,
  });
}
