import { loadUrl } from './load';

export interface PageRatio {
  path: string;
  /** Median over the rounds of the page's p50 latency, in ms. */
  p50Ms: number;
  /** Median over the rounds of the floor's p50 latency, each measured just before one of this page's runs. */
  floorP50Ms: number;
  /** p50Ms / floorP50Ms: at most 1.5 meets issue 17's target for admin list pages. NaN when no round answered. */
  ratio: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * Server rendering cost of pages against a floor page measured in the same run (docs/performance.md, "List pages:
 * rendering"). The machine is shared, so every round runs the floor right before each page: a burst of load from
 * elsewhere then lands on both sides of a ratio rather than on one. Each path's figures are medians over the rounds.
 */
export async function measurePages(options: {
  baseUrl: string;
  cookie: string;
  paths: string[];
  /** An empty logged-in page (`/admin/bench-floor` in the bench build). */
  floorPath: string;
  connections?: number;
  seconds?: number;
  rounds?: number;
}): Promise<PageRatio[]> {
  const { baseUrl, cookie, paths, floorPath } = options;
  const load = { cookie, connections: options.connections ?? 10, seconds: options.seconds ?? 3 };
  const rounds = Math.max(1, options.rounds ?? 3);
  const samples = new Map(paths.map((path) => [path, { page: [] as number[], floor: [] as number[] }]));
  // One untimed pass: the first requests compile code paths and fill caches that later requests find warm.
  for (const path of [floorPath, ...paths]) await loadUrl(`${baseUrl}${path}`, { ...load, seconds: 1 });
  for (let round = 0; round < rounds; round++) {
    for (const path of paths) {
      const floor = await loadUrl(`${baseUrl}${floorPath}`, load);
      const page = await loadUrl(`${baseUrl}${path}`, load);
      // A run in which no answer came back (a machine too busy for the run's length) reports a p50 of 0: left out.
      if (floor.requests > 0 && page.requests > 0) {
        samples.get(path)!.floor.push(floor.p50);
        samples.get(path)!.page.push(page.p50);
      }
    }
  }
  return paths.map((path) => {
    const { page, floor } = samples.get(path)!;
    if (!page.length) return { path, p50Ms: Number.NaN, floorP50Ms: Number.NaN, ratio: Number.NaN };
    const p50Ms = median(page);
    const floorP50Ms = median(floor);
    return { path, p50Ms, floorP50Ms, ratio: floorP50Ms > 0 ? p50Ms / floorP50Ms : Number.POSITIVE_INFINITY };
  });
}
