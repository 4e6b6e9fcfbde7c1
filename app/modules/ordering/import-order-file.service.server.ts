import { randomUUID } from 'node:crypto';
import type { Database } from '#app/db/client.server';
import type { Language } from '#app/utils/language';
import type { ShopScope } from '#app/modules/tenancy/shop-scope';
import { readSheet, SheetError, type SheetData } from '#app/modules/spreadsheet/read-sheet.server';
import { createImportedOrders, previewImport, UUID, type ImportLine } from './import-order.service.server';

export const MAX_ORDER_IMPORT_BYTES = 5 * 1024 * 1024;
const MAX_BYTES = MAX_ORDER_IMPORT_BYTES;
const MAX_ROWS = 5000;

/** Why a file or a confirmation was refused; the route turns each into a message and a status. */
export type ImportFileProblem =
  'no_file' | 'too_large' | 'sheet_too_large' | 'unreadable' | 'no_columns' | 'nothing' | 'no_price' | 'no_address';

export type ImportFileResult =
  { ok: true; lines: ImportLine[]; sheet: string; submissionKey: string } | { ok: false; reason: ImportFileProblem };

/** Whether a request body announced as this long may hold an import file (the form's other fields fit in 64 KiB). */
export const importBodyTooLarge = (contentLength: number) => contentLength > MAX_BYTES + 64 * 1024;

/** Reads the sheet back from the preview's hidden field: only strings, only the shape the preview produced. */
function sheetFrom(value: unknown): SheetData | null {
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

export interface ImportConfirmation {
  sheet: SheetData;
  submissionKey: string;
}

/** The confirmation's fields (the previewed sheet and its key), or null when they are not what the preview made. */
export function parseImportConfirmation(fields: { sheet: unknown; submissionKey: unknown }): ImportConfirmation | null {
  const sheet = sheetFrom(fields.sheet);
  const { submissionKey } = fields;
  if (!sheet || typeof submissionKey !== 'string' || !UUID.test(submissionKey)) return null;
  return { sheet, submissionKey };
}

/** The uploaded file read and each line matched; nothing is written. */
export async function previewOrderFile(db: Database, target: ShopScope, file: unknown): Promise<ImportFileResult> {
  if (!(file instanceof File) || file.size === 0) return { ok: false, reason: 'no_file' };
  if (file.size > MAX_BYTES) return { ok: false, reason: 'too_large' };
  let sheet: SheetData;
  try {
    // The shared reader: decided by content, an XLSX checked for zip bombs and streamed with the row limit.
    sheet = await readSheet(Buffer.from(await file.arrayBuffer()), { maxRows: MAX_ROWS });
  } catch (error) {
    const code = error instanceof SheetError ? error.code : 'unreadable';
    if (code === 'too_many_rows') return { ok: false, reason: 'too_large' };
    if (code === 'too_large') return { ok: false, reason: 'sheet_too_large' };
    if (code === 'empty') return { ok: false, reason: 'no_columns' };
    return { ok: false, reason: 'unreadable' };
  }
  const matched = await previewImport(db, target, sheet);
  if (!matched.ok) return { ok: false, reason: 'no_columns' };
  // The confirmation posts the sheet back: it must fit in what the confirmation may post.
  const sheetJson = JSON.stringify(sheet);
  if (Buffer.byteLength(sheetJson) > MAX_BYTES) return { ok: false, reason: 'too_large' };
  // The confirmation's key, made once per preview: confirming twice finds the orders of the first (see createImportedOrders).
  return { ok: true, lines: matched.lines, sheet: sheetJson, submissionKey: randomUUID() };
}

export type ImportConfirmResult =
  | { ok: true; orders: { id: number; number: number; supplierId: number }[] }
  | { ok: false; reason: ImportFileProblem; row?: number };

/** The previewed sheet matched again and its good lines made into orders (once per key). */
export async function confirmOrderFile(
  db: Database,
  target: ShopScope,
  confirmation: ImportConfirmation,
  language: Language,
): Promise<ImportConfirmResult> {
  const matched = await previewImport(db, target, confirmation.sheet);
  if (!matched.ok) return { ok: false, reason: 'no_columns' };
  const result = await createImportedOrders(db, target, matched.lines, language, confirmation.submissionKey);
  if (!result.ok) return { ok: false, reason: result.reason, row: result.row };
  return { ok: true, orders: result.orders };
}
