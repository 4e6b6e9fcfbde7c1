import http from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicFiles } from './public-files';

let server: http.Server;
let base = '';
let clientDir = '';

beforeAll(async () => {
  clientDir = mkdtempSync(path.join(os.tmpdir(), 'prevzem-public-'));
  writeFileSync(path.join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  mkdirSync(path.join(clientDir, '.vite'));
  writeFileSync(path.join(clientDir, '.vite', 'manifest.json'), '{}');
  mkdirSync(path.join(clientDir, 'login'));
  writeFileSync(path.join(clientDir, 'login', 'index.html'), 'a file where a page lives');
  const app = express();
  app.use(publicFiles(clientDir));
  app.use((req, res) => {
    res.status(404).send(`page ${req.path}`);
  });
  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(clientDir, { recursive: true, force: true });
});

describe('publicFiles', () => {
  it('serves the files at the top of the build by their exact path, cached for an hour', async () => {
    const response = await fetch(`${base}/favicon.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('hands every other path on to the pages, folders and hidden files included', async () => {
    for (const url of ['/login', '/login/index.html', '/.vite/manifest.json', '/favicon.svg/x', '/backend/auth/me']) {
      const response = await fetch(`${base}${url}`);
      expect(await response.text(), url).toBe(`page ${new URL(url, base).pathname}`);
    }
  });
});
