import type { Database } from '#app/db/client.server';
import { rememberedColumns } from '#app/modules/spreadsheet/column-mapping';
import { readSheet, SheetError, type SheetData } from '#app/modules/spreadsheet/read-sheet.server';
import { mayInShop, type ShopScope } from '#app/modules/tenancy/shop-scope';
import { getImportMapping, saveImportMapping } from './import-mapping.repo.server';
import { deleteUpload, readUpload, storeUpload } from './import-upload.server';
import {
  guessMapping,
  mappingErrors,
  readMapping,
  type ColumnMapping,
  type MappingError,
} from './product-import-fields';
import {
  MAX_IMPORT_ROWS,
  previewProductImport,
  runProductImport,
  summarizeImport,
  type ImportSummary,
} from './product-import.service.server';
import type { TranslationKey } from '#app/locales';

/** The import page's steps for the shop admin and the operator: keep the file, map its columns, preview, import. */

export type ImportError = { error: TranslationKey; values?: Record<string, string | number> };

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

const sheetErrorOf = (error: SheetError): ImportError => ({ error: error.key, values: { max: MAX_IMPORT_ROWS } });

async function sheetOf(shop: ShopScope, token: string | null): Promise<SheetData | null> {
  const content = await readUpload(shop, token);
  if (!content) return null;
  try {
    return await readSheet(content, { maxRows: MAX_IMPORT_ROWS });
  } catch {
    return null;
  }
}

/** Checks an uploaded file's content through readSheet and keeps it: its token, or the reason it is refused. */
export async function receiveImportFile(shop: ShopScope, content: Buffer): Promise<{ token: string } | ImportError> {
  try {
    await readSheet(content, { maxRows: MAX_IMPORT_ROWS });
  } catch (error) {
    if (error instanceof SheetError) return sheetErrorOf(error);
    return { error: 'spreadsheet.unreadable' };
  }
  return { token: await storeUpload(shop, content) };
}

/** The page: the upload form, or (with the token of the caller's kept file) its columns to map. */
export async function loadImportPage(db: Database, shop: ShopScope, token: string | null): Promise<ImportPageData> {
  if (!token) return { step: 'upload', shopName: shop.shopName, expired: false };
  const sheet = await sheetOf(shop, token);
  if (!sheet) return { step: 'upload', shopName: shop.shopName, expired: true };
  const remembered = await getImportMapping(db, shop, 'products');
  return {
    step: 'map',
    shopName: shop.shopName,
    token,
    headers: sheet.headers,
    samples: sheet.rows.slice(0, 3),
    mapping: guessMapping(sheet.headers, remembered),
    rows: sheet.rows.length,
  };
}

export interface ImportStepInput {
  token: string | null;
  /** Preview checks every row and remembers the mapping; import writes them. */
  intent: 'preview' | 'import';
  /** 'valid' imports the valid rows and skips the rest; 'all' imports only when every row is valid. */
  mode: 'all' | 'valid';
  /** The field chosen for the file's column `index` (anything else is refused as a forged mapping). */
  column: (index: number) => unknown;
}

export type ImportStepResult =
  | { ok: true; data: Extract<ImportActionData, { step: 'preview' | 'done' }> }
  | { ok: false; reason: 'forbidden' | 'shop_deleted' | 'expired' | 'mapping_invalid' | 'nothing' }
  | { ok: false; reason: 'mapping'; errors: MappingError[] }
  | { ok: false; reason: 'invalid'; data: Extract<ImportActionData, { step: 'preview' }> }
  | { ok: false; reason: 'failed'; row: number };

/** The mapping step's answer: the preview of every row, or the import of the kept file in one transaction. */
export async function runImportStep(db: Database, shop: ShopScope, input: ImportStepInput): Promise<ImportStepResult> {
  if (!mayInShop(shop, 'products:edit')) return { ok: false, reason: 'forbidden' };
  if (shop.shopDeleted) return { ok: false, reason: 'shop_deleted' };
  const { token } = input;
  const sheet = await sheetOf(shop, token);
  if (!sheet || !token) return { ok: false, reason: 'expired' };
  const mapping = readMapping(sheet.headers.length, input.column);
  if (!mapping) return { ok: false, reason: 'mapping_invalid' };
  const errors = mappingErrors(mapping);
  if (errors.length) return { ok: false, reason: 'mapping', errors };

  if (input.intent === 'preview') {
    await saveImportMapping(db, shop, 'products', rememberedColumns(sheet.headers, mapping));
    const rows = await previewProductImport(db, shop, sheet, mapping);
    return { ok: true, data: { step: 'preview', token, mapping, summary: summarizeImport(rows) } };
  }
  const result = await runProductImport(db, shop, sheet, mapping, input.mode);
  if (!result.ok) {
    if (result.reason === 'invalid')
      return {
        ok: false,
        reason: 'invalid',
        data: { step: 'preview', token, mapping, summary: summarizeImport(result.rows) },
      };
    if (result.reason === 'failed') return { ok: false, reason: 'failed', row: result.row };
    return { ok: false, reason: result.reason };
  }
  await deleteUpload(shop, token);
  return {
    ok: true,
    data: { step: 'done', created: result.created, updated: result.updated, skipped: result.skipped },
  };
}
