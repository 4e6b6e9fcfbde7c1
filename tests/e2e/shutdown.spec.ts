import { spawn } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/** Starts its own server, because this test stops it. */
test('SIGTERM makes /readyz answer 503 at once, finishes the request in flight, then closes the database and exits cleanly', async () => {
  test.setTimeout(120_000);
  const port = Number(process.env.E2E_PORT ?? 3210) + 80 + test.info().workerIndex;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'prevzem-shutdown-'));
  // As `npm run serve` starts it: one plain node process running the built start script, so the signal reaches the
  // server itself (the tsx CLI relays signals with a 30 ms handshake and kills the child outright when a busy machine
  // misses it).
  const server = spawn(process.execPath, ['build/start.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: '0',
      LOG_LEVEL: 'info',
      SHUTDOWN_DRAIN_MS: '1500',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => server.on('exit', (code) => resolve(code)));
  try {
    await expect(async () => {
      const response = await fetch(`http://localhost:${port}/readyz`);
      expect(response.status).toBe(200);
    }).toPass({ timeout: 60_000 });

    // A login whose body arrives only after the signal: the server is inside the request when it is told to stop.
    const body = JSON.stringify({ email: 'nobody@example.test', password: 'wrong-password' });
    const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(
        {
          host: 'localhost',
          port,
          method: 'POST',
          path: '/backend/auth/login',
          headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
        },
        (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
        },
      );
      request.on('error', reject);
      request.write(body.slice(0, 10));
      setTimeout(() => {
        server.kill('SIGTERM');
        setTimeout(() => request.end(body.slice(10)), 500);
      }, 500);
    });
    // As soon as shutdown starts the load balancer is told to send no new work, while the login above still runs.
    await expect(async () => {
      const ready = await fetch(`http://localhost:${port}/readyz`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ status: 'stopping' });
    }).toPass({ timeout: 5_000, intervals: [100] });
    const response = await answered;
    expect(response.status).toBe(403);
    expect(JSON.parse(response.body)).toMatchObject({ error: 'invalid_credentials' });
    expect(await exited).toBe(0);
    expect(output).toContain('shutting down');
    expect(output).toContain('"msg":"stopped"');
    await expect(fetch(`http://localhost:${port}/healthz`)).rejects.toThrow();
  } finally {
    if (server.exitCode === null) server.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
});

/** Starts a server of its own on `dataDir`, with the demo data, and waits until it is ready. */
async function startOwnServer(port: number, dataDir: string, env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['build/start.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
      SMTP_URL: '',
      LOGIN_LIMIT_PER_IP: '1000',
      ...env,
    },
    stdio: 'ignore',
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  await expect(async () => {
    expect((await fetch(`http://localhost:${port}/readyz`)).status).toBe(200);
  }).toPass({ timeout: 120_000 });
  return { child, exited };
}

async function adminCookie(base: string): Promise<string> {
  const login = await fetch(`${base}/backend/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.test', password: 'Demo-1234!' }),
  });
  expect(login.status).toBe(200);
  return login.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

async function exportedNames(base: string, cookie: string, query: string): Promise<string[]> {
  const response = await fetch(`${base}/admin/products/export.csv?q=${encodeURIComponent(query)}`, {
    headers: { Cookie: cookie },
  });
  expect(response.status).toBe(200);
  return (await response.text())
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .slice(1);
}

test('a forced exit in the middle of an import keeps all of it or none of it', async () => {
  test.setTimeout(300_000);
  const port = Number(process.env.E2E_PORT ?? 3210) + 85 + test.info().workerIndex;
  const base = `http://localhost:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'prevzem-forced-'));
  let server: Awaited<ReturnType<typeof startOwnServer>> | undefined;
  try {
    // The forced exit comes 50 ms after the signal, long before a 5,000-row import can finish.
    server = await startOwnServer(port, dataDir, { SHUTDOWN_TIMEOUT_MS: '50' });
    let cookie = await adminCookie(base);
    const [someProduct] = await exportedNames(base, cookie, '');
    const supplier = someProduct!.split(';')[0]!;
    const rows = Array.from({ length: 5000 }, (_, index) => `Forced ${String(index).padStart(4, '0')};${supplier}`);
    const body = new FormData();
    body.set('file', new File([`Name;Supplier\r\n${rows.join('\r\n')}\r\n`], 'forced.csv', { type: 'text/csv' }));
    const uploaded = await fetch(`${base}/admin/products/import/upload`, {
      method: 'POST',
      headers: { Cookie: cookie },
      body,
    });
    const { token } = (await uploaded.json()) as { token: string };
    expect(token).toBeTruthy();

    const form = new URLSearchParams({
      token,
      'column.0': 'name',
      'column.1': 'supplier',
      intent: 'import',
      mode: 'all',
    });
    const importing = fetch(`${base}/admin/products/import`, {
      method: 'POST',
      headers: { Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form,
    }).catch(() => null);
    // Stop the server while the import runs (a 5,000-row import takes seconds); whatever moment the signal hits, the
    // assertion below must hold.
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.child.kill('SIGTERM');
    expect([0, 1]).toContain(await server.exited);
    await importing;

    // The next start finds either every row or none.
    server = await startOwnServer(port, dataDir);
    cookie = await adminCookie(base);
    const kept = await exportedNames(base, cookie, 'Forced');
    expect([0, 5000]).toContain(kept.length);
  } finally {
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
});
