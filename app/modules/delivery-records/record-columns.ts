import type { TFunction } from 'i18next';
import { formatCalendarDate, formatQuantity } from '#app/modules/ordering/cart.format';
import { formatNumber } from '#app/utils/format';
import type { Language } from '#app/utils/language';
import type { RecordKind } from './record-filters';
import type { RecordRow } from './records.repo.server';

export interface RecordCellContext {
  t: TFunction;
  language: Language;
}

/** One column of a record list as text: the same cells on the page, in CSV, XLSX and PDF. */
export interface RecordColumn {
  /** The column's name, the key of its header. */
  id: string;
  header: (t: TFunction) => string;
  cell: (row: RecordRow, ctx: RecordCellContext) => string;
  /** The column's share of the PDF page's width. */
  weight: number;
}

const date = (ctx: RecordCellContext, value: string | null) => (value ? formatCalendarDate(ctx.language, value) : '');

/** "4,5 °C" in the user's language, or empty without a reading. */
function temperatureText(ctx: RecordCellContext, value: string | null): string {
  return value === null
    ? ''
    : ctx.t('deliveryRecords.values.temperature', { value: formatNumber(ctx.language, Number(value), 1) });
}

/** The product's name with its code, as received. */
const product = (row: RecordRow) => (row.itemCode ? `${row.productName} (${row.itemCode})` : row.productName);

const quantity = (row: RecordRow, ctx: RecordCellContext) =>
  `${formatQuantity(ctx.language, row.acceptedQuantity)}${row.unit ? ` ${row.unit}` : ''}`;

export function verdictText(ctx: RecordCellContext, verdict: RecordRow['verdict']): string {
  switch (verdict) {
    case 'ok':
      return ctx.t('deliveryRecords.verdict.ok');
    case 'tolerated':
      return ctx.t('deliveryRecords.verdict.tolerated');
    case 'breach':
      return ctx.t('deliveryRecords.verdict.breach');
    case null:
      return ctx.t('deliveryRecords.verdict.none');
  }
}

function compartmentText(row: RecordRow, ctx: RecordCellContext): string {
  if (row.compartmentTemperature === null) return '';
  const compartment = {
    room: ctx.t('deliveryRecords.compartment.room'),
    chilled: ctx.t('deliveryRecords.compartment.chilled'),
    frozen: ctx.t('deliveryRecords.compartment.frozen'),
  }[row.temperatureRegime];
  return ctx.t('deliveryRecords.values.compartment', {
    compartment,
    value: formatNumber(ctx.language, Number(row.compartmentTemperature), 1),
  });
}

/** A certificate's number, or that it is missing. */
function certificateNumberText(row: RecordRow, ctx: RecordCellContext): string {
  return row.missingNumber ? ctx.t('deliveryRecords.values.missingNumber') : (row.certificateNumber ?? '').trim();
}

/** The supplier's certificate expiry recorded at receipt, and whether it had expired by the delivery date. */
function certificateExpiryText(row: RecordRow, ctx: RecordCellContext): string {
  if (!row.certificateExpires) return ctx.t('deliveryRecords.values.noExpiry');
  const expiry = date(ctx, row.certificateExpires);
  return row.expiredAtReceipt ? `${expiry} (${ctx.t('deliveryRecords.values.expiredAtReceipt')})` : expiry;
}

/** Why a line is out of stock: the receiver's reason, or the product's flag. */
function excludeReasonText(row: RecordRow, ctx: RecordCellContext): string {
  return row.excludeReason ?? ctx.t('deliveryRecords.values.productFlag');
}

const DATE: RecordColumn = {
  id: 'date',
  header: (t) => t('deliveryRecords.columns.date'),
  cell: (row, ctx) => date(ctx, row.deliveryDate),
  weight: 7,
};
const PRODUCT: RecordColumn = {
  id: 'product',
  header: (t) => t('deliveryRecords.columns.product'),
  cell: (row) => product(row),
  weight: 16,
};
const SUPPLIER: RecordColumn = {
  id: 'supplier',
  header: (t) => t('deliveryRecords.columns.supplier'),
  cell: (row) => row.supplierName,
  weight: 12,
};
const LOT: RecordColumn = {
  id: 'lot',
  header: (t) => t('deliveryRecords.columns.lot'),
  cell: (row) => row.lot ?? '',
  weight: 7,
};
const QUANTITY: RecordColumn = {
  id: 'quantity',
  header: (t) => t('deliveryRecords.columns.quantity'),
  cell: quantity,
  weight: 7,
};
const ACCEPTED_BY: RecordColumn = {
  id: 'acceptedBy',
  header: (t) => t('deliveryRecords.columns.acceptedBy'),
  cell: (row) => row.acceptedBy ?? '',
  weight: 9,
};

/** Each list's columns, in the order of the page and of every export. */
export const RECORD_COLUMNS: Record<RecordKind, RecordColumn[]> = {
  risk: [
    DATE,
    PRODUCT,
    SUPPLIER,
    LOT,
    {
      id: 'bestBefore',
      header: (t) => t('deliveryRecords.columns.bestBefore'),
      cell: (row, ctx) => date(ctx, row.bestBefore),
      weight: 7,
    },
    {
      id: 'temperature',
      header: (t) => t('deliveryRecords.columns.temperature'),
      cell: (row, ctx) => temperatureText(ctx, row.temperature),
      weight: 6,
    },
    { id: 'compartment', header: (t) => t('deliveryRecords.columns.compartment'), cell: compartmentText, weight: 9 },
    {
      id: 'verdict',
      header: (t) => t('deliveryRecords.columns.verdict'),
      cell: (row, ctx) => verdictText(ctx, row.verdict),
      weight: 7,
    },
    {
      id: 'corrective',
      header: (t) => t('deliveryRecords.columns.corrective'),
      cell: (row) => row.correctiveNote ?? '',
      weight: 16,
    },
    ACCEPTED_BY,
  ],
  excluded: [
    DATE,
    PRODUCT,
    SUPPLIER,
    QUANTITY,
    { id: 'reason', header: (t) => t('deliveryRecords.columns.reason'), cell: excludeReasonText, weight: 20 },
    ACCEPTED_BY,
  ],
  certified: [
    DATE,
    PRODUCT,
    SUPPLIER,
    {
      id: 'scheme',
      header: (t) => t('deliveryRecords.columns.scheme'),
      cell: (row) => (row.certificateScheme ?? '').toUpperCase(),
      weight: 5,
    },
    {
      id: 'certificateNumber',
      header: (t) => t('deliveryRecords.columns.certificateNumber'),
      cell: certificateNumberText,
      weight: 12,
    },
    {
      id: 'certificateExpires',
      header: (t) => t('deliveryRecords.columns.certificateExpires'),
      cell: certificateExpiryText,
      weight: 12,
    },
    LOT,
    QUANTITY,
  ],
};

/** A list's rows as a table of text: its headers and one line of cells per row. */
export function recordTable(kind: RecordKind, rows: readonly RecordRow[], ctx: RecordCellContext) {
  const columns = RECORD_COLUMNS[kind];
  return {
    headers: columns.map((column) => column.header(ctx.t)),
    weights: columns.map((column) => column.weight),
    rows: rows.map((row) => columns.map((column) => column.cell(row, ctx))),
  };
}
