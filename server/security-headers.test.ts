import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers';

let server: http.Server;
let base = '';

beforeAll(async () => {
  const app = express();
  app.use(securityHeaders({ isProduction: true }));
  app.use((_req, res) => {
    res.json({ nonce: (res.locals.nonce as string | undefined) ?? null });
  });
  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('securityHeaders', () => {
  it('gives a page a new nonce each time, allowed by its policy, and the camera for itself', async () => {
    const nonces = new Set<string>();
    // Over 256 answers, so the nonces come from more than one fill of the random pool.
    for (let i = 0; i < 300; i++) {
      const answer = await fetch(`${base}/admin/products`);
      const { nonce } = (await answer.json()) as { nonce: string };
      expect(answer.headers.get('content-security-policy')).toContain(`'nonce-${nonce}'`);
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(300);
    const first = await fetch(`${base}/admin/products`);
    const { nonce } = (await first.json()) as { nonce: string };
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    const csp = first.headers.get('content-security-policy')!;
    expect(csp).toContain(`script-src 'self' 'nonce-${nonce}'`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(first.headers.get('permissions-policy')).toContain('camera=(self)');
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    expect(first.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('gives the JSON API the strict short set: nothing may run, load or frame it, and no nonce', async () => {
    const response = await fetch(`${base}/backend/auth/me`);
    expect(await response.json()).toEqual({ nonce: null });
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('same-origin');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(response.headers.get('permissions-policy')).toBeNull();
  });

  it('treats only paths under /backend/ as the API', async () => {
    const response = await fetch(`${base}/backendish`);
    expect(response.headers.get('content-security-policy')).toContain('nonce-');
  });
});
