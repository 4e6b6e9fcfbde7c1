import type { Database, DbOrTx, Tx } from '#app/db/client.server';
import type { ShopScope } from '#app/modules/tenancy/shop-scope';
import {
  MAX_LAYOUT_PARTS,
  MAX_SECTOR_PRODUCTS,
  moveInOrder,
  nameTaken,
  sameItems,
  type MoveDirection,
} from './inventory-layout';
import { findByCode, findCatalogProduct } from './inventory-layout-catalog.repo.server';
import {
  deletePart,
  deleteSectorProduct,
  findPart,
  insertPart,
  insertSectorProduct,
  listSiblings,
  lockParent,
  lockSector,
  mayManageLayout,
  renumberParts,
  sectorProductIds,
  setPartOrder,
  setSectorProductOrder,
  updatePartName,
} from './inventory-layout.repo.server';
import type { LayoutLevel } from './inventory-layout.schema';

/**
 * Changing the shop's layout: each change in one transaction that first locks the parent (the shop's row for
 * departments), so the name rule, the limits and the dense positions hold when two people change the same list.
 */

type Refusal = 'forbidden' | 'not_found';
type Result<T = object> =
  ({ ok: true } & T) | { ok: false; reason: Refusal | 'name_taken' | 'too_many' | 'stale_order' };

/** A level's parent level, whose row must be the shop's (a department's parent is the shop). */
const needsParent = (level: LayoutLevel) => level !== 'department';

/**
 * Adds a department, sub-department or sector at the end of its siblings. A new department gets one sub-department
 * of the same name, so it can be counted at once (decision 035, The layout).
 */
export async function addPart(
  db: Database,
  shop: ShopScope,
  level: LayoutLevel,
  parentId: number | null,
  name: string,
): Promise<Result<{ id: number }>> {
  if (!mayManageLayout(shop)) return { ok: false, reason: 'forbidden' };
  if (needsParent(level) && parentId === null) return { ok: false, reason: 'not_found' };
  const parent = needsParent(level) ? parentId : null;
  return db.transaction(async (tx): Promise<Result<{ id: number }>> => {
    if (!(await lockParent(tx, shop, level, parent))) return { ok: false, reason: 'not_found' };
    const siblings = await listSiblings(tx, shop, level, parent);
    if (nameTaken(siblings, name)) return { ok: false, reason: 'name_taken' };
    if (siblings.length >= MAX_LAYOUT_PARTS) return { ok: false, reason: 'too_many' };
    const id = await insertPart(tx, shop, level, parent, name, siblings.length);
    if (level === 'department') await insertPart(tx, shop, 'subDepartment', id, name, 0);
    return { ok: true, id };
  });
}

/** Runs `work` in one transaction on one of the shop's parts with its parent locked (so sibling order stays dense). */
async function onLockedPart(
  db: Database,
  shop: ShopScope,
  level: LayoutLevel,
  id: number,
  work: (tx: Tx, part: { parentId: number | null }) => Promise<Result>,
): Promise<Result> {
  if (!mayManageLayout(shop)) return { ok: false, reason: 'forbidden' };
  return db.transaction(async (tx): Promise<Result> => {
    const part = await findPart(tx, shop, level, id);
    if (!part) return { ok: false, reason: 'not_found' };
    await lockParent(tx, shop, level, part.parentId);
    return work(tx, part);
  });
}

export async function renamePart(
  db: Database,
  shop: ShopScope,
  level: LayoutLevel,
  id: number,
  name: string,
): Promise<Result> {
  return onLockedPart(db, shop, level, id, async (tx, part) => {
    if (nameTaken(await listSiblings(tx, shop, level, part.parentId), name, id))
      return { ok: false, reason: 'name_taken' };
    await updatePartName(tx, shop, level, id, name);
    return { ok: true };
  });
}

/** Removes a part with everything inside it (the foreign keys cascade) and closes the gap in its siblings' order. */
export async function removePart(db: Database, shop: ShopScope, level: LayoutLevel, id: number): Promise<Result> {
  return onLockedPart(db, shop, level, id, async (tx, part) => {
    await deletePart(tx, shop, level, id);
    await renumberParts(tx, shop, level, part.parentId);
    return { ok: true };
  });
}

/** Moves a part one place up or down; at either end it stays (ok, nothing changes). */
export async function movePart(
  db: Database,
  shop: ShopScope,
  level: LayoutLevel,
  id: number,
  direction: MoveDirection,
): Promise<Result> {
  return onLockedPart(db, shop, level, id, async (tx, part) => {
    const order = moveInOrder(
      (await listSiblings(tx, shop, level, part.parentId)).map((sibling) => sibling.id),
      id,
      direction,
    );
    if (order) await setPartOrder(tx, shop, level, part.parentId, order);
    return { ok: true };
  });
}

