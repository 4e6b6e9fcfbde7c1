import { and, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import Decimal from 'decimal.js';
import type { Database } from '#app/db/client.server';
import { cartItems, productPrices, products } from '#app/db/schema';
import { todayIn } from '#app/utils/dates';
import type { ShopScope } from '#app/modules/tenancy/shop-scope';
import { ownCartLocked } from './cart-approval.server';
import { getOrderWithLines } from './orders.repo.server';

type RepeatLineFlag =
  | { kind: 'added'; productId: number; name: string; quantity: string }
  | {
      kind: 'price_changed';
      productId: number;
      name: string;
      quantity: string;
      oldPrice: string;
      newPrice: string | null;
    }
  | { kind: 'gone'; productId: number; name: string; quantity: string };

export type RepeatResult =
  { ok: true; number: number; lines: RepeatLineFlag[] } | { ok: false; reason: 'not_found' | 'locked' };

/** Compares prices as numbers of the same scale ("1.1000" equals "1.1"). */
const samePrice = (a: string, b: string) => new Decimal(a).equals(new Decimal(b));

/**
 * Copies an order's products into the user's cart (quantities add to what is there) at today's prices; the cart
 * prices lines itself, so this only reports: products that are gone or inactive are skipped, a changed price (after
 * discount) is flagged old → new.
 */
export async function repeatOrder(
  db: Database,
  target: ShopScope,
  userId: number,
  orderId: number,
  now: Date = new Date(),
): Promise<RepeatResult> {
  return db.transaction(async (tx) => {
    const order = await getOrderWithLines(tx, target, orderId);
    if (!order) return { ok: false, reason: 'not_found' };
    // A cart waiting for approval is read-only to its owner (decision 022).
    if (await ownCartLocked(tx, { ...target, actor: { ...target.actor, userId } }))
      return { ok: false, reason: 'locked' };
    const lines = order.lines.map((line) => ({
      productId: line.productId,
      name: line.productName,
      quantity: line.quantity,
      price: line.price,
      discount: line.discount,
    }));
    const productIds = [...new Set(lines.map((line) => line.productId))];
    const today = todayIn(target.timeZone, now);
    const current = productIds.length
      ? await tx
          .select({
            id: products.id,
            isActive: products.isActive,
            deletedAt: products.deletedAt,
            price: productPrices.price,
            discount: productPrices.discount,
          })
          .from(products)
          .leftJoin(
            productPrices,
            and(
              eq(productPrices.shopId, products.shopId),
              eq(productPrices.productId, products.id),
              lte(productPrices.validFrom, today),
              or(isNull(productPrices.validTo), gte(productPrices.validTo, today)),
            ),
          )
          .where(
            and(
              eq(products.companyId, target.companyId),
              eq(products.shopId, target.shopId),
              inArray(products.id, productIds),
            ),
          )
      : [];
    const byId = new Map(current.map((row) => [row.id, row]));
    const flags: RepeatLineFlag[] = [];
    for (const line of lines) {
      const product = byId.get(line.productId);
      const base = { productId: line.productId, name: line.name, quantity: line.quantity };
      if (!product || !product.isActive || product.deletedAt) {
        flags.push({ kind: 'gone', ...base });
        continue;
      }
      await tx
        .insert(cartItems)
        .values({
          companyId: target.companyId,
          shopId: target.shopId,
          userId,
          productId: line.productId,
          quantity: line.quantity,
        })
        .onConflictDoUpdate({
          target: [cartItems.userId, cartItems.shopId, cartItems.productId],
          set: { quantity: sql`${cartItems.quantity} + excluded.quantity`, updatedAt: sql`now()` },
        });
      const unchanged =
        product.price !== null &&
        samePrice(product.price, line.price) &&
        samePrice(product.discount ?? '0', line.discount);
      flags.push(
        unchanged
          ? { kind: 'added', ...base }
          : { kind: 'price_changed', ...base, oldPrice: line.price, newPrice: product.price },
      );
    }
    return { ok: true, number: order.number, lines: flags };
  });
}
