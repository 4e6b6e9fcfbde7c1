import { startApp } from './suite/app-server';

export interface ColdStart {
  database: 'pglite' | 'postgres';
  /** From spawning `node build/start.js` to the first 200 from /readyz; the median of the timed runs. */
  ms: number;
}

/**
 * Cold start on an existing database: the built server is started as `npm run serve` starts it (plain node), and
 * timed from spawn until /readyz answers 200, then stopped with SIGTERM. The first start is not timed: it creates
 * and migrates the database (and, on PGlite, seeds the demo) if that has not happened yet, so every timed start finds
 * a database that exists and is up to date.
 */
export async function measureColdStart(options: {
  /** A PostgreSQL database of the caller's; without it, embedded PGlite in `dataDir`. */
  databaseUrl?: string;
  dataDir: string;
  port: number;
  runs?: number;
  /** The build to start (BUILD_DIR); `build` by default. */
  buildDir?: string;
}): Promise<ColdStart> {
  const times: number[] = [];
  const runs = options.runs ?? 5;
  for (let run = 0; run <= runs; run++) {
    const ms = await startOnce(options);
    if (run > 0) times.push(ms);
  }
  times.sort((a, b) => a - b);
  return {
    database: options.databaseUrl ? 'postgres' : 'pglite',
    ms: Math.round(times[Math.floor(times.length / 2)]!),
  };
}

async function startOnce(options: { databaseUrl?: string; dataDir: string; port: number; buildDir?: string }) {
  const app = await startApp({
    buildDir: options.buildDir ?? 'build',
    port: options.port,
    dataDir: options.dataDir,
    databaseUrl: options.databaseUrl,
    // On PGlite the first start seeds the demo, so the warm-up after it has data to read.
    seedDemo: !options.databaseUrl,
    timeoutMs: 600_000,
  });
  await app.stop();
  return app.startMs;
}
