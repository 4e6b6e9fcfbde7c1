import { data, redirect } from 'react-router';
import type { Route } from './+types/import';
import { requestContext } from '#app/context';
import { requirePermission } from '#app/middleware/guards.server';
import { requireShop } from '#app/middleware/shop-scope.server';
import { bodyTooLarge, readPostedFile } from '#app/modules/products/import-upload.server';
import { MAX_IMPORT_BYTES } from '#app/modules/products/product-import.service.server';
import { ProductImportPage } from '#app/modules/products/product-import-page';
import {
  loadImportPage,
  receiveImportFile,
  runImportStep,
  type ImportActionData,
} from '#app/modules/products/product-import-steps.service.server';

/** Importing products: mapped for the shop admin and the operator (ids 'admin-products-import', 'super-products-import'). */
export async function loader({ request, context }: Route.LoaderArgs) {
  requirePermission(context, 'products:edit');
  const { shop, basePath } = requireShop(context);
  const token = new URL(request.url).searchParams.get('file');
  const page = await loadImportPage(context.get(requestContext).db, shop, token);
  return { ...page, basePath: `${basePath}/products` };
}

const fail = (error: string, status = 400, values?: Record<string, string | number>) =>
  data<ImportActionData>({ step: 'error', error, values }, { status });

export async function action({ request, context }: Route.ActionArgs) {
  requirePermission(context, 'products:edit');
  const { shop, basePath } = requireShop(context);
  if (shop.shopDeleted) return fail('productImport.errors.expired', 404);
  // A file upload without JavaScript: the multipart form posts here, and the page continues with the mapping.
  if ((request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) {
    if (bodyTooLarge(request.headers.get('content-length'), MAX_IMPORT_BYTES))
      return fail('productImport.errors.tooLarge');
    const file = await readPostedFile(
      (await request.formData().catch(() => null))?.get('file') ?? null,
      MAX_IMPORT_BYTES,
    );
    if (!file.ok)
      return fail(file.reason === 'too_large' ? 'productImport.errors.tooLarge' : 'productImport.errors.noFile');
    const result = await receiveImportFile(shop, file.content);
    if ('token' in result) return redirect(`${basePath}/products/import?file=${result.token}`);
    return fail(result.error, 400, result.values);
  }
  const form = await request.formData();
  const token = form.get('token');
  const result = await runImportStep(context.get(requestContext).db, shop, {
    token: typeof token === 'string' ? token : null,
    intent: form.get('intent') === 'preview' ? 'preview' : 'import',
    mode: form.get('mode') === 'valid' ? 'valid' : 'all',
    column: (index) => form.get(`column.${index}`),
  });
  if (result.ok) return result.data;
  switch (result.reason) {
    case 'forbidden':
      throw data(null, { status: 403 });
    case 'shop_deleted':
      return fail('productImport.errors.expired', 404);
    case 'expired':
      return fail('productImport.errors.expired', 410);
    case 'mapping_invalid':
      return fail('productImport.mapping.invalid');
    case 'mapping':
      return data<ImportActionData>({ step: 'mapping', errors: result.errors }, { status: 400 });
    case 'invalid':
      return data<ImportActionData>(result.data, { status: 409 });
    case 'nothing':
      return fail('productImport.errors.nothing', 409);
    case 'failed':
      return fail('productImport.errors.failed', 409, { row: result.row });
  }
}

export default function ImportProducts({ loaderData, actionData }: Route.ComponentProps) {
  return <ProductImportPage loaderData={loaderData} actionData={actionData} basePath={loaderData.basePath} />;
}
