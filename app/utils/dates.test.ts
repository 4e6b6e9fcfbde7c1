import { describe, expect, it } from 'vitest';
import { addDays, todayIn } from './dates';

describe('calendar dates', () => {
  it('adds days across months, leap years and years', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it("today is the shop's date, not UTC's", () => {
    // 23:30 UTC on 14 March is 00:30 on 15 March in Ljubljana (UTC+1) and still 14 March in New York.
    const now = new Date('2026-03-14T23:30:00Z');
    expect(todayIn('Europe/Ljubljana', now)).toBe('2026-03-15');
    expect(todayIn('America/New_York', now)).toBe('2026-03-14');
    // Summer time: UTC+2.
    expect(todayIn('Europe/Ljubljana', new Date('2026-07-31T22:30:00Z'))).toBe('2026-08-01');
  });
});
