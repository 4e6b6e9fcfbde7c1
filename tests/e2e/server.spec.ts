import { expect, test } from '@playwright/test';
import { DEMO, PASSWORD } from './support/accounts';
import { loginAs } from './support/fixtures';

test('health and readiness', async ({ request }) => {
  expect(await (await request.get('/healthz')).json()).toEqual({ status: 'ok' });
  expect(await (await request.get('/readyz')).json()).toEqual({ status: 'ready' });
});

test('pages carry strict security headers and a request id', async ({ request }) => {
  const response = await request.get('/login');
  const headers = response.headers();
  const csp = headers['content-security-policy']!;
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  // The barcode reader's WebAssembly may be compiled; JavaScript eval() stays forbidden.
  expect(csp).toMatch(/script-src[^;]*'wasm-unsafe-eval'/);
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-eval'/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('same-origin');
  expect(headers['strict-transport-security']).toContain('max-age=31536000');
  expect(headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  expect(headers['x-powered-by']).toBeUndefined();
  const body = await response.text();
  const nonce = /'nonce-([^']+)'/.exec(csp)![1];
  const inlineScripts = [...body.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)];
  expect(inlineScripts.length).toBeGreaterThan(0);
  for (const [, attributes] of inlineScripts) expect(attributes).toContain(`nonce="${nonce}"`);
});

test('hashed assets are cached for a year and served compressed', async ({ request }) => {
  // Public pages carry no scripts (decision 037 "First load"); the logged-in shell does.
  await request.post('/backend/auth/login', { data: { email: DEMO.admin, password: PASSWORD } });
  const page = await (await request.get('/admin')).text();
  const asset = /\/assets\/[^"]+\.js/.exec(page)![0];
  const response = await request.get(asset, { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toContain('immutable');
  expect(response.headers()['cache-control']).toContain('max-age=31536000');
  expect(response.headers()['content-encoding']).toMatch(/^(br|gzip)$/);
});

test('the session cookie is HttpOnly and SameSite=Strict', async ({ request }) => {
  const response = await request.post('/backend/auth/login', {
    data: { email: 'admin@demo.test', password: 'Demo-1234!' },
  });
  const cookie = response.headers()['set-cookie']!;
  expect(cookie).toContain('HttpOnly');
  expect(cookie).toContain('SameSite=Strict');
  expect(cookie).toContain('Secure');
});

test('a burst of unknown URLs leaves the server up', async ({ request }) => {
  const paths = Array.from({ length: 40 }, (_, i) => (i % 2 ? `/favicon-${i}.ico` : `/x/${i}/y.png`));
  const statuses = await Promise.all(paths.map(async (path) => (await request.get(path)).status()));
  expect(new Set(statuses)).toEqual(new Set([404]));
  await new Promise((resolve) => setTimeout(resolve, 7000));
  expect((await request.get('/healthz')).status()).toBe(200);
});

test('the browser is offered a reload when a newer build is deployed', async ({ page }) => {
  await page.clock.install();
  await page.route('**/backend/version', (route) => route.fulfill({ json: { version: 'a-newer-build' } }));
  // Only pages that run scripts can go stale; the public ones are plain HTML (decision 037 "First load").
  await loginAs(page, DEMO.admin);
  await page.goto('/admin');
  // The check starts once the page has hydrated; keep moving the clock until it has run.
  await expect(async () => {
    await page.clock.fastForward('05:01');
    await expect(page.getByText('A new version of Prevzem is available')).toBeVisible({ timeout: 1000 });
  }).toPass();
  await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
});

test('/backend/auth/me answers the logged-in user as JSON, with the security headers and a request id', async ({
  request,
}) => {
  const anonymous = await request.get('/backend/auth/me');
  expect(anonymous.status()).toBe(401);
  expect(await anonymous.json()).toEqual({ error: 'unauthorized' });
  const login = await request.post('/backend/auth/login', {
    data: { email: 'admin@demo.test', password: 'Demo-1234!' },
  });
  const response = await request.get('/backend/auth/me');
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual(await login.json());
  const headers = response.headers();
  expect(headers['content-type']).toMatch(/^application\/json/);
  expect(headers['cache-control']).toBe('no-store');
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['strict-transport-security']).toContain('max-age=31536000');
  expect(headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  expect((await request.post('/backend/auth/me')).status()).toBe(405);
});
