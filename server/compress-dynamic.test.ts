import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressDynamic } from './compress-dynamic';

let server: http.Server;
let base = '';

beforeAll(async () => {
  const app = express();
  app.use(compressDynamic());
  app.get('/page', (_req, res) => {
    res.type('html').send(`<!doctype html>${'<p>Prevzem</p>'.repeat(500)}`);
  });
  app.get('/small', (_req, res) => {
    res.json({ ok: true });
  });
  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The raw answer (Node's http, which does not decompress), with its encoding. */
function get(path: string, acceptEncoding: string) {
  return new Promise<{ encoding: string | undefined; vary: string | undefined }>((resolve, reject) => {
    http
      .get(`${base}${path}`, { headers: { 'Accept-Encoding': acceptEncoding } }, (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ encoding: response.headers['content-encoding'], vary: response.headers.vary }),
        );
      })
      .on('error', reject);
  });
}

describe('compressDynamic', () => {
  it('answers gzip where the browser offers Brotli too', async () => {
    expect(await get('/page', 'gzip, deflate, br, zstd')).toEqual({ encoding: 'gzip', vary: 'Accept-Encoding' });
    expect(await get('/page', 'br;q=1.0, gzip;q=0.8')).toMatchObject({ encoding: 'gzip' });
  });

  it('never answers Brotli, and sends plain text to a browser that offers only Brotli', async () => {
    expect(await get('/page', 'br')).toMatchObject({ encoding: undefined });
    expect(await get('/page', 'identity')).toMatchObject({ encoding: undefined });
  });

  it('leaves answers under 1 KB alone', async () => {
    expect(await get('/small', 'gzip, br')).toMatchObject({ encoding: undefined });
  });
});
