import http from 'node:http';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO } from './support/accounts';
import { confirmAction, expectAccessible, gotoHydrated, loginAs } from './support/fixtures';
import { expectPhoneFriendly } from './support/phone';

/** A GLN no demo supplier has: the message then names no supplier of the shop, and the key's supplier is taken. */
const SUPPLIER_GLN = '3839999999999';

function desadv(asnNumber: string): string {
  const message = [
    'UNH+1+DESADV:D:96A:UN:EAN005',
    `BGM+351+${asnNumber}+9`,
    'DTM+137:20261124:102',
    'DTM+17:20261127:102',
    `NAD+SU+${SUPPLIER_GLN}::9`,
    'CPS+1',
    'LIN+1++4006381333931:SRV',
    'IMD+F++:::Tomatoes 6 kg',
    'QTY+12:6:PCE',
  ].map((segment) => `${segment}'`);
  return [
    `UNB+UNOC:3+${SUPPLIER_GLN}:14+3830000000024:14+261124:1200+1'`,
    ...message,
    `UNT+${message.length + 1}+1'`,
    "UNZ+1+1'",
  ].join('\n');
}

const postAsn = (request: APIRequestContext, key: string, body: string, headers: Record<string, string> = {}) =>
  request.post('/backend/asn', {
    headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/edifact', ...headers },
    data: body,
  });

/**
 * Announces a body of `length` bytes and sends none of it: the server must answer from the announced length alone
 * (the limit counted as a body streams in is tested in server/asn-api-edge.test.ts).
 */
function announceLargeBody(baseURL: string, key: string, length: number) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request(
      new URL('/backend/asn', baseURL),
      {
        method: 'POST',
        headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'text/csv', 'Content-Length': String(length) },
      },
      (response) => {
        let text = '';
        response.on('data', (part: Buffer) => (text += part.toString()));
        response.on('end', () => {
          resolve({ status: response.statusCode ?? 0, body: text });
          request.destroy();
        });
      },
    );
    request.on('error', reject);
    request.flushHeaders();
  });
}

