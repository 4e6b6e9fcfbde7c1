import { describe, expect, it } from 'vitest';
import type { ProductUnits } from './inventory-units';
import { lineValue } from './inventory-value';

const piece: ProductUnits = {
  isWeighted: false,
  supplierUnit: null,
  unitsPerPackage: null,
  unitsInPackage: null,
  mainInventoryUnit: null,
  inventoryCountUnit: null,
  exportUnit: null,
  countingUnits: [],
};

describe('lineValue', () => {
  it('prices the count unit directly when the supplier unit is the count unit (or none)', () => {
    expect(lineValue(piece, '3', { price: '1.50', discount: '0' })).toBe('4.50');
    expect(lineValue({ ...piece, supplierUnit: 'KOS' }, '3', { price: '1.50', discount: '10' })).toBe('4.05');
  });

  it('converts count units into cartons when the price is per carton', () => {
    const carton = { ...piece, supplierUnit: 'karton', unitsPerPackage: '12' };
    expect(lineValue(carton, '18', { price: '24', discount: '0' })).toBe('36.00');
    expect(lineValue({ ...carton, unitsInPackage: '6' }, '18', { price: '24', discount: '0' })).toBe('72.00');
  });

  it('uses another counting unit when the supplier unit is one', () => {
    const crate = { ...piece, supplierUnit: 'gajba', countingUnits: [{ unit: 'Gajba', factor: '20' }] };
    expect(lineValue(crate, '50', { price: '10', discount: '0' })).toBe('25.00');
  });

  it('weighed items are counted and priced in kg, rounded half up to the cent', () => {
    expect(
      lineValue({ ...piece, isWeighted: true, supplierUnit: 'kg' }, '1.255', { price: '3.99', discount: '0' }),
    ).toBe('5.01');
  });

  it('has no value without a count, a price or a unit it can convert', () => {
    expect(lineValue(piece, null, { price: '1', discount: '0' })).toBeNull();
    expect(lineValue(piece, '1', null)).toBeNull();
    expect(lineValue({ ...piece, supplierUnit: 'karton' }, '1', { price: '1', discount: '0' })).toBeNull();
    expect(lineValue({ ...piece, supplierUnit: 'bale' }, '1', { price: '1', discount: '0' })).toBeNull();
  });
});
