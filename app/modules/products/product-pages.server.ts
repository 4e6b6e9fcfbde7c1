import { parseWithZod } from '@conform-to/zod/v4';
import { data, redirect } from 'react-router';
import type { Database } from '#app/db/client.server';
import type { Language } from '#app/modules/auth/auth.schema';
import { hasPermission, type UserRecord } from '#app/modules/auth/user-record';
import { notFound } from '#app/utils/params';
import { asksForNewPrice, editablePrice, todayIn } from './price-history';
import { displayPrices } from './pricing';
import { PRODUCT_BULK_INTENTS, productFormSchema, type ProductBulkIntent } from './product.schema';
import { parseProductListParams } from './product-list-params';
import {
  bulkUpdateProducts,
  createProduct,
  getProduct,
  listProductSupplierOptions,
  listProducts,
  updateProduct,
  type ProductTarget,
} from './products.repo.server';

/**
 * The loaders and actions of the product pages, shared by the shop admin (/admin/products…) and the operator
 * (/super/companies/…/products…): the routes only resolve the target and the paths.
 */

export async function productListLoader(db: Database, target: ProductTarget, request: Request, user: UserRecord) {
  const params = parseProductListParams(new URL(request.url));
  const [{ rows, total }, suppliers] = await Promise.all([
    listProducts(db, target, { ...params, perPage: user.resultsPerPage }),
    listProductSupplierOptions(db, target),
  ]);
  return {
    rows: rows.map(({ price, discount, vat, updatedAt: _updated, ...row }) => ({
      ...row,
      priceWithVat: price && vat ? displayPrices({ price, discount, vat }).priceWithVat : null,
    })),
    total,
    params,
    perPage: user.resultsPerPage,
    suppliers,
    shopName: target.shopName,
    canEdit: hasPermission(user, 'products:edit'),
  };
}

/** The ids of a bulk request: checked boxes (one `ids` each) or, from the confirmation dialog, one comma list. */
function readIds(formData: FormData): number[] | null {
  const ids = formData
    .getAll('ids')
    .flatMap((value) => (typeof value === 'string' ? value.split(',') : []))
    .filter(Boolean);
  if (!ids.every((id) => /^[1-9][0-9]{0,9}$/.test(id) && Number(id) <= 2_147_483_647)) return null;
  return ids.map(Number);
}

export async function productListAction(db: Database, target: ProductTarget, request: Request) {
  const formData = await request.formData();
  const intent = formData.get('intent');
  const ids = readIds(formData);
  if (!PRODUCT_BULK_INTENTS.includes(intent as ProductBulkIntent) || ids === null)
    return data({ error: 'validation.choose', changed: null }, { status: 400 });
  if (!ids.length) return data({ error: 'products.bulk.nothingSelected', changed: null }, { status: 400 });
  const result = await bulkUpdateProducts(db, target, ids, intent as ProductBulkIntent);
  if (!result.ok) {
    return data(
      { error: result.reason === 'code_taken' ? 'products.bulk.codeTaken' : 'products.bulk.notFound', changed: null },
      { status: result.reason === 'code_taken' ? 409 : 404 },
    );
  }
  return { error: null, changed: result.changed };
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
