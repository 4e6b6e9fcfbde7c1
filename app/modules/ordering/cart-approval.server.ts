import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '#app/db/client.server';
import { cartItems, cartSubmissions, users, type CartSubmissionStatus } from '#app/db/schema';
import type { ShopScope } from '#app/modules/tenancy/shop-scope';
import {
  applyCartEdits,
  loadCart,
  putInCart,
  removeFromCart,
  type Cart,
  type CartChange,
  type CartEditsResult,
} from './cart.repo.server';
import type { CartEdits } from './cart.schema';
import { findOrderableByEan } from './new-order.repo.server';
import { ordersOfSubmission } from './orders.repo.server';

/**
 * Carts handed in for approval (issue 10): a user who may fill a cart but not send orders submits it; the shop's
 * users who may send orders see it waiting, change it, send it or return it with a note; the submitter sees what
 * happened. One `cart_submissions` row per cart holds its latest state. Every query is limited to the caller's company
 * and shop: another shop's cart reads as "not found". Writes lock the row, so a send and a return cannot both win.
 */

/** The cart of `userId` in the caller's shop, for the cart functions (they act on `actor.userId`'s cart). */
function cartOf(target: ShopScope, userId: number): ShopScope {
  return { ...target, actor: { ...target.actor, userId } };
}

const ownRow = (target: ShopScope) =>
  and(
    eq(cartSubmissions.companyId, target.companyId),
    eq(cartSubmissions.shopId, target.shopId),
    eq(cartSubmissions.userId, target.actor.userId),
  );

const shopRow = (target: ShopScope, id: number) =>
  and(
    eq(cartSubmissions.companyId, target.companyId),
    eq(cartSubmissions.shopId, target.shopId),
    eq(cartSubmissions.id, id),
  );

/** Whether the caller's own cart waits for approval (and so is read-only to them); locks its row in a transaction. */
export async function ownCartLocked(tx: DbOrTx, target: ShopScope): Promise<boolean> {
  const [row] = await tx
    .select({ status: cartSubmissions.status })
    .from(cartSubmissions)
    .where(ownRow(target))
    .for('update');
  return row?.status === 'submitted';
}

/** Whether the caller's own cart waits for approval, without locking (for pages that add to it). */
async function ownCartWaiting(db: DbOrTx, target: ShopScope): Promise<boolean> {
  const [row] = await db.select({ status: cartSubmissions.status }).from(cartSubmissions).where(ownRow(target));
  return row?.status === 'submitted';
}

export interface SubmissionState {
  id: number;
  status: CartSubmissionStatus;
  submittedAt: Date;
  decidedAt: Date | null;
  decidedBy: string | null;
  note: string | null;
  /** The orders made from it, when it was sent. */
  orders: { id: number; number: number }[];
}

async function stateOf(
  db: DbOrTx,
  target: ShopScope,
  where: ReturnType<typeof ownRow>,
): Promise<(SubmissionState & { userId: number; submitter: string }) | null> {
  const decider = sql<
    string | null
  >`(select ${users.name} || ' ' || ${users.lastname} from ${users} where ${users.id} = ${cartSubmissions.decidedByUserId})`;
  const [row] = await db
    .select({
      id: cartSubmissions.id,
      userId: cartSubmissions.userId,
      submitter: sql<string>`${users.name} || ' ' || ${users.lastname}`,
      status: cartSubmissions.status,
      submittedAt: cartSubmissions.submittedAt,
      decidedAt: cartSubmissions.decidedAt,
      decidedBy: decider,
      note: cartSubmissions.note,
      sendKey: cartSubmissions.sendKey,
    })
    .from(cartSubmissions)
    .innerJoin(users, eq(users.id, cartSubmissions.userId))
    .where(where);
  if (!row) return null;
  const sent =
    row.status === 'sent' && row.sendKey
      ? (await ordersOfSubmission(db, target, row.sendKey)).map(({ id, number }) => ({ id, number }))
      : [];
  const { sendKey: _sendKey, ...state } = row;
  return { ...state, orders: sent };
}

/** The state of the caller's own cart's latest submission, or null when it was never submitted (or withdrawn). */
export async function ownSubmissionState(db: DbOrTx, target: ShopScope): Promise<SubmissionState | null> {
  const state = await stateOf(db, target, ownRow(target));
  if (!state) return null;
  const { userId: _userId, submitter: _submitter, ...rest } = state;
  return rest;
}

