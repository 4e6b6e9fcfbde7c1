import { parseWithZod } from '@conform-to/zod/v4';
import { data, redirect } from 'react-router';
import type { Route } from './+types/edit';
import { requestContext } from '#app/context';
import { requirePermission } from '#app/middleware/guards.server';
import { requireShop } from '#app/middleware/shop-scope.server';
import {
  PRODUCT_BULK_INTENTS,
  productFieldErrors,
  productFormSchema,
  type ProductBulkIntent,
} from '#app/modules/products/product.schema';
import { loadProductEdit } from '#app/modules/products/product-pages.server';
import { ProductEditPage } from '#app/modules/products/product-pages';
import { updateProduct } from '#app/modules/products/products.repo.server';
import { bulkUpdateProducts } from '#app/modules/products/products-bulk.repo.server';
import { notFound, parseId } from '#app/utils/params';

/** Editing a product: mapped for the shop admin and the operator (ids 'admin-products-edit', 'super-products-edit'). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  requirePermission(context, 'products:edit');
  const { shop, basePath } = requireShop(context);
  const page = (await loadProductEdit(context.get(requestContext).db, shop, parseId(params.productId))) ?? notFound();
  const search = new URL(request.url).searchParams;
  return {
    ...page,
    notice: search.get('created') === '1' ? 'products.created' : search.get('saved') === '1' ? 'products.saved' : null,
    basePath: `${basePath}/products`,
  };
}

/** The form saves; the status buttons send an `intent`. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { user } = requirePermission(context, 'products:edit');
  const { shop, basePath } = requireShop(context);
  const { db } = context.get(requestContext);
  const productId = parseId(params.productId);
  const formData = await request.formData();
  const intent = formData.get('intent');
  if (typeof intent === 'string') {
    if (!PRODUCT_BULK_INTENTS.includes(intent as ProductBulkIntent))
      return data({ result: undefined, error: 'validation.choose' }, { status: 400 });
    const result = await bulkUpdateProducts(db, shop, [productId], intent as ProductBulkIntent);
    if (!result.ok && result.reason === 'forbidden') throw data(null, { status: 403 });
    if (!result.ok && result.reason === 'not_found') notFound();
    if (!result.ok) return data({ result: undefined, error: 'products.bulk.codeTaken' }, { status: 409 });
    return intent === 'delete' ? redirect(`${basePath}/products`) : { result: undefined, error: null };
  }
  const submission = parseWithZod(formData, { schema: productFormSchema(user.language.code) });
  if (submission.status !== 'success') return data({ result: submission.reply(), error: null }, { status: 400 });
  const result = await updateProduct(db, shop, productId, submission.value);
  if (!result.ok) {
    if (result.reason === 'forbidden') throw data(null, { status: 403 });
    if (result.reason === 'not_found') notFound();
    return data(
      { result: submission.reply({ fieldErrors: productFieldErrors(result.errors) }), error: null },
      { status: 409 },
    );
  }
  return redirect(`${basePath}/products/${productId}/edit?saved=1`);
}

export default function EditProduct({ loaderData, actionData }: Route.ComponentProps) {
  return <ProductEditPage {...loaderData} canEdit actionData={actionData} />;
}
