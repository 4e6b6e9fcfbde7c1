import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_ENTRY } from './count-entry';
import { readCountCopy } from './count-device-copy';
import { createCountStore } from './count-store';
import type { ProductUnits } from './inventory-units';

const UNITS: ProductUnits = {
  isWeighted: false,
  supplierUnit: null,
  unitsPerPackage: '12',
  unitsInPackage: null,
  mainInventoryUnit: null,
  inventoryCountUnit: null,
  exportUnit: null,
  countingUnits: [],
};

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  } as unknown as Storage;
}

function storeWith(answer: () => Promise<Response>) {
  const storage = memoryStorage();
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: { body: FormData }) => {
      sent.push(JSON.parse(init.body.get('payload') as string));
      return answer();
    }),
  );
  const store = createCountStore({
    key: 'copy',
    device: '6f1c2a8e-3f4b-4c1d-9a7e-1b2c3d4e5f60',
    saveUrl: '/save',
    server: new Map(),
    lineIds: new Set([1, 2]),
    language: 'si',
    storage: () => storage,
    isOffline: () => false,
    saveAfterMs: 60_000,
  });
  store.configure({ unitsOf: () => UNITS, onSaved: () => {} });
  return { store, storage, sent };
}

afterEach(() => vi.unstubAllGlobals());

describe('the counting screen’s store', () => {
  it('keeps a typed figure on the device at once and "Save and exit" sends it, read exactly', async () => {
    const { store, storage, sent } = storeWith(async () => Response.json({ ok: true, written: 1 }));
    store.change(1, { ...EMPTY_ENTRY, cartons: '2', units: '1,5' });
    expect(readCountCopy(storage, 'copy')).toMatchObject({
      unsaved: [1],
      entries: { 1: { cartons: '2', units: '1,5' } },
    });
    expect(await store.saveNow()).toBe(true);
    expect(sent).toEqual([
      {
        device: '6f1c2a8e-3f4b-4c1d-9a7e-1b2c3d4e5f60',
        entries: [
          { lineId: 1, cartons: '2', units: '1.5', otherUnit: null, otherAmount: null, changedAt: expect.any(Number) },
        ],
      },
    ]);
    expect(store.getSnapshot()).toMatchObject({ saveState: 'saved', copy: { unsaved: [] } });
  });

  it('sends once when saved twice at once (a double tap), and nothing more when all is saved', async () => {
    const { store, sent } = storeWith(async () => Response.json({ ok: true, written: 1 }));
    store.change(2, { ...EMPTY_ENTRY, units: '3' });
    expect(await Promise.all([store.saveNow(), store.saveNow()])).toEqual([true, true]);
    expect(await store.saveNow()).toBe(true);
    expect(sent).toHaveLength(1);
  });

  it('keeps the figures on the device when offline or when the count is finished', async () => {
    const offline = storeWith(async () => {
      throw new TypeError('Failed to fetch');
    });
    offline.store.change(1, { ...EMPTY_ENTRY, units: '4' });
    expect(await offline.store.saveNow()).toBe(false);
    expect(offline.store.getSnapshot()).toMatchObject({ saveState: 'offline', copy: { unsaved: [1] } });

    const finished = storeWith(async () => Response.json({ ok: false, reason: 'finished' }, { status: 409 }));
    finished.store.change(1, { ...EMPTY_ENTRY, units: '4' });
    expect(await finished.store.saveNow()).toBe(false);
    expect(finished.store.getSnapshot()).toMatchObject({ saveState: 'finished', copy: { unsaved: [1] } });
    expect(readCountCopy(finished.storage, 'copy')!.entries[1]!.units).toBe('4');
  });

  it('does not send a figure the units rule cannot read, and marks its field', async () => {
    const { store, sent } = storeWith(async () => Response.json({ ok: true, written: 0 }));
    store.change(1, { ...EMPTY_ENTRY, units: '1,2,3' });
    expect(await store.saveNow()).toBe(false);
    expect(sent).toEqual([]);
    expect(store.getSnapshot()).toMatchObject({ saveState: 'refused', problems: { 1: { field: 'units' } } });
  });
});
