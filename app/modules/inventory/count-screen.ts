import { mergeLine, type LineMerge } from './count-merge';
import type { TypedEntry } from './count-entry';
import type { ServerEntry } from './count-device-copy';
import type { ProductUnits } from './inventory-units';

/** One person's count of a line as the screen shows it. */
export interface ScreenCount extends TypedEntry {
  userId: number;
  name: string;
  total: string;
  changedAt: number | null;
}

export interface ScreenLine {
  id: number;
  countSectorId: number;
  addedDuringCount: boolean;
  productId: number;
  name: string;
  ean: string | null;
  gtins: string[];
  itemCode: string | null;
  internalCode: string | null;
  /** The codes a scan is matched against exactly (item and internal code). */
  codes: string[];
  scanCountsPackage: boolean;
  units: ProductUnits;
  /** Null when the count is blind or nothing was expected. */
  expected: string | null;
  counts: ScreenCount[];
  resolved: { total: string; byName: string | null; at: string | null } | null;
}

export interface ScreenSector {
  id: number;
  name: string;
  takenByUserId: number | null;
  takenByName: string | null;
}

/** What the counting screen of one sub-department loads. */
export interface CountScreenView {
  inventory: { id: number; name: string; status: 'in_progress' | 'finished'; blind: boolean; countDate: string };
  subDepartment: { id: number; name: string; departmentName: string };
  sectors: ScreenSector[];
  lines: ScreenLine[];
}

/** The line's merged state (count-merge.ts): one figure, differing counts waiting for a decision, or the decision. */
export function mergeOf(line: Pick<ScreenLine, 'counts' | 'resolved'>): LineMerge {
  return mergeLine(
    line.counts.map((count) => ({ userId: count.userId, total: count.total })),
    line.resolved?.total ?? null,
  );
}

/** This person's saved entries by line, what the device copy is compared with after a reload. */
export function ownEntries(lines: readonly ScreenLine[], userId: number): Map<number, ServerEntry> {
  const mine = new Map<number, ServerEntry>();
  for (const line of lines) {
    const count = line.counts.find((candidate) => candidate.userId === userId);
    if (count)
      mine.set(line.id, {
        cartons: count.cartons,
        units: count.units,
        otherUnit: count.otherUnit,
        otherAmount: count.otherAmount,
        changedAt: count.changedAt,
      });
  }
  return mine;
}

/** Whether someone else holds the sector (the screen asks before counting there). */
export const takenByOther = (sector: ScreenSector, userId: number) =>
  sector.takenByUserId !== null && sector.takenByUserId !== userId;
