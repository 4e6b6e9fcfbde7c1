import { describe, expect, it } from 'vitest';
import {
  acceptedQuantity,
  addScan,
  checkDeliveredQuantity,
  expectedQuantity,
  fillAllAsOrdered,
  isOverDelivery,
  lineState,
  type ReceivingLine,
  type ScanProduct,
} from './quantities';

const counted = { isWeighted: false };
const weighed = { isWeighted: true };

describe('checkDeliveredQuantity', () => {
  it('takes whole units of goods that are not weighed, and 0 for nothing came', () => {
    expect(checkDeliveredQuantity('12', counted)).toEqual({ ok: true, quantity: '12' });
    expect(checkDeliveredQuantity('12.000', counted)).toEqual({ ok: true, quantity: '12' });
    expect(checkDeliveredQuantity('0', counted)).toEqual({ ok: true, quantity: '0' });
    expect(checkDeliveredQuantity('-0', counted)).toEqual({ ok: true, quantity: '0' });
  });

  it('refuses a fraction of a unit of goods that are not weighed', () => {
    expect(checkDeliveredQuantity('1.5', counted)).toEqual({ ok: false, reason: 'fraction' });
    expect(checkDeliveredQuantity('0.001', counted)).toEqual({ ok: false, reason: 'fraction' });
  });

  it('takes up to three decimals of weighed goods, exactly', () => {
    expect(checkDeliveredQuantity('1.255', weighed)).toEqual({ ok: true, quantity: '1.255' });
    expect(checkDeliveredQuantity('0.5', weighed)).toEqual({ ok: true, quantity: '0.5' });
    expect(checkDeliveredQuantity('1.2555', weighed)).toEqual({ ok: false, reason: 'decimals' });
  });

  it('refuses negatives, numbers too large for the column and what is no number', () => {
    expect(checkDeliveredQuantity('-1', counted)).toEqual({ ok: false, reason: 'negative' });
    expect(checkDeliveredQuantity('-0.5', weighed)).toEqual({ ok: false, reason: 'negative' });
    expect(checkDeliveredQuantity('99999999999.999', weighed)).toEqual({ ok: true, quantity: '99999999999.999' });
    expect(checkDeliveredQuantity('100000000000', counted)).toEqual({ ok: false, reason: 'too_large' });
    for (const raw of ['', '1,5', '1e3', 'abc', '1.', '.5', 'NaN', 'Infinity', ' 1']) {
      expect(checkDeliveredQuantity(raw, weighed), raw).toEqual({ ok: false, reason: 'invalid' });
    }
  });
});

describe('expectedQuantity', () => {
  it('is what was ordered less what came before, never below 0', () => {
    expect(expectedQuantity('10', '0')).toBe('10');
    expect(expectedQuantity('10', '4')).toBe('6');
    expect(expectedQuantity('2.5', '1.25')).toBe('1.25');
    expect(expectedQuantity('10', '12')).toBe('0');
  });
});

describe('lineState', () => {
  const line = (overrides: Partial<ReceivingLine>): ReceivingLine => ({
    expected: '10',
    delivered: null,
    isRejected: false,
    hasTemperatureBreach: false,
    ...overrides,
  });

  it('compares the delivered quantity with the expected one', () => {
    expect(lineState(line({ delivered: '10' }))).toBe('ok');
    expect(lineState(line({ delivered: '10.000' }))).toBe('ok');
    expect(lineState(line({ delivered: '9' }))).toBe('short');
    expect(lineState(line({ delivered: '0' }))).toBe('short');
    expect(lineState(line({ delivered: '11' }))).toBe('over');
    expect(lineState(line({ expected: '1.25', delivered: '1.249' }))).toBe('short');
    expect(lineState(line({}))).toBe('pending');
  });

  it('shows a rejection first, then a temperature breach', () => {
    expect(lineState(line({ delivered: '10', isRejected: true, hasTemperatureBreach: true }))).toBe('rejected');
    expect(lineState(line({ delivered: '12', hasTemperatureBreach: true }))).toBe('temperature_breach');
  });
});

