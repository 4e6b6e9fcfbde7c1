import { isOwnLaterSave, type DraftStamp } from './draft-stamp';
import type { ReceiptDraft } from './receipt.schema';
import type { ReceiptViewLine } from './receipt-view';

/**
 * The receiving screen's copy of a draft on the device (localStorage), so a reload, a locked phone or a dropped
 * connection loses nothing typed: written on every change, read when the page opens, removed at sign-off.
 */
export interface DeviceCopy {
  draft: ReceiptDraft;
  /** The server's draft version this copy started from. */
  version: number;
  /** Changed on the device and not yet saved on the server. */
  unsaved: boolean;
  /** Unplanned lines added on the device: what the screen knows of their products until the server has them. */
  extraLines: ReceiptViewLine[];
  /** The key of a sign-off sent but not answered (a dropped connection): a retry sends the same key. */
  signOffKey: string | null;
  /** The device's clock at the latest change (draft-stamp.ts); 0 for a copy made before it was kept. */
  changedAt: number;
}

const DEVICE_KEY = 'prevzem.device';

/**
 * This browser's id, kept on the device: the stamp of its saves. Without storage (private mode) a page gets an id
 * of its own, which only means a reload is treated like another device.
 */
export function deviceId(storage: Pick<Storage, 'getItem' | 'setItem'> | null): string {
  try {
    const kept = storage?.getItem(DEVICE_KEY);
    if (kept && /^[0-9a-f-]{36}$/.test(kept)) return kept;
    const fresh = crypto.randomUUID();
    storage?.setItem(DEVICE_KEY, fresh);
    return fresh;
  } catch {
    return crypto.randomUUID();
  }
}

/** One copy per note and user: a colleague on the same phone never gets someone else's draft. */
export const deviceCopyKey = (noteId: number, userId: number) => `prevzem.receipt.${userId}.${noteId}`;

function isCopy(value: unknown): value is DeviceCopy {
  if (typeof value !== 'object' || value === null) return false;
  const copy = value as Partial<DeviceCopy>;
  return (
    typeof copy.version === 'number' &&
    typeof copy.unsaved === 'boolean' &&
    Array.isArray(copy.extraLines) &&
    typeof copy.draft === 'object' &&
    copy.draft !== null &&
    typeof copy.draft.header === 'object' &&
    Array.isArray(copy.draft.lines)
  );
}

export function readDeviceCopy(storage: Pick<Storage, 'getItem'> | null, key: string): DeviceCopy | null {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(key) ?? 'null');
    return isCopy(parsed)
      ? { ...parsed, changedAt: typeof parsed.changedAt === 'number' ? parsed.changedAt : 0 }
      : null;
  } catch {
    return null;
  }
}

/** Writes the copy; a full or blocked storage (private mode) only loses the device copy, never the page. */
export function writeDeviceCopy(storage: Pick<Storage, 'setItem'> | null, key: string, copy: DeviceCopy): void {
  try {
    storage?.setItem(key, JSON.stringify(copy));
  } catch {
    // The server draft still saves.
  }
}

export function removeDeviceCopy(storage: Pick<Storage, 'removeItem'> | null, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing to do.
  }
}

/**
 * What the screen starts from: the device's copy when it holds changes the server has not seen and no newer save was
 * made elsewhere since (its version is the server's, or the server's newer one is this device's own earlier save, a
 * save still under way when the page was reloaded); the server's draft otherwise. A sign-off key still waiting for
 * its answer is kept either way.
 */
export function startingPoint(
  server: { draft: ReceiptDraft; version: number; savedBy: DraftStamp | null },
  copy: DeviceCopy | null,
  device: string,
): DeviceCopy & {
  restored: boolean;
} {
  if (
    copy &&
    copy.unsaved &&
    (copy.version >= server.version || isOwnLaterSave(server.savedBy, { device, changedAt: copy.changedAt }))
  )
    return { ...copy, version: server.version, restored: true };
  return {
    draft: server.draft,
    version: server.version,
    unsaved: false,
    extraLines: [],
    signOffKey: copy?.signOffKey ?? null,
    changedAt: copy?.changedAt ?? 0,
    restored: false,
  };
}
