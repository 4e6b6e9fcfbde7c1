import { eq, or, sql } from 'drizzle-orm';
import type { Database } from '#app/db/client.server';
import { productGtins, products, productSearchText } from '#app/db/schema';
import { mayInShop, type ShopScope } from '#app/modules/tenancy/shop-scope';
import { toGtin14 } from '#app/utils/gs1';
import { likePattern } from '#app/utils/list-filters';
import type { ReceiptViewLine } from './receipt-view';
import { viewLineOf } from './receipt-lines.server';
import { hasCode, receivingTerms, supplierProducts } from './receiving-catalog.repo.server';

type FoundProduct = Omit<ReceiptViewLine, 'uid' | 'orderLineId' | 'ordered' | 'expected'>;

const MAX_FOUND = 20;

/**
 * A product of the supplier to add to a delivery as an unplanned line: by a scanned or typed code (EAN or any GTIN,
 * compared as GTIN-14, or the supplier's item code) or by a search of name and codes; at most 20.
 */
export async function findReceivingProduct(
  db: Database,
  shop: ShopScope,
  supplierId: number,
  query: { code: string } | { search: string },
): Promise<FoundProduct[]> {
  if (!mayInShop(shop, 'deliveries:view')) return [];
  const terms = await receivingTerms(db, shop, supplierId);
  if (!terms) return [];
  const found = await supplierProducts(db, shop, supplierId, condition(shop, query), MAX_FOUND);
  return found.map((product) =>
    viewLineOf(product, terms.limits, {
      productName: product.name,
      itemCode: product.supplierProductId,
      unit: product.unit,
      ean: product.ean,
    }),
  );
}

function condition(shop: ShopScope, query: { code: string } | { search: string }) {
  if ('code' in query) {
    const code = query.code.trim();
    const gtin = toGtin14(code);
    const byItemCode = eq(products.supplierProductId, code);
    return gtin ? or(hasCode(gtin), byItemCode) : byItemCode;
  }
  const q = query.search.trim();
  if (!q) return sql`false`;
  return sql`${products.id} in (
    select ${products.id} from ${products} where ${products.shopId} = ${shop.shopId}
      and ${productSearchText(products)} like ${likePattern(q.toLowerCase())}
    union
    select ${productGtins.productId} from ${productGtins} where ${productGtins.shopId} = ${shop.shopId}
      and ${productGtins.gtin} like ${likePattern(q.replace(/[\s-]/g, ''))}
  )`;
}
