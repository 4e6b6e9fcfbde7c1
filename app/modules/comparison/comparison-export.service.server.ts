import type { TFunction } from 'i18next';
import type { DbOrTx } from '#app/db/client.server';
import { formatCalendarDate } from '#app/modules/ordering/cart.format';
import { streamCsv, streamXlsx } from '#app/modules/spreadsheet/write-sheet.server';
import { mayInShop, type ShopScope } from '#app/modules/tenancy/shop-scope';
import type { Language } from '#app/utils/language';
import {
  comparisonBatches,
  type ComparedLine,
  type ComparisonNote,
  type ComparisonQuery,
} from './comparison.repo.server';

/**
 * The filtered comparison as a file, a row per delivery note line in the page's order, headed in the user's language:
 * a CSV (";", BOM, formula-safe through the product's one CSV writer) with numbers as the user writes them ("1,5" in
 * Slovenian, no grouping), or an XLSX with numbers as numbers. Notes are read a batch at a time and streamed out.
 */

const NUMERIC = [
  'ordered',
  'delivered',
  'invoicedQuantity',
  'invoicedAmount',
  'creditedQuantity',
  'creditedAmount',
  'deliveredValue',
  'quantityDifference',
  'moneyDifference',
] as const satisfies readonly (keyof ComparedLine)[];

const COLUMNS = [
  'date',
  'supplier',
  'deliveryNumber',
  'order',
  'reclamation',
  'itemCode',
  'product',
  'unit',
  ...NUMERIC,
  'status',
] as const;

type Cell = string | number | null;

/** "1.50" as the language writes a number in a CSV: a decimal comma in Slovenian, never a thousands separator. */
const csvNumber = (language: Language, value: string) => (language === 'si' ? value.replace('.', ',') : value);

function rowCells(note: ComparisonNote, line: ComparedLine, t: TFunction, language: Language, format: 'csv' | 'xlsx') {
  const numbers = Object.fromEntries(
    NUMERIC.map((key) => {
      const value = line[key];
      return [key, value === null ? null : format === 'csv' ? csvNumber(language, value) : Number(value)];
    }),
  ) as Record<(typeof NUMERIC)[number], Cell>;
  const cell: Record<(typeof COLUMNS)[number], Cell> = {
    date: formatCalendarDate(language, note.deliveryDate),
    supplier: note.supplierName,
    deliveryNumber: note.deliveryNumber,
    order: note.orderNumber,
    reclamation: note.reclamation?.number ?? null,
    itemCode: line.itemCode,
    product: line.productName,
    unit: line.unit,
    ...numbers,
    status: t(`comparison.status.${line.status}`),
  };
  return COLUMNS.map((column) => cell[column]);
}

async function* exportTable(
  db: DbOrTx,
  shop: ShopScope,
  query: ComparisonQuery,
  t: TFunction,
  language: Language,
  format: 'csv' | 'xlsx',
) {
  for await (const notes of comparisonBatches(db, shop, query))
    yield notes.flatMap((note) => note.lines.map((line) => rowCells(note, line, t, language, format)));
}

/** The download, or `forbidden` without deliveries:credit_notes. */
export function comparisonExportFile(
  db: DbOrTx,
  shop: ShopScope,
  query: ComparisonQuery,
  format: 'csv' | 'xlsx',
  language: Language,
  t: TFunction,
) {
  if (!mayInShop(shop, 'deliveries:credit_notes')) return { ok: false as const, reason: 'forbidden' as const };
  const headers = COLUMNS.map((column) => t(`comparison.export.columns.${column}`));
  const table = exportTable(db, shop, query, t, language, format);
  const body =
    format === 'csv'
      ? streamCsv(
          headers,
          (async function* () {
            for await (const rows of table)
              yield rows.map((row) => row.map((cell) => (cell === null ? '' : String(cell))));
          })(),
        )
      : streamXlsx(headers, table, t('comparison.export.sheet'));
  return {
    ok: true as const,
    body,
    fileName: `comparison-${query.from}-${query.to}.${format}`,
    contentType:
      format === 'csv'
        ? 'text/csv; charset=utf-8'
        : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  };
}
