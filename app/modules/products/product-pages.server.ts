import type { Database } from '#app/db/client.server';
import type { ShopScope } from '#app/modules/tenancy/shop-scope';
import { todayIn } from '#app/utils/dates';
import { asksForNewPrice, editablePrice } from './price-history';
import { displayPrices } from './pricing';
import { chosenSupplier, shopHasSuppliers } from '#app/modules/shop-suppliers/shop-suppliers.repo.server';
import { getProduct } from './products.repo.server';
import { listProductSupplierOptions, listProducts, type ProductListQuery } from './products-search.repo.server';

/**
 * What the product pages show, shared by the shop admin (/admin/products…) and the operator
 * (/super/companies/…/products…): the routes parse, authorize, and map a missing page to 404.
 */

/**
 * The list page: one page of the shop's products with the current price with VAT, the supplier it is filtered by (the
 * filter's choices load in the browser, decision 038), and whether the shop has a supplier at all.
 */
export async function loadProductList(db: Database, shop: ShopScope, query: ProductListQuery) {
  const [{ rows, total, totalCapped }, supplier, hasSuppliers] = await Promise.all([
    listProducts(db, shop, query),
    chosenSupplier(db, shop, query.supplierId),
    shopHasSuppliers(db, shop),
  ]);
  return {
    rows: rows.map(({ price, discount, vat, updatedAt: _updated, ...row }) => ({
      ...row,
      priceWithVat: price && vat ? displayPrices({ price, discount, vat }).priceWithVat : null,
    })),
    total,
    totalCapped,
    supplier,
    hasSuppliers,
  };
}

/** The add page: the shop's suppliers to choose from; null in a deleted shop, where nothing new is added. */
export async function loadProductAdd(db: Database, shop: ShopScope) {
  if (shop.shopDeleted) return null;
  return { shopName: shop.shopName, suppliers: await listProductSupplierOptions(db, shop) };
}

/** The edit page: the product with the price the form edits and its price history; null when not the shop's. */
export async function loadProductEdit(db: Database, shop: ShopScope, productId: number) {
  const [product, suppliers] = await Promise.all([
    getProduct(db, shop, productId),
    listProductSupplierOptions(db, shop),
  ]);
  if (!product) return null;
  const today = todayIn(shop.timeZone);
  const editable = editablePrice(product.prices, today);
  return {
    product: { ...product, price: editable },
    history: product.prices.map((period) => ({
      ...period,
      ...displayPrices({ price: period.price, discount: period.discount, vat: period.vat }),
      isCurrent: period.validFrom <= today && (period.validTo === null || period.validTo >= today),
      isFuture: period.validFrom > today,
    })),
    asksForNewPrice: asksForNewPrice(editable, today),
    suppliers,
  };
}