/** The cart page: the caller's cart and where its handing-in stands. */
export async function loadOwnCart(db: DbOrTx, target: ShopScope) {
  const [cart, submission] = await Promise.all([loadCart(db, target), ownSubmissionState(db, target)]);
  return { cart, submission };
}

/** Adds a product to the caller's cart (the new-order page); refused while the cart waits for approval. */
export async function addToOwnCart(
  db: DbOrTx,
  target: ShopScope,
  productId: number,
  quantity: string,
): Promise<CartChange | { ok: false; reason: 'locked' }> {
  if (await ownCartWaiting(db, target)) return { ok: false, reason: 'locked' };
  return putInCart(db, target, productId, quantity);
}

export type EanAddResult =
  | { ok: true; name: string; quantity: string }
  /** unknown_ean: no orderable product has it; not_found: the product could not be put in the cart. */
  | { ok: false; reason: 'locked' | 'unknown_ean' | 'not_found' };

/** Adds one of the product with this EAN (typed or scanned) to the caller's cart; refused while the cart waits. */
export async function addEanToOwnCart(db: DbOrTx, target: ShopScope, ean: string): Promise<EanAddResult> {
  if (await ownCartWaiting(db, target)) return { ok: false, reason: 'locked' };
  const product = await findOrderableByEan(db, target, ean);
  if (!product) return { ok: false, reason: 'unknown_ean' };
  const change = await putInCart(db, target, product.id, '1');
  if (!change.ok) return { ok: false, reason: 'not_found' };
  return { ok: true, name: product.name, quantity: change.quantity };
}

export type OwnCartResult = CartEditsResult | { ok: false; reason: 'locked' | 'empty' };

/** Stores the caller's cart form as it stands (autosave, or the form posted without JavaScript); refused while it waits. */
export async function saveOwnCart(db: Database, target: ShopScope, edits: CartEdits): Promise<OwnCartResult> {
  return db.transaction(async (tx) =>
    (await ownCartLocked(tx, target)) ? { ok: false, reason: 'locked' } : applyCartEdits(tx, target, edits),
  );
}

/** Removes a line of the caller's cart: true when it was there; refused while the cart waits for approval. */
export async function removeOwnLine(db: Database, target: ShopScope, productId: number): Promise<boolean | 'locked'> {
  return db.transaction(async (tx) =>
    (await ownCartLocked(tx, target)) ? 'locked' : removeFromCart(tx, target, productId),
  );
}

/** Hands the caller's cart in for approval, with the form as it stands; it is read-only to them from now on. */
export async function submitCart(
  db: Database,
  target: ShopScope,
  edits: CartEdits,
  now: Date = new Date(),
): Promise<OwnCartResult> {
  return db.transaction(async (tx) => {
    if (await ownCartLocked(tx, target)) return { ok: false, reason: 'locked' };
    const edited = await applyCartEdits(tx, target, edits);
    if (!edited.ok) return edited;
    const [lines] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(cartItems)
      .where(
        and(
          eq(cartItems.companyId, target.companyId),
          eq(cartItems.shopId, target.shopId),
          eq(cartItems.userId, target.actor.userId),
        ),
      );
    if (!lines?.n) return { ok: false, reason: 'empty' };
    const values = {
      status: 'submitted' as const,
      submittedAt: now,
      decidedByUserId: null,
      decidedAt: null,
      note: null,
      sendKey: null,
      updatedAt: now,
    };
    await tx
      .insert(cartSubmissions)
      .values({ companyId: target.companyId, shopId: target.shopId, userId: target.actor.userId, ...values })
      .onConflictDoUpdate({ target: [cartSubmissions.userId, cartSubmissions.shopId], set: values });
    return { ok: true };
  });
}

/** Takes the caller's waiting cart back, to change it: true when it was waiting. */
export async function withdrawCart(db: DbOrTx, target: ShopScope): Promise<boolean> {
  const rows = await db
    .delete(cartSubmissions)
    .where(and(ownRow(target), eq(cartSubmissions.status, 'submitted')))
    .returning({ id: cartSubmissions.id });
  return rows.length > 0;
}

/** How many carts wait for approval in the shop: the navigation's count. */
export async function waitingCartCount(db: DbOrTx, target: ShopScope): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(cartSubmissions)
    .where(
      and(
        eq(cartSubmissions.companyId, target.companyId),
        eq(cartSubmissions.shopId, target.shopId),
        eq(cartSubmissions.status, 'submitted'),
      ),
    );
  return row?.n ?? 0;
}

