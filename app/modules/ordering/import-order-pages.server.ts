import { randomUUID } from 'node:crypto';
import { data } from 'react-router';
import type { Database } from '#app/db/client.server';
import type { Language } from '#app/modules/auth/auth.schema';
import type { ShopScope } from '#app/modules/tenancy/shop-scope';
import { readSheet, SheetError, type SheetData } from '#app/modules/spreadsheet/read-sheet.server';
import type { ImportActionData } from './import-order-page';
import { createImportedOrders, previewImport, UUID } from './import-order.service.server';

export const MAX_ORDER_IMPORT_BYTES = 5 * 1024 * 1024;
const MAX_BYTES = MAX_ORDER_IMPORT_BYTES;
const MAX_ROWS = 5000;

type Failure = Extract<ImportActionData, { step: 'error' }>;
type Answer = { status: number; body: ImportActionData };

const failure = (error: string, status = 400, values?: Record<string, string | number>): Answer => ({
  status,
  body: { step: 'error', error, values } satisfies Failure,
});

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

/** The uploaded file read and each line matched; nothing is written. */
async function preview(db: Database, target: ShopScope, request: Request, formData?: FormData): Promise<Answer> {
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BYTES + 64 * 1024)
    return failure('orderHistory.importPage.tooLarge', 413);
  let form = formData;
  if (!form) {
    try {
      form = await request.formData();
    } catch {
      return failure('orderHistory.importPage.noFile');
    }
  }
  const file = form.get('file');
  if (!(file instanceof File) || file.size === 0) return failure('orderHistory.importPage.noFile');
  if (file.size > MAX_BYTES) return failure('orderHistory.importPage.tooLarge', 413);
  let sheet: SheetData;
  try {
    // The shared reader: decided by content, an XLSX checked for zip bombs and streamed with the row limit.
    sheet = await readSheet(Buffer.from(await file.arrayBuffer()), { maxRows: MAX_ROWS });
  } catch (error) {
    const code = error instanceof SheetError ? error.code : 'unreadable';
    if (code === 'too_many_rows') return failure('orderHistory.importPage.tooLarge', 413);
    if (code === 'too_large') return failure('spreadsheet.too_large', 413);
    if (code === 'empty') return failure('orderHistory.importPage.noColumns');
    return failure('orderHistory.importPage.unreadable');
  }
  const matched = await previewImport(db, target, sheet);
  if (!matched.ok) return failure('orderHistory.importPage.noColumns');
  // The confirmation posts the sheet back: it must fit in what the confirmation may post.
  const sheetJson = JSON.stringify(sheet);
  if (Buffer.byteLength(sheetJson) > MAX_BYTES) return failure('orderHistory.importPage.tooLarge', 413);
  // The confirmation's key, made once per preview: confirming twice finds the orders of the first (see createImportedOrders).
  return {
    status: 200,
    body: { step: 'preview', lines: matched.lines, sheet: sheetJson, submissionKey: randomUUID() },
  };
}

/** The page's form: a file to preview (without JavaScript) or the previewed lines to create as orders. */
export async function importOrderAction(db: Database, target: ShopScope, request: Request, language: Language) {
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BYTES + 64 * 1024)
    return data(failure('orderHistory.importPage.tooLarge', 413).body, { status: 413 });
  let formData: FormData;
  try {
    formData = await request.formData();
  } catch {
    return data(failure('orderHistory.importPage.noFile').body, { status: 400 });
  }
  let answer: Answer;
  if (formData.get('intent') === 'confirm') {
    answer = await confirm(db, target, formData, language);
  } else {
    answer = await preview(db, target, request, formData);
  }
  return data(answer.body, { status: answer.status });
}

async function confirm(db: Database, target: ShopScope, formData: FormData, language: Language): Promise<Answer> {
  const sheet = sheetFrom(formData.get('sheet'));
  const submissionKey = formData.get('submissionKey');
  if (!sheet || typeof submissionKey !== 'string' || !UUID.test(submissionKey))
    return failure('orderHistory.importPage.unreadable');
  const matched = await previewImport(db, target, sheet);
  if (!matched.ok) return failure('orderHistory.importPage.noColumns');
  const result = await createImportedOrders(db, target, matched.lines, language, submissionKey);
  if (!result.ok) {
    if (result.reason === 'nothing') return failure('orderHistory.importPage.nothing', 409);
    return failure(
      result.reason === 'no_price' ? 'orderHistory.importPage.noPrice' : 'orderHistory.importPage.noAddress',
      409,
      { row: result.row ?? 0 },
    );
  }
  return { status: 200, body: { step: 'created', orders: result.orders } };
}

/** The same preview as JSON, for the page's upload with a progress bar. */
export async function importOrderPreviewResource(db: Database, target: ShopScope, request: Request): Promise<Response> {
  if (request.method !== 'POST')
    return Response.json({ step: 'error', error: 'orderHistory.importPage.noFile' } satisfies Failure, { status: 405 });
  const answer = await preview(db, target, request);
  return Response.json(answer.body, { status: answer.status });
}
