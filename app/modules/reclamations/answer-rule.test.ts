import { describe, expect, it } from 'vitest';
import { overallAnswer, promisedCreditOf } from './answer-rule';

describe('the supplier’s answer to the whole reclamation', () => {
  it('is accepted when every line is accepted', () => {
    expect(overallAnswer(['accepted'])).toBe('accepted');
    expect(overallAnswer(['accepted', 'accepted', 'accepted'])).toBe('accepted');
  });

  it('is rejected when every line is rejected', () => {
    expect(overallAnswer(['rejected'])).toBe('rejected');
    expect(overallAnswer(['rejected', 'rejected'])).toBe('rejected');
  });

  it('is partly otherwise', () => {
    expect(overallAnswer(['accepted', 'rejected'])).toBe('partly');
    expect(overallAnswer(['rejected', 'accepted', 'accepted'])).toBe('partly');
    expect(overallAnswer([])).toBe('partly');
  });
});

describe('the credit a line’s answer promises', () => {
  it('is the typed amount when accepted, else the line’s amount', () => {
    expect(promisedCreditOf('accepted', '12.5', '20.00')).toBe('12.5');
    expect(promisedCreditOf('accepted', '0', '20.00')).toBe('0');
    expect(promisedCreditOf('accepted', null, '20.00')).toBe('20.00');
    expect(promisedCreditOf('accepted', null, null)).toBeNull();
  });

  it('is none when rejected, whatever was typed', () => {
    expect(promisedCreditOf('rejected', '12.5', '20.00')).toBeNull();
  });
});
