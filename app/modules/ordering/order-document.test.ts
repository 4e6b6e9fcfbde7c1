import { describe, expect, it } from 'vitest';
import { renderOrderCsv, type OrderDocument } from './order-document.server';

const line = (productName: string, supplierProductId: string | null, discount = '0') => ({
  position: 1,
  productName,
  supplierProductId,
  ean: null,
  unit: 'kos',
  quantity: '2.000',
  price: '1.50',
  discount,
  vat: '22.00',
  netAmount: '3.00',
  grossAmount: '3.66',
});

const doc: OrderDocument = {
  id: 1,
  number: 7,
  createdAt: new Date('2026-01-05T10:00:00Z'),
  deliveryDate: '2026-01-07',
  note: null,
  timeZone: 'Europe/Ljubljana',
  company: 'C',
  shop: { name: 'S', address: null, deliveryAddress: null, gln: null },
  supplier: { name: 'Sup', address: null, postCode: null, city: null, vatNumber: null, customerIdAtSupplier: null },
  createdBy: null,
  lines: [line("=cmd|' /C calc'!A0", '@SUM(1)'), line('+Mleko', '-5', '-2.50')],
  totals: { net: '6.00', vat: '1.32', gross: '7.32' },
};

describe('renderOrderCsv', () => {
  it('writes text that a spreadsheet would run as a formula with a leading quote, numbers as numbers', () => {
    const rows = renderOrderCsv(doc, 'en')
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(rows[1]).toBe(`'@SUM(1),,'=cmd|' /C calc'!A0,2,kos,1.50,0,22.00,3.00,3.66`);
    // "-5" is a plain number (a supplier's code); the negative discount stays a number too.
    expect(rows[2]).toBe(`-5,,'+Mleko,2,kos,1.50,-2.50,22.00,3.00,3.66`);
  });
});