/** Puts the siblings in the order given (after a drag); the order must name exactly the present siblings. */
export async function reorderParts(
  db: Database,
  shop: ShopScope,
  level: LayoutLevel,
  parentId: number | null,
  ids: number[],
): Promise<Result> {
  if (!mayManageLayout(shop)) return { ok: false, reason: 'forbidden' };
  if (needsParent(level) && parentId === null) return { ok: false, reason: 'not_found' };
  const parent = needsParent(level) ? parentId : null;
  return db.transaction(async (tx): Promise<Result> => {
    if (!(await lockParent(tx, shop, level, parent))) return { ok: false, reason: 'not_found' };
    const current = (await listSiblings(tx, shop, level, parent)).map((sibling) => sibling.id);
    if (!sameItems(current, ids)) return { ok: false, reason: 'stale_order' };
    await setPartOrder(tx, shop, level, parent, ids);
    return { ok: true };
  });
}

// ——— Products in a sector ———

type SectorResult<T = object> =
  ({ ok: true } & T) | { ok: false; reason: Refusal | 'unknown_product' | 'too_many' | 'stale_order' };

/** Locks the sector (so its positions stay dense) and reads its products in shelf order; null when not the shop's. */
async function lockedSector(tx: DbOrTx, shop: ShopScope, sectorId: number): Promise<number[] | null> {
  if (!(await lockSector(tx, shop, sectorId))) return null;
  return sectorProductIds(tx, shop, sectorId);
}

/**
 * Puts one of the shop's live products at the end of a sector. A product already there stays where it is
 * (`added: false`); a product may sit in several sectors.
 */
export async function addSectorProduct(
  db: Database,
  shop: ShopScope,
  sectorId: number,
  productId: number,
): Promise<SectorResult<{ added: boolean }>> {
  if (!mayManageLayout(shop)) return { ok: false, reason: 'forbidden' };
  return db.transaction(async (tx): Promise<SectorResult<{ added: boolean }>> => {
    const current = await lockedSector(tx, shop, sectorId);
    if (!current) return { ok: false, reason: 'not_found' };
    if (current.includes(productId)) return { ok: true, added: false };
    if (current.length >= MAX_SECTOR_PRODUCTS) return { ok: false, reason: 'too_many' };
    if (!(await findCatalogProduct(tx, shop, productId))) return { ok: false, reason: 'unknown_product' };
    return { ok: true, added: await insertSectorProduct(tx, shop, sectorId, productId, current.length) };
  });
}

/** The product a scanned code names, put at the end of the sector (or found there already). */
export async function scanIntoSector(
  db: Database,
  shop: ShopScope,
  sectorId: number,
  code: string,
): Promise<SectorResult<{ added: boolean; productName: string }>> {
  if (!mayManageLayout(shop)) return { ok: false, reason: 'forbidden' };
  const product = await findByCode(db, shop, code);
  if (!product) {
    const sector = await findPart(db, shop, 'sector', sectorId);
    return { ok: false, reason: sector ? 'unknown_product' : 'not_found' };
  }
  const result = await addSectorProduct(db, shop, sectorId, product.id);
  return result.ok ? { ...result, productName: product.name } : result;
}

export async function removeSectorProduct(
  db: Database,
  shop: ShopScope,
  sectorId: number,
  productId: number,
): Promise<SectorResult> {
  if (!mayManageLayout(shop)) return { ok: false, reason: 'forbidden' };
  return db.transaction(async (tx): Promise<SectorResult> => {
    const current = await lockedSector(tx, shop, sectorId);
    if (!current || !current.includes(productId)) return { ok: false, reason: 'not_found' };
    await deleteSectorProduct(tx, shop, sectorId, productId);
    await setSectorProductOrder(
      tx,
      shop,
      sectorId,
      current.filter((id) => id !== productId),
    );
    return { ok: true };
  });
}

export async function moveSectorProduct(
  db: Database,
  shop: ShopScope,
  sectorId: number,
  productId: number,
  direction: MoveDirection,
): Promise<SectorResult> {
  if (!mayManageLayout(shop)) return { ok: false, reason: 'forbidden' };
  return db.transaction(async (tx): Promise<SectorResult> => {
    const current = await lockedSector(tx, shop, sectorId);
    if (!current || !current.includes(productId)) return { ok: false, reason: 'not_found' };
    const order = moveInOrder(current, productId, direction);
    if (order) await setSectorProductOrder(tx, shop, sectorId, order);
    return { ok: true };
  });
}

export async function reorderSectorProducts(
  db: Database,
  shop: ShopScope,
  sectorId: number,
  ids: number[],
): Promise<SectorResult> {
  if (!mayManageLayout(shop)) return { ok: false, reason: 'forbidden' };
  return db.transaction(async (tx): Promise<SectorResult> => {
    const current = await lockedSector(tx, shop, sectorId);
    if (!current) return { ok: false, reason: 'not_found' };
    if (!sameItems(current, ids)) return { ok: false, reason: 'stale_order' };
    await setSectorProductOrder(tx, shop, sectorId, ids);
    return { ok: true };
  });
}
