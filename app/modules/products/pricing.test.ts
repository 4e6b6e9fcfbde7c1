import { describe, expect, it } from 'vitest';
import { derivePrices, displayPrices, roundToCents, sameAmount } from './pricing';

describe('price arithmetic', () => {
  it('applies the discount, then VAT, exactly', () => {
    expect(derivePrices({ price: '10', discount: '10', vat: '22' })).toEqual({
      priceWithDiscount: '9',
      priceWithVat: '10.98',
      netValue: null,
      grossValue: null,
    });
  });

  it('never goes through floats: 0.1 + 0.2 style amounts stay exact', () => {
    // 1.15 × 1.095 = 1.25925 exactly; in floats 1.15 * 1.095 = 1.2592499999999998.
    expect(derivePrices({ price: '1.15', discount: '0', vat: '9.5' }).priceWithVat).toBe('1.25925');
    expect(displayPrices({ price: '1.15', discount: '0', vat: '9.5' }).priceWithVat).toBe('1.26');
    // 0.1 × 3 with 0 VAT and a 66.67 % discount.
    expect(derivePrices({ price: '0.3', discount: '66.67', vat: '0' }).priceWithDiscount).toBe('0.09999');
  });

  it('rounds half up to cents for display only', () => {
    expect(roundToCents('2.345')).toBe('2.35');
    expect(roundToCents('2.344999')).toBe('2.34');
    expect(roundToCents('2')).toBe('2.00');
    expect(roundToCents('0.005')).toBe('0.01');
    // VAT is computed from the unrounded discounted price: 9.995 × 1.22 = 12.1939, not 10.00 × 1.22.
    expect(displayPrices({ price: '19.99', discount: '50', vat: '22' })).toMatchObject({
      priceWithDiscount: '10.00',
      priceWithVat: '12.19',
    });
  });

  it('computes net and gross values from their percentages', () => {
    expect(
      displayPrices({ price: '10', discount: '10', vat: '22', netPercentage: '30', grossPercentage: '25' }),
    ).toEqual({
      priceWithDiscount: '9.00',
      priceWithVat: '10.98',
      netValue: '11.70',
      grossValue: '13.73',
    });
  });

  it('an empty discount is no discount; missing price or VAT leaves the amounts empty', () => {
    expect(derivePrices({ price: '5', discount: null, vat: '9.5' }).priceWithVat).toBe('5.475');
    expect(derivePrices({ price: null, vat: '22' })).toEqual({
      priceWithDiscount: null,
      priceWithVat: null,
      netValue: null,
      grossValue: null,
    });
    expect(derivePrices({ price: '5', vat: null }).priceWithVat).toBeNull();
    expect(derivePrices({ price: '5', vat: 'abc' }).priceWithVat).toBeNull();
  });

  it('a 100 % discount is free; large prices keep every digit', () => {
    expect(derivePrices({ price: '12.3456', discount: '100', vat: '22' }).priceWithVat).toBe('0');
    expect(derivePrices({ price: '9999999999.9999', discount: '0', vat: '22' }).priceWithVat).toBe(
      '12199999999.999878',
    );
  });

  it('compares stored amounts by value', () => {
    expect(sameAmount('12.5000', '12.5')).toBe(true);
    expect(sameAmount('12.5', '12.51')).toBe(false);
    expect(sameAmount(null, null)).toBe(true);
    expect(sameAmount('1', null)).toBe(false);
  });
});
