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

  it('turns to the next day on the second midnight comes, asked again and again', () => {
    // Midnight in Ljubljana (UTC+1) is 23:00:00 UTC; the last second before it and the first of the new day.
    const before = new Date('2026-03-14T22:59:59.999Z');
    expect(todayIn('Europe/Ljubljana', before)).toBe('2026-03-14');
    expect(todayIn('Europe/Ljubljana', new Date('2026-03-14T22:59:59.000Z'))).toBe('2026-03-14');
    expect(todayIn('UTC', before)).toBe('2026-03-14');
    expect(todayIn('Europe/Ljubljana', new Date('2026-03-14T23:00:00.000Z'))).toBe('2026-03-15');
    expect(todayIn('Europe/Ljubljana', new Date('2026-03-14T23:00:00.999Z'))).toBe('2026-03-15');
    expect(todayIn('Pacific/Kiritimati', new Date('2026-03-14T23:00:00.500Z'))).toBe('2026-03-15');
    expect(todayIn('America/New_York', new Date('2026-03-14T23:00:00.500Z'))).toBe('2026-03-14');
  });
});
