import path from 'node:path';
import Decimal from 'decimal.js';
import type PDFKitDocument from 'pdfkit';
import { lazyPackage } from '#app/utils/lazy-package.server';
import type { FileStorage } from '#app/modules/files/file-storage';
import { fontDir, plainQuantity } from '#app/modules/ordering/order-document.server';
import { formatDate, formatMoney } from '#app/utils/format';
import { getServerT } from '#app/utils/i18n.server';
import type { Language } from '#app/utils/language';
import type { ReclamationLineRow, ReclamationRow } from './reclamations.repo.server';

const PDFDocument = lazyPackage<typeof PDFKitDocument>('pdfkit');

/** A photo of the note as the PDF shows it: of a claimed line (its position) or of the whole delivery (null). */
export interface DocumentPhoto {
  linePosition: number | null;
  productName: string | null;
  body: Buffer;
}

/** "reklamacija-7" / "reclamation-7": the attachment's name. */
export function reclamationFileName(language: Language, number: number): string {
  return `${getServerT(language)('reclamations.document.fileName', { number })}.pdf`;
}

/** The photos of the claimed lines and of the whole delivery, read from file storage (a missing file is left out). */
export async function readDocumentPhotos(
  storage: FileStorage,
  lines: readonly Pick<ReclamationLineRow, 'position' | 'productName' | 'lineUid'>[],
  photos: readonly { lineUid: string | null; fileKey: string }[],
): Promise<DocumentPhoto[]> {
  const byUid = new Map(lines.filter((line) => line.lineUid).map((line) => [line.lineUid!, line]));
  const kept = photos.filter((photo) => photo.lineUid === null || byUid.has(photo.lineUid));
  const files = await Promise.all(kept.map((photo) => storage.get(photo.fileKey)));
  return kept.flatMap((photo, index) => {
    const file = files[index];
    if (!file) return [];
    const line = photo.lineUid ? byUid.get(photo.lineUid)! : null;
    return [{ linePosition: line?.position ?? null, productName: line?.productName ?? null, body: file.body }];
  });
}

