import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#app/db/client.server';
import {
  inventoryDepartments,
  inventorySectorProducts,
  inventorySectors,
  inventorySubDepartments,
} from '#app/db/schema';
import type { ShopScope } from '#app/modules/tenancy/shop-scope';

/**
 * The layout's departments with their sub-departments and how many products each holds, for choosing what a new
 * count covers. Temporary: the layout part's `listLayoutForCount` replaces it after the merge.
 */
export async function layoutChoices(db: DbOrTx, shop: Pick<ShopScope, 'companyId' | 'shopId'>) {
  const rows = await db
    .select({
      departmentId: inventoryDepartments.id,
      departmentName: inventoryDepartments.name,
      subDepartmentId: inventorySubDepartments.id,
      subDepartmentName: inventorySubDepartments.name,
      products: sql<number>`count(${inventorySectorProducts.productId})`.mapWith(Number),
    })
    .from(inventorySubDepartments)
    .innerJoin(inventoryDepartments, eq(inventoryDepartments.id, inventorySubDepartments.departmentId))
    .leftJoin(inventorySectors, eq(inventorySectors.subDepartmentId, inventorySubDepartments.id))
    .leftJoin(inventorySectorProducts, eq(inventorySectorProducts.sectorId, inventorySectors.id))
    .where(and(eq(inventorySubDepartments.companyId, shop.companyId), eq(inventorySubDepartments.shopId, shop.shopId)))
    .groupBy(inventoryDepartments.id, inventorySubDepartments.id)
    .orderBy(
      asc(inventoryDepartments.position),
      asc(inventoryDepartments.id),
      asc(inventorySubDepartments.position),
      asc(inventorySubDepartments.id),
    );
  const departments: {
    id: number;
    name: string;
    subDepartments: { id: number; name: string; products: number }[];
  }[] = [];
  for (const row of rows) {
    let department = departments.at(-1);
    if (department?.id !== row.departmentId) {
      department = { id: row.departmentId, name: row.departmentName, subDepartments: [] };
      departments.push(department);
    }
    department.subDepartments.push({ id: row.subDepartmentId, name: row.subDepartmentName, products: row.products });
  }
  return departments;
}
