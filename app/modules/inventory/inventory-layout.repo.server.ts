import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '#app/db/client.server';
import {
  inventoryDepartments,
  inventorySectorProducts,
  inventorySectors,
  inventorySubDepartments,
  products,
  shops,
} from '#app/db/schema';
import { mayInShop, type ShopScope } from '#app/modules/tenancy/shop-scope';
import type { LayoutLevel } from './inventory-layout.schema';

/**
 * The shop's layout (inventory_departments, inventory_sub_departments, inventory_sectors, inventory_sector_products):
 * the only place that reads or writes it. Every function takes the shop and touches only its rows, and only for a
 * caller holding 'inventory:manage' (listLayoutForCount: 'inventory:count' or 'inventory:manage'); another shop's
 * id is "not found". Positions are dense (0, 1, 2, …) among siblings: every write that changes the siblings renumbers
 * them in one statement.
 */

type PartTable = typeof inventoryDepartments | typeof inventorySubDepartments | typeof inventorySectors;

const TABLES = {
  department: inventoryDepartments,
  subDepartment: inventorySubDepartments,
  sector: inventorySectors,
} as const;

const table = (level: LayoutLevel): PartTable => TABLES[level];

/** The column naming a part's parent; a department's parent is the shop itself. */
function parentColumn(level: LayoutLevel) {
  if (level === 'subDepartment') return inventorySubDepartments.departmentId;
  if (level === 'sector') return inventorySectors.subDepartmentId;
  return null;
}

const ofShop = (t: { companyId: AnyPgColumn; shopId: AnyPgColumn }) => (shop: ShopScope) =>
  and(eq(t.companyId, shop.companyId), eq(t.shopId, shop.shopId));

function siblingsOf(level: LayoutLevel, shop: ShopScope, parentId: number | null): SQL | undefined {
  const t = table(level);
  const parent = parentColumn(level);
  return and(
    eq(t.companyId, shop.companyId),
    eq(t.shopId, shop.shopId),
    parent && parentId !== null ? eq(parent, parentId) : undefined,
  );
}

export const mayManageLayout = (shop: ShopScope) => mayInShop(shop, 'inventory:manage');

export interface LayoutPart {
  id: number;
  name: string;
  /** The department of a sub-department, the sub-department of a sector; null for a department. */
  parentId: number | null;
}

/**
 * Locks the parent of new or renamed siblings (the shop's row for departments) until the transaction ends, so two
 * people adding the same name, or the 201st part, at once are told apart. False when the parent is not the shop's.
 */
export async function lockParent(tx: DbOrTx, shop: ShopScope, level: LayoutLevel, parentId: number | null) {
  if (level === 'department') {
    const [row] = await tx
      .select({ id: shops.id })
      .from(shops)
      .where(and(eq(shops.companyId, shop.companyId), eq(shops.id, shop.shopId)))
      .for('no key update');
    return Boolean(row);
  }
  if (parentId === null) return false;
  const parent = level === 'subDepartment' ? inventoryDepartments : inventorySubDepartments;
  const [row] = await tx
    .select({ id: parent.id })
    .from(parent)
    .where(and(ofShop(parent)(shop), eq(parent.id, parentId)))
    .for('no key update');
  return Boolean(row);
}

/** Locks one of the shop's sectors until the transaction ends (its products' order); false when not the shop's. */
export async function lockSector(tx: DbOrTx, shop: ShopScope, sectorId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: inventorySectors.id })
    .from(inventorySectors)
    .where(and(ofShop(inventorySectors)(shop), eq(inventorySectors.id, sectorId)))
    .for('no key update');
  return Boolean(row);
}

/** One of the shop's parts with its parent, or null. */
export async function findPart(
  db: DbOrTx,
  shop: ShopScope,
  level: LayoutLevel,
  id: number,
): Promise<LayoutPart | null> {
  if (!mayManageLayout(shop)) return null;
  const t = table(level);
  const parent = parentColumn(level);
  const [row] = await db
    .select({ id: t.id, name: t.name, parentId: parent ? sql<number>`${parent}` : sql<null>`null` })
    .from(t as typeof inventoryDepartments)
    .where(and(siblingsOf(level, shop, null), eq(t.id, id)));
  return row ?? null;
}

/** The siblings under one parent in their order (id and name). */
export async function listSiblings(db: DbOrTx, shop: ShopScope, level: LayoutLevel, parentId: number | null) {
  if (!mayManageLayout(shop)) return [];
  const t = table(level);
  return db
    .select({ id: t.id, name: t.name })
    .from(t as typeof inventoryDepartments)
    .where(siblingsOf(level, shop, parentId))
    .orderBy(asc(t.position), asc(t.id));
}

