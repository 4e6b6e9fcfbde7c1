import { PANTHEON_COLUMNS, type PantheonColumn, type StockExportSettings } from './stock-export-settings.schema';
import { decimalComma, encodeStockFile, PLACES, type StockFileRow } from './stock-file';

const CELL: Record<PantheonColumn, (row: StockFileRow, settings: StockExportSettings) => string> = {
  ident: (row) => row.itemCode,
  name: (row) => row.name,
  quantity: (row) => decimalComma(row.quantity, PLACES.quantity),
  unit: (row) => row.unit,
  warehouse: (_row, settings) => settings.warehouseCode,
  price: (row) => decimalComma(row.price, PLACES.price),
  value: (row) => decimalComma(row.value, PLACES.value),
  ean: (row) => row.ean ?? '',
};

/**
 * The Pantheon file of a count. Pantheon's layout for importing a count is not public, so the columns are the
 * shop's chosen set in its order (settings.pantheonColumns), a header row with their names first.
 */
export function writePantheon(rows: readonly StockFileRow[], settings: StockExportSettings): Buffer {
  const columns = settings.pantheonColumns;
  return encodeStockFile(
    [
      columns.map((column) => PANTHEON_COLUMNS[column]),
      ...rows.map((row) => columns.map((column) => CELL[column](row, settings))),
    ],
    settings.encoding,
  );
}
