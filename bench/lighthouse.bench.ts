/**
 * Lighthouse's performance score (mobile profile) of the public pages and of /admin/products, against the built server
 * on a fresh embedded database with the demo (issue 17: ≥ 95 public, ≥ 90 /admin/products). Needs `npm run build`
 * and Chromium (/usr/bin/chromium, or CHROMIUM_PATH).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { logIn, startApp } from './suite/app-server';
import { lighthouseScores } from './suite/lighthouse';

const PUBLIC_PAGES = ['/', '/login'];
const LOGGED_IN_PAGES = ['/admin/products'];

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'prevzem-bench-lighthouse-'));
const app = await startApp({
  buildDir: 'build',
  port: Number(process.env.BENCH_PORT ?? 3450),
  dataDir,
  seedDemo: true,
});
try {
  const cookie = await logIn(app.url, 'admin@demo.test', 'Demo-1234!');
  for (const { url, score, scores } of await lighthouseScores(PUBLIC_PAGES.map((page) => app.url + page))) {
    console.log(`${url}: ${score}, median of ${scores.join(', ')} (target ≥ 95)`);
  }
  for (const { url, score, scores } of await lighthouseScores(
    LOGGED_IN_PAGES.map((page) => app.url + page),
    { cookie, runs: 5 },
  )) {
    console.log(`${url}: ${score}, median of ${scores.join(', ')} (target ≥ 90)`);
  }
} finally {
  await app.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
