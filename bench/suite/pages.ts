import { loadUrl } from './load';

export interface PageRatio {
  path: string;
  /** Median over the rounds of the page's p50 latency, in ms. */
  p50Ms: number;
  /** Median over the rounds of the floor the page was compared with (the mean of the floor runs around it), in ms. */
  floorP50Ms: number;
  /**
   * Median over the rounds of the page's p50 over its floor: at most 1.5 meets issue 17's target for admin list pages.
   * NaN when no round answered.
   */
  ratio: number;
}

/** One timed run of a page: its p50, and where it stands in the run's sequence of floor runs. */
export interface PageRun {
  path: string;
  p50: number;
  /** The index in the floor runs of the one right before this page; the one right after it is the next. */
  floorBefore: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * Each page run against the floor runs on both sides of it (their mean; one side alone when the other did not answer),
 * then per path the medians over its runs. A round's ratio is taken before any median: the machine's speed drifts over
 * a run of minutes, and a page compared with floors measured at other moments carries that drift into its ratio.
 * `floors` holds NaN for a floor run that did not answer.
 */
export function pageRatios(paths: string[], runs: PageRun[], floors: number[]): PageRatio[] {
  return paths.map((path) => {
    const rounds = runs.flatMap((run) => {
      if (run.path !== path || !(run.p50 > 0)) return [];
      const around = [floors[run.floorBefore], floors[run.floorBefore + 1]].filter(
        (value): value is number => value !== undefined && value > 0,
      );
      if (!around.length) return [];
      const floor = around.reduce((sum, value) => sum + value, 0) / around.length;
      return [{ page: run.p50, floor, ratio: run.p50 / floor }];
    });
    if (!rounds.length) return { path, p50Ms: Number.NaN, floorP50Ms: Number.NaN, ratio: Number.NaN };
    return {
      path,
      p50Ms: median(rounds.map((round) => round.page)),
      floorP50Ms: median(rounds.map((round) => round.floor)),
      ratio: median(rounds.map((round) => round.ratio)),
    };
  });
}

/**
 * Server rendering cost of pages against a floor page measured in the same run (docs/performance.md, "List pages:
 * rendering"). The machine is shared, so the floor runs between every two pages (and once more at the end): each page
 * run has a floor run right before and right after it, and a burst of load from elsewhere, or the machine slowing
 * down, lands on both sides of its ratio rather than on one (pageRatios).
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
  // One untimed pass: the first requests compile code paths and fill caches that later requests find warm.
  for (const path of [floorPath, ...paths]) await loadUrl(`${baseUrl}${path}`, { ...load, seconds: 1 });
  // A run in which no answer came back (a machine too busy for the run's length) reports a p50 of 0: left out.
  const answered = (result: { requests: number; p50: number }) => (result.requests > 0 ? result.p50 : Number.NaN);
  const floors: number[] = [];
  const runs: PageRun[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const path of paths) {
      floors.push(answered(await loadUrl(`${baseUrl}${floorPath}`, load)));
      runs.push({ path, p50: answered(await loadUrl(`${baseUrl}${path}`, load)), floorBefore: floors.length - 1 });
    }
  }
  floors.push(answered(await loadUrl(`${baseUrl}${floorPath}`, load)));
  return pageRatios(paths, runs, floors);
}
