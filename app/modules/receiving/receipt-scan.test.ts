import { describe, expect, it } from 'vitest';
import { gs1CheckDigit } from '#app/utils/gs1';
import type { ReceiptLineInput } from './receipt.schema';
import type { ReceiptViewLine } from './receipt-view';
import { applyScan } from './receipt-scan';

const TODAY = '2026-11-24';
const withCheck = (body: string) => `${body}${gs1CheckDigit(body)}`;
const MILK = withCheck('383000101110');
const CHEESE = withCheck('383000101120');
const CASE = withCheck('1383000101110');
const BAD_CHECK = `${MILK.slice(0, -1)}${(Number(MILK.slice(-1)) + 1) % 10}`;

function line(uid: string, values: Partial<ReceiptViewLine> = {}): ReceiptViewLine {
  return {
    uid,
    orderLineId: 1,
    productId: 1,
    productName: 'Milk',
    itemCode: null,
    ean: MILK,
    gtins: [],
    unit: 'kos',
    isWeighted: false,
    scanCountsPackage: false,
    unitsPerPackage: null,
    temperatureRegime: 'chilled',
    limit: { max: '4' },
    minShelfLifeDays: 5,
    tracksLot: true,
    certificates: null,
    ordered: '10',
    expected: '10',
    ...values,
  };
}

function input(uid: string, delivered: string | null = null): ReceiptLineInput {
  return {
    uid,
    orderLineId: 1,
    productId: 1,
    delivered,
    isRejected: false,
    rejectReason: null,
    temperature: null,
    correctiveNote: null,
    bestBefore: null,
    lot: null,
    isCertified: false,
    certificateNumber: null,
    excludeFromStock: false,
    excludeReason: null,
    reclamationNote: null,
    isSolved: false,
    shortChoice: null,
  };
}

describe('applyScan', () => {
  it('adds one unit to the line of the scanned EAN, from nothing entered', () => {
    const { input: next, outcome } = applyScan([line('a')], [input('a')], MILK, TODAY, '.');
    expect(next?.delivered).toBe('1');
    expect(outcome).toMatchObject({ kind: 'added', uid: 'a', added: '1', delivered: '1', warning: null });
  });

  it('finds a line by any GTIN of the product and adds a package when the product counts packages', () => {
    const lines = [line('a', { gtins: [CASE], scanCountsPackage: true, unitsPerPackage: '6' })];
    const { input: next } = applyScan(lines, [input('a', '2')], `]C101${CASE}`, TODAY, '.');
    expect(next?.delivered).toBe('8');
  });

  it('adds a weighed item by its label weight and writes the decimal the user types (comma in Slovenian)', () => {
    const lines = [line('a', { isWeighted: true })];
    const { input: next } = applyScan(lines, [input('a', '1,5')], `01${MILK.padStart(14, '0')}3103001250`, TODAY, ',');
    expect(next?.delivered).toBe('2,75');
  });

  it('fills the lot and the best before from a GS1 label and warns when the shelf life is short', () => {
    const raw = `01${MILK.padStart(14, '0')}15261126` + '10LOT-7';
    const { input: next, outcome } = applyScan([line('a')], [input('a')], raw, TODAY, '.');
    expect(next).toMatchObject({ lot: 'LOT-7', bestBefore: '2026-11-26', delivered: '1' });
    expect(outcome).toMatchObject({ kind: 'added', warning: { warning: 'short_shelf_life', daysLeft: 2 } });
  });

  it('counts on the first line of the product still short, then on the first', () => {
    const lines = [line('a', { expected: '1' }), line('b', { expected: '1' })];
    expect(applyScan(lines, [input('a', '1'), input('b')], MILK, TODAY, '.').input?.uid).toBe('b');
    expect(applyScan(lines, [input('a', '1'), input('b', '1')], MILK, TODAY, '.').input?.uid).toBe('a');
  });

  it('says a code is unknown, unreadable, or names no product, and changes nothing', () => {
    expect(applyScan([line('a')], [input('a')], CHEESE, TODAY, '.')).toMatchObject({
      input: null,
      outcome: { kind: 'unknown', code: CHEESE.padStart(14, '0') },
    });
    expect(applyScan([line('a')], [input('a')], BAD_CHECK, TODAY, '.').outcome).toMatchObject({
      kind: 'unreadable',
      reason: 'check_digit',
    });
    expect(applyScan([line('a')], [input('a')], `00${withCheck('38300010100000001')}`, TODAY, '.').outcome).toEqual({
      kind: 'no_product',
    });
  });

  it('asks for the weight of a weighed item scanned without one, and refuses to add to a quantity that is no number', () => {
    expect(applyScan([line('a', { isWeighted: true })], [input('a')], MILK, TODAY, '.').outcome).toMatchObject({
      kind: 'refused',
      reason: 'weight_needed',
    });
    expect(applyScan([line('a')], [input('a', 'x')], MILK, TODAY, '.').outcome).toMatchObject({
      kind: 'refused',
      reason: 'bad_quantity',
    });
  });
});
