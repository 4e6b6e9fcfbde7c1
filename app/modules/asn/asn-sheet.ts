import type { AsnFormatError, ParsedAsn, ParsedAsnLine } from './asn-document';
import { importDate, importDecimal } from '#app/modules/products/product-import-row';
import {
  fieldsChosenTwice,
  guessColumns,
  normalizeHeader,
  readColumns,
  type Columns,
} from '#app/modules/spreadsheet/column-mapping';
import { hasValidCheckDigit, toGtin14 } from '#app/utils/gs1';
import { compactCode } from '#app/modules/products/product.schema';

/**
 * An advance ship notice as a spreadsheet (CSV or XLSX): one row per line, the ASN's number (and its order, dates and
 * warehouse) repeated on each row, so one file may hold several ASNs. Which column is which is chosen on the import
 * page, guessed from English and Slovenian headers and remembered per shop and supplier (import_mappings kind
 * `asn:<supplierId>`), as the product import does.
 */

export const ASN_SHEET_FIELDS = [
  'asnNumber',
  'supplier',
  'orderNumber',
  'deliveryNoteNumber',
  'deliveryDate',
  'despatchDate',
  'warehouseNumber',
  'gtin',
  'supplierItemCode',
  'buyerItemCode',
  'description',
  'quantity',
  'unit',
  'orderedQuantity',
  'bestBefore',
  'lot',
  'sscc',
] as const;
export type AsnSheetField = (typeof ASN_SHEET_FIELDS)[number];

/** A column's field, or '' for a column that is not read. */
export type AsnColumnMapping = Columns<AsnSheetField>;

/** Other names suppliers' files use, in English and Slovenian, normalized (see normalizeHeader). */
const NAMES: Record<AsnSheetField, string[]> = {
  asnNumber: [
    'asnnumber',
    'asn',
    'asnno',
    'asnid',
    'despatchadvice',
    'despatchadvicenumber',
    'shipmentnumber',
    'shipmentid',
    'stevilkaasn',
    'obvestiloodpremi',
    'stevilkaodpreme',
    'odprema',
    'stodpreme',
  ],
  supplier: ['supplier', 'suppliergln', 'vendor', 'dobavitelj', 'glndobavitelja'],
  orderNumber: [
    'ordernumber',
    'order',
    'orderno',
    'ponumber',
    'po',
    'purchaseorder',
    'stevilkanarocila',
    'narocilo',
    'stnarocila',
    'narocilnica',
  ],
  deliveryNoteNumber: ['deliverynote', 'deliverynotenumber', 'dobavnica', 'stevilkadobavnice', 'stdobavnice'],
  deliveryDate: ['deliverydate', 'expecteddelivery', 'expecteddate', 'datumdobave', 'dobava', 'predvidenadobava'],
  despatchDate: ['despatchdate', 'dispatchdate', 'shipdate', 'shippingdate', 'datumodpreme'],
  warehouseNumber: ['warehouse', 'warehousenumber', 'warehouseno', 'skladisce', 'stevilkaskladisca', 'stskladisca'],
  gtin: ['gtin', 'ean', 'eancode', 'barcode', 'itemcode', 'gtinean', 'eankoda', 'crtnakoda', 'kodaean', 'kodagtin'],
  supplierItemCode: [
    'supplieritemcode',
    'suppliercode',
    'supplierproductcode',
    'supplierproductid',
    'articlenumber',
    'articleno',
    'sku',
    'sifradobavitelja',
    'sifraizdelkadobavitelja',
    'sifraartikla',
    'sifra',
  ],
  buyerItemCode: ['buyeritemcode', 'buyercode', 'internalcode', 'internasifra', 'nasasifra'],
  description: ['description', 'name', 'productname', 'product', 'item', 'naziv', 'nazivizdelka', 'opis', 'izdelek'],
  quantity: [
    'quantity',
    'qty',
    'despatchedquantity',
    'shippedquantity',
    'deliveredquantity',
    'kolicina',
    'odpremljenakolicina',
    'dobavljenakolicina',
  ],
  unit: ['unit', 'uom', 'unitcode', 'unitofmeasure', 'enota', 'merskaenota', 'em'],
  orderedQuantity: ['orderedquantity', 'orderedqty', 'ordered', 'narocenakolicina', 'naroceno'],
  bestBefore: [
    'bestbefore',
    'bestbeforedate',
    'bbd',
    'expiry',
    'expirydate',
    'rokuporabe',
    'uporabnodo',
    'datumuporabe',
    'ruporabe',
  ],
  lot: ['lot', 'batch', 'lotnumber', 'batchnumber', 'serija', 'lotstevilka', 'stevilkaserije', 'sarza'],
  sscc: ['sscc', 'pallet', 'palletsscc', 'paleta', 'ssccpalete'],
};

