import { describe, expect, it } from 'vitest';
import { minutesToMidnight } from './whole-day';

describe('minutesToMidnight', () => {
  it('counts to midnight in the time zone, not in UTC, in winter and in summer time', () => {
    // 22:40 UTC on 29 November is 23:40 in Ljubljana (UTC+1).
    expect(minutesToMidnight(new Date('2026-11-29T22:40:00Z'), 'Europe/Ljubljana')).toBeCloseTo(20);
    // 21:30 UTC on 1 July is 23:30 in Ljubljana (UTC+2).
    expect(minutesToMidnight(new Date('2026-07-01T21:30:30Z'), 'Europe/Ljubljana')).toBeCloseTo(29.5);
    expect(minutesToMidnight(new Date('2026-11-29T23:00:00Z'), 'Europe/Ljubljana')).toBeCloseTo(24 * 60);
    expect(minutesToMidnight(new Date('2026-11-29T03:00:00Z'), 'UTC')).toBeCloseTo(21 * 60);
  });
});
