import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { RouterContextProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { authContext, requestContext, shopContext, type RequestInfo } from '#app/context';
import type { Database } from '#app/db/client.server';
import { cartSuppliers, orderLines, orders } from '#app/db/schema';
import { ALL_PERMISSIONS, type Permission } from '#app/modules/auth/roles';
import type { Scope, UserRecord } from '#app/modules/auth/user-record';
import { findOwnShop } from '#app/modules/tenancy/shop-scope.repo.server';
import type { ShopScope } from '#app/modules/tenancy/shop-scope';
import { createProducts, createShopSuppliers, createSuppliers, createTenant } from '#tests/factories';
import * as approvalRoute from '#app/routes/admin/ordering/approval';
import * as approvalsRoute from '#app/routes/admin/ordering/approvals';
import * as cartRoute from '#app/routes/admin/cart';
import * as newOrderRoute from '#app/routes/admin/ordering/new-order';
import { useTestDatabase } from '#tests/setup/db';
import { ownSubmissionState, waitingCartCount } from './cart-approval.server';
import { cartLineCount, loadCart, putInCart, removeFromCart } from './cart.repo.server';
import { repeatOrder } from './repeat-order.service.server';

/**
 * The cart page's posts as a browser sends them (the whole form as it stands) and the approval of carts, through the
 * routes' loaders and actions: statuses, field errors, tenants and permissions.
 */

let db: Database;
beforeAll(async () => {
  db = (await useTestDatabase()).db;
});

const STAFF: Permission[] = ['cart:use', 'orders:view'];

async function targetOf(
  user: { id: number; role: number; companyId: number | null; shopId: number | null },
  permissions: readonly Permission[],
) {
  const scope: Scope = {
    userId: user.id,
    role: user.role as Scope['role'],
    companyId: user.companyId,
    shopId: user.shopId,
    permissions: [...permissions],
  };
  return (await findOwnShop(db, scope))!;
}

const userOf = (target: ShopScope, language: 'en' | 'si' = 'en') =>
  ({
    id: target.actor.userId,
    permissions: target.actor.permissions,
    language: { code: language },
  }) as unknown as UserRecord;

/** A route's arguments for `user` (the actor of `target` unless given) in `target`'s shop. */
function routeArgs(target: ShopScope, request: Request, user = userOf(target), params: Record<string, string> = {}) {
  const context = new RouterContextProvider();
  context.set(requestContext, { db } as RequestInfo);
  const routeUser = { ...user, role: { id: target.actor.role }, resultsPerPage: 25 } as unknown as UserRecord;
  context.set(authContext, { user: routeUser, scope: target.actor, sessionId: 0, token: '' });
  context.set(shopContext, { shop: target, basePath: '/admin' });
  return { request, context, params } as never;
}

const page = (path: string) => new Request(`http://localhost${path}`);
const cartLoader = (_db: Database, target: ShopScope, user: UserRecord) =>
  cartRoute.loader(routeArgs(target, page('/admin/cart'), user));
const cartAction = (_db: Database, target: ShopScope, request: Request, user: UserRecord) =>
  cartRoute.action(routeArgs(target, request, user));
/** The route's guard (orders:create) aside, as the page function before it: what is asked here is the cart's lock. */
const newOrderAction = (_db: Database, target: ShopScope, request: Request) => {
  const user = userOf(target);
  return newOrderRoute.action(
    routeArgs(target, request, { ...user, permissions: [...user.permissions, 'orders:create'] } as UserRecord),
  );
};
const approvalsLoader = (_db: Database, target: ShopScope) =>
  approvalsRoute.loader(routeArgs(target, page('/admin/ordering/approvals')));
const approvalLoader = (_db: Database, target: ShopScope, id: number) =>
  approvalRoute.loader(
    routeArgs(target, page(`/admin/ordering/approvals/${id}`), undefined, { submissionId: `${id}` }),
  );
const approvalAction = (_db: Database, target: ShopScope, id: number, request: Request, user: UserRecord) =>
  approvalRoute.action(routeArgs(target, request, user, { submissionId: `${id}` }));

/** A shop with two suppliers (any day, no cut-off) and two priced products; its admin and a staff member who may not send. */
async function shop() {
  const tenant = await createTenant(db, { staffPermissions: STAFF });
  const [dairy, bakery] = await createSuppliers(db, [
    { name: `Mlekarna ${randomUUID().slice(0, 6)}`, email: 'info@mlekarna.test' },
    { name: `Pekarna ${randomUUID().slice(0, 6)}`, email: 'kruh@pekarna.test' },
  ]);
  await createShopSuppliers(db, [
    { shop: tenant.shop, supplierId: dairy!.id, orderEmails: ['narocila@mlekarna.test'] },
    { shop: tenant.shop, supplierId: bakery!.id, orderEmails: ['kruh@pekarna.test'] },
  ]);
  const [milk, bread] = await createProducts(db, tenant.shop, [
    {
      supplierId: dairy!.id,
      name: 'Mleko',
      unitsPerPackage: '6',
      supplierUnit: 'kos',
      prices: [{ price: '1.2', discount: '0', vat: '9.5', validFrom: '2020-01-01' }],
    },
    {
      supplierId: bakery!.id,
      name: 'Kruh',
      supplierUnit: 'kos',
      prices: [{ price: '2', discount: '0', vat: '9.5', validFrom: '2020-01-01' }],
    },
  ]);
  const admin = await targetOf(tenant.admin, ALL_PERMISSIONS);
  const staff = await targetOf(tenant.staff, STAFF);
  return {
    ...tenant,
    dairy: dairy!,
    bakery: bakery!,
    milk: milk!,
    bread: bread!,
    adminTarget: admin,
    staffTarget: staff,
  };
}
type Shop = Awaited<ReturnType<typeof shop>>;

/** The cart page's form for `target`'s cart as the browser would post it, with these values over the stored ones. */
async function cartForm(
  target: ShopScope,
  intent: string,
  overrides: {
    quantities?: Record<number, string>;
    dates?: Record<number, string>;
    notes?: Record<number, string>;
  } = {},
  extra: Record<string, string> = {},
) {
  const cart = await loadCart(db, target);
  const body = new URLSearchParams({ intent, ...extra });
  cart.groups.forEach((group, i) => {
    body.set(`suppliers[${i}].supplierId`, String(group.supplierId));
    body.set(`suppliers[${i}].deliveryDate`, overrides.dates?.[group.supplierId] ?? group.deliveryDate ?? '');
    body.set(`suppliers[${i}].note`, overrides.notes?.[group.supplierId] ?? group.note ?? '');
  });
  cart.groups
    .flatMap((group) => group.lines)
    .forEach((line, i) => {
      body.set(`lines[${i}].productId`, String(line.productId));
      body.set(`lines[${i}].quantity`, overrides.quantities?.[line.productId] ?? line.quantity);
    });
  return new Request('http://localhost/admin/cart', { method: 'POST', body });
}

/** The first date each supplier offers now. */
async function firstDates(target: ShopScope) {
  const cart = await loadCart(db, target);
  return Object.fromEntries(cart.groups.map((group) => [group.supplierId, group.offeredDates[0]!]));
}

interface Outcome {
  status: number;
  data: unknown;
  location?: string | null;
}

/** What a page function answered or threw (a redirect, a 403 or 404), as status and data. */
async function outcome(work: Promise<unknown>): Promise<Outcome> {
  const read = (value: unknown): Outcome => {
    if (value instanceof Response) return { status: value.status, data: null, location: value.headers.get('Location') };
    if (value && typeof value === 'object' && 'init' in value && 'data' in value) {
      const answer = value as { init: { status?: number } | null; data: unknown };
      return { status: answer.init?.status ?? 200, data: answer.data };
    }
    return { status: 200, data: value };
  };
  try {
    return read(await work);
  } catch (error) {
    if (error instanceof Response || (error && typeof error === 'object' && 'init' in error)) return read(error);
    throw error;
  }
}

const fieldErrors = (answer: Outcome) => (answer.data as { result: { error: Record<string, string[]> } }).result.error;

async function orderedQuantities(shopId: number) {
  return db
    .select({
      productId: orderLines.productId,
      quantity: orderLines.quantity,
      createdBy: orders.createdByUserId,
      deliveryDate: orders.deliveryDate,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(eq(orders.shopId, shopId));
}

async function fill(s: Shop, target: ShopScope) {
  await putInCart(db, target, s.milk.id, '3');
  await putInCart(db, target, s.bread.id, '2');
}

describe('the cart form is sent as it stands', () => {
  it('a quantity typed and a date picked but never saved are what the supplier gets', async () => {
    const s = await shop();
    await fill(s, s.adminTarget);
    const dates = await firstDates(s.adminTarget);
    // Typed 10 (rounded up to 2 packages of 6 = 12) and 5, dates picked: nothing saved before Send.
    const form = await cartForm(
      s.adminTarget,
      'send',
      { quantities: { [s.milk.id]: '10', [s.bread.id]: '5' }, dates },
      { submissionKey: randomUUID() },
    );
    const answer = await outcome(cartAction(db, s.adminTarget, form, userOf(s.adminTarget)));
    expect(answer.status).toBe(200);
    expect((answer.data as { sent: unknown[] }).sent).toHaveLength(2);
    const lines = await orderedQuantities(s.shop.id);
    expect(lines.map((l) => [l.productId, l.quantity, l.deliveryDate]).sort()).toEqual(
      [
        [s.milk.id, '12.000', dates[s.dairy.id]],
        [s.bread.id, '5.000', dates[s.bakery.id]],
      ].sort(),
    );
    expect(await cartLineCount(db, s.adminTarget)).toBe(0);
  });

  it('saving stores every quantity, date and note at once; a problem at sending keeps the edits', async () => {
    const s = await shop();
    await fill(s, s.adminTarget);
    const saved = await outcome(
      cartAction(
        db,
        s.adminTarget,
        await cartForm(s.adminTarget, 'save', {
          quantities: { [s.bread.id]: '7,5' },
          notes: { [s.bakery.id]: 'Zadaj' },
        }),
        userOf(s.adminTarget),
      ),
    );
    expect(saved).toMatchObject({ status: 200, data: { saved: true } });
    const cart = await loadCart(db, s.adminTarget);
    expect(cart.groups.flatMap((g) => g.lines).find((l) => l.productId === s.bread.id)!.quantity).toBe('7.500');
    expect(cart.groups.find((g) => g.supplierId === s.bakery.id)!.note).toBe('Zadaj');

    // No date picked: nothing is sent, but the typed quantity is kept.
    const send = await outcome(
      cartAction(
        db,
        s.adminTarget,
        await cartForm(s.adminTarget, 'send', { quantities: { [s.bread.id]: '9' } }, { submissionKey: randomUUID() }),
        userOf(s.adminTarget),
      ),
    );
    expect(send.status).toBe(409);
    expect((send.data as { problems: { problem: string }[] }).problems.map((p) => p.problem)).toEqual([
      'no_date',
      'no_date',
    ]);
    expect(await orderedQuantities(s.shop.id)).toEqual([]);
    expect(
      (await loadCart(db, s.adminTarget)).groups.flatMap((g) => g.lines).find((l) => l.productId === s.bread.id)!
        .quantity,
    ).toBe('9.000');
  });

  it('an impossible date or a huge quantity is a 400 with the field’s message, and nothing is stored', async () => {
    const s = await shop();
    await fill(s, s.adminTarget);
    const user = userOf(s.adminTarget);
    const before = await loadCart(db, s.adminTarget);
    const date = await outcome(
      cartAction(
        db,
        s.adminTarget,
        await cartForm(s.adminTarget, 'save', {
          dates: { [s.dairy.id]: '2024-02-30' },
          quantities: { [s.bread.id]: '4' },
        }),
        user,
      ),
    );
    expect(date.status).toBe(400);
    expect(fieldErrors(date)).toMatchObject({ 'suppliers[0].deliveryDate': ['cart.validation.date'] });
    const huge = await outcome(
      cartAction(
        db,
        s.adminTarget,
        await cartForm(s.adminTarget, 'save', { quantities: { [s.milk.id]: '99999999999', [s.bread.id]: '4' } }),
        user,
      ),
    );
    expect(huge.status).toBe(400);
    expect(Object.values(fieldErrors(huge))).toEqual([['cart.validation.quantityMax']]);
    const sendHuge = await outcome(
      cartAction(
        db,
        s.adminTarget,
        await cartForm(
          s.adminTarget,
          'send',
          { quantities: { [s.milk.id]: '99999999999' } },
          { submissionKey: randomUUID() },
        ),
        user,
      ),
    );
    expect(sendHuge.status).toBe(400);
    // 999,999 rounds up to 1,000,002 in packages of 6: past the limit, refused by the server's rounding too.
    const rounded = await outcome(
      cartAction(
        db,
        s.adminTarget,
        await cartForm(s.adminTarget, 'save', { quantities: { [s.milk.id]: '999999' } }),
        user,
      ),
    );
    expect(rounded.status).toBe(400);
    expect(Object.values(fieldErrors(rounded))).toEqual([['cart.validation.quantityMax']]);
    expect(await loadCart(db, s.adminTarget)).toEqual(before);
    expect(await db.select().from(cartSuppliers).where(eq(cartSuppliers.shopId, s.shop.id))).toEqual([]);
    expect(await orderedQuantities(s.shop.id)).toEqual([]);

    // Added from the new-order page: 99999999999 as typed, and a sum past the limit.
    const add = (quantity: string) =>
      outcome(
        newOrderAction(
          db,
          s.adminTarget,
          new Request('http://localhost/admin/ordering/new-order', {
            method: 'POST',
            body: new URLSearchParams({ intent: 'add', productId: String(s.bread.id), quantity }),
          }),
        ),
      );
    const typed = await add('99999999999');
    expect(typed.status).toBe(400);
    expect(fieldErrors(typed)).toEqual({ quantity: ['cart.validation.quantityMax'] });
    expect(await putInCart(db, s.adminTarget, s.bread.id, '999999')).toEqual({ ok: false, reason: 'too_large' });
    expect(await loadCart(db, s.adminTarget)).toEqual(before);
  });

  it('a supplier or product of another shop in the form is not found; a line removed in another tab is skipped', async () => {
    const s = await shop();
    const other = await shop();
    await fill(s, s.adminTarget);
    const form = await cartForm(s.adminTarget, 'save');
    const body = new URLSearchParams(await form.text());
    body.set('suppliers[0].supplierId', String(other.dairy.id));
    expect(
      (
        await outcome(
          cartAction(db, s.adminTarget, new Request(form.url, { method: 'POST', body }), userOf(s.adminTarget)),
        )
      ).status,
    ).toBe(404);
    const lines = new URLSearchParams({
      intent: 'save',
      'lines[0].productId': String(other.milk.id),
      'lines[0].quantity': '50',
    });
    expect(
      (
        await outcome(
          cartAction(db, s.adminTarget, new Request(form.url, { method: 'POST', body: lines }), userOf(s.adminTarget)),
        )
      ).status,
    ).toBe(404);
    expect((await loadCart(db, other.adminTarget)).groups).toEqual([]);
    // The shop's own product, no longer in the cart: the stale line is skipped, the rest of the form is saved.
    const before = await cartLineCount(db, s.adminTarget);
    await removeFromCart(db, s.adminTarget, s.milk.id);
    const stale = new URLSearchParams({
      intent: 'save',
      'lines[0].productId': String(s.milk.id),
      'lines[0].quantity': '50',
    });
    expect(
      (
        await outcome(
          cartAction(db, s.adminTarget, new Request(form.url, { method: 'POST', body: stale }), userOf(s.adminTarget)),
        )
      ).status,
    ).toBe(200);
    expect(await cartLineCount(db, s.adminTarget)).toBe(before - 1);
  });
});

describe('carts waiting for approval', () => {
  it('staff submit; the approver sees the count, changes a quantity and sends; the orders are the submitter’s cart', async () => {
    const s = await shop();
    await fill(s, s.staffTarget);
    const staff = userOf(s.staffTarget);
    expect((await cartLoader(db, s.staffTarget, staff)).canSend).toBe(false);
    // Staff may not send.
    expect(
      (
        await outcome(
          cartAction(
            db,
            s.staffTarget,
            await cartForm(s.staffTarget, 'send', {}, { submissionKey: randomUUID() }),
            staff,
          ),
        )
      ).status,
    ).toBe(403);

    const dates = await firstDates(s.staffTarget);
    const submitted = await outcome(
      cartAction(
        db,
        s.staffTarget,
        await cartForm(s.staffTarget, 'submit', { dates, quantities: { [s.bread.id]: '4' } }),
        staff,
      ),
    );
    expect(submitted).toMatchObject({ status: 302, location: '/admin/cart' });
    expect(await ownSubmissionState(db, s.staffTarget)).toMatchObject({ status: 'submitted', orders: [] });
    expect(await waitingCartCount(db, s.adminTarget)).toBe(1);

    // Read-only to the submitter while it waits.
    expect(
      (
        await outcome(
          cartAction(
            db,
            s.staffTarget,
            await cartForm(s.staffTarget, 'save', { quantities: { [s.bread.id]: '1' } }),
            staff,
          ),
        )
      ).status,
    ).toBe(409);
    const remove = new Request('http://localhost/admin/cart', {
      method: 'POST',
      body: new URLSearchParams({ intent: 'remove', productId: String(s.bread.id) }),
    });
    expect((await outcome(cartAction(db, s.staffTarget, remove, staff))).status).toBe(409);
    const add = new Request('http://localhost/admin/ordering/new-order', {
      method: 'POST',
      body: new URLSearchParams({ intent: 'add', productId: String(s.bread.id), quantity: '1' }),
    });
    expect((await outcome(newOrderAction(db, s.staffTarget, add))).status).toBe(409);
    expect(await cartLineCount(db, s.staffTarget)).toBe(2);

    const list = await approvalsLoader(db, s.adminTarget);
    expect(list.carts).toHaveLength(1);
    expect(list.carts[0]).toMatchObject({ lines: 2, suppliers: 2 });
    const id = list.carts[0]!.id;
    const opened = await approvalLoader(db, s.adminTarget, id);
    expect(opened.cart.groups.flatMap((g) => g.lines).map((l) => l.quantity)).toEqual(
      expect.arrayContaining(['6.000', '4.000']),
    );

    // The approver changes the bread to 8 (not saved) and sends; pressing twice sends once.
    const approve = (form: Request) => outcome(approvalAction(db, s.adminTarget, id, form, userOf(s.adminTarget)));
    const key = randomUUID();
    const sendForm = async () => {
      const owner = { ...s.adminTarget, actor: { ...s.adminTarget.actor, userId: s.staff.id } };
      return cartForm(owner, 'send', { quantities: { [s.bread.id]: '8' } }, { submissionKey: key });
    };
    const first = await sendForm();
    const second = await sendForm();
    expect(await approve(first)).toMatchObject({ status: 302, location: `/admin/ordering/approvals/${id}` });
    expect(await approve(second)).toMatchObject({ status: 302 });
    const lines = await orderedQuantities(s.shop.id);
    expect(lines).toHaveLength(2);
    expect(lines.find((l) => l.productId === s.bread.id)).toMatchObject({ quantity: '8.000', createdBy: s.admin.id });
    expect(await cartLineCount(db, s.staffTarget)).toBe(0);
    expect(await waitingCartCount(db, s.adminTarget)).toBe(0);

    // The submitter sees it sent, with the orders.
    const state = await ownSubmissionState(db, s.staffTarget);
    expect(state).toMatchObject({ status: 'sent', note: null });
    expect(state!.orders).toHaveLength(2);
    expect(state!.decidedBy).toContain(s.admin.name);
    // Too late to return it now.
    const late = await approve(
      new Request('http://localhost/x', {
        method: 'POST',
        body: new URLSearchParams({ intent: 'return', note: 'Prepozno' }),
      }),
    );
    expect(late.status).toBe(409);

    // Submitted again, repeating an order into it is refused too: it is read-only until returned or taken back.
    await putInCart(db, s.staffTarget, s.bread.id, '1');
    await outcome(cartAction(db, s.staffTarget, await cartForm(s.staffTarget, 'submit'), staff));
    const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.shopId, s.shop.id));
    expect(await repeatOrder(db, s.staffTarget, s.staff.id, order!.id)).toEqual({ ok: false, reason: 'locked' });
    expect(await cartLineCount(db, s.staffTarget)).toBe(1);
  });

  it('returned with a note: the submitter sees the note, may change the cart and submit again; or take it back', async () => {
    const s = await shop();
    await fill(s, s.staffTarget);
    const staff = userOf(s.staffTarget);
    await outcome(cartAction(db, s.staffTarget, await cartForm(s.staffTarget, 'submit'), staff));
    const { id } = (await approvalsLoader(db, s.adminTarget)).carts[0]!;
    const post = (body: Record<string, string>) =>
      outcome(
        approvalAction(
          db,
          s.adminTarget,
          id,
          new Request('http://localhost/x', { method: 'POST', body: new URLSearchParams(body) }),
          userOf(s.adminTarget),
        ),
      );

    const empty = await post({ intent: 'return', note: '  ' });
    expect(empty.status).toBe(400);
    expect(fieldErrors(empty)).toEqual({ note: ['validation.required'] });
    expect(await post({ intent: 'return', note: 'Manj kruha, prosim.' })).toMatchObject({
      status: 302,
      location: '/admin/ordering/approvals?returned=1',
    });
    expect(await ownSubmissionState(db, s.staffTarget)).toMatchObject({
      status: 'returned',
      note: 'Manj kruha, prosim.',
    });
    expect(await waitingCartCount(db, s.adminTarget)).toBe(0);
    // Not waiting any more: the approver can no longer change or send it.
    expect((await post({ intent: 'save' })).status).toBe(409);
    expect((await post({ intent: 'send', submissionKey: randomUUID() })).status).toBe(409);

    // Editable again; submitted again it waits again, without the old note.
    const saved = await outcome(
      cartAction(
        db,
        s.staffTarget,
        await cartForm(s.staffTarget, 'save', { quantities: { [s.bread.id]: '1' } }),
        staff,
      ),
    );
    expect(saved.status).toBe(200);
    await outcome(cartAction(db, s.staffTarget, await cartForm(s.staffTarget, 'submit'), staff));
    expect(await ownSubmissionState(db, s.staffTarget)).toMatchObject({ status: 'submitted', note: null });

    // Taken back: editable, and no longer waiting for anyone.
    const withdraw = await outcome(
      cartAction(
        db,
        s.staffTarget,
        new Request('http://localhost/admin/cart', {
          method: 'POST',
          body: new URLSearchParams({ intent: 'withdraw' }),
        }),
        staff,
      ),
    );
    expect(withdraw).toMatchObject({ status: 302, location: '/admin/cart' });
    expect(await ownSubmissionState(db, s.staffTarget)).toBeNull();
    expect(await waitingCartCount(db, s.adminTarget)).toBe(0);
  });

  it('an empty cart cannot be submitted', async () => {
    const s = await shop();
    const answer = await outcome(
      cartAction(db, s.staffTarget, await cartForm(s.staffTarget, 'submit'), userOf(s.staffTarget)),
    );
    expect(answer.status).toBe(409);
    expect(await ownSubmissionState(db, s.staffTarget)).toBeNull();
  });

  it('another shop’s users get 404 for the cart; users who may not send orders get 403', async () => {
    const s = await shop();
    const other = await shop();
    await fill(s, s.staffTarget);
    await outcome(cartAction(db, s.staffTarget, await cartForm(s.staffTarget, 'submit'), userOf(s.staffTarget)));
    const { id } = (await approvalsLoader(db, s.adminTarget)).carts[0]!;

    // Another company's admin: not listed, not counted, and opening, changing, sending or returning it is 404.
    expect((await approvalsLoader(db, other.adminTarget)).carts).toEqual([]);
    expect(await waitingCartCount(db, other.adminTarget)).toBe(0);
    expect((await outcome(approvalLoader(db, other.adminTarget, id))).status).toBe(404);
    const stranger = (body: Record<string, string>) =>
      outcome(
        approvalAction(
          db,
          other.adminTarget,
          id,
          new Request('http://localhost/x', { method: 'POST', body: new URLSearchParams(body) }),
          userOf(other.adminTarget),
        ),
      );
    expect((await stranger({ intent: 'send', submissionKey: randomUUID() })).status).toBe(404);
    expect((await stranger({ intent: 'return', note: 'Ne' })).status).toBe(404);
    expect(
      (await stranger({ intent: 'save', 'lines[0].productId': String(s.bread.id), 'lines[0].quantity': '50' })).status,
    ).toBe(404);
    expect((await stranger({ intent: 'remove', productId: String(s.bread.id) })).status).toBe(404);

    // The same shop's staff without orders:create: 403 on the list, the cart and every action.
    expect((await outcome(approvalsLoader(db, s.staffTarget))).status).toBe(403);
    expect((await outcome(approvalLoader(db, s.staffTarget, id))).status).toBe(403);
    const forbidden = await outcome(
      approvalAction(
        db,
        s.staffTarget,
        id,
        new Request('http://localhost/x', {
          method: 'POST',
          body: new URLSearchParams({ intent: 'return', note: 'x' }),
        }),
        userOf(s.staffTarget),
      ),
    );
    expect(forbidden.status).toBe(403);

    expect(await ownSubmissionState(db, s.staffTarget)).toMatchObject({ status: 'submitted' });
    expect(await cartLineCount(db, s.staffTarget)).toBe(2);
    expect(await orderedQuantities(s.shop.id)).toEqual([]);
  });
});
