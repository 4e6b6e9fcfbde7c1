import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney, formatNumber } from './format';

describe('formatting per locale', () => {
  it('formats numbers the Slovenian way', () => {
    expect(formatNumber('si', 1234.56, 2)).toBe('1.234,56');
    expect(formatNumber('en', 1234.56, 2)).toBe('1,234.56');
  });
  it('formats calendar dates', () => {
    const date = new Date('2026-11-22T10:00:00Z');
    expect(formatDate('si', date)).toBe('22. 11. 2026');
    expect(formatDate('en', date)).toBe('22/11/2026');
  });
  it('uses the shop time zone for the calendar day', () => {
    expect(formatDate('si', new Date('2026-11-21T23:30:00Z'))).toBe('22. 11. 2026');
  });
  it('formats money in euros', () => {
    expect(formatMoney('si', '1234.5').replace(/\u00a0/g, ' ')).toBe('1.234,50 €');
    expect(formatMoney('en', 1234.5)).toBe('€1,234.50');
  });
});
