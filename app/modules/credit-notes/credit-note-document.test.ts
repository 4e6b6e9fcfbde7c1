import { describe, expect, it } from 'vitest';
import { lineAmount, linesTotal, plainAmount, signedAmount } from './credit-note-document';

describe('credit note amounts', () => {
  it('reads amounts exactly, with a comma or a dot, to four decimals', () => {
    expect(plainAmount('12,50')).toBe('12.5');
    expect(plainAmount('0.12345')).toBe('0.1235');
    expect(plainAmount('-3')).toBeNull();
    expect(plainAmount('abc')).toBeNull();
    expect(plainAmount('99999999999')).toBeNull();
  });

  it("works out a line's amount from the quantity the kind bills and the unit price, to cents", () => {
    const line = { invoiceQuantity: '10', differenceQuantity: '2', unitPrice: '1.255' };
    expect(lineAmount('invoice', line)).toBe('12.55');
    expect(lineAmount('credit', line)).toBe('2.51');
    expect(lineAmount('credit', { ...line, differenceQuantity: null })).toBe('12.55');
    expect(lineAmount('debit', { ...line, unitPrice: null })).toBeNull();
  });

  it('adds the lines without floating point, and signs a credit negative', () => {
    expect(linesTotal([{ amount: '0.1' }, { amount: '0.2' }])).toBe('0.3000');
    expect(signedAmount('credit', '5.5')).toBe('-5.5');
    expect(signedAmount('debit', '5.5')).toBe('5.5');
  });
});
