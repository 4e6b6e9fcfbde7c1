import { describe, expect, it } from 'vitest';
import { pageRatios, type PageRun } from './pages';

describe('pageRatios', () => {
  it('compares each page run with the mean of the floor runs right before and after it', () => {
    // F=100, P=150, F=120: the page against 110.
    const runs: PageRun[] = [{ path: '/a', p50: 165, floorBefore: 0 }];
    expect(pageRatios(['/a'], runs, [100, 120])).toEqual([{ path: '/a', p50Ms: 165, floorP50Ms: 110, ratio: 1.5 }]);
  });

  it('takes each round’s ratio before the median, so a machine that slows down mid-run does not move the figure', () => {
    // The machine twice as slow in the second round: both sides of its ratio double.
    const floors = [100, 100, 100, 200, 200, 200, 200];
    const runs: PageRun[] = [
      { path: '/a', p50: 140, floorBefore: 0 },
      { path: '/b', p50: 160, floorBefore: 1 },
      { path: '/c', p50: 120, floorBefore: 2 },
      { path: '/a', p50: 280, floorBefore: 3 },
      { path: '/b', p50: 320, floorBefore: 4 },
      { path: '/c', p50: 240, floorBefore: 5 },
    ];
    const ratios = pageRatios(['/a', '/b', '/c'], runs, floors);
    // /c ran between floors of 100 and 200 in its first round: 120 / 150.
    expect(ratios.map((page) => page.ratio)).toEqual([(1.4 + 1.4) / 2, (1.6 + 1.6) / 2, (0.8 + 1.2) / 2]);
  });

  it('leaves out runs that did not answer, and uses one side when the other floor did not answer', () => {
    const runs: PageRun[] = [
      { path: '/a', p50: Number.NaN, floorBefore: 0 },
      { path: '/a', p50: 150, floorBefore: 1 },
    ];
    expect(pageRatios(['/a'], runs, [100, 100, Number.NaN])[0]).toEqual({
      path: '/a',
      p50Ms: 150,
      floorP50Ms: 100,
      ratio: 1.5,
    });
  });

  it('reports NaN for a page none of whose runs answered', () => {
    const runs: PageRun[] = [{ path: '/a', p50: 0, floorBefore: 0 }];
    const [page] = pageRatios(['/a'], runs, [100, 100]);
    expect(page!.ratio).toBeNaN();
    expect(page!.p50Ms).toBeNaN();
  });
});
