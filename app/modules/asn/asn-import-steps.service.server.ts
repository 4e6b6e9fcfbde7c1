import type { Database } from '#app/db/client.server';
import { rememberedColumns } from '#app/modules/spreadsheet/column-mapping';
import type { AsnFormat } from '#app/db/schema/asn';
import { getImportMapping, saveImportMapping } from '#app/modules/products/import-mapping.repo.server';
import { deleteUpload, readUpload, storeUpload } from '#app/modules/products/import-upload.server';
import { mayInShop, type ShopScope } from '#app/modules/tenancy/shop-scope';
import type { AsnFormatError } from './asn-document';
import { importAsnFile, previewAsnFile, type ImportedAsn, type PreviewAsn } from './asn-import.service.server';
import { listAsnSupplierCandidates } from './asn-matching.repo.server';
import {
  guessAsnMapping,
  readAsnMapping,
  asnMappingErrors,
  type AsnColumnMapping,
  type AsnMappingError,
  type AsnSheetRowError,
} from './asn-sheet';
import { asnFileFormat, readAsnFile, readAsnSheetData } from './read-asn-file.server';

/**
 * The import page's steps (`/admin/advance-ship-notice/import-asn`): keep the uploaded file (checked by content and
 * size), choose the supplier and match the columns of a spreadsheet, preview, import. The file stays in the import
 * upload storage between the steps (products/import-upload.server.ts), so any node can take the next one.
 */

export interface AsnSupplierOption {
  supplierId: number;
  name: string;
}

export interface AsnPreviewData {
  format: AsnFormat;
  asns: PreviewAsn[];
  badRows: AsnSheetRowError[];
}

export type AsnImportPageData =
  | { step: 'upload'; expired: boolean }
  | { step: 'invalid'; errors: AsnFormatError[] }
  | {
      step: 'supplier';
      token: string;
      format: AsnFormat;
      /** sheet: a spreadsheet never names its supplier; unknown / mismatch: the message names none of the shop's. */
      why: 'sheet' | 'unknown' | 'mismatch';
      suppliers: AsnSupplierOption[];
      supplierId: number | null;
    }
  | {
      step: 'map';
      token: string;
      format: AsnFormat;
      suppliers: AsnSupplierOption[];
      supplierId: number;
      headers: string[];
      samples: string[][];
      rows: number;
      mapping: AsnColumnMapping;
      remembered: boolean;
    }
  | {
      step: 'preview';
      token: string;
      supplierId: number | null;
      mapping: AsnColumnMapping | null;
      preview: AsnPreviewData;
    };

export type AsnImportActionData =
  | {
      step: 'error';
      error:
        | 'noFile'
        | 'tooLarge'
        | 'expired'
        | 'supplier'
        | 'unknownSupplier'
        | 'supplierMismatch'
        | 'needsMapping'
        | 'badRows';
    }
  | { step: 'error'; error: 'receivingStarted'; number: string }
  | { step: 'format'; errors: AsnFormatError[] }
  | { step: 'mapping'; errors: AsnMappingError[] | null }
  | {
      step: 'preview';
      token: string;
      supplierId: number | null;
      mapping: AsnColumnMapping | null;
      preview: AsnPreviewData;
    }
  | { step: 'done'; asns: ImportedAsn[] };

const isSheet = (format: AsnFormat) => format === 'csv' || format === 'xlsx';

/** Checks an uploaded file (its format by content, then its structure) and keeps it: its token, or its errors. */
export async function receiveAsnFile(
  shop: ShopScope,
  content: Buffer,
  fileName: string | null,
): Promise<{ ok: true; token: string } | { ok: false; errors: AsnFormatError[] }> {
  const read = await readAsnFile(content, fileName);
  if (!read.ok && read.reason === 'format') return { ok: false, errors: read.errors };
  return { ok: true, token: await storeUpload(shop, content) };
}

async function supplierOptions(db: Database, shop: ShopScope): Promise<AsnSupplierOption[]> {
  return (await listAsnSupplierCandidates(db, shop)).map(({ supplierId, name }) => ({ supplierId, name }));
}

