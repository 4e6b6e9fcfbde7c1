import { describe, expect, it } from 'vitest';
import { displayCode } from './scan-feedback';

describe('displayCode', () => {
  it('shows each group separator as ␝ and leaves the rest alone', () => {
    expect(displayCode('010950110153000310AB12\u001d21X\u001d')).toBe('010950110153000310AB12␝21X␝');
    expect(displayCode('3838920123458')).toBe('3838920123458');
  });
});
