import { describe, expect, it } from 'vitest';
import { guessColumns, parseImportDate, parseQuantity } from './import-order';
import { isCancellable } from './order-status';

describe('import columns and values', () => {
  it('guesses columns from English and Slovenian headers', () => {
    expect(guessColumns(['Šifra dobavitelja', 'EAN koda', 'Interna šifra', 'Količina', 'Datum dobave'])).toEqual({
      supplierProductId: 0,
      ean: 1,
      internalId: 2,
      quantity: 3,
      deliveryDate: 4,
    });
    expect(guessColumns(['Qty', 'Supplier product ID', 'Note'])).toEqual({
      supplierProductId: 1,
      ean: -1,
      internalId: -1,
      quantity: 0,
      deliveryDate: -1,
    });
  });

  it('takes positive quantities with a comma or a point and up to three decimals, as the cart does', () => {
    expect(
      ['12', ' 3,0 ', '4.00', '1,5', '2.250', '007', '0', '0,000', '-1', '1.2345', '1 000', 'x', ''].map(parseQuantity),
    ).toEqual(['12', '3', '4', '1.5', '2.25', '7', null, null, null, null, null, null, null]);
  });

  it('reads ISO and Slovenian dates and refuses impossible ones', () => {
    expect(
      ['2026-11-23', '23.11.2026', '3. 1. 2027', '31.2.2026', '2026-13-01', '11/23/2026'].map(parseImportDate),
    ).toEqual(['2026-11-23', '2026-11-23', '2027-01-03', null, null, null]);
  });
});

describe('cancellable', () => {
  it('only a new order with nothing received', () => {
    expect(isCancellable('new', ['0', '0.000'])).toBe(true);
    expect(isCancellable('new', ['0', '1.000'])).toBe(false);
    expect(isCancellable('in_progress', ['0'])).toBe(false);
    expect(isCancellable('cancelled', [])).toBe(false);
  });
});
