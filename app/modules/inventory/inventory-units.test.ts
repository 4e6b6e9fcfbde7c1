import { describe, expect, it } from 'vitest';
import {
  cartonsOf,
  countUnitOf,
  entryTotal,
  exportUnitOf,
  inExportUnit,
  inMainUnit,
  inUnit,
  mainUnitOf,
  unitFactor,
  type ProductUnits,
} from './inventory-units';

const bottle: ProductUnits = {
  isWeighted: false,
  supplierUnit: 'karton',
  unitsPerPackage: '6',
  unitsInPackage: null,
  mainInventoryUnit: 'kos',
  inventoryCountUnit: null,
  exportUnit: null,
  countingUnits: [{ unit: 'zaboj', factor: '12' }],
};

const cheese: ProductUnits = {
  isWeighted: true,
  supplierUnit: 'kg',
  unitsPerPackage: null,
  unitsInPackage: null,
  mainInventoryUnit: null,
  inventoryCountUnit: null,
  exportUnit: null,
  countingUnits: [{ unit: 'kolut', factor: '2.5' }],
};

describe('the units of a product', () => {
  it('counts in the count unit, else the main unit, else kg for weighed items and kos for the rest', () => {
    expect(countUnitOf(bottle)).toBe('kos');
    expect(countUnitOf(cheese)).toBe('kg');
    expect(countUnitOf({ ...bottle, mainInventoryUnit: null })).toBe('kos');
    expect(countUnitOf({ ...bottle, inventoryCountUnit: 'steklenica' })).toBe('steklenica');
    expect(mainUnitOf(cheese)).toBe('kg');
    expect(exportUnitOf(bottle)).toBe('kos');
    expect(exportUnitOf({ ...bottle, exportUnit: 'karton' })).toBe('karton');
  });

  it('knows the count unit, the other counting units and the carton (by the supplier unit or a carton word)', () => {
    expect(unitFactor(bottle, 'KOS')?.toString()).toBe('1');
    expect(unitFactor(bottle, 'zaboj')?.toString()).toBe('12');
    expect(unitFactor(bottle, 'karton')?.toString()).toBe('6');
    expect(unitFactor(bottle, 'carton')?.toString()).toBe('6');
    expect(unitFactor({ ...bottle, unitsInPackage: '8' }, 'karton')?.toString()).toBe('8');
    expect(unitFactor(bottle, 'liter')).toBeNull();
    expect(unitFactor(cheese, 'karton')).toBeNull();
  });
});

describe('an entry in count units', () => {
  it('adds cartons × units per carton and loose units', () => {
    expect(entryTotal(bottle, { cartons: '3', units: '4' })).toEqual({ ok: true, total: '22.000' });
    expect(entryTotal(bottle, { units: '5' })).toEqual({ ok: true, total: '5.000' });
  });

  it('takes an amount of another counting unit by its factor', () => {
    expect(entryTotal(bottle, { otherUnit: 'zaboj', otherAmount: '2' })).toEqual({ ok: true, total: '24.000' });
    expect(entryTotal(cheese, { units: '1.25', otherUnit: 'kolut', otherAmount: '3' })).toEqual({
      ok: true,
      total: '8.750',
    });
  });

  it('says why an entry cannot be counted', () => {
    expect(entryTotal(bottle, {})).toEqual({ ok: false, reason: 'empty' });
    expect(entryTotal(bottle, { units: '-1' })).toEqual({ ok: false, reason: 'negative' });
    expect(entryTotal(cheese, { cartons: '1' })).toEqual({ ok: false, reason: 'no_carton_size' });
    expect(entryTotal(bottle, { otherUnit: 'paleta', otherAmount: '1' })).toEqual({
      ok: false,
      reason: 'unknown_unit',
    });
    expect(entryTotal(bottle, { cartons: '0', units: '0' })).toEqual({ ok: true, total: '0.000' });
  });
});

describe('a total in other units', () => {
  it('splits a total into whole cartons and the units left over', () => {
    expect(cartonsOf(bottle, '22')).toEqual({ cartons: '3', units: '4.000' });
    expect(cartonsOf(cheese, '4')).toBeNull();
  });

  it('converts to the main unit and the export unit, or says it cannot', () => {
    expect(inMainUnit(bottle, '22')).toBe('22.000');
    expect(inExportUnit({ ...bottle, exportUnit: 'karton' }, '22')).toBe('3.667');
    expect(inExportUnit({ ...bottle, exportUnit: 'zaboj' }, '24')).toBe('2.000');
    expect(inExportUnit({ ...bottle, exportUnit: 'liter' }, '24')).toBeNull();
    expect(inUnit(cheese, '8.75', 'kolut')).toBe('3.500');
    expect(inMainUnit({ ...bottle, inventoryCountUnit: 'kos', mainInventoryUnit: 'zaboj' }, '30')).toBe('2.500');
  });
});
