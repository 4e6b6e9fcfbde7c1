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
    return isCopy(parsed) ? parsed : null;
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
 * made elsewhere since (its version is the server's); the server's draft otherwise. A sign-off key still waiting for
 * its answer is kept either way.
 */
export function startingPoint(
  server: { draft: ReceiptDraft; version: number },
  copy: DeviceCopy | null,
): DeviceCopy & {
  restored: boolean;
} {
  if (copy && copy.unsaved && copy.version >= server.version)
    return { ...copy, version: server.version, restored: true };
  return {
    draft: server.draft,
    version: server.version,
    unsaved: false,
    extraLines: [],
    signOffKey: copy?.signOffKey ?? null,
    restored: false,
  };
}
