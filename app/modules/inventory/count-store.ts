import type { Language } from '#app/utils/language';
import {
  readCountCopy,
  startingCounts,
  writeCountCopy,
  type CountCopy,
  type DeviceEntry,
  type ServerEntry,
} from './count-device-copy';
import { EMPTY_ENTRY, readEntry, type TypedEntry } from './count-entry';
import type { ProductUnits } from './inventory-units';

/** What the screen tells the user about their figures on the server. */
export type CountSaveState = 'saved' | 'saving' | 'offline' | 'refused' | 'finished';

export interface CountSnapshot {
  copy: CountCopy;
  saveState: CountSaveState;
  /** Lines whose typed entry cannot be read, with the field and the reason (kept on the device, not sent). */
  problems: Record<string, { field: 'cartons' | 'units' | 'otherAmount'; reason: string }>;
  restored: boolean;
}

interface CountStoreOptions {
  key: string;
  device: string;
  saveUrl: string;
  server: ReadonlyMap<number, ServerEntry>;
  lineIds: ReadonlySet<number>;
  language: Language;
  storage: () => Storage | null;
  isOffline: () => boolean;
  saveAfterMs?: number;
  retryAfterMs?: number;
}

/** Browsers refuse a keepalive request over 64 kB; a bigger save is kept on the device until the page is back. */
const KEEPALIVE_LIMIT = 60_000;

/**
 * The counting screen's entries outside React, like receiving's draft-store.ts: every change is copied to the device
 * at once and the changed lines are saved a moment later, when the page is hidden, or at once by "Save and exit".
 * Offline, or when the server cannot answer, it tries again when the connection is back and every few seconds.
 */
