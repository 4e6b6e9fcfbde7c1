import { readDeviceCopy, removeDeviceCopy, startingPoint, writeDeviceCopy, type DeviceCopy } from './device-copy';
import type { DraftStamp } from './draft-stamp';
import type { ReceiptDraft } from './receipt.schema';

/** What the screen tells the user about the draft on the server. */
export type SaveState = 'saved' | 'saving' | 'offline' | 'stale' | 'refused';

export interface DraftSnapshot {
  copy: DeviceCopy;
  saveState: SaveState;
  /** The device's copy held more than the server, and was taken. */
  restored: boolean;
}

interface DraftStoreOptions {
  key: string;
  server: { draft: ReceiptDraft; version: number; savedBy: DraftStamp | null };
  /** This browser's id (device-copy.ts deviceId): the stamp of its saves. */
  device: string;
  draftUrl: string;
  storage: () => Storage | null;
  isOffline: () => boolean;
  saveAfterMs?: number;
  retryAfterMs?: number;
}

/** Browsers refuse a keepalive request over 64 kB; a bigger draft is kept on the device until the page is back. */
const KEEPALIVE_LIMIT = 60_000;

/** The draft and sign-off go as JSON in a form field: a page's actions take forms only (server/form-body.ts). */
export function payloadForm(payload: string): FormData {
  const form = new FormData();
  form.set('payload', payload);
  return form;
}

/** JSON with sorted keys: the server's JSON column does not keep the order of keys. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object' && value !== null)
    return `{${Object.keys(value)
      .sort()
      .map((name) => `${JSON.stringify(name)}:${canonical((value as Record<string, unknown>)[name] ?? null)}`)
      .join(',')}}`;
  return JSON.stringify(value ?? null);
}

/**
 * The receiving screen's draft outside React (the page subscribes to it): every change is copied to the device at
 * once and saved to the server with its version a moment later, when a field is left, or when the page is hidden.
 * Offline, or when the server cannot answer, it tries again when the connection is back and every few seconds.
 */
