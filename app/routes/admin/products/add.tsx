import { parseWithZod } from '@conform-to/zod/v4';
import { data, redirect } from 'react-router';
import type { Route } from './+types/add';
import { requestContext } from '#app/context';
import { requirePermission } from '#app/middleware/guards.server';
import { requireShop } from '#app/middleware/shop-scope.server';
import { productFieldErrors, productFormSchema } from '#app/modules/products/product.schema';
import { loadProductAdd } from '#app/modules/products/product-pages.server';
import { ProductAddPage } from '#app/modules/products/product-pages';
import { createProduct } from '#app/modules/products/products.repo.server';
import { notFound } from '#app/utils/params';

/** Adding a product: mapped for the shop admin and the operator (ids 'admin-products-add', 'super-products-add'). */
export async function loader({ context }: Route.LoaderArgs) {
  requirePermission(context, 'products:edit');
  const { shop, basePath } = requireShop(context);
  const page = (await loadProductAdd(context.get(requestContext).db, shop)) ?? notFound();
  return { ...page, basePath: `${basePath}/products` };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = requirePermission(context, 'products:edit');
  const { shop, basePath } = requireShop(context);
  const submission = parseWithZod(await request.formData(), { schema: productFormSchema(user.language.code) });
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  const result = await createProduct(context.get(requestContext).db, shop, submission.value);
  if (!result.ok) {
    if (result.reason === 'forbidden') throw data(null, { status: 403 });
    if (result.reason === 'not_found') notFound();
    return data({ result: submission.reply({ fieldErrors: productFieldErrors(result.errors) }) }, { status: 409 });
  }
  return redirect(`${basePath}/products/${result.id}/edit?created=1`);
}

export default function AddProduct({ loaderData, actionData }: Route.ComponentProps) {
  return <ProductAddPage {...loaderData} lastResult={actionData?.result} />;
}
