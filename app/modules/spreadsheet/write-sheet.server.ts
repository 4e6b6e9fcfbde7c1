import ExcelJS from 'exceljs';
import Papa from 'papaparse';

/** CSV with a BOM so Excel opens UTF-8 (č š ž) correctly; ";" suits a Slovenian Excel. */
export function writeCsv(headers: string[], rows: string[][], delimiter: ';' | ',' = ';'): string {
  return '\uFEFF' + Papa.unparse({ fields: headers, data: rows }, { delimiter, newline: '\r\n' });
}

export async function writeXlsx(headers: string[], rows: string[][], sheetName = 'Sheet1'): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  sheet.addRow(headers).font = { bold: true };
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
