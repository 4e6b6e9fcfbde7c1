import type { AsnFormat } from '#app/db/schema/asn';
import { readSheet, SheetError, type SheetData } from '#app/modules/spreadsheet/read-sheet.server';
import type { AsnFormatError, ParsedAsn } from './asn-document';
import {
  asnMappingErrors,
  guessAsnMapping,
  readAsnSheet,
  type AsnColumnMapping,
  type AsnMappingError,
  type AsnSheetRowError,
} from './asn-sheet';
import { decodeAsnText } from './formats/decode-text';
import { readDesadv } from './formats/desadv';
import { detectAsnFormat } from './formats/detect-format';
import { readUblDespatchAdvice } from './formats/ubl-despatch-advice';

/**
 * An ASN file, whatever its format: told by its content (detectAsnFormat), then read by the EDIFACT DESADV or UBL
 * reader, or as a spreadsheet through its column mapping. Errors of the file itself have codes starting `file_` or
 * `sheet_` (translated from `asnImport.errors`); the readers' own codes are translated from `asnFormats.errors`.
 */

export const MAX_ASN_BYTES = 5 * 1024 * 1024;
/** Rows of a spreadsheet, and lines of all the messages of a file together. */
const MAX_ASN_LINES = 5000;

type SheetFormat = Extract<AsnFormat, 'csv' | 'xlsx'>;

export type AsnFileRead =
  | { ok: true; format: AsnFormat; asns: ParsedAsn[]; badRows: AsnSheetRowError[] }
  | { ok: false; reason: 'format'; errors: AsnFormatError[] }
  /** A spreadsheet without a usable mapping: its columns, the mapping guessed and what it lacks. */
  | {
      ok: false;
      reason: 'needs_mapping';
      format: SheetFormat;
      sheet: SheetData;
      mapping: AsnColumnMapping;
      errors: AsnMappingError[];
    };

export interface AsnSheetOptions {
  /** The columns as chosen on the page (one per column of the file). */
  mapping?: AsnColumnMapping;
  /** The shop's remembered choices for this supplier (header → field), read only when the file is a spreadsheet. */
  remembered?: () => Promise<Record<string, string>>;
}

const fileError = (
  code: string,
  params?: AsnFormatError['params'],
): { ok: false; reason: 'format'; errors: AsnFormatError[] } => ({
  ok: false,
  reason: 'format',
  errors: [params ? { code, at: null, params } : { code, at: null }],
});

/** The file's format, or null when it is none this import reads (checked by content, the name only breaks ties). */
export function asnFileFormat(bytes: Uint8Array, fileName: string | null): AsnFormat | null {
  return bytes.length ? detectAsnFormat(bytes, fileName) : null;
}

/** A spreadsheet's rows, or the error that stops it being read. */
export async function readAsnSheetData(
  bytes: Uint8Array,
): Promise<{ ok: true; sheet: SheetData } | { ok: false; reason: 'format'; errors: AsnFormatError[] }> {
  try {
    return { ok: true, sheet: await readSheet(Buffer.from(bytes), { maxRows: MAX_ASN_LINES }) };
  } catch (error) {
    const code = error instanceof SheetError ? error.code : 'unreadable';
    return fileError(`sheet_${code}`, { max: MAX_ASN_LINES });
  }
}

export async function readAsnFile(
  bytes: Uint8Array,
  fileName: string | null,
  options: AsnSheetOptions = {},
): Promise<AsnFileRead> {
  if (!bytes.length) return fileError('file_empty');
  if (bytes.length > MAX_ASN_BYTES) return fileError('file_too_large', { max: 5 });
  const format = asnFileFormat(bytes, fileName);
  if (!format) return fileError('file_unknown_format');

  if (format === 'desadv' || format === 'ubl') {
    const text = decodeAsnText(bytes, format);
    const read = format === 'desadv' ? readDesadv(text) : readUblDespatchAdvice(text);
    if (!read.ok) return { ok: false, reason: 'format', errors: read.errors };
    if (!read.asns.length) return fileError('file_no_asn');
    const lines = read.asns.reduce((total, asn) => total + asn.lines.length, 0);
    if (lines > MAX_ASN_LINES) return fileError('file_too_many_lines', { max: MAX_ASN_LINES });
    return { ok: true, format, asns: read.asns, badRows: [] };
  }

  const data = await readAsnSheetData(bytes);
  if (!data.ok) return data;
  const { sheet } = data;
  const given = options.mapping?.length === sheet.headers.length ? options.mapping : null;
  const remembered = given ? null : options.remembered ? await options.remembered() : {};
  const mapping = given ?? guessAsnMapping(sheet.headers, remembered ?? {});
  const errors = asnMappingErrors(mapping);
  // Without a choice made on the page or remembered for the supplier, a guess is only offered, never imported.
  if (errors.length || (!given && Object.keys(remembered ?? {}).length === 0))
    return { ok: false, reason: 'needs_mapping', format, sheet, mapping, errors };
  const read = readAsnSheet(sheet, mapping, format);
  if (!read.asns.length && !read.badRows.length) return fileError('file_no_asn');
  return { ok: true, format, asns: read.asns, badRows: read.badRows };
}
