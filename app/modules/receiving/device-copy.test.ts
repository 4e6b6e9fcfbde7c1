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
  ...values,
});

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
    const server = { draft: draft('server'), version: 3 };
    expect(startingPoint(server, copy({}))).toMatchObject({ restored: true, draft: draft('device'), unsaved: true });
    expect(startingPoint(server, copy({ unsaved: false }))).toMatchObject({ restored: false, draft: draft('server') });
    // Saved elsewhere since the copy was made: the copy is older than the server's draft.
    expect(startingPoint({ ...server, version: 4 }, copy({}))).toMatchObject({
      restored: false,
      draft: draft('server'),
      version: 4,
    });
    expect(startingPoint(server, null)).toMatchObject({ restored: false, signOffKey: null });
  });

  it('keeps a sign-off key that is still waiting for its answer', () => {
    const key = '00000000-0000-4000-8000-000000000009';
    expect(startingPoint({ draft: draft(null), version: 9 }, copy({ signOffKey: key })).signOffKey).toBe(key);
  });
});
