import { data, redirect } from 'react-router';
import type { Route } from './+types/import-asn';
import { requestContext } from '#app/context';
import { requirePermission } from '#app/middleware/guards.server';
import { requireShop } from '#app/middleware/shop-scope.server';
import { AsnImportPage } from '#app/modules/asn/asn-import-page';
import {
  loadAsnImportPage,
  receiveAsnFile,
  runAsnImportStep,
  type AsnImportActionData,
} from '#app/modules/asn/asn-import-steps.service.server';
import { MAX_ASN_BYTES } from '#app/modules/asn/read-asn-file.server';
import { bodyTooLarge, readPostedFile } from '#app/modules/products/import-upload.server';
import { parseSupplierId } from '#app/modules/suppliers/supplier.schema';

const PATH = '/admin/advance-ship-notice/import-asn';

/** Importing an advance ship notice file: upload, supplier and columns for a spreadsheet, preview, import. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requirePermission(context, 'asn:import');
  const { shop } = requireShop(context);
  const params = new URL(request.url).searchParams;
  return loadAsnImportPage(context.get(requestContext).db, shop, {
    token: params.get('file'),
    supplierId: parseSupplierId(params.get('supplier')),
  });
}

const answer = (body: AsnImportActionData, status = 400) => data<AsnImportActionData>(body, { status });

export async function action({ request, context }: Route.ActionArgs) {
  requirePermission(context, 'asn:import');
  const { shop } = requireShop(context);
  if (shop.shopDeleted) return answer({ step: 'error', error: 'expired' }, 404);
  if ((request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) {
    if (bodyTooLarge(request.headers.get('content-length'), MAX_ASN_BYTES))
      return answer({ step: 'error', error: 'tooLarge' }, 413);
    const entry = (await request.formData().catch(() => null))?.get('file') ?? null;
    const file = await readPostedFile(entry, MAX_ASN_BYTES);
    if (!file.ok) return answer({ step: 'error', error: file.reason === 'too_large' ? 'tooLarge' : 'noFile' }, 400);
    const received = await receiveAsnFile(shop, file.content, entry instanceof File ? entry.name : null);
    if (!received.ok) return answer({ step: 'format', errors: received.errors }, 422);
    return redirect(`${PATH}?file=${received.token}`);
  }
  const form = await request.formData().catch(() => null);
  if (!form) return answer({ step: 'error', error: 'expired' });
  const token = form.get('token');
  const result = await runAsnImportStep(context.get(requestContext).db, shop, {
    token: typeof token === 'string' ? token : null,
    supplierId: parseSupplierId(form.get('supplier')),
    intent: form.get('intent') === 'import' ? 'import' : 'preview',
    column: (index) => form.get(`column.${index}`),
    hasColumns: form.has('column.0'),
  });
  if (result.ok) return result.data;
  if ('reason' in result) {
    if (result.reason === 'forbidden') throw data(null, { status: 403 });
    return answer({ step: 'error', error: 'expired' }, 404);
  }
  const status =
    result.data.step === 'error' && result.data.error === 'expired'
      ? 410
      : result.data.step === 'error' && result.data.error === 'receivingStarted'
        ? 409
        : 400;
  return answer(result.data, status);
}

export default function ImportAsn({ loaderData, actionData }: Route.ComponentProps) {
  return <AsnImportPage loaderData={loaderData} actionData={actionData} />;
}
