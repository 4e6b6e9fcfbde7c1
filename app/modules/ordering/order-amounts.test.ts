import { describe, expect, it } from 'vitest';
import { belowMinimum, lineAmounts, orderAmounts, sumAmounts } from './order-amounts';

describe('lineAmounts', () => {
  it('net after discount and gross with VAT, each rounded to cents', () => {
    expect(lineAmounts({ quantity: '3', price: '1.1', discount: '0', vat: '22' })).toEqual({
      net: '3.30',
      vat: '0.73',
      gross: '4.03',
    });
    expect(lineAmounts({ quantity: '12', price: '0.8333', discount: '10', vat: '9.5' })).toEqual({
      net: '9.00',
      vat: '0.86',
      gross: '9.86',
    });
    expect(lineAmounts({ quantity: '0.125', price: '10.005', discount: '0', vat: '0' })).toEqual({
      net: '1.25',
      vat: '0.00',
      gross: '1.25',
    });
  });

  it('gross is figured from the rounded net', () => {
    // exact net 1.005 → 1.01 (half up); gross 1.01 × 1.22 = 1.2322 → 1.23.
    expect(lineAmounts({ quantity: '1', price: '1.005', discount: '0', vat: '22' })).toEqual({
      net: '1.01',
      vat: '0.22',
      gross: '1.23',
    });
  });
});

describe('sumAmounts', () => {
  it('sums the rounded lines exactly', () => {
    const lines = Array.from({ length: 10 }, () =>
      lineAmounts({ quantity: '1', price: '0.1', discount: '0', vat: '22' }),
    );
    expect(sumAmounts(lines)).toEqual({ net: '1.00', vat: '0.20', gross: '1.20' });
    expect(sumAmounts([])).toEqual({ net: '0.00', vat: '0.00', gross: '0.00' });
  });
});

describe('belowMinimum', () => {
  it('compares the net total with the minimum', () => {
    expect(belowMinimum('49.99', '50.0000')).toBe(true);
    expect(belowMinimum('50.00', '50')).toBe(false);
    expect(belowMinimum('1', null)).toBe(false);
  });
});

describe('orderAmounts', () => {
  it('prices every line and totals the rounded lines', () => {
    const { lines, totals } = orderAmounts([
      { quantity: '3', price: '1.1', discount: '0', vat: '22', productId: 1 },
      { quantity: '12', price: '0.8333', discount: '10', vat: '9.5', productId: 2 },
    ]);
    expect(lines).toEqual([
      {
        quantity: '3',
        price: '1.1',
        discount: '0',
        vat: '22',
        productId: 1,
        amounts: { net: '3.30', vat: '0.73', gross: '4.03' },
      },
      {
        quantity: '12',
        price: '0.8333',
        discount: '10',
        vat: '9.5',
        productId: 2,
        amounts: { net: '9.00', vat: '0.86', gross: '9.86' },
      },
    ]);
    expect(totals).toEqual({ net: '12.30', vat: '1.59', gross: '13.89' });
  });
});
