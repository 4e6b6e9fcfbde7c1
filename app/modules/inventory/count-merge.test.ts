import { describe, expect, it } from 'vitest';
import { mergedTotal, mergeLine } from './count-merge';

const ana = { userId: 1, total: '12.000' };
const bor = { userId: 2, total: '14.000' };

describe('merging parallel counts of a line', () => {
  it('is uncounted with no counts', () => {
    expect(mergeLine([], null)).toEqual({ state: 'uncounted' });
    expect(mergedTotal(mergeLine([], null))).toBeNull();
  });

  it('takes one person’s count, and agreeing counts once (never their sum)', () => {
    expect(mergeLine([ana], null)).toEqual({ state: 'counted', total: '12.000' });
    expect(mergedTotal(mergeLine([ana, { userId: 2, total: '12' }], null))).toBe('12.000');
  });

  it('keeps differing counts side by side until someone decides', () => {
    expect(mergeLine([ana, bor], null)).toEqual({ state: 'conflict', counts: [ana, bor] });
    expect(mergedTotal(mergeLine([ana, bor], null))).toBeNull();
    expect(mergeLine([ana, bor], '13.000')).toEqual({ state: 'resolved', total: '13.000', counts: [ana, bor] });
    expect(mergedTotal(mergeLine([ana, bor], '13.000'))).toBe('13.000');
  });
});
