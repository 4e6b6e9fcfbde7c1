import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDraftStore } from './draft-store';
import type { ReceiptDraft } from './receipt.schema';

const draft: ReceiptDraft = {
  header: {
    deliveryNumber: null,
    deliveryDate: '2026-11-24',
    damagedSeal: false,
    missingSeal: false,
    dirty: false,
    unacceptable: false,
    roomTemperature: null,
    fridgeTemperature: null,
    freezerTemperature: null,
    note: null,
    driverName: null,
    closesOrder: false,
    backorderDate: null,
  },
  lines: [],
};

function setup(offline = false) {
  const stored = new Map<string, string>();
  const storage = {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
    removeItem: (key: string) => void stored.delete(key),
  } as unknown as Storage;
  const store = createDraftStore({
    key: 'copy',
    server: { draft, version: 1, savedBy: null },
    device: '6f1c2a8e-3f4b-4c1d-9a7e-1b2c3d4e5f60',
    draftUrl: '/draft',
    storage: () => storage,
    isOffline: () => offline,
  });
  const number = (value: string) =>
    store.change((current) => ({
      ...current,
      draft: { ...current.draft, header: { ...current.draft.header, deliveryNumber: value } },
    }));
  return { store, stored, number };
}

const answer = (status: number, body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status }));

describe('the draft store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('copies each change to the device at once and saves once, a moment after typing stops, with its version', async () => {
    const fetch = vi.fn(() => answer(200, { ok: true, version: 2 }));
    vi.stubGlobal('fetch', fetch);
    const { store, stored, number } = setup();
    number('D-1');
    number('D-12');
    expect(JSON.parse(stored.get('copy')!)).toMatchObject({
      unsaved: true,
      draft: { header: { deliveryNumber: 'D-12' } },
    });
    expect(store.getSnapshot().saveState).toBe('saving');
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(800);
    expect(fetch).toHaveBeenCalledTimes(1);
    const sent = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body as FormData;
    const payload = JSON.parse(String(sent.get('payload'))) as { savedBy: { device: string; changedAt: number } };
    expect(payload).toMatchObject({
      version: 1,
      header: { deliveryNumber: 'D-12' },
      savedBy: { device: '6f1c2a8e-3f4b-4c1d-9a7e-1b2c3d4e5f60' },
    });
    // The stamp is the latest change's: raised by each change, even two within one millisecond.
    expect(payload.savedBy.changedAt).toBe(JSON.parse(stored.get('copy')!).changedAt);
    expect(payload.savedBy.changedAt).toBeGreaterThan(0);
    expect(store.getSnapshot()).toMatchObject({ saveState: 'saved', copy: { version: 2, unsaved: false } });
  });

  it('says offline when the request fails, keeps the change, and saves it on a later try', async () => {
    const fetch = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockImplementation(() => answer(200, { ok: true, version: 2 }));
    vi.stubGlobal('fetch', fetch);
    const { store, number } = setup();
    number('D-1');
    await vi.advanceTimersByTimeAsync(800);
    expect(store.getSnapshot()).toMatchObject({ saveState: 'offline', copy: { unsaved: true } });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(store.getSnapshot()).toMatchObject({ saveState: 'saved', copy: { unsaved: false, version: 2 } });
  });

  it('stops saving over a newer version and says so', async () => {
    const fetch = vi.fn(() => answer(409, { ok: false, reason: 'stale', version: 5 }));
    vi.stubGlobal('fetch', fetch);
    const { store, number } = setup();
    number('D-1');
    await vi.advanceTimersByTimeAsync(800);
    expect(store.getSnapshot().saveState).toBe('stale');
    number('D-2');
    await vi.advanceTimersByTimeAsync(800);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('does not try while the device is offline', async () => {
    const fetch = vi.fn(() => answer(200, { ok: true, version: 2 }));
    vi.stubGlobal('fetch', fetch);
    const { store, number } = setup(true);
    number('D-1');
    await vi.advanceTimersByTimeAsync(800);
    expect(fetch).not.toHaveBeenCalled();
    expect(store.getSnapshot().saveState).toBe('offline');
  });

  it('keeps one sign-off key on the device until an answer settles it', () => {
    const { store, stored } = setup();
    const key = store.signOffKey();
    expect(store.signOffKey()).toBe(key);
    expect(JSON.parse(stored.get('copy')!).signOffKey).toBe(key);
    store.forgetSignOffKey();
    expect(store.signOffKey()).not.toBe(key);
  });

  it("takes over the server's newer version only when it holds what the screen shows", () => {
    const { store, number } = setup();
    number('D-1');
    store.adoptServer({ ...draft, header: { ...draft.header, deliveryNumber: 'other' } }, 3);
    expect(store.getSnapshot().copy).toMatchObject({ version: 1, unsaved: true });
    store.adoptServer({ lines: [], header: { ...draft.header, deliveryNumber: 'D-1' } }, 3);
    expect(store.getSnapshot()).toMatchObject({ saveState: 'saved', copy: { version: 3, unsaved: false } });
  });
});
