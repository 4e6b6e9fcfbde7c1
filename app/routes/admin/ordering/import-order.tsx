import { data } from 'react-router';
import type { Route } from './+types/import-order';
import { requestContext } from '#app/context';
import { requireEveryPermission } from '#app/middleware/guards.server';
import { requireShop } from '#app/middleware/shop-scope.server';
import { ImportOrderPage, type ImportActionData } from '#app/modules/ordering/import-order-page';
import {
  confirmOrderFile,
  importBodyTooLarge,
  parseImportConfirmation,
  previewOrderFile,
} from '#app/modules/ordering/import-order-file.service.server';
import { importFailure } from './import-order-answer.server';

/** Importing creates the orders and e-mails them to the suppliers: it needs the right to create orders too. */
const IMPORT_PERMISSIONS = ['orders:import', 'orders:create'] as const;

export async function loader({ context }: Route.LoaderArgs) {
  requireEveryPermission(context, ...IMPORT_PERMISSIONS);
  return null;
}

const answer = ({ body, status }: { body: ImportActionData; status: number }) => data(body, { status });

/** The page's form: a file to preview (without JavaScript) or the previewed lines to create as orders. */
export async function action({ request, context }: Route.ActionArgs) {
  const { user } = requireEveryPermission(context, ...IMPORT_PERMISSIONS);
  const { shop } = requireShop(context);
  const { db } = context.get(requestContext);
  if (importBodyTooLarge(Number(request.headers.get('content-length') ?? 0))) return answer(importFailure('too_large'));
  let formData: FormData;
  try {
    formData = await request.formData();
  } catch {
    return answer(importFailure('no_file'));
  }
  if (formData.get('intent') === 'confirm') {
    const confirmation = parseImportConfirmation({
      sheet: formData.get('sheet'),
      submissionKey: formData.get('submissionKey'),
    });
    if (!confirmation) return answer(importFailure('unreadable'));
    const result = await confirmOrderFile(db, shop, confirmation, user.language.code);
    if (!result.ok) return answer(importFailure(result.reason, result.row));
    return answer({ body: { step: 'created', orders: result.orders }, status: 200 });
  }
  const preview = await previewOrderFile(db, shop, formData.get('file'));
  if (!preview.ok) return answer(importFailure(preview.reason));
  const { ok: _ok, ...body } = preview;
  return answer({ body: { step: 'preview', ...body }, status: 200 });
}

export default function ImportOrder({ actionData }: Route.ComponentProps) {
  return <ImportOrderPage actionData={actionData as ImportActionData | undefined} />;
}
