import ExcelJS from 'exceljs';
import Papa from 'papaparse';

export interface SheetData {
  headers: string[];
  rows: string[][];
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('text' in value) return String(value.text);
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    return '';
  }
  return String(value);
}

/**
 * A minimal reader for the import (app/modules/spreadsheet/ did not exist yet): the first sheet of an XLSX or a CSV
 * (delimiter guessed, so ";" from a Slovenian Excel works), first row as headers, empty rows dropped.
 */
export async function readOrderFile(name: string, content: Buffer): Promise<SheetData> {
  let table: string[][];
  if (/\.xlsx$/i.test(name)) {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(content as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    table = [];
    sheet?.eachRow({ includeEmpty: false }, (row) => {
      const values: string[] = [];
      for (let column = 1; column <= row.cellCount; column++) values.push(cellText(row.getCell(column).value).trim());
      table.push(values);
    });
  } else {
    const parsed = Papa.parse<string[]>(content.toString('utf8').replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
    table = parsed.data.map((row) => row.map((cell) => cell.trim()));
  }
  const [headers = [], ...rows] = table.filter((row) => row.some((cell) => cell !== ''));
  return { headers, rows };
}