/** Stores a new part at the end of its siblings; returns its id. */
export async function insertPart(
  tx: DbOrTx,
  shop: ShopScope,
  level: LayoutLevel,
  parentId: number | null,
  name: string,
  position: number,
): Promise<number> {
  const keys = { companyId: shop.companyId, shopId: shop.shopId, name, position };
  if (level === 'department') {
    const [row] = await tx.insert(inventoryDepartments).values(keys).returning({ id: inventoryDepartments.id });
    return row!.id;
  }
  if (level === 'subDepartment') {
    const [row] = await tx
      .insert(inventorySubDepartments)
      .values({ ...keys, departmentId: parentId! })
      .returning({ id: inventorySubDepartments.id });
    return row!.id;
  }
  const [row] = await tx
    .insert(inventorySectors)
    .values({ ...keys, subDepartmentId: parentId! })
    .returning({ id: inventorySectors.id });
  return row!.id;
}

export async function updatePartName(tx: DbOrTx, shop: ShopScope, level: LayoutLevel, id: number, name: string) {
  const t = table(level);
  await tx
    .update(t as typeof inventoryDepartments)
    .set({ name })
    .where(and(siblingsOf(level, shop, null), eq(t.id, id)));
}

/** Removes a part; the foreign keys remove what is inside it. */
export async function deletePart(tx: DbOrTx, shop: ShopScope, level: LayoutLevel, id: number) {
  const t = table(level);
  await tx.delete(t as typeof inventoryDepartments).where(and(siblingsOf(level, shop, null), eq(t.id, id)));
}

/** Renumbers the siblings 0, 1, 2, … in their present order (after a removal), in one statement. */
export async function renumberParts(tx: DbOrTx, shop: ShopScope, level: LayoutLevel, parentId: number | null) {
  const t = table(level);
  await tx.execute(sql`
    update ${t} set position = ranked.n - 1
    from (select ${t.id} as id, row_number() over (order by ${t.position}, ${t.id}) as n
          from ${t} where ${siblingsOf(level, shop, parentId)}) ranked
    where ${t.id} = ranked.id and ${t.position} <> ranked.n - 1`);
}

/** Gives the siblings the positions of the ids' order (0 for the first), in one statement. */
export async function setPartOrder(
  tx: DbOrTx,
  shop: ShopScope,
  level: LayoutLevel,
  parentId: number | null,
  ids: readonly number[],
) {
  const t = table(level);
  await tx.execute(sql`
    update ${t} set position = wanted.ord - 1
    from unnest(string_to_array(${ids.join(',')}, ',')::int[]) with ordinality as wanted(id, ord)
    where ${t.id} = wanted.id and ${siblingsOf(level, shop, parentId)}`);
}

// ——— The pages' reads ———

export interface DepartmentRow {
  id: number;
  name: string;
  subDepartments: { id: number; name: string; sectorCount: number; productCount: number }[];
}

/**
 * The shop's departments in order, each with its sub-departments in order and how many sectors and product places
 * each holds: the departments page, and the "Add inventory" form's choice of what to count.
 */
export async function listLayoutForCount(db: DbOrTx, shop: ShopScope): Promise<DepartmentRow[]> {
  if (!mayInShop(shop, 'inventory:manage') && !mayInShop(shop, 'inventory:count')) return [];
  const rows = await db
    .select({
      departmentId: inventoryDepartments.id,
      departmentName: inventoryDepartments.name,
      subDepartmentId: inventorySubDepartments.id,
      subDepartmentName: inventorySubDepartments.name,
      sectorCount: sql<number>`(select count(*)::int from ${inventorySectors}
        where ${inventorySectors.subDepartmentId} = ${inventorySubDepartments.id})`,
      productCount: sql<number>`(select count(*)::int from ${inventorySectorProducts}
        join ${inventorySectors} on ${inventorySectors.id} = ${inventorySectorProducts.sectorId}
        where ${inventorySectors.subDepartmentId} = ${inventorySubDepartments.id})`,
    })
    .from(inventoryDepartments)
    .leftJoin(inventorySubDepartments, eq(inventorySubDepartments.departmentId, inventoryDepartments.id))
    .where(ofShop(inventoryDepartments)(shop))
    .orderBy(
      asc(inventoryDepartments.position),
      asc(inventoryDepartments.id),
      asc(inventorySubDepartments.position),
      asc(inventorySubDepartments.id),
    );
  const departments: DepartmentRow[] = [];
  for (const row of rows) {
    let department = departments.at(-1);
    if (department?.id !== row.departmentId) {
      department = { id: row.departmentId, name: row.departmentName, subDepartments: [] };
      departments.push(department);
    }
    if (row.subDepartmentId !== null)
      department.subDepartments.push({
        id: row.subDepartmentId,
        name: row.subDepartmentName!,
        sectorCount: row.sectorCount,
        productCount: row.productCount,
      });
  }
  return departments;
}

export interface SectorRow {
  id: number;
  name: string;
  productCount: number;
}

