import path from 'node:path';
import type PDFKitDocument from 'pdfkit';
import { lazyPackage } from '#app/utils/lazy-package.server';
import { fontDir } from '#app/modules/ordering/order-document.server';
import { writeCsv, writeXlsx } from '#app/modules/spreadsheet/write-sheet.server';
import type { ExportFormat } from './record-filters';

const PDFDocument = lazyPackage<typeof PDFKitDocument>('pdfkit');

/** A filtered list as a document: its title, the facts printed above it (shop, period, filters) and its cells. */
export interface ExportTable {
  title: string;
  facts: [label: string, value: string][];
  headers: string[];
  /** Each column's share of the PDF page's width. */
  weights: number[];
  rows: string[][];
  /** Printed in the PDF's footer: "Page {{page}} of {{pages}}". */
  pageLabel: (page: number, pages: number) => string;
}

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

/**
 * The one export of the record lists: CSV (";", BOM, every cell formula-safe through csvCell, as the product
 * export), XLSX (exceljs, a header row then the rows) or PDF (pdfkit, A4 landscape, DejaVu Sans, the title and facts
 * on top, the header repeated on every page, "Page n of m" at the foot). `compress: false` lets tests read the PDF.
 */
export async function renderTableExport(
  table: ExportTable,
  format: ExportFormat,
  options: { compress?: boolean } = {},
): Promise<{ body: Buffer; contentType: string }> {
  const contentType = CONTENT_TYPES[format];
  switch (format) {
    case 'csv':
      return { body: Buffer.from(writeCsv(table.headers, table.rows), 'utf8'), contentType };
    case 'xlsx':
      return { body: await writeXlsx(table.headers, table.rows, table.title.slice(0, 31)), contentType };
    case 'pdf':
      return { body: await renderTablePdf(table, options.compress ?? true), contentType };
  }
}

function renderTablePdf(table: ExportTable, compress: boolean): Promise<Buffer> {
  const pdf = new (PDFDocument())({
    size: 'A4',
    layout: 'landscape',
    margin: 32,
    compress,
    bufferPages: true,
    info: { Title: table.title },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  pdf.registerFont('regular', path.join(fontDir(), 'DejaVuSans.ttf'));
  pdf.registerFont('bold', path.join(fontDir(), 'DejaVuSans-Bold.ttf'));
  const left = pdf.page.margins.left;
  const width = pdf.page.width - left - pdf.page.margins.right;
  const footer = 16;
  const bottom = () => pdf.page.height - pdf.page.margins.bottom - footer;
  const totalWeight = table.weights.reduce((sum, weight) => sum + weight, 0) || 1;
  const widths = table.weights.map((weight) => (weight / totalWeight) * width);

  pdf.font('bold').fontSize(15).text(table.title, left, pdf.y, { width });
  pdf.moveDown(0.3).fontSize(9);
  for (const [label, value] of table.facts)
    pdf.font('bold').text(`${label}: `, { continued: true }).font('regular').text(value);
  pdf.moveDown(0.6);

  const row = (cells: string[], font: 'regular' | 'bold') => {
    pdf.font(font).fontSize(7.5);
    const height = Math.max(...cells.map((cell, i) => pdf.heightOfString(cell, { width: widths[i]! - 4 }))) + 5;
    if (pdf.y + height > bottom()) {
      pdf.addPage();
      if (font === 'regular') row(table.headers, 'bold');
      pdf.font(font).fontSize(7.5);
    }
    const y = pdf.y;
    let x = left;
    cells.forEach((cell, i) => {
      pdf.text(cell, x, y, { width: widths[i]! - 4 });
      x += widths[i]!;
    });
    pdf.y = y + height;
    pdf
      .moveTo(left, pdf.y - 2)
      .lineTo(left + width, pdf.y - 2)
      .lineWidth(0.3)
      .strokeColor('#999999')
      .stroke();
  };
  row(table.headers, 'bold');
  for (const cells of table.rows) row(cells, 'regular');

  const { start, count } = pdf.bufferedPageRange();
  for (let page = start; page < start + count; page++) {
    pdf.switchToPage(page);
    // Writing below the bottom margin would start a new page: lift the margin while the footer is written.
    const margin = pdf.page.margins.bottom;
    pdf.page.margins.bottom = 0;
    pdf
      .font('regular')
      .fontSize(8)
      .text(table.pageLabel(page - start + 1, count), left, pdf.page.height - margin - 10, { width, align: 'right' });
    pdf.page.margins.bottom = margin;
  }
  pdf.end();
  return done;
}
