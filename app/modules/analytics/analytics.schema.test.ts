import { describe, expect, it } from 'vitest';
import { parseAnalyticsQuery } from './analytics.schema';

const parse = (query: string) => parseAnalyticsQuery(new URL(`http://shop.test/admin/analytics${query}`));

describe('parseAnalyticsQuery', () => {
  it('reads the filters and defaults to this month of the own shop', () => {
    expect(parse('')).toEqual({ period: 'this_month', view: 'shop' });
    expect(parse('?period=custom&from=2026-01-01&to=2026-03-31&supplier=12&view=company')).toEqual({
      period: 'custom',
      from: '2026-01-01',
      to: '2026-03-31',
      supplierId: 12,
      view: 'company',
    });
  });

  it('ignores what it cannot read instead of failing', () => {
    expect(parse('?period=forever&supplier=-3&view=all&from=' + 'x'.repeat(50))).toEqual({
      period: 'this_month',
      view: 'shop',
    });
    expect(parse('?supplier=99999999999')).toEqual({ period: 'this_month', view: 'shop' });
  });
});
