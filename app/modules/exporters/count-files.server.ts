import Decimal from 'decimal.js';
import path from 'node:path';
import type PDFKitDocument from 'pdfkit';
import { lazyPackage } from '#app/utils/lazy-package.server';
import type { TFunction } from 'i18next';
import { cartonSizeOf, countUnitOf, inMainUnit, mainUnitOf } from '#app/modules/inventory/inventory-units';
import { formatCalendarDate, editableQuantity } from '#app/modules/ordering/cart.format';
import { fontDir } from '#app/modules/ordering/order-document.server';
import { writeCsv } from '#app/modules/spreadsheet/write-sheet.server';
import type { Language } from '#app/utils/language';
import type { CountHead, CountLine } from './stock-export.repo.server';

const PDFDocument = lazyPackage<typeof PDFKitDocument>('pdfkit');

/** One line of the whole count as its CSV and XLSX show it (spec §3 Inventory); numbers as exact decimal strings. */
function countCells(line: CountLine) {
  const size = cartonSizeOf(line.units);
  const main = line.total === null ? null : inMainUnit(line.units, line.total);
  return {
    department: line.departmentName,
    subDepartment: line.subDepartmentName,
    sector: line.sectorName,
    piaCode: line.internalProductId ?? '',
    itemCode: line.supplierProductId ?? '',
    name: line.name,
    unitsPerCarton: size ? size.toString() : null,
    totalUnits: line.total,
    totalCartons: size && line.total !== null ? new Decimal(line.total).dividedBy(size).toFixed(3) : null,
    quantity: main ?? line.total,
    unit: main === null ? countUnitOf(line.units) : mainUnitOf(line.units),
  };
}

const COLUMNS = [
  'department',
  'subDepartment',
  'sector',
  'piaCode',
  'itemCode',
  'name',
  'unitsPerCarton',
  'totalUnits',
  'totalCartons',
  'quantity',
  'unit',
] as const;
const NUMERIC = new Set(['unitsPerCarton', 'totalUnits', 'totalCartons', 'quantity']);

const headersOf = (t: TFunction) => COLUMNS.map((column) => t(`stockExport.file.${column}`));

/** The whole count as CSV (";", BOM, formula-safe cells, numbers with the user's decimal mark and no grouping). */
export function countCsv(lines: CountLine[], t: TFunction, language: Language): Buffer {
  const rows = lines.map((line) => {
    const cells = countCells(line);
    return COLUMNS.map((column) => {
      const value = cells[column];
      if (value === null) return '';
      return NUMERIC.has(column) ? editableQuantity(language, value) : value;
    });
  });
  return Buffer.from(writeCsv(headersOf(t), rows), 'utf8');
}

