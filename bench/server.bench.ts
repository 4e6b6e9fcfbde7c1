/**
 * The server's figures of issue 17, each beside its floor or target: `/backend/auth/me` against the Express + pg floor
 * (autocannon, 10 connections, interleaved runs), resident memory after a warm-up, and cold start on an existing
 * database, on PostgreSQL (a scratch database on BENCH_DATABASE_URL's server) and on PGlite. Needs `npm run build`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { measureColdStart } from './cold-start';
import { startExpressPgFloor } from './floors/express-pg';
import { residentMemoryMb } from './memory';
import { loadUrl, type LoadResult } from './suite/load';

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const basePort = Number(process.env.BENCH_PORT ?? 3400);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const WARM_UP_PAGES = ['/login', '/admin/products', '/admin/ordering', '/admin/suppliers', '/admin/deliveries/notes'];

/** CPU time (user + system) a process has used so far, in ms, from /proc/<pid>/stat (Linux, 100 ticks a second). */
async function cpuMs(pid: number): Promise<number> {
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** The load, with the server's own CPU time per request: less disturbed than req/s by whatever else the machine runs. */
async function loadServer(pid: number, url: string, cookie: string) {
  const before = await cpuMs(pid);
  const result = await load(url, cookie);
  return { ...result, cpuUsPerRequest: (((await cpuMs(pid)) - before) * 1000) / result.requests };
}

function load(url: string, cookie: string, duration = seconds, only2xx = true): Promise<LoadResult> {
  return loadUrl(url, { cookie, seconds: duration, allowNon2xx: !only2xx });
}

async function startApp(
  port: number,
  env: Record<string, string>,
): Promise<{ child: ChildProcess; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, [path.resolve('build/start.js')], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), COOKIE_SECURE: '0', SMTP_URL: '', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (const started = Date.now(); ;) {
    if (child.exitCode !== null) throw new Error('the server exited before it was ready');
    if (
      await fetch(`http://127.0.0.1:${port}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() - started > 180_000) throw new Error('the server was not ready within 180 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    child,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function logIn(port: number): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/backend/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.test', password: 'Demo-1234!' }),
  });
  if (!response.ok) throw new Error(`login answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

async function warmUp(port: number, cookie: string): Promise<void> {
  // Logged in, /login answers a redirect: the warm-up only has to make the server render.
  for (const page of WARM_UP_PAGES) await load(`http://127.0.0.1:${port}${page}`, cookie, 3, false);
  await load(`http://127.0.0.1:${port}/backend/auth/me`, cookie, 3);
}

const database = `prevzem_bench_server_${process.pid}`;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`create database ${database}`);
const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${database}` }).toString();
const pgliteDir = mkdtempSync(path.join(os.tmpdir(), 'prevzem-bench-server-'));
try {
  console.log(
    `/backend/auth/me against the Express + pg floor, PostgreSQL, 10 connections, ${rounds} × ${seconds} s each`,
  );
  const app = await startApp(basePort, { DATABASE_URL: databaseUrl, SEED_DEMO: '1' });
  const cookie = await logIn(basePort);
  const floor = await startExpressPgFloor({ databaseUrl, port: basePort + 1 });
  let floorRequests = 0;
  let pageRequests = 0;
  let floorCpu = 0;
  let pageCpu = 0;
  try {
    for (let round = 1; round <= rounds; round++) {
      const atFloor = await loadServer(floor.pid, floor.url, cookie);
      const atPage = await loadServer(app.child.pid!, `http://127.0.0.1:${basePort}/backend/auth/me`, cookie);
      floorRequests += atFloor.rps;
      pageRequests += atPage.rps;
      floorCpu += atFloor.cpuUsPerRequest;
      pageCpu += atPage.cpuUsPerRequest;
      console.log(
        `  round ${round}: floor ${atFloor.rps.toFixed(0)} req/s (p50 ${atFloor.p50} ms, ${atFloor.cpuUsPerRequest.toFixed(0)} µs CPU each), /backend/auth/me ${atPage.rps.toFixed(0)} req/s (p50 ${atPage.p50} ms, ${atPage.cpuUsPerRequest.toFixed(0)} µs CPU each), ${(atPage.rps / atFloor.rps).toFixed(2)}×`,
      );
    }
    console.log(
      `  ratio ${(pageRequests / floorRequests).toFixed(2)}× the floor in req/s (target ≥ 0.8×); ${(floorCpu / pageCpu).toFixed(2)}× in the server's CPU per request`,
    );
    await warmUp(basePort, cookie);
    console.log(`memory after warm-up, PostgreSQL: ${await residentMemoryMb(app.child.pid!)} MB (target ≤ 500 MB)`);
  } finally {
    await floor.stop();
    await app.stop();
  }

  const pgStart = await measureColdStart({ databaseUrl, dataDir: pgliteDir, port: basePort + 2 });
  console.log(`cold start, PostgreSQL: ${pgStart.ms} ms (target ≤ 1,500 ms)`);
  // The first (untimed) start creates the embedded database and seeds the demo.
  const pgliteStart = await measureColdStart({ dataDir: pgliteDir, port: basePort + 2 });
  console.log(`cold start, PGlite: ${pgliteStart.ms} ms (target ≤ 1,500 ms)`);

  const embedded = await startApp(basePort, { DATA_DIR: pgliteDir });
  try {
    await warmUp(basePort, await logIn(basePort));
    console.log(`memory after warm-up, PGlite: ${await residentMemoryMb(embedded.child.pid!)} MB (target ≤ 700 MB)`);
  } finally {
    await embedded.stop();
  }
} finally {
  rmSync(pgliteDir, { recursive: true, force: true });
  await admin.query(`drop database if exists ${database} with (force)`);
  await admin.end();
}
