import { useEffect, useState, useSyncExternalStore } from 'react';
import { deviceCopyKey, deviceId } from './device-copy';
import { createDraftStore, type DraftStore, type SaveState } from './draft-store';
import type { ReceiptDraft, ReceiptHeader, ReceiptLineInput } from './receipt.schema';
import type { ReceiptView, ReceiptViewLine } from './receipt-view';

const storage = () => (typeof window === 'undefined' ? null : window.localStorage);
const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

export interface ReceiptDraftState {
  draft: ReceiptDraft;
  version: number;
  /** The server's lines and the unplanned ones added on this device that the server does not have yet. */
  lines: ReceiptViewLine[];
  saveState: SaveState;
  restored: boolean;
  store: DraftStore;
  setHeader: (patch: Partial<ReceiptHeader>) => void;
  setLine: (uid: string, patch: Partial<ReceiptLineInput>) => void;
  /** Changes every line input at once ("All as ordered"). */
  setLines: (update: (lines: ReceiptLineInput[]) => ReceiptLineInput[]) => void;
  addLine: (line: ReceiptViewLine, input: ReceiptLineInput) => void;
}

/**
 * The receiving screen's draft (draft-store.ts): autosaved to the server, copied to the device, restored from it.
 * The page is keyed by the note, so one store lives as long as the note is on the screen.
 */
export function useReceiptDraft(view: ReceiptView, userId: number, draftUrl: string): ReceiptDraftState {
  const [store] = useState(() =>
    createDraftStore({
      key: deviceCopyKey(view.note.id, userId),
      server: { draft: view.draft, version: view.note.draftVersion, savedBy: view.note.savedBy },
      device: deviceId(storage()),
      draftUrl,
      storage,
      isOffline,
    }),
  );
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  useEffect(() => {
    store.start();
    return () => store.stop();
  }, [store]);

  const { copy } = snapshot;
  const known = new Set(view.lines.map((line) => line.uid));
  return {
    draft: copy.draft,
    version: copy.version,
    lines: [...view.lines, ...copy.extraLines.filter((line) => !known.has(line.uid))],
    saveState: snapshot.saveState,
    restored: snapshot.restored,
    store,
    setHeader: (patch) =>
      store.change((current) => ({
        ...current,
        draft: { ...current.draft, header: { ...current.draft.header, ...patch } },
      })),
    setLine: (uid, patch) =>
      store.change((current) => ({
        ...current,
        draft: {
          ...current.draft,
          lines: current.draft.lines.map((line) => (line.uid === uid ? { ...line, ...patch } : line)),
        },
      })),
    setLines: (update) =>
      store.change((current) => ({ ...current, draft: { ...current.draft, lines: update(current.draft.lines) } })),
    addLine: (line, input) =>
      store.change((current) => ({
        ...current,
        extraLines: [...current.extraLines, line],
        draft: { ...current.draft, lines: [...current.draft.lines, input] },
      })),
  };
}
