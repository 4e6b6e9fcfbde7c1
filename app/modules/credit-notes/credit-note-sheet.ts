import Decimal from 'decimal.js';
import type { CreditNoteKind } from '#app/db/schema/reclamations';
import { plainQuantity } from '#app/modules/asn/formats/format-values';
import { importDate, importDecimal } from '#app/modules/products/product-import-row';
import {
  fieldsChosenTwice,
  guessColumns,
  normalizeHeader,
  readColumns,
  type Columns,
} from '#app/modules/spreadsheet/column-mapping';
import { lineAmount, plainAmount, type ParsedCreditNote } from './credit-note-document';

/**
 * A supplier's invoice, credit or debit note as a spreadsheet (CSV or XLSX): one row per line, the document's number
 * and date (and its references) repeated on each row, so one file may hold several documents of the kind and
 * supplier chosen on the import page. Columns are guessed from English and Slovenian headers and remembered per shop
 * and supplier (import_mappings kind `credit-notes:<supplierId>`), as the ASN and product imports do.
 */

export const CREDIT_NOTE_SHEET_FIELDS = [
  'number',
  'issueDate',
  'orderReference',
  'deliveryReference',
  'invoiceReference',
  'itemId',
  'description',
  'invoiceQuantity',
  'unit',
  'differenceQuantity',
  'unitPrice',
  'amount',
] as const;
export type CreditNoteSheetField = (typeof CREDIT_NOTE_SHEET_FIELDS)[number];
export type CreditNoteColumnMapping = Columns<CreditNoteSheetField>;

/** Other names suppliers' files use, in English and Slovenian, normalized (see normalizeHeader). */
const NAMES: Record<CreditNoteSheetField, string[]> = {
  number: [
    'documentnumber',
    'creditnote',
    'creditnotenumber',
    'invoicenumber',
    'debitnote',
    'debitnotenumber',
    'document',
    'stevilka',
    'stevilkadokumenta',
    'dobropis',
    'stevilkadobropisa',
    'racun',
    'stevilkaracuna',
    'bremepis',
  ],
  issueDate: ['date', 'issuedate', 'documentdate', 'invoicedate', 'datum', 'datumdokumenta', 'datumizdaje'],
  orderReference: ['order', 'ordernumber', 'orderreference', 'po', 'ponumber', 'narocilo', 'stevilkanarocila'],
  deliveryReference: [
    'deliverynote',
    'deliverynotenumber',
    'deliveryreference',
    'despatchadvice',
    'dobavnica',
    'stevilkadobavnice',
  ],
  invoiceReference: ['invoicereference', 'originalinvoice', 'referencnaracun', 'izvornracun', 'povezaniracun'],
  itemId: [
    'itemid',
    'item',
    'itemcode',
    'articlenumber',
    'sku',
    'ean',
    'gtin',
    'suppliercode',
    'sifra',
    'sifraartikla',
    'identartikla',
    'koda',
  ],
  description: ['description', 'name', 'productname', 'product', 'naziv', 'opis', 'izdelek', 'nazivartikla'],
  invoiceQuantity: [
    'invoicequantity',
    'quantity',
    'qty',
    'invoicedquantity',
    'kolicina',
    'zaracunanakolicina',
    'kolicinanaracunu',
  ],
  unit: ['unit', 'uom', 'unitcode', 'unitofmeasure', 'enota', 'merskaenota', 'em'],
  differenceQuantity: [
    'difference',
    'differencequantity',
    'creditedquantity',
    'credited',
    'razlika',
    'kolicinarazlike',
    'dobropisanakolicina',
  ],
  unitPrice: ['unitprice', 'price', 'netprice', 'cena', 'cenanaenoto', 'enotnacena', 'neto cena'],
  amount: ['amount', 'lineamount', 'netamount', 'total', 'value', 'znesek', 'vrednost', 'netoznesek', 'skupaj'],
};

const NAME_SETS = Object.fromEntries(
  CREDIT_NOTE_SHEET_FIELDS.map((field) => [
    field,
    new Set([normalizeHeader(field), ...NAMES[field].map(normalizeHeader)]),
  ]),
) as Record<CreditNoteSheetField, Set<string>>;

export function guessCreditNoteMapping(headers: string[], remembered: Record<string, string> = {}) {
  return guessColumns(CREDIT_NOTE_SHEET_FIELDS, NAME_SETS, headers, remembered);
}

/** The mapping a form sent, one value per file column; null when a value is not a field (a forged form). */
export function readCreditNoteMapping(columns: number, value: (index: number) => unknown) {
  return readColumns(CREDIT_NOTE_SHEET_FIELDS, columns, value);
}

export type CreditNoteMappingError =
  { code: 'missing'; field: CreditNoteSheetField } | { code: 'twice'; field: CreditNoteSheetField };

