import type { Database } from '#app/db/client.server';
import { mayInShop, type ShopScope } from '#app/modules/tenancy/shop-scope';
import type { CountTarget } from './count-save.service.server';
import type { CountScreenView, ScreenLine } from './count-screen';
import {
  countSectorsOf,
  countsOfLines,
  findCountProducts,
  findInventory,
  linesOfSectors,
  productCodesAndUnits,
} from './inventory-counts.repo.server';

/**
 * The counting screen of one sub-department of a count: its sectors in walking order, their lines in shelf order with
 * each product's codes and units, the expected quantity unless the count is blind, and everyone's counts (five
 * statements whatever the size). Null when the count is not this shop's or has no such sub-department.
 */
export async function getCountScreen(
  db: Database,
  shop: ShopScope,
  target: CountTarget,
): Promise<{ ok: true; view: CountScreenView } | { ok: false; reason: 'forbidden' | 'not_found' }> {
  if (!mayInShop(shop, 'inventory:view')) return { ok: false, reason: 'forbidden' };
  const inventory = await findInventory(db, shop, target.inventoryId);
  if (!inventory) return { ok: false, reason: 'not_found' };
  const sectors = await countSectorsOf(db, shop, target.inventoryId, target.subDepartmentId);
  if (sectors.length === 0) return { ok: false, reason: 'not_found' };
  const rows = await linesOfSectors(
    db,
    shop,
    sectors.map((sector) => sector.id),
  );
  const [{ units, gtins }, counts] = await Promise.all([
    productCodesAndUnits(db, shop, [...new Set(rows.map((row) => row.productId))]),
    countsOfLines(
      db,
      shop,
      rows.map((row) => row.id),
    ),
  ]);
  const sectorOrder = new Map(sectors.map((sector, index) => [sector.id, index]));
  const lines: ScreenLine[] = rows
    .sort((a, b) => sectorOrder.get(a.countSectorId)! - sectorOrder.get(b.countSectorId)!)
    .map((row) => ({
      id: row.id,
      countSectorId: row.countSectorId,
      addedDuringCount: row.addedDuringCount,
      productId: row.productId,
      name: row.name,
      ean: row.ean,
      gtins: gtins.filter((gtin) => gtin.productId === row.productId).map((gtin) => gtin.gtin),
      itemCode: row.itemCode,
      internalCode: row.internalCode,
      codes: [row.itemCode, row.internalCode].filter((code): code is string => !!code),
      scanCountsPackage: row.scanCountsPackage,
      units: {
        isWeighted: row.isWeighted,
        supplierUnit: row.supplierUnit,
        unitsPerPackage: row.unitsPerPackage,
        unitsInPackage: row.unitsInPackage,
        mainInventoryUnit: row.mainInventoryUnit,
        inventoryCountUnit: row.inventoryCountUnit,
        exportUnit: row.exportUnit,
        countingUnits: units
          .filter((unit) => unit.productId === row.productId)
          .map(({ unit, factor }) => ({ unit, factor })),
      },
      expected: inventory.blind ? null : row.expectedQuantity,
      counts: counts
        .filter((count) => count.lineId === row.id)
        .map((count) => ({
          userId: count.userId,
          name: count.name,
          total: count.total,
          cartons: count.cartons,
          units: count.units,
          otherUnit: count.otherUnit,
          otherAmount: count.otherAmount,
          changedAt: count.changedAt,
        })),
      resolved:
        row.resolvedTotal === null
          ? null
          : { total: row.resolvedTotal, byName: row.resolvedByName, at: row.resolvedAt?.toISOString() ?? null },
    }));
  return {
    ok: true,
    view: {
      inventory: {
        id: inventory.id,
        name: inventory.name,
        status: inventory.status,
        blind: inventory.blind,
        countDate: inventory.countDate,
      },
      subDepartment: {
        id: target.subDepartmentId,
        name: sectors[0]!.subDepartmentName,
        departmentName: sectors[0]!.departmentName,
      },
      sectors: sectors.map((sector) => ({
        id: sector.id,
        name: sector.name,
        takenByUserId: sector.takenByUserId,
        takenByName: sector.takenByName,
      })),
      lines,
    },
  };
}

/** Products of the shop to add during a count: by a scanned code or a search; the count must be of this shop. */
export async function findProductsForCount(
  db: Database,
  shop: ShopScope,
  target: CountTarget,
  query: { code: string } | { search: string },
) {
  if (!mayInShop(shop, 'inventory:count')) return { ok: false as const, reason: 'forbidden' as const };
  const inventory = await findInventory(db, shop, target.inventoryId);
  if (!inventory) return { ok: false as const, reason: 'not_found' as const };
  return { ok: true as const, products: await findCountProducts(db, shop, query) };
}
