import { describe, expect, it } from 'vitest';
import { matchCode, matchDocumentLines, type MatchCandidate, type MatchDocument } from './credit-note-matching';

const candidate = (values: Partial<MatchCandidate> & { deliveryNoteLineId: number }): MatchCandidate => ({
  deliveryNoteId: values.deliveryNoteLineId * 10,
  productId: 7,
  deliveryNumber: null,
  deliveryDate: '2026-11-10',
  orderNumber: null,
  codes: ['MILK-1'],
  deliveredQuantity: '10',
  orderedQuantity: '10',
  coveredQuantity: '0',
  ...values,
});

const document = (values: Partial<MatchDocument> = {}): MatchDocument => ({
  kind: 'credit',
  issueDate: '2026-11-20',
  orderReference: null,
  deliveryReference: null,
  lines: [{ itemId: 'MILK-1', invoiceQuantity: null, differenceQuantity: '2' }],
  ...values,
});

describe('matching a document line to a delivery note line', () => {
  it('compares codes without case or spaces, and GTINs without leading zeros', () => {
    expect(matchCode(' milk-1 ')).toBe('milk-1');
    expect(matchCode('3830001234567')).toBe(matchCode('03830001234567'));
  });

  it('matches by the supplier code or any GTIN of the product', () => {
    const lines = [candidate({ deliveryNoteLineId: 1, codes: ['X-9', '03830001234567'] })];
    expect(
      matchDocumentLines(
        document({ lines: [{ itemId: '3830001234567', invoiceQuantity: null, differenceQuantity: '1' }] }),
        lines,
      ),
    ).toEqual([{ deliveryNoteId: 10, deliveryNoteLineId: 1, productId: 7 }]);
  });

  it('takes the delivery note the document names over a more recent one', () => {
    const lines = [
      candidate({ deliveryNoteLineId: 1, deliveryNumber: 'DN-1', deliveryDate: '2026-11-01' }),
      candidate({ deliveryNoteLineId: 2, deliveryNumber: 'DN-2', deliveryDate: '2026-11-15' }),
    ];
    expect(matchDocumentLines(document({ deliveryReference: 'dn-1' }), lines)[0]?.deliveryNoteLineId).toBe(1);
  });

  it('takes the order the document names, by its number in any writing', () => {
    const lines = [
      candidate({ deliveryNoteLineId: 1, orderNumber: 42, deliveryDate: '2026-11-01' }),
      candidate({ deliveryNoteLineId: 2, orderNumber: 43, deliveryDate: '2026-11-15' }),
    ];
    expect(matchDocumentLines(document({ orderReference: 'PO 0042' }), lines)[0]?.deliveryNoteLineId).toBe(1);
  });

  it('without a reference takes the most recent open line within the window before the document', () => {
    const lines = [
      candidate({ deliveryNoteLineId: 1, deliveryDate: '2026-11-01' }),
      candidate({ deliveryNoteLineId: 2, deliveryDate: '2026-11-12', coveredQuantity: '10' }),
      candidate({ deliveryNoteLineId: 3, deliveryDate: '2026-11-30' }),
      candidate({ deliveryNoteLineId: 4, deliveryDate: '2026-06-01' }),
    ];
    // 2 is fully covered by an earlier credit, 3 was delivered after the document, 4 is outside the window.
    expect(matchDocumentLines(document(), lines)[0]?.deliveryNoteLineId).toBe(1);
    expect(matchDocumentLines(document(), [lines[3]!])).toEqual([null]);
  });

  it("counts the document's own earlier lines, so two lines of one item go to two deliveries", () => {
    const lines = [
      candidate({ deliveryNoteLineId: 1, deliveryDate: '2026-11-01', deliveredQuantity: '5', orderedQuantity: null }),
      candidate({ deliveryNoteLineId: 2, deliveryDate: '2026-11-12', deliveredQuantity: '5', orderedQuantity: null }),
    ];
    const twice = document({
      kind: 'invoice',
      lines: [
        { itemId: 'MILK-1', invoiceQuantity: '5', differenceQuantity: null },
        { itemId: 'MILK-1', invoiceQuantity: '5', differenceQuantity: null },
        { itemId: 'MILK-1', invoiceQuantity: '5', differenceQuantity: null },
      ],
    });
    expect(matchDocumentLines(twice, lines).map((match) => match?.deliveryNoteLineId ?? null)).toEqual([2, 1, null]);
  });

  it('leaves a line of an unknown item unmatched', () => {
    expect(
      matchDocumentLines(document({ lines: [{ itemId: 'NOPE', invoiceQuantity: '1', differenceQuantity: null }] }), [
        candidate({ deliveryNoteLineId: 1 }),
      ]),
    ).toEqual([null]);
  });
});
