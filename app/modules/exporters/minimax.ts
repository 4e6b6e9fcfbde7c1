import type { StockExportSettings } from './stock-export-settings.schema';
import { decimalComma, encodeStockFile, PLACES, type StockFileRow } from './stock-file';

/**
 * Minimax's template for importing stock ("Začetno stanje zalog – navodila za uvoz v Minimax (excel)"): these
 * columns in this order, which the import does not let one change. Lot and the two sales prices are left empty
 * (a count has no lots; stock is kept at purchase value).
 */
const MINIMAX_HEADERS = [
  'Šifra artikla',
  'Naziv artikla',
  'Šifra skladišča',
  'Količina',
  'Cena',
  'Vrednost',
  'Serija',
  'Prodajna cena',
  'Prodajna cena z DDV',
];

/** The Minimax file of a count: the template's header row, then one row a product. */
export function writeMinimax(rows: readonly StockFileRow[], settings: StockExportSettings): Buffer {
  return encodeStockFile(
    [
      MINIMAX_HEADERS,
      ...rows.map((row) => [
        row.itemCode,
        row.name,
        settings.warehouseCode,
        decimalComma(row.quantity, PLACES.quantity),
        decimalComma(row.price, PLACES.price),
        decimalComma(row.value, PLACES.value),
        '',
        '',
        '',
      ]),
    ],
    settings.encoding,
  );
}
