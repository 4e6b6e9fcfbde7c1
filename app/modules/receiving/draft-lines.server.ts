import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '#app/db/client.server';
import { orderLines, products } from '#app/db/schema';
import type { OrderShop } from '#app/modules/ordering/orders.repo.server';
import type { DeliveryNoteRow } from './delivery-notes.repo.server';
import type { ReceiptDraft } from './receipt.schema';

/**
 * Whether every line of a draft names what it may: a line of the note's own order, or (unplanned) a live product of
 * the shop from the note's supplier. Two queries, whatever the number of lines.
 */
export async function draftLinesAreKnown(
  db: DbOrTx,
  shop: OrderShop,
  note: Pick<DeliveryNoteRow, 'orderId' | 'supplierId'>,
  draft: ReceiptDraft,
): Promise<boolean> {
  const uids = new Set(draft.lines.map((line) => line.uid));
  if (uids.size !== draft.lines.length) return false;
  const orderLineIds = [
    ...new Set(draft.lines.flatMap((line) => (line.orderLineId === null ? [] : [line.orderLineId]))),
  ];
  const unplanned = draft.lines.filter((line) => line.orderLineId === null);
  if (unplanned.some((line) => line.productId === null)) return false;
  const productIds = [...new Set(unplanned.map((line) => line.productId!))];
  if (orderLineIds.length) {
    if (note.orderId === null) return false;
    const found = await db
      .select({ id: orderLines.id })
      .from(orderLines)
      .where(
        and(
          eq(orderLines.companyId, shop.companyId),
          eq(orderLines.shopId, shop.shopId),
          eq(orderLines.orderId, note.orderId),
          inArray(orderLines.id, orderLineIds),
        ),
      );
    if (found.length !== orderLineIds.length) return false;
  }
  if (productIds.length) {
    const found = await db
      .select({ id: products.id })
      .from(products)
      .where(
        and(
          eq(products.companyId, shop.companyId),
          eq(products.shopId, shop.shopId),
          eq(products.supplierId, note.supplierId),
          isNull(products.deletedAt),
          inArray(products.id, productIds),
        ),
      );
    if (found.length !== productIds.length) return false;
  }
  return true;
}
