import { describe, expect, it } from 'vitest';
import { claimAmount, draftReclamation, netUnitPrice, type DraftNoteLine } from './reclamation-draft';

const noFlags = { damagedSeal: false, missingSeal: false, dirty: false, unacceptable: false };

function line(values: Partial<DraftNoteLine>): DraftNoteLine {
  return {
    uid: 'u1',
    orderLineId: 1,
    productId: 10,
    itemCode: 'A1',
    productName: 'Milk',
    unit: 'kos',
    expectedQuantity: '10',
    deliveredQuantity: '10',
    isAccepted: true,
    rejectReason: null,
    temperatureVerdict: 'ok',
    correctiveNote: null,
    reclamationNote: null,
    isSolved: false,
    ...values,
  };
}

const prices = new Map([[1, { price: '1.2345', discount: '10' }]]);

describe('draftReclamation', () => {
  it('drafts nothing for a note without problems', () => {
    expect(draftReclamation(noFlags, [line({})], prices)).toBeNull();
  });

  it('claims a short line as expected − delivered at the net price', () => {
    const draft = draftReclamation(noFlags, [line({ deliveredQuantity: '7', reclamationNote: ' torn box ' })], prices);
    expect(draft!.lines).toEqual([
      expect.objectContaining({
        reason: 'short',
        quantity: '3',
        unitPrice: '1.1111',
        amount: '3.33',
        note: 'torn box',
      }),
    ]);
  });

  it('claims an over line as delivered − expected', () => {
    const draft = draftReclamation(noFlags, [line({ deliveredQuantity: '12.5' })], prices);
    expect(draft!.lines).toEqual([expect.objectContaining({ reason: 'over', quantity: '2.5', amount: '2.78' })]);
  });

  it('claims a rejected line with its reason and the delivered quantity, and its short rest', () => {
    const draft = draftReclamation(
      noFlags,
      [line({ deliveredQuantity: '4', isAccepted: false, rejectReason: 'expired', correctiveNote: 'binned' })],
      prices,
    );
    expect(draft!.lines.map((l) => [l.reason, l.quantity, l.note])).toEqual([
      ['short', '6', null],
      ['expired', '4', 'binned'],
    ]);
  });

  it('maps a rejected line without a reason to other', () => {
    const draft = draftReclamation(noFlags, [line({ isAccepted: false })], prices);
    expect(draft!.lines.map((l) => l.reason)).toEqual(['other']);
  });

  it('claims a temperature breach on the delivered quantity with both notes', () => {
    const draft = draftReclamation(
      noFlags,
      [line({ temperatureVerdict: 'breach', reclamationNote: 'warm', correctiveNote: 'moved to freezer' })],
      prices,
    );
    expect(draft!.lines).toEqual([
      expect.objectContaining({
        reason: 'temperature',
        quantity: '10',
        note: 'warm — moved to freezer',
        amount: '11.11',
      }),
    ]);
  });

  it('keeps a line without an order price unpriced and skips lines solved at the door', () => {
    const draft = draftReclamation(
      noFlags,
      [
        line({ orderLineId: null, expectedQuantity: null, temperatureVerdict: 'breach', uid: 'u2' }),
        line({ deliveredQuantity: '1', isSolved: true }),
      ],
      prices,
    );
    expect(draft!.lines).toEqual([expect.objectContaining({ uid: 'u2', unitPrice: null, amount: null })]);
  });

  it('drafts the delivery flags alone', () => {
    const draft = draftReclamation({ ...noFlags, dirty: true }, [line({})], prices);
    expect(draft).toEqual({ flags: { ...noFlags, dirty: true }, lines: [] });
  });
});

describe('amounts', () => {
  it('computes on exact decimals, rounded half up to cents', () => {
    expect(netUnitPrice({ price: '0.1', discount: '0' })).toBe('0.1000');
    expect(claimAmount('3', '0.1')).toBe('0.30');
    expect(claimAmount('0.005', '1')).toBe('0.01');
    expect(claimAmount('1.333', '2.2222')).toBe('2.96');
  });
});