/** The reclamation as the PDF mailed to the supplier (A4, DejaVu Sans so č š ž print right), with its photos. */
export function renderReclamationPdf(
  doc: { reclamation: ReclamationRow; lines: readonly ReclamationLineRow[]; photos: readonly DocumentPhoto[] },
  language: Language,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const t = getServerT(language);
  const { reclamation, lines, photos } = doc;
  const pdf = new (PDFDocument())({
    size: 'A4',
    margin: 40,
    compress: options.compress ?? true,
    info: { Title: t('reclamations.document.title', { number: reclamation.number }) },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  pdf.registerFont('regular', path.join(fontDir(), 'DejaVuSans.ttf'));
  pdf.registerFont('bold', path.join(fontDir(), 'DejaVuSans-Bold.ttf'));
  const money = (value: string) => formatMoney(language, value);
  const left = pdf.page.margins.left;
  const width = pdf.page.width - left - pdf.page.margins.right;
  const bottom = () => pdf.page.height - pdf.page.margins.bottom;

  pdf
    .font('bold')
    .fontSize(16)
    .text(t('reclamations.document.title', { number: reclamation.number }));
  pdf.moveDown(0.5).font('regular').fontSize(9);
  const top = pdf.y;
  const supplier = reclamation.supplier;
  pdf
    .font('bold')
    .text(t('reclamations.document.from'), left, top)
    .font('regular')
    .text([reclamation.company, reclamation.shop.name, reclamation.shop.address].filter(Boolean).join('\n'), {
      width: width / 2 - 10,
    });
  const afterShop = pdf.y;
  pdf
    .font('bold')
    .text(t('reclamations.document.to'), left + width / 2, top)
    .font('regular')
    .text(
      [
        supplier.name,
        supplier.address,
        [supplier.postCode, supplier.city].filter(Boolean).join(' '),
        supplier.vatNumber,
      ]
        .filter(Boolean)
        .join('\n'),
      { width: width / 2 },
    );
  pdf.y = Math.max(afterShop, pdf.y) + 10;
  pdf.x = left;
  const facts: [string, string][] = [
    [t('reclamations.document.number'), String(reclamation.number)],
    [
      t('reclamations.document.date'),
      formatDate(language, reclamation.sentAt ?? new Date(), reclamation.shop.timeZone),
    ],
    [t('reclamations.document.deliveryNote'), reclamation.deliveryNumber ?? '—'],
    [t('reclamations.document.deliveryDate'), formatDate(language, `${reclamation.deliveryDate}T12:00:00Z`, 'UTC')],
  ];
  if (reclamation.orderNumber !== null) facts.push([t('reclamations.document.order'), String(reclamation.orderNumber)]);
  for (const [label, value] of facts)
    pdf.font('bold').text(`${label}: `, { continued: true }).font('regular').text(value);
  const flags = (['damagedSeal', 'missingSeal', 'dirty', 'unacceptable'] as const).filter((flag) => reclamation[flag]);
  if (flags.length)
    pdf
      .moveDown(0.3)
      .font('bold')
      .text(`${t('reclamations.document.deliveryProblems')}: `, { continued: true })
      .font('regular')
      .text(flags.map((flag) => t(`reclamations.flags.${flag}`)).join(', '));
  if (reclamation.note)
    pdf
      .moveDown(0.3)
      .font('bold')
      .text(`${t('reclamations.document.note')}: `, { continued: true })
      .font('regular')
      .text(reclamation.note);
  pdf.moveDown();

  const columns = [
    { key: 'position', width: 22, align: 'left' },
    { key: 'product', width: 140, align: 'left' },
    { key: 'reason', width: 80, align: 'left' },
    { key: 'quantity', width: 60, align: 'right' },
    { key: 'price', width: 60, align: 'right' },
    { key: 'amount', width: 60, align: 'right' },
    { key: 'note', width: width - 422, align: 'left' },
  ] as const;
  const row = (cells: Record<(typeof columns)[number]['key'], string>, font: 'regular' | 'bold') => {
    pdf.font(font).fontSize(8);
    const height =
      Math.max(...columns.map((column) => pdf.heightOfString(cells[column.key], { width: column.width - 4 }))) + 4;
    if (pdf.y + height > bottom()) pdf.addPage();
    const y = pdf.y;
    let x = left;
    for (const column of columns) {
      pdf.text(cells[column.key], x, y, { width: column.width - 4, align: column.align });
      x += column.width;
    }
    pdf.y = y + height;
    pdf
      .moveTo(left, pdf.y - 2)
      .lineTo(left + width, pdf.y - 2)
      .lineWidth(0.3)
      .strokeColor('#999999')
      .stroke();
  };
  row(
    {
      position: '#',
      product: t('reclamations.document.product'),
      reason: t('reclamations.document.reason'),
      quantity: t('reclamations.document.quantity'),
      price: t('reclamations.document.unitPrice'),
      amount: t('reclamations.document.amount'),
      note: t('reclamations.document.note'),
    },
    'bold',
  );
  for (const line of lines)
    row(
      {
        position: String(line.position),
        product: [line.productName, line.itemCode].filter(Boolean).join('\n'),
        reason: t(`reclamations.reasons.${line.reason}`),
        quantity: `${plainQuantity(line.quantity)}${line.unit ? ` ${line.unit}` : ''}`,
        price: line.unitPrice === null ? '—' : money(line.unitPrice),
        amount: line.amount === null ? '—' : money(line.amount),
        note: line.note ?? '',
      },
      'regular',
    );
  const total = lines.reduce((sum, line) => sum.plus(line.amount ?? 0), new Decimal(0)).toFixed(2);
  pdf.moveDown();
  pdf.x = left;
  pdf
    .font('bold')
    .fontSize(9)
    .text(`${t('reclamations.document.total')}: ${money(total)}`, left, pdf.y, { width, align: 'right' });

  if (photos.length) {
    pdf.moveDown();
    pdf.font('bold').fontSize(11).text(t('reclamations.document.photos'), left);
    pdf.moveDown(0.5);
    for (const photo of photos) {
      const caption =
        photo.linePosition === null
          ? t('reclamations.document.photoOfDelivery')
          : t('reclamations.document.photoOfLine', { position: photo.linePosition, product: photo.productName });
      if (pdf.y + 220 > bottom()) pdf.addPage();
      pdf.font('regular').fontSize(8).text(caption, left);
      pdf.image(photo.body, left, pdf.y + 2, { fit: [260, 195] });
      pdf.y += 205;
    }
  }
  pdf.end();
  return done;
}
