import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#app/db/client.server';
import { eq } from 'drizzle-orm';
import { mailOutbox, orders } from '#app/db/schema';
import { ALL_PERMISSIONS } from '#app/modules/auth/roles';
import type { Scope } from '#app/modules/auth/user-record';
import { findOwnShop } from '#app/modules/tenancy/shop-scope.repo.server';
import { createProduct, createShopSupplier, createSupplier, createTenant } from '#tests/factories';
import { useTestDatabase } from '#tests/setup/db';
import { RouterContextProvider } from 'react-router';
import { authContext, requestContext, shopContext, type RequestInfo } from '#app/context';
import type { UserRecord } from '#app/modules/auth/user-record';
import type { ShopScope } from '#app/modules/tenancy/shop-scope';
import { action as importOrderRoute } from '#app/routes/admin/ordering/import-order';
import { action as importOrderPreviewRoute } from '#app/routes/admin/ordering/import-order-preview';

let db: Database;
beforeAll(async () => {
  db = (await useTestDatabase()).db;
});

/** A shop with one orderable product, coded `code`. */
async function shopWith(code: string) {
  const tenant = await createTenant(db);
  const supplier = await createSupplier(db, {
    name: `Mlekarna ${randomUUID().slice(0, 6)}`,
    email: 'narocila@mlekarna.test',
  });
  await createShopSupplier(db, tenant.shop, supplier.id);
  await createProduct(db, tenant.shop, {
    supplierId: supplier.id,
    name: 'Mleko',
    supplierProductId: code,
    prices: [{ price: '1', discount: '0', vat: '9.5', validFrom: '2020-01-01' }],
  });
  const scope: Scope = {
    userId: tenant.admin.id,
    role: tenant.admin.role as Scope['role'],
    companyId: tenant.company.id,
    shopId: tenant.shop.id,
    permissions: [...ALL_PERMISSIONS],
  };
  return (await findOwnShop(db, scope))!;
}

/** The routes' arguments for a user of `shop` holding the actor's permissions, in `language`. */
function routeArgs(shop: ShopScope, request: Request, language: 'en' | 'si' = 'en') {
  const context = new RouterContextProvider();
  context.set(requestContext, { db } as RequestInfo);
  const user = { id: shop.actor.userId, permissions: shop.actor.permissions, language: { code: language } };
  context.set(authContext, { user: user as unknown as UserRecord, scope: shop.actor, sessionId: 0, token: '' });
  context.set(shopContext, { shop, basePath: '/admin' });
  return { request, context, params: {} } as never;
}

const importOrderPreviewResource = (_db: Database, shop: ShopScope, request: Request) =>
  importOrderPreviewRoute(routeArgs(shop, request));
const importOrderAction = (_db: Database, shop: ShopScope, request: Request, language: 'en' | 'si') =>
  importOrderRoute(routeArgs(shop, request, language));

function upload(content: string | Uint8Array<ArrayBuffer>, name = 'order.csv') {
  const body = new FormData();
  body.append('file', new File([content], name));
  return new Request('http://localhost/admin/ordering/import-order/preview', { method: 'POST', body });
}

