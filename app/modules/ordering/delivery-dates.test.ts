import { describe, expect, it } from 'vitest';
import { isPublicHoliday } from './holidays.server';
import {
  earliestDeliveryDate,
  isDeliveryDateAllowed,
  isoWeekday,
  nextDeliveryDay,
  offeredDeliveryDates,
  shopClock,
} from './delivery-dates';

const LJ = 'Europe/Ljubljana';
const noHolidays = () => false;
const cutoff = (hour: number, minute = 0) => ({ deliveryDays: [], orderCutoffMinutes: hour * 60 + minute });

describe('shopClock', () => {
  it('reads the wall clock of the zone, across daylight saving', () => {
    // Winter: UTC+1.
    expect(shopClock(LJ, new Date('2026-01-15T22:30:00Z'))).toEqual({ date: '2026-01-15', minutes: 23 * 60 + 30 });
    expect(shopClock(LJ, new Date('2026-01-15T23:30:00Z'))).toEqual({ date: '2026-01-16', minutes: 30 });
    // Summer: UTC+2; 2026-03-29 01:00Z the clock jumps from 02:00 to 03:00.
    expect(shopClock(LJ, new Date('2026-03-29T00:59:00Z'))).toEqual({ date: '2026-03-29', minutes: 1 * 60 + 59 });
    expect(shopClock(LJ, new Date('2026-03-29T01:00:00Z'))).toEqual({ date: '2026-03-29', minutes: 3 * 60 });
    expect(shopClock(LJ, new Date('2026-07-01T22:30:00Z'))).toEqual({ date: '2026-07-02', minutes: 30 });
  });
});

describe('isoWeekday', () => {
  it('Monday is 1 and Sunday 7', () => {
    expect(isoWeekday('2026-11-23')).toBe(1);
    expect(isoWeekday('2026-11-22')).toBe(7);
  });
});

describe('earliestDeliveryDate', () => {
  it('tomorrow before the cut-off, the day after at or past it', () => {
    // 2026-01-15 13:59 and 14:00 in Ljubljana (UTC+1).
    expect(earliestDeliveryDate(cutoff(14), LJ, new Date('2026-01-15T12:59:00Z'))).toBe('2026-01-16');
    expect(earliestDeliveryDate(cutoff(14), LJ, new Date('2026-01-15T13:00:00Z'))).toBe('2026-01-17');
    expect(
      earliestDeliveryDate({ deliveryDays: [], orderCutoffMinutes: null }, LJ, new Date('2026-01-15T22:00:00Z')),
    ).toBe('2026-01-16');
  });

  it('uses the summer offset after the March change', () => {
    // 2026-03-30 is summer time (UTC+2): 11:59Z is 13:59 local, 12:00Z is 14:00 local.
    expect(earliestDeliveryDate(cutoff(14), LJ, new Date('2026-03-30T11:59:00Z'))).toBe('2026-03-31');
    expect(earliestDeliveryDate(cutoff(14), LJ, new Date('2026-03-30T12:00:00Z'))).toBe('2026-04-01');
    // The day before the change it is still winter: 12:59Z is 13:59 local.
    expect(earliestDeliveryDate(cutoff(14), LJ, new Date('2026-03-28T12:59:00Z'))).toBe('2026-03-29');
  });

  it('uses the winter offset after the October change', () => {
    // 2026-10-25 03:00 summer becomes 02:00 winter. On 10-24 (summer) 14:00 local is 12:00Z; on 10-26 (winter) 13:00Z.
    expect(earliestDeliveryDate(cutoff(14), LJ, new Date('2026-10-24T12:00:00Z'))).toBe('2026-10-26');
    expect(earliestDeliveryDate(cutoff(14), LJ, new Date('2026-10-26T12:30:00Z'))).toBe('2026-10-27');
    expect(earliestDeliveryDate(cutoff(14), LJ, new Date('2026-10-26T13:00:00Z'))).toBe('2026-10-28');
  });

  it('a cut-off late in the night on the day the clock goes back', () => {
    // 2026-10-25 23:30 local (UTC+1) is 22:30Z: past a 23:00 cut-off.
    expect(earliestDeliveryDate(cutoff(23), LJ, new Date('2026-10-25T22:30:00Z'))).toBe('2026-10-27');
    expect(earliestDeliveryDate(cutoff(23), LJ, new Date('2026-10-25T21:59:00Z'))).toBe('2026-10-26');
  });

  it('in another zone: New York changes on other dates', () => {
    const NY = 'America/New_York';
    // 2026-03-08 New York goes to UTC−4; Ljubljana is still UTC+1.
    expect(earliestDeliveryDate(cutoff(14), NY, new Date('2026-03-09T17:59:00Z'))).toBe('2026-03-10');
    expect(earliestDeliveryDate(cutoff(14), NY, new Date('2026-03-09T18:00:00Z'))).toBe('2026-03-11');
    // Late evening in New York is already the next day in UTC.
    expect(earliestDeliveryDate(cutoff(14), NY, new Date('2026-11-03T03:00:00Z'))).toBe('2026-11-04');
  });
});

describe('offeredDeliveryDates', () => {
  it('only the delivery days from the earliest date', () => {
    // Friday 2026-11-20 10:00 local, cut-off 12:00: earliest Saturday; Mondays and Thursdays.
    const terms = { deliveryDays: [1, 4], orderCutoffMinutes: 12 * 60 };
    expect(offeredDeliveryDates(terms, LJ, new Date('2026-11-20T09:00:00Z'), noHolidays, 3)).toEqual([
      '2026-11-23',
      '2026-11-26',
      '2026-11-30',
    ]);
  });

  it('any day when none are set', () => {
    expect(
      offeredDeliveryDates(
        { deliveryDays: [], orderCutoffMinutes: null },
        LJ,
        new Date('2026-11-20T09:00:00Z'),
        noHolidays,
        2,
      ),
    ).toEqual(['2026-11-21', '2026-11-22']);
  });
});

