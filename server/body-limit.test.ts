import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ASN_API_BYTES } from '#app/modules/asn/asn-api';
import {
  answerTooLarge,
  bodyLimitFor,
  limitedBody,
  LINGER_MS,
  MAX_BODY_BYTES,
  MAX_RECEIVING_BODY_BYTES,
  MAX_UPLOAD_BODY_BYTES,
} from './body-limit';

const LIMIT = 64 * 1024;
let server: http.Server;
let port: number;
/** How many bytes the last request's reader got: it must never be more than the limit. */
let delivered = 0;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    delivered = 0;
    let refused = false;
    const body = limitedBody(req, LIMIT, () => {
      refused = true;
      answerTooLarge(req, res, LIMIT);
    });
    void (async () => {
      try {
        const reader = body.getReader();
        for (let next = await reader.read(); !next.done; next = await reader.read()) delivered += next.value.length;
        res.end(`read ${delivered}`);
      } catch {
        if (!refused) res.writeHead(500).end();
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
);

/** A chunked POST (no Content-Length) that keeps sending until the server answers or `total` bytes are out. */
function postChunked(path: string, total: number, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string; type: string; sent: number }>((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const request = http.request(
      { host: '127.0.0.1', port, method: 'POST', path, headers: { 'Transfer-Encoding': 'chunked', ...headers } },
      (response) => {
        answered = true;
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: text,
            type: String(response.headers['content-type']),
            sent,
          }),
        );
      },
    );
    request.on('error', (error) => (answered ? undefined : reject(error)));
    const chunk = Buffer.alloc(16 * 1024, 'a');
    const pump = () => {
      while (!answered && sent < total) {
        sent += chunk.length;
        if (!request.write(chunk)) return void request.once('drain', pump);
      }
      // The body ends where the client stopped: the server reads on until then, so the answer is not lost.
      request.end();
    };
    pump();
  });
}

describe('limitedBody', () => {
  it('passes a body under the limit through whole', async () => {
    const answer = await postChunked('/x', 32 * 1024);
    expect(answer).toMatchObject({ status: 200, body: `read ${32 * 1024}` });
  });

  it('answers a chunked body over the limit with 413 without reading it all', async () => {
    const answer = await postChunked('/login', 64 * 1024 * 1024, { 'Accept-Language': 'sl' });
    expect(answer.status).toBe(413);
    expect(answer.type).toContain('text/plain');
    expect(answer.body).toContain('Poslali ste več kot 64 KB');
    expect(delivered).toBeLessThanOrEqual(LIMIT);
    expect(answer.sent).toBeLessThan(64 * 1024 * 1024);
  });

  it('answers JSON under /backend, in the language asked for', async () => {
    const answer = await postChunked('/backend/auth/login', 4 * 1024 * 1024, { 'Accept-Language': 'sl' });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({
      error: 'payload_too_large',
      limitBytes: LIMIT,
      message: expect.stringContaining('Poslali ste'),
    });
  });

  it('reads on after the answer for a moment, so a client still sending reads it, then cuts off one that never stops', async () => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    let closedAt = 0;
    socket.on('data', (part: Buffer) => (received += part.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => (closedAt = Date.now()));
    socket.write('POST /backend/x HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n');
    const chunk = `${(16 * 1024).toString(16)}\r\n${'a'.repeat(16 * 1024)}\r\n`;
    // A client that pays no heed to the answer: it writes on, a chunk every few milliseconds.
    const writer = setInterval(() => !socket.destroyed && socket.write(chunk), 2);
    await expect.poll(() => received, { timeout: 5000 }).toContain('413');
    const answeredAt = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(closedAt).toBe(0);
    await expect.poll(() => closedAt, { timeout: LINGER_MS + 3000 }).toBeGreaterThan(0);
    clearInterval(writer);
    expect(closedAt - answeredAt).toBeLessThan(LINGER_MS + 1000);
    expect(received).toContain('payload_too_large');
  });
});

describe('bodyLimitFor', () => {
  it('gives file uploads their own limit and every other path 1 MB', () => {
    expect(MAX_BODY_BYTES).toBe(1024 * 1024);
    for (const path of [
      '/admin/products/import',
      '/admin/products/import/upload',
      '/admin/products/import-counting-units.data',
      '/admin/ordering/import-order',
      '/admin/ordering/import-order/preview',
      '/super/companies/1/2/3/products/import/upload',
    ]) {
      expect(bodyLimitFor(path)).toBe(MAX_UPLOAD_BODY_BYTES);
    }
    for (const path of ['/login', '/backend/auth/login', '/admin/cart', '/admin/products/import-x'])
      expect(bodyLimitFor(path)).toBe(MAX_BODY_BYTES);
  });

  it("gives receiving's photos, drafts and sign-offs room for a 20 MB photo, and nothing else of the note", () => {
    for (const path of [
      '/admin/deliveries/notes/7/photos',
      '/admin/deliveries/notes/7/draft',
      '/admin/deliveries/notes/7/sign-off',
    ])
      expect(bodyLimitFor(path)).toBe(MAX_RECEIVING_BODY_BYTES);
    for (const path of ['/admin/deliveries/notes/7', '/admin/deliveries/notes/7/photos/3', '/admin/deliveries/receive'])
      expect(bodyLimitFor(path)).toBe(MAX_BODY_BYTES);
  });

  it('gives the advance ship notice API 5 MB, on its own path only', () => {
    expect(MAX_ASN_API_BYTES).toBe(5 * 1024 * 1024);
    expect(bodyLimitFor('/backend/asn')).toBe(MAX_ASN_API_BYTES);
    for (const path of ['/backend/asn/1', '/backend/asn.data', '/admin/backend/asn', '/backend/asnx'])
      expect(bodyLimitFor(path)).toBe(MAX_BODY_BYTES);
  });
});
