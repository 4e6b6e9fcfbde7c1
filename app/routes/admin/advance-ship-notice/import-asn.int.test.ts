import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { RouterContextProvider } from 'react-router';
import { authContext, requestContext, shopContext, type RequestInfo } from '#app/context';
import { toScope, toUserRecord } from '#app/modules/auth/user-record';
import { findOwnShop } from '#app/modules/tenancy/shop-scope.repo.server';
import { getSessionUserRow } from '#app/modules/users/users.repo.server';
import { createProducts, createShopSupplier, createSupplier, createTenant } from '#tests/factories';
import { asnFixtureBytes } from '#tests/fixtures/asn/load';
import { useTestDatabase } from '#tests/setup/db';
import { action, loader } from './import-asn';

let db: Awaited<ReturnType<typeof useTestDatabase>>['db'];
beforeAll(async () => {
  // Uploads go to DATA_DIR/imports: a folder of this test's own.
  process.env.DATA_DIR = await mkdtemp(path.join(tmpdir(), 'prevzem-asn-import-'));
  db = (await useTestDatabase()).db;
});

const URL_PATH = 'http://localhost/admin/advance-ship-notice/import-asn';

async function contextOf(user: { id: number }) {
  const row = (await getSessionUserRow(db, user.id))!;
  const auth = { user: toUserRecord(row), scope: toScope(row), sessionId: 1, token: 'test-token' };
  const context = new RouterContextProvider();
  context.set(requestContext, { db } as RequestInfo);
  context.set(authContext, auth);
  context.set(shopContext, { shop: (await findOwnShop(db, auth.scope))!, basePath: '/admin' });
  return context;
}

const pageAction = (context: RouterContextProvider, request: Request) =>
  action({ request, context, params: {} } as never);
const pageLoader = (context: RouterContextProvider, url: string) =>
  loader({ request: new Request(url), context, params: {} } as never);

function uploadRequest(content: string | Uint8Array, name: string) {
  const body = new FormData();
  body.append('file', new File([content as Uint8Array<ArrayBuffer>], name));
  return new Request(URL_PATH, { method: 'POST', body });
}

const formRequest = (fields: Record<string, string>) =>
  new Request(URL_PATH, { method: 'POST', body: new URLSearchParams(fields) });

async function status(result: unknown): Promise<number> {
  if (result instanceof Response) return result.status;
  const init = (result as { init?: { status?: number } }).init;
  return init?.status ?? 200;
}

async function thrownStatus(run: () => Promise<unknown>): Promise<number | null> {
  try {
    await run();
    return null;
  } catch (error) {
    return status(error);
  }
}

const tokenOf = (response: unknown) =>
  new URL((response as Response).headers.get('location')!, 'http://localhost').searchParams.get('file')!;

