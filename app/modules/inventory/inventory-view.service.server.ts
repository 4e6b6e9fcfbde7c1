import Decimal from 'decimal.js';
import type { DbOrTx } from '#app/db/client.server';
import { mayInShop, type ShopScope } from '#app/modules/tenancy/shop-scope';
import { todayIn } from '#app/utils/dates';
import { countSectorProgress, findInventory } from './inventories.repo.server';
import { deliveriesAfterCutOff } from './inventory-cut-off.repo.server';
import { cartonSizeOf, cartonsOf, countUnitOf, type ProductUnits } from './inventory-units';
import { previousFinishedInventory, viewLinesPage, viewTotals } from './inventory-view.repo.server';

/**
 * The count's page: its header, its sectors' progress grouped by department and sub-department, and once finished
 * the deliveries signed off after its cut-off. Null when the count is not this shop's (or the caller may not view).
 */
export async function getInventoryPage(db: DbOrTx, shop: ShopScope, inventoryId: number) {
  if (!mayInShop(shop, 'inventory:view')) return null;
  const inventory = await findInventory(db, shop, inventoryId);
  if (!inventory) return null;
  const [sectors, deliveries] = await Promise.all([
    countSectorProgress(db, shop, inventoryId),
    inventory.status === 'finished' ? deliveriesAfterCutOff(db, shop, inventory.cutOffAt) : Promise.resolve([]),
  ]);
  const departments: {
    id: number;
    name: string;
    subDepartments: { id: number; name: string; sectors: typeof sectors }[];
  }[] = [];
  for (const sector of sectors) {
    let department = departments.find((d) => d.id === sector.departmentId);
    if (!department)
      departments.push((department = { id: sector.departmentId, name: sector.departmentName, subDepartments: [] }));
    let sub = department.subDepartments.find((s) => s.id === sector.subDepartmentId);
    if (!sub)
      department.subDepartments.push(
        (sub = { id: sector.subDepartmentId, name: sector.subDepartmentName, sectors: [] }),
      );
    sub.sectors.push(sector);
  }
  return { inventory, departments, deliveries };
}

/** `current − previous`, or null when either is missing. */
function difference(current: string | null, previous: string | null, places: number): string | null {
  if (current === null || previous === null) return null;
  return new Decimal(current).minus(previous).toFixed(places);
}

const unitsOf = (row: Awaited<ReturnType<typeof viewLinesPage>>[number]): ProductUnits => ({
  isWeighted: row.is_weighted,
  supplierUnit: row.supplier_unit,
  unitsPerPackage: row.units_per_package,
  unitsInPackage: row.units_in_package,
  mainInventoryUnit: row.main_inventory_unit,
  inventoryCountUnit: row.inventory_count_unit,
  exportUnit: row.export_unit,
  countingUnits: row.countingUnits,
});

/**
 * The read-only view: totals per department and sector and for the whole count (in SQL), one page of lines in walking
 * order with cartons and units, the value at today's purchase prices, and the differences against the previous
 * finished count. Null when the count is not this shop's.
 */
export async function getInventoryView(
  db: DbOrTx,
  shop: ShopScope,
  inventoryId: number,
  page: { page: number; perPage: number },
) {
  if (!mayInShop(shop, 'inventory:view')) return null;
  const inventory = await findInventory(db, shop, inventoryId);
  if (!inventory) return null;
  const previous = await previousFinishedInventory(db, shop, inventory);
  const query = { inventoryId, previousId: previous?.id ?? 0, today: todayIn(shop.timeZone) };
  const [totals, rows, deliveries] = await Promise.all([
    viewTotals(db, shop, query),
    viewLinesPage(db, shop, { ...query, ...page }),
    inventory.status === 'finished' ? deliveriesAfterCutOff(db, shop, inventory.cutOffAt) : Promise.resolve([]),
  ]);
  const lines = rows.map((row) => {
    const units = unitsOf(row);
    const split = row.total === null ? null : cartonsOf(units, row.total);
    return {
      id: row.id,
      departmentName: row.department_name,
      subDepartmentName: row.sub_department_name,
      sectorName: row.sector_name,
      countSectorId: row.count_sector_id,
      productName: row.product_name,
      piaCode: row.internal_product_id,
      itemCode: row.supplier_product_id,
      isWeighted: row.is_weighted,
      countUnit: countUnitOf(units),
      unitsPerCarton: cartonSizeOf(units)?.toFixed() ?? null,
      totalCartons: split?.cartons ?? null,
      totalUnits: split?.units ?? null,
      total: row.total,
      inConflict: row.in_conflict,
      expected: inventory.status === 'finished' || !inventory.blind ? row.expected : null,
      value: row.value,
      previousTotal: row.previous_total,
      previousValue: row.previous_value,
      quantityDifference: difference(row.total, row.previous_total, 3),
      valueDifference: difference(row.value, row.previous_value, 2),
    };
  });
  const withDifference = totals.map((row) => ({
    ...row,
    difference: previous ? difference(row.value, row.previous_value, 2) : null,
  }));
  const all = withDifference.find((row) => row.level === 'all') ?? null;
  return {
    inventory,
    previous,
    totals: withDifference.filter((row) => row.level !== 'all'),
    grand: all,
    lines,
    deliveries,
  };
}
