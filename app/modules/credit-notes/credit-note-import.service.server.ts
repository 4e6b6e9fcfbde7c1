import type { Database } from '#app/db/client.server';
import type { CreditNoteKind } from '#app/db/schema/reclamations';
import type { AsnFormatError } from '#app/modules/asn/asn-document';
import { decodeAsnText } from '#app/modules/asn/formats/decode-text';
import { detectAsnFormat } from '#app/modules/asn/formats/detect-format';
import { getImportMapping, saveImportMapping } from '#app/modules/products/import-mapping.repo.server';
import { deleteUpload, readUpload, storeUpload } from '#app/modules/products/import-upload.server';
import { rememberedColumns } from '#app/modules/spreadsheet/column-mapping';
import { readSheet, SheetError, type SheetData } from '#app/modules/spreadsheet/read-sheet.server';
import { mayInShop, type ShopScope } from '#app/modules/tenancy/shop-scope';
import type { ParsedCreditNote } from './credit-note-document';
import {
  creditNoteMappingErrors,
  guessCreditNoteMapping,
  readCreditNoteMapping,
  readCreditNoteSheet,
  type CreditNoteColumnMapping,
  type CreditNoteMappingError,
  type CreditNoteSheetRowError,
} from './credit-note-sheet';
import {
  listCreditNoteSuppliers,
  previewCreditNotes,
  saveCreditNote,
  supplierOfDocument,
  type PreviewDocument,
} from './credit-notes.service.server';
import { readUblCreditNote } from './formats/ubl-credit-note';

/**
 * The import page's steps (`/admin/deliveries/comparison/credit-notes/import`): keep the uploaded file (checked by
 * content and size), choose the supplier and kind of a spreadsheet and match its columns (remembered per shop and
 * supplier), or find the supplier a UBL document names; preview each line's match; import each document in its own
 * transaction. A document the shop already has (same supplier, kind and number) is refused by name, never doubled.
 */

export const MAX_CREDIT_NOTE_BYTES = 5 * 1024 * 1024;
const MAX_ROWS = 5000;

type FileFormat = 'ubl' | 'csv' | 'xlsx';
type Supplier = { supplierId: number; name: string };

/** The file's format by its content (the name only breaks ties): XML is read as UBL, else a spreadsheet. */
function fileFormat(bytes: Uint8Array, fileName: string | null): FileFormat | null {
  if (!bytes.length) return null;
  const head = new TextDecoder('utf-8')
    .decode(bytes.subarray(0, 1024))
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (head.startsWith('<')) return 'ubl';
  const format = detectAsnFormat(bytes, fileName);
  return format === 'csv' || format === 'xlsx' ? format : null;
}

const fileError = (code: string, params?: AsnFormatError['params']): AsnFormatError[] => [
  params ? { code, at: null, params } : { code, at: null },
];

async function sheetOf(
  bytes: Uint8Array,
): Promise<{ ok: true; sheet: SheetData } | { ok: false; errors: AsnFormatError[] }> {
  try {
    return { ok: true, sheet: await readSheet(Buffer.from(bytes), { maxRows: MAX_ROWS }) };
  } catch (error) {
    return {
      ok: false,
      errors: fileError(`sheet_${error instanceof SheetError ? error.code : 'unreadable'}`, { max: MAX_ROWS }),
    };
  }
}

/** Checks an uploaded file (its format by content, its size, a UBL document's structure) and keeps it. */
export async function receiveCreditNoteFile(
  shop: ShopScope,
  content: Buffer,
  fileName: string | null,
): Promise<{ ok: true; token: string } | { ok: false; errors: AsnFormatError[] }> {
  if (!content.length) return { ok: false, errors: fileError('file_empty') };
  if (content.length > MAX_CREDIT_NOTE_BYTES) return { ok: false, errors: fileError('file_too_large', { max: 5 }) };
  const format = fileFormat(content, fileName);
  if (!format) return { ok: false, errors: fileError('file_unknown_format') };
  if (format === 'ubl') {
    const read = readUblCreditNote(decodeAsnText(content, 'ubl'));
    if (!read.ok) return read;
  } else {
    const sheet = await sheetOf(content);
    if (!sheet.ok) return sheet;
  }
  return { ok: true, token: await storeUpload(shop, content) };
}

