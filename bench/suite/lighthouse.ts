import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Lighthouse's performance score (0–100) for each URL, with its default mobile profile (a mid-range phone, simulated
 * slow 4G), in Debian's Chromium started headless for the run. `cookie` logs the pages in. Each URL is scored `runs`
 * times and the median reported (`scores` holds them all), as Lighthouse's documentation advises for its
 * variability: on this shared machine one run of the same page read anything from 76 to 100.
 */
export async function lighthouseScores(
  urls: string[],
  options: { cookie?: string; port?: number; runs?: number } = {},
) {
  const port = options.port ?? 9333;
  const profile = mkdtempSync(path.join(os.tmpdir(), 'prevzem-lighthouse-'));
  const chromium = spawn(
    CHROMIUM,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      `--user-data-dir=${profile}`,
      `--remote-debugging-port=${port}`,
      'about:blank',
    ],
    // Its own process group, so its helpers (the crash handler among them) end with it.
    { stdio: 'ignore', detached: true },
  );
  const exited = new Promise<void>((resolve) => chromium.once('exit', () => resolve()));
  try {
    await waitForDevtools(port);
    const results: { url: string; score: number; scores: number[] }[] = [];
    for (const url of urls) {
      const scores: number[] = [];
      for (let run = 0; run < Math.max(1, options.runs ?? 3); run++) {
        scores.push(await scoreOnce(url, port, options.cookie));
      }
      const sorted = [...scores].sort((a, b) => a - b);
      results.push({ url, score: sorted[Math.floor(sorted.length / 2)]!, scores });
    }
    return results;
  } finally {
    try {
      process.kill(-chromium.pid!, 'SIGTERM');
    } catch {
      chromium.kill('SIGTERM');
    }
    await exited;
    await removeProfile(profile);
  }
}

/**
 * One run's score. A run without one (Lighthouse reports a runtime error: NO_NAVSTART, "please run Lighthouse again",
 * now and then with Debian's Chromium) is tried again, up to three times in all, before the suite gives up on the
 * figure with the errors it gave.
 */
async function scoreOnce(url: string, port: number, cookie: string | undefined): Promise<number> {
  const errors: string[] = [];
  for (let attempt = 0; attempt < 3; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      extraHeaders: cookie ? { Cookie: cookie } : undefined,
    });
    const score = result?.lhr.categories.performance?.score;
    if (score !== null && score !== undefined) return Math.round(score * 100);
    const error = result?.lhr.runtimeError;
    errors.push(error ? `${error.code}: ${error.message}` : 'no result');
    if (attempt < 2) console.warn(`Lighthouse gave no performance score for ${url} (${errors.at(-1)}); trying again`);
  }
  throw new Error(`Lighthouse gave no performance score for ${url}: ${errors.join('; ')}`);
}

/**
 * Chromium's helper processes can still be writing into the profile for a moment after it exits. A folder that will
 * not go is left in the temporary folder with a warning: it must not cost the run the figures it has measured.
 */
async function removeProfile(profile: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      rmSync(profile, { recursive: true, force: true });
      return;
    } catch (error) {
      if (attempt >= 20) {
        console.warn(`Could not remove Chromium's profile ${profile}: ${(error as Error).message}`);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

async function waitForDevtools(port: number): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const up = await fetch(`http://127.0.0.1:${port}/json/version`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('Chromium did not open its DevTools port');
}
