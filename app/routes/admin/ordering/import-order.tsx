import { data } from 'react-router';
import type { Route } from './+types/import-order';
import { requestContext } from '#app/context';
import { requirePermission } from '#app/middleware/guards.server';
import { readOrderFile, type SheetData } from '#app/modules/ordering/import-order-file.server';
import { ImportOrderPage, type ImportActionData } from '#app/modules/ordering/import-order-page';
import { createImportedOrders, previewImport } from '#app/modules/ordering/import-order.server';
import { ownProductTarget } from '#app/modules/products/products.repo.server';
import { notFound } from '#app/utils/params';

const MAX_BYTES = 5 * 1024 * 1024;
const MAX_ROWS = 5000;

export async function loader({ context }: Route.LoaderArgs) {
  requirePermission(context, 'orders:import');
  return null;
}

const fail = (error: string, status = 400, values?: Record<string, string | number>) => data<ImportActionData>({ step: 'error', error, values }, { status });

/** Reads the sheet back from the preview's hidden field: only strings, only the shape the preview produced. */
function sheetFrom(value: FormDataEntryValue | null): SheetData | null {
  if (typeof value !== 'string') return null;
  try {
    const parsed = JSON.parse(value) as unknown;
    const isRow = (row: unknown) => Array.isArray(row) && row.every((cell) => typeof cell === 'string');
    if (!parsed || typeof parsed !== 'object') return null;
    const { headers, rows } = parsed as { headers: unknown; rows: unknown };
    if (!isRow(headers) || !Array.isArray(rows) || rows.length > MAX_ROWS || !rows.every(isRow)) return null;
    return { headers: headers as string[], rows: rows as string[][] };
  } catch {
    return null;
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const { scope, user } = requirePermission(context, 'orders:import');
  const { db } = context.get(requestContext);
  const target = (await ownProductTarget(db, scope)) ?? notFound();
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BYTES + 64 * 1024) return fail('orderHistory.importPage.tooLarge', 413);
  const formData = await request.formData();
  if (formData.get('intent') === 'confirm') {
    const sheet = sheetFrom(formData.get('sheet'));
    if (!sheet) return fail('orderHistory.importPage.unreadable');
    const preview = await previewImport(db, target, sheet);
    if (!preview.ok) return fail('orderHistory.importPage.noColumns');
    const result = await createImportedOrders(db, target, preview.lines, user.language.code);
    if (!result.ok) {
      if (result.reason === 'nothing') return fail('orderHistory.importPage.nothing', 409);
      return fail(result.reason === 'no_price' ? 'orderHistory.importPage.noPrice' : 'orderHistory.importPage.noAddress', 409, { row: result.row ?? 0 });
    }
    return { step: 'created', orders: result.orders } satisfies ImportActionData;
  }
  const file = formData.get('file');
  if (!(file instanceof File) || file.size === 0) return fail('orderHistory.importPage.noFile');
  if (file.size > MAX_BYTES) return fail('orderHistory.importPage.tooLarge', 413);
  let sheet: SheetData;
  try {
    sheet = await readOrderFile(file.name, Buffer.from(await file.arrayBuffer()));
  } catch {
    return fail('orderHistory.importPage.unreadable');
  }
  if (sheet.rows.length > MAX_ROWS) return fail('orderHistory.importPage.tooLarge', 413);
  const preview = await previewImport(db, target, sheet);
  if (!preview.ok) return fail('orderHistory.importPage.noColumns');
  return { step: 'preview', lines: preview.lines, sheet: JSON.stringify(sheet) } satisfies ImportActionData;
}

export default function ImportOrder({ actionData }: Route.ComponentProps) {
  return <ImportOrderPage actionData={actionData as ImportActionData | undefined} />;
}
