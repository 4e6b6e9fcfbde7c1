import { EMPTY_ENTRY, sameEntry, type TypedEntry } from './count-entry';

/** One line's entry on the device, with the device's clock at its latest change (draft-stamp.ts's rule). */
export interface DeviceEntry extends TypedEntry {
  changedAt: number;
}

/**
 * The counting screen's copy on the device (localStorage), like receiving's device-copy.ts: every change is written
 * at once, so a reload, a locked phone or a dropped connection loses nothing typed. `unsaved` names the lines the
 * server has not confirmed yet.
 */
export interface CountCopy {
  entries: Record<string, DeviceEntry>;
  unsaved: number[];
}

/** One copy per user, count and sub-department: a colleague on the same phone never gets someone else's figures. */
export const countCopyKey = (userId: number, inventoryId: number, subDepartmentId: number) =>
  `prevzem.count.${userId}.${inventoryId}.${subDepartmentId}`;

/** This person's entry of a line as the server holds it, with the stamp of its save. */
export interface ServerEntry extends TypedEntry {
  changedAt: number | null;
}

function isCopy(value: unknown): value is CountCopy {
  if (typeof value !== 'object' || value === null) return false;
  const copy = value as Partial<CountCopy>;
  return (
    typeof copy.entries === 'object' &&
    copy.entries !== null &&
    Array.isArray(copy.unsaved) &&
    copy.unsaved.every((id) => typeof id === 'number')
  );
}

export function readCountCopy(storage: Pick<Storage, 'getItem'> | null, key: string): CountCopy | null {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(key) ?? 'null');
    return isCopy(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** Writes the copy; a full or blocked storage only loses the device copy, never the page. */
export function writeCountCopy(storage: Pick<Storage, 'setItem'> | null, key: string, copy: CountCopy): void {
  try {
    storage?.setItem(key, JSON.stringify(copy));
  } catch {
    // The server save still goes.
  }
}

/**
 * What the screen starts from: the server's entries, and over them each line the device holds unsaved — unless the
 * server holds a later save of that line (this person counted it again elsewhere since). Lines the count no longer
 * has are dropped. `restored` lists the lines taken from the device, which are sent again at once.
 */
export function startingCounts(
  server: ReadonlyMap<number, ServerEntry>,
  lineIds: ReadonlySet<number>,
  copy: CountCopy | null,
): CountCopy & { restored: number[] } {
  const entries: Record<string, DeviceEntry> = {};
  for (const [lineId, entry] of server) entries[lineId] = { ...entry, changedAt: entry.changedAt ?? 0 };
  const restored: number[] = [];
  for (const lineId of copy?.unsaved ?? []) {
    const kept = copy!.entries[lineId];
    if (!kept || !lineIds.has(lineId)) continue;
    const saved = server.get(lineId);
    if (saved && saved.changedAt !== null && saved.changedAt > kept.changedAt) continue;
    if (sameEntry(saved ?? EMPTY_ENTRY, kept) && saved) continue;
    entries[lineId] = kept;
    restored.push(lineId);
  }
  return { entries, unsaved: restored, restored };
}