/** A sub-department's sectors in order, each with how many products it holds. */
export async function listSectors(db: DbOrTx, shop: ShopScope, subDepartmentId: number): Promise<SectorRow[]> {
  if (!mayManageLayout(shop)) return [];
  return db
    .select({
      id: inventorySectors.id,
      name: inventorySectors.name,
      productCount: sql<number>`(select count(*)::int from ${inventorySectorProducts}
        where ${inventorySectorProducts.sectorId} = ${inventorySectors.id})`,
    })
    .from(inventorySectors)
    .where(and(siblingsOf('sector', shop, subDepartmentId)))
    .orderBy(asc(inventorySectors.position), asc(inventorySectors.id));
}

export interface SectorChoice {
  id: number;
  name: string;
  subDepartmentId: number;
  subDepartmentName: string;
  departmentName: string;
}

/** Every sector of the shop with its sub-department and department, in layout order: the pick on the products page. */
export async function listSectorChoices(db: DbOrTx, shop: ShopScope): Promise<SectorChoice[]> {
  if (!mayManageLayout(shop)) return [];
  return db
    .select({
      id: inventorySectors.id,
      name: inventorySectors.name,
      subDepartmentId: inventorySubDepartments.id,
      subDepartmentName: inventorySubDepartments.name,
      departmentName: inventoryDepartments.name,
    })
    .from(inventorySectors)
    .innerJoin(inventorySubDepartments, eq(inventorySubDepartments.id, inventorySectors.subDepartmentId))
    .innerJoin(inventoryDepartments, eq(inventoryDepartments.id, inventorySubDepartments.departmentId))
    .where(ofShop(inventorySectors)(shop))
    .orderBy(
      asc(inventoryDepartments.position),
      asc(inventoryDepartments.id),
      asc(inventorySubDepartments.position),
      asc(inventorySubDepartments.id),
      asc(inventorySectors.position),
      asc(inventorySectors.id),
    );
}

// ——— Products in a sector ———

export interface SectorProductRow {
  productId: number;
  name: string;
  ean: string | null;
  internalProductId: string | null;
  supplierProductId: string | null;
  /** Shown struck through: a product removed from the catalog stays in the sector until removed here. */
  deleted: boolean;
}

/** A sector's products in shelf order (at most MAX_SECTOR_PRODUCTS, so the whole sector, no paging). */
export async function listSectorProducts(db: DbOrTx, shop: ShopScope, sectorId: number): Promise<SectorProductRow[]> {
  if (!mayManageLayout(shop)) return [];
  return db
    .select({
      productId: products.id,
      name: products.name,
      ean: products.ean,
      internalProductId: products.internalProductId,
      supplierProductId: products.supplierProductId,
      deleted: sql<boolean>`${products.deletedAt} is not null`,
    })
    .from(inventorySectorProducts)
    .innerJoin(products, eq(products.id, inventorySectorProducts.productId))
    .where(and(ofShop(inventorySectorProducts)(shop), eq(inventorySectorProducts.sectorId, sectorId)))
    .orderBy(asc(inventorySectorProducts.position), asc(inventorySectorProducts.productId));
}

/** The product ids of a sector in shelf order. */
export async function sectorProductIds(tx: DbOrTx, shop: ShopScope, sectorId: number): Promise<number[]> {
  const rows = await tx
    .select({ productId: inventorySectorProducts.productId })
    .from(inventorySectorProducts)
    .where(and(ofShop(inventorySectorProducts)(shop), eq(inventorySectorProducts.sectorId, sectorId)))
    .orderBy(asc(inventorySectorProducts.position), asc(inventorySectorProducts.productId));
  return rows.map((row) => row.productId);
}

/** Puts a product at the end of a sector; false when it is there already. */
export async function insertSectorProduct(
  tx: DbOrTx,
  shop: ShopScope,
  sectorId: number,
  productId: number,
  position: number,
): Promise<boolean> {
  const rows = await tx
    .insert(inventorySectorProducts)
    .values({ companyId: shop.companyId, shopId: shop.shopId, sectorId, productId, position })
    .onConflictDoNothing()
    .returning({ productId: inventorySectorProducts.productId });
  return rows.length > 0;
}

/** Takes a product out of a sector; false when it was not there. */
export async function deleteSectorProduct(tx: DbOrTx, shop: ShopScope, sectorId: number, productId: number) {
  const rows = await tx
    .delete(inventorySectorProducts)
    .where(
      and(
        ofShop(inventorySectorProducts)(shop),
        eq(inventorySectorProducts.sectorId, sectorId),
        eq(inventorySectorProducts.productId, productId),
      ),
    )
    .returning({ productId: inventorySectorProducts.productId });
  return rows.length > 0;
}

/** Gives a sector's products the positions of the ids' order (0 for the first), in one statement. */
export async function setSectorProductOrder(tx: DbOrTx, shop: ShopScope, sectorId: number, ids: readonly number[]) {
  const t = inventorySectorProducts;
  await tx.execute(sql`
    update ${t} set position = wanted.ord - 1
    from unnest(string_to_array(${ids.join(',')}, ',')::int[]) with ordinality as wanted(id, ord)
    where ${t.productId} = wanted.id and ${t.sectorId} = ${sectorId}
      and ${t.companyId} = ${shop.companyId} and ${t.shopId} = ${shop.shopId}`);
}
