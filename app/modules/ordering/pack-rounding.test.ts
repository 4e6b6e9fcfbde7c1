import { describe, expect, it } from 'vitest';
import { packagesOf, roundToPackages } from './pack-rounding';

describe('roundToPackages', () => {
  it('keeps a quantity that needs no rounding', () => {
    expect(roundToPackages('12', { unitsPerPackage: '6' })).toEqual({ quantity: '12', hint: { kind: 'none' } });
    expect(roundToPackages('1.5', {})).toEqual({ quantity: '1.5', hint: { kind: 'none' } });
  });

  it('rounds up to whole packages', () => {
    expect(roundToPackages('7', { unitsPerPackage: '6' })).toEqual({
      quantity: '12',
      hint: { kind: 'packages', packages: '2', unitsPerPackage: '6' },
    });
    expect(roundToPackages('0.3', { unitsPerPackage: '0.25' })).toEqual({
      quantity: '0.5',
      hint: { kind: 'packages', packages: '2', unitsPerPackage: '0.25' },
    });
  });

  it('raises to the minimal order quantity, then to whole packages', () => {
    expect(roundToPackages('2', { minOrderQuantity: '5' })).toEqual({
      quantity: '5',
      hint: { kind: 'minimum', minimum: '5' },
    });
    expect(roundToPackages('2', { minOrderQuantity: '5', unitsPerPackage: '4' })).toEqual({
      quantity: '8',
      hint: { kind: 'packages', packages: '2', unitsPerPackage: '4' },
    });
    expect(roundToPackages('5', { minOrderQuantity: '5.000', unitsPerPackage: '5' })).toEqual({
      quantity: '5',
      hint: { kind: 'none' },
    });
  });

  it('refuses what is not a positive decimal, and ignores zero terms', () => {
    expect(roundToPackages('0', {})).toBeNull();
    expect(roundToPackages('-1', {})).toBeNull();
    expect(roundToPackages('1e3', {})).toBeNull();
    expect(roundToPackages('3', { unitsPerPackage: '0', minOrderQuantity: '0' })).toEqual({
      quantity: '3',
      hint: { kind: 'none' },
    });
  });

  it('counts exactly, without float error', () => {
    expect(roundToPackages('0.3', { unitsPerPackage: '0.1' })).toEqual({ quantity: '0.3', hint: { kind: 'none' } });
  });
});

describe('packagesOf', () => {
  it('packages and pallets', () => {
    expect(packagesOf('12', { unitsPerPackage: '6', packagesPerPallet: 40 })).toEqual({
      packages: '2',
      pallets: '0.05',
    });
    expect(packagesOf('12', { unitsPerPackage: null })).toBeNull();
  });
});
