import { data } from 'react-router';
import type { Route } from './+types/list';
import { requestContext } from '#app/context';
import { requirePermission } from '#app/middleware/guards.server';
import { requireShop } from '#app/middleware/shop-scope.server';
import { hasPermission } from '#app/modules/auth/user-record';
import { ProductBulkSchema } from '#app/modules/products/product.schema';
import { ProductListPage } from '#app/modules/products/product-list';
import { parseProductListParams } from '#app/modules/products/product-list-params';
import { loadProductList } from '#app/modules/products/product-pages.server';
import { bulkUpdateProducts } from '#app/modules/products/products-bulk.repo.server';
import { supplierOptionsUrl } from '#app/modules/shop-suppliers/supplier-filter';
import type { TranslationKey } from '#app/locales';

/** The shop's products: mapped for the shop admin (/admin/products) and the operator (/super/companies/…/products). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = requirePermission(context, 'products:view');
  const { shop, basePath } = requireShop(context);
  const params = parseProductListParams(new URL(request.url));
  const list = await loadProductList(context.get(requestContext).db, shop, { ...params, perPage: user.resultsPerPage });
  return {
    ...list,
    params,
    perPage: user.resultsPerPage,
    shopName: shop.shopName,
    canEdit: hasPermission(user, 'products:edit'),
    basePath: `${basePath}/products`,
    supplierOptionsUrl: supplierOptionsUrl('products', basePath),
  };
}

const refuse = (error: TranslationKey, status: number) => data({ error, changed: null }, { status });

export async function action({ request, context }: Route.ActionArgs) {
  requirePermission(context, 'products:edit');
  const { shop } = requireShop(context);
  const form = await request.formData();
  const parsed = ProductBulkSchema.safeParse({ intent: form.get('intent'), ids: form.getAll('ids') });
  if (!parsed.success) return refuse('validation.choose', 400);
  const bulk = parsed.data;
  if (!bulk.ids.length) return refuse('products.bulk.nothingSelected', 400);
  const result = await bulkUpdateProducts(context.get(requestContext).db, shop, bulk.ids, bulk.intent);
  if (!result.ok && result.reason === 'forbidden') throw data(null, { status: 403 });
  if (!result.ok && result.reason === 'code_taken') return refuse('products.bulk.codeTaken', 409);
  if (!result.ok) return refuse('products.bulk.notFound', 404);
  return { error: null, changed: result.changed };
}

export default function ShopProducts({ loaderData, actionData }: Route.ComponentProps) {
  return <ProductListPage {...loaderData} actionData={actionData} />;
}
