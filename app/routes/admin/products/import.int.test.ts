import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { RouterContextProvider } from 'react-router';
import { authContext, requestContext, shopContext, type RequestInfo } from '#app/context';
import { toScope, toUserRecord } from '#app/modules/auth/user-record';
import { findOwnShop } from '#app/modules/tenancy/shop-scope.repo.server';
import { getSessionUserRow } from '#app/modules/users/users.repo.server';
import { createShopSupplier, createSupplier, createTenant, createUser } from '#tests/factories';
import { useTestDatabase } from '#tests/setup/db';
import { action, loader } from './import';

let db: Awaited<ReturnType<typeof useTestDatabase>>['db'];
beforeAll(async () => {
  // Uploads go to DATA_DIR/imports: a folder of this test's own.
  process.env.DATA_DIR = await mkdtemp(path.join(tmpdir(), 'prevzem-import-'));
  db = (await useTestDatabase()).db;
});

/** What the session and shop-scope middleware would put in the context of this user's admin pages. */
async function contextOf(user: { id: number }) {
  const row = (await getSessionUserRow(db, user.id))!;
  const auth = { user: toUserRecord(row), scope: toScope(row), sessionId: 1, token: 'test-token' };
  const context = new RouterContextProvider();
  context.set(requestContext, { db } as RequestInfo);
  context.set(authContext, auth);
  context.set(shopContext, { shop: (await findOwnShop(db, auth.scope))!, basePath: '/admin' });
  return context;
}

const importPageAction = (context: RouterContextProvider, request: Request) =>
  action({ request, context, params: {} } as never);
const importPageLoader = (context: RouterContextProvider, request: Request) =>
  loader({ request, context, params: {} } as never);

function uploadRequest(content: string | Uint8Array<ArrayBuffer>, name = 'list.csv') {
  const body = new FormData();
  body.append('file', new File([content], name));
  return new Request('http://localhost/admin/products/import', { method: 'POST', body });
}

const formRequest = (fields: Record<string, string>) =>
  new Request('http://localhost/admin/products/import', { method: 'POST', body: new URLSearchParams(fields) });

async function status(result: unknown): Promise<number> {
  if (result instanceof Response) return result.status;
  const init = (result as { init?: { status?: number } }).init;
  return init?.status ?? 200;
}

describe('the import page', () => {
  it('answers bad input with errors, never a crash, and a token opens the file only for its user and shop', async () => {
    const tenant = await createTenant(db);
    const supplier = await createSupplier(db, { name: `Mlekarna ${randomUUID().slice(0, 6)}` });
    await createShopSupplier(db, tenant.shop, supplier.id);
    const target = await contextOf(tenant.admin);

    const garbage = await importPageAction(target, uploadRequest(new Uint8Array([0, 1, 2, 3]), 'list.xlsx'));
    expect(await status(garbage)).toBe(400);
    expect((garbage as { data: unknown }).data).toMatchObject({ step: 'error', error: 'spreadsheet.unreadable' });
    const empty = await importPageAction(target, uploadRequest(''));
    expect((empty as { data: unknown }).data).toMatchObject({ error: 'productImport.errors.noFile' });
    const tooMany = await importPageAction(target, uploadRequest(`Naziv\n${'x\n'.repeat(5001)}`));
    expect((tooMany as { data: unknown }).data).toMatchObject({
      error: 'spreadsheet.too_many_rows',
      values: { max: 5000 },
    });

    const uploaded = await importPageAction(
      target,
      uploadRequest(`Naziv;Dobavitelj;Cena;DDV\nMleko;${supplier!.name};1,2;9,5\n`),
    );
    expect(uploaded).toBeInstanceOf(Response);
    const location = (uploaded as Response).headers.get('location')!;
    const token = new URL(location, 'http://localhost').searchParams.get('file')!;
    const page = await importPageLoader(target, new Request(`http://localhost${location}`));
    expect(page).toMatchObject({
      step: 'map',
      headers: ['Naziv', 'Dobavitelj', 'Cena', 'DDV'],
      mapping: ['name', 'supplier', 'price', 'vat'],
      rows: 1,
    });

    // Another user of the same shop, and another shop, cannot open it.
    const colleague = await createUser(db, {
      role: 3,
      companyId: tenant.company.id,
      shopId: tenant.shop.id,
      email: `c-${randomUUID().slice(0, 6)}@example.test`,
    });
    const colleagueTarget = await contextOf(colleague);
    expect(await importPageLoader(colleagueTarget, new Request(`http://localhost${location}`))).toMatchObject({
      step: 'upload',
      expired: true,
    });
    const stranger = await createTenant(db);
    const strangerTarget = await contextOf(stranger.admin);
    expect(await importPageLoader(strangerTarget, new Request(`http://localhost${location}`))).toMatchObject({
      step: 'upload',
      expired: true,
    });
    expect(
      await status(
        await importPageAction(
          strangerTarget,
          formRequest({ token, intent: 'preview', 'column.0': 'name', 'column.1': 'supplier' }),
        ),
      ),
    ).toBe(410);
    expect(
      await status(await importPageAction(target, formRequest({ token: '../../etc/passwd', intent: 'preview' }))),
    ).toBe(410);

    // A forged field name, a missing required field, then preview and import.
    expect(
      await status(await importPageAction(target, formRequest({ token, intent: 'preview', 'column.0': 'drop table' }))),
    ).toBe(400);
    const missing = await importPageAction(target, formRequest({ token, intent: 'preview', 'column.0': 'name' }));
    expect((missing as { data: unknown }).data).toEqual({
      step: 'mapping',
      errors: [{ code: 'missing', field: 'supplier' }],
    });
    const columns = { 'column.0': 'name', 'column.1': 'supplier', 'column.2': 'price', 'column.3': 'vat' };
    expect(await importPageAction(target, formRequest({ token, intent: 'preview', ...columns }))).toMatchObject({
      step: 'preview',
      summary: { total: 1, valid: 1, creates: 1 },
    });
    expect(await importPageAction(target, formRequest({ token, intent: 'import', mode: 'all', ...columns }))).toEqual({
      step: 'done',
      created: 1,
      updated: 0,
      skipped: 0,
    });
    // The file is gone after the import.
    expect(await importPageLoader(target, new Request(`http://localhost${location}`))).toMatchObject({
      step: 'upload',
      expired: true,
    });
  });
});
