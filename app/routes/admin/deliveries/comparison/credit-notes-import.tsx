import { data, redirect } from 'react-router';
import type { Route } from './+types/credit-notes-import';
import { requestContext } from '#app/context';
import { requirePermission } from '#app/middleware/guards.server';
import { requireShop } from '#app/middleware/shop-scope.server';
import { CreditNoteImportPage } from '#app/modules/credit-notes/credit-note-import-page';
import {
  loadCreditNoteImport,
  MAX_CREDIT_NOTE_BYTES,
  receiveCreditNoteFile,
  runCreditNoteImportStep,
  type CreditNoteImportActionData,
} from '#app/modules/credit-notes/credit-note-import.service.server';
import { parseKind } from '#app/modules/credit-notes/credit-notes.schema';
import { bodyTooLarge, readPostedFile } from '#app/modules/products/import-upload.server';
import { parseSupplierId } from '#app/modules/suppliers/supplier.schema';

const PATH = '/admin/deliveries/comparison/credit-notes/import';

/** Importing a UBL CreditNote / Invoice or a spreadsheet: upload, supplier and columns, preview, import. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requirePermission(context, 'deliveries:credit_notes');
  const { shop } = requireShop(context);
  const params = new URL(request.url).searchParams;
  return loadCreditNoteImport(context.get(requestContext).db, shop, {
    token: params.get('file'),
    supplierId: parseSupplierId(params.get('supplier')),
    kind: parseKind(params.get('kind')),
  });
}

const answer = (body: CreditNoteImportActionData, status = 400) => data<CreditNoteImportActionData>(body, { status });

export async function action({ request, context }: Route.ActionArgs) {
  requirePermission(context, 'deliveries:credit_notes');
  const { shop } = requireShop(context);
  if (shop.shopDeleted) return answer({ step: 'error', error: 'expired' }, 404);
  if ((request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) {
    if (bodyTooLarge(request.headers.get('content-length'), MAX_CREDIT_NOTE_BYTES))
      return answer({ step: 'error', error: 'tooLarge' }, 413);
    const entry = (await request.formData().catch(() => null))?.get('file') ?? null;
    const file = await readPostedFile(entry, MAX_CREDIT_NOTE_BYTES);
    if (!file.ok) return answer({ step: 'error', error: file.reason === 'too_large' ? 'tooLarge' : 'noFile' }, 400);
    const received = await receiveCreditNoteFile(shop, file.content, entry instanceof File ? entry.name : null);
    if (!received.ok) return answer({ step: 'format', errors: received.errors }, 422);
    return redirect(`${PATH}?file=${received.token}`);
  }
  const form = await request.formData().catch(() => null);
  if (!form) return answer({ step: 'error', error: 'expired' });
  const token = form.get('token');
  const result = await runCreditNoteImportStep(context.get(requestContext).db, shop, {
    token: typeof token === 'string' ? token : null,
    supplierId: parseSupplierId(form.get('supplier')),
    kind: parseKind(form.get('kind')),
    intent: form.get('intent') === 'import' ? 'import' : 'preview',
    column: (index) => form.get(`column.${index}`),
    hasColumns: form.has('column.0'),
  });
  if (result.ok) return result.data;
  if ('reason' in result) {
    if (result.reason === 'forbidden') throw data(null, { status: 403 });
    return answer({ step: 'error', error: 'expired' }, 404);
  }
  return answer(result.data, result.data.step === 'error' && result.data.error === 'expired' ? 410 : 400);
}

export default function ImportCreditNotes({ loaderData, actionData }: Route.ComponentProps) {
  return <CreditNoteImportPage loaderData={loaderData} actionData={actionData} />;
}
