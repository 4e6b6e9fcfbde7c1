import type { Route } from './+types/import-order-preview';
import { requestContext } from '#app/context';
import { requireEveryPermission } from '#app/middleware/guards.server';
import { requireShop } from '#app/middleware/shop-scope.server';
import type { ImportActionData } from '#app/modules/ordering/import-order-page';
import { importBodyTooLarge, previewOrderFile } from '#app/modules/ordering/import-order-file.service.server';
import { importFailure } from './import-order-answer.server';

/** Importing creates the orders and e-mails them to the suppliers: it needs the right to create orders too. */
const IMPORT_PERMISSIONS = ['orders:import', 'orders:create'] as const;

const json = ({ body, status }: { body: ImportActionData; status: number }) => Response.json(body, { status });

/** POST a file: its lines matched, as JSON (the import page posts here to show upload progress). */
export async function action({ request, context }: Route.ActionArgs) {
  requireEveryPermission(context, ...IMPORT_PERMISSIONS);
  const { shop } = requireShop(context);
  if (request.method !== 'POST') return json({ ...importFailure('no_file'), status: 405 });
  if (importBodyTooLarge(Number(request.headers.get('content-length') ?? 0))) return json(importFailure('too_large'));
  let formData: FormData;
  try {
    formData = await request.formData();
  } catch {
    return json(importFailure('no_file'));
  }
  const preview = await previewOrderFile(context.get(requestContext).db, shop, formData.get('file'));
  if (!preview.ok) return json(importFailure(preview.reason));
  const { ok: _ok, ...body } = preview;
  return json({ body: { step: 'preview', ...body }, status: 200 });
}
