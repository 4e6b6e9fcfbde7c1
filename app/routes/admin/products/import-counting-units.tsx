import { data } from 'react-router';
import type { Route } from './+types/import-counting-units';
import { requestContext } from '#app/context';
import { requirePermission } from '#app/middleware/guards.server';
import { requireShop } from '#app/middleware/shop-scope.server';
import { CountingUnitsImportPage, type UnitImportActionData } from '#app/modules/products/counting-units-import-page';
import { importCountingUnitsFile } from '#app/modules/products/counting-units-import.service.server';
import { bodyTooLarge, readPostedFile } from '#app/modules/products/import-upload.server';
import { MAX_IMPORT_BYTES } from '#app/modules/products/product-import.service.server';

/** Importing counting units: mapped for the shop admin and the operator (ids '…-products-import-counting-units'). */
export function loader({ context }: Route.LoaderArgs) {
  requirePermission(context, 'products:edit');
  const { shop, basePath } = requireShop(context);
  return { shopName: shop.shopName, basePath: `${basePath}/products` };
}

const fail = (error: string, status = 400, values?: Record<string, string | number>) =>
  data<UnitImportActionData>({ step: 'error', error, values }, { status });

/** One upload, all rows or none. */
export async function action({ request, context }: Route.ActionArgs) {
  requirePermission(context, 'products:edit');
  const { shop } = requireShop(context);
  if (shop.shopDeleted) return fail('productImport.errors.expired', 404);
  if (bodyTooLarge(request.headers.get('content-length'), MAX_IMPORT_BYTES))
    return fail('productImport.errors.tooLarge', 413);
  const formData = await request.formData().catch(() => null);
  if (!formData) return fail('productImport.errors.noFile');
  const file = await readPostedFile(formData.get('file'), MAX_IMPORT_BYTES);
  if (!file.ok && file.reason === 'too_large') return fail('productImport.errors.tooLarge', 413);
  if (!file.ok) return fail('productImport.errors.noFile');
  const result = await importCountingUnitsFile(context.get(requestContext).db, shop, file.content);
  if (result.ok) return { step: 'done', products: result.products, units: result.units } satisfies UnitImportActionData;
  switch (result.reason) {
    case 'forbidden':
      throw data(null, { status: 403 });
    case 'shop_deleted':
      return fail('productImport.errors.expired', 404);
    case 'unreadable':
      return fail(result.error, 400, result.values);
    case 'columns':
      return fail('productImport.units.columns');
    case 'invalid':
      return data<UnitImportActionData>(
        { step: 'invalid', errors: result.errors.slice(0, 500), more: Math.max(0, result.errors.length - 500) },
        { status: 400 },
      );
  }
}

export default function ImportCountingUnits({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <CountingUnitsImportPage shopName={loaderData.shopName} actionData={actionData} basePath={loaderData.basePath} />
  );
}
