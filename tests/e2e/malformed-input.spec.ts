import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { expect, test } from '@playwright/test';
import routes from '../../app/routes';
import { DEMO, PASSWORD } from './support/accounts';

/**
 * Every action of the product and every /backend endpoint gets malformed input — no or the wrong Content-Type, huge
 * numbers, impossible dates, bytes that are not UTF-8, huge strings, a broken multipart body, broken JSON — as a user
 * who may use it, and none may answer 500. The action routes are discovered from app/routes.ts (every route module
 * that exports an action), so a new action is covered the day it is added; so are the intents each action knows.
 *
 * Garbage can still be valid input somewhere (a region may well be called "99999999999"), so this runs against a
 * server of its own, on its own copy of the demo data, and never disturbs the other journeys.
 */

// One server for the file's tests.
test.describe.configure({ mode: 'serial' });

interface ActionRoute {
  file: string;
  /** The address to post to, with real-looking ids and `?index` for index routes. */
  url: string;
}

const PARAMS: Record<string, string> = {
  // Ids that exist in the demo data (the first company, region, shop, supplier, product and registration request)…
  companyId: '1',
  regionId: '1',
  shopId: '1',
  supplierId: '1',
  productId: '1',
  requestId: '1',
  userId: '5',
  token: 'not-a-token',
  // …except an order: cancel and repeat act on the order in the address, whatever the body says.
  orderId: '999999',
};

function flatten(entries: RouteConfigEntry[], parent: string): { file: string; path: string; index: boolean }[] {
  return entries.flatMap((entry) => {
    const own = entry.path ? `${parent.replace(/\/$/, '')}/${entry.path}` : parent;
    return [{ file: entry.file, path: own || '/', index: entry.index === true }, ...flatten(entry.children ?? [], own)];
  });
}

function actionRoutes(): ActionRoute[] {
  return flatten(routes, '')
    .filter((route) =>
      /export\s+(async\s+)?(function|const)\s+action\b/.test(readFileSync(path.join('app', route.file), 'utf8')),
    )
    .map((route) => {
      const filled = route.path
        .split('/')
        .map((part) => (part.startsWith(':') ? (PARAMS[part.slice(1)] ?? '1') : part === '*' ? 'no-such-page' : part))
        .join('/');
      return { file: route.file, url: route.index ? `${filled}?index` : filled };
    });
}

/** Who may use the route: the operator under /super, the shop's admin under /admin, a manager switches shops. */
function accountFor(url: string): string | null {
  if (url.startsWith('/super')) return DEMO.super;
  if (url.startsWith('/switch-shop')) return DEMO.manager;
  if (url.startsWith('/admin') || url.startsWith('/set-language')) return DEMO.admin;
  return null;
}

const HUGE_NUMBERS = ['99999999999', '99999999999999999999999999', '1e309', '-1e309', 'NaN', '-0', '0x10', '1,5e400'];
const BAD_DATES = ['2024-02-30', '2023-02-29', '0000-00-00', '99999-12-31', '2024-13-45', 'yesterday'];
const FIELDS = [
  'intent',
  'name',
  'lastname',
  'email',
  'password',
  'currentPassword',
  'newPassword',
  'confirmPassword',
  'language',
  'redirectTo',
  'quantity',
  'price',
  'discount',
  'vat',
  'deliveryDate',
  'date',
  'validFrom',
  'from',
  'to',
  'ean',
  'productId',
  'supplierId',
  'ids',
  'shop',
  'token',
  'note',
  'submissionKey',
  'sheet',
  'phone',
  'vatNumber',
  'address',
  'postCode',
  'city',
  'role',
  'permissions',
  'orderEmails[0]',
  'cutoffTime',
  'minimumOrderValue',
  'unitsPerPackage',
  'gtins',
  'mode',
  'reason',
  'column.0',
  'resultsPerPage',
];
/** Intents that would remove what the other posts need (the shop, the user, the session's own account). */
const SKIPPED_INTENTS = new Set(['delete', 'deactivate', 'remove']);

