import { Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { checkZipArchive } from './zip-limits.server';
import { csvCellValue } from './csv-cell';
import type { TranslationKey } from '#app/locales';

export interface SheetData {
  headers: string[];
  rows: string[][];
}

export type SheetErrorCode = 'unreadable' | 'too_many_rows' | 'too_large' | 'empty';

export class SheetError extends Error {
  /** The message's translation key, also the error's message. */
  readonly key: TranslationKey;

  constructor(readonly code: SheetErrorCode) {
    const key = `spreadsheet.${code}` as const;
    super(key);
    this.key = key;
  }
}

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

/** Decided by content, never by the file name: an XLSX is a zip archive, anything else must be text. */
export function detectKind(content: Buffer): 'xlsx' | 'csv' {
  return ZIP_MAGIC.every((byte, index) => content[index] === byte) ? 'xlsx' : 'csv';
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  // Number(x.toPrecision(15)) drops binary float noise such as 0.30000000000000004.
  if (typeof value === 'number') return String(Number(value.toPrecision(15)));
  if (typeof value === 'object') {
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value) return String(value.text);
    return '';
  }
  return String(value);
}

function decodeText(content: Buffer): string {
  const utf8 = new TextDecoder('utf-8', { fatal: false }).decode(content).replace(/^\uFEFF/, '');
  // Invalid UTF-8 decodes to U+FFFD; older Slovenian Excel saves CSV as Windows-1250.
  if (!utf8.includes('\uFFFD')) return utf8;
  return new TextDecoder('windows-1250').decode(content);
}

function normalise(table: string[][], maxRows: number): SheetData {
  const nonEmpty = table.filter((row) => row.some((cell) => cell !== ''));
  if (nonEmpty.length === 0) throw new SheetError('empty');
  const [headers = [], ...rows] = nonEmpty;
  if (rows.length > maxRows) throw new SheetError('too_many_rows');
  return { headers, rows };
}

/**
 * The first sheet of an XLSX, read as a stream: the archive is checked first (zip-limits.server.ts: entry count and
 * unpacked size, from the central directory and verified while unpacking), then rows are read one by one and reading
 * stops as soon as there are more than the header and `maxRows` rows, so no whole workbook is ever held in memory.
 */
async function readXlsxRows(content: Buffer, maxRows: number): Promise<string[][]> {
  const archive = await checkZipArchive(content);
  if (archive !== 'ok') throw new SheetError(archive === 'too_large' ? 'too_large' : 'unreadable');
  const table: string[][] = [];
  try {
    // Loaded on first use: most servers never read a workbook, and exceljs costs 27 MB and a second at start.
    const { default: excel } = await import('exceljs');
    const reader = new excel.stream.xlsx.WorkbookReader(Readable.from([content]), {
      worksheets: 'emit',
      sharedStrings: 'cache',
      // Styles say which numbers are dates.
      styles: 'cache',
      hyperlinks: 'ignore',
      entries: 'ignore',
    });
    for await (const worksheet of reader) {
      for await (const row of worksheet) {
        const values: string[] = [];
        for (let column = 1; column <= row.cellCount; column++) values.push(cellText(row.getCell(column).value).trim());
        if (values.some((cell) => cell !== '')) table.push(values);
        if (table.length > maxRows + 1) throw new SheetError('too_many_rows');
      }
      break;
    }
  } catch (error) {
    if (error instanceof SheetError) throw error;
    throw new SheetError('unreadable');
  }
  return table;
}

/** Reads the first sheet of an XLSX or a CSV (";" or "," guessed); the first non-empty row is the header row. */
export async function readSheet(content: Buffer, options: { maxRows: number }): Promise<SheetData> {
  const table: string[][] = [];
  if (detectKind(content) === 'xlsx') {
    table.push(...(await readXlsxRows(content, options.maxRows)));
  } else {
    if (content.includes(0)) throw new SheetError('unreadable');
    const text = decodeText(content);
    const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
    const delimiter = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
    const parsed = Papa.parse<string[]>(text, { delimiter, skipEmptyLines: 'greedy' });
    for (const row of parsed.data) table.push(row.map((cell) => csvCellValue(cell.trim())));
  }
  return normalise(table, options.maxRows);
}