export function createCountStore(options: CountStoreOptions) {
  const { key, storage, isOffline, saveAfterMs = 700, retryAfterMs = 4_000 } = options;
  let snapshot: CountSnapshot = {
    copy: startingCounts(options.server, options.lineIds, null),
    saveState: 'saved',
    problems: {},
    restored: false,
  };
  const listeners = new Set<() => void>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let inFlight: Promise<boolean> | null = null;
  /** The product units of each line (lines added during the count come later) and what follows a taken save. */
  let unitsOf: (lineId: number) => ProductUnits | null = () => null;
  let onSaved: () => void = () => {};

  const publish = (next: Partial<CountSnapshot>) => {
    snapshot = { ...snapshot, ...next };
    for (const listener of listeners) listener();
  };
  const commit = (copy: CountCopy, next: Partial<CountSnapshot> = {}) => {
    writeCountCopy(storage(), key, copy);
    publish({ ...next, copy });
  };
  const clearTimer = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };
  const later = (ms: number) => {
    clearTimer();
    timer = setTimeout(() => void save(), ms);
  };

  /** The unsaved lines as the server reads them, and those that cannot be read. */
  function outgoing() {
    const entries = [];
    const problems: CountSnapshot['problems'] = {};
    for (const lineId of snapshot.copy.unsaved) {
      const entry = snapshot.copy.entries[lineId];
      const units = unitsOf(lineId);
      if (!entry || !units) continue;
      const read = readEntry(units, entry, options.language);
      if (!read.ok) problems[lineId] = { field: read.field, reason: read.reason };
      else
        entries.push({
          lineId,
          cartons: read.entry.cartons,
          units: read.entry.units,
          otherUnit: read.entry.otherUnit,
          otherAmount: read.entry.otherAmount,
          changedAt: entry.changedAt,
        });
    }
    return { entries, problems };
  }

  async function send(keepalive: boolean): Promise<boolean> {
    const { entries, problems } = outgoing();
    publish({ problems });
    const waiting = snapshot.copy.unsaved.some((lineId) => !unitsOf(lineId));
    if (waiting) later(saveAfterMs);
    if (entries.length === 0) {
      if (waiting) return false;
      publish({ saveState: Object.keys(problems).length ? 'refused' : 'saved' });
      return Object.keys(problems).length === 0;
    }
    const payload = JSON.stringify({ device: options.device, entries });
    publish({ saveState: 'saving' });
    try {
      const form = new FormData();
      form.set('payload', payload);
      const response = await fetch(options.saveUrl, {
        method: 'POST',
        body: form,
        keepalive: keepalive && payload.length < KEEPALIVE_LIMIT,
      });
      const answer = (await response.json().catch(() => ({}))) as { ok?: boolean; reason?: string };
      if (response.ok && answer.ok) {
        // A line changed again while the save was on its way stays unsaved.
        const sent = new Map(entries.map((entry) => [entry.lineId, entry.changedAt]));
        const unsaved = snapshot.copy.unsaved.filter(
          (lineId) => sent.get(lineId) !== snapshot.copy.entries[lineId]?.changedAt,
        );
        const done = unsaved.length === 0 || unsaved.every((lineId) => lineId in snapshot.problems);
        commit(
          { ...snapshot.copy, unsaved },
          { saveState: done && !Object.keys(problems).length ? 'saved' : 'saving' },
        );
        onSaved();
        if (!done) later(saveAfterMs);
        return done && !Object.keys(problems).length;
      }
      if (answer.reason === 'finished') publish({ saveState: 'finished' });
      else if (response.status >= 500) throw new Error(`HTTP ${response.status}`);
      else publish({ saveState: 'refused' });
      return false;
    } catch {
      publish({ saveState: 'offline' });
      later(retryAfterMs);
      return false;
    }
  }

  /** Sends what is unsaved; true when the server holds everything the screen shows. */
  async function save(keepalive = false): Promise<boolean> {
    clearTimer();
    if (snapshot.saveState === 'finished') return false;
    if (inFlight) {
      await inFlight;
      if (snapshot.copy.unsaved.length === 0) return true;
    }
    if (snapshot.copy.unsaved.length === 0) return true;
    if (isOffline()) {
      publish({ saveState: 'offline' });
      return false;
    }
    inFlight = send(keepalive);
    try {
      return await inFlight;
    } finally {
      inFlight = null;
    }
  }

  const onOnline = () => void save();
  const onOffline = () => publish({ saveState: 'offline' });
  const onHidden = () => {
    if (document.visibilityState === 'hidden') void save(true);
  };
  const onPageHide = () => void save(true);

  return {
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,

    /** In the browser: takes the device's unsaved lines over the server's, sends them, and listens for the network. */
    start() {
      const { restored, ...copy } = startingCounts(options.server, options.lineIds, readCountCopy(storage(), key));
      commit(copy, { restored: restored.length > 0, saveState: restored.length ? 'saving' : 'saved' });
      window.addEventListener('online', onOnline);
      window.addEventListener('offline', onOffline);
      document.addEventListener('visibilitychange', onHidden);
      window.addEventListener('pagehide', onPageHide);
      if (restored.length) void save();
    },
    stop() {
      clearTimer();
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', onPageHide);
    },

    /** The page's current lines and what to do after a save (the page reloads everyone's counts). */
    configure(next: { unitsOf: (lineId: number) => ProductUnits | null; onSaved: () => void }) {
      unitsOf = next.unitsOf;
      onSaved = next.onSaved;
    },

    entryOf: (lineId: number): TypedEntry => snapshot.copy.entries[lineId] ?? EMPTY_ENTRY,

    /** A person changed a line: kept on the device at once, saved a moment later. */
    change(lineId: number, entry: TypedEntry) {
      const previous = snapshot.copy.entries[lineId]?.changedAt ?? 0;
      const next: DeviceEntry = { ...entry, changedAt: Math.max(Date.now(), previous + 1) };
      const unsaved = snapshot.copy.unsaved.includes(lineId)
        ? snapshot.copy.unsaved
        : [...snapshot.copy.unsaved, lineId];
      const { [lineId]: _gone, ...problems } = snapshot.problems;
      commit(
        { entries: { ...snapshot.copy.entries, [lineId]: next }, unsaved },
        { problems, saveState: snapshot.saveState === 'finished' ? 'finished' : isOffline() ? 'offline' : 'saving' },
      );
      later(saveAfterMs);
    },
    /** Saves now ("Save and exit", a field was left); true when everything is on the server. */
    saveNow: () => save(),
  };
}

export type CountStore = ReturnType<typeof createCountStore>;
