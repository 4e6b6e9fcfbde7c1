import { createRequire } from 'node:module';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type PDFKitDocument from 'pdfkit';
import { lazyPackage } from '#app/utils/lazy-package.server';
import type { DbOrTx } from '#app/db/client.server';
import { companies, shops, shopSuppliers, suppliers, users } from '#app/db/schema';
import type { Language } from '#app/utils/language';
import { csvLines } from '#app/modules/spreadsheet/csv-cell';
import type { ShopScope } from '#app/modules/tenancy/shop-scope';
import { formatDate, formatMoney, formatNumber } from '#app/utils/format';
import { getServerT } from '#app/utils/i18n.server';
import { getOrderWithLines } from './orders.repo.server';

const PDFDocument = lazyPackage<typeof PDFKitDocument>('pdfkit');

/** An order as sent to the supplier: the PDF and CSV attachments and the download are made from this. */
export interface OrderDocument {
  id: number;
  number: number;
  createdAt: Date;
  deliveryDate: string;
  note: string | null;
  timeZone: string;
  company: string;
  shop: { name: string; address: string | null; deliveryAddress: string | null; gln: string | null };
  supplier: {
    name: string;
    address: string | null;
    postCode: string | null;
    city: string | null;
    vatNumber: string | null;
    customerIdAtSupplier: string | null;
  };
  createdBy: string | null;
  lines: {
    position: number;
    productName: string;
    supplierProductId: string | null;
    ean: string | null;
    unit: string | null;
    quantity: string;
    price: string;
    discount: string;
    vat: string;
    netAmount: string;
    grossAmount: string;
  }[];
  totals: { net: string; vat: string; gross: string };
}

/** The order of the target's shop as a document, or null (not found, or another shop's). */
export async function loadOrderDocument(db: DbOrTx, target: ShopScope, orderId: number): Promise<OrderDocument | null> {
  const order = await getOrderWithLines(db, target, orderId);
  if (!order) return null;
  const [row] = await db
    .select({
      company: companies.name,
      shop: {
        name: shops.name,
        address: shops.address,
        deliveryAddress: shops.deliveryAddress,
        gln: shops.gln,
        timeZone: shops.timeZone,
      },
      supplier: {
        name: suppliers.name,
        address: suppliers.address,
        postCode: suppliers.postCode,
        city: suppliers.city,
        vatNumber: suppliers.vatNumber,
      },
      customerIdAtSupplier: shopSuppliers.customerIdAtSupplier,
      fallbackCustomerId: suppliers.customerIdAtSupplier,
    })
    .from(shops)
    .innerJoin(companies, eq(companies.id, shops.companyId))
    .innerJoin(suppliers, eq(suppliers.id, order.supplierId))
    .leftJoin(shopSuppliers, and(eq(shopSuppliers.shopId, shops.id), eq(shopSuppliers.supplierId, suppliers.id)))
    .where(and(eq(shops.companyId, target.companyId), eq(shops.id, target.shopId)))
    .limit(1);
  if (!row) return null;
  const [creator] = order.createdByUserId
    ? await db
        .select({ name: users.name, lastname: users.lastname })
        .from(users)
        .where(eq(users.id, order.createdByUserId))
    : [];
  return {
    id: order.id,
    number: order.number,
    createdAt: order.createdAt,
    deliveryDate: order.deliveryDate,
    note: order.note,
    timeZone: row.shop.timeZone,
    company: row.company,
    shop: {
      name: row.shop.name,
      address: row.shop.address,
      deliveryAddress: row.shop.deliveryAddress,
      gln: row.shop.gln,
    },
    supplier: { ...row.supplier, customerIdAtSupplier: row.customerIdAtSupplier ?? row.fallbackCustomerId },
    createdBy: creator ? `${creator.name} ${creator.lastname ?? ''}`.trim() : null,
    lines: order.lines.map((line) => ({
      position: line.position,
      productName: line.productName,
      supplierProductId: line.supplierProductId,
      ean: line.ean,
      unit: line.unit,
      quantity: line.quantity,
      price: line.price,
      discount: line.discount,
      vat: line.vat,
      netAmount: line.netAmount,
      grossAmount: line.grossAmount,
    })),
    totals: { net: order.netTotal, vat: order.vatTotal, gross: order.grossTotal },
  };
}

