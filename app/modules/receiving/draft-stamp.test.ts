import { describe, expect, it } from 'vitest';
import { isOwnLaterSave, stampOf } from './draft-stamp';

const phone = '6f1c2a8e-3f4b-4c1d-9a7e-1b2c3d4e5f60';
const tablet = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

describe('draft stamps', () => {
  it('are read from a stored draft, and absent from an old or odd one', () => {
    expect(stampOf({ header: {}, lines: [], savedBy: { device: phone, changedAt: 5 } })).toEqual({
      device: phone,
      changedAt: 5,
    });
    expect(stampOf({ header: {}, lines: [] })).toBeNull();
    expect(stampOf({ savedBy: { device: 'not-a-uuid', changedAt: 5 } })).toBeNull();
    expect(stampOf(null)).toBeNull();
  });

  it('let a device’s later save supersede its own earlier one, never another device’s', () => {
    expect(isOwnLaterSave({ device: phone, changedAt: 5 }, { device: phone, changedAt: 9 })).toBe(true);
    expect(isOwnLaterSave({ device: phone, changedAt: 5 }, { device: phone, changedAt: 5 })).toBe(true);
    expect(isOwnLaterSave({ device: phone, changedAt: 9 }, { device: phone, changedAt: 5 })).toBe(false);
    expect(isOwnLaterSave({ device: tablet, changedAt: 5 }, { device: phone, changedAt: 9 })).toBe(false);
    expect(isOwnLaterSave(null, { device: phone, changedAt: 9 })).toBe(false);
    expect(isOwnLaterSave({ device: phone, changedAt: 5 }, null)).toBe(false);
  });
});
