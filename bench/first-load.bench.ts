/**
 * First-load JavaScript (gzip, level 9) of the public pages and of /admin/products, against the built server on a fresh
 * embedded database with the demo (issue 17: ≤ 100 KB public, ≤ 250 KB /admin/products). Needs `npm run build`.
 * With BENCH_URL it measures a server already running there instead.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { logIn, startApp, type RunningApp } from './suite/app-server';
import { measureFirstLoad } from './suite/first-load';

const PUBLIC_PAGES = [
  '/',
  '/suppliers',
  '/hotels-and-restaurants',
  '/privacy-policy',
  '/login',
  '/register',
  '/forgot-password',
];
const LOGGED_IN_PAGES = ['/admin/products'];

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'prevzem-bench-first-load-'));
let app: RunningApp | undefined;
try {
  let baseUrl = process.env.BENCH_URL;
  if (!baseUrl) {
    app = await startApp({ buildDir: 'build', port: Number(process.env.BENCH_PORT ?? 3451), dataDir, seedDemo: true });
    baseUrl = app.url;
  }
  const cookie = await logIn(baseUrl, 'admin@demo.test', 'Demo-1234!');
  const rows = [
    ...(await measureFirstLoad({ baseUrl, paths: PUBLIC_PAGES })).map((row) => ({ ...row, target: 100 })),
    ...(await measureFirstLoad({ baseUrl, cookie, paths: LOGGED_IN_PAGES })).map((row) => ({ ...row, target: 250 })),
  ];
  for (const { path: page, scriptKb, requests, target, scripts } of rows) {
    console.log(`${page}: ${scriptKb} KB gzip in ${requests} scripts (target ≤ ${target} KB)`);
    if (process.env.VERBOSE) {
      for (const script of scripts.slice(0, 15))
        console.log(`  ${(script.gzipBytes / 1000).toFixed(1)} KB ${script.url}`);
    }
  }
} finally {
  await app?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