/** The intents a route's action knows: read from the route module and the modules it imports. */
function intentsOf(file: string): string[] {
  const route = readFileSync(path.join('app', file), 'utf8');
  const modules = [...route.matchAll(/from '#app\/(modules\/[^']+)'/g)].map((match) => path.join('app', `${match[1]}`));
  const sources = [
    route,
    ...modules.flatMap((module) =>
      ['.ts', '.tsx']
        .map((ext) => module + ext)
        .filter(existsSync)
        .map((name) => readFileSync(name, 'utf8')),
    ),
  ];
  const found = new Set<string>(['', 'zzz']);
  for (const source of sources) {
    for (const match of source.matchAll(/intent\)?\s*[!=]==\s*'([\w-]+)'|case '([\w-]+)':/g))
      found.add(match[1] ?? match[2]!);
  }
  return [...found].filter((intent) => !SKIPPED_INTENTS.has(intent));
}

const encoder = new TextEncoder();
const urlEncoded = (values: Record<string, string>) => encoder.encode(new URLSearchParams(values).toString());
const formOf = (value: (field: string, index: number) => string, intent: string) =>
  Object.fromEntries(FIELDS.map((field, index) => [field, field === 'intent' ? intent : value(field, index)]));

interface Attempt {
  name: string;
  type?: string;
  body: Uint8Array;
}

/** The malformed bodies a page's action gets. */
function pageAttempts(file: string): Attempt[] {
  const form = 'application/x-www-form-urlencoded';
  const attempts: Attempt[] = [
    { name: 'no content type', body: urlEncoded({ intent: 'preview', email: 'a@b.test' }) },
    { name: 'empty body, no content type', body: new Uint8Array() },
    {
      name: 'JSON to a form',
      type: 'application/json',
      body: encoder.encode('{"intent":"preview","email":"a@b.test"}'),
    },
    { name: 'text', type: 'text/plain', body: encoder.encode('intent=preview') },
    {
      name: 'multipart without boundary',
      type: 'multipart/form-data',
      body: encoder.encode('--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n'),
    },
    {
      name: 'multipart cut short',
      type: 'multipart/form-data; boundary=x',
      body: encoder.encode('--x\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nabc'),
    },
    {
      name: 'NUL characters',
      type: form,
      body: encoder.encode(FIELDS.map((field) => `${encodeURIComponent(field)}=a%00b`).join('&')),
    },
    {
      name: 'bytes that are not UTF-8',
      type: form,
      body: new Uint8Array([
        ...encoder.encode('intent=preview&name='),
        0xff,
        0xfe,
        0xc3,
        0x28,
        ...encoder.encode('&email=%FF%FE%C3%28'),
      ]),
    },
  ];
  for (const intent of intentsOf(file)) {
    attempts.push(
      {
        name: `huge numbers (${intent})`,
        type: form,
        body: urlEncoded(formOf((_field, index) => HUGE_NUMBERS[index % HUGE_NUMBERS.length]!, intent)),
      },
      {
        name: `impossible dates (${intent})`,
        type: form,
        body: urlEncoded(formOf((_field, index) => BAD_DATES[index % BAD_DATES.length]!, intent)),
      },
      // About 15 KB a field, under the 1 MB body limit in all: the actions, not the limit, must cope.
      {
        name: `huge strings (${intent})`,
        type: form,
        body: urlEncoded(formOf((_field, index) => (index % 2 ? 'x' : 'ž').repeat(index % 2 ? 15_000 : 2_500), intent)),
      },
    );
  }
  return attempts;
}

/** The malformed bodies a /backend endpoint gets. */
function apiAttempts(): Attempt[] {
  const json = 'application/json';
  const values = [1e20, 1e308, -1, '2024-02-30', 'ž'.repeat(200_000), null, [], {}, true];
  return [
    { name: 'no content type', body: encoder.encode('{"email":"a@b.test"}') },
    { name: 'broken JSON', type: json, body: encoder.encode('{"email":') },
    { name: 'JSON that is not an object', type: json, body: encoder.encode('[1,2,3]') },
    {
      name: 'bytes that are not UTF-8',
      type: json,
      body: new Uint8Array([0x7b, 0x22, 0x65, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
    },
    { name: 'NUL characters', type: json, body: encoder.encode('{"email":"a\\u0000@b.test","password":"\\u0000"}') },
    ...values.map((value, index) => ({
      name: `wrong values ${index}`,
      type: json,
      body: encoder.encode(
        JSON.stringify({ email: value, password: value, token: value, newPassword: value, language: value }),
      ),
    })),
    {
      name: 'a form',
      type: 'application/x-www-form-urlencoded',
      body: urlEncoded({ email: '2024-02-30', password: '1e309' }),
    },
    { name: 'multipart without boundary', type: 'multipart/form-data', body: encoder.encode('--x\r\n') },
  ];
}

let server: ChildProcess | undefined;
let dataDir = '';
let baseURL = '';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const port = Number(process.env.E2E_PORT ?? 3210) + 90 + test.info().workerIndex;
  baseURL = `http://localhost:${port}`;
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'prevzem-malformed-'));
  server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      APP_URL: baseURL,
      SEED_DEMO: '1',
      LOG_LEVEL: 'fatal',
      LOGIN_LIMIT_PER_IP: '100000',
      SMTP_URL: '',
    },
    stdio: 'ignore',
  });
  await expect(async () => {
    expect((await fetch(`${baseURL}/readyz`)).status).toBe(200);
  }).toPass({ timeout: 150_000 });
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

