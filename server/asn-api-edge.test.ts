import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ASN_API_BYTES } from '#app/modules/asn/asn-api';
import { answerTooLarge, bodyLimitFor, declaresTooMuch, limitedBody } from './body-limit';
import { sameOriginOnly } from './same-origin';

/**
 * The server's edge in front of POST /backend/asn, as app.ts stacks it: the origin check, then the body counted
 * against the path's limit. What passes is answered with the number of bytes read.
 */
let server: http.Server;
let base = '';

beforeAll(async () => {
  const app = express();
  app.use(sameOriginOnly('https://prevzem.example.com'));
  app.use((req, res) => {
    const limit = bodyLimitFor(req.path);
    if (declaresTooMuch(req, limit)) return answerTooLarge(req, res, limit);
    let refused = false;
    const body = limitedBody(req, limit, () => {
      refused = true;
      answerTooLarge(req, res, limit);
    });
    void (async () => {
      let read = 0;
      try {
        const reader = body.getReader();
        for (let next = await reader.read(); !next.done; next = await reader.read()) read += next.value.length;
        res.json({ read });
      } catch {
        if (!refused) res.status(500).end();
      }
    })();
  });
  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const KEY = { Authorization: 'Bearer pvz_anything' };
const CROSS_SITE = { Origin: 'https://elsewhere.example', 'Sec-Fetch-Site': 'cross-site' };
const SESSION = { Cookie: 'prevzem_session=abc' };

const post = (path: string, headers: Record<string, string>, body: string | Uint8Array<ArrayBuffer> = 'x') =>
  fetch(`${base}${path}`, { method: 'POST', headers: { 'Content-Type': 'text/plain', ...headers }, body });

/** A chunked post of `total` bytes (no Content-Length to trust) until the server answers. */
function postChunked(path: string, total: number) {
  return new Promise<{ status: number; body: string; sent: number }>((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const request = http.request(
      `${base}${path}`,
      { method: 'POST', headers: { ...KEY, 'Content-Type': 'text/plain', 'Transfer-Encoding': 'chunked' } },
      (response) => {
        answered = true;
        let text = '';
        response.on('data', (part: Buffer) => (text += part.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text, sent }));
      },
    );
    request.on('error', (error) => (answered ? undefined : reject(error)));
    const chunk = Buffer.alloc(64 * 1024, 0x41);
    const pump = () => {
      while (!answered && sent < total) {
        sent += chunk.length;
        if (!request.write(chunk)) return void request.once('drain', pump);
      }
      if (!answered) request.end();
    };
    pump();
  });
}

describe('the origin check', () => {
  it('lets a cross-site POST /backend/asn through only when it presents a key', async () => {
    expect((await post('/backend/asn', { ...KEY, ...CROSS_SITE })).status).toBe(200);
    expect((await post('/backend/asn', { 'X-Api-Key': 'pvz_anything', ...CROSS_SITE })).status).toBe(200);
    const riding = await post('/backend/asn', { ...SESSION, ...CROSS_SITE });
    expect(riding.status).toBe(403);
    expect(await riding.json()).toEqual({ error: 'cross_site_request' });
  });

  it('still refuses a cross-site post with a key anywhere else', async () => {
    for (const path of ['/backend/auth/login', '/admin/advance-ship-notice/api-keys', '/backend/asn/1'])
      expect((await post(path, { ...KEY, ...SESSION, ...CROSS_SITE })).status, path).toBe(403);
    expect((await post('/backend/auth/login', { Origin: 'https://prevzem.example.com' })).status).toBe(200);
  });
});

describe('the body limit of POST /backend/asn', () => {
  it('reads a message of 5 MB whole', async () => {
    const answer = await post('/backend/asn', KEY, new Uint8Array(MAX_ASN_API_BYTES).fill(0x41));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ read: MAX_ASN_API_BYTES });
  });

  it('answers 413 as JSON past 5 MB, without reading the rest', async () => {
    const total = 32 * 1024 * 1024;
    const answer = await postChunked('/backend/asn', total);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ error: 'payload_too_large', limitBytes: MAX_ASN_API_BYTES });
    expect(answer.sent).toBeLessThan(total);
  });

  it('keeps 1 MB for the rest of the JSON API', async () => {
    const answer = await post('/backend/auth/login', {}, new Uint8Array(2 * 1024 * 1024).fill(0x41));
    expect(answer.status).toBe(413);
  });
});
