import { and, asc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '#app/db/client.server';
import { productGtins, products, productSearchText } from '#app/db/schema';
import { hasCode } from '#app/modules/receiving/receiving-catalog.repo.server';
import type { ShopScope } from '#app/modules/tenancy/shop-scope';
import { parseScan, toGtin14 } from '#app/utils/gs1';
import { likePattern } from '#app/utils/list-filters';
import { mayManageLayout } from './inventory-layout.repo.server';

/**
 * The shop's catalog as the layout's products page finds it: live products by a search of name and codes (the
 * products list's trigram indexes: the search text and the GTINs) or by a scanned code. Only for 'inventory:manage'.
 */

const MAX_FOUND = 20;

export interface CatalogProduct {
  id: number;
  name: string;
  ean: string | null;
  internalProductId: string | null;
  supplierProductId: string | null;
}

const columns = {
  id: products.id,
  name: products.name,
  ean: products.ean,
  internalProductId: products.internalProductId,
  supplierProductId: products.supplierProductId,
};

async function find(db: DbOrTx, shop: ShopScope, where: SQL | undefined, limit: number): Promise<CatalogProduct[]> {
  if (!mayManageLayout(shop)) return [];
  return db
    .select(columns)
    .from(products)
    .where(
      and(eq(products.companyId, shop.companyId), eq(products.shopId, shop.shopId), isNull(products.deletedAt), where),
    )
    .orderBy(products.nameKey, asc(products.id))
    .limit(limit);
}

/** Live products whose name, codes or GTINs contain the search, by name, at most 20. */
export function searchCatalog(db: DbOrTx, shop: ShopScope, q: string): Promise<CatalogProduct[]> {
  const search = q.trim();
  if (!search) return Promise.resolve([]);
  return find(
    db,
    shop,
    sql`${products.id} in (
      select ${products.id} from ${products} where ${products.shopId} = ${shop.shopId}
        and ${productSearchText(products)} like ${likePattern(search.toLowerCase())}
      union
      select ${productGtins.productId} from ${productGtins} where ${productGtins.shopId} = ${shop.shopId}
        and ${productGtins.gtin} like ${likePattern(search.replace(/[\s-]/g, ''))}
    )`,
    MAX_FOUND,
  );
}

/**
 * The live product a scanned code names: an EAN or any GTIN (also inside a GS1 code), else the shop's own or the
 * supplier's item code. Null when none, or when the code names several products (the page asks to search instead).
 */
export async function findByCode(db: DbOrTx, shop: ShopScope, raw: string): Promise<CatalogProduct | null> {
  const code = raw.trim();
  const scan = parseScan(raw, '2000-01-01');
  const gtin = toGtin14(code) ?? (scan.ok ? (scan.gtin ?? null) : null);
  const byItemCode = or(eq(products.internalProductId, code), eq(products.supplierProductId, code));
  const found = await find(db, shop, gtin ? or(hasCode(gtin), byItemCode) : byItemCode, 2);
  return found.length === 1 ? found[0]! : null;
}

/** One of the shop's live products by id, or null. */
export async function findCatalogProduct(db: DbOrTx, shop: ShopScope, id: number): Promise<CatalogProduct | null> {
  const [found] = await find(db, shop, eq(products.id, id), 1);
  return found ?? null;
}
