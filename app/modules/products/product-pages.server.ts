import { parseWithZod } from '@conform-to/zod/v4';
import { data, redirect } from 'react-router';
import type { Database } from '#app/db/client.server';
import type { Language } from '#app/modules/auth/auth.schema';
import { notFound } from '#app/utils/params';
import { asksForNewPrice, editablePrice } from './price-history';
import { todayIn } from '#app/utils/dates';
import { displayPrices } from './pricing';
import { PRODUCT_BULK_INTENTS, productFormSchema, type ProductBulkIntent } from './product.schema';
import {
  bulkUpdateProducts,
  createProduct,
  getProduct,
  listProductSupplierOptions,
  listProducts,
  updateProduct,
  type ProductListQuery,
  type ProductTarget,
} from './products.repo.server';
import type { ShopScope } from '#app/modules/tenancy/shop-scope';

/**
 * The loaders and actions of the product pages, shared by the shop admin (/admin/products…) and the operator
 * (/super/companies/…/products…): the routes only resolve the target and the paths.
 */

/** The list page: one page of the shop's products with the current price with VAT, and the supplier filter. */
export async function loadProductList(db: Database, shop: ShopScope, query: ProductListQuery) {
  const [{ rows, total }, suppliers] = await Promise.all([
    listProducts(db, shop, query),
    listProductSupplierOptions(db, shop),
  ]);
  return {
    rows: rows.map(({ price, discount, vat, updatedAt: _updated, ...row }) => ({
      ...row,
      priceWithVat: price && vat ? displayPrices({ price, discount, vat }).priceWithVat : null,
    })),
    total,
    suppliers,
  };
}

export async function productAddLoader(db: Database, target: ProductTarget) {
  if (target.shopDeleted) notFound();
  return { shopName: target.shopName, suppliers: await listProductSupplierOptions(db, target) };
}

export async function productAddAction(
  db: Database,
  target: ProductTarget,
  request: Request,
  language: Language,
  basePath: string,
) {
  const submission = parseWithZod(await request.formData(), { schema: productFormSchema(language) });
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  const result = await createProduct(db, target, submission.value);
  if (!result.ok) {
    if (result.reason === 'not_found') notFound();
    return data({ result: submission.reply({ fieldErrors: fieldErrors(result.errors) }) }, { status: 409 });
  }
  return redirect(`${basePath}/${result.id}/edit?created=1`);
}

const fieldErrors = (errors: Record<string, string>) =>
  Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, [key]]));

export async function productEditLoader(db: Database, target: ProductTarget, productId: number, request: Request) {
  const [product, suppliers] = await Promise.all([
    getProduct(db, target, productId),
    listProductSupplierOptions(db, target),
  ]);
  if (!product) notFound();
  const today = todayIn(target.timeZone);
  const editable = editablePrice(product.prices, today);
  const search = new URL(request.url).searchParams;
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
    notice: search.get('created') === '1' ? 'products.created' : search.get('saved') === '1' ? 'products.saved' : null,
  };
}

/** The edit page's action: the form saves; the status buttons send an `intent`. */
export async function productEditAction(
  db: Database,
  target: ProductTarget,
  productId: number,
  request: Request,
  language: Language,
  basePath: string,
) {
  const formData = await request.formData();
  const intent = formData.get('intent');
  if (typeof intent === 'string') {
    if (!PRODUCT_BULK_INTENTS.includes(intent as ProductBulkIntent))
      return data({ result: undefined, error: 'validation.choose' }, { status: 400 });
    const result = await bulkUpdateProducts(db, target, [productId], intent as ProductBulkIntent);
    if (!result.ok && result.reason === 'not_found') notFound();
    if (!result.ok) return data({ result: undefined, error: 'products.bulk.codeTaken' }, { status: 409 });
    return intent === 'delete' ? redirect(basePath) : { result: undefined, error: null };
  }
  const submission = parseWithZod(formData, { schema: productFormSchema(language) });
  if (submission.status !== 'success') return data({ result: submission.reply(), error: null }, { status: 400 });
  const result = await updateProduct(db, target, productId, submission.value);
  if (!result.ok) {
    if (result.reason === 'not_found') notFound();
    return data(
      { result: submission.reply({ fieldErrors: fieldErrors(result.errors) }), error: null },
      { status: 409 },
    );
  }
  return redirect(`${basePath}/${productId}/edit?saved=1`);
}
