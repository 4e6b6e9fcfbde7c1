import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '#app/db/client.server';
import { productGtins, products } from '#app/db/schema';
import { mayInShop, type ShopScope } from '#app/modules/tenancy/shop-scope';
import type { ProductBulkIntent } from './product.schema';
import { auditProduct, lockShopCodes, ofShop } from './product-rows.repo.server';

export type BulkResult =
  { ok: true; changed: number } | { ok: false; reason: 'not_found' | 'code_taken' | 'forbidden' };

/**
 * Activates, deactivates, deletes or restores several products of the shop at once, in one transaction: ids of
 * another shop (or that do not exist) refuse the whole request. A restore whose EAN or GTIN another live product
 * took in the meantime refuses it too, and nothing changes.
 */
export async function bulkUpdateProducts(
  db: Database,
  shop: ShopScope,
  productIds: number[],
  intent: ProductBulkIntent,
): Promise<BulkResult> {
  if (!mayInShop(shop, 'products:edit')) return { ok: false, reason: 'forbidden' };
  const ids = [...new Set(productIds)];
  if (!ids.length) return { ok: true, changed: 0 };
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: products.id, isActive: products.isActive, deletedAt: products.deletedAt, ean: products.ean })
      .from(products)
      .where(and(ofShop(shop), inArray(products.id, ids)))
      .for('update');
    if (rows.length !== ids.length) return { ok: false, reason: 'not_found' } as const;
    const now = new Date();
    let targets: number[];
    switch (intent) {
      case 'activate':
      case 'deactivate': {
        const isActive = intent === 'activate';
        targets = rows.filter((row) => !row.deletedAt && row.isActive !== isActive).map((row) => row.id);
        if (targets.length)
          await tx
            .update(products)
            .set({ isActive, updatedAt: now })
            .where(and(ofShop(shop), inArray(products.id, targets)));
        break;
      }
      case 'delete':
        targets = rows.filter((row) => !row.deletedAt).map((row) => row.id);
        if (targets.length) {
          await tx
            .update(products)
            .set({ deletedAt: now, updatedAt: now })
            .where(and(ofShop(shop), inArray(products.id, targets)));
          await tx
            .update(productGtins)
            .set({ deletedAt: now })
            .where(and(eq(productGtins.shopId, shop.shopId), inArray(productGtins.productId, targets)));
        }
        break;
      case 'restore': {
        const restoring = rows.filter((row) => row.deletedAt);
        targets = restoring.map((row) => row.id);
        if (!targets.length) break;
        const gtins = await tx
          .select({ productId: productGtins.productId, gtin: productGtins.gtin })
          .from(productGtins)
          .where(and(eq(productGtins.shopId, shop.shopId), inArray(productGtins.productId, targets)));
        const codes = [...restoring.flatMap((row) => (row.ean ? [row.ean] : [])), ...gtins.map((g) => g.gtin)];
        // Two restored products with the same code conflict with each other, too.
        if (new Set(codes).size !== codes.length) return { ok: false, reason: 'code_taken' } as const;
        if (codes.length) {
          await lockShopCodes(tx, shop);
          const [eanClash] = await tx
            .select({ n: count() })
            .from(products)
            .where(and(ofShop(shop), isNull(products.deletedAt), inArray(products.ean, codes)));
          const [gtinClash] = await tx
            .select({ n: count() })
            .from(productGtins)
            .where(
              and(
                eq(productGtins.shopId, shop.shopId),
                isNull(productGtins.deletedAt),
                inArray(productGtins.gtin, codes),
              ),
            );
          if ((eanClash?.n ?? 0) + (gtinClash?.n ?? 0) > 0) return { ok: false, reason: 'code_taken' } as const;
        }
        await tx
          .update(products)
          .set({ deletedAt: null, updatedAt: now })
          .where(and(ofShop(shop), inArray(products.id, targets)));
        await tx
          .update(productGtins)
          .set({ deletedAt: null })
          .where(and(eq(productGtins.shopId, shop.shopId), inArray(productGtins.productId, targets)));
        break;
      }
    }
    const action = { activate: 'activated', deactivate: 'deactivated', delete: 'deleted', restore: 'restored' }[intent];
    for (const id of targets)
      await auditProduct(
        tx,
        shop,
        id,
        action,
        intent === 'activate' || intent === 'deactivate'
          ? { isActive: { from: intent !== 'activate', to: intent === 'activate' } }
          : undefined,
      );
    return { ok: true, changed: targets.length } as const;
  });
}
