import { data, redirect } from 'react-router';
import type { Database } from '#app/db/client.server';
import { readSheet, SheetError, type SheetData } from '#app/modules/spreadsheet/read-sheet.server';
import { getImportMapping, saveImportMapping } from './import-mapping.repo.server';
import { deleteUpload, readUpload, storeUpload } from './import-upload.server';
import {
  guessMapping,
  mappingErrors,
  readMapping,
  rememberedMapping,
  type ColumnMapping,
  type MappingError,
} from './product-import-fields';
import {
  MAX_IMPORT_BYTES,
  MAX_IMPORT_ROWS,
  previewProductImport,
  runProductImport,
  summarizeImport,
  type ImportSummary,
} from './product-import.server';
import type { ProductTarget } from './products.repo.server';

/** The import page's steps for the shop admin and the operator; the routes resolve the target and the path. */

export type ImportError = { error: string; values?: Record<string, string | number> };

export type ImportPageData =
  | { step: 'upload'; shopName: string; expired: boolean }
  | {
      step: 'map';
      shopName: string;
      token: string;
      headers: string[];
      samples: string[][];
      mapping: ColumnMapping;
      rows: number;
    };

export type ImportActionData =
  | ({ step: 'error' } & ImportError)
  | { step: 'mapping'; errors: MappingError[] }
  | { step: 'preview'; token: string; mapping: ColumnMapping; summary: ImportSummary }
  | { step: 'done'; created: number; updated: number; skipped: number };

const sheetErrorOf = (error: SheetError): ImportError => ({ error: error.message, values: { max: MAX_IMPORT_ROWS } });

async function sheetOf(target: ProductTarget, token: string | null): Promise<SheetData | null> {
  const content = await readUpload(target, token);
  if (!content) return null;
  try {
    return await readSheet(content, { maxRows: MAX_IMPORT_ROWS });
  } catch {
    return null;
  }
}

/** Checks the uploaded file (size, then content through readSheet) and keeps it: its token, or the reason it is refused. */
async function receiveUpload(target: ProductTarget, request: Request): Promise<{ token: string } | ImportError> {
  if (Number(request.headers.get('content-length') ?? 0) > MAX_IMPORT_BYTES + 64 * 1024)
    return { error: 'productImport.errors.tooLarge' };
  let file: FormDataEntryValue | null;
  try {
    file = (await request.formData()).get('file');
  } catch {
    return { error: 'productImport.errors.noFile' };
  }
  if (!(file instanceof File) || file.size === 0) return { error: 'productImport.errors.noFile' };
  if (file.size > MAX_IMPORT_BYTES) return { error: 'productImport.errors.tooLarge' };
  const content = Buffer.from(await file.arrayBuffer());
  try {
    await readSheet(content, { maxRows: MAX_IMPORT_ROWS });
  } catch (error) {
    if (error instanceof SheetError) return sheetErrorOf(error);
    return { error: 'spreadsheet.unreadable' };
  }
  return { token: await storeUpload(target, content) };
}

/** The upload endpoint the page's script posts to (for upload progress): JSON, never a page. */
export async function importUploadResource(target: ProductTarget, request: Request) {
  if (request.method !== 'POST') return Response.json({ error: 'productImport.errors.noFile' }, { status: 405 });
  const result = await receiveUpload(target, request);
  return Response.json(result, { status: 'token' in result ? 200 : 400 });
}

export async function importPageLoader(db: Database, target: ProductTarget, request: Request): Promise<ImportPageData> {
  const token = new URL(request.url).searchParams.get('file');
  if (!token) return { step: 'upload', shopName: target.shopName, expired: false };
  const sheet = await sheetOf(target, token);
  if (!sheet) return { step: 'upload', shopName: target.shopName, expired: true };
  const remembered = await getImportMapping(db, target, 'products');
  return {
    step: 'map',
    shopName: target.shopName,
    token,
    headers: sheet.headers,
    samples: sheet.rows.slice(0, 3),
    mapping: guessMapping(sheet.headers, remembered),
    rows: sheet.rows.length,
  };
}

const fail = (error: string, status = 400, values?: Record<string, string | number>) =>
  data<ImportActionData>({ step: 'error', error, values }, { status });

export async function importPageAction(db: Database, target: ProductTarget, request: Request, basePath: string) {
  if (target.shopDeleted) return fail('productImport.errors.expired', 404);
  // A file upload without JavaScript: the multipart form posts here, and the page continues with the mapping.
  if ((request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) {
    const result = await receiveUpload(target, request);
    if ('token' in result) return redirect(`${basePath}/import?file=${result.token}`);
    return fail(result.error, 400, result.values);
  }
  const form = await request.formData();
  const token = typeof form.get('token') === 'string' ? String(form.get('token')) : null;
  const sheet = await sheetOf(target, token);
  if (!sheet || !token) return fail('productImport.errors.expired', 410);
  const mapping = readMapping(sheet.headers.length, (index) => form.get(`column.${index}`));
  if (!mapping) return fail('productImport.mapping.invalid');
  const errors = mappingErrors(mapping);
  if (errors.length) return data<ImportActionData>({ step: 'mapping', errors }, { status: 400 });

  if (form.get('intent') === 'preview') {
    await saveImportMapping(db, target, 'products', rememberedMapping(sheet.headers, mapping));
    const rows = await previewProductImport(db, target, sheet, mapping);
    return { step: 'preview', token, mapping, summary: summarizeImport(rows) } satisfies ImportActionData;
  }
  const mode = form.get('mode') === 'valid' ? 'valid' : 'all';
  const result = await runProductImport(db, target, sheet, mapping, mode);
  if (!result.ok) {
    if (result.reason === 'invalid')
      return data<ImportActionData>(
        { step: 'preview', token, mapping, summary: summarizeImport(result.rows) },
        { status: 409 },
      );
    if (result.reason === 'nothing') return fail('productImport.errors.nothing', 409);
    return fail('productImport.errors.failed', 409, { row: result.row });
  }
  await deleteUpload(target, token);
  return {
    step: 'done',
    created: result.created,
    updated: result.updated,
    skipped: result.skipped,
  } satisfies ImportActionData;
}