const NAME_SETS = Object.fromEntries(
  ASN_SHEET_FIELDS.map((field) => [field, new Set([normalizeHeader(field), ...NAMES[field]])]),
) as Record<AsnSheetField, Set<string>>;

/**
 * Which field each column fills: the choice remembered for this shop and supplier for a header of that name first,
 * else guessed from the header. A field is taken by the first column that claims it.
 */
export function guessAsnMapping(headers: string[], remembered: Record<string, string> = {}): AsnColumnMapping {
  return guessColumns(ASN_SHEET_FIELDS, NAME_SETS, headers, remembered);
}

/** The mapping a form sent, one value per file column; null when a value is not a field (a forged form). */
export function readAsnMapping(columns: number, value: (index: number) => unknown): AsnColumnMapping | null {
  return readColumns(ASN_SHEET_FIELDS, columns, value);
}

export type AsnMappingError = { code: 'missing'; field: AsnSheetField } | { code: 'twice'; field: AsnSheetField };

/** What a mapping lacks: the ASN number, the quantity and a code to match the product by; a field chosen twice. */
export function asnMappingErrors(mapping: AsnColumnMapping): AsnMappingError[] {
  const errors: AsnMappingError[] = [];
  for (const field of ['asnNumber', 'quantity'] as const)
    if (!mapping.includes(field)) errors.push({ code: 'missing', field });
  if (!mapping.includes('gtin') && !mapping.includes('supplierItemCode'))
    errors.push({ code: 'missing', field: 'gtin' });
  for (const field of fieldsChosenTwice(mapping)) errors.push({ code: 'twice', field });
  return errors;
}

/** Why a cell of a row cannot be read; translated from `asnImport.rowErrors.<code>`. */
type AsnRowIssueCode = 'required' | 'quantity' | 'date' | 'gtin' | 'sscc' | 'noCode' | 'tooLong' | 'differs';

interface AsnRowIssue {
  field: AsnSheetField;
  code: AsnRowIssueCode;
}

export interface AsnSheetRowError {
  /** The file's line: the header is line 1. */
  row: number;
  /** What the row is about: its code or description, as the file has it. */
  subject: string;
  issues: AsnRowIssue[];
}

export interface AsnSheetRead {
  asns: ParsedAsn[];
  badRows: AsnSheetRowError[];
}

/** Quantities have three decimals in the database (numeric(14,3)). */
const QUANTITY = /^\d{1,11}(\.\d{1,3})?$/;
const MAX_TEXT = 200;

/** A quantity above 0 as a plain decimal ("12", "1.5"), or null. */
function sheetQuantity(cell: string): string | null {
  const value = importDecimal(cell);
  if (!QUANTITY.test(value) || Number(value) <= 0) return null;
  return value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value.replace(/^0+(?=\d)/, '');
}

const HEADER_FIELDS = [
  'orderNumber',
  'deliveryNoteNumber',
  'deliveryDate',
  'despatchDate',
  'warehouseNumber',
  'supplier',
] as const;
type HeaderField = (typeof HEADER_FIELDS)[number];

const orNull = (text: string) => (text ? text : null);

/**
 * The rows of a mapped sheet as ASNs, grouped by ASN number in the order they first appear, with each row that
 * cannot be read and why. The ASN's order number, dates and warehouse come from its first row that has them; another
 * row of the same ASN saying otherwise is an error, not a guess.
 */