async function sessionCookie(baseURL: string, email: string): Promise<string> {
  const response = await fetch(`${baseURL}/backend/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(response.status, `login as ${email}`).toBe(200);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

test('the action routes are discovered from app/routes.ts', () => {
  const files = actionRoutes().map((route) => route.file);
  // Spot checks that the discovery finds page actions, resource routes, index routes and the JSON API.
  expect(files).toEqual(
    expect.arrayContaining([
      'routes/auth/login.tsx',
      'routes/set-language.ts',
      'routes/admin/ordering/cancel.tsx',
      'routes/super/companies/company/detail.tsx',
      'routes/backend/auth/login.ts',
      'routes/backend/auth/reset-password-confirm.ts',
    ]),
  );
  expect(actionRoutes().find((route) => route.file === 'routes/super/companies/company/detail.tsx')?.url).toBe(
    '/super/companies/1?index',
  );
});

test('no action and no /backend endpoint answers 500 to malformed input', async () => {
  test.setTimeout(600_000);
  const cookies = new Map<string, string>();
  const failures: string[] = [];
  // Logging out ends the session the other posts use: those run last.
  const ordered = actionRoutes().sort((a, b) => Number(/logout/.test(a.file)) - Number(/logout/.test(b.file)));
  for (const route of ordered) {
    const account = accountFor(route.url);
    if (account && !cookies.has(account)) cookies.set(account, await sessionCookie(baseURL, account));
    const attempts = route.url.startsWith('/backend') ? apiAttempts() : pageAttempts(route.file);
    for (const attempt of attempts) {
      const response = await fetch(`${baseURL}${route.url}`, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          ...(attempt.type ? { 'Content-Type': attempt.type } : {}),
          ...(account ? { Cookie: cookies.get(account)! } : {}),
        },
        body: attempt.body as Uint8Array<ArrayBuffer>,
      });
      await response.arrayBuffer();
      if (response.status >= 500) failures.push(`${route.url} (${route.file}) ${attempt.name}: ${response.status}`);
      else if (
        /no content type|JSON to a form|^text$|without boundary|cut short|NUL/.test(attempt.name) &&
        !route.url.startsWith('/backend')
      ) {
        // A body that is not a readable form is refused before the action runs: 400, nothing stored.
        if (response.status !== 400)
          failures.push(`${route.url} (${route.file}) ${attempt.name}: ${response.status}, expected 400`);
      }
    }
  }
  expect(failures).toEqual([]);
});

test('a 64 MB chunked body is refused with 413 after the first megabyte, not read into memory', async () => {
  const url = new URL('/backend/auth/login', baseURL);
  const total = 64 * 1024 * 1024;
  const answer = await new Promise<{ status: number; body: string; sent: number }>((resolve, reject) => {
    let sent = 0;
    let answered = false;
    // Transfer-Encoding: chunked, so there is no Content-Length to trust: the server must count.
    const request = http.request(
      url,
      { method: 'POST', headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' } },
      (response) => {
        answered = true;
        let text = '';
        response.on('data', (part: Buffer) => (text += part.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text, sent }));
      },
    );
    request.on('error', (error) => (answered ? undefined : reject(error)));
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    const pump = () => {
      while (!answered && sent < total) {
        sent += chunk.length;
        if (!request.write(chunk)) return void request.once('drain', pump);
      }
      // The body ends where the client stopped: the server reads on until then, so the answer is not lost.
      request.end();
    };
    request.write('{"email":"');
    pump();
  });
  expect(answer.status).toBe(413);
  expect(JSON.parse(answer.body)).toMatchObject({
    error: 'payload_too_large',
    message: expect.stringContaining('1 MB'),
  });
  expect(answer.sent).toBeLessThan(total);
});