export type CreditNoteImportPageData =
  | { step: 'upload'; expired: boolean }
  | { step: 'invalid'; errors: AsnFormatError[] }
  | {
      step: 'choose';
      token: string;
      format: FileFormat;
      suppliers: Supplier[];
      supplierId: number | null;
      kind: CreditNoteKind;
    }
  | {
      step: 'map';
      token: string;
      format: FileFormat;
      suppliers: Supplier[];
      supplierId: number;
      kind: CreditNoteKind;
      headers: string[];
      samples: string[][];
      mapping: CreditNoteColumnMapping;
      remembered: boolean;
    }
  | { step: 'preview'; token: string; supplierId: number; kind: CreditNoteKind; preview: ImportPreview };

export interface ImportPreview {
  format: FileFormat;
  /** The spreadsheet's columns as checked (null for UBL), sent back with the import so it reads what was previewed. */
  columns: CreditNoteColumnMapping | null;
  supplierName: string;
  documents: PreviewDocument[];
  badRows: CreditNoteSheetRowError[];
}

export type CreditNoteImportActionData =
  | { step: 'error'; error: 'noFile' | 'tooLarge' | 'expired' | 'supplier' | 'badRows' }
  | { step: 'format'; errors: AsnFormatError[] }
  | { step: 'mapping'; errors: CreditNoteMappingError[] | null }
  | { step: 'preview'; token: string; supplierId: number; kind: CreditNoteKind; preview: ImportPreview }
  | { step: 'done'; imported: { id: number; number: string; unmatched: number }[]; duplicates: string[] };

interface Read {
  format: FileFormat;
  documents: ParsedCreditNote[];
  badRows: CreditNoteSheetRowError[];
}

/** The file's documents: a UBL document as it is, a spreadsheet through its mapping for the chosen kind. */
async function readFile(
  bytes: Uint8Array,
  format: FileFormat,
  sheet: { kind: CreditNoteKind; mapping: CreditNoteColumnMapping } | null,
): Promise<{ ok: true; read: Read } | { ok: false; errors: AsnFormatError[] }> {
  if (format === 'ubl') {
    const read = readUblCreditNote(decodeAsnText(bytes, 'ubl'));
    return read.ok ? { ok: true, read: { format, documents: [read.document], badRows: [] } } : read;
  }
  const data = await sheetOf(bytes);
  if (!data.ok) return data;
  const read = readCreditNoteSheet(data.sheet, sheet!.mapping, sheet!.kind);
  return { ok: true, read: { format, ...read } };
}

/** The page for the caller's kept file: the supplier and kind to choose, the columns to match, or the preview. */
export async function loadCreditNoteImport(
  db: Database,
  shop: ShopScope,
  input: { token: string | null; supplierId: number | null; kind: CreditNoteKind },
): Promise<CreditNoteImportPageData> {
  const { token, kind } = input;
  if (!token) return { step: 'upload', expired: false };
  const bytes = await readUpload(shop, token);
  if (!bytes) return { step: 'upload', expired: true };
  const format = fileFormat(bytes, null);
  if (!format) return { step: 'invalid', errors: fileError('file_unknown_format') };
  const suppliers = await listCreditNoteSuppliers(db, shop);
  let supplierId = suppliers.some((option) => option.supplierId === input.supplierId) ? input.supplierId : null;

  if (format === 'ubl') {
    const read = await readFile(bytes, format, null);
    if (!read.ok) return { step: 'invalid', errors: read.errors };
    supplierId ??= await supplierOfDocument(db, shop, read.read.documents[0]!);
    if (supplierId === null) return { step: 'choose', token, format, suppliers, supplierId, kind };
    const preview = await previewOf(db, shop, supplierId, suppliers, read.read);
    return { step: 'preview', token, supplierId, kind: read.read.documents[0]!.kind, preview };
  }
  if (supplierId === null) return { step: 'choose', token, format, suppliers, supplierId, kind };
  const data = await sheetOf(bytes);
  if (!data.ok) return { step: 'invalid', errors: data.errors };
  const remembered = await getImportMapping(db, shop, `credit-notes:${supplierId}`);
  return {
    step: 'map',
    token,
    format,
    suppliers,
    supplierId,
    kind,
    headers: data.sheet.headers,
    samples: data.sheet.rows.slice(0, 3),
    mapping: guessCreditNoteMapping(data.sheet.headers, remembered),
    remembered: Object.keys(remembered).length > 0,
  };
}