describe('the ASN import page', () => {
  it('answers 403 without asn:import, for the page and its form', async () => {
    const tenant = await createTenant(db, { staffPermissions: ['asn:view', 'orders:view'] });
    const staff = await contextOf(tenant.staff);
    expect(await thrownStatus(() => pageLoader(staff, URL_PATH))).toBe(403);
    expect(await thrownStatus(() => pageAction(staff, uploadRequest(asnFixtureBytes('ubl-peppol.xml'), 'a.xml')))).toBe(
      403,
    );
  });

  it('refuses a broken file with the place of the error, and previews then imports a message', async () => {
    const tenant = await createTenant(db);
    const supplier = await createSupplier(db, { gln: '3830000000017' });
    await createShopSupplier(db, tenant.shop, supplier.id);
    await createProducts(db, tenant.shop, [{ supplierId: supplier.id, ean: '3830000100014' }]);
    const admin = await contextOf(tenant.admin);

    const broken = await pageAction(admin, uploadRequest(asnFixtureBytes('ubl-malformed.xml'), 'bad.xml'));
    expect(await status(broken)).toBe(422);
    const errors = (broken as { data: { step: string; errors: { at: string | null }[] } }).data;
    expect(errors.step).toBe('format');
    expect(errors.errors[0]!.at).toBeTruthy();
    expect(await status(await pageAction(admin, uploadRequest('', 'empty.csv')))).toBe(400);

    const uploaded = await pageAction(admin, uploadRequest(asnFixtureBytes('ubl-peppol.xml'), 'ubl.xml'));
    const token = tokenOf(uploaded);
    expect(await pageLoader(admin, `${URL_PATH}?file=${token}`)).toMatchObject({
      step: 'preview',
      preview: { format: 'ubl', asns: [{ asnNumber: 'DA-2026-3001', supplierId: supplier.id, order: null }] },
    });
    // Another shop cannot open the file.
    const stranger = await contextOf((await createTenant(db)).admin);
    expect(await pageLoader(stranger, `${URL_PATH}?file=${token}`)).toEqual({ step: 'upload', expired: true });
    expect(await status(await pageAction(stranger, formRequest({ token, intent: 'import' })))).toBe(410);

    const done = await pageAction(admin, formRequest({ token, intent: 'import' }));
    expect(done).toMatchObject({ step: 'done', asns: [{ asnNumber: 'DA-2026-3001', replaced: false }] });
  });

  it('asks a spreadsheet’s supplier and columns, and remembers them for that supplier', async () => {
    const tenant = await createTenant(db);
    const supplier = await createSupplier(db);
    await createShopSupplier(db, tenant.shop, supplier.id);
    const admin = await contextOf(tenant.admin);
    const csv = 'Dok;EAN;Kol\nA-1;3830000100014;5\n';
    const token = tokenOf(await pageAction(admin, uploadRequest(csv, 'asn.csv')));
    expect(await pageLoader(admin, `${URL_PATH}?file=${token}`)).toMatchObject({ step: 'supplier', why: 'sheet' });
    expect(await pageLoader(admin, `${URL_PATH}?file=${token}&supplier=${supplier.id}`)).toMatchObject({
      step: 'map',
      headers: ['Dok', 'EAN', 'Kol'],
      mapping: ['', 'gtin', ''],
      remembered: false,
    });
    const fields = { token, supplier: String(supplier.id), 'column.0': 'asnNumber', 'column.1': 'gtin' };
    const missing = await pageAction(admin, formRequest({ ...fields, intent: 'preview', 'column.2': '' }));
    expect((missing as { data: unknown }).data).toMatchObject({
      step: 'mapping',
      errors: [{ code: 'missing', field: 'quantity' }],
    });
    expect(
      await status(await pageAction(admin, formRequest({ ...fields, intent: 'preview', 'column.2': 'password' }))),
    ).toBe(400);
    expect(
      await pageAction(admin, formRequest({ ...fields, intent: 'preview', 'column.2': 'quantity' })),
    ).toMatchObject({ step: 'preview', preview: { asns: [{ asnNumber: 'A-1', lines: [{ problem: 'no_product' }] }] } });
    expect(await pageLoader(admin, `${URL_PATH}?file=${token}&supplier=${supplier.id}`)).toMatchObject({
      step: 'map',
      mapping: ['asnNumber', 'gtin', 'quantity'],
      remembered: true,
    });
    expect(await pageAction(admin, formRequest({ ...fields, intent: 'import', 'column.2': 'quantity' }))).toMatchObject(
      { step: 'done', asns: [{ asnNumber: 'A-1' }] },
    );
  });

  it('lets the user choose the supplier of a message that names none of the shop’s', async () => {
    const tenant = await createTenant(db);
    const supplier = await createSupplier(db);
    await createShopSupplier(db, tenant.shop, supplier.id);
    const admin = await contextOf(tenant.admin);
    const token = tokenOf(await pageAction(admin, uploadRequest(asnFixtureBytes('ubl-peppol.xml'), 'ubl.xml')));
    expect(await pageLoader(admin, `${URL_PATH}?file=${token}`)).toMatchObject({
      step: 'supplier',
      why: 'unknown',
      suppliers: [{ supplierId: supplier.id }],
    });
    expect(await pageLoader(admin, `${URL_PATH}?file=${token}&supplier=${supplier.id}`)).toMatchObject({
      step: 'preview',
      supplierId: supplier.id,
      preview: { asns: [{ asnNumber: 'DA-2026-3001', supplierId: supplier.id }] },
    });
    expect(
      await pageAction(admin, formRequest({ token, supplier: String(supplier.id), intent: 'import' })),
    ).toMatchObject({
      step: 'done',
      asns: [{ asnNumber: 'DA-2026-3001' }],
    });
  });
});
