import Decimal from 'decimal.js';
import iconv from 'iconv-lite';
import { csvLines, type CsvCell } from '#app/modules/spreadsheet/csv-cell';
import type { Encoding } from './stock-export-settings.schema';

/** One product of a finished count as the accounting systems take it: quantity and price in its export unit. */
export interface StockFileRow {
  itemCode: string;
  name: string;
  ean: string | null;
  /** Three decimals, in the export unit. */
  quantity: string;
  unit: string;
  /** The purchase price of one export unit, four decimals. */
  price: string;
  /** quantity × price, two decimals. */
  value: string;
}

/** Decimal places of the files: quantities as counts keep them, prices to the tenth of a cent, values in cents. */
export const PLACES = { quantity: 3, price: 4, value: 2 } as const;

/** A decimal with fixed places and a decimal comma, no thousands separator ("1234,500"). */
export function decimalComma(value: string, places: number): string {
  return new Decimal(value).toDecimalPlaces(places, Decimal.ROUND_HALF_UP).toFixed(places).replace('.', ',');
}

/**
 * A ";" separated file with CRLF line ends (a final one too), every cell formula-safe (csvCell), encoded for the
 * import: Windows-1250 without a byte order mark (a letter it lacks becomes "?"), or UTF-8 with one so Excel reads
 * it.
 */
export function encodeStockFile(rows: readonly (readonly CsvCell[])[], encoding: Encoding): Buffer {
  const text = csvLines(rows, ';') + '\r\n';
  return encoding === 'utf-8' ? Buffer.from('\uFEFF' + text, 'utf8') : iconv.encode(text, 'windows-1250');
}
