import { describe, expect, it } from 'vitest';
import { createDuplicateFilter } from './duplicate-filter';

describe('createDuplicateFilter', () => {
  it('lets a code through once within the window', () => {
    const filter = createDuplicateFilter(1500);
    expect(filter.accept('3838920123458', 0)).toBe(true);
    expect(filter.accept('3838920123458', 100)).toBe(false);
    expect(filter.accept('3838920123458', 1499)).toBe(false);
  });

  it('lets the same code through again once the window has passed since it was reported', () => {
    const filter = createDuplicateFilter(1500);
    expect(filter.accept('3838920123458', 0)).toBe(true);
    expect(filter.accept('3838920123458', 1000)).toBe(false);
    expect(filter.accept('3838920123458', 1500)).toBe(true);
  });

  it('always lets a different code through', () => {
    const filter = createDuplicateFilter(1500);
    expect(filter.accept('3838920123458', 0)).toBe(true);
    expect(filter.accept('96385074', 10)).toBe(true);
    expect(filter.accept('3838920123458', 20)).toBe(true);
  });

  it('forgets the last code on reset', () => {
    const filter = createDuplicateFilter(1500);
    filter.accept('3838920123458', 0);
    filter.reset();
    expect(filter.accept('3838920123458', 10)).toBe(true);
  });
});
