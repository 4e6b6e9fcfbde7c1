import { data } from 'react-router';
import type { Database } from '#app/db/client.server';
import { readSheet, SheetError, type SheetData } from '#app/modules/spreadsheet/read-sheet.server';
import { importCountingUnits, type UnitRowError } from './counting-units-import.server';
import { MAX_IMPORT_BYTES } from './product-import.server';
import type { ProductTarget } from './products.repo.server';

const MAX_UNIT_ROWS = 20_000;

export type UnitImportActionData =
  | { step: 'error'; error: string; values?: Record<string, string | number> }
  | { step: 'invalid'; errors: UnitRowError[]; more: number }
  | { step: 'done'; products: number; units: number };

const fail = (error: string, status = 400, values?: Record<string, string | number>) =>
  data<UnitImportActionData>({ step: 'error', error, values }, { status });

/** The counting-units page's action: one upload, all rows or none. */
export async function unitImportAction(db: Database, target: ProductTarget, request: Request) {
  if (target.shopDeleted) return fail('productImport.errors.expired', 404);
  if (Number(request.headers.get('content-length') ?? 0) > MAX_IMPORT_BYTES + 64 * 1024)
    return fail('productImport.errors.tooLarge', 413);
  let file: FormDataEntryValue | null;
  try {
    file = (await request.formData()).get('file');
  } catch {
    return fail('productImport.errors.noFile');
  }
  if (!(file instanceof File) || file.size === 0) return fail('productImport.errors.noFile');
  if (file.size > MAX_IMPORT_BYTES) return fail('productImport.errors.tooLarge', 413);
  let sheet: SheetData;
  try {
    sheet = await readSheet(Buffer.from(await file.arrayBuffer()), { maxRows: MAX_UNIT_ROWS });
  } catch (error) {
    return fail(error instanceof SheetError ? error.message : 'spreadsheet.unreadable', 400, { max: MAX_UNIT_ROWS });
  }
  const result = await importCountingUnits(db, target, sheet);
  if (result.ok) return { step: 'done', products: result.products, units: result.units } satisfies UnitImportActionData;
  if (result.reason === 'columns') return fail('productImport.units.columns');
  return data<UnitImportActionData>(
    { step: 'invalid', errors: result.errors.slice(0, 500), more: Math.max(0, result.errors.length - 500) },
    { status: 400 },
  );
}