test('a shop admin makes a key, the supplier posts a DESADV with it, the key is revoked and refused', async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await loginAs(page, DEMO.adriatic);
  await gotoHydrated(page, '/admin');
  await page.getByRole('link', { name: 'API keys' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('API keys for advance ship notices');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });

  const name = `Supplier ERP ${Date.now()}`;
  await page.getByLabel('Name').fill(name);
  const supplierSelect = page.getByLabel('Supplier');
  await supplierSelect.selectOption({ index: 1 });
  const supplierName = (await supplierSelect.locator('option:checked').textContent())!;
  await page.getByRole('button', { name: 'Create a key' }).click();

  const shown = page.getByRole('status').filter({ hasText: `Key "${name}" created` });
  await expect(shown).toBeVisible();
  const keyBox = shown.getByLabel('New key');
  const key = await keyBox.inputValue();
  expect(key).toMatch(/^pvz_[A-Za-z0-9_-]{43}$/);
  await shown.getByRole('button', { name: 'Copy' }).click();
  await expect(shown.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
  await expectAccessible(page);

  // Listed by its first characters only; after a reload the key is nowhere on the page.
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(supplierName);
  await expect(row).toContainText(`${key.slice(0, 12)}…`);
  await expect(row).toContainText('never');
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();
  expect(await page.content()).not.toContain(key);

  // The supplier's system, without any cookie of the shop.
  const asnNumber = `E2E-${Date.now()}`;
  const created = await postAsn(request, key, desadv(asnNumber));
  expect(created.status()).toBe(201);
  const answer = (await created.json()) as { asns: { id: number; asnNumber: string; lineCount: number }[] };
  expect(answer.asns).toEqual([expect.objectContaining({ asnNumber, lineCount: 1, status: 'expected' })]);
  // The shop finds it on its list of advance ship notices.
  await gotoHydrated(page, `/admin/advance-ship-notice?q=${asnNumber}`);
  await expect(page.getByRole('link', { name: new RegExp(`^Open ASN ${asnNumber} of `) })).toBeVisible();
  await gotoHydrated(page, '/admin/advance-ship-notice/api-keys');
  await expect(page.getByRole('row').filter({ hasText: name })).not.toContainText('never');

  // A browser on another site cannot post here riding on the admin's session; the key's own request passes the check.
  const crossSite = { Origin: 'http://elsewhere.example', 'Sec-Fetch-Site': 'cross-site' };
  const riding = await page.request.post('/backend/asn', {
    headers: { 'Content-Type': 'application/edifact', ...crossSite },
    data: desadv(`${asnNumber}-X`),
  });
  expect(riding.status()).toBe(403);
  expect((await postAsn(request, key, desadv(asnNumber), crossSite)).status()).toBe(201);

  // Over 5 MB: 413 from the announced length, before any of the body is read.
  const tooLarge = await announceLargeBody(test.info().project.use.baseURL!, key, 5 * 1024 * 1024 + 1);
  expect(tooLarge.status).toBe(413);
  expect(JSON.parse(tooLarge.body)).toMatchObject({ error: 'payload_too_large', limitBytes: 5 * 1024 * 1024 });

  // Other journeys make keys for the same shop meanwhile: revoke this one, on its own row.
  await confirmAction(page, 'Revoke', page.getByRole('row').filter({ hasText: name }));
  await expect(page.getByRole('status').filter({ hasText: `The key "${name}" is revoked.` })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('Revoked');
  const refused = await postAsn(request, key, desadv(asnNumber));
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toEqual({ error: 'unauthorized', message: 'The API key is missing, wrong or revoked.' });
});

test('the API keys page fits a phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await loginAs(page, DEMO.adriatic);
  await gotoHydrated(page, '/admin/advance-ship-notice/api-keys');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('API keys for advance ship notices');
  await expectPhoneFriendly(page);
  // With a key just made: the once-shown box and the list as cards.
  const name = `Phone key ${Date.now()}`;
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Supplier').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Create a key' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Key "${name}" created` })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();
  await expectPhoneFriendly(page);
});

test('staff without the import permission are refused the keys page', async ({ page }) => {
  await loginAs(page, DEMO.staff);
  const response = await page.goto('/admin/advance-ship-notice/api-keys');
  expect(response!.status()).toBe(403);
});

test('the OpenAPI document is public JSON describing POST /backend/asn', async ({ request }) => {
  const response = await request.get('/backend/openapi.json');
  expect(response.status()).toBe(200);
  const headers = response.headers();
  expect(headers['content-type']).toBe('application/json; charset=utf-8');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  const document = (await response.json()) as {
    openapi: string;
    servers: { url: string }[];
    paths: Record<string, { post: { responses: Record<string, unknown>; requestBody: { content: object } } }>;
    components: { securitySchemes: Record<string, unknown> };
  };
  expect(document.openapi).toBe('3.1.0');
  const post = document.paths['/backend/asn']!.post;
  expect(Object.keys(post.responses).sort()).toEqual(['201', '401', '405', '409', '413', '415', '422', '429']);
  expect(Object.keys(post.requestBody.content)).toContain('application/edifact');
  expect(Object.keys(document.components.securitySchemes).sort()).toEqual(['bearerKey', 'headerKey']);
  expect((await request.post('/backend/asn', { data: 'x' })).status()).toBe(401);
  // A refusal still reads what was sent: a large message with a wrong key gets its 401, not a reset connection.
  const large = await request.post('/backend/asn', {
    headers: { 'X-Api-Key': `pvz_${'A'.repeat(43)}`, 'Content-Type': 'text/csv' },
    data: 'a;b\n'.repeat(1024 * 1024),
  });
  expect(large.status()).toBe(401);
});