describe('isOverDelivery and acceptedQuantity', () => {
  it('flags more than expected, unless the line was rejected', () => {
    expect(isOverDelivery({ expected: '10', delivered: '10.5', isRejected: false })).toBe(true);
    expect(isOverDelivery({ expected: '10', delivered: '10', isRejected: false })).toBe(false);
    expect(isOverDelivery({ expected: '10', delivered: '12', isRejected: true })).toBe(false);
    expect(isOverDelivery({ expected: '10', delivered: null, isRejected: false })).toBe(false);
  });

  it('counts nothing for a rejected line or one not entered', () => {
    expect(acceptedQuantity({ delivered: '12', isRejected: false })).toBe('12');
    expect(acceptedQuantity({ delivered: '12', isRejected: true })).toBe('0');
    expect(acceptedQuantity({ delivered: null, isRejected: false })).toBe('0');
  });
});

describe('fillAllAsOrdered', () => {
  it('fills the lines not entered yet and keeps what the user typed or scanned', () => {
    const lines = [
      { id: 1, expected: '10', delivered: null },
      { id: 2, expected: '5', delivered: '3' },
      { id: 3, expected: '2.5', delivered: null },
      { id: 4, expected: '4', delivered: '0' },
    ];
    expect(fillAllAsOrdered(lines)).toEqual([
      { id: 1, expected: '10', delivered: '10' },
      { id: 2, expected: '5', delivered: '3' },
      { id: 3, expected: '2.5', delivered: '2.5' },
      { id: 4, expected: '4', delivered: '0' },
    ]);
    // The input is left as it was.
    expect(lines[0]!.delivered).toBeNull();
  });
});

describe('addScan', () => {
  const unit: ScanProduct = { isWeighted: false, unitsPerPackage: '6', scanCounts: 'unit' };
  const pack: ScanProduct = { isWeighted: false, unitsPerPackage: '6', scanCounts: 'package' };
  const meat: ScanProduct = { isWeighted: true, unitsPerPackage: null, scanCounts: 'unit' };

  it('adds one unit, to nothing entered yet too', () => {
    expect(addScan(null, unit, {})).toEqual({ ok: true, delivered: '1', added: '1' });
    expect(addScan('4', unit, {})).toEqual({ ok: true, delivered: '5', added: '1' });
    // A weight on the label of goods counted in units does not change what a scan adds.
    expect(addScan('4', unit, { netWeightKg: '2.5' })).toEqual({ ok: true, delivered: '5', added: '1' });
  });

  it('adds one package of a product scanned by the package', () => {
    expect(addScan('6', pack, {})).toEqual({ ok: true, delivered: '12', added: '6' });
    expect(addScan(null, { ...pack, unitsPerPackage: null }, {})).toEqual({ ok: true, delivered: '1', added: '1' });
    expect(addScan(null, { ...pack, unitsPerPackage: '2.5' }, {})).toEqual({ ok: false, reason: 'package_size' });
    expect(addScan(null, { ...pack, unitsPerPackage: '0' }, {})).toEqual({ ok: false, reason: 'package_size' });
  });

  it("adds a weighed item's weight, exactly, to three decimals", () => {
    expect(addScan(null, meat, { netWeightKg: '1.25' })).toEqual({ ok: true, delivered: '1.25', added: '1.25' });
    expect(addScan('0.1', meat, { netWeightKg: '0.2' })).toEqual({ ok: true, delivered: '0.3', added: '0.2' });
    expect(addScan('1', meat, { netWeightKg: '1.23456' })).toEqual({ ok: true, delivered: '2.235', added: '1.235' });
  });

  it('asks for the weight when a weighed item has none on its label', () => {
    expect(addScan('1', meat, {})).toEqual({ ok: false, reason: 'weight_needed' });
    expect(addScan('1', meat, { netWeightKg: '0.0001' })).toEqual({ ok: false, reason: 'weight_needed' });
  });

  it('refuses a total too large for the column', () => {
    expect(addScan('99999999999', unit, {})).toEqual({ ok: false, reason: 'too_large' });
  });
});
