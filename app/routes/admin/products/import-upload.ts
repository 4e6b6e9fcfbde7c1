import type { Route } from './+types/import-upload';
import { requirePermission } from '#app/middleware/guards.server';
import { requireShop } from '#app/middleware/shop-scope.server';
import { bodyTooLarge, readPostedFile } from '#app/modules/products/import-upload.server';
import { MAX_IMPORT_BYTES } from '#app/modules/products/product-import.service.server';
import { receiveImportFile } from '#app/modules/products/product-import-steps.service.server';

/** The upload endpoint the import page's script posts to (for upload progress): JSON, never a page. */
export async function action({ request, context }: Route.ActionArgs) {
  requirePermission(context, 'products:edit');
  const { shop } = requireShop(context);
  if (request.method !== 'POST') return Response.json({ error: 'productImport.errors.noFile' }, { status: 405 });
  if (bodyTooLarge(request.headers.get('content-length'), MAX_IMPORT_BYTES))
    return Response.json({ error: 'productImport.errors.tooLarge' }, { status: 400 });
  const file = await readPostedFile(
    (await request.formData().catch(() => null))?.get('file') ?? null,
    MAX_IMPORT_BYTES,
  );
  if (!file.ok)
    return Response.json(
      { error: file.reason === 'too_large' ? 'productImport.errors.tooLarge' : 'productImport.errors.noFile' },
      { status: 400 },
    );
  const result = await receiveImportFile(shop, file.content);
  return Response.json(result, { status: 'token' in result ? 200 : 400 });
}
