import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#app/db/client.server';
import { jsonRows } from '#app/db/json-rows.server';
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

/** Closes the order's open backorder, if it has one: received by a note, or cancelled. */
export async function settleOpenBackorder(
  tx: DbOrTx,
  shop: OrderShop,
  orderId: number,
  settlement: { status: 'received' | 'cancelled'; settledByNoteId: number | null },
): Promise<void> {
  await tx
    .update(backorders)
    .set({ ...settlement, updatedAt: sql`now()` })
    .where(and(ofShop(shop), eq(backorders.orderId, orderId), eq(backorders.status, 'open')));
}

export interface NewBackorder {
  supplierId: number;
  orderId: number;
  deliveryNoteId: number;
  expectedDate: string;
  lines: { orderLineId: number; quantity: string }[];
}

/**
 * Settles the order's open backorder (if any) and opens the next one with its lines, in one statement whatever the
 * number of lines. The new one is inserted only after the settling update has run (it reads the update's count), so
 * the open backorder it replaces no longer holds the order's one open place.
 */
export async function replaceOpenBackorder(
  tx: DbOrTx,
  shop: OrderShop,
  settlement: { status: 'received' | 'cancelled'; settledByNoteId: number | null },
  backorder: NewBackorder,
): Promise<number> {
  const { lines, ...values } = backorder;
  const settled = tx
    .update(backorders)
    .set({ ...settlement, updatedAt: sql`now()` })
    .where(and(ofShop(shop), eq(backorders.orderId, backorder.orderId), eq(backorders.status, 'open')))
    .returning({ id: backorders.id });
  const { columns, rows } = jsonRows(
    backorderLines,
    lines.map((line) => ({ companyId: shop.companyId, orderLineId: line.orderLineId, quantity: line.quantity })),
  );
  const result = await tx.execute<{ id: number }>(sql`with settled as (${settled.getSQL()}),
    made as (insert into ${backorders} (company_id, shop_id, supplier_id, order_id, delivery_note_id, expected_date)
      select ${shop.companyId}, ${shop.shopId}, ${values.supplierId}, ${values.orderId}, ${values.deliveryNoteId},
        ${values.expectedDate}::date
      from (select count(*) from settled) as after_settling
      returning id),
    lines as (insert into ${backorderLines} (backorder_id, ${columns})
      select made.id, ${columns} from made, ${rows})
    select id from made`);
  return result.rows[0]!.id;
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

/** The backorder's row locked for a change, or null. The caller locks its order first, as a sign-off does. */
export async function lockBackorder(tx: DbOrTx, shop: OrderShop, backorderId: number): Promise<BackorderRow | null> {
  const [row] = await tx
    .select()
    .from(backorders)
    .where(and(ofShop(shop), eq(backorders.id, backorderId)))
    .for('update');
  return row ?? null;
}

export async function setBackorderExpectedDate(
  tx: DbOrTx,
  shop: OrderShop,
  backorderId: number,
  expectedDate: string,
): Promise<void> {
  await tx
    .update(backorders)
    .set({ expectedDate, updatedAt: sql`now()` })
    .where(and(ofShop(shop), eq(backorders.id, backorderId)));
}
