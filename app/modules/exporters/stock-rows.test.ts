import { describe, expect, it } from 'vitest';
import type { ProductUnits } from '#app/modules/inventory/inventory-units';
import { stockExportRows, type CountedProduct } from './stock-rows';

const UNITS: ProductUnits = {
  isWeighted: false,
  supplierUnit: null,
  unitsPerPackage: null,
  unitsInPackage: null,
  mainInventoryUnit: null,
  inventoryCountUnit: null,
  exportUnit: null,
  countingUnits: [],
};

let nextId = 1;
const product = (
  values: Partial<Omit<CountedProduct, 'units'>> & { units?: Partial<ProductUnits> },
): CountedProduct => ({
  productId: nextId++,
  name: 'Mleko',
  internalProductId: 'P-1',
  supplierProductId: 'S-1',
  ean: '3830000000001',
  total: '2',
  conflicts: 0,
  excludeFromStockExport: false,
  excludedAtReceiving: false,
  price: '1.00',
  discount: '0',
  ...values,
  units: { ...UNITS, ...values.units },
});

describe('the stock export rows', () => {
  it('convert to the export unit and price one export unit from the supplier unit’s price after discount', () => {
    // Counted in pieces, sold by the supplier in cartons of 12 at 24.00 less 10 %, exported in cartons.
    const beer = product({
      name: 'Pivo',
      total: '30',
      price: '24.00',
      discount: '10',
      units: { supplierUnit: 'karton', unitsPerPackage: '12', exportUnit: 'karton' },
    });
    // Counted in kg, exported in kg; the price is per kg.
    const cheese = product({ name: 'Sir', total: '1.255', price: '8.40', units: { isWeighted: true } });
    // Counted in pieces, exported in crates of 6 (another counting unit), bought per piece.
    const water = product({
      name: 'Voda',
      total: '13',
      price: '0.35',
      units: { supplierUnit: 'kos', exportUnit: 'gajba', countingUnits: [{ unit: 'gajba', factor: '6' }] },
    });
    const rows = stockExportRows([beer, cheese, water], 'internal');
    expect(rows.problems).toEqual([]);
    expect(rows.lines.map(({ name, quantity, unit, price, value }) => [name, quantity, unit, price, value])).toEqual([
      ['Pivo', '2.500', 'karton', '21.6000', '54.00'],
      ['Sir', '1.255', 'kg', '8.4000', '10.54'],
      ['Voda', '2.167', 'gajba', '2.1000', '4.55'],
    ]);
    expect(rows.totals).toEqual({ lines: 3, value: '69.09' });
  });

  it('take the item code the settings name', () => {
    const milk = product({ internalProductId: 'PIA-7', supplierProductId: 'SUP-7', ean: '383' });
    expect(stockExportRows([milk], 'internal').lines[0]!.itemCode).toBe('PIA-7');
    expect(stockExportRows([milk], 'supplier').lines[0]!.itemCode).toBe('SUP-7');
    expect(stockExportRows([milk], 'ean').lines[0]!.itemCode).toBe('383');
  });

  it('leave out flagged products, goods excluded at receiving and products nobody counted', () => {
    const rows = stockExportRows(
      [
        product({ name: 'Flagged', excludeFromStockExport: true }),
        product({ name: 'Staff meal', excludedAtReceiving: true }),
        product({ name: 'Uncounted', total: null }),
        product({ name: 'Zero', total: '0' }),
      ],
      'internal',
    );
    expect(rows.leftOut.map((row) => [row.name, row.reason])).toEqual([
      ['Flagged', 'excluded_product'],
      ['Staff meal', 'excluded_at_receiving'],
      ['Uncounted', 'not_counted'],
    ]);
    expect(rows.lines.map((row) => [row.name, row.quantity, row.value])).toEqual([['Zero', '0.000', '0.00']]);
  });

  it('name every problem that refuses the file instead of guessing', () => {
    const rows = stockExportRows(
      [
        product({ name: 'Bottle', units: { exportUnit: 'steklenica' } }),
        product({ name: 'No code', internalProductId: ' ' }),
        product({ name: 'No price', price: null }),
        product({ name: 'Pallet price', units: { supplierUnit: 'paleta' } }),
        product({ name: 'Disputed', conflicts: 1 }),
      ],
      'internal',
    );
    expect(rows.problems.map((row) => [row.name, row.reason, row.unit])).toEqual([
      ['Bottle', 'export_unit', 'steklenica'],
      ['No code', 'no_code', null],
      ['No price', 'no_price', null],
      ['Pallet price', 'price_unit', 'paleta'],
      ['Disputed', 'conflict', null],
    ]);
    expect(rows.lines).toEqual([]);
    expect(rows.totals).toEqual({ lines: 0, value: '0.00' });
  });
});
