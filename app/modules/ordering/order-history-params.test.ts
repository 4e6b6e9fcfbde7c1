import { describe, expect, it } from 'vitest';
import { isCalendarDate } from '#app/utils/dates';
import { parseOrderHistoryParams } from './order-history-params';

describe('order history filters', () => {
  it.each([
    '2024-02-30',
    '2023-02-29',
    '2024-04-31',
    '2024-13-01',
    '2024-00-10',
    '0000-01-01',
    '2024-2-3',
    '2024-02-29x',
  ])('ignores the impossible date %s', (value) => {
    expect(isCalendarDate(value)).toBe(false);
    const params = parseOrderHistoryParams(new URL(`http://x/admin/ordering?from=${value}&to=${value}`));
    expect(params.from).toBeUndefined();
    expect(params.to).toBeUndefined();
    expect(params.invalidDates).toEqual({ from: value, to: value });
  });

  it('keeps real days, leap days too', () => {
    const params = parseOrderHistoryParams(new URL('http://x/admin/ordering?from=2024-02-29&to=2024-12-31'));
    expect(params).toMatchObject({ from: '2024-02-29', to: '2024-12-31', invalidDates: {} });
  });
});