describe('isDeliveryDateAllowed', () => {
  const terms = { deliveryDays: [1, 4], orderCutoffMinutes: 12 * 60 };
  const friday10 = new Date('2026-11-20T09:00:00Z');
  it('accepts an offered date and refuses others', () => {
    expect(isDeliveryDateAllowed(terms, LJ, friday10, '2026-11-23', noHolidays)).toBe(true);
    expect(isDeliveryDateAllowed(terms, LJ, friday10, '2026-11-24', noHolidays)).toBe(false);
    expect(isDeliveryDateAllowed(terms, LJ, friday10, '2026-11-19', noHolidays)).toBe(false);
    expect(isDeliveryDateAllowed(terms, LJ, friday10, '2027-11-22', noHolidays)).toBe(false);
    expect(isDeliveryDateAllowed(terms, LJ, friday10, 'tomorrow', noHolidays)).toBe(false);
  });

  it('refuses tomorrow once the cut-off has passed', () => {
    const any = { deliveryDays: [], orderCutoffMinutes: 12 * 60 };
    expect(isDeliveryDateAllowed(any, LJ, new Date('2026-11-20T10:59:00Z'), '2026-11-21', noHolidays)).toBe(true);
    expect(isDeliveryDateAllowed(any, LJ, new Date('2026-11-20T11:00:00Z'), '2026-11-21', noHolidays)).toBe(false);
  });
});

describe('public holidays (Slovenia)', () => {
  const anyDay = { deliveryDays: [], orderCutoffMinutes: null };
  const weekdays = { deliveryDays: [1, 2, 3, 4, 5], orderCutoffMinutes: 14 * 60 };

  it('knows Christmas, Independence and Unity Day and Easter Monday, and not the days around them', () => {
    expect(isPublicHoliday('2026-12-25')).toBe(true);
    expect(isPublicHoliday('2026-12-26')).toBe(true);
    expect(isPublicHoliday('2026-04-06')).toBe(true); // Easter Monday 2026
    expect(isPublicHoliday('2027-03-29')).toBe(true); // Easter Monday 2027: it moves with Easter
    expect(isPublicHoliday('2026-04-07')).toBe(false);
    expect(isPublicHoliday('2026-12-24')).toBe(false);
    expect(isPublicHoliday('2026-12-28')).toBe(false);
    // An observance (Martinovanje) is no day off.
    expect(isPublicHoliday('2026-11-11')).toBe(false);
  });

  it('offers no delivery on 25 and 26 December, even from a supplier that delivers every day', () => {
    const dates = offeredDeliveryDates(anyDay, LJ, new Date('2026-12-23T09:00:00Z'), isPublicHoliday, 4);
    expect(dates).toEqual(['2026-12-24', '2026-12-27', '2026-12-28', '2026-12-29']);
    expect(isDeliveryDateAllowed(anyDay, LJ, new Date('2026-12-23T09:00:00Z'), '2026-12-25', isPublicHoliday)).toBe(
      false,
    );
    expect(isDeliveryDateAllowed(anyDay, LJ, new Date('2026-12-23T09:00:00Z'), '2026-12-26', isPublicHoliday)).toBe(
      false,
    );
    expect(isDeliveryDateAllowed(anyDay, LJ, new Date('2026-12-23T09:00:00Z'), '2026-12-24', isPublicHoliday)).toBe(
      true,
    );
  });

  it('skips Easter Monday for a supplier delivering on weekdays', () => {
    // Thursday 2 April 2026 at noon: Friday 3rd, then Monday 6th is Easter Monday, so Tuesday 7th.
    expect(offeredDeliveryDates(weekdays, LJ, new Date('2026-04-02T10:00:00Z'), isPublicHoliday, 2)).toEqual([
      '2026-04-03',
      '2026-04-07',
    ]);
    expect(isDeliveryDateAllowed(weekdays, LJ, new Date('2026-04-02T10:00:00Z'), '2026-04-06', isPublicHoliday)).toBe(
      false,
    );
  });

  it('takes the holidays as a predicate, so the rules stay pure', () => {
    const fridayOff = (date: string) => date === '2026-11-27';
    expect(
      offeredDeliveryDates(
        { deliveryDays: [5], orderCutoffMinutes: null },
        LJ,
        new Date('2026-11-20T09:00:00Z'),
        fridayOff,
        2,
      ),
    ).toEqual(['2026-12-04', '2026-12-11']);
  });
});

describe('nextDeliveryDay', () => {
  const never = () => false;
  it("is the supplier's first delivery day after the date", () => {
    // Tuesday 2026-11-24: Mondays and Thursdays → Thursday; any day → tomorrow.
    expect(nextDeliveryDay([1, 4], '2026-11-24', never)).toBe('2026-11-26');
    expect(nextDeliveryDay([], '2026-11-24', never)).toBe('2026-11-25');
    expect(nextDeliveryDay([2], '2026-11-24', never)).toBe('2026-12-01');
  });

  it('skips public holidays', () => {
    // Thursday 2026-12-24, Friday 25 (Christmas, a holiday), Saturday 26 (a holiday too).
    expect(nextDeliveryDay([5, 6, 1], '2026-12-24', isPublicHoliday)).toBe('2026-12-28');
  });
});
