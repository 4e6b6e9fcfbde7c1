import type { DbOrTx } from '#app/db/client.server';
import { cartItems } from '#app/db/schema';
import {
  insertOrder,
  type InsertedOrder,
  type OrderDraft,
  type OrderLineDraft,
  type OrderShop,
  setOrderMail,
} from '#app/modules/ordering/orders.repo.server';

/** One line of a user's cart (quantity 1 unless given); the product must be the shop's. */
export async function createCartLine(
  db: DbOrTx,
  shop: OrderShop,
  line: { userId: number; productId: number; quantity?: string },
) {
  const [row] = await db
    .insert(cartItems)
    .values({
      companyId: shop.companyId,
      shopId: shop.shopId,
      userId: line.userId,
      productId: line.productId,
      quantity: line.quantity ?? '1',
    })
    .returning();
  return row!;
}

type OrderLineValues = Partial<OrderLineDraft> & { productId: number };

export type OrderValues = Partial<Omit<OrderDraft, 'lines'>> & {
  supplierId: number;
  lines: OrderLineValues[];
  /** The supplier mail in the outbox the order was sent with. */
  mailId?: number;
};

/**
 * An order of the shop through the repository's insertOrder (number, lines, totals, events), as sent unless a later
 * state is given: a 'cart' order, delivered the day after it was made, one unit of each product at 1.00 with 22 % VAT
 * unless the lines say otherwise. No mail is queued; `mailId` links one already in the outbox. Inside a transaction
 * (the demo seed's) the order is a savepoint of it.
 */
export async function createOrder(
  db: DbOrTx,
  shop: OrderShop,
  { mailId, ...values }: OrderValues,
): Promise<InsertedOrder> {
  const createdAt = values.createdAt ?? new Date();
  const nextDay = new Date(createdAt.getTime() + 86_400_000).toISOString().slice(0, 10);
  const draft: OrderDraft = {
    source: 'cart',
    deliveryDate: nextDay,
    createdByUserId: null,
    ...values,
    createdAt,
    lines: values.lines.map((line) => ({
      productName: `Product ${line.productId}`,
      supplierProductId: null,
      ean: null,
      unit: null,
      unitsPerPackage: null,
      quantity: '1',
      price: '1',
      discount: '0',
      vat: '22',
      ...line,
    })),
  };
  return db.transaction(async (tx) => {
    const order = await insertOrder(tx, shop, draft);
    if (mailId !== undefined) await setOrderMail(tx, shop, order.id, mailId);
    return order;
  });
}
