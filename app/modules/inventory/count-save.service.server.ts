import type { Database } from '#app/db/client.server';
import { mayInShop, type ShopScope } from '#app/modules/tenancy/shop-scope';
import type { CountEntryInput, SaveCounts } from './count-screen.schema';
import { entryTotal } from './inventory-units';
import {
  addCountLine,
  countSectorsOf,
  findInventory,
  findShopProduct,
  linesForSave,
  productCodesAndUnits,
  resolveLine,
  takeSectors,
  writeCounts,
  type CountRow,
} from './inventory-counts.repo.server';

/** The counting screen's path: the count and its copied sub-department. */
export interface CountTarget {
  inventoryId: number;
  subDepartmentId: number;
}

type Refusal = 'forbidden' | 'not_found' | 'finished';
export type CountWriteResult<T extends object = object> =
  ({ ok: true } & T) | { ok: false; reason: Refusal } | { ok: false; reason: 'invalid'; lineIds: number[] };

/**
 * Every write of the counting screen: the count's permission, the count of this shop with this sub-department, and
 * in progress — the count row is locked (shared) so Finish waits for the write, and a finished count refuses it.
 */
async function countWrite<T extends object>(
  db: Database,
  shop: ShopScope,
  target: CountTarget,
  work: (tx: Database) => Promise<CountWriteResult<T>>,
): Promise<CountWriteResult<T>> {
  if (!mayInShop(shop, 'inventory:count')) return { ok: false, reason: 'forbidden' };
  return db.transaction(async (tx) => {
    const inventory = await findInventory(tx, shop, target.inventoryId, true);
    if (!inventory) return { ok: false, reason: 'not_found' };
    const sectors = await countSectorsOf(tx, shop, target.inventoryId, target.subDepartmentId);
    if (sectors.length === 0) return { ok: false, reason: 'not_found' };
    if (inventory.status !== 'in_progress') return { ok: false, reason: 'finished' };
    return work(tx as unknown as Database);
  });
}

/**
 * One person's changed lines (decision 035, "Counting together"): each entry read into count units by the units
 * rule, then written in one statement, stamped with the device and its change time, so this device's own older save
 * never overwrites its newer one. A line of another sub-department or count is not found; an entry the units rule
 * cannot read refuses the save with its lines.
 */
export async function saveCounts(
  db: Database,
  shop: ShopScope,
  target: CountTarget,
  input: SaveCounts,
): Promise<CountWriteResult<{ written: number }>> {
  return countWrite<{ written: number }>(db, shop, target, async (tx) => {
    const latest = new Map<number, CountEntryInput>();
    for (const entry of input.entries) {
      const kept = latest.get(entry.lineId);
      if (!kept || entry.changedAt >= kept.changedAt) latest.set(entry.lineId, entry);
    }
    const lineIds = [...latest.keys()];
    const lines = await linesForSave(tx, shop, target.inventoryId, target.subDepartmentId, lineIds);
    if (lines.length !== lineIds.length) return { ok: false, reason: 'not_found' };
    const { units } = await productCodesAndUnits(
      tx,
      shop,
      lines.map((line) => line.productId),
    );
    const rows: CountRow[] = [];
    const invalid: number[] = [];
    for (const line of lines) {
      const entry = latest.get(line.id)!;
      const product = { ...line.units, countingUnits: units.filter((unit) => unit.productId === line.productId) };
      const otherUnit = entry.otherAmount === null ? null : entry.otherUnit;
      const total = entryTotal(product, { ...entry, otherUnit });
      if (!total.ok && total.reason !== 'empty') invalid.push(line.id);
      else
        rows.push({
          lineId: line.id,
          cartons: entry.cartons,
          units: entry.units,
          otherUnit,
          otherAmount: entry.otherAmount,
          total: total.ok ? total.total : null,
          changedAt: entry.changedAt,
        });
    }
    if (invalid.length > 0) return { ok: false, reason: 'invalid', lineIds: invalid };
    return { ok: true, written: await writeCounts(tx, shop, shop.actor.userId, input.device, rows) };
  });
}

/** Takes a sector (or the whole sub-department) for this person, or gives it back. */
export async function takeCountSector(
  db: Database,
  shop: ShopScope,
  target: CountTarget,
  input: { countSectorId: number | null; release: boolean },
): Promise<CountWriteResult> {
  return countWrite<object>(db, shop, target, async (tx) => {
    const changed = await takeSectors(
      tx,
      shop,
      { ...target, countSectorId: input.countSectorId },
      shop.actor.userId,
      input.release,
    );
    if (changed === 0 && !input.release) return { ok: false, reason: 'not_found' };
    return { ok: true };
  });
}

/** A product of the shop found during the count, added to one of the sub-department's sectors. */
export async function addCountProduct(
  db: Database,
  shop: ShopScope,
  target: CountTarget,
  input: { countSectorId: number; productId: number },
): Promise<CountWriteResult<{ lineId: number; added: boolean }>> {
  return countWrite<{ lineId: number; added: boolean }>(db, shop, target, async (tx) => {
    const sectors = await countSectorsOf(tx, shop, target.inventoryId, target.subDepartmentId);
    if (!sectors.some((sector) => sector.id === input.countSectorId)) return { ok: false, reason: 'not_found' };
    if (!(await findShopProduct(tx, shop, input.productId))) return { ok: false, reason: 'not_found' };
    const line = await addCountLine(
      tx,
      shop,
      { inventoryId: target.inventoryId, countSectorId: input.countSectorId },
      input.productId,
    );
    return { ok: true, ...line };
  });
}

/** The decided figure between differing counts of a line; a later changed count clears it again. */
export async function resolveCountLine(
  db: Database,
  shop: ShopScope,
  target: CountTarget,
  input: { lineId: number; total: string },
): Promise<CountWriteResult> {
  return countWrite<object>(db, shop, target, async (tx) =>
    (await resolveLine(tx, shop, { ...target, lineId: input.lineId }, input.total, shop.actor.userId))
      ? { ok: true }
      : { ok: false, reason: 'not_found' },
  );
}
