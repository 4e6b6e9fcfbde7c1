import { PassThrough, Readable } from 'node:stream';
import { csvLines } from './csv-cell';

/**
 * CSV with a BOM so Excel opens UTF-8 (č š ž) correctly; ";" suits a Slovenian Excel. Cells that a spreadsheet would
 * run as a formula are neutralised (csvCell).
 */
export function writeCsv(headers: string[], rows: string[][], delimiter: ';' | ',' = ';'): string {
  return '\uFEFF' + csvLines([headers, ...rows], delimiter);
}

export async function writeXlsx(headers: string[], rows: string[][], sheetName = 'Sheet1'): Promise<Buffer> {
  // Loaded on first use: exceljs costs 27 MB and a second at start, and most requests never write a workbook.
  const { default: excel } = await import('exceljs');
  const workbook = new excel.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  sheet.addRow(headers).font = { bold: true };
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Rows without a header line, to append to a CSV that writeCsv (or streamCsv) started. */
function csvBatch(rows: string[][], delimiter: ';' | ','): string {
  return rows.length ? csvLines(rows, delimiter) + '\r\n' : '';
}

/** A CSV written batch by batch as the batches arrive, so a large table is never held in memory at once. */
export function streamCsv(
  headers: string[],
  batches: AsyncIterable<string[][]>,
  delimiter: ';' | ',' = ';',
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = batches[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode('\uFEFF' + csvLines([headers], delimiter) + '\r\n'));
    },
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(csvBatch(next.value, delimiter)));
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}

/** An XLSX written with exceljs' streaming writer, one committed row at a time, batch by batch; numbers as numbers. */
export function streamXlsx(
  headers: string[],
  batches: AsyncIterable<(string | number | null)[][]>,
  sheetName = 'Sheet1',
): ReadableStream<Uint8Array> {
  const output = new PassThrough();
  void (async () => {
    try {
      const { default: excel } = await import('exceljs');
      const workbook = new excel.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true });
      const sheet = workbook.addWorksheet(sheetName);
      const header = sheet.addRow(headers);
      header.font = { bold: true };
      header.commit();
      for await (const rows of batches) for (const row of rows) sheet.addRow(row).commit();
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      output.destroy(error as Error);
    }
  })();
  return Readable.toWeb(output) as ReadableStream<Uint8Array>;
}
