import { describe, expect, it } from 'vitest';
import { wallTimeInstant, wallTimeOf } from './wall-time';

describe('wallTimeInstant', () => {
  it('reads the time of day on the shop clock (winter and summer time in Ljubljana)', () => {
    expect(wallTimeInstant('2026-11-20', '20:00', 'Europe/Ljubljana').toISOString()).toBe('2026-11-20T19:00:00.000Z');
    expect(wallTimeInstant('2026-07-01', '20:00', 'Europe/Ljubljana').toISOString()).toBe('2026-07-01T18:00:00.000Z');
  });

  it('keeps the shop day even when the instant falls on another UTC day', () => {
    expect(wallTimeInstant('2026-11-20', '00:30', 'Europe/Ljubljana').toISOString()).toBe('2026-11-19T23:30:00.000Z');
    expect(wallTimeInstant('2026-11-20', '20:00', 'America/New_York').toISOString()).toBe('2026-11-21T01:00:00.000Z');
    expect(wallTimeInstant('2026-11-20', '08:15', 'UTC').toISOString()).toBe('2026-11-20T08:15:00.000Z');
  });

  it('takes the first of a repeated hour and moves a skipped one past the gap', () => {
    // 2026-10-25 03:00 CEST → 02:00 CET: 02:30 happens twice.
    expect(wallTimeInstant('2026-10-25', '02:30', 'Europe/Ljubljana').toISOString()).toBe('2026-10-25T00:30:00.000Z');
    // 2026-03-29 02:00 CET → 03:00 CEST: 02:30 does not exist.
    expect(wallTimeInstant('2026-03-29', '02:30', 'Europe/Ljubljana').toISOString()).toBe('2026-03-29T01:30:00.000Z');
  });

  it('shows the instant again as the shop clock time', () => {
    expect(wallTimeOf(new Date('2026-11-20T19:00:00Z'), 'Europe/Ljubljana')).toBe('20:00');
  });
});
