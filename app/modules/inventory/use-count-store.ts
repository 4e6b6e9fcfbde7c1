import { useEffect, useState, useSyncExternalStore } from 'react';
import { deviceId } from '#app/modules/receiving/device-copy';
import type { Language } from '#app/utils/language';
import { countCopyKey } from './count-device-copy';
import { typedOf } from './count-entry';
import { ownEntries, type CountScreenView } from './count-screen';
import { createCountStore } from './count-store';

const storage = () => (typeof window === 'undefined' ? null : window.localStorage);
const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** The counting screen's store (count-store.ts) for one person, count and sub-department. */
export function useCountStore(
  view: CountScreenView,
  userId: number,
  saveUrl: string,
  language: Language,
  onSaved: () => void,
) {
  const [store] = useState(() =>
    createCountStore({
      key: countCopyKey(userId, view.inventory.id, view.subDepartment.id),
      device: deviceId(storage()),
      saveUrl,
      server: new Map(
        [...ownEntries(view.lines, userId)].map(([lineId, entry]) => [
          lineId,
          { ...typedOf(entry, language), changedAt: entry.changedAt },
        ]),
      ),
      lineIds: new Set(view.lines.map((line) => line.id)),
      language,
      storage,
      isOffline,
    }),
  );
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  useEffect(() => {
    const units = new Map(view.lines.map((line) => [line.id, line.units]));
    store.configure({ unitsOf: (lineId) => units.get(lineId) ?? null, onSaved });
  }, [store, view.lines, onSaved]);
  useEffect(() => {
    store.start();
    return () => store.stop();
  }, [store]);
  return { store, snapshot };
}
