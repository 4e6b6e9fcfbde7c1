import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import express from 'express';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setDatabase, type Database, type DatabaseHandle } from '#app/db/client.server';
import { createSession, findSessionUser } from '#app/modules/auth/session.repo.server';
import { toUserRecord } from '#app/modules/auth/user-record';
import { createTenant } from '#tests/factories';
import { useTestDatabase } from '#tests/setup/db';
import { authMe, authMeFirst } from './auth-me';
import { requestFailed } from './request-failed';
import { requestLog } from './request-log';
import { sameOriginOnly } from './same-origin';
import { apiSecurityHeaders, securityHeaders } from './security-headers';

/**
 * `/backend/auth/me` composed as in app.ts: a GET answered ahead of Express with the edge's request id, access line
 * and headers; other methods (and a query string) through Express's edge and origin check.
 */
let db: Database;
let handle: DatabaseHandle;
let server: http.Server;
let base = '';
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  handle = await useTestDatabase();
  db = handle.db;
  setDatabase(handle);
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      callback();
    },
  });
  const log = pino({ level: 'info' }, sink);
  const app = express();
  app.disable('x-powered-by');
  app.use(requestLog(log));
  app.use(securityHeaders({ isProduction: true }));
  app.use(sameOriginOnly('https://prevzem.example.com'));
  app.all('/backend/auth/me', authMe());
  server = http.createServer(
    authMeFirst(app, {
      requestLog: requestLog(log),
      setHeaders: apiSecurityHeaders({ isProduction: true }),
      failed: requestFailed(log),
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  setDatabase(undefined);
});

const me = (headers: Record<string, string> = {}, method = 'GET') =>
  fetch(`${base}/backend/auth/me`, { method, headers });

describe('/backend/auth/me', () => {
  it('answers the logged-in user as login does, never to be cached', async () => {
    const { admin } = await createTenant(db);
    const token = await createSession(db, admin.id, {});
    const response = await me({ Cookie: `other=1; prevzem_session=${token}` });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual(toUserRecord((await findSessionUser(db, token))!.user));
  });

  it('answers 401 as JSON without a session, with an unknown one and with an ended one', async () => {
    const { admin } = await createTenant(db);
    const ended = await createSession(db, admin.id, {}, new Date(Date.now() - 40 * 24 * 60 * 60 * 1000));
    for (const cookie of [undefined, 'prevzem_session=not-a-session', `prevzem_session=${ended}`]) {
      const response = await me(cookie ? { Cookie: cookie } : {});
      expect(response.status).toBe(401);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({ error: 'unauthorized' });
    }
  });

  it.each([
    ['ahead of Express', '/backend/auth/me'],
    ['through Express (a query string)', '/backend/auth/me?token=secret'],
  ])('carries the security headers and a request id, and writes an access line, %s', async (_way, url) => {
    const response = await fetch(`${base}${url}`);
    const id = response.headers.get('x-request-id')!;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('same-origin');
    expect(response.headers.get('strict-transport-security')).toContain('max-age=31536000');
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-powered-by')).toBeNull();
    await expect
      .poll(() => lines.find((line) => line.reqId === id))
      .toMatchObject({
        level: 30,
        reqId: id,
        req: { id, method: 'GET', url: '/backend/auth/me' },
        res: { statusCode: 401 },
        msg: 'request completed',
      });
  });

  it('answers HEAD with the headers of a GET and no body', async () => {
    const response = await me({}, 'HEAD');
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await response.text()).toBe('');
  });

  it('logs a failed session read and answers 500, never the error', async () => {
    setDatabase(undefined);
    try {
      const response = await me({ Cookie: 'prevzem_session=any' });
      expect(response.status).toBe(500);
      expect(await response.text()).toBe('Internal Server Error');
      const id = response.headers.get('x-request-id')!;
      await expect.poll(() => lines.find((line) => line.reqId === id && line.msg === 'request failed')).toBeTruthy();
    } finally {
      setDatabase(handle);
    }
  });

  it('refuses other methods with 405, and a cross-site post before that', async () => {
    const post = await me({ 'Content-Type': 'application/json' }, 'POST');
    expect(post.status).toBe(405);
    expect(await post.json()).toEqual({ error: 'method_not_allowed' });
    const crossSite = await me({ Origin: 'https://elsewhere.example', 'Sec-Fetch-Site': 'cross-site' }, 'POST');
    expect(crossSite.status).toBe(403);
    expect(await crossSite.json()).toEqual({ error: 'cross_site_request' });
  });
});
