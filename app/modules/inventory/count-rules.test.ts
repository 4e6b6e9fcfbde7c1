import { describe, expect, it } from 'vitest';
import { readEntry, stepAmount, typedOf, EMPTY_ENTRY } from './count-entry';
import { startingCounts, type CountCopy, type ServerEntry } from './count-device-copy';
import { addScanToEntry, matchScan, type ScanLine } from './count-scan';
import { mergeOf } from './count-screen';
import type { ProductUnits } from './inventory-units';

const units = (patch: Partial<ProductUnits> = {}): ProductUnits => ({
  isWeighted: false,
  supplierUnit: null,
  unitsPerPackage: null,
  unitsInPackage: null,
  mainInventoryUnit: null,
  inventoryCountUnit: null,
  exportUnit: null,
  countingUnits: [],
  ...patch,
});

describe('reading a typed entry', () => {
  it('reads cartons, loose units and another unit in the person’s language into count units', () => {
    const milk = units({ unitsPerPackage: '12' });
    expect(readEntry(milk, { ...EMPTY_ENTRY, cartons: '2', units: '5' }, 'en')).toMatchObject({
      ok: true,
      total: '29.000',
    });
    const flour = units({ countingUnits: [{ unit: 'vreča', factor: '25' }] });
    expect(readEntry(flour, { ...EMPTY_ENTRY, otherUnit: 'vreča', otherAmount: '1,5' }, 'si')).toMatchObject({
      ok: true,
      entry: { otherAmount: '1.5' },
      total: '37.500',
    });
  });

  it('takes an empty entry back, names the wrong field, and drops the unit of an empty amount', () => {
    expect(readEntry(units(), { ...EMPTY_ENTRY, otherUnit: 'vreča' }, 'en')).toEqual({
      ok: true,
      entry: EMPTY_ENTRY,
      total: null,
    });
    expect(readEntry(units(), { ...EMPTY_ENTRY, units: '1,2,3' }, 'en')).toMatchObject({ ok: false, field: 'units' });
    expect(readEntry(units(), { ...EMPTY_ENTRY, cartons: '1' }, 'en')).toEqual({
      ok: false,
      field: 'cartons',
      reason: 'no_carton_size',
    });
  });

  it('shows stored figures as typed and steps without going below zero', () => {
    expect(typedOf({ cartons: '2.000', units: '1.500', otherUnit: 'x', otherAmount: null }, 'si')).toEqual({
      cartons: '2',
      units: '1,5',
      otherUnit: null,
      otherAmount: null,
    });
    expect(stepAmount('1,5', '1', 'si')).toBe('2,5');
    expect(stepAmount('0', '-1', 'en')).toBe('0');
    expect(stepAmount(null, '1', 'en')).toBe('1');
    expect(stepAmount('abc', '1', 'en')).toBeNull();
  });
});

describe('restoring from the device', () => {
  const server = new Map<number, ServerEntry>([[1, { ...EMPTY_ENTRY, units: '4', changedAt: 100 }]]);
  const lineIds = new Set([1, 2]);

  it('takes the device’s unsaved lines over the server’s, unless the server saved the line later', () => {
    const copy: CountCopy = {
      entries: {
        1: { ...EMPTY_ENTRY, units: '7', changedAt: 200 },
        2: { ...EMPTY_ENTRY, cartons: '1', changedAt: 150 },
      },
      unsaved: [1, 2],
    };
    const start = startingCounts(server, lineIds, copy);
    expect(start.entries[1]!.units).toBe('7');
    expect(start.restored).toEqual([1, 2]);
    const older = startingCounts(server, lineIds, {
      ...copy,
      entries: { ...copy.entries, 1: { ...copy.entries[1]!, changedAt: 50 } },
    });
    expect(older.entries[1]!.units).toBe('4');
    expect(older.restored).toEqual([2]);
  });

  it('starts from the server without a copy, with saved lines only, and drops lines the count no longer has', () => {
    expect(startingCounts(server, lineIds, null)).toEqual({
      entries: { 1: { ...EMPTY_ENTRY, units: '4', changedAt: 100 } },
      unsaved: [],
      restored: [],
    });
    const saved: CountCopy = { entries: { 3: { ...EMPTY_ENTRY, units: '1', changedAt: 500 } }, unsaved: [] };
    expect(startingCounts(server, lineIds, saved).entries[3]).toBeUndefined();
    const gone: CountCopy = { entries: { 3: { ...EMPTY_ENTRY, units: '1', changedAt: 500 } }, unsaved: [3] };
    expect(startingCounts(server, lineIds, gone).restored).toEqual([]);
  });
});

