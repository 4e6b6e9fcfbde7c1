import { describe, expect, it } from 'vitest';
import { convertToProductUnit, unitOf } from './unit-codes';

const kos = { unit: 'kos', unitsPerPackage: '6', packagesPerPallet: 40 };
const kg = { unit: 'kg', unitsPerPackage: '2.5', packagesPerPallet: null };
const carton = { unit: 'kt', unitsPerPackage: '12', packagesPerPallet: 48 };

describe('convertToProductUnit', () => {
  it('takes a quantity without unit code as in the product unit', () => {
    expect(convertToProductUnit('12', null, kos)).toEqual({ ok: true, quantity: '12' });
    expect(convertToProductUnit('1.500', '', kg)).toEqual({ ok: true, quantity: '1.5' });
  });

  it('maps piece codes and words, in English and Slovenian, to a counted product', () => {
    for (const code of ['C62', 'PCE', 'H87', 'EA', 'kos', 'Kos.', 'pcs', 'piece', 'kom'])
      expect(convertToProductUnit('24', code, kos)).toEqual({ ok: true, quantity: '24' });
  });

  it('converts mass and volume exactly, without float drift', () => {
    expect(convertToProductUnit('12.5', 'KGM', kg)).toEqual({ ok: true, quantity: '12.5' });
    expect(convertToProductUnit('1250', 'GRM', kg)).toEqual({ ok: true, quantity: '1.25' });
    expect(convertToProductUnit('0.3', 'kg', { unit: 'g', unitsPerPackage: null })).toEqual({
      ok: true,
      quantity: '300',
    });
    expect(convertToProductUnit('700', 'MLT', { unit: 'l', unitsPerPackage: null })).toEqual({
      ok: true,
      quantity: '0.7',
    });
    expect(convertToProductUnit('0.1', 'LTR', { unit: 'dl', unitsPerPackage: null })).toEqual({
      ok: true,
      quantity: '1',
    });
    expect(convertToProductUnit('33', 'cl', { unit: 'LTR', unitsPerPackage: null })).toEqual({
      ok: true,
      quantity: '0.33',
    });
    expect(convertToProductUnit('25', 'dag', kg)).toEqual({ ok: true, quantity: '0.25' });
  });

  it('multiplies packages and pallets by the product terms', () => {
    expect(convertToProductUnit('4', 'XCT', kos)).toEqual({ ok: true, quantity: '24' });
    expect(convertToProductUnit('3', 'XBX', kg)).toEqual({ ok: true, quantity: '7.5' });
    expect(convertToProductUnit('2', 'karton', kos)).toEqual({ ok: true, quantity: '12' });
    expect(convertToProductUnit('1', 'XPX', kos)).toEqual({ ok: true, quantity: '240' });
    expect(convertToProductUnit('4', 'XCS', carton)).toEqual({ ok: true, quantity: '4' });
    expect(convertToProductUnit('2', 'paleta', carton)).toEqual({ ok: true, quantity: '96' });
    expect(convertToProductUnit('24', 'C62', carton)).toEqual({ ok: true, quantity: '2' });
  });

  it('counts a product without unit in pieces', () => {
    expect(convertToProductUnit('5', 'C62', { unit: null, unitsPerPackage: null })).toEqual({
      ok: true,
      quantity: '5',
    });
    expect(convertToProductUnit('2', 'XPK', { unit: '', unitsPerPackage: '10' })).toEqual({ ok: true, quantity: '20' });
    expect(convertToProductUnit('2', 'KGM', { unit: null, unitsPerPackage: null })).toEqual({ ok: false });
  });

  it('keeps an unknown unit only when the product writes it the same way', () => {
    expect(convertToProductUnit('3', 'vreča', { unit: 'Vreča', unitsPerPackage: null })).toEqual({
      ok: true,
      quantity: '3',
    });
    expect(convertToProductUnit('3', 'vreča', kos)).toEqual({ ok: false });
    expect(convertToProductUnit('3', 'C62', { unit: 'vreča', unitsPerPackage: null })).toEqual({ ok: false });
  });

  it('never guesses', () => {
    // Pieces of a product sold by weight, weight of a counted one.
    expect(convertToProductUnit('3', 'C62', kg)).toEqual({ ok: false });
    expect(convertToProductUnit('3', 'KGM', kos)).toEqual({ ok: false });
    // Mass into volume.
    expect(convertToProductUnit('1', 'KGM', { unit: 'l', unitsPerPackage: null })).toEqual({ ok: false });
    // Packages without a package size, pallets without packages per pallet.
    expect(convertToProductUnit('1', 'XBX', { unit: 'kos', unitsPerPackage: null })).toEqual({ ok: false });
    expect(convertToProductUnit('1', 'XPX', kg)).toEqual({ ok: false });
    // Pieces that are not whole packages to three decimals, more decimals than stored.
    expect(convertToProductUnit('7', 'PCE', { unit: 'kt', unitsPerPackage: '6' })).toEqual({ ok: false });
    expect(convertToProductUnit('1', 'GRM', { unit: 'kg', unitsPerPackage: null })).toEqual({
      ok: true,
      quantity: '0.001',
    });
    expect(convertToProductUnit('0.5', 'GRM', { unit: 'kg', unitsPerPackage: null })).toEqual({ ok: false });
    expect(convertToProductUnit('abc', 'C62', kos)).toEqual({ ok: false });
  });

  it('knows Rec 20 and Rec 21 codes', () => {
    expect(unitOf('KGM')).toEqual({ kind: 'mass', factor: '1' });
    expect(unitOf('XPK')).toEqual({ kind: 'package', factor: '1' });
    expect(unitOf('ZZZ')).toBeNull();
  });
});