/** The order of the shop as the PDF a user downloads, with its file name; null when it is not the shop's. */
export async function loadOrderPdf(
  db: DbOrTx,
  target: ShopScope,
  orderId: number,
  language: Language,
): Promise<{ fileName: string; pdf: Buffer } | null> {
  const order = await loadOrderDocument(db, target, orderId);
  if (!order) return null;
  return { fileName: orderFileName(language, order, 'pdf'), pdf: await renderOrderPdf(order, language) };
}

/** "narocilo-12" / "order-12": the attachments' and the download's name. */
export function orderFileName(
  language: Language,
  doc: Pick<OrderDocument, 'number'>,
  extension: 'pdf' | 'csv',
): string {
  return `${getServerT(language)('cart.document.fileName', { number: doc.number })}.${extension}`;
}

/** Stored quantities have three decimals ("6.000"); the documents show "6". */
export function plainQuantity(value: string): string {
  return value.includes('.') ? value.replace(/\.?0+$/, '') : value;
}

/**
 * One line per product, for the supplier's system: machine-readable (comma-separated, decimal point, no thousands
 * separators), UTF-8 with a byte-order mark so spreadsheet programs read č š ž. Text that a spreadsheet would run as a
 * formula (a product named `=cmd|…`) is neutralised by csvCell; the amounts stay numbers.
 */
export function renderOrderCsv(doc: OrderDocument, language: Language): Buffer {
  const t = getServerT(language);
  const CSV_COLUMNS = [
    'supplierProductId',
    'ean',
    'name',
    'quantity',
    'unit',
    'price',
    'discount',
    'vat',
    'netAmount',
    'grossAmount',
  ] as const;
  const header = CSV_COLUMNS.map((key) => t(`cart.csv.${key}`));
  const rows = doc.lines.map((line) => [
    line.supplierProductId ?? '',
    line.ean ?? '',
    line.productName,
    plainQuantity(line.quantity),
    line.unit ?? '',
    line.price,
    line.discount,
    line.vat,
    line.netAmount,
    line.grossAmount,
  ]);
  return Buffer.from(`\uFEFF${csvLines([header, ...rows], ',')}\r\n`, 'utf8');
}

