import { describe, expect, it } from 'vitest';
import { editablePrice, periodsOverlap, planPriceChange, priceOnDate, type PricePeriod } from './price-history';

const p = (id: number, validFrom: string, validTo: string | null, price = '10'): PricePeriod => ({
  id,
  price,
  discount: '0',
  vat: '22',
  validFrom,
  validTo,
});
const TODAY = '2026-03-15';
const terms = (price: string, dates: { validFrom?: string | null; validTo?: string | null } = {}) => ({
  price,
  discount: '0',
  vat: '22',
  validFrom: dates.validFrom ?? null,
  validTo: dates.validTo ?? null,
});

describe('the price on a date', () => {
  const history = [p(1, '2026-01-01', '2026-02-28', '8'), p(2, '2026-03-01', null, '9')];
  it('finds the period, both ends included', () => {
    expect(priceOnDate(history, '2025-12-31')).toBeNull();
    expect(priceOnDate(history, '2026-01-01')?.id).toBe(1);
    expect(priceOnDate(history, '2026-02-28')?.id).toBe(1);
    expect(priceOnDate(history, '2026-03-01')?.id).toBe(2);
    expect(priceOnDate(history, '2099-01-01')?.id).toBe(2);
  });

  it('the edit form works on the current price, else the next future one, else the last one', () => {
    expect(editablePrice(history, TODAY)?.id).toBe(2);
    expect(editablePrice([p(1, '2026-04-01', null)], TODAY)?.id).toBe(1);
    expect(editablePrice([p(1, '2026-01-01', '2026-02-01'), p(2, '2026-02-02', '2026-03-01')], TODAY)?.id).toBe(2);
    expect(editablePrice([], TODAY)).toBeNull();
  });

  it('detects overlapping periods; touching ends are fine', () => {
    expect(periodsOverlap(history)).toBe(false);
    expect(periodsOverlap([p(1, '2026-01-01', '2026-03-01'), p(2, '2026-03-01', null)])).toBe(true);
    expect(periodsOverlap([p(1, '2026-01-01', null), p(2, '2026-05-01', null)])).toBe(true);
  });
});

describe('changing a price', () => {
  const open = [p(1, '2026-01-01', null)];

  it('asks first when a price in effect before today changes', () => {
    expect(planPriceChange(open, TODAY, terms('11'), null)).toMatchObject({ kind: 'error', field: 'priceChange' });
  });

  it('"yes" ends the current price yesterday and opens the new one today', () => {
    expect(planPriceChange(open, TODAY, terms('11'), 'new')).toEqual({
      kind: 'newFromToday',
      close: { id: 1, validTo: '2026-03-14' },
      insert: { price: '11', discount: '0', vat: '22', validFrom: TODAY, validTo: null },
    });
  });

  it('"no" corrects the current price in place', () => {
    expect(planPriceChange(open, TODAY, terms('11'), 'correct')).toEqual({
      kind: 'update',
      id: 1,
      values: { price: '11', discount: '0', vat: '22', validFrom: '2026-01-01', validTo: null },
    });
  });

  it('a price that started today is corrected without asking, whatever the answer', () => {
    const today = [p(1, '2026-01-01', '2026-03-14'), p(2, TODAY, null)];
    expect(planPriceChange(today, TODAY, terms('11'), null)).toMatchObject({ kind: 'update', id: 2 });
    expect(planPriceChange(today, TODAY, terms('11'), 'new')).toMatchObject({ kind: 'update', id: 2 });
  });

  it('a future-dated price is corrected in place', () => {
    const future = [p(1, '2026-01-01', '2026-03-31'), p(2, '2026-04-01', null)];
    // Today the first is current; a future-only product edits its future price.
    expect(planPriceChange([p(2, '2026-04-01', null)], TODAY, terms('12'), null)).toMatchObject({
      kind: 'update',
      id: 2,
      values: { price: '12' },
    });
    // "Yes" on the current one keeps the future price: the new one runs until the current one would have ended.
    expect(planPriceChange(future, TODAY, terms('11', { validTo: '2026-03-31' }), 'new')).toEqual({
      kind: 'newFromToday',
      close: { id: 1, validTo: '2026-03-14' },
      insert: { price: '11', discount: '0', vat: '22', validFrom: TODAY, validTo: '2026-03-31' },
    });
    // An open end would run into the future price.
    expect(planPriceChange(future, TODAY, terms('11'), 'new')).toMatchObject({
      kind: 'error',
      message: 'products.validation.priceOverlap',
    });
  });

  it('after the last price ended, "yes" starts a new one today and leaves the old one as it was', () => {
    const ended = [p(1, '2026-01-01', '2026-02-28')];
    expect(planPriceChange(ended, TODAY, terms('11'), 'new')).toEqual({
      kind: 'newFromToday',
      close: null,
      insert: { price: '11', discount: '0', vat: '22', validFrom: TODAY, validTo: null },
    });
  });

  it('unchanged terms change nothing; changed dates correct the period', () => {
    expect(planPriceChange(open, TODAY, terms('10.0000'), null)).toEqual({ kind: 'none' });
    expect(
      planPriceChange(open, TODAY, terms('10', { validFrom: '2026-01-01', validTo: '2026-12-31' }), null),
    ).toMatchObject({
      kind: 'update',
      values: { validTo: '2026-12-31' },
    });
  });

  it('refuses an end before the start, an end already past for a new price, and overlaps', () => {
    expect(
      planPriceChange(open, TODAY, terms('10', { validFrom: '2026-01-01', validTo: '2025-12-31' }), null),
    ).toMatchObject({ field: 'validTo' });
    expect(planPriceChange(open, TODAY, terms('11', { validTo: '2026-03-01' }), 'new')).toMatchObject({
      field: 'validTo',
      message: 'products.validation.validToBeforeToday',
    });
    const two = [p(1, '2026-01-01', '2026-02-28'), p(2, '2026-03-01', null)];
    expect(planPriceChange(two, TODAY, terms('10', { validFrom: '2026-02-01' }), null)).toMatchObject({
      field: 'validFrom',
      message: 'products.validation.priceOverlap',
    });
  });

  it('a product without a price gets one from the entered date or today', () => {
    expect(planPriceChange([], TODAY, terms('5'), null)).toMatchObject({
      kind: 'insert',
      insert: { validFrom: TODAY },
    });
    expect(planPriceChange([], TODAY, terms('5', { validFrom: '2026-05-01' }), null)).toMatchObject({
      kind: 'insert',
      insert: { validFrom: '2026-05-01' },
    });
  });

  it('yesterday crosses month and year boundaries', () => {
    expect(planPriceChange([p(1, '2025-06-01', null)], '2026-01-01', terms('11'), 'new')).toMatchObject({
      close: { validTo: '2025-12-31' },
    });
    expect(planPriceChange([p(1, '2028-01-01', null)], '2028-03-01', terms('11'), 'new')).toMatchObject({
      close: { validTo: '2028-02-29' },
    });
  });
});