async function previewOf(
  db: Database,
  shop: ShopScope,
  supplierId: number,
  suppliers: Supplier[],
  read: Read,
  columns: CreditNoteColumnMapping | null = null,
): Promise<ImportPreview> {
  return {
    format: read.format,
    columns,
    supplierName: suppliers.find((option) => option.supplierId === supplierId)?.name ?? '',
    documents: await previewCreditNotes(db, shop, supplierId, read.documents),
    badRows: read.badRows,
  };
}

export interface CreditNoteImportStepInput {
  token: string | null;
  supplierId: number | null;
  kind: CreditNoteKind;
  intent: 'preview' | 'import';
  column: (index: number) => unknown;
  hasColumns: boolean;
}

export type CreditNoteImportStepResult =
  | { ok: true; data: Extract<CreditNoteImportActionData, { step: 'preview' | 'done' }> }
  | { ok: false; reason: 'forbidden' | 'shop_deleted' }
  | { ok: false; data: Exclude<CreditNoteImportActionData, { step: 'preview' | 'done' }> };

const failed = (
  data: Exclude<CreditNoteImportActionData, { step: 'preview' | 'done' }>,
): CreditNoteImportStepResult => ({
  ok: false,
  data,
});

/** Preview with the chosen columns (remembering them for the supplier), or import each document of the kept file. */
export async function runCreditNoteImportStep(
  db: Database,
  shop: ShopScope,
  input: CreditNoteImportStepInput,
): Promise<CreditNoteImportStepResult> {
  if (!mayInShop(shop, 'deliveries:credit_notes')) return { ok: false, reason: 'forbidden' };
  if (shop.shopDeleted) return { ok: false, reason: 'shop_deleted' };
  const { token } = input;
  const bytes = token ? await readUpload(shop, token) : null;
  if (!bytes || !token) return failed({ step: 'error', error: 'expired' });
  const format = fileFormat(bytes, null);
  if (!format) return failed({ step: 'format', errors: fileError('file_unknown_format') });
  const suppliers = await listCreditNoteSuppliers(db, shop);
  const supplierId = suppliers.some((option) => option.supplierId === input.supplierId) ? input.supplierId : null;
  if (supplierId === null) return failed({ step: 'error', error: 'supplier' });

  let mapping: CreditNoteColumnMapping | null = null;
  if (format !== 'ubl') {
    const data = await sheetOf(bytes);
    if (!data.ok) return failed({ step: 'format', errors: data.errors });
    // The preview's "Import" posts no columns: it imports with those the preview just remembered for the supplier.
    mapping = input.hasColumns
      ? readCreditNoteMapping(data.sheet.headers.length, input.column)
      : input.intent === 'import'
        ? guessCreditNoteMapping(data.sheet.headers, await getImportMapping(db, shop, `credit-notes:${supplierId}`))
        : null;
    if (!mapping) return failed({ step: 'mapping', errors: null });
    const errors = creditNoteMappingErrors(mapping);
    if (errors.length) return failed({ step: 'mapping', errors });
    if (input.intent === 'preview')
      await saveImportMapping(db, shop, `credit-notes:${supplierId}`, rememberedColumns(data.sheet.headers, mapping));
  }
  const read = await readFile(bytes, format, mapping ? { kind: input.kind, mapping } : null);
  if (!read.ok) return failed({ step: 'format', errors: read.errors });
  const kind = format === 'ubl' ? read.read.documents[0]!.kind : input.kind;

  if (input.intent === 'preview') {
    const preview = await previewOf(db, shop, supplierId, suppliers, read.read, mapping);
    return { ok: true, data: { step: 'preview', token, supplierId, kind, preview } };
  }
  // A file with rows that cannot be read is not imported in part: the rows are fixed and the file uploaded again.
  if (read.read.badRows.length) return failed({ step: 'error', error: 'badRows' });
  const imported: { id: number; number: string; unmatched: number }[] = [];
  const duplicates: string[] = [];
  for (const document of read.read.documents) {
    const saved = await saveCreditNote(db, shop, {
      supplierId,
      source: format === 'ubl' ? 'ubl' : 'spreadsheet',
      document,
    });
    if (saved.ok) imported.push({ id: saved.id, number: document.number, unmatched: saved.unmatched });
    else if (saved.reason === 'duplicate') duplicates.push(document.number);
    else if (saved.reason === 'forbidden' || saved.reason === 'shop_deleted')
      return { ok: false, reason: saved.reason };
    else return failed({ step: 'error', error: 'supplier' });
  }
  await deleteUpload(shop, token);
  return { ok: true, data: { step: 'done', imported, duplicates } };
}