/** Where the DejaVu fonts are: every PDF of the product embeds them so č š ž print right. */
export const fontDir = () =>
  path.join(path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');

/** The order as a PDF (A4), with DejaVu Sans embedded so č š ž print right. `compress: false` lets tests read the text. */
export function renderOrderPdf(
  doc: OrderDocument,
  language: Language,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const t = getServerT(language);
  const pdf = new (PDFDocument())({
    size: 'A4',
    margin: 40,
    compress: options.compress ?? true,
    info: { Title: t('cart.document.title', { number: doc.number }) },
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

  pdf
    .font('bold')
    .fontSize(16)
    .text(t('cart.document.title', { number: doc.number }));
  pdf.moveDown(0.5).font('regular').fontSize(9);
  const top = pdf.y;
  const buyer = [
    doc.company,
    doc.shop.name,
    doc.shop.address,
    doc.shop.deliveryAddress && `${t('cart.document.deliveryAddress')}: ${doc.shop.deliveryAddress}`,
    doc.shop.gln && `GLN: ${doc.shop.gln}`,
  ];
  const seller = [
    doc.supplier.name,
    doc.supplier.address,
    [doc.supplier.postCode, doc.supplier.city].filter(Boolean).join(' '),
    doc.supplier.vatNumber && `${t('cart.document.vatNumber')}: ${doc.supplier.vatNumber}`,
    doc.supplier.customerIdAtSupplier && `${t('cart.document.customerId')}: ${doc.supplier.customerIdAtSupplier}`,
  ];
  pdf
    .font('bold')
    .text(t('cart.document.buyer'), left, top)
    .font('regular')
    .text(buyer.filter(Boolean).join('\n'), { width: width / 2 - 10 });
  const afterBuyer = pdf.y;
  pdf
    .font('bold')
    .text(t('cart.document.supplier'), left + width / 2, top)
    .font('regular')
    .text(seller.filter(Boolean).join('\n'), { width: width / 2 });
  pdf.y = Math.max(afterBuyer, pdf.y) + 10;
  pdf.x = left;
  const facts: [string, string][] = [
    [t('cart.document.number'), String(doc.number)],
    [t('cart.document.orderedAt'), formatDate(language, doc.createdAt, doc.timeZone)],
    [t('cart.document.deliveryDate'), formatDate(language, `${doc.deliveryDate}T12:00:00Z`, 'UTC')],
  ];
  if (doc.createdBy) facts.push([t('cart.document.orderedBy'), doc.createdBy]);
  for (const [label, value] of facts)
    pdf.font('bold').text(`${label}: `, { continued: true }).font('regular').text(value);
  if (doc.note)
    pdf
      .moveDown(0.3)
      .font('bold')
      .text(`${t('cart.document.note')}: `, { continued: true })
      .font('regular')
      .text(doc.note);
  pdf.moveDown();

  const columns = [
    { key: 'position', label: '#', width: 22, align: 'left' },
    { key: 'code', label: t('cart.document.code'), width: 60, align: 'left' },
    { key: 'ean', label: 'EAN', width: 78, align: 'left' },
    { key: 'name', label: t('cart.document.product'), width: 150, align: 'left' },
    { key: 'quantity', label: t('cart.document.quantity'), width: 60, align: 'right' },
    { key: 'price', label: t('cart.document.price'), width: 55, align: 'right' },
    { key: 'vat', label: t('cart.document.vat'), width: 35, align: 'right' },
    { key: 'net', label: t('cart.document.net'), width: width - 460, align: 'right' },
  ] as const;
  const row = (cells: Record<(typeof columns)[number]['key'], string>, font: 'regular' | 'bold') => {
    pdf.font(font).fontSize(8);
    const heights = columns.map((column) => pdf.heightOfString(cells[column.key], { width: column.width - 4 }));
    const height = Math.max(...heights) + 4;
    if (pdf.y + height > pdf.page.height - pdf.page.margins.bottom) pdf.addPage();
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
      code: columns[1].label,
      ean: 'EAN',
      name: columns[3].label,
      quantity: columns[4].label,
      price: columns[5].label,
      vat: columns[6].label,
      net: columns[7].label,
    },
    'bold',
  );
  for (const line of doc.lines) {
    const discount = Number(line.discount) ? ` (−${formatNumber(language, Number(line.discount))} %)` : '';
    row(
      {
        position: String(line.position),
        code: line.supplierProductId ?? '',
        ean: line.ean ?? '',
        name: line.productName,
        quantity: `${plainQuantity(line.quantity)}${line.unit ? ` ${line.unit}` : ''}`,
        price: `${money(line.price)}${discount}`,
        vat: `${formatNumber(language, Number(line.vat))} %`,
        net: money(line.netAmount),
      },
      'regular',
    );
  }
  pdf.moveDown();
  pdf.x = left;
  pdf.fontSize(9);
  for (const [label, value] of [
    [t('cart.totals.net'), doc.totals.net],
    [t('cart.totals.vat'), doc.totals.vat],
    [t('cart.totals.gross'), doc.totals.gross],
  ] as const) {
    pdf
      .font(label === t('cart.totals.gross') ? 'bold' : 'regular')
      .text(`${label}: ${money(value)}`, left, pdf.y, { width, align: 'right' });
  }
  pdf.end();
  return done;
}