describe('scanning', () => {
  const line = (patch: Partial<ScanLine>): ScanLine => ({
    id: 1,
    countSectorId: 10,
    ean: null,
    gtins: [],
    codes: [],
    scanCountsPackage: false,
    units: units(),
    ...patch,
  });
  const lines = [
    line({ id: 1, countSectorId: 10, ean: '3838700012347' }),
    line({ id: 2, countSectorId: 11, ean: '3838700012347' }),
    line({ id: 3, countSectorId: 11, codes: ['MOKA-1'], gtins: ['04012345000009'] }),
  ];

  it('finds the line by EAN, GTIN or item code, preferring the sector being counted', () => {
    expect(matchScan(lines, '3838700012347', '2026-11-20', 11)).toEqual({ kind: 'line', lineId: 2, netWeightKg: null });
    expect(matchScan(lines, '3838700012347', '2026-11-20', null)).toMatchObject({ lineId: 1 });
    expect(matchScan(lines, 'MOKA-1', '2026-11-20', 10)).toMatchObject({ lineId: 3 });
    expect(matchScan(lines, '4012345000009', '2026-11-20', 10)).toMatchObject({ lineId: 3 });
    expect(matchScan(lines, '(01)04012345000009(3102)001250', '2026-11-20', 10)).toEqual({
      kind: 'line',
      lineId: 3,
      netWeightKg: '12.5',
    });
  });

  it('passes an unknown code on for a look-up in the shop, and says so for an unreadable one', () => {
    expect(matchScan(lines, '4006381333931', '2026-11-20', 10)).toEqual({ kind: 'unknown', code: '04006381333931' });
    expect(matchScan(lines, 'KIS-9', '2026-11-20', 10)).toEqual({ kind: 'unknown', code: 'KIS-9' });
    expect(matchScan(lines, '   ', '2026-11-20', 10)).toEqual({ kind: 'unreadable' });
  });

  it('adds one count unit, one carton when the scan counts a package, or the label’s weight', () => {
    expect(addScanToEntry(line({}), { ...EMPTY_ENTRY, units: '2' }, null, 'en')).toEqual({
      entry: { ...EMPTY_ENTRY, units: '3' },
      added: 'unit',
    });
    const cartons = line({ scanCountsPackage: true, units: units({ unitsPerPackage: '6' }) });
    expect(addScanToEntry(cartons, EMPTY_ENTRY, null, 'en')).toEqual({
      entry: { ...EMPTY_ENTRY, cartons: '1' },
      added: 'carton',
    });
    const weighed = line({ units: units({ isWeighted: true }) });
    expect(addScanToEntry(weighed, { ...EMPTY_ENTRY, units: '1,5' }, '0.75', 'si')).toEqual({
      entry: { ...EMPTY_ENTRY, units: '2,25' },
      added: 'weight',
    });
  });
});

describe('the screen’s merge of people’s counts', () => {
  const count = (userId: number, total: string) => ({
    userId,
    name: `P${userId}`,
    total,
    ...EMPTY_ENTRY,
    changedAt: null,
  });
  it('shows agreeing counts as one figure, differing ones as a conflict, and a decision over them', () => {
    expect(mergeOf({ counts: [count(1, '3.000'), count(2, '3')], resolved: null })).toEqual({
      state: 'counted',
      total: '3.000',
    });
    expect(mergeOf({ counts: [count(1, '3'), count(2, '4')], resolved: null }).state).toBe('conflict');
    expect(
      mergeOf({ counts: [count(1, '3'), count(2, '4')], resolved: { total: '4', byName: 'P2', at: null } }),
    ).toMatchObject({
      state: 'resolved',
      total: '4',
    });
  });
});
