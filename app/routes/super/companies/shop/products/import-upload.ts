import type { Route } from './+types/import-upload';
import { operatorProducts } from '#app/modules/products/operator-target.server';
import { importUploadResource } from '#app/modules/products/product-import-pages.server';

export async function action({ request, params, context }: Route.ActionArgs) {
  const { target } = await operatorProducts(context, params);
  return importUploadResource(target, request);
}