/** The page for the caller's kept file: the supplier to choose, the columns to match, or the preview. */
export async function loadAsnImportPage(
  db: Database,
  shop: ShopScope,
  input: { token: string | null; supplierId: number | null },
): Promise<AsnImportPageData> {
  const { token } = input;
  if (!token) return { step: 'upload', expired: false };
  const bytes = await readUpload(shop, token);
  if (!bytes) return { step: 'upload', expired: true };
  const format = asnFileFormat(bytes, null);
  if (!format) return { step: 'invalid', errors: [{ code: 'file_unknown_format', at: null }] };
  const suppliers = await supplierOptions(db, shop);
  const supplierId = suppliers.some((option) => option.supplierId === input.supplierId) ? input.supplierId : null;

  if (isSheet(format)) {
    if (supplierId === null) return { step: 'supplier', token, format, why: 'sheet', suppliers, supplierId };
    const data = await readAsnSheetData(bytes);
    if (!data.ok) return { step: 'invalid', errors: data.errors };
    const remembered = await getImportMapping(db, shop, `asn:${supplierId}`);
    return {
      step: 'map',
      token,
      format,
      suppliers,
      supplierId,
      headers: data.sheet.headers,
      samples: data.sheet.rows.slice(0, 3),
      rows: data.sheet.rows.length,
      mapping: guessAsnMapping(data.sheet.headers, remembered),
      remembered: Object.keys(remembered).length > 0,
    };
  }

  const preview = await previewAsnFile(db, shop, { bytes, fileName: null, supplierId });
  if (preview.ok) {
    const { ok: _ok, ...data } = preview;
    return { step: 'preview', token, supplierId, mapping: null, preview: data };
  }
  if (preview.reason === 'format') return { step: 'invalid', errors: preview.errors };
  const why = preview.reason === 'supplier_mismatch' ? 'mismatch' : 'unknown';
  return { step: 'supplier', token, format, why, suppliers, supplierId };
}

export interface AsnImportStepInput {
  token: string | null;
  supplierId: number | null;
  intent: 'preview' | 'import';
  /** The field chosen for the spreadsheet's column `index`; absent for a message. */
  column: (index: number) => unknown;
  hasColumns: boolean;
}

export type AsnImportStepResult =
  | { ok: true; data: Extract<AsnImportActionData, { step: 'preview' | 'done' }> }
  | { ok: false; reason: 'forbidden' | 'shop_deleted' }
  | { ok: false; data: Exclude<AsnImportActionData, { step: 'preview' | 'done' }> };

const failed = (data: Exclude<AsnImportActionData, { step: 'preview' | 'done' }>): AsnImportStepResult => ({
  ok: false,
  data,
});

/** Preview with the chosen columns (remembering them for the supplier), or import the kept file in one transaction. */
export async function runAsnImportStep(
  db: Database,
  shop: ShopScope,
  input: AsnImportStepInput,
): Promise<AsnImportStepResult> {
  if (!mayInShop(shop, 'asn:import')) return { ok: false, reason: 'forbidden' };
  if (shop.shopDeleted) return { ok: false, reason: 'shop_deleted' };
  const { token, supplierId } = input;
  const bytes = token ? await readUpload(shop, token) : null;
  if (!bytes || !token) return failed({ step: 'error', error: 'expired' });
  const format = asnFileFormat(bytes, null);
  if (!format) return failed({ step: 'format', errors: [{ code: 'file_unknown_format', at: null }] });

  let mapping: AsnColumnMapping | null = null;
  if (isSheet(format)) {
    if (supplierId === null || !(await supplierOptions(db, shop)).some((option) => option.supplierId === supplierId))
      return failed({ step: 'error', error: 'supplier' });
    const data = await readAsnSheetData(bytes);
    if (!data.ok) return failed({ step: 'format', errors: data.errors });
    mapping = input.hasColumns ? readAsnMapping(data.sheet.headers.length, input.column) : null;
    if (!mapping) return failed({ step: 'mapping', errors: null });
    const errors = asnMappingErrors(mapping);
    if (errors.length) return failed({ step: 'mapping', errors });
    if (input.intent === 'preview')
      await saveImportMapping(db, shop, `asn:${supplierId}`, rememberedColumns(data.sheet.headers, mapping));
  }

  if (input.intent === 'preview') {
    const preview = await previewAsnFile(db, shop, {
      bytes,
      fileName: null,
      supplierId,
      mapping: mapping ?? undefined,
    });
    if (!preview.ok) return failed(failureOf(preview));
    const { ok: _ok, ...data } = preview;
    return { ok: true, data: { step: 'preview', token, supplierId, mapping, preview: data } };
  }

  const result = await importAsnFile(db, shop, {
    bytes,
    fileName: null,
    supplierId,
    channel: 'upload',
    apiKeyId: null,
    userId: shop.actor.userId,
    mapping: mapping ?? undefined,
  });
  if (!result.ok) {
    if (result.reason === 'receiving_started')
      return failed({ step: 'error', error: 'receivingStarted', number: result.asnNumber });
    if (result.reason === 'format' && isSheet(format)) return failed({ step: 'error', error: 'badRows' });
    return failed(failureOf(result));
  }
  await deleteUpload(shop, token);
  return { ok: true, data: { step: 'done', asns: result.asns } };
}

function failureOf(
  result:
    | { reason: 'format'; errors: AsnFormatError[] }
    | { reason: 'unknown_supplier' | 'supplier_mismatch' | 'needs_mapping' },
): Exclude<AsnImportActionData, { step: 'preview' | 'done' }> {
  switch (result.reason) {
    case 'format':
      return { step: 'format', errors: result.errors };
    case 'unknown_supplier':
      return { step: 'error', error: 'unknownSupplier' };
    case 'supplier_mismatch':
      return { step: 'error', error: 'supplierMismatch' };
    case 'needs_mapping':
      return { step: 'error', error: 'needsMapping' };
  }
}
