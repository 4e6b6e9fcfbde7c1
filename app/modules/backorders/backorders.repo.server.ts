import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#app/db/client.server';
import { backorderLines, backorders } from '#app/db/schema';
import type { OrderShop } from '#app/modules/ordering/orders.repo.server';

/**
 * The backorders repository: the only place that writes backorders and backorder_lines. An order has at most one open
 * backorder, holding its whole expected rest (docs/decisions/030-receiving-drafts-and-sign-off.md); a sign-off settles
 * it and opens the next one for what is still expected.
 */

export type BackorderRow = typeof backorders.$inferSelect;

const ofShop = (shop: OrderShop) => and(eq(backorders.companyId, shop.companyId), eq(backorders.shopId, shop.shopId));

export async function getBackorder(db: DbOrTx, shop: OrderShop, backorderId: number): Promise<BackorderRow | null> {
  const [row] = await db
    .select()
    .from(backorders)
    .where(and(ofShop(shop), eq(backorders.id, backorderId)))
    .limit(1);
  return row ?? null;
}

/** The order's open backorder, if any. */
export async function findOpenBackorder(db: DbOrTx, shop: OrderShop, orderId: number): Promise<BackorderRow | null> {
  const [row] = await db
    .select()
    .from(backorders)
    .where(and(ofShop(shop), eq(backorders.orderId, orderId), eq(backorders.status, 'open')))
    .limit(1);
  return row ?? null;
}

/** The backorder's lines (none for another shop's backorder). */
export async function listBackorderLines(db: DbOrTx, shop: OrderShop, backorderId: number) {
  return db
    .select({ orderLineId: backorderLines.orderLineId, quantity: backorderLines.quantity })
    .from(backorderLines)
    .innerJoin(
      backorders,
      and(eq(backorders.companyId, backorderLines.companyId), eq(backorders.id, backorderLines.backorderId)),
    )
    .where(and(ofShop(shop), eq(backorderLines.backorderId, backorderId)))
    .orderBy(asc(backorderLines.orderLineId));
}

/** Closes an open backorder: received by a note, or cancelled (the order closed, or its rests were settled). */
export async function settleBackorder(
  tx: DbOrTx,
  shop: OrderShop,
  backorderId: number,
  settlement: { status: 'received' | 'cancelled'; settledByNoteId: number | null },
): Promise<void> {
  await tx
    .update(backorders)
    .set({ ...settlement, updatedAt: sql`now()` })
    .where(and(ofShop(shop), eq(backorders.id, backorderId), eq(backorders.status, 'open')));
}

export interface NewBackorder {
  supplierId: number;
  orderId: number;
  deliveryNoteId: number;
  expectedDate: string;
  lines: { orderLineId: number; quantity: string }[];
}

/** Opens the order's backorder with its lines (two statements, whatever the number of lines). */
export async function insertBackorder(tx: DbOrTx, shop: OrderShop, backorder: NewBackorder): Promise<number> {
  const { lines, ...values } = backorder;
  const [row] = await tx
    .insert(backorders)
    .values({ ...values, companyId: shop.companyId, shopId: shop.shopId })
    .returning({ id: backorders.id });
  const backorderId = row!.id;
  await tx.insert(backorderLines).values(lines.map((line) => ({ ...line, companyId: shop.companyId, backorderId })));
  return backorderId;
}

/** The backorder a note's sign-off opened, if any (to answer a repeated sign-off the same way). */
export async function findBackorderOfNote(db: DbOrTx, shop: OrderShop, noteId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: backorders.id })
    .from(backorders)
    .where(and(ofShop(shop), eq(backorders.deliveryNoteId, noteId)))
    .limit(1);
  return row?.id ?? null;
}
