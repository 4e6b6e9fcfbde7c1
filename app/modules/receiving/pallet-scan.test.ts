import { describe, expect, it } from 'vitest';
import { gs1CheckDigit } from '#app/utils/gs1';
import { applyPalletScan, fillAllAsAnnounced, ssccOf } from './pallet-scan';
import { ReceiptLineInputSchema, type ReceiptLineInput } from './receipt.schema';
import type { ReceiptViewLine } from './receipt-view';

const TODAY = '2026-11-24';
const withCheck = (body: string) => `${body}${gs1CheckDigit(body)}`;
const PALLET_A = withCheck('03860000000000001');
const PALLET_B = withCheck('03860000000000002');
const PRODUCT = withCheck('383000101110');

function line(uid: string, values: Partial<ReceiptViewLine> = {}): ReceiptViewLine {
  return {
    uid,
    orderLineId: 1,
    productId: 1,
    productName: `Line ${uid}`,
    itemCode: null,
    ean: null,
    gtins: [],
    unit: 'kg',
    isWeighted: false,
    scanCountsPackage: false,
    unitsPerPackage: null,
    temperatureRegime: 'room',
    limit: { max: null },
    minShelfLifeDays: null,
    tracksLot: false,
    certificates: null,
    ordered: '10',
    expected: '10',
    ...values,
  } as ReceiptViewLine;
}

const input = (uid: string, delivered: string | null = null): ReceiptLineInput =>
  ReceiptLineInputSchema.parse({ uid: `00000000-0000-4000-8000-00000000000${uid}`, delivered, orderLineId: 1 });
const uid = (n: string) => `00000000-0000-4000-8000-00000000000${n}`;

describe('ssccOf', () => {
  it('reads an SSCC from AI (00), from "(00)…" typed, and from the 18 digits alone', () => {
    expect(ssccOf(`00${PALLET_A}`, TODAY)).toBe(PALLET_A);
    expect(ssccOf(`]C100${PALLET_A}`, TODAY)).toBe(PALLET_A);
    expect(ssccOf(`(00)${PALLET_A}`, TODAY)).toBe(PALLET_A);
    expect(ssccOf(` ${PALLET_A} `, TODAY)).toBe(PALLET_A);
  });

  it('is null for a product code, a wrong check digit or text', () => {
    expect(ssccOf(PRODUCT, TODAY)).toBeNull();
    expect(ssccOf(`${PALLET_A.slice(0, -1)}${(Number(PALLET_A.slice(-1)) + 1) % 10}`, TODAY)).toBeNull();
    expect(ssccOf('hello', TODAY)).toBeNull();
  });
});

describe('applyPalletScan', () => {
  const lines = [
    line(uid('1'), { announced: '10', pallets: [{ sscc: PALLET_A, quantity: '10' }] }),
    line(uid('2'), { announced: '5', pallets: [{ sscc: PALLET_A, quantity: '5' }] }),
    line(uid('3'), {
      announced: '8',
      pallets: [
        { sscc: PALLET_A, quantity: '3' },
        { sscc: PALLET_B, quantity: '5' },
      ],
    }),
    line(uid('4'), { announced: '2', pallets: [{ sscc: PALLET_B, quantity: '2' }] }),
  ];
  const inputs = [input('1'), input('2', '4'), input('3'), input('4')];

  it('confirms every line on the pallet: delivered = announced, a spread line gets the pallet share', () => {
    const result = applyPalletScan(lines, inputs, `(00)${PALLET_A}`, TODAY, ',');
    expect(result?.outcome).toEqual({ kind: 'confirmed', sscc: PALLET_A, lines: 3 });
    expect(result?.changed.map((changed) => [changed.uid, changed.delivered])).toEqual([
      [uid('1'), '10'],
      [uid('2'), '5'],
      [uid('3'), '3'],
    ]);
  });

  it('adds the next pallet of a spread line up to what is announced, and counts a pallet scanned twice once', () => {
    const first = applyPalletScan(lines, inputs, PALLET_A, TODAY, '.')!;
    const afterA = inputs.map((one) => first.changed.find((changed) => changed.uid === one.uid) ?? one);
    const second = applyPalletScan(lines, afterA, `00${PALLET_B}`, TODAY, '.')!;
    expect(second.changed.map((changed) => [changed.uid, changed.delivered])).toEqual([
      [uid('3'), '8'],
      [uid('4'), '2'],
    ]);
    const afterB = afterA.map((one) => second.changed.find((changed) => changed.uid === one.uid) ?? one);
    expect(applyPalletScan(lines, afterB, PALLET_B, TODAY, '.')!.changed).toEqual([]);
  });

  it('says so for a pallet no line is on, and leaves a product code to the product scan', () => {
    expect(applyPalletScan(lines, inputs, withCheck('03860000000000009'), TODAY, '.')).toEqual({
      changed: [],
      outcome: { kind: 'unknown_pallet', sscc: withCheck('03860000000000009') },
    });
    expect(applyPalletScan(lines, inputs, PRODUCT, TODAY, '.')).toBeNull();
  });
});

describe('fillAllAsAnnounced', () => {
  it('fills the lines the ASN names that have nothing entered, in the language decimal mark', () => {
    const lines = [line(uid('1'), { announced: '2.5' }), line(uid('2'), { announced: '5' }), line(uid('3'))];
    const filled = fillAllAsAnnounced(lines, [input('1'), input('2', '4'), input('3')], ',');
    expect(filled.map((one) => one.delivered)).toEqual(['2,5', '4', null]);
  });
});
