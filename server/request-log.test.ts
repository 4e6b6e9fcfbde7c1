import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import express from 'express';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestLog } from './request-log';

let server: http.Server;
let base = '';
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      callback();
    },
  });
  const log = pino({ level: 'info', redact: { paths: ['*.password'], censor: '[redacted]' } }, sink);
  const app = express();
  app.use(requestLog(log));
  app.get('/fails', (_req, res) => {
    res.status(502).send('bad gateway');
  });
  app.use((req, res) => {
    res.status(req.path === '/missing' ? 404 : 200).send(req.id);
  });
  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const lineOf = (id: string) => expect.poll(() => lines.find((line) => line.reqId === id));

describe('requestLog', () => {
  it('gives each request an id, as req.id and X-Request-Id', async () => {
    const first = await fetch(`${base}/a`);
    const second = await fetch(`${base}/a`);
    const id = first.headers.get('x-request-id')!;
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(await first.text()).toBe(id);
    expect(second.headers.get('x-request-id')).not.toBe(id);
  });

  it('writes one access line with method, path without the query, status and duration', async () => {
    const response = await fetch(`${base}/missing?token=secret&q="quoted"`, { method: 'DELETE' });
    const id = response.headers.get('x-request-id')!;
    await lineOf(id).toMatchObject({
      level: 30,
      pid: process.pid,
      reqId: id,
      req: { id, method: 'DELETE', url: '/missing' },
      res: { statusCode: 404 },
      msg: 'request completed',
    });
    const line = lines.find((entry) => entry.reqId === id)!;
    expect(line.responseTime).toEqual(expect.any(Number));
    expect(typeof line.time).toBe('number');
    expect(lines.filter((entry) => entry.reqId === id)).toHaveLength(1);
    expect(JSON.stringify(line)).not.toContain('secret');
  });

  it('keeps a path with quotes and backslashes valid JSON', async () => {
    const response = await fetch(`${base}/%22odd%5C"path`);
    await lineOf(response.headers.get('x-request-id')!).toMatchObject({ req: { url: '/%22odd%5C%22path' } });
  });

  it('writes a 5xx at error level', async () => {
    const response = await fetch(`${base}/fails`);
    await lineOf(response.headers.get('x-request-id')!).toMatchObject({
      level: 50,
      res: { statusCode: 502 },
      msg: 'request errored',
    });
  });

  it('writes no access line for probes and hashed assets, but gives them an id', async () => {
    const before = lines.length;
    for (const url of ['/healthz', '/readyz', '/assets/app-1234.js']) {
      expect((await fetch(`${base}${url}`)).headers.get('x-request-id')).toBeTruthy();
    }
    await fetch(`${base}/after`);
    await expect.poll(() => lines.length).toBe(before + 1);
    expect(lines.at(-1)).toMatchObject({ req: { url: '/after' } });
  });
});