/** The whole count as XLSX: a bold header row, numbers as numbers. */
export async function countXlsx(lines: CountLine[], t: TFunction, title: string): Promise<Buffer> {
  const { default: excel } = await import('exceljs');
  const workbook = new excel.Workbook();
  const sheet = workbook.addWorksheet(title.replace(/[*?:\\/[\]]/g, ' ').slice(0, 31) || 'Sheet1');
  sheet.addRow(headersOf(t)).font = { bold: true };
  for (const line of lines) {
    const cells = countCells(line);
    sheet.addRow(
      COLUMNS.map((column) => {
        const value = cells[column];
        if (value === null) return null;
        return NUMERIC.has(column) ? Number(value) : value;
      }),
    );
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * The printable count sheet: one section a sector in walking order (department › sub-department › sector heading),
 * its products in shelf order with an empty box to write the count in, the unit and the carton size; the expected
 * quantity only when the count is not blind. A4 portrait, DejaVu Sans (č š ž), "Page n of m" at the foot.
 */
export function countSheetPdf(
  count: CountHead,
  lines: CountLine[],
  ctx: { t: TFunction; language: Language; shopName: string; compress?: boolean },
): Promise<Buffer> {
  const { t } = ctx;
  const { name } = count;
  const title = t('stockExport.file.sheetTitle', { name });
  const pdf = new (PDFDocument())({ size: 'A4', margin: 36, compress: ctx.compress ?? true, bufferPages: true });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  pdf.info.Title = title;
  pdf.registerFont('regular', path.join(fontDir(), 'DejaVuSans.ttf'));
  pdf.registerFont('bold', path.join(fontDir(), 'DejaVuSans-Bold.ttf'));
  const left = pdf.page.margins.left;
  const width = pdf.page.width - left - pdf.page.margins.right;
  const bottom = () => pdf.page.height - pdf.page.margins.bottom - 16;
  const showExpected = !count.blind;
  const headers = [
    t('stockExport.file.piaCode'),
    t('stockExport.file.name'),
    t('stockExport.file.unitsPerCarton'),
    ...(showExpected ? [t('stockExport.file.expected')] : []),
    t('stockExport.file.cartons'),
    t('stockExport.file.counted'),
    t('stockExport.file.unit'),
  ];
  const weights = showExpected ? [1.2, 4, 1, 1.1, 1.2, 1.6, 0.8] : [1.2, 4.6, 1, 1.4, 1.8, 0.8];
  const boxes = new Set(showExpected ? [4, 5] : [3, 4]);
  const sum = weights.reduce((a, b) => a + b, 0);
  const widths = weights.map((weight) => (weight / sum) * width);

  pdf.font('bold').fontSize(15).text(title, left, pdf.y, { width });
  pdf.font('regular').fontSize(9);
  pdf.text(`${t('stockExport.file.shop')}: ${ctx.shopName}`);
  pdf.text(`${t('stockExport.file.date')}: ${formatCalendarDate(ctx.language, count.countDate)}`);
  if (count.blind) pdf.text(t('stockExport.file.blind'));
  pdf.text(t('stockExport.file.countedBy'));
  pdf.moveDown(0.5);

  const row = (cells: string[], font: 'regular' | 'bold', withBoxes: boolean) => {
    pdf.font(font).fontSize(8.5);
    const height = Math.max(18, ...cells.map((cell, i) => pdf.heightOfString(cell, { width: widths[i]! - 6 }) + 8));
    if (pdf.y + height > bottom()) {
      pdf.addPage();
      if (font === 'regular') row(headers, 'bold', false);
      pdf.font(font).fontSize(8.5);
    }
    const y = pdf.y;
    let x = left;
    cells.forEach((cell, i) => {
      if (withBoxes && boxes.has(i))
        pdf
          .rect(x + 2, y + 1, widths[i]! - 6, height - 4)
          .lineWidth(0.6)
          .strokeColor('#444444')
          .stroke();
      pdf.text(cell, x + 2, y + 4, { width: widths[i]! - 6 });
      x += widths[i]!;
    });
    pdf.y = y + height;
  };

  let sector: number | null = null;
  for (const line of lines) {
    if (line.countSectorId !== sector) {
      sector = line.countSectorId;
      if (pdf.y + 70 > bottom()) pdf.addPage();
      pdf.moveDown(0.6);
      const heading = `${line.departmentName} › ${line.subDepartmentName} › ${line.sectorName}`;
      // A bookmark a sector, so a reader jumps to it (and a test can read the sectors back).
      pdf.outline.addItem(heading);
      pdf.font('bold').fontSize(11).text(heading, left, pdf.y, { width });
      pdf.moveDown(0.2);
      row(headers, 'bold', false);
    }
    const size = cartonSizeOf(line.units);
    row(
      [
        line.internalProductId ?? '',
        line.name,
        size ? editableQuantity(ctx.language, size.toFixed(3)) : '',
        ...(showExpected
          ? [line.expectedQuantity === null ? '' : editableQuantity(ctx.language, line.expectedQuantity)]
          : []),
        '',
        '',
        countUnitOf(line.units),
      ],
      'regular',
      true,
    );
  }

  const { start, count: pages } = pdf.bufferedPageRange();
  for (let page = start; page < start + pages; page++) {
    pdf.switchToPage(page);
    const margin = pdf.page.margins.bottom;
    pdf.page.margins.bottom = 0;
    pdf
      .font('regular')
      .fontSize(8)
      .text(t('stockExport.file.page', { page: page - start + 1, pages }), left, pdf.page.height - margin - 10, {
        width,
        align: 'right',
      });
    pdf.page.margins.bottom = margin;
  }
  pdf.end();
  return done;
}
