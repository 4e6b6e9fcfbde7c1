import { describe, expect, it } from 'vitest';
import type { AsnLineOnReceipt } from '#app/modules/receiving/asn-lines';
import { adviceCsv, receivingAdvice, type ReceivedLine } from './receiving-advice';

function asnLine(id: number, values: Partial<AsnLineOnReceipt>): AsnLineOnReceipt {
  return {
    id,
    position: id,
    productId: id,
    orderLineId: null,
    quantity: '10',
    sentQuantity: '10',
    unitCode: 'C62',
    gtin: null,
    supplierItemCode: null,
    description: null,
    bestBefore: null,
    lot: null,
    sscc: null,
    problem: null,
    ...values,
  };
}

function received(values: Partial<ReceivedLine>): ReceivedLine {
  return {
    orderLineId: null,
    productId: 1,
    productName: 'Milk',
    unit: 'kos',
    delivered: '10',
    accepted: '10',
    bestBefore: null,
    ...values,
  };
}

describe('receivingAdvice', () => {
  it('received as announced: received, no differences; lines without a product do not count', () => {
    const lines = [
      asnLine(1, { orderLineId: 11 }),
      asnLine(2, { productId: null, quantity: null, problem: 'no_product' }),
    ];
    expect(receivingAdvice(lines, [received({ orderLineId: 11 })])).toEqual({ status: 'received', differences: [] });
  });

  it('short, over, rejected, other best before, and a line not received at all', () => {
    const lines = [
      asnLine(1, { quantity: '10', gtin: '3830000000015' }),
      asnLine(2, { quantity: '5' }),
      asnLine(3, { quantity: '4' }),
      asnLine(4, { quantity: '2', bestBefore: '2030-01-10' }),
      asnLine(5, { quantity: '1', description: 'Yoghurt' }),
    ];
    const advice = receivingAdvice(lines, [
      received({ productId: 1, delivered: '7', accepted: '7' }),
      received({ productId: 2, delivered: '6', accepted: '6' }),
      received({ productId: 3, delivered: '4', accepted: '1' }),
      received({ productId: 4, delivered: '2', accepted: '2', bestBefore: '2030-01-05' }),
    ]);
    expect(advice.status).toBe('partly_received');
    expect(advice.differences.map((line) => [line.position, line.reason, line.received, line.rejected])).toEqual([
      [1, 'short', '7', '0'],
      [2, 'over', '6', '0'],
      [3, 'rejected', '4', '3'],
      [4, 'best_before', '2', '0'],
      [5, 'short', '0', '0'],
    ]);
    expect(advice.differences[3]).toMatchObject({
      announcedBestBefore: '2030-01-10',
      receivedBestBefore: '2030-01-05',
    });
  });

  it('adds up several notes and shares a product over its ASN lines in their order', () => {
    const lines = [asnLine(1, { productId: 1, quantity: '6' }), asnLine(2, { productId: 1, quantity: '4' })];
    const first = receivingAdvice(lines, [received({ delivered: '7', accepted: '7' })]);
    expect(first.status).toBe('partly_received');
    expect(first.differences.map((line) => [line.position, line.received])).toEqual([[2, '1']]);
    const both = receivingAdvice(lines, [
      received({ delivered: '7', accepted: '7' }),
      received({ delivered: '3', accepted: '3' }),
    ]);
    expect(both).toEqual({ status: 'received', differences: [] });
  });
});

describe('adviceCsv', () => {
  it('writes the differences with a BOM and no cell a spreadsheet would run as a formula', () => {
    const lines = [asnLine(1, { description: '=HYPERLINK("http://evil")', quantity: '3', supplierItemCode: '+41' })];
    const { differences } = receivingAdvice(lines, []);
    const labels = {
      position: 'Pos',
      gtin: 'GTIN',
      supplierCode: 'Code',
      name: 'Item',
      announced: 'Announced',
      received: 'Received',
      rejected: 'Rejected',
      unit: 'Unit',
      reason: 'Reason',
      announcedBestBefore: 'BB announced',
      receivedBestBefore: 'BB received',
      reasons: { short: 'short', over: 'over', rejected: 'rejected', best_before: 'best before' },
    };
    const csv = adviceCsv(differences, labels).toString('utf8');
    expect(csv.startsWith('\uFEFFPos,GTIN,Code,Item')).toBe(true);
    expect(csv).toContain(`'+41`);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(csv).toContain(',3,0,0,,short,,');
  });
});
