import { describe, expect, it } from 'vitest';
import { formatDayInWords, formatFigure, formatPercent, formatSigned } from './analytics-format';

describe('analytics figures as the user reads them', () => {
  it('writes percentages and figures in the language, and a dash where there is no base', () => {
    expect(formatPercent('en', 12.5)).toBe('12.5%');
    expect(formatPercent('si', 12.5)).toBe('12,5\u00a0%');
    expect(formatPercent('en', null)).toBe('—');
    expect(formatFigure('si', 1234.5)).toBe('1.234,5');
    expect(formatFigure('en', null)).toBe('—');
  });

  it('signs a change with a plus or a real minus', () => {
    expect(formatSigned('en', 3)).toBe('+3');
    expect(formatSigned('en', -2)).toBe('\u22122');
    expect(formatSigned('en', 0)).toBe('0');
    expect(formatSigned('si', -12.5, true)).toBe('\u221212,5\u00a0%');
  });

  it('names a day in words for screen readers', () => {
    expect(formatDayInWords('en', '2026-11-01')).toBe('1 November 2026');
    expect(formatDayInWords('si', '2026-11-01')).toBe('1. november 2026');
  });
});
