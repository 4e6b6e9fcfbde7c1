import { describe, expect, it } from 'vitest';
import { deliveryOutcome, problemLineCount } from './delivery-outcome';

const clean = { isSealDamaged: false, isSealMissing: false, isDirty: false, isUnacceptable: false };

describe('deliveryOutcome', () => {
  it('is all OK when every line is as expected and every check passed', () => {
    expect(deliveryOutcome(clean, ['ok', 'ok'])).toBe('ok');
    expect(deliveryOutcome(clean, [])).toBe('ok');
  });

  it('has problems when a line is not as expected', () => {
    for (const state of ['short', 'over', 'rejected', 'temperature_breach', 'pending'] as const) {
      expect(deliveryOutcome(clean, ['ok', state]), state).toBe('problems');
    }
  });

  it('has problems when a seal is damaged or missing or the delivery is dirty', () => {
    expect(deliveryOutcome({ ...clean, isSealDamaged: true }, ['ok'])).toBe('problems');
    expect(deliveryOutcome({ ...clean, isSealMissing: true }, ['ok'])).toBe('problems');
    expect(deliveryOutcome({ ...clean, isDirty: true }, ['ok'])).toBe('problems');
  });

  it('is unacceptable when the whole delivery was refused, whatever the lines say', () => {
    expect(deliveryOutcome({ ...clean, isUnacceptable: true }, ['ok'])).toBe('unacceptable');
    expect(deliveryOutcome({ ...clean, isUnacceptable: true, isDirty: true }, ['short'])).toBe('unacceptable');
  });
});

describe('problemLineCount', () => {
  it('counts the lines that are not OK', () => {
    expect(problemLineCount(['ok', 'short', 'over', 'ok', 'rejected'])).toBe(3);
    expect(problemLineCount([])).toBe(0);
  });
});