export function createDraftStore(options: DraftStoreOptions) {
  const { key, draftUrl, storage, isOffline, saveAfterMs = 800, retryAfterMs = 5_000 } = options;
  let snapshot: DraftSnapshot = {
    copy: {
      draft: options.server.draft,
      version: options.server.version,
      unsaved: false,
      extraLines: [],
      signOffKey: null,
      changedAt: 0,
    },
    saveState: 'saved',
    restored: false,
  };
  const listeners = new Set<() => void>();
  let changes = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let inFlight: Promise<void> | null = null;
  let stopped = false;
  /** A sign-off is on its way with the draft: no autosave may change the version under it. */
  let held = false;

  const stamp = (): DraftStamp => ({ device: options.device, changedAt: snapshot.copy.changedAt });
  const publish = (next: Partial<DraftSnapshot>) => {
    snapshot = { ...snapshot, ...next };
    for (const listener of listeners) listener();
  };
  const commit = (copy: DeviceCopy, saveState?: SaveState) => {
    writeDeviceCopy(storage(), key, copy);
    publish(saveState ? { copy, saveState } : { copy });
  };
  const clearTimer = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };
  const later = (ms: number) => {
    clearTimer();
    timer = setTimeout(() => void save(), ms);
  };

  async function send(keepalive: boolean): Promise<void> {
    const sent = changes;
    const { draft, version } = snapshot.copy;
    const payload = JSON.stringify({ ...draft, version, savedBy: stamp() });
    publish({ saveState: 'saving' });
    try {
      const response = await fetch(draftUrl, {
        method: 'POST',
        body: payloadForm(payload),
        keepalive: keepalive && payload.length < KEEPALIVE_LIMIT,
      });
      const answer = (await response.json().catch(() => ({}))) as { version?: number; reason?: string };
      if (response.ok && typeof answer.version === 'number') {
        const unsaved = changes !== sent;
        commit({ ...snapshot.copy, version: answer.version, unsaved }, unsaved ? 'saving' : 'saved');
      } else if (answer.reason === 'stale') publish({ saveState: 'stale' });
      else if (response.status >= 500) throw new Error(`HTTP ${response.status}`);
      else publish({ saveState: 'refused' });
    } catch {
      publish({ saveState: 'offline' });
      later(retryAfterMs);
      return;
    }
    if (snapshot.copy.unsaved && changes !== sent && !stopped) later(saveAfterMs);
  }

  async function save(keepalive = false): Promise<void> {
    clearTimer();
    if (stopped || held || !snapshot.copy.unsaved || snapshot.saveState === 'stale') return;
    if (inFlight) {
      await inFlight;
      return save(keepalive);
    }
    if (isOffline()) {
      publish({ saveState: 'offline' });
      return;
    }
    inFlight = send(keepalive);
    await inFlight;
    inFlight = null;
  }

  const change = (update: (current: DeviceCopy) => DeviceCopy) => {
    changes += 1;
    const saveState = snapshot.saveState === 'stale' ? 'stale' : isOffline() ? 'offline' : 'saving';
    const changedAt = Math.max(Date.now(), snapshot.copy.changedAt + 1);
    commit({ ...update(snapshot.copy), unsaved: true, changedAt }, saveState);
    later(saveAfterMs);
  };

  const onOnline = () => void save();
  const onOffline = () => publish({ saveState: 'offline' });
  const onHidden = () => {
    if (document.visibilityState === 'hidden') void save(true);
  };

  return {
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,

    /** In the browser: takes the device's copy when it holds more than the server, and listens for the network. */
    start() {
      const { restored, ...copy } = startingPoint(options.server, readDeviceCopy(storage(), key), options.device);
      publish({ copy, restored });
      window.addEventListener('online', onOnline);
      window.addEventListener('offline', onOffline);
      document.addEventListener('visibilitychange', onHidden);
      window.addEventListener('pagehide', onHidden);
      if (restored) {
        changes += 1;
        void save();
      }
    },
    stop() {
      clearTimer();
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', onHidden);
    },

    change,
    /** Saves now (a field was left). */
    flush: () => {
      if (timer) void save();
    },
    /** Waits for the saves on their way and holds the next until `release`: sign-off sends the draft itself. */
    async settle(): Promise<{ draft: ReceiptDraft; version: number; savedBy: DraftStamp }> {
      held = true;
      clearTimer();
      while (inFlight) await inFlight;
      clearTimer();
      return { draft: snapshot.copy.draft, version: snapshot.copy.version, savedBy: stamp() };
    },
    /** The sign-off was answered without signing off: autosave goes on (after the server's version is known). */
    release() {
      held = false;
      if (snapshot.copy.unsaved) later(saveAfterMs);
    },
    /** The sign-off key kept on the device: the same one until an answer settles it. */
    signOffKey(): string {
      const existing = snapshot.copy.signOffKey;
      if (existing) return existing;
      const fresh = crypto.randomUUID();
      commit({ ...snapshot.copy, signOffKey: fresh });
      return fresh;
    },
    forgetSignOffKey: () => commit({ ...snapshot.copy, signOffKey: null }),
    /** The note was signed off: nothing more to save, and the device copy goes. */
    discard() {
      stopped = true;
      clearTimer();
      removeDeviceCopy(storage(), key);
    },
    /** Starts again from what the server holds now (after "Use what was received"). */
    resetTo(draft: ReceiptDraft, version: number) {
      changes += 1;
      clearTimer();
      commit(
        { draft, version, unsaved: false, extraLines: [], signOffKey: null, changedAt: snapshot.copy.changedAt },
        'saved',
      );
    },
    /**
     * The server holds a newer version (a refused sign-off saved the draft it carried): taken over when it holds
     * exactly what the screen shows, so the next autosave is not refused as stale.
     */
    adoptServer(draft: ReceiptDraft, version: number) {
      const current = snapshot.copy;
      if (version <= current.version || canonical(draft) !== canonical(current.draft)) return;
      clearTimer();
      commit({ ...current, version, unsaved: false }, 'saved');
    },
  };
}

export type DraftStore = ReturnType<typeof createDraftStore>;