export interface WaitingCart {
  id: number;
  submitter: string;
  submittedAt: Date;
  lines: number;
  suppliers: number;
  gross: string;
}

/** The shop's carts waiting for approval, oldest first, with their size and total. */
export async function listWaitingCarts(db: DbOrTx, target: ShopScope, now: Date = new Date()): Promise<WaitingCart[]> {
  const rows = await db
    .select({
      id: cartSubmissions.id,
      userId: cartSubmissions.userId,
      submittedAt: cartSubmissions.submittedAt,
      submitter: sql<string>`${users.name} || ' ' || ${users.lastname}`,
    })
    .from(cartSubmissions)
    .innerJoin(users, eq(users.id, cartSubmissions.userId))
    .where(
      and(
        eq(cartSubmissions.companyId, target.companyId),
        eq(cartSubmissions.shopId, target.shopId),
        eq(cartSubmissions.status, 'submitted'),
      ),
    )
    .orderBy(asc(cartSubmissions.submittedAt), asc(cartSubmissions.id));
  const carts: WaitingCart[] = [];
  for (const row of rows) {
    const cart = await loadCart(db, cartOf(target, row.userId), now);
    carts.push({
      id: row.id,
      submitter: row.submitter,
      submittedAt: row.submittedAt,
      lines: cart.groups.reduce((sum, group) => sum + group.lines.length, 0),
      suppliers: cart.groups.length,
      gross: cart.totals.gross,
    });
  }
  return carts;
}

export interface Approval {
  state: SubmissionState & { submitter: string };
  cart: Cart;
}

/** One cart handed in for approval in the caller's shop, with its cart; null when it is not this shop's. */
export async function loadApproval(
  db: DbOrTx,
  target: ShopScope,
  id: number,
  now: Date = new Date(),
): Promise<Approval | null> {
  const state = await stateOf(db, target, shopRow(target, id));
  if (!state) return null;
  const { userId, ...rest } = state;
  const cart =
    rest.status === 'submitted'
      ? await loadCart(db, cartOf(target, userId), now)
      : { groups: [], totals: { net: '0.00', vat: '0.00', gross: '0.00' } };
  return { state: rest, cart };
}

export type ApprovalResult = CartEditsResult | { ok: false; reason: 'not_waiting' };

/** Runs `work` on the submitter's cart while the submission is locked and still waiting. */
async function onWaitingCart<T>(
  db: Database,
  target: ShopScope,
  id: number,
  work: (tx: DbOrTx, cart: ShopScope, userId: number) => Promise<T>,
) {
  return db.transaction(async (tx): Promise<T | { ok: false; reason: 'not_found' | 'not_waiting' }> => {
    const [row] = await tx
      .select({ userId: cartSubmissions.userId, status: cartSubmissions.status })
      .from(cartSubmissions)
      .where(shopRow(target, id))
      .for('update');
    if (!row) return { ok: false, reason: 'not_found' };
    if (row.status !== 'submitted') return { ok: false, reason: 'not_waiting' };
    return work(tx, cartOf(target, row.userId), row.userId);
  });
}

/** The approver's changes to a waiting cart (quantities, dates, notes), stored on the submitter's cart. */
export async function saveApproval(
  db: Database,
  target: ShopScope,
  id: number,
  edits: CartEdits,
): Promise<ApprovalResult> {
  return onWaitingCart(db, target, id, (tx, cart) => applyCartEdits(tx, cart, edits));
}

/** The approver removes a line from a waiting cart. */
export async function removeApprovalLine(db: Database, target: ShopScope, id: number, productId: number) {
  return onWaitingCart(db, target, id, async (tx, cart) => ({
    ok: true as const,
    removed: await removeFromCart(tx, cart, productId),
  }));
}

/** Gives a waiting cart back to its submitter with a note; they may change it and submit it again. */
export async function returnCart(db: Database, target: ShopScope, id: number, note: string, now: Date = new Date()) {
  return onWaitingCart(db, target, id, async (tx) => {
    await tx
      .update(cartSubmissions)
      .set({ status: 'returned', note, decidedByUserId: target.actor.userId, decidedAt: now, updatedAt: now })
      .where(shopRow(target, id));
    return { ok: true as const };
  });
}
