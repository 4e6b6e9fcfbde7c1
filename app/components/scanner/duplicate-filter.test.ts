import { describe, expect, it } from 'vitest';
import { createDuplicateFilter } from './duplicate-filter';

const EAN = '3838920123458';
const OTHER = '96385074';

describe('createDuplicateFilter', () => {
  it('reports a code held in view once, however many reads see it', () => {
    const filter = createDuplicateFilter(4);
    expect(filter.read([EAN])).toEqual([EAN]);
    for (let read = 0; read < 500; read += 1) expect(filter.read([EAN])).toEqual([]);
  });

  it('reports the same code again once it has been missed by the given reads in a row', () => {
    const filter = createDuplicateFilter(4);
    expect(filter.read([EAN])).toEqual([EAN]);
    for (let read = 0; read < 4; read += 1) expect(filter.read([])).toEqual([]);
    expect(filter.read([EAN])).toEqual([EAN]);
  });

  it('does not report it again after fewer misses than that (a blurred frame or two)', () => {
    const filter = createDuplicateFilter(4);
    filter.read([EAN]);
    for (let round = 0; round < 20; round += 1) {
      filter.read([]);
      filter.read([]);
      filter.read([]);
      expect(filter.read([EAN])).toEqual([]);
    }
  });

  it('reports a different code at once, and two codes in one frame once each', () => {
    const filter = createDuplicateFilter(4);
    expect(filter.read([EAN])).toEqual([EAN]);
    expect(filter.read([EAN, OTHER])).toEqual([OTHER]);
    for (let read = 0; read < 50; read += 1) expect(filter.read([OTHER, EAN])).toEqual([]);
  });

  it('reports a code read twice in one frame once', () => {
    expect(createDuplicateFilter().read([EAN, EAN])).toEqual([EAN]);
  });

  it('tracks each code on its own: one leaving does not count the other again', () => {
    const filter = createDuplicateFilter(2);
    filter.read([EAN, OTHER]);
    filter.read([EAN]);
    filter.read([EAN]);
    expect(filter.read([EAN, OTHER])).toEqual([OTHER]);
  });

  it('forgets what it saw on reset', () => {
    const filter = createDuplicateFilter();
    filter.read([EAN]);
    filter.reset();
    expect(filter.read([EAN])).toEqual([EAN]);
  });
});
