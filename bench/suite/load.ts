import autocannon from 'autocannon';

export interface LoadResult {
  /** Requests per second, averaged over the run. */
  rps: number;
  /** Median latency in ms. */
  p50: number;
  requests: number;
  non2xx: number;
}

/**
 * One autocannon run against `url` with the session cookie. The load is generated in this process; the servers it
 * measures run in their own processes, so the two do not share an event loop.
 */
export async function loadUrl(
  url: string,
  options: { cookie?: string; connections?: number; seconds?: number; allowNon2xx?: boolean } = {},
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: options.connections ?? 10,
    duration: options.seconds ?? 5,
    headers: options.cookie ? { cookie: options.cookie } : {},
  });
  if (!options.allowNon2xx && result.non2xx > 0) {
    throw new Error(`${url}: ${result.non2xx} of ${result.requests.total} answers were not 2xx`);
  }
  if (result.errors > 0 && !options.allowNon2xx) throw new Error(`${url}: ${result.errors} connection errors`);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    requests: result.requests.total,
    non2xx: result.non2xx,
  };
}
