import Papa from 'papaparse';

/**
 * Characters that make a spreadsheet program read a CSV cell as a formula (OWASP "CSV injection"): `=cmd|' /C calc'!A0`
 * in a product name would run on the supplier's computer.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
/**
 * A plain decimal number, optionally negative, with a decimal point or a Slovenian decimal comma ("-1.50", "-1,50"):
 * never a formula, so it stays a number in the spreadsheet.
 */
const PLAIN_NUMBER = /^-?\d+([.,]\d+)?$/;

export type CsvCell = string | number | null | undefined;

/**
 * One cell as written to every CSV the product makes: numbers (a JavaScript number, or text that is exactly a decimal
 * number) as they are, any other text starting with = + - @ tab or CR prefixed with a single quote, which spreadsheet
 * programs show as text and do not evaluate.
 */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (FORMULA_START.test(value) && !PLAIN_NUMBER.test(value)) return `'${value}`;
  return value;
}

/** Reading a CSV the product wrote: drops the quote csvCell added, so an export imports back unchanged. */
export function csvCellValue(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) && !PLAIN_NUMBER.test(text.slice(1))
    ? text.slice(1)
    : text;
}

/** CSV lines (CRLF, no trailing newline) with every cell passed through csvCell: the only way the product writes CSV. */
export function csvLines(rows: readonly (readonly CsvCell[])[], delimiter: ';' | ',' = ';'): string {
  return Papa.unparse(
    rows.map((row) => row.map(csvCell)),
    { delimiter, newline: '\r\n' },
  );
}
