import { spawn } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/** Starts its own server, because this test stops it. */
test('SIGTERM finishes the request in flight, then closes the database and exits cleanly', async () => {
  test.setTimeout(120_000);
  const port = Number(process.env.E2E_PORT ?? 3210) + 80 + test.info().workerIndex;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'prevzem-shutdown-'));
  // As `npm run serve` starts it: one node process with tsx as a loader, so the signal reaches the server itself (the
  // tsx CLI relays signals with a 30 ms handshake and kills the child outright when a busy machine misses it).
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: '0', LOG_LEVEL: 'info' },
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
        { host: 'localhost', port, method: 'POST', path: '/backend/auth/login', headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) } },
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
