import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { RouterContextProvider } from 'react-router';
import { authContext, requestContext, shopContext, type RequestInfo } from '#app/context';
import type { Permission } from '#app/modules/auth/roles';
import { toScope, toUserRecord } from '#app/modules/auth/user-record';
import type { ReceiptView } from '#app/modules/receiving/receipt-view';
import { findOwnShop } from '#app/modules/tenancy/shop-scope.repo.server';
import { getSessionUserRow } from '#app/modules/users/users.repo.server';
import {
  createOrder,
  createProduct,
  createShopSupplier,
  createSupplier,
  createTenant,
  createUser,
  uniqueEmail,
} from '#tests/factories';
import { useTestDatabase } from '#tests/setup/db';
import { action as receiveAction, loader as receiveLoader } from './receive';
import { action as noteAction, loader as noteLoader } from './note';
import { action as draftAction } from './note-draft';
import { action as signOffAction } from './note-sign-off';
import { action as photosAction } from './note-photos';
import { action as photoAction, loader as photoLoader } from './note-photo';
import { loader as signatureLoader } from './note-signature';
import { loader as productsLoader } from './receiving-products';

let db: Awaited<ReturnType<typeof useTestDatabase>>['db'];
beforeAll(async () => {
  // Photos and signatures go to DATA_DIR/files: a folder of this test's own.
  process.env.DATA_DIR = await mkdtemp(path.join(tmpdir(), 'prevzem-receiving-'));
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

type Handler = (args: never) => unknown;
/** Runs a loader or action and answers its status and body, whether it returned or threw its answer. */
async function run(handler: Handler, context: RouterContextProvider, request: Request, params: Record<string, string>) {
  let result: unknown;
  try {
    result = await handler({ request, context, params } as never);
  } catch (thrown) {
    result = thrown;
  }
  if (result instanceof Response) {
    const type = result.headers.get('content-type') ?? '';
    const body: unknown = type.includes('json') ? await result.json() : null;
    return { status: result.status, body, location: result.headers.get('location'), type };
  }
  const init = (result as { init?: { status?: number } | null })?.init;
  const wrapped = result as { type?: unknown; data?: unknown } | null;
  const body = wrapped?.type === 'DataWithResponseInit' ? wrapped.data : result;
  return { status: init?.status ?? 200, body, location: null, type: '' };
}

const url = (suffix: string) => `http://localhost/admin/deliveries${suffix}`;
const form = (target: string, fields: Record<string, string>) =>
  new Request(url(target), { method: 'POST', body: new URLSearchParams(fields) });
/** The receiving screen's JSON posts: the JSON in the form field `payload`. */
function json(target: string, payload: unknown) {
  const body = new FormData();
  body.append('payload', JSON.stringify(payload));
  return new Request(url(target), { method: 'POST', body });
}
const get = (target: string) => new Request(url(target));

async function photoRequest(noteId: number, lineUid: string | null) {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c00' } })
    .png()
    .toBuffer();
  const body = new FormData();
  body.append('file', new File([new Uint8Array(png)], 'photo.png', { type: 'image/png' }));
  if (lineUid) body.append('lineUid', lineUid);
  return new Request(url(`/notes/${noteId}/photos`), { method: 'POST', body });
}

/** A shop with a supplier, a chilled product and an open order of 10 of it. */
async function shopWithOrder() {
  const tenant = await createTenant(db);
  const supplier = await createSupplier(db, { name: `Mlekarna ${randomUUID().slice(0, 6)}` });
  await createShopSupplier(db, tenant.shop, supplier.id);
  const milk = await createProduct(db, tenant.shop, {
    supplierId: supplier.id,
    name: 'Milk 1 l',
    ean: '3830001011104',
    temperatureRegime: 'chilled',
  });
  const order = await createOrder(
    db,
    { companyId: tenant.company.id, shopId: tenant.shop.id },
    {
      supplierId: supplier.id,
      lines: [{ productId: milk.id, quantity: '10', unit: 'kos' }],
    },
  );
  return { ...tenant, supplier, milk, order };
}

async function staffWith(tenant: { company: { id: number }; shop: { id: number } }, permissions: Permission[]) {
  return createUser(db, {
    role: 4,
    companyId: tenant.company.id,
    shopId: tenant.shop.id,
    email: uniqueEmail('staff'),
    permissions,
  });
}

async function startNote(context: RouterContextProvider, orderId: number) {
  const started = await run(receiveAction, context, form('/receive', { orderId: String(orderId) }), {});
  expect(started.status).toBe(302);
  const noteId = Number(/\/notes\/(\d+)$/.exec(started.location!)![1]);
  const page = await run(noteLoader, context, get(`/notes/${noteId}`), { noteId: String(noteId) });
  expect(page.status).toBe(200);
  return { noteId, view: (page.body as { view: ReceiptView }).view };
}

describe('the receiving routes', () => {
  it('start from an order, show the draft, save it with its version, and refuse a stale save', async () => {
    const { admin, order, milk } = await shopWithOrder();
    const context = await contextOf(admin);
    const { noteId, view } = await startNote(context, order.id);
    expect(view.note).toMatchObject({ state: 'draft', orderId: order.id });
    expect(view.lines).toMatchObject([{ productId: milk.id, ordered: '10.000', expected: '10' }]);

    const draft = { ...view.draft, lines: view.draft.lines.map((line) => ({ ...line, delivered: '7' })) };
    const saved = await run(
      draftAction,
      context,
      json(`/notes/${noteId}/draft`, { ...draft, version: view.note.draftVersion }),
      {
        noteId: String(noteId),
      },
    );
    expect(saved).toMatchObject({ status: 200, body: { ok: true, version: view.note.draftVersion + 1 } });
    const stale = await run(
      draftAction,
      context,
      json(`/notes/${noteId}/draft`, { ...draft, version: view.note.draftVersion }),
      {
        noteId: String(noteId),
      },
    );
    expect(stale).toMatchObject({ status: 409, body: { ok: false, reason: 'stale' } });
    const again = await run(noteLoader, context, get(`/notes/${noteId}`), { noteId: String(noteId) });
    expect((again.body as { view: ReceiptView }).view.draft.lines[0]!.delivered).toBe('7');

    // Rubbish is refused as such, never a crash.
    const broken = form(`/notes/${noteId}/draft`, { payload: '{"header":' });
    expect((await run(draftAction, context, broken, { noteId: String(noteId) })).status).toBe(400);
    expect(
      (await run(draftAction, context, json(`/notes/${noteId}/draft`, { version: -1 }), { noteId: String(noteId) }))
        .status,
    ).toBe(400);
    expect((await run(noteLoader, context, get('/notes/abc'), { noteId: 'abc' })).status).toBe(404);
    expect((await run(receiveAction, context, form('/receive', { orderId: 'x' }), {})).status).toBe(400);
  });

  it("answers 404 for another shop's order, note, photo, signature and supplier", async () => {
    const victim = await shopWithOrder();
    const { noteId, view } = await startNote(await contextOf(victim.admin), victim.order.id);
    const photo = await run(photosAction, await contextOf(victim.admin), await photoRequest(noteId, null), {
      noteId: String(noteId),
    });
    expect(photo.status).toBe(201);
    const photoId = String((photo.body as { photo: { id: number } }).photo.id);

    const stranger = await contextOf((await createTenant(db)).admin);
    const params = { noteId: String(noteId) };
    expect(
      (await run(receiveAction, stranger, form('/receive', { orderId: String(victim.order.id) }), {})).status,
    ).toBe(404);
    expect(
      (await run(receiveAction, stranger, form('/receive', { supplierId: String(victim.supplier.id) }), {})).status,
    ).toBe(404);
    expect((await run(noteLoader, stranger, get(`/notes/${noteId}`), params)).status).toBe(404);
    expect(
      (
        await run(
          draftAction,
          stranger,
          json(`/notes/${noteId}/draft`, { ...view.draft, version: view.note.draftVersion }),
          params,
        )
      ).status,
    ).toBe(404);
    expect((await run(photosAction, stranger, await photoRequest(noteId, null), params)).status).toBe(404);
    expect(
      (await run(photoLoader, stranger, get(`/notes/${noteId}/photos/${photoId}`), { ...params, photoId })).status,
    ).toBe(404);
    expect(
      (await run(photoAction, stranger, form(`/notes/${noteId}/photos/${photoId}`, {}), { ...params, photoId })).status,
    ).toBe(404);
    expect((await run(signatureLoader, stranger, get(`/notes/${noteId}/signature`), params)).status).toBe(404);
    expect(
      (await run(noteAction, stranger, form(`/notes/${noteId}`, { intent: 'amend', reason: 'x' }), params)).status,
    ).toBe(404);
    const found = await run(
      productsLoader,
      stranger,
      get(`/receiving-products?supplierId=${victim.supplier.id}&code=3830001011104`),
      {},
    );
    expect(found.body).toEqual({ products: [] });

    // The owner sees the photo, and deletes it.
    const owner = await contextOf(victim.admin);
    const image = await run(photoLoader, owner, get(`/notes/${noteId}/photos/${photoId}`), { ...params, photoId });
    expect(image).toMatchObject({ status: 200, type: 'image/jpeg' });
    expect(
      (await run(photoAction, owner, form(`/notes/${noteId}/photos/${photoId}`, {}), { ...params, photoId })).status,
    ).toBe(200);
    expect(
      (await run(photoLoader, owner, get(`/notes/${noteId}/photos/${photoId}`), { ...params, photoId })).status,
    ).toBe(404);
  });

  it('answers 403 to staff without deliveries:receive on every change, and without deliveries:view on the page', async () => {
    const tenant = await shopWithOrder();
    const { noteId, view } = await startNote(await contextOf(tenant.admin), tenant.order.id);
    const params = { noteId: String(noteId) };
    const viewer = await contextOf(await staffWith(tenant, ['deliveries:view']));
    const body = { ...view.draft, version: view.note.draftVersion };

    expect((await run(noteLoader, viewer, get(`/notes/${noteId}`), params)).status).toBe(200);
    expect((await run(receiveAction, viewer, form('/receive', { orderId: String(tenant.order.id) }), {})).status).toBe(
      403,
    );
    expect((await run(receiveLoader, viewer, get('/receive'), {})).status).toBe(403);
    expect((await run(draftAction, viewer, json(`/notes/${noteId}/draft`, body), params)).status).toBe(403);
    const signOff = { ...body, signOffKey: randomUUID(), signature: null };
    expect((await run(signOffAction, viewer, json(`/notes/${noteId}/sign-off`, signOff), params)).status).toBe(403);
    expect((await run(photosAction, viewer, await photoRequest(noteId, null), params)).status).toBe(403);
    expect((await run(noteAction, viewer, form(`/notes/${noteId}`, { intent: 'accept-latest' }), params)).status).toBe(
      403,
    );
    expect(
      (await run(noteAction, viewer, form(`/notes/${noteId}`, { intent: 'amend', reason: 'x' }), params)).status,
    ).toBe(403);
    expect((await run(productsLoader, viewer, get(`/receiving-products?supplierId=1&search=milk`), {})).status).toBe(
      403,
    );

    const blind = await contextOf(await staffWith(tenant, ['orders:view']));
    expect((await run(noteLoader, blind, get(`/notes/${noteId}`), params)).status).toBe(403);
    expect((await run(signatureLoader, blind, get(`/notes/${noteId}/signature`), params)).status).toBe(403);
    expect((await run(photoLoader, blind, get(`/notes/${noteId}/photos/1`), { ...params, photoId: '1' })).status).toBe(
      403,
    );
  });

  it("signs off with the driver's signature, once however often the same key comes, and serves the signature", async () => {
    const { admin, order } = await shopWithOrder();
    const context = await contextOf(admin);
    const { noteId, view } = await startNote(context, order.id);
    const params = { noteId: String(noteId) };
    const png = await sharp({ create: { width: 300, height: 120, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const body = {
      header: { ...view.draft.header, fridgeTemperature: '3', driverName: 'Marko' },
      lines: view.draft.lines.map((line) => ({ ...line, delivered: '10' })),
      version: view.note.draftVersion,
      signOffKey: randomUUID(),
      signature: `data:image/png;base64,${png.toString('base64')}`,
    };
    const first = await run(signOffAction, context, json(`/notes/${noteId}/sign-off`, body), params);
    expect(first).toMatchObject({ status: 200, body: { ok: true, noteId } });
    const again = await run(signOffAction, context, json(`/notes/${noteId}/sign-off`, body), params);
    expect(again).toMatchObject({ status: 200, body: { ok: true, noteId, replayed: true } });
    const page = await run(noteLoader, context, get(`/notes/${noteId}`), params);
    expect((page.body as { view: ReceiptView }).view.note).toMatchObject({ state: 'signed_off', hasSignature: true });
    expect(await run(signatureLoader, context, get(`/notes/${noteId}/signature`), params)).toMatchObject({
      status: 200,
      type: 'image/png',
    });
    // A signed-off note takes no more drafts or photos.
    const save = await run(draftAction, context, json(`/notes/${noteId}/draft`, { ...view.draft, version: 9 }), params);
    expect(save.status).toBe(409);
    expect((await run(photosAction, context, await photoRequest(noteId, null), params)).status).toBe(409);
    // Amend: a reason is required; then a new linked draft.
    const empty = await run(noteAction, context, form(`/notes/${noteId}`, { intent: 'amend', reason: ' ' }), params);
    expect(empty.status).toBe(400);
    const amended = await run(
      noteAction,
      context,
      form(`/notes/${noteId}`, { intent: 'amend', reason: 'Two broken' }),
      params,
    );
    expect(amended.status).toBe(302);
    const amendmentId = Number(/\/notes\/(\d+)$/.exec(amended.location!)![1]);
    const amendment = await run(noteLoader, context, get(`/notes/${amendmentId}`), { noteId: String(amendmentId) });
    expect((amendment.body as { view: ReceiptView }).view.note).toMatchObject({
      state: 'draft',
      amendsNoteId: noteId,
      amendmentReason: 'Two broken',
    });
  });

  it('tells the second of two receivers of one order that the first came first, keeps the draft, and re-bases it', async () => {
    const tenant = await shopWithOrder();
    const first = await contextOf(tenant.admin);
    const colleague = await createUser(db, {
      role: 3,
      companyId: tenant.company.id,
      shopId: tenant.shop.id,
      email: uniqueEmail('admin'),
    });
    const second = await contextOf(colleague);
    const mine = await startNote(first, tenant.order.id);
    const theirs = await startNote(second, tenant.order.id);
    expect(theirs.noteId).not.toBe(mine.noteId);
    const signOffOf = (view: ReceiptView, delivered: string) => ({
      header: { ...view.draft.header, fridgeTemperature: '3' },
      lines: view.draft.lines.map((line) => ({ ...line, delivered, shortChoice: 'expect_rest' as const })),
      version: view.note.draftVersion,
      signOffKey: randomUUID(),
      signature: null,
    });
    const params = { noteId: String(theirs.noteId) };
    expect(
      (
        await run(signOffAction, first, json(`/notes/${mine.noteId}/sign-off`, signOffOf(mine.view, '6')), {
          noteId: String(mine.noteId),
        })
      ).status,
    ).toBe(200);

    const late = await run(
      signOffAction,
      second,
      json(`/notes/${theirs.noteId}/sign-off`, signOffOf(theirs.view, '6')),
      params,
    );
    expect(late).toMatchObject({ status: 409, body: { ok: false, reason: 'conflict' } });
    const page = await run(noteLoader, second, get(`/notes/${theirs.noteId}`), params);
    const view = (page.body as { view: ReceiptView }).view;
    expect(view).toMatchObject({ conflict: true, note: { state: 'draft' } });
    expect(view.draft.lines[0]!.delivered).toBe('6');

    const rebased = await run(noteAction, second, form(`/notes/${theirs.noteId}`, { intent: 'accept-latest' }), params);
    expect(rebased).toMatchObject({ status: 200, body: { rebased: true } });
    const after = (await run(noteLoader, second, get(`/notes/${theirs.noteId}`), params)).body as { view: ReceiptView };
    expect(after.view.conflict).toBe(false);
    expect(after.view.lines[0]!.expected).toBe('4');
  });

  it('starts an unplanned delivery from a supplier and finds its products by code', async () => {
    const { admin, supplier, milk } = await shopWithOrder();
    const context = await contextOf(admin);
    const page = await run(receiveLoader, context, get('/receive'), {});
    expect((page.body as { suppliers: { supplierId: number }[] }).suppliers.map((s) => s.supplierId)).toContain(
      supplier.id,
    );
    const started = await run(receiveAction, context, form('/receive', { supplierId: String(supplier.id) }), {});
    expect(started.status).toBe(302);
    const found = await run(
      productsLoader,
      context,
      get(`/receiving-products?supplierId=${supplier.id}&code=3830001011104`),
      {},
    );
    expect(found.body).toMatchObject({ products: [{ productId: milk.id, productName: 'Milk 1 l' }] });
    expect((await run(receiveAction, context, form('/receive', {}), {})).status).toBe(400);
  });
});