describe('import order pages', () => {
  it('the JSON preview matches only the caller’s shop and answers bad files with a reason, never a 500', async () => {
    const code = `M-${randomUUID().slice(0, 8)}`;
    const mine = await shopWith(code);
    const theirs = await shopWith(`${code}-other`);

    const ok = await importOrderPreviewResource(
      db,
      mine,
      upload(`Supplier product ID;Quantity\n${code};2\n${code}-other;1`),
    );
    expect(ok.status).toBe(200);
    const body = (await ok.json()) as { step: string; lines: { ok: boolean; error?: string }[] };
    expect(body.step).toBe('preview');
    expect(body.lines.map((line) => (line.ok ? 'ok' : line.error))).toEqual(['ok', 'not_found']);

    // The other shop does not see this shop's code either.
    const other = (await (
      await importOrderPreviewResource(db, theirs, upload(`Supplier product ID;Quantity\n${code};2`))
    ).json()) as { lines: { ok: boolean }[] };
    expect(other.lines[0]!.ok).toBe(false);

    const garbage = await importOrderPreviewResource(
      db,
      mine,
      upload(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), 'order.xlsx'),
    );
    expect(garbage.status).toBe(400);
    expect(await garbage.json()).toMatchObject({ step: 'error', error: 'orderHistory.importPage.unreadable' });
    const noColumns = await importOrderPreviewResource(db, mine, upload('Name;Note\nMleko;x'));
    expect(await noColumns.json()).toMatchObject({ step: 'error', error: 'orderHistory.importPage.noColumns' });
    const empty = await importOrderPreviewResource(
      db,
      mine,
      new Request('http://localhost/x', { method: 'POST', body: new URLSearchParams({ file: '' }) }),
    );
    expect(empty.status).toBe(400);
    const get = await importOrderPreviewResource(db, mine, new Request('http://localhost/x'));
    expect(get.status).toBe(405);
  });

  it('confirming a tampered preview is refused with a reason', async () => {
    const target = await shopWith(`M-${randomUUID().slice(0, 8)}`);
    const body = new URLSearchParams({ intent: 'confirm', sheet: '{"headers":[1],"rows":"x"}' });
    const answer = await importOrderAction(
      db,
      target,
      new Request('http://localhost/x', { method: 'POST', body }),
      'en',
    );
    expect(answer.init?.status).toBe(400);
    expect(answer.data).toMatchObject({ step: 'error', error: 'orderHistory.importPage.unreadable' });
  });

  it('confirming the same preview twice, or twice at once, makes and e-mails its orders once', async () => {
    const code = `M-${randomUUID().slice(0, 8)}`;
    const target = await shopWith(code);
    const preview = (await (
      await importOrderPreviewResource(db, target, upload(`Supplier product ID;Quantity\n${code};2`))
    ).json()) as { sheet: string; submissionKey: string };
    expect(preview.submissionKey).toMatch(/^[0-9a-f-]{36}$/);
    const confirm = () => {
      const body = new FormData();
      body.set('intent', 'confirm');
      body.set('sheet', preview.sheet);
      body.set('submissionKey', preview.submissionKey);
      return importOrderAction(db, target, new Request('http://localhost/x', { method: 'POST', body }), 'en');
    };
    const first = await confirm();
    expect(first.data).toMatchObject({ step: 'created', orders: [{ number: 1 }] });
    // A second click after the first finished, and two more at the same time.
    const [second, third, fourth] = await Promise.all([confirm(), confirm(), confirm()]);
    for (const answer of [second, third, fourth]) expect(answer.data).toEqual(first.data);
    const made = await db.select().from(orders).where(eq(orders.shopId, target.shopId));
    expect(made).toHaveLength(1);
    expect(made[0]!.submissionKey).toBe(preview.submissionKey);
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.id, made[0]!.mailId!));
    expect(mails).toHaveLength(1);

    // A new preview has a new key: the same file imported again on purpose makes a new order.
    const again = (await (
      await importOrderPreviewResource(db, target, upload(`Supplier product ID;Quantity\n${code};2`))
    ).json()) as { submissionKey: string };
    expect(again.submissionKey).not.toBe(preview.submissionKey);
  });

  it('refuses a confirmation without a valid key', async () => {
    const target = await shopWith(`M-${randomUUID().slice(0, 8)}`);
    const body = new URLSearchParams({
      intent: 'confirm',
      sheet: '{"headers":["Supplier product ID","Quantity"],"rows":[["x","1"]]}',
      submissionKey: 'nope',
    });
    const answer = await importOrderAction(
      db,
      target,
      new Request('http://localhost/x', { method: 'POST', body }),
      'en',
    );
    expect(answer.init?.status).toBe(400);
  });
});