export function readAsnSheet(
  sheet: { headers: string[]; rows: string[][] },
  mapping: AsnColumnMapping,
  format: 'csv' | 'xlsx',
): AsnSheetRead {
  const cell = (row: string[], field: AsnSheetField) => {
    const index = mapping.indexOf(field);
    return index < 0 ? '' : (row[index] ?? '').trim();
  };
  const byNumber = new Map<string, ParsedAsn>();
  const headerRows = new Map<string, Partial<Record<HeaderField, string>>>();
  const badRows: AsnSheetRowError[] = [];

  sheet.rows.forEach((cells, index) => {
    const row = index + 2;
    const issues: AsnRowIssue[] = [];
    const text = (field: AsnSheetField) => {
      const value = cell(cells, field);
      if (value.length > MAX_TEXT) {
        issues.push({ field, code: 'tooLong' });
        return '';
      }
      return value;
    };
    const date = (field: 'deliveryDate' | 'despatchDate' | 'bestBefore') => {
      const value = importDate(cell(cells, field));
      if (value === null) issues.push({ field, code: 'date' });
      return value ?? '';
    };

    const asnNumber = text('asnNumber');
    if (!asnNumber && mapping.includes('asnNumber')) issues.push({ field: 'asnNumber', code: 'required' });
    const quantityCell = cell(cells, 'quantity');
    const quantity = sheetQuantity(quantityCell);
    if (quantity === null) issues.push({ field: 'quantity', code: quantityCell ? 'quantity' : 'required' });
    const orderedCell = cell(cells, 'orderedQuantity');
    const ordered = orderedCell ? sheetQuantity(orderedCell) : null;
    if (orderedCell && ordered === null) issues.push({ field: 'orderedQuantity', code: 'quantity' });

    const gtinCell = compactCode(cell(cells, 'gtin'));
    const gtin = gtinCell ? toGtin14(gtinCell) : null;
    if (gtinCell && gtin === null) issues.push({ field: 'gtin', code: 'gtin' });
    const supplierItemCode = text('supplierItemCode');
    if (!gtinCell && !supplierItemCode)
      issues.push({ field: mapping.includes('gtin') ? 'gtin' : 'supplierItemCode', code: 'noCode' });
    const ssccCell = compactCode(cell(cells, 'sscc')).replace(/^\(00\)/, '');
    const sscc = ssccCell.length === 20 && ssccCell.startsWith('00') ? ssccCell.slice(2) : ssccCell;
    if (sscc && !(/^\d{18}$/.test(sscc) && hasValidCheckDigit(sscc))) issues.push({ field: 'sscc', code: 'sscc' });

    const header: Partial<Record<HeaderField, string>> = {
      orderNumber: text('orderNumber'),
      deliveryNoteNumber: text('deliveryNoteNumber'),
      deliveryDate: date('deliveryDate'),
      despatchDate: date('despatchDate'),
      warehouseNumber: text('warehouseNumber'),
      supplier: text('supplier'),
    };
    const known = headerRows.get(asnNumber);
    if (asnNumber && known)
      for (const field of HEADER_FIELDS) {
        const value = header[field];
        if (value && known[field] && known[field] !== value) issues.push({ field, code: 'differs' });
      }
    const line: Omit<ParsedAsnLine, 'position'> = {
      source: `row ${row}`,
      gtin: gtin ? gtinCell : null,
      supplierItemCode: orNull(supplierItemCode),
      buyerItemCode: orNull(text('buyerItemCode')),
      description: orNull(text('description')),
      quantity: quantity ?? '0',
      unitCode: orNull(text('unit')),
      orderedQuantity: ordered,
      outstandingQuantity: null,
      bestBefore: orNull(date('bestBefore')),
      lot: orNull(text('lot')),
      sscc: orNull(sscc),
      orderLineReference: null,
    };
    if (issues.length) {
      badRows.push({ row, subject: gtinCell || supplierItemCode || line.description || '', issues });
      return;
    }

    let asn = byNumber.get(asnNumber);
    if (!asn) {
      const supplier = header.supplier ?? '';
      const supplierGln = /^\d{13}$/.test(supplier) && hasValidCheckDigit(supplier) ? supplier : null;
      asn = {
        format,
        asnNumber,
        isCancellation: false,
        documentDate: null,
        despatchDate: null,
        deliveryDate: null,
        orderNumber: null,
        deliveryNoteNumber: null,
        supplier: { gln: supplierGln, vatNumber: null, id: null, name: supplierGln ? null : orNull(supplier) },
        buyer: { gln: null, vatNumber: null, id: null, name: null },
        deliveryParty: { gln: null, vatNumber: null, id: null, name: null },
        warehouseNumber: null,
        lines: [],
      };
      byNumber.set(asnNumber, asn);
      headerRows.set(asnNumber, {});
    }
    const seen = headerRows.get(asnNumber)!;
    for (const field of HEADER_FIELDS) if (header[field] && !seen[field]) seen[field] = header[field];
    asn.orderNumber ??= orNull(header.orderNumber ?? '');
    asn.deliveryNoteNumber ??= orNull(header.deliveryNoteNumber ?? '');
    asn.deliveryDate ??= orNull(header.deliveryDate ?? '');
    asn.despatchDate ??= orNull(header.despatchDate ?? '');
    asn.warehouseNumber ??= orNull(header.warehouseNumber ?? '');
    asn.lines.push({ ...line, position: asn.lines.length + 1 });
  });
  return { asns: [...byNumber.values()], badRows };
}

/** The bad rows as format errors (for an import that is refused while rows are wrong, e.g. through the API). */
export function sheetRowErrors(badRows: AsnSheetRowError[]): AsnFormatError[] {
  return badRows.flatMap((bad) =>
    bad.issues.map((issue) => ({
      code: `sheet_${issue.code}`,
      at: `row ${bad.row}`,
      params: { row: bad.row, field: issue.field },
    })),
  );
}