/** What a mapping lacks: the number, the date, the item and an amount (or a unit price to work it out). */
export function creditNoteMappingErrors(mapping: CreditNoteColumnMapping): CreditNoteMappingError[] {
  const errors: CreditNoteMappingError[] = [];
  for (const field of ['number', 'issueDate', 'itemId'] as const)
    if (!mapping.includes(field)) errors.push({ code: 'missing', field });
  if (!mapping.includes('amount') && !mapping.includes('unitPrice')) errors.push({ code: 'missing', field: 'amount' });
  for (const field of fieldsChosenTwice(mapping)) errors.push({ code: 'twice', field });
  return errors;
}

/** Why a cell of a row cannot be read; translated from `creditNotes.rowErrors.<code>`. */
type RowIssueCode = 'required' | 'quantity' | 'amount' | 'date' | 'tooLong' | 'differs';

export interface CreditNoteSheetRowError {
  /** The file's line: the header is line 1. */
  row: number;
  subject: string;
  issues: { field: CreditNoteSheetField; code: RowIssueCode }[];
}

const MAX_TEXT = 200;
const HEADER_FIELDS = ['issueDate', 'orderReference', 'deliveryReference', 'invoiceReference'] as const;

/**
 * The rows of a mapped sheet as documents of the chosen kind, grouped by number in the order they first appear, with
 * each row that cannot be read and why (its file line). A document's date and references come from its first row;
 * another row of the same document saying otherwise is an error, not a guess.
 */
export function readCreditNoteSheet(
  sheet: { headers: string[]; rows: string[][] },
  mapping: CreditNoteColumnMapping,
  kind: CreditNoteKind,
): { documents: ParsedCreditNote[]; badRows: CreditNoteSheetRowError[] } {
  const cell = (row: string[], field: CreditNoteSheetField) => {
    const index = mapping.indexOf(field);
    return index < 0 ? '' : (row[index] ?? '').trim();
  };
  const documents = new Map<string, ParsedCreditNote>();
  const badRows: CreditNoteSheetRowError[] = [];

  sheet.rows.forEach((cells, index) => {
    const row = index + 2;
    if (cells.every((value) => !value.trim())) return;
    const issues: CreditNoteSheetRowError['issues'] = [];
    const text = (field: CreditNoteSheetField) => {
      const value = cell(cells, field);
      if (value.length > MAX_TEXT) {
        issues.push({ field, code: 'tooLong' });
        return null;
      }
      return value || null;
    };
    const quantity = (field: 'invoiceQuantity' | 'differenceQuantity') => {
      const raw = cell(cells, field);
      if (!raw) return null;
      const value = plainQuantity(importDecimal(raw));
      if (value === null) issues.push({ field, code: 'quantity' });
      return value;
    };
    const money = (field: 'unitPrice' | 'amount') => {
      const raw = cell(cells, field);
      if (!raw) return null;
      const value = plainAmount(importDecimal(raw));
      if (value === null) issues.push({ field, code: 'amount' });
      return value;
    };

    const number = text('number');
    if (!number) issues.push({ field: 'number', code: 'required' });
    const dateCell = cell(cells, 'issueDate');
    const issueDate = importDate(dateCell);
    if (!dateCell) issues.push({ field: 'issueDate', code: 'required' });
    else if (!issueDate) issues.push({ field: 'issueDate', code: 'date' });
    const itemId = text('itemId');
    if (!itemId) issues.push({ field: 'itemId', code: 'required' });
    const line = {
      itemId: itemId ?? '',
      gtin: null,
      description: text('description'),
      invoiceQuantity: quantity('invoiceQuantity'),
      unit: text('unit'),
      differenceQuantity: quantity('differenceQuantity'),
      unitPrice: money('unitPrice'),
    };
    const amount = money('amount') ?? lineAmount(kind, line);
    if (amount === null && !issues.some((issue) => issue.field === 'amount' || issue.field === 'unitPrice'))
      issues.push({ field: 'amount', code: 'required' });
    const header = {
      issueDate: issueDate || null,
      orderReference: text('orderReference'),
      deliveryReference: text('deliveryReference'),
      invoiceReference: text('invoiceReference'),
    };
    const known = number ? documents.get(number) : undefined;
    if (known)
      for (const field of HEADER_FIELDS)
        if (header[field] && known[field] && known[field] !== header[field]) issues.push({ field, code: 'differs' });
    if (issues.length) {
      badRows.push({ row, subject: itemId ?? line.description ?? '', issues });
      return;
    }
    let document = known;
    if (!document) {
      document = {
        kind,
        number: number!,
        issueDate: header.issueDate!,
        orderReference: null,
        deliveryReference: null,
        invoiceReference: null,
        currency: 'EUR',
        totalAmount: null,
        supplier: null,
        lines: [],
      };
      documents.set(number!, document);
    }
    for (const field of ['orderReference', 'deliveryReference', 'invoiceReference'] as const)
      document[field] ??= header[field];
    document.lines.push({ ...line, amount: new Decimal(amount!).toFixed() });
  });
  return { documents: [...documents.values()], badRows };
}
