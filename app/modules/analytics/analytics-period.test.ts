import { describe, expect, it } from 'vitest';
import { todayIn } from '#app/utils/dates';
import {
  periodInstants,
  periodLength,
  previousPeriod,
  resolvePeriod,
  trendMonths,
  weekStart,
} from './analytics-period';

describe('resolvePeriod', () => {
  it('this week runs from Monday to today', () => {
    expect(resolvePeriod('this_week', '2026-11-25')).toEqual({ from: '2026-11-23', to: '2026-11-25' });
    expect(resolvePeriod('this_week', '2026-11-23')).toEqual({ from: '2026-11-23', to: '2026-11-23' });
    expect(resolvePeriod('this_week', '2026-11-29')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(weekStart('2027-01-01')).toBe('2026-12-28');
  });

  it('this month and last month are calendar months, across a year and a leap February', () => {
    expect(resolvePeriod('this_month', '2026-11-25')).toEqual({ from: '2026-11-01', to: '2026-11-25' });
    expect(resolvePeriod('last_month', '2026-11-25')).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(resolvePeriod('last_month', '2027-01-03')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(resolvePeriod('last_month', '2028-03-01')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });

  it('takes a custom range only when it is two calendar days in order and not over two years', () => {
    expect(resolvePeriod('custom', '2026-11-25', { from: '2026-01-01', to: '2026-03-31' })).toEqual({
      from: '2026-01-01',
      to: '2026-03-31',
    });
    expect(resolvePeriod('custom', '2026-11-25', { from: '2026-03-31', to: '2026-01-01' })).toBeNull();
    expect(resolvePeriod('custom', '2026-11-25', { from: '2026-02-30', to: '2026-03-01' })).toBeNull();
    expect(resolvePeriod('custom', '2026-11-25', { from: '2020-01-01', to: '2026-01-01' })).toBeNull();
    expect(resolvePeriod('custom', '2026-11-25')).toBeNull();
  });

  it("uses the shop's day: just after midnight in Ljubljana on a Monday is already the new week", () => {
    const today = todayIn('Europe/Ljubljana', new Date('2026-11-22T23:30:00Z'));
    expect(today).toBe('2026-11-23');
    expect(resolvePeriod('this_week', today)).toEqual({ from: '2026-11-23', to: '2026-11-23' });
    // Summer time: midnight is 22:00 UTC.
    expect(todayIn('Europe/Ljubljana', new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
  });
});

describe('previousPeriod', () => {
  it('is the same number of days just before', () => {
    expect(previousPeriod({ from: '2026-11-01', to: '2026-11-25' })).toEqual({ from: '2026-10-07', to: '2026-10-31' });
    expect(previousPeriod({ from: '2026-03-01', to: '2026-03-31' })).toEqual({ from: '2026-01-29', to: '2026-02-28' });
    expect(periodLength({ from: '2026-03-01', to: '2026-03-31' })).toBe(31);
  });
});

describe('periodInstants', () => {
  it("bounds the period by the shop's midnights, 23 hours on the spring day and 25 on the autumn one", () => {
    const spring = periodInstants({ from: '2026-03-29', to: '2026-03-29' }, 'Europe/Ljubljana');
    expect(spring.start.toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(spring.end.toISOString()).toBe('2026-03-29T22:00:00.000Z');
    const autumn = periodInstants({ from: '2026-10-25', to: '2026-10-25' }, 'Europe/Ljubljana');
    expect(autumn.start.toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(autumn.end.toISOString()).toBe('2026-10-25T23:00:00.000Z');
    const month = periodInstants({ from: '2026-03-01', to: '2026-03-31' }, 'Europe/Ljubljana');
    expect(month.start.toISOString()).toBe('2026-02-28T23:00:00.000Z');
    expect(month.end.toISOString()).toBe('2026-03-31T22:00:00.000Z');
  });
});

describe('trendMonths', () => {
  it('lists the twelve months ending with the current one', () => {
    const months = trendMonths('2026-11-25');
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('2025-12-01');
    expect(months[11]).toBe('2026-11-01');
  });
});
