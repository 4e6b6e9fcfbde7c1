import { describe, expect, it } from 'vitest';
import { shelfLifeWarning } from './shelf-life';

const TODAY = '2026-11-24';

describe('shelfLifeWarning', () => {
  it('warns about a date in the past, and not about today', () => {
    expect(shelfLifeWarning({ bestBefore: '2026-11-23' }, TODAY, null)).toEqual({
      warning: 'expired',
      date: '2026-11-23',
      daysLeft: -1,
    });
    expect(shelfLifeWarning({ bestBefore: TODAY }, TODAY, null)).toBeNull();
    expect(shelfLifeWarning({ expiry: '2025-12-31' }, TODAY, 3)).toMatchObject({ warning: 'expired', daysLeft: -328 });
  });

  it("warns when fewer days are left than the product's minimum shelf life", () => {
    expect(shelfLifeWarning({ bestBefore: '2026-11-28' }, TODAY, 5)).toEqual({
      warning: 'short_shelf_life',
      date: '2026-11-28',
      daysLeft: 4,
      minimumDays: 5,
    });
    expect(shelfLifeWarning({ bestBefore: '2026-11-29' }, TODAY, 5)).toBeNull();
    expect(shelfLifeWarning({ bestBefore: TODAY }, TODAY, 1)).toMatchObject({
      warning: 'short_shelf_life',
      daysLeft: 0,
    });
    expect(shelfLifeWarning({ bestBefore: '2026-11-25' }, TODAY, 0)).toBeNull();
    expect(shelfLifeWarning({ bestBefore: '2026-11-25' }, TODAY, null)).toBeNull();
  });

  it('judges by the earlier of best before and expiry', () => {
    expect(shelfLifeWarning({ bestBefore: '2027-01-31', expiry: '2026-11-20' }, TODAY, null)).toMatchObject({
      warning: 'expired',
      date: '2026-11-20',
    });
    expect(shelfLifeWarning({ bestBefore: '2026-11-26', expiry: '2027-01-31' }, TODAY, 7)).toMatchObject({
      warning: 'short_shelf_life',
      date: '2026-11-26',
      daysLeft: 2,
    });
  });

  it('counts calendar days across months, years and daylight saving', () => {
    expect(shelfLifeWarning({ bestBefore: '2027-03-30' }, '2027-03-27', 4)).toMatchObject({ daysLeft: 3 });
    expect(shelfLifeWarning({ bestBefore: '2027-01-02' }, '2026-12-30', 4)).toMatchObject({ daysLeft: 3 });
    expect(shelfLifeWarning({ bestBefore: '2028-03-01' }, '2028-02-28', 3)).toMatchObject({ daysLeft: 2 });
  });

  it('has nothing to say without dates', () => {
    expect(shelfLifeWarning({}, TODAY, 5)).toBeNull();
    expect(shelfLifeWarning({ bestBefore: null, expiry: null }, TODAY, 5)).toBeNull();
  });
});
