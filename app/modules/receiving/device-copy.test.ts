import { describe, expect, it } from 'vitest';
import { deviceCopyKey, readDeviceCopy, startingPoint, writeDeviceCopy, type DeviceCopy } from './device-copy';
import type { ReceiptDraft } from './receipt.schema';

const draft = (deliveryNumber: string | null): ReceiptDraft => ({
  header: {
    deliveryNumber,
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
});

const copy = (values: Partial<DeviceCopy>): DeviceCopy => ({
  draft: draft('device'),
  version: 3,
  unsaved: true,
  extraLines: [],
  signOffKey: null,
  changedAt: 1_000,
  ...values,
});

const phone = '6f1c2a8e-3f4b-4c1d-9a7e-1b2c3d4e5f60';
const tablet = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

describe('the device copy', () => {
  it('is per note and user, and survives a storage that refuses to write or holds rubbish', () => {
    expect(deviceCopyKey(7, 2)).not.toBe(deviceCopyKey(7, 3));
    const map = new Map<string, string>();
    const storage = {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
    };
    writeDeviceCopy(storage, 'k', copy({}));
    expect(readDeviceCopy(storage, 'k')).toEqual(copy({}));
    map.set('k', '{"draft":1}');
    expect(readDeviceCopy(storage, 'k')).toBeNull();
    map.set('k', 'not json');
    expect(readDeviceCopy(storage, 'k')).toBeNull();
    expect(() =>
      writeDeviceCopy(
        {
          setItem: () => {
            throw new Error('QuotaExceededError');
          },
        },
        'k',
        copy({}),
      ),
    ).not.toThrow();
  });

  it("is restored when it holds changes the server has not seen, and the server's draft wins otherwise", () => {
    const server = { draft: draft('server'), version: 3, savedBy: null };
    expect(startingPoint(server, copy({}), phone)).toMatchObject({
      restored: true,
      draft: draft('device'),
      unsaved: true,
    });
    expect(startingPoint(server, copy({ unsaved: false }), phone)).toMatchObject({
      restored: false,
      draft: draft('server'),
    });
    // Saved elsewhere since the copy was made: the copy is older than the server's draft.
    expect(startingPoint({ ...server, version: 4 }, copy({}), phone)).toMatchObject({
      restored: false,
      draft: draft('server'),
      version: 4,
    });
    expect(startingPoint(server, null, phone)).toMatchObject({ restored: false, signOffKey: null });
  });

  it('is restored over a newer server draft that is this device’s own earlier save (a reload during a save)', () => {
    const server = { draft: draft('sent before the reload'), version: 4 };
    // The save carrying the change at 900 landed after the page had read version 3; the copy changed again at 1000.
    expect(startingPoint({ ...server, savedBy: { device: phone, changedAt: 900 } }, copy({}), phone)).toMatchObject({
      restored: true,
      draft: draft('device'),
      version: 4,
    });
    // Another device saved version 4: its draft wins, as before.
    expect(startingPoint({ ...server, savedBy: { device: tablet, changedAt: 900 } }, copy({}), phone)).toMatchObject({
      restored: false,
      draft: draft('sent before the reload'),
    });
    // This device's save is newer than the copy (the copy is an older leftover): the server's draft wins.
    expect(startingPoint({ ...server, savedBy: { device: phone, changedAt: 2_000 } }, copy({}), phone)).toMatchObject({
      restored: false,
    });
  });

  it('reads a copy made before changes were stamped as changed at 0', () => {
    const map = new Map([
      ['k', JSON.stringify({ draft: draft('old'), version: 1, unsaved: true, extraLines: [], signOffKey: null })],
    ]);
    expect(readDeviceCopy({ getItem: (k: string) => map.get(k) ?? null }, 'k')?.changedAt).toBe(0);
  });

  it('keeps a sign-off key that is still waiting for its answer', () => {
    const key = '00000000-0000-4000-8000-000000000009';
    expect(
      startingPoint({ draft: draft(null), version: 9, savedBy: null }, copy({ signOffKey: key }), phone).signOffKey,
    ).toBe(key);
  });
});
